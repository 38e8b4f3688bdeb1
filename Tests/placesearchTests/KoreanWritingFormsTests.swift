import Testing

@testable import PlaceIndex

/// Ways Korean users write a name that the data writes otherwise: glued
/// where it has spaces, by its everyday name, with initials among the
/// syllables of an area, Latin in the Korean keyboard mode, a brand in two
/// words before a mistyped branch.
@Suite struct KoreanModeLatinTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  /// Latin typed in the Korean mode, the IME having made syllables of its
  /// keys, read in Latin when nothing matched as typed.
  @Test func latinKeysMadeIntoSyllables() {
    #expect(top("노두코") == "geonames:1795565")  // shenzh
    #expect(top("초뭏쾌") == "geonames:1815456")  // changzho
    #expect(top("ㅜㄷㅈ ㅛㅐ가 챠") == "geonames:5128581")  // new york ci
    #expect(top("ㅑㅜ초대ㅜ 먀게ㅐㄱㅅ") == "airport:RKSI")  // incheon airport
  }

  /// Hangul that finds a place stays Hangul.
  @Test func hangulThatMatchesStaysHangul() {
    #expect(top("서울") == "geonames:1835848")
    #expect(top("부산") == "geonames:1838524")
  }
}
