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
    var text = Substring(query)
    while text.last == " " { text.removeLast() }
    let head: Substring
    let article: Substring
    if text.last == ")", let open = text.lastIndex(of: "(") {
      head = text[..<open]
      article = text[text.index(after: open)..<text.index(before: text.endIndex)]
    } else if let comma = text.lastIndex(of: ",") {
      head = text[..<comma]
      article = text[text.index(after: comma)...]
    } else {
      return nil
    }
    let a = article.trimmingSpaces
    let h = head.trimmingSpaces
    guard !h.isEmpty, !h.contains(","), movedArticles.contains(a.lowercased()) else { return nil }
    return a + " " + h
  }

  /// The places the query names with its article moved back in front
  /// (``articleMovedBack(_:)``), in the tiers they are found in there.
  mutating func collectArticleMovedBack(query: String, want: Int) {
    guard let text = CandidateSearch.articleMovedBack(query) else { return }
    adoptRespaced(search(text, among: options.kinds, want: want, pass: .rewritten))
  }
}

extension Substring {
  /// The text without the spaces around it.
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
