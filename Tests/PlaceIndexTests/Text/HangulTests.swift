import Testing

@testable import PlaceIndex

@Suite struct HangulTests {
  /// A syllable at a byte offset is told from its lead byte first: three
  /// ASCII bytes decode, lead bits dropped, into the syllables' range.
  @Test func aSyllableAtAnOffset() {
    #expect(Hangul.isSyllable(Array("서울".utf8), at: 3))
    #expect(!Hangul.isSyllable(Array("kr9".utf8), at: 0))
    #expect(!Hangul.isSyllable(Array("ㅅ".utf8), at: 0))
    #expect(!Hangul.isSyllable(Array("서".utf8), at: 1))
    #expect(!CandidateSearch.isHangulSyllables(Array("kr9".utf8), atLeast: 1))
  }

  /// The scalar values of a string.
  static func values(_ s: String) -> [UInt32] {
    s.unicodeScalars.map(\.value)
  }

  /// The single scalar value of a one-scalar string.
  static func value(_ s: String) -> UInt32 {
    s.unicodeScalars.first?.value ?? 0
  }

  // MARK: Classification

  /// `syllableCount(ofWord:)` against the scalars' own test, over every
  /// word of up to three scalars from a mixed alphabet (syllables at both
  /// ends of the block, jamo, Latin, another three-byte script).
  @Test func syllableCountAgreesWithTheScalars() {
    let alphabet = ["가", "힣", "서", "ㅅ", "ㅏ", "a", "1", "日", "ힰ"]
    var words: [String] = [""]
    for _ in 0..<3 { words += words.flatMap { w in alphabet.map { w + $0 } } }
    for w in Set(words) {
      let scalars = w.unicodeScalars
      let expected = scalars.allSatisfy { Hangul.isSyllable($0.value) } ? scalars.count : nil
      #expect(Hangul.syllableCount(ofWord: Array(w.utf8)) == expected, "\(w)")
    }
  }

  struct ClassCase: CustomTestStringConvertible, Sendable {
    var scalar: String
    var syllable = false
    var jamo = false
    var consonant = false
    var vowel = false
    var testDescription: String { scalar }
  }

  static let classes: [ClassCase] = [
    ClassCase(scalar: "가", syllable: true),
    ClassCase(scalar: "힣", syllable: true),
    ClassCase(scalar: "\u{ABFF}"),
    ClassCase(scalar: "\u{D7A4}"),
    ClassCase(scalar: "ㄱ", jamo: true, consonant: true),
    ClassCase(scalar: "ㄳ", jamo: true, consonant: true),
    ClassCase(scalar: "ㅎ", jamo: true, consonant: true),
    ClassCase(scalar: "ㅏ", jamo: true, vowel: true),
    ClassCase(scalar: "ㅘ", jamo: true, vowel: true),
    ClassCase(scalar: "ㅣ", jamo: true, vowel: true),
    ClassCase(scalar: "\u{3164}", jamo: true),  // Hangul filler
    ClassCase(scalar: "ㆎ", jamo: true),  // U+318E, archaic
    ClassCase(scalar: "\u{3130}"),
    ClassCase(scalar: "\u{318F}"),
    ClassCase(scalar: "\u{1100}"),  // conjoining ㄱ
    ClassCase(scalar: "a"),
  ]

  @Test(arguments: classes)
  func classification(_ c: ClassCase) {
    let s = Self.value(c.scalar)
    #expect(Hangul.isSyllable(s) == c.syllable)
    #expect(Hangul.isCompatibilityJamo(s) == c.jamo)
    #expect(Hangul.isCompatibilityConsonant(s) == c.consonant)
    #expect(Hangul.isCompatibilityVowel(s) == c.vowel)
  }

  @Test func syllableRange() {
    #expect(Hangul.syllableBase == Self.value("가"))
    #expect(Hangul.syllableLast == Self.value("힣"))
    #expect(Hangul.syllableLast - Hangul.syllableBase + 1 == 11_172)
  }

  // MARK: Syllables

  struct PartsCase: CustomTestStringConvertible, Sendable {
    var syllable: String
    var initial: Int
    var vowel: Int
    var final: Int
    var testDescription: String { syllable }
  }

