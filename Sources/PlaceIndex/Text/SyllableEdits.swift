/// How far a typed Hangul word is from a name, in syllables, as Korean
/// users mistype one: a syllable doubled, dropped or added (`코엑엑스`,
/// `월드드타워`), two side by side swapped (`홍대구입`, `센트럴티시`), or one
/// another syllable; a syllable one jamo off, or spelt as it sounds (`대항노`
/// for 대학로: 항 and 노 one jamo off each), costs ``jamoOff``.
///
/// The optimal-string-alignment distance over syllables (each edit,
/// swap included, costs 1), O(m·n) for words of m and n syllables.
///
///     SyllableEdits.distance(Array("홍대구입".unicodeScalars), Array("홍대입구".unicodeScalars))  // 1
///     SyllableEdits.distance(Array("대항노".unicodeScalars), Array("대학로".unicodeScalars))     // 1
enum SyllableEdits {
  /// What one syllable in place of another one jamo off it costs: half an
  /// edit, as two such (대항노) weigh as one syllable wrong.
  static let jamoOff = 0.5

  /// What writing `b` in place of `a` costs: 0, ``jamoOff`` or 1.
  static func substitution(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Double {
    if a == b { return 0 }
    return Hangul.differingParts(a.value, b.value) == 1 ? jamoOff : 1
  }

  static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Double {
    let m = a.count
    let n = b.count
    if m == 0 || n == 0 { return Double(max(m, n)) }
    var d = [[Double]](repeating: [Double](repeating: 0, count: n + 1), count: m + 1)
    for i in 0...m { d[i][0] = Double(i) }
    for j in 0...n { d[0][j] = Double(j) }
    for i in 1...m {
      for j in 1...n {
        var best = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + substitution(a[i - 1], b[j - 1]))
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { best = min(best, d[i - 2][j - 2] + 1) }
        d[i][j] = best
      }
    }
    return d[m][n]
  }

  /// `word` (a normal form of Hangul syllables) with each two syllables
  /// side by side swapped, left to right (`사중북앙로` gives 중사북앙로,
  /// 사북중앙로, …): the most common slip of a hand typing syllables, which
  /// a jamo edit distance counts as four. Empty for a word of anything
  /// else, or longer than ``maxSwappedSyllables``.
  static func adjacentSwaps(_ word: [UInt8]) -> [[UInt8]] {
    let s = Array(String(decoding: word, as: UTF8.self).unicodeScalars)
    guard s.count >= 2, s.count <= maxSwappedSyllables, s.allSatisfy({ Hangul.isSyllable($0.value) }) else { return [] }
    var out: [[UInt8]] = []
    for i in 0..<(s.count - 1) where s[i] != s[i + 1] {
      var t = s
      t.swapAt(i, i + 1)
      out.append(Array(String(String.UnicodeScalarView(t)).utf8))
    }
    return out
  }

  /// The most syllables a word may have for ``adjacentSwaps(_:)``: each
  /// swap is a lookup.
  static let maxSwappedSyllables = 10
}
