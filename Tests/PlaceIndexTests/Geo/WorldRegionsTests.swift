import Testing

@testable import PlaceIndex

/// ``WorldRegions``: parts of the world as the countries they hold.
@Suite struct WorldRegionsTests {
  func countries(_ name: String) -> Set<String>? {
    WorldRegions.countries(named: Normalizer.normalize(name)).map(Set.init)
  }

  @Test func regionsByTheirKoreanAndEnglishNames() {
    #expect(countries("동남아")?.isSuperset(of: ["VN", "TH", "PH"]) == true)
    #expect(countries("남미")?.contains("VE") == true)
    #expect(countries("남미")?.contains("MX") == false)
    #expect(countries("중미")?.contains("CR") == true)
    #expect(countries("북미") == ["US", "CA"])
    #expect(countries("South America") == countries("남미"))
    // The larger ones hold the smaller.
    #expect(countries("유럽")!.isSuperset(of: countries("북유럽")!))
    #expect(countries("중남미")!.isSuperset(of: countries("남미")!))
  }

  /// Not a name that is also a place's: 중동 is a 동, `asia` a town.
  @Test func notAPlacesName() {
    #expect(countries("중동") == nil)
    #expect(countries("asia") == nil)
    #expect(countries("남아프리카") == nil)
    #expect(countries("서울") == nil)
  }
}
