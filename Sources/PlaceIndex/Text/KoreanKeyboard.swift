/// The standard Korean 2-beolsik layout on a US QWERTY keyboard, for text
/// typed in the wrong keyboard mode ("tjdnf" meant as 서울, "ㅊㅎㅍ" meant as cgv).
///
///     q ㅂ  w ㅈ  e ㄷ  r ㄱ  t ㅅ  y ㅛ  u ㅕ  i ㅑ  o ㅐ  p ㅔ
///     a ㅁ  s ㄴ  d ㅇ  f ㄹ  g ㅎ  h ㅗ  j ㅓ  k ㅏ  l ㅣ
///     z ㅋ  x ㅌ  c ㅊ  v ㅍ  b ㅠ  n ㅜ  m ㅡ
///     Shift: Q ㅃ  W ㅉ  E ㄸ  R ㄲ  T ㅆ  O ㅒ  P ㅖ
///
/// Other capitals give the same jamo as their lower-case key.
public enum KoreanKeyboard {
  /// The jamo of the keys a...z, as compatibility jamo.
  private static let lowerCaseJamo: [UInt32] = [
    0x3141, 0x3160, 0x314A, 0x3147, 0x3137, 0x3139, 0x314E, 0x3157, 0x3151, 0x3153,  // a...j
    0x314F, 0x3163, 0x3161, 0x315C, 0x3150, 0x3154, 0x3142, 0x3131, 0x3134, 0x3145,  // k...t
    0x3155, 0x314D, 0x3148, 0x314C, 0x315B, 0x314B,  // u...z
  ]

  /// The Shift keys that give a jamo of their own, and that jamo.
  private static let shiftJamo: [(key: UInt32, jamo: UInt32)] = [
    (0x51, 0x3143),  // Q ㅃ
    (0x57, 0x3149),  // W ㅉ
    (0x45, 0x3138),  // E ㄸ
    (0x52, 0x3132),  // R ㄲ
    (0x54, 0x3146),  // T ㅆ
    (0x4F, 0x3152),  // O ㅒ
    (0x50, 0x3156),  // P ㅖ
  ]

  /// The jamo a key gives in Korean mode (nil for non-letters).
  static func jamo(forKey key: Unicode.Scalar) -> Unicode.Scalar? {
    let k = key.value
    if let shifted = shiftJamo.first(where: { $0.key == k }) {
      return Unicode.Scalar(shifted.jamo)
    }
    switch k {
    case 0x61...0x7A: return Unicode.Scalar(lowerCaseJamo[Int(k - 0x61)])
    case 0x41...0x5A: return Unicode.Scalar(lowerCaseJamo[Int(k - 0x41)])
    default: return nil
    }
  }

  /// The key that gives a jamo (lower-case letter; upper-case for the Shift jamo ㅃ ㅉ ㄸ ㄲ ㅆ ㅒ ㅖ); nil for non-jamo.
  ///
  /// Also nil for clusters and compound vowels (ㄳ, ㅘ), which take two keys.
  static func key(forJamo jamo: Unicode.Scalar) -> Unicode.Scalar? {
    let j = jamo.value
    if let shifted = shiftJamo.first(where: { $0.jamo == j }) {
      return Unicode.Scalar(shifted.key)
    }
    guard let offset = lowerCaseJamo.firstIndex(of: j) else { return nil }
    return Unicode.Scalar(UInt32(0x61 + offset))
  }

  /// A word of two ASCII letters or more in lower case when its capitals
  /// are no Shift but Caps Lock (every letter: `WHCJSDMQ`) or a capital
  /// first letter (`Ehzy`, as a phone writes a word); nil for any other
  /// word (no capital, capitals among small letters: `QkdWlq`, or one
  /// letter, which may be Shift).
  ///
  ///     KoreanKeyboard.capitalsUndone("WHCJSDMQ")  // "whcjsdmq"
  ///     KoreanKeyboard.capitalsUndone("tjdnf")     // nil
  static func capitalsUndone(_ word: String) -> String? {
    var upper = 0
    var count = 0
    var firstUpper = false
    for u in word.unicodeScalars {
      let isUpper = u.value &- 0x41 < 26
      guard isUpper || u.value &- 0x61 < 26 else { return nil }
      if isUpper {
        upper += 1
        if count == 0 { firstUpper = true }
      }
      count += 1
    }
    guard upper > 0, count >= 2, upper == count || (upper == 1 && firstUpper) else { return nil }
    return String(String.UnicodeScalarView(word.unicodeScalars.map { u in
      u.value &- 0x41 < 26 ? Unicode.Scalar(u.value + 0x20)! : u
    }))
  }

