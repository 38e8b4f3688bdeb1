/// Numbers in Korean names spelt in Hangul, as they are said: a numbered
/// 가 (`종로일가` is 종로1가, `충정로삼가` 충정로3가, `부평동 일가` 부평동1가)
/// and a numbered road (`세지로삼십구번길` is 세지로39번길, `구남로 사길`
/// 구남로4길, `삼공단로` 3공단로, `오일육로` 516로). The names write the
/// digits.
enum HangulNumerals {
  /// The Sino-Korean digits, 일 … 구, and the digit each is.
  static let digits: [Unicode.Scalar: Int] = [
    "일": 1, "이": 2, "삼": 3, "사": 4, "오": 5, "육": 6, "칠": 7, "팔": 8, "구": 9,
  ]
  /// The Sino-Korean powers of ten below 만: 십, 백, 천.
  static let powers: [Unicode.Scalar: Int] = ["십": 10, "백": 100, "천": 1000]
  static let ga: Unicode.Scalar = "가"
  /// The endings of a numbered road, longest first: the number stands
  /// before them (세지로39번길, 구남로4길), or starts the name (3공단로).
  static let roadEndings: [[Unicode.Scalar]] = ["번길", "대로", "길", "로"].map { Array($0.unicodeScalars) }
  /// The most syllables a number in Hangul may have (구천구백구십구).
  static let maxNumeralSyllables = 7

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
      out[i] = String(String.UnicodeScalarView(s.dropLast(2))) + String(d) + "가"
      changed = true
    }
    return changed ? out : nil
  }

  /// A numbered 가 or 동 spelt in Hangul, in digits: `소양로일가` is
  /// 소양로1가, `상도일동` 상도1동, `대저이동` 대저2동 (legal dongs numbered
  /// in their own right); nil for a word of fewer than two syllables
  /// before the number, or that ends otherwise. The caller asks whether
  /// the spelling names an area (`청천이동` is an administrative dong of
  /// 청천동, and no 청천2동 is a legal one).
  static func numberedUnitSpelling(of word: [Unicode.Scalar]) -> String? {
    guard word.count >= 4, let last = word.last, last == ga || last == dong, let d = digits[word[word.count - 2]],
      word.allSatisfy({ Hangul.isSyllable($0.value) })
    else { return nil }
    return String(String.UnicodeScalarView(word.dropLast(2))) + String(d) + String(last)
  }
  static let dong: Unicode.Scalar = "동"

  /// The numbers `run` may say, in digits: as said (이십팔 28, 십일 11,
  /// 삼십이 32, 사 4) and, for two digits or more with no power of ten,
  /// read digit by digit (오일육 516, as 5·16 is said). Empty when it says
  /// none.
  static func values<C: Collection>(of run: C) -> [String] where C.Element == Unicode.Scalar {
    guard !run.isEmpty, run.count <= maxNumeralSyllables else { return [] }
    var out: [String] = []
    // As said: each power after at most one digit (none is one), the
    // powers falling.
    var total = 0
    var pending: Int?
    var lastPower = Int.max
    var said = true
    for s in run {
      if let d = digits[s] {
        if pending != nil { said = false; break }
        pending = d
      } else if let p = powers[s], p < lastPower {
        total += (pending ?? 1) * p
        pending = nil
        lastPower = p
      } else {
        return []
      }
    }
    if said { out.append(String(total + (pending ?? 0))) }
    if run.count >= 2, run.allSatisfy({ digits[$0] != nil }) {
      out.append(run.map { String(digits[$0]!) }.joined())
    }
    return out
  }

  /// The spellings of a road's name `word` with one run of Hangul
  /// numerals in digits: the run before its ending, after a name of two
  /// syllables or more (`세지로삼십구번길`: 세지로39번길), or the run that
  /// starts it, before one syllable or more (`삼공단로`: 3공단로). Shortest
  /// run first; the caller keeps those that name a road. Empty for a word
  /// that ends in no road's ending.
  static func roadSpellings(of word: [Unicode.Scalar]) -> [String] {
    guard word.allSatisfy({ Hangul.isSyllable($0.value) }),
      let ending = roadEndings.first(where: { word.count > $0.count && word.suffix($0.count).elementsEqual($0) })
    else { return [] }
    let body = word.dropLast(ending.count)
    let text = { (s: ArraySlice<Unicode.Scalar>) in String(String.UnicodeScalarView(s)) }
    var out: [String] = []
    for k in stride(from: 1, through: min(maxNumeralSyllables, body.count - 2), by: 1) {
      let run = body.suffix(k)
      guard digits[run.first!] != nil || powers[run.first!] != nil else { break }
      for v in values(of: run) { out.append(text(body.dropLast(k)) + v + text(ending[...])) }
    }
    for k in stride(from: 1, through: min(maxNumeralSyllables, word.count - 1), by: 1) {
      let run = word.prefix(k)
      guard digits[run.last!] != nil || powers[run.last!] != nil else { break }
      for v in values(of: run) { out.append(v + text(word.dropFirst(k))) }
    }
    return out
  }

  /// A numbered road's number part typed apart in Hangul (`이십팔길`,
  /// `삼십이번길`), in digits (28길, 32번길); nil for any other word.
  static func numberPart(_ word: [Unicode.Scalar]) -> String? {
    for ending in [roadEndings[0], roadEndings[2]] where word.count > ending.count && word.suffix(ending.count).elementsEqual(ending) {
      let run = word.dropLast(ending.count)
      guard let v = values(of: run).first else { return nil }
      return v + String(String.UnicodeScalarView(ending))
    }
    return nil
  }
}
