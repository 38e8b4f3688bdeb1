/// A name whose leading article a sorted list moved to its end, after a
/// comma or in brackets (`Angeles, Los`, `Vegas, las`, `Paz, La`, `Oued,
/// El`, `Coruña (A)`, `Kut (Al)`), searched with the article back in
/// front: `Los Angeles`. As typed, the name's other words find places
/// with the article later in theirs (`General Felipe Ángeles (Los
/// Ángeles)`), or the partial tier leaves the article out.
extension CandidateSearch {
  /// The articles a name starts with that such a list moves (Spanish,
  /// French, Italian, Portuguese, Arabic, English, German, Dutch).
  static let movedArticles: Set<String> = [
    "la", "las", "le", "les", "los", "el", "al", "il", "lo", "a", "o", "os", "as", "the", "der", "die", "das",
    "het", "de", "den",
  ]

  /// `query` with its article moved back in front, or nil when it ends in
  /// none after a comma or in brackets.
  ///
  ///     CandidateSearch.articleMovedBack("Angeles, Los")  // "Los Angeles"
  ///     CandidateSearch.articleMovedBack("Coruña (A)")    // "A Coruña"
  ///     CandidateSearch.articleMovedBack("Paris, Texas")  // nil
  static func articleMovedBack(_ query: String) -> String? {
    // (A comma or a closing bracket, told from the bytes: most queries
    // have neither, and pay for no more.)
    guard QueryBytes.contains(query, where: { $0 == 0x2C || $0 == 0x29 }) else { return nil }
    let bytes = Array(query.utf8)
    func trimmed(_ r: Range<Int>) -> Range<Int> {
      var r = r
      while let f = r.first, bytes[f] == 0x20 { r = r.dropFirst() }
      while let l = r.last, bytes[l] == 0x20 { r = r.dropLast() }
      return r
    }
    let text = trimmed(0..<bytes.count)
    let head: Range<Int>
    let article: Range<Int>
    if let last = text.last, bytes[last] == 0x29, let open = text.lastIndex(where: { bytes[$0] == 0x28 }) {
      head = trimmed(text.lowerBound..<open)
      article = trimmed((open + 1)..<last)
    } else if let comma = text.lastIndex(where: { bytes[$0] == 0x2C }) {
      head = trimmed(text.lowerBound..<comma)
      article = trimmed((comma + 1)..<text.upperBound)
    } else {
      return nil
    }
    // (An article is a word of three letters at most: told from its bytes
    // before a string is made.)
    guard (1...3).contains(article.count), article.allSatisfy({ (bytes[$0] | 0x20) &- 0x61 < 26 }), !head.isEmpty,
      !bytes[head].contains(0x2C)
    else { return nil }
    let a = String(decoding: article.map { bytes[$0] | 0x20 }, as: UTF8.self)
    guard movedArticles.contains(a) else { return nil }
    return String(decoding: bytes[article], as: UTF8.self) + " " + String(decoding: bytes[head], as: UTF8.self)
  }

  /// The places the query names with its article moved back in front
  /// (``articleMovedBack(_:)``), in the tiers they are found in there.
  mutating func collectArticleMovedBack(query: String, want: Int) {
    guard let text = CandidateSearch.articleMovedBack(query) else { return }
    adoptRespaced(search(text, among: options.kinds, want: want, pass: .rewritten))
  }
}
