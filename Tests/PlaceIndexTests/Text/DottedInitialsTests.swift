import Testing

@testable import PlaceIndex

/// ``DottedInitials``: `N.Y.` read as `ny`.
@Suite struct DottedInitialsTests {
  func joined(_ q: String) -> String? { DottedInitials.joined(q).map { String(decoding: $0, as: UTF8.self) } }

  @Test func initialsWithDotsAreJoined() {
    #expect(joined("N.Y.") == "ny")
    #expect(joined("n.y") == "ny")
    #expect(joined("U.S.A.") == "usa")
    #expect(joined("washington, d.c.") == "washington dc")
    #expect(joined("new york, N.Y. 10001") == "new york ny 10001")
  }

  @Test func otherDotsAreNot() {
    #expect(joined("St. Louis") == nil)  // a word, not initials
    #expect(joined("A.") == nil)  // one letter
    #expect(joined("a.b.c.d.e.") == nil)  // more than four
    #expect(joined("1.2.") == nil)
    #expect(joined("seoul") == nil)
    #expect(joined("ab.cd") == nil)
  }

  @Test func theJoinedReadingIsWholeOnly() {
    let r = QueryReading.abbreviatedReadings(of: "N.Y.")
    #expect(r.contains { $0.key == Array("ny".utf8) && $0.isWhole })
    #expect(!QueryReading.abbreviatedReadings(of: "st. louis").contains { $0.isWhole })
  }

  @Test func aRegionByItsDottedCode() {
    // The fixture's New York is found by its code NY, never Nyala's prefix.
    let first = Fixtures.index.complete("N.Y.").first?.id
    #expect(first == "region:US.NY" || first == "geonames:5128581")
    #expect(Fixtures.index.complete("U.K.").first?.id == "geonames:2635167")
  }
}
