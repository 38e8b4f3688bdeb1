import Testing

@testable import PlaceIndex

/// ``KoreanAddressForms/englishProvinceNames(_:)``: a 시도's English names
/// from its Hangul.
@Suite struct EnglishProvinceNamesTests {
  @Test func namesByLevel() {
    #expect(KoreanAddressForms.englishProvinceNames("부산광역시") == ["Busan Metropolitan City"])
    #expect(KoreanAddressForms.englishProvinceNames("경상남도") == ["South Gyeongsang Province"])
    #expect(KoreanAddressForms.englishProvinceNames("충청북도") == ["North Chungcheong Province"])
    #expect(KoreanAddressForms.englishProvinceNames("경기도") == ["Gyeonggi Province"])
    #expect(KoreanAddressForms.englishProvinceNames("강원특별자치도")
      == ["Gangwon Special Self-Governing Province", "Gangwon Province", "Gangwon State"])
    #expect(KoreanAddressForms.englishProvinceNames("세종특별자치시") == ["Sejong Special Self-Governing City"])
    #expect(KoreanAddressForms.englishProvinceNames("역삼동").isEmpty)
  }
}
