import Testing

@testable import PlaceIndex

/// ``PostcodeMarkers``: the words that say "postcode" before one, taken
/// out of a query.
@Suite struct PostcodeMarkersTests {
  @Test func markersBeforeFiveDigitsGo() {
    #expect(PostcodeMarkers.stripped("(우)32255") == "32255")
    #expect(PostcodeMarkers.stripped("우) 54968") == "54968")
    #expect(PostcodeMarkers.stripped("[우] 06236") == "06236")
    #expect(PostcodeMarkers.stripped("우편번호 28515") == "28515")
    #expect(PostcodeMarkers.stripped("우편번호: 28515 청주") == "28515 청주")
    #expect(PostcodeMarkers.stripped("ZIP 10460") == "10460")
    #expect(PostcodeMarkers.stripped("zip code 10460") == "10460")
    #expect(PostcodeMarkers.stripped("Postal Code: 10460") == "10460")
    // Inside an address: the words around it stay.
    #expect(PostcodeMarkers.stripped("(우)06236 서울 강남구 테헤란로 152") == "06236 서울 강남구 테헤란로 152")
    #expect(PostcodeMarkers.stripped("서울 강남구 테헤란로 152 (우)06236") == "서울 강남구 테헤란로 152 06236")
    // The Korean word in two, and in full after the code.
    #expect(PostcodeMarkers.stripped("우편 번호 30151") == "30151")
    #expect(PostcodeMarkers.stripped("54968 우편번호") == "54968")
    #expect(PostcodeMarkers.stripped("54968 (우편 번호) 전주") == "54968 전주")
    #expect(PostcodeMarkers.stripped("강남구 06236 우편번호") == "강남구 06236")
  }

  @Test func otherWordsAndNumbersStay() {
    #expect(PostcodeMarkers.stripped("우동") == nil)  // a place, and no number
    #expect(PostcodeMarkers.stripped("우동 48094") == nil)  // 우동 is no marker
    #expect(PostcodeMarkers.stripped("해운대구우 48094") == nil)  // nor the end of a word
    #expect(PostcodeMarkers.stripped("zip 1046") == nil)  // four digits
    #expect(PostcodeMarkers.stripped("zip 104601") == nil)  // six
    #expect(PostcodeMarkers.stripped("10460") == nil)
    #expect(PostcodeMarkers.stripped("seoul") == nil)
    // After the code, only the word in full: 우 and 우편 start names.
    #expect(PostcodeMarkers.stripped("48094 우동") == nil)
    #expect(PostcodeMarkers.stripped("48094 우편") == nil)
    #expect(PostcodeMarkers.stripped("48094 우편번호부") == nil)
  }

  @Test func theQueryIsTheCode() throws {
    // On the fixture: the marker no longer finds what it starts (우동).
    let found = try #require(Fixtures.index.complete("(우)06236").first)
    #expect(found.place == Fixtures.index.place(id: "kr-zip:06236"))
  }
}