  static let partsCases: [PartsCase] = [
    PartsCase(syllable: "가", initial: 0, vowel: 0, final: 0),
    PartsCase(syllable: "힣", initial: 18, vowel: 20, final: 27),
    PartsCase(syllable: "닭", initial: 3, vowel: 0, final: 9),
    PartsCase(syllable: "왕", initial: 11, vowel: 9, final: 21),
    PartsCase(syllable: "의", initial: 11, vowel: 19, final: 0),
    PartsCase(syllable: "빵", initial: 8, vowel: 0, final: 21),
    PartsCase(syllable: "값", initial: 0, vowel: 0, final: 18),
    PartsCase(syllable: "있", initial: 11, vowel: 20, final: 20),
  ]

  @Test(arguments: partsCases)
  func parts(_ c: PartsCase) throws {
    let p = try #require(Hangul.parts(Self.value(c.syllable)))
    #expect(p.initial == c.initial)
    #expect(p.vowel == c.vowel)
    #expect(p.final == c.final)
    #expect(Hangul.syllable(initial: c.initial, vowel: c.vowel, final: c.final) == Self.value(c.syllable))
  }

  @Test(arguments: ["a", "ㄱ", "ㅏ", "\u{1100}", " "])
  func notASyllableHasNoParts(_ s: String) {
    #expect(Hangul.parts(Self.value(s)) == nil)
  }

  /// Every precomposed syllable, 가...힣.
  static let allSyllables: [UInt32] = Array(Hangul.syllableBase...Hangul.syllableLast)

  /// The syllables, as U+ codes, for which `ok` fails.
  static func failures(_ ok: (UInt32) -> Bool) -> [String] {
    allSyllables.filter { !ok($0) }.map { "U+" + String($0, radix: 16, uppercase: true) }
  }

  @Test func everySyllableDecomposesAndRecomposes() {
    #expect(Self.allSyllables.count == 11_172)
    let bad = Self.failures { s in
      guard let p = Hangul.parts(s) else { return false }
      return (0..<19).contains(p.initial) && (0..<21).contains(p.vowel) && (0..<28).contains(p.final)
        && Hangul.syllable(initial: p.initial, vowel: p.vowel, final: p.final) == s
    }
    #expect(bad.isEmpty)
  }

  @Test func everyPartsTripleComposesToADistinctSyllable() {
    var seen = Set<UInt32>()
    for l in 0..<19 {
      for v in 0..<21 {
        for t in 0..<28 {
          seen.insert(Hangul.syllable(initial: l, vowel: v, final: t))
        }
      }
    }
    #expect(seen == Set(Self.allSyllables))
  }

  // MARK: Compatibility jamo

  static let initialJamo = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"
  static let vowelJamo = "ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ"
  static let finalJamo = "ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ"

  @Test func initialsInOrder() {
    #expect((0..<19).map(Hangul.compatibilityInitial) == Self.values(Self.initialJamo))
    for (l, jamo) in Self.values(Self.initialJamo).enumerated() {
      #expect(Hangul.initialIndex(ofCompatibility: jamo) == l)
    }
  }

  @Test func vowelsInOrder() {
    #expect((0..<21).map(Hangul.compatibilityVowel) == Self.values(Self.vowelJamo))
    for (v, jamo) in Self.values(Self.vowelJamo).enumerated() {
      #expect(Hangul.vowelIndex(ofCompatibility: jamo) == v)
    }
  }

  @Test func finalsInOrder() {
    #expect(Hangul.compatibilityFinal(0) == nil)
    #expect((1..<28).compactMap(Hangul.compatibilityFinal) == Self.values(Self.finalJamo))
    for (i, jamo) in Self.values(Self.finalJamo).enumerated() {
      #expect(Hangul.finalIndex(ofCompatibility: jamo) == i + 1)
    }
  }

  @Test(arguments: ["ㄳ", "ㄵ", "ㄶ", "ㄺ", "ㄻ", "ㄼ", "ㄽ", "ㄾ", "ㄿ", "ㅀ", "ㅄ", "ㅏ", "a"])
  func cannotStartASyllable(_ jamo: String) {
    #expect(Hangul.initialIndex(ofCompatibility: Self.value(jamo)) == nil)
  }

