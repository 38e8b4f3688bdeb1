/// Building blocks for modern Hangul: syllable arithmetic, compatibility jamo
/// and the keystrokes of the 2-beolsik (dubeolsik) keyboard.
///
/// A precomposed syllable (U+AC00 가 ... U+D7A3 힣) is
/// `0xAC00 + (initial × 21 + vowel) × 28 + final` with
///
/// - initial 0..<19: ㄱ ㄲ ㄴ ㄷ ㄸ ㄹ ㅁ ㅂ ㅃ ㅅ ㅆ ㅇ ㅈ ㅉ ㅊ ㅋ ㅌ ㅍ ㅎ
/// - vowel 0..<21: ㅏ ㅐ ㅑ ㅒ ㅓ ㅔ ㅕ ㅖ ㅗ ㅘ ㅙ ㅚ ㅛ ㅜ ㅝ ㅞ ㅟ ㅠ ㅡ ㅢ ㅣ
/// - final 0..<28: (none) ㄱ ㄲ ㄳ ㄴ ㄵ ㄶ ㄷ ㄹ ㄺ ㄻ ㄼ ㄽ ㄾ ㄿ ㅀ ㅁ ㅂ ㅄ ㅅ ㅆ ㅇ ㅈ ㅊ ㅋ ㅌ ㅍ ㅎ
///
/// Compatibility jamo (U+3131 ㄱ ... U+314E ㅎ, U+314F ㅏ ... U+3163 ㅣ) are
/// the stand-alone letters an IME shows before a syllable is complete.
enum Hangul {
  static let syllableBase: UInt32 = 0xAC00  // 가
  static let syllableLast: UInt32 = 0xD7A3  // 힣

  static let initialCount = 19
  static let vowelCount = 21
  static let finalCount = 28

  /// Whether `s` is a precomposed syllable 가...힣.
  static func isSyllable(_ s: UInt32) -> Bool {
    s >= syllableBase && s <= syllableLast
  }

  /// Whether the three bytes of `utf8` at `i` are a precomposed syllable:
  /// a three-byte lead and two continuation bytes first, then the scalar
  /// (three ASCII bytes such as `kr9` decode, lead bits dropped, to 볹).
  @inline(__always)
  static func isSyllable(_ utf8: [UInt8], at i: Int) -> Bool {
    guard i >= 0, i + 2 < utf8.count else { return false }
    let (a, b, c) = (utf8[i], utf8[i + 1], utf8[i + 2])
    return a & 0xF0 == 0xE0 && b & 0xC0 == 0x80 && c & 0xC0 == 0x80 && isSyllable(UTF8Scalar.threeByte(a, b, c))
  }

  /// The number of syllables of a word in UTF-8 that is precomposed
  /// syllables only (three bytes each, so syllable k is bytes 3k..<3k+3),
  /// or nil when it has anything else.
  static func syllableCount(ofWord utf8: [UInt8]) -> Int? {
    guard utf8.count % 3 == 0 else { return nil }
    var i = 0
    while i < utf8.count {
      guard isSyllable(utf8, at: i) else { return nil }
      i += 3
    }
    return utf8.count / 3
  }

  /// Whether `s` is a compatibility jamo (U+3131...U+318E, archaic ones included).
  static func isCompatibilityJamo(_ s: UInt32) -> Bool {
    s >= 0x3131 && s <= 0x318E
  }

  /// Whether `s` is a modern compatibility consonant ㄱ...ㅎ, clusters like ㄳ included.
  static func isCompatibilityConsonant(_ s: UInt32) -> Bool {
    s >= 0x3131 && s <= 0x314E
  }

  /// Whether `s` is a modern compatibility vowel ㅏ...ㅣ.
  static func isCompatibilityVowel(_ s: UInt32) -> Bool {
    s >= 0x314F && s <= 0x3163
  }

  // MARK: Syllables

  /// (initial 0..<19, vowel 0..<21, final 0..<28) of a precomposed syllable, nil otherwise.
  static func parts(_ syllable: UInt32) -> (initial: Int, vowel: Int, final: Int)? {
    guard isSyllable(syllable) else { return nil }
    let offset = Int(syllable - syllableBase)
    return (offset / (vowelCount * finalCount), offset / finalCount % vowelCount, offset % finalCount)
  }

