/// A postcode written together with its place, as people type an address
/// in a hurry (`26000valence`, `75008paris`, `paris75008`): read apart,
/// when the query as typed found nothing (step 11 of
/// ``CandidateSearch/collectStrict(query:readings:want:pass:)``).
///
/// Only four digits or more against three letters or more, so that codes
/// and house numbers that mix them stay whole (`m25`, `a1`, `12a`, `k1n`,
/// `3rd`); Hangul needs nothing, as the normal form splits it from digits
/// already (서초2동).
enum GluedNumbers {
  /// The fewest digits of a glued postcode.
  static let minDigits = 4
  /// The fewest letters of the place glued to it.
  static let minLetters = 3

  /// The query with each such word split where its digits meet its
  /// letters, or nil when it has none.
  static func apart(_ query: String) -> String? {
    // (Most queries have no run of four digits: one scan of the bytes,
    // none for a query too short to hold one and a place.)
    guard query.utf8.count >= minDigits + minLetters else { return nil }
    var text = query
    let hasRun = text.withUTF8 { bytes -> Bool in
      var run = 0
      for b in bytes {
        run = b &- 0x30 < 10 ? run + 1 : 0
        if run == minDigits { return true }
      }
      return false
    }
    guard hasRun else { return nil }
    var out = String.UnicodeScalarView()
    var word: [Unicode.Scalar] = []
    var changed = false
    func flush() {
      if let cut = splitPoint(word) {
        out.append(contentsOf: word[..<cut])
        out.append(" ")
        out.append(contentsOf: word[cut...])
        changed = true
      } else {
        out.append(contentsOf: word)
      }
      word.removeAll(keepingCapacity: true)
    }
    for u in query.unicodeScalars {
      if Normalizer.fold(u.value) == Normalizer.separator {
        flush()
        out.append(u)
      } else {
        word.append(u)
      }
    }
    flush()
    return changed ? String(out) : nil
  }

  /// Where a word of digits then letters, or letters then digits, is cut.
  static func splitPoint(_ w: [Unicode.Scalar]) -> Int? {
    guard w.count >= minDigits + minLetters else { return nil }
    func isDigit(_ u: Unicode.Scalar) -> Bool { u.value &- 0x30 < 10 }
    func isLetter(_ u: Unicode.Scalar) -> Bool { u.properties.isAlphabetic && !isDigit(u) }
    let digitsFirst = w.prefix(while: isDigit).count
    if digitsFirst >= minDigits, w.count - digitsFirst >= minLetters, w[digitsFirst...].allSatisfy(isLetter) {
      return digitsFirst
    }
    let lettersFirst = w.prefix(while: isLetter).count
    if lettersFirst >= minLetters, w.count - lettersFirst >= minDigits, w[lettersFirst...].allSatisfy(isDigit) {
      return lettersFirst
    }
    return nil
  }
}