  @Test(arguments: ["ㄸ", "ㅃ", "ㅉ", "ㅏ", "ㅣ", "a", "\u{3164}"])
  func cannotEndASyllable(_ jamo: String) {
    #expect(Hangul.finalIndex(ofCompatibility: Self.value(jamo)) == nil)
  }

  @Test(arguments: ["ㄱ", "ㅎ", "ㄳ", "a", "가", "\u{1161}"])
  func notAVowel(_ jamo: String) {
    #expect(Hangul.vowelIndex(ofCompatibility: Self.value(jamo)) == nil)
  }

  // MARK: Extensions and splits

  struct ExtensionCase: CustomTestStringConvertible, Sendable {
    var jamo: String
    var extensions: String
    var testDescription: String { "\(jamo) → \(extensions.isEmpty ? "none" : extensions)" }
  }

  static let vowelExtensionCases: [ExtensionCase] = [
    ExtensionCase(jamo: "ㅗ", extensions: "ㅘㅙㅚ"),
    ExtensionCase(jamo: "ㅜ", extensions: "ㅝㅞㅟ"),
    ExtensionCase(jamo: "ㅡ", extensions: "ㅢ"),
    ExtensionCase(jamo: "ㅏ", extensions: ""),
    ExtensionCase(jamo: "ㅘ", extensions: ""),
    ExtensionCase(jamo: "ㅣ", extensions: ""),
    ExtensionCase(jamo: "ㅢ", extensions: ""),
  ]

  @Test(arguments: vowelExtensionCases)
  func vowelExtensions(_ c: ExtensionCase) throws {
    let v = try #require(Hangul.vowelIndex(ofCompatibility: Self.value(c.jamo)))
    #expect(Hangul.vowelExtensions(v).map(Hangul.compatibilityVowel) == Self.values(c.extensions))
  }

  static let finalExtensionCases: [ExtensionCase] = [
    ExtensionCase(jamo: "ㄱ", extensions: "ㄳ"),
    ExtensionCase(jamo: "ㄴ", extensions: "ㄵㄶ"),
    ExtensionCase(jamo: "ㄹ", extensions: "ㄺㄻㄼㄽㄾㄿㅀ"),
    ExtensionCase(jamo: "ㅂ", extensions: "ㅄ"),
    ExtensionCase(jamo: "ㄲ", extensions: ""),
    ExtensionCase(jamo: "ㅅ", extensions: ""),
    ExtensionCase(jamo: "ㅇ", extensions: ""),
    ExtensionCase(jamo: "ㄺ", extensions: ""),
  ]

  @Test(arguments: finalExtensionCases)
  func finalExtensions(_ c: ExtensionCase) throws {
    let t = try #require(Hangul.finalIndex(ofCompatibility: Self.value(c.jamo)))
    #expect(Hangul.finalExtensions(t).compactMap(Hangul.compatibilityFinal) == Self.values(c.extensions))
  }

  @Test func noFinalHasNoExtensions() {
    #expect(Hangul.finalExtensions(0).isEmpty)
  }

  struct SplitCase: CustomTestStringConvertible, Sendable {
    var double: String
    var parts: String
    var testDescription: String { "\(double) → \(parts)" }
  }

  static let splitCases: [SplitCase] = [
    SplitCase(double: "ㄳ", parts: "ㄱㅅ"),
    SplitCase(double: "ㄵ", parts: "ㄴㅈ"),
    SplitCase(double: "ㄶ", parts: "ㄴㅎ"),
    SplitCase(double: "ㄺ", parts: "ㄹㄱ"),
    SplitCase(double: "ㄻ", parts: "ㄹㅁ"),
    SplitCase(double: "ㄼ", parts: "ㄹㅂ"),
    SplitCase(double: "ㄽ", parts: "ㄹㅅ"),
    SplitCase(double: "ㄾ", parts: "ㄹㅌ"),
    SplitCase(double: "ㄿ", parts: "ㄹㅍ"),
    SplitCase(double: "ㅀ", parts: "ㄹㅎ"),
    SplitCase(double: "ㅄ", parts: "ㅂㅅ"),
  ]