  /// How many of their three parts (initial, vowel, final) two syllables
  /// differ in, nil when either is no syllable: one for a typo of one jamo
  /// (둥 for 동, 러 for 로).
  static func differingParts(_ a: UInt32, _ b: UInt32) -> Int? {
    guard let p = parts(a), let q = parts(b) else { return nil }
    return (p.initial != q.initial ? 1 : 0) + (p.vowel != q.vowel ? 1 : 0) + (p.final != q.final ? 1 : 0)
  }

  /// The syllables one jamo off `syllable`: each other vowel, each other
  /// initial and each other final (none among them), some 65; empty for
  /// no syllable. A typo of one key in the syllable (`울삳` for 울산, `강주`
  /// for 광주), before the IME regroups anything.
  static func oneJamoOff(_ syllable: UInt32) -> [UInt32] {
    guard let p = parts(syllable) else { return [] }
    var out: [UInt32] = []
    out.reserveCapacity(vowelCount + initialCount + finalCount - 3)
    for v in 0..<vowelCount where v != p.vowel { out.append(self.syllable(initial: p.initial, vowel: v, final: p.final)) }
    for l in 0..<initialCount where l != p.initial { out.append(self.syllable(initial: l, vowel: p.vowel, final: p.final)) }
    for t in 0..<finalCount where t != p.final { out.append(self.syllable(initial: p.initial, vowel: p.vowel, final: t)) }
    return out
  }

  /// Calls `body` with each spelling of `word` (syllables' scalars) that
  /// has one of the syllables at `positions` one jamo off
  /// (``oneJamoOff(_:)``), in UTF-8; false when a syllable there is none
  /// (nothing is called then).
  @discardableResult
  static func eachSpellingOneJamoOff(_ word: [UInt32], at positions: Range<Int>, _ body: ([UInt8]) -> Void) -> Bool {
    guard positions.allSatisfy({ isSyllable(word[$0]) }) else { return false }
    for i in positions {
      for s in oneJamoOff(word[i]) {
        var changed = word
        changed[i] = s
        body(Array(String(String.UnicodeScalarView(changed.compactMap(Unicode.Scalar.init))).utf8))
      }
    }
    return true
  }

  /// `word` (UTF-8) without the second of the first two same Hangul
  /// syllables side by side, as a key held too long types them
  /// (`송파파구` → 송파구); nil when no syllable is doubled.
  static func withoutDoubledSyllable(_ word: [UInt8]) -> [UInt8]? {
    var i = 0
    while i + 6 <= word.count {
      if isSyllable(word, at: i),
        word[i..<(i + 3)].elementsEqual(word[(i + 3)..<(i + 6)])
      {
        return Array(word[..<(i + 3)] + word[(i + 6)...])
      }
      i += UTF8Scalar.length(leadByte: word[i])
    }
    return nil
  }

