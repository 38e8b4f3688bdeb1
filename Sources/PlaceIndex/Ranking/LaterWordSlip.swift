/// A key slipped in a later word of a name of several words (`fort
/// wotth` is Fort Worth, `new yoro city` New York City, `rio cuqrto` Río
/// Cuarto): the typo tier takes a query of more words only when each
/// starts some name, and the slipped word starts none, so the partial
/// tier found the namesakes of the first word and left the rest out.
///
/// A Latin query of two to ``maxSlipWords`` words goes to the typo tier
/// (one edit over the whole query, ``RankingWeights/multiwordTypoEdits``)
/// when its first word starts a name and exactly one later word, of
/// ``minSlippedWordLetters`` letters or more, starts none.
extension CandidateSearch {
  /// The most words of a name read with a slip in one: `san nicolas de
  /// los garxa` has five. One edit over the whole key costs a walk as
  /// long as the key.
  static let maxSlipWords = 5
  /// The fewest letters of the slipped word: in a shorter one a letter
  /// changed is another word (`de`, `la`).
  static let minSlippedWordLetters = 4

  func isLaterWordSlip(_ literal: QueryReading) -> Bool {
    let words = literal.tokens.map(\.bytes)
    guard !literal.isHangul, (2...CandidateSearch.maxSlipWords).contains(words.count), startsSomeKey(words[0])
    else { return false }
    var slipped = 0
    for w in words.dropFirst() where !startsSomeKey(w) {
      guard w.count >= CandidateSearch.minSlippedWordLetters, w.allSatisfy({ $0 < 0x80 }) else { return false }
      slipped += 1
      if slipped > 1 { return false }
    }
    return slipped == 1
  }
}
