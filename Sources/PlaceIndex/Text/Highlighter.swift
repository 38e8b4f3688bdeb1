/// Highlight ranges of query words in display text (see ``TokenMatcher``).
///
///     Highlighter.ranges(of: Normalizer.words("new yo"), in: "New York City")
///     // [0, 3), [4, 6)
struct Highlighter {
  let text: String

  init(_ text: String) { self.text = text }

  /// The ranges of the tokens that start a word of the text, in text order,
  /// and which tokens did.
  func match(_ tokens: [[UInt8]]) -> (ranges: [HighlightRange], matched: [Bool]) {
    var m = TokenMatcher(tokens: tokens)
    _ = m.match(text)
    return (m.matchedRanges, m.matched)
  }

  static func ranges(of tokens: [[UInt8]], in text: String) -> [HighlightRange] {
    Highlighter(text).match(tokens).ranges
  }
}