  @Test(arguments: splitCases)
  func splitFinal(_ c: SplitCase) throws {
    let t = try #require(Hangul.finalIndex(ofCompatibility: Self.value(c.double)))
    let split = try #require(Hangul.splitFinal(t))
    let parts = [split.first, split.second].compactMap(Hangul.compatibilityFinal)
    #expect(parts == Self.values(c.parts))
    #expect(Hangul.initialIndex(ofFinal: t) == nil)
    #expect(Hangul.finalExtensions(split.first).contains(t))
  }

  @Test func singleFinalsDoNotSplit() {
    let doubles = Set(Self.splitCases.compactMap { Hangul.finalIndex(ofCompatibility: Self.value($0.double)) })
    for t in 0..<28 where !doubles.contains(t) {
      #expect(Hangul.splitFinal(t) == nil, "final \(t)")
    }
  }

  struct MoveCase: CustomTestStringConvertible, Sendable {
    var final: String
    var initial: String
    var testDescription: String { "final \(final) → initial \(initial)" }
  }

  static let moveCases: [MoveCase] = [
    MoveCase(final: "ㅇ", initial: "ㅇ"),
    MoveCase(final: "ㄲ", initial: "ㄲ"),
    MoveCase(final: "ㅆ", initial: "ㅆ"),
    MoveCase(final: "ㄱ", initial: "ㄱ"),
    MoveCase(final: "ㄹ", initial: "ㄹ"),
    MoveCase(final: "ㅎ", initial: "ㅎ"),
  ]

  @Test(arguments: moveCases)
  func initialOfFinal(_ c: MoveCase) throws {
    let t = try #require(Hangul.finalIndex(ofCompatibility: Self.value(c.final)))
    let l = try #require(Hangul.initialIndex(ofFinal: t))
    #expect(Hangul.compatibilityInitial(l) == Self.value(c.initial))
  }

  @Test func everySingleFinalCanStartASyllable() {
    #expect(Hangul.initialIndex(ofFinal: 0) == nil)
    for t in 1..<28 where Hangul.splitFinal(t) == nil {
      let l = Hangul.initialIndex(ofFinal: t)
      #expect(l.map(Hangul.compatibilityInitial) == Hangul.compatibilityFinal(t), "final \(t)")
    }
  }

  // MARK: Keystrokes

  struct KeystrokeCase: CustomTestStringConvertible, Sendable {
    var text: String
    var keys: String
    var testDescription: String { "\(text) → \(keys)" }
  }

  static let keystrokeCases: [KeystrokeCase] = [
    KeystrokeCase(text: "왕", keys: "ㅇㅗㅏㅇ"),
    KeystrokeCase(text: "닭", keys: "ㄷㅏㄹㄱ"),
    KeystrokeCase(text: "의", keys: "ㅇㅡㅣ"),
    KeystrokeCase(text: "서울", keys: "ㅅㅓㅇㅜㄹ"),
    KeystrokeCase(text: "값", keys: "ㄱㅏㅂㅅ"),
    KeystrokeCase(text: "왜", keys: "ㅇㅗㅐ"),
    KeystrokeCase(text: "웨", keys: "ㅇㅜㅔ"),
    KeystrokeCase(text: "빵", keys: "ㅃㅏㅇ"),
    KeystrokeCase(text: "있", keys: "ㅇㅣㅆ"),
    KeystrokeCase(text: "밖", keys: "ㅂㅏㄲ"),
    KeystrokeCase(text: "얘기", keys: "ㅇㅒㄱㅣ"),
    KeystrokeCase(text: "CGV 강남", keys: "CGV ㄱㅏㅇㄴㅏㅁ"),
    KeystrokeCase(text: "ㅅㅇ", keys: "ㅅㅇ"),
    KeystrokeCase(text: "ㄳ", keys: "ㄱㅅ"),
    KeystrokeCase(text: "ㅘ", keys: "ㅗㅏ"),
    KeystrokeCase(text: "ㄸ", keys: "ㄸ"),
    KeystrokeCase(text: "\u{1103}\u{1161}\u{11B0}", keys: "ㄷㅏㄹㄱ"),  // 닭 in NFD
    KeystrokeCase(text: "ㆎ", keys: "ㆎ"),  // archaic: passed through
    KeystrokeCase(text: "", keys: ""),
  ]