  /// A word typed with Caps Lock on whose Shift jamo (ㅃ ㅉ ㄸ ㄲ ㅆ ㅒ ㅖ)
  /// came out as small letters, with its case turned back: under Caps
  /// Lock, Shift gives the small letter (`tLWLQL` is 씨지비, `Tlwlql`).
  /// Nil unless the word has two capitals or more and every small letter
  /// is one of those Shift keys (q w e r t o p), so that `QkdWlq`, `eBay`
  /// or `McAllen` never read so.
  ///
  ///     KoreanKeyboard.capsLockShifted("tLWLQL")  // "Tlwlql"
  ///     KoreanKeyboard.capsLockShifted("WHCJSDMQ") // nil (capitalsUndone's)
  static func capsLockShifted(_ word: String) -> String? {
    var upper = 0
    var lower = 0
    for u in word.unicodeScalars {
      if u.value &- 0x41 < 26 {
        upper += 1
      } else if u.value &- 0x61 < 26, shiftJamo.contains(where: { $0.key == u.value - 0x20 }) {
        lower += 1
      } else {
        return nil
      }
    }
    guard upper >= 2, lower > 0 else { return nil }
    return String(String.UnicodeScalarView(word.unicodeScalars.map { u in
      Unicode.Scalar(u.value &- 0x41 < 26 ? u.value + 0x20 : u.value - 0x20)!
    }))
  }

  /// Text typed with the keyboard in English mode but meant as Hangul, composed through ``HangulIME``: "tjdnf" → "서울", "rkdska" → "강남", "tjdn" → "서우", "gksrmf" → "한글", "dkssud" → "안녕", "Qkd" → "빵".
  ///
  /// Every letter converts, so "CGV rkdska" → "ㅊㅎㅍ 강남": callers that mix
  /// languages convert word by word. Other characters pass through and end
  /// the syllable being composed.
  public static func hangul(fromQWERTY text: String) -> String {
    var ime = HangulIME()
    for scalar in text.unicodeScalars {
      ime.type(jamo(forKey: scalar) ?? scalar)
    }
    return ime.text
  }

  /// Hangul typed with the keyboard in Korean mode but meant as Latin letters, key by key (syllables are split into their keystrokes): "ㅊㅎㅍ" → "cgv", "ㄴㄷㅐㅕㅣ" → "seoul", "서울" → "tjdnf", "빵" → "Qkd". Non-Hangul passes through. Returns lower-case except for Shift jamo.
  public static func qwerty(fromHangul text: String) -> String {
    var result = ""
    for stroke in Hangul.keystrokes(text) {
      result.unicodeScalars.append(key(forJamo: stroke) ?? stroke)
    }
    return result
  }

  /// Whether converting `word` (letters only) from QWERTY gives only complete syllables, allowing the last keystrokes to be an unfinished syllable (a trailing bare consonant): true for "tjdnf", "rkdska", "tjdn", "rkdskr"; false for "cgv" (ㅊㅎㅍ, no vowel), "seoul" (ㄴ대ㅕㅣ: bare vowels), "", "t" (a single bare consonant).
  ///
  /// False as well when `word` has anything but the letters A...Z, a...z.
  static func looksLikeMistypedHangul(_ word: String) -> Bool {
    // A syllable starts with a consonant and its vowel: the first two keys
    // must be those (salt, lake are not Hangul), which spares the automaton
    // most Latin words.
    var keys = word.unicodeScalars.makeIterator()
    guard let k0 = keys.next(), let j0 = jamo(forKey: k0), Hangul.isCompatibilityConsonant(j0.value),
      let k1 = keys.next(), let j1 = jamo(forKey: k1), Hangul.isCompatibilityVowel(j1.value)
    else { return false }
    guard word.unicodeScalars.allSatisfy({ jamo(forKey: $0) != nil }) else { return false }
    var scalars = Array(hangul(fromQWERTY: word).unicodeScalars)
    if let last = scalars.last, Hangul.isCompatibilityConsonant(last.value) {
      scalars.removeLast()
    }
    return !scalars.isEmpty && scalars.allSatisfy { Hangul.isSyllable($0.value) }
  }
}
