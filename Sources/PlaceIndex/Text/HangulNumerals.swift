/// A numbered 가 with its number spelt in Hangul, as it is said: `종로일가`
/// is 종로1가, `충정로삼가` 충정로3가, `부평동 일가` 부평동1가. The names
/// write the digit.
enum HangulNumerals {
  /// The Sino-Korean digits, 일 … 구, and the digit each is.
  static let digits: [Unicode.Scalar: String] = [
    "일": "1", "이": "2", "삼": "3", "사": "4", "오": "5", "육": "6", "칠": "7", "팔": "8", "구": "9",
  ]
  static let ga: Unicode.Scalar = "가"

  /// `words` with each numbered 가 spelt in Hangul in digits: a word that
  /// is a digit and 가 after another word (`일가`), or a name of two
  /// syllables or more ending in one (`종로일가`); nil when none is.
  static func withDigits(_ words: [String]) -> [String]? {
    var out = words
    var changed = false
    for (i, w) in words.enumerated() {
      let s = Array(w.unicodeScalars)
      guard s.count >= 2, s[s.count - 1] == ga, let d = digits[s[s.count - 2]],
        s.count == 2 ? i > 0 : s.count >= 4 && s.dropLast(2).allSatisfy({ Hangul.isSyllable($0.value) })
      else { continue }
      out[i] = String(String.UnicodeScalarView(s.dropLast(2))) + d + "가"
      changed = true
    }
    return changed ? out : nil
  }
}