  @Test(arguments: keystrokeCases)
  func keystrokes(_ c: KeystrokeCase) {
    #expect(Hangul.keystrokes(c.text).map(\.value) == Self.values(c.keys))
  }

  /// Whether a jamo is typed with a single key press.
  static func isSingleKey(_ jamo: UInt32) -> Bool {
    if Hangul.initialIndex(ofCompatibility: jamo) != nil { return true }
    guard let v = Hangul.vowelIndex(ofCompatibility: jamo) else { return false }
    return Hangul.splitVowel(v) == nil
  }

  @Test func everySyllableTakesTwoToFiveSingleKeys() {
    let bad = Self.failures { s in
      guard let scalar = Unicode.Scalar(s) else { return false }
      let keys = Hangul.keystrokes(String(scalar)).map(\.value)
      return (2...5).contains(keys.count) && keys.allSatisfy(Self.isSingleKey)
    }
    #expect(bad.isEmpty)
  }

  @Test func soundAlikeSpellings() {
    #expect(Hangul.soundAlikeSpellings("메가박스") == ["메가박스", "매가박스"])
    #expect(
      Set(Hangul.soundAlikeSpellings("롯데시네마")) == [
        "롯데시네마", "롯대시네마", "롯데씨네마", "롯대씨네마", "롯데시내마", "롯대시내마", "롯데씨내마", "롯대씨내마",
        // A final ㅅ before ㄷ as it sounds.
        "로떼시네마", "로때시네마", "로떼씨네마", "로때씨네마", "로떼시내마", "로때시내마", "로떼씨내마", "로때씨내마",
      ])
    #expect(Set(Hangul.soundAlikeSpellings("롯시")) == ["롯시", "롯씨", "로씨"])
    #expect(Set(Hangul.soundAlikeSpellings("씨지브이")) == ["씨지브이", "시지브이"])
    #expect(Hangul.soundAlikeSpellings("서울") == ["서울"])
    #expect(Hangul.soundAlikeSpellings("CGV") == ["CGV"])
    // At most four syllables vary: 16 spellings.
    #expect(Hangul.soundAlikeSpellings("메메메메메메").count == 16)
  }

  @Test func aBrandInASoundAlikeSpellingIsRespelled() {
    func respelled(_ q: String) -> String? {
      Brand.respelled(Normalizer.words(q)).map { String(decoding: Array($0.joined(separator: [0x20])), as: UTF8.self) }
    }
    #expect(respelled("매가박스 강남") == "메가박스 강남")
    #expect(respelled("강남 롯대") == "강남 롯데")
    #expect(respelled("메가박스 강남") == nil)
    #expect(respelled("매화동") == nil)
    #expect(Brand(alias: "매가박스") == .megabox)
    // CGV one letter off, or two swapped, beside Hangul only; not its
    // first letter.
    #expect(respelled("cgb 강남") == "cgv 강남")
    #expect(respelled("강남 cvg") == "강남 cgv")
    #expect(respelled("cgb") == nil)
    #expect(respelled("cgb paris") == nil)
    #expect(respelled("sgv 강남") == nil)
  }
}

/// ``Brand/inOtherScript(_:)``: a brand written in the other script from
/// its branch, rewritten in the branch's, first.
@Suite struct BrandInOtherScriptTests {
  func rewritten(_ q: String) -> String? {
    Brand.inOtherScript(Normalizer.words(q)).map { String(decoding: Array($0.joined(separator: [0x20])), as: UTF8.self) }
  }

  @Test func theBrandTakesTheBranchsScript() {
    #expect(rewritten("메가박스 coex") == "megabox coex")
    #expect(rewritten("롯데시네마 world tower") == "lotte cinema world tower")
    #expect(rewritten("world tower 롯데시네마") == "lotte cinema world tower")
    #expect(rewritten("megabox 코엑스") == "메가박스 코엑스")
    #expect(rewritten("lotte cinema 월드타워") == "롯데시네마 월드타워")
  }

  @Test func nothingWhenTheScriptsAgreeOrMix() {
    #expect(rewritten("megabox coex") == nil)
    #expect(rewritten("메가박스 코엑스") == nil)
    #expect(rewritten("메가박스 coex 몰") == nil)
    #expect(rewritten("seoul gangnam") == nil)
    #expect(rewritten("메가박스") == nil)
  }
}
