/// Chinese and Japanese addresses are written without spaces
/// (`北京市海淀区中关村大街27号`, `東京都新宿区西新宿`), so the whole run is one
/// word of the normal form, which starts no name. ``split(_:isName:)`` cuts
/// such a word where names end: the longest leading run that is a whole
/// name, then the rest the same way (`北京市 海淀区 中关村大街`), for the
/// partial tier to keep the places it knows and leave out the rest.
enum HanSegments {
  /// Whether a word (its normal form) starts with Han ideographs or kana
  /// (U+3040–U+30FF, U+3400–U+4DBF, U+4E00–U+9FFF: lead bytes E3–E9), at
  /// least ``minimumCharacters`` of them (a house number may follow:
  /// `大街27号`).
  static func startsHanRun(_ word: [UInt8]) -> Bool {
    guard word.count >= 3 * minimumCharacters else { return false }
    for i in stride(from: 0, to: 3 * minimumCharacters, by: 3) where !isHan(word, at: i) { return false }
    return true
  }

  /// Whether a Han ideograph or kana starts at `i`.
  static func isHan(_ word: [UInt8], at i: Int) -> Bool {
    guard i + 2 < word.count else { return false }
    let lead = word[i]
    guard (0xE3...0xE9).contains(lead) else { return false }
    return !(lead == 0xE3 && word[i + 1] < 0x81)  // U+3000–U+303F: punctuation
  }

  /// The fewest characters a run must have to be cut (two are one name or
  /// none).
  static let minimumCharacters = 3
  /// The most pieces a run is cut into (an address has a few levels).
  static let maxPieces = 6

  /// `word` cut after each longest leading run of two Han characters or
  /// more that `isName` says is a whole name; what follows the last such
  /// run is one piece. Nil when no leading run is a name.
  static func split(_ word: [UInt8], isName: ([UInt8]) -> Bool) -> [[UInt8]]? {
    guard startsHanRun(word) else { return nil }
    var pieces: [[UInt8]] = []
    var start = 0
    while pieces.count < maxPieces - 1 {
      // The Han run from `start`: its character boundaries.
      var end = start
      while isHan(word, at: end) { end += 3 }
      guard end - start >= 6 else { break }
      var cut: Int? = nil
      for length in stride(from: end - start, through: 6, by: -3) where isName(Array(word[start..<(start + length)])) {
        cut = length
        break
      }
      guard let n = cut else { break }
      pieces.append(Array(word[start..<(start + n)]))
      start += n
    }
    guard !pieces.isEmpty else { return nil }
    if start < word.count { pieces.append(Array(word[start...])) }
    return pieces
  }
}
