import Testing

@testable import PlaceIndex

/// ``AreaTypeWords``: which words of a query name a first-level area when
/// one of them gives its type.
@Suite struct AreaTypeWordsTests {
  func name(_ q: String) -> String? {
    let words = q.split(separator: " ").map { Array($0.utf8) }
    return AreaTypeWords.name(in: words).map { words[$0].map { String(decoding: $0, as: UTF8.self) }.joined(separator: " ") }
  }

  @Test func aTypeAfterTheName() {
    #expect(name("homs governorate") == "homs")
    #expect(name("new south wales state") == "new south wales")
    #expect(name("lviv oblast") == "lviv")
  }

  @Test func aTypeBeforeTheNameWithItsLinkingWord() {
    #expect(name("state of texas") == "texas")
    #expect(name("provincia di roma") == "roma")
    #expect(name("canton zurich") == "zurich")
  }

  @Test func noTypeOrNothingLeft() {
    #expect(name("province") == nil)
    #expect(name("state of") == nil)
    #expect(name("washington county") == nil)  // a second-level type
    #expect(name("states of jersey") == nil)  // a plural leads nothing
  }
}
