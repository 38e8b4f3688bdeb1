/// Hangul typed as loose jamo, one letter after another (`ㅂㅜㅅㅏㄴ` for
/// 부산): what a terminal without an input method, a keyboard layout
/// that sends jamo, or a copy from a jamo-split text gives. No key holds
/// them, so a query of them found nothing; composed as an IME composes
/// its keystrokes (``HangulIME``) they are the syllables meant.
///
/// Only a consonant followed by a vowel is composed: initials alone stay
/// as typed (`ㅅㅇ` is an initials query), and so does a syllable being
/// typed (`서ㅇ`).
///
///     JamoComposition.composed("ㅂㅜㅅㅏㄴ")      // "부산"
///     JamoComposition.composed("ㅅㅓㅇㅜㄹ ㄱㅏㅇㄴㅏㅁ")  // "서울 강남"
///     JamoComposition.composed("ㅅㅇ")          // nil (initials)
///     JamoComposition.composed("서울")          // nil
enum JamoComposition {
  /// `text` with its loose jamo composed, or nil when no consonant jamo is
  /// followed by a vowel jamo.
  ///
  /// - Complexity: O(n) in the text's length; a scan of its scalars when
  ///   there is nothing to compose (every keystroke asks).
  static func composed(_ text: String) -> String? {
    guard hasLooseSyllable(text) else { return nil }
    var ime = HangulIME()
    for scalar in text.unicodeScalars { ime.type(scalar) }
    let out = ime.text
    return out == text ? nil : out
  }

  /// Whether a compatibility consonant (U+3131–U+314E) stands right
  /// before a compatibility vowel (U+314F–U+3163) in `text`.
  static func hasLooseSyllable(_ text: String) -> Bool {
    var consonantBefore = false
    // (Both are three bytes in UTF-8, E3 84 B1 … E3 85 A3: the bytes are
    // read without decoding.)
    var utf8 = text.utf8.makeIterator()
    while let b = utf8.next() {
      guard b == 0xE3 else {
        consonantBefore = false
        continue
      }
      guard let b1 = utf8.next(), let b2 = utf8.next() else { return false }
      let scalar = UTF8Scalar.threeByte(b, b1, b2)
      if Hangul.isCompatibilityVowel(scalar) && consonantBefore { return true }
      consonantBefore = Hangul.isCompatibilityConsonant(scalar)
    }
    return false
  }
}
