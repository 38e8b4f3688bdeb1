import Testing

@testable import PlaceIndex

/// ``QueryShape`` gates the rewrites `complete` tries before searching: a
/// seeded property test checks that it never holds one back, against the
/// rewrites themselves on random queries.
@Suite struct QueryShapeTests {
  /// Pieces a query is made of: digits, syllables, Hanja, Latin, brackets,
  /// the markers and separators the rewrites read.
  static let pieces: [String] = [
    "1", "2", "0", "9", "12", "44216", "kr22100", "06236", " ", " ", " ", "  ", "|", "[", "]", "(", ")", "（", "）",
    "서", "울", "하", "남", "시", "구", "안성", "대전", "우", "편", "번", "호", "우편번호", "安城", "大田", "横浜",
    "korea", "kr", "rok", "seoul", "a", "-", ",",
  ]

  @Test func theShapeHoldsNoRewriteBack() {
    var rng = SplitMix64(seed: 20_261_207)
    for _ in 0..<20_000 {
      let n = Int.random(in: 1...9, using: &rng)
      let q = (0..<n).map { _ in QueryShapeTests.pieces.randomElement(using: &rng)! }.joined()
      guard let tokens = QueryReading.readings(of: q).first?.tokens else { continue }
      let shape = QueryShape(tokens)
      if SpacedDigits.joined(q) != nil { #expect(shape.loneDigits >= PostcodeMarkers.postcodeDigits, "\(q)") }
      if SpacedSyllables.isSpacedOut(tokens) { #expect(shape.syllables >= SpacedSyllables.minWords, "\(q)") }
      if BracketNote.hangulReading(q) != nil { #expect(shape.startsWithHan && shape.words >= 2, "\(q)") }
      if PostcodeMarkers.mayHaveMarker(tokens) { #expect(shape.hasFiveDigitEnd, "\(q)") }
    }
  }

  @Test func shapesOfKnownQueries() {
    let shape = { (q: String) in QueryShape(QueryReading.readings(of: q).first?.tokens ?? []) }
    #expect(shape("2 1 5 1 1").loneDigits == 5)
    #expect(shape("하 남 시").syllables == 3)
    #expect(shape("Korea 44216").hasFiveDigitEnd)
    #expect(shape("安城(안성)").startsWithHan)
    #expect(!shape("seoul").hasFiveDigitEnd)
    // (Three ASCII bytes are no syllable: the property test found `kr9`.)
    #expect(!SpacedSyllables.isSpacedOut(QueryReading.readings(of: "kr9 남 시").first?.tokens ?? []))
  }
}