  /// `word` (UTF-8) with each bare consonant that stands between a
  /// syllable it can end and a syllable after it joined to the first as
  /// its final, as the IME joins the same keystrokes (`가수워ㄴ동` →
  /// 가수원동, `처ㅇ산면` → 청산면: a final left apart); nil when there is
  /// none. (The consonant may as well be a skipped syllable's initial,
  /// `의ㅈ부시` for 의정부시: this is one reading, tried beside the others.)
  static func withLooseFinalsJoined(_ word: [UInt8]) -> [UInt8]? {
    var scalars = Array(String(decoding: word, as: UTF8.self).unicodeScalars.map(\.value))
    var joined = false
    var i = 1
    while i + 1 < scalars.count {
      if isCompatibilityConsonant(scalars[i]), isSyllable(scalars[i + 1]), let t = finalIndex(ofCompatibility: scalars[i]),
        let p = parts(scalars[i - 1])
      {
        let final = p.final == 0 ? t : combineFinals(p.final, t)
        if let final {
          scalars[i - 1] = syllable(initial: p.initial, vowel: p.vowel, final: final)
          scalars.remove(at: i)
          joined = true
          continue
        }
      }
      i += 1
    }
    guard joined else { return nil }
    return Array(String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init))).utf8)
  }

  /// The precomposed syllable of an initial, a vowel and a final (0 for none).
  /// `text` with its syllables' ㅐ and ㅔ (and ㅒ and ㅖ) written either
  /// way, and ㅅ and ㅆ before ㅣ, every combination, `text` first: the
  /// vowels sound alike in today's Korean, and a loanword's "si" is written
  /// either way, so users write one for the other (매가박스 for 메가박스,
  /// 롯데씨네마 for 롯데시네마, 시지브이 for 씨지브이); and a final ㅅ before
  /// a plain consonant as it sounds (로떼시네마). At most 2⁴ spellings
  /// (the first four such places vary).
  static func soundAlikeSpellings(_ text: String) -> [String] {
    var out = [Array(text.unicodeScalars)]
    var varied = 0
    // (ㅅ is initial 9, ㅆ 10; ㅣ is vowel 20.)
    func swapped(_ p: (initial: Int, vowel: Int, final: Int)) -> (initial: Int, vowel: Int)? {
      if let other = [1: 5, 5: 1, 3: 7, 7: 3][p.vowel] { return (p.initial, other) }
      if p.vowel == 20, let other = [9: 10, 10: 9][p.initial] { return (other, p.vowel) }
      return nil
    }
    for (i, u) in text.unicodeScalars.enumerated() where varied < 4 {
      guard let p = parts(u.value), let other = swapped(p),
        let swapped = Unicode.Scalar(syllable(initial: other.initial, vowel: other.vowel, final: p.final))
      else { continue }
      varied += 1
      out += out.map { var t = $0; t[i] = swapped; return t }
    }
    // A final ㅅ before ㄱ ㄷ ㅂ ㅅ ㅈ written as it sounds, the next
    // consonant tense and no final (롯데 as 로떼, 롯시 as 로씨). (ㅅ is
    // final 19; ㄱ ㄷ ㅂ ㅅ ㅈ are initials 0 3 7 9 12, each tense one
    // after.)
    let scalars = Array(text.unicodeScalars)
    for i in scalars.indices.dropLast() where varied < 4 {
      guard let p = parts(scalars[i].value), p.final == 19, let q = parts(scalars[i + 1].value),
        [0, 3, 7, 9, 12].contains(q.initial)
      else { continue }
      varied += 1
      // (Each spelling's own syllables: 롯대 is 로때.)
      out += out.compactMap { t in
        guard let a = parts(t[i].value), let b = parts(t[i + 1].value), [0, 3, 7, 9, 12].contains(b.initial),
          let open = Unicode.Scalar(syllable(initial: a.initial, vowel: a.vowel, final: 0)),
          let tense = Unicode.Scalar(syllable(initial: b.initial + 1, vowel: b.vowel, final: b.final))
        else { return nil }
        var t = t
        t[i] = open
        t[i + 1] = tense
        return t
      }
    }
    return out.map { String(String.UnicodeScalarView($0)) }
  }

  static func syllable(initial: Int, vowel: Int, final: Int) -> UInt32 {
    precondition(
      (0..<initialCount).contains(initial) && (0..<vowelCount).contains(vowel)
        && (0..<finalCount).contains(final),
      "Hangul syllable parts out of range")
    return syllableBase + UInt32((initial * vowelCount + vowel) * finalCount + final)
  }

  // MARK: Compatibility jamo

  /// Compatibility jamo of each initial index.
  private static let initialJamo: [UInt32] = [
    0x3131, 0x3132, 0x3134, 0x3137, 0x3138, 0x3139, 0x3141, 0x3142, 0x3143, 0x3145,
    0x3146, 0x3147, 0x3148, 0x3149, 0x314A, 0x314B, 0x314C, 0x314D, 0x314E,
  ]

  /// Compatibility jamo of each final index; index 0 (no final) has none.
  private static let finalJamo: [UInt32] = [
    0, 0x3131, 0x3132, 0x3133, 0x3134, 0x3135, 0x3136, 0x3137, 0x3139, 0x313A,
    0x313B, 0x313C, 0x313D, 0x313E, 0x313F, 0x3140, 0x3141, 0x3142, 0x3144, 0x3145,
    0x3146, 0x3147, 0x3148, 0x314A, 0x314B, 0x314C, 0x314D, 0x314E,
  ]

  /// The compatibility jamo for initial index `l` (ㄱ for 0).
  static func compatibilityInitial(_ l: Int) -> UInt32 {
    initialJamo[l]
  }

  /// The compatibility jamo for vowel index `v` (ㅏ for 0).
  static func compatibilityVowel(_ v: Int) -> UInt32 {
    precondition((0..<vowelCount).contains(v), "Hangul vowel index out of range")
    return 0x314F + UInt32(v)
  }

  /// The compatibility jamo for final index `t`; nil for 0 (no final).
  static func compatibilityFinal(_ t: Int) -> UInt32? {
    t == 0 ? nil : finalJamo[t]
  }

  /// Index of a compatibility consonant as an initial (nil for clusters like ㄳ that cannot start a syllable).
  static func initialIndex(ofCompatibility c: UInt32) -> Int? {
    initialJamo.firstIndex(of: c)
  }

  /// Index of a compatibility consonant as a final (nil for ㄸ ㅃ ㅉ, which cannot end a syllable).
  static func finalIndex(ofCompatibility c: UInt32) -> Int? {
    guard isCompatibilityConsonant(c) else { return nil }
    return finalJamo.firstIndex(of: c)
  }

  /// Index of a compatibility vowel (0 for ㅏ); nil for anything else.
  static func vowelIndex(ofCompatibility c: UInt32) -> Int? {
    isCompatibilityVowel(c) ? Int(c - 0x314F) : nil
  }

  // MARK: Compound vowels and double finals

  /// A vowel or final built from two keystrokes.
  private struct Pair {
    var first: Int
    var second: Int
    var combined: Int
  }

  /// Compound vowels as vowel indices: ㅗ+ㅏ=ㅘ, ㅗ+ㅐ=ㅙ, ㅗ+ㅣ=ㅚ, ㅜ+ㅓ=ㅝ, ㅜ+ㅔ=ㅞ, ㅜ+ㅣ=ㅟ, ㅡ+ㅣ=ㅢ.
  private static let compoundVowels: [Pair] = [
    Pair(first: 8, second: 0, combined: 9),
    Pair(first: 8, second: 1, combined: 10),
    Pair(first: 8, second: 20, combined: 11),
    Pair(first: 13, second: 4, combined: 14),
    Pair(first: 13, second: 5, combined: 15),
    Pair(first: 13, second: 20, combined: 16),
    Pair(first: 18, second: 20, combined: 19),
  ]

  /// Double finals as final indices: ㄳ ㄵ ㄶ ㄺ ㄻ ㄼ ㄽ ㄾ ㄿ ㅀ ㅄ.
  private static let doubleFinals: [Pair] = [
    Pair(first: 1, second: 19, combined: 3),
    Pair(first: 4, second: 22, combined: 5),
    Pair(first: 4, second: 27, combined: 6),
    Pair(first: 8, second: 1, combined: 9),
    Pair(first: 8, second: 16, combined: 10),
    Pair(first: 8, second: 17, combined: 11),
    Pair(first: 8, second: 19, combined: 12),
    Pair(first: 8, second: 25, combined: 13),
    Pair(first: 8, second: 26, combined: 14),
    Pair(first: 8, second: 27, combined: 15),
    Pair(first: 17, second: 19, combined: 18),
  ]

  /// The compound vowel that vowel `v` followed by vowel `w` makes, if any (ㅗ, ㅏ → ㅘ).
  static func combineVowels(_ v: Int, _ w: Int) -> Int? {
    compoundVowels.first { $0.first == v && $0.second == w }?.combined
  }

  /// A compound vowel split into its two keystrokes, as vowel indices (ㅘ → (ㅗ, ㅏ)); nil for a simple vowel.
  static func splitVowel(_ v: Int) -> (first: Int, second: Int)? {
    compoundVowels.first { $0.combined == v }.map { ($0.first, $0.second) }
  }

  /// The double final that final `t` followed by final `u` makes, if any (ㄹ, ㄱ → ㄺ).
  static func combineFinals(_ t: Int, _ u: Int) -> Int? {
    doubleFinals.first { $0.first == t && $0.second == u }?.combined
  }

  /// Vowels that one more keystroke can turn vowel v into (ㅗ → ㅘ ㅙ ㅚ; ㅜ → ㅝ ㅞ ㅟ; ㅡ → ㅢ; note ㅙ = ㅗ+ㅐ and ㅞ = ㅜ+ㅔ count as one-keystroke extensions too), v itself excluded.
  static func vowelExtensions(_ v: Int) -> [Int] {
    compoundVowels.filter { $0.first == v }.map(\.combined)
  }

  /// Finals that one more keystroke can turn final t into (ㄱ → ㄳ; ㄴ → ㄵ ㄶ; ㄹ → ㄺ ㄻ ㄼ ㄽ ㄾ ㄿ ㅀ; ㅂ → ㅄ), t itself excluded.
  static func finalExtensions(_ t: Int) -> [Int] {
    doubleFinals.filter { $0.first == t }.map(\.combined)
  }

  /// A double final split into its two parts, as final indices (ㄺ → (ㄹ, ㄱ)); nil for a single final or 0.
  static func splitFinal(_ t: Int) -> (first: Int, second: Int)? {
    doubleFinals.first { $0.combined == t }.map { ($0.first, $0.second) }
  }

  /// The initial index of the consonant of single final t, when it moves to start the next syllable (final ㅇ → initial ㅇ, final ㄲ → initial ㄲ, final ㅆ → initial ㅆ); nil for 0 or a double final.
  static func initialIndex(ofFinal t: Int) -> Int? {
    guard t > 0, t < finalCount, splitFinal(t) == nil else { return nil }
    return initialIndex(ofCompatibility: finalJamo[t])
  }

  // MARK: Keystrokes

  /// The keystrokes (compatibility jamo, one per key press; Shift+key counts as one keystroke giving ㄲ ㄸ ㅃ ㅆ ㅉ ㅒ ㅖ) that type `text` on a 2-beolsik keyboard: 왕 → ㅇ ㅗ ㅏ ㅇ; 닭 → ㄷ ㅏ ㄹ ㄱ; 의 → ㅇ ㅡ ㅣ. Non-Hangul scalars are passed through as themselves.
  ///
  /// Bare compatibility jamo are split the same way (ㄳ → ㄱ ㅅ, ㅘ → ㅗ ㅏ), and
  /// so are modern conjoining jamo (U+1100..., the decomposed form of a syllable).
  static func keystrokes(_ text: String) -> [Unicode.Scalar] {
    var keys: [UInt32] = []
    for scalar in text.unicodeScalars {
      appendKeystrokes(of: scalar.value, to: &keys)
    }
    return keys.compactMap(Unicode.Scalar.init)
  }

  /// Appends the keystrokes of one scalar.
  private static func appendKeystrokes(of s: UInt32, to keys: inout [UInt32]) {
    if let p = parts(s) {
      keys.append(compatibilityInitial(p.initial))
      appendVowelKeystrokes(p.vowel, to: &keys)
      appendFinalKeystrokes(p.final, to: &keys)
    } else if let v = vowelIndex(ofCompatibility: s) {
      appendVowelKeystrokes(v, to: &keys)
    } else if let t = finalIndex(ofCompatibility: s) {
      appendFinalKeystrokes(t, to: &keys)
    } else if let jamo = compatibilityJamo(ofConjoining: s) {
      appendKeystrokes(of: jamo, to: &keys)
    } else {
      keys.append(s)
    }
  }

  private static func appendVowelKeystrokes(_ v: Int, to keys: inout [UInt32]) {
    if let pair = splitVowel(v) {
      keys.append(compatibilityVowel(pair.first))
      keys.append(compatibilityVowel(pair.second))
    } else {
      keys.append(compatibilityVowel(v))
    }
  }

  private static func appendFinalKeystrokes(_ t: Int, to keys: inout [UInt32]) {
    if let pair = splitFinal(t) {
      keys.append(finalJamo[pair.first])
      keys.append(finalJamo[pair.second])
    } else if let jamo = compatibilityFinal(t) {
      keys.append(jamo)
    }
  }

  /// The compatibility jamo of a modern conjoining jamo: an initial U+1100...U+1112,
  /// a vowel U+1161...U+1175 or a final U+11A8...U+11C2; nil otherwise.
  static func compatibilityJamo(ofConjoining s: UInt32) -> UInt32? {
    switch s {
    case 0x1100...0x1112: return compatibilityInitial(Int(s - 0x1100))
    case 0x1161...0x1175: return compatibilityVowel(Int(s - 0x1161))
    case 0x11A8...0x11C2: return compatibilityFinal(Int(s - 0x11A7))
    default: return nil
    }
  }
}
