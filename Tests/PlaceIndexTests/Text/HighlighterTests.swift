import Testing

@testable import PlaceIndex

@Suite struct HighlighterTests {
  func tokens(_ q: String) -> [[UInt8]] { Normalizer.words(q) }

  @Test func prefixesOfWords() {
    let r = Highlighter.ranges(of: tokens("new yo"), in: "New York City")
    #expect(r == [HighlightRange(location: 0, length: 3), HighlightRange(location: 4, length: 2)])
  }

  @Test func anyOrder() {
    let r = Highlighter.ranges(of: tokens("york new"), in: "New York City")
    #expect(r == [HighlightRange(location: 0, length: 3), HighlightRange(location: 4, length: 4)])
  }

  @Test func diacriticsCountInUTF16() {
    // "zur" covers "Zür": three UTF-16 units.
    #expect(Highlighter.ranges(of: tokens("zur"), in: "Zürich") == [HighlightRange(location: 0, length: 3)])
  }

  @Test func hangulIsOneUnitPerSyllable() {
    #expect(Highlighter.ranges(of: tokens("서울"), in: "서울특별시") == [HighlightRange(location: 0, length: 2)])
    #expect(Highlighter.ranges(of: tokens("강남"), in: "CGV 강남") == [HighlightRange(location: 4, length: 2)])
  }

  @Test func astralScalarsAreTwoUnits() {
    // U+20BB7 is two UTF-16 units; the highlight after it starts at 3.
    #expect(Highlighter.ranges(of: tokens("ab"), in: "\u{20BB7} ab") == [HighlightRange(location: 3, length: 2)])
  }

  @Test func unmatchedTokensAreReported() {
    let (ranges, matched) = Highlighter("Seoul").match(tokens("seoul korea"))
    #expect(ranges == [HighlightRange(location: 0, length: 5)])
    #expect(matched == [true, false])
  }
}
