import Testing

@testable import PlaceIndex

@Suite struct KoreanKeyboardTests {
  /// The layout: each key with the jamo it gives.
  static let layout: [(key: Unicode.Scalar, jamo: Unicode.Scalar)] = [
    ("q", "ㅂ"), ("w", "ㅈ"), ("e", "ㄷ"), ("r", "ㄱ"), ("t", "ㅅ"), ("y", "ㅛ"), ("u", "ㅕ"),
    ("i", "ㅑ"), ("o", "ㅐ"), ("p", "ㅔ"), ("a", "ㅁ"), ("s", "ㄴ"), ("d", "ㅇ"), ("f", "ㄹ"),
    ("g", "ㅎ"), ("h", "ㅗ"), ("j", "ㅓ"), ("k", "ㅏ"), ("l", "ㅣ"), ("z", "ㅋ"), ("x", "ㅌ"),
    ("c", "ㅊ"), ("v", "ㅍ"), ("b", "ㅠ"), ("n", "ㅜ"), ("m", "ㅡ"),
    ("Q", "ㅃ"), ("W", "ㅉ"), ("E", "ㄸ"), ("R", "ㄲ"), ("T", "ㅆ"), ("O", "ㅒ"), ("P", "ㅖ"),
  ]

  struct KeyCase: CustomTestStringConvertible, Sendable {
    var key: Unicode.Scalar
    var jamo: Unicode.Scalar
    var testDescription: String { "\(key) ↔ \(jamo)" }
  }

  static let keyCases = layout.map { KeyCase(key: $0.key, jamo: $0.jamo) }

  @Test(arguments: keyCases)
  func keyAndJamo(_ c: KeyCase) {
    #expect(KoreanKeyboard.jamo(forKey: c.key) == c.jamo)
    #expect(KoreanKeyboard.key(forJamo: c.jamo) == c.key)
  }

  /// Letters and digits in one word: each run of letters that spells Hangul
  /// is read as Hangul, the digits stay; a run that spells none (`m`, `a`)
  /// leaves the whole word as typed.
  @Test func lettersAroundDigits() {
    #expect(QueryReading.hangulAroundDigits("tjcheofh38rlf") == "서초대로38길")
    #expect(QueryReading.hangulAroundDigits("vkfekffh2rk") == "팔달로2가")
    #expect(QueryReading.hangulAroundDigits("2tnsghksfh") == "2순환로")
    #expect(QueryReading.hangulAroundDigits("m25") == nil)
    #expect(QueryReading.hangulAroundDigits("a1") == nil)
    #expect(QueryReading.hangulAroundDigits("tjcheofh") == nil)  // no digit: the plain conversion's
    #expect(QueryReading.hangulAroundDigits("152") == nil)
    #expect(QueryReading.hangulAroundDigits("tjc-38") == nil)
    // After a number, only what follows one in an address: a UK
    // postcode's `1dl` is no 1이; 132번안길 and 61번가길 are roads.
    #expect(QueryReading.hangulAroundDigits("1dl") == nil)
    #expect(QueryReading.hangulAroundDigits("eoghkfh132qjsdksrlf") == "대화로132번안길")
    #expect(QueryReading.hangulAroundDigits("101gh") == "101호")
  }

  /// Capitals that are Caps Lock (every letter) or a phone's first
  /// capital, in lower case; capitals among small letters are Shift.
  @Test func capitalsThatAreNoShift() {
    #expect(KoreanKeyboard.capitalsUndone("WHCJSDMQ") == "whcjsdmq")
    #expect(KoreanKeyboard.capitalsUndone("Ehzy") == "ehzy")
    #expect(KoreanKeyboard.capitalsUndone("tjdnf") == nil)
    #expect(KoreanKeyboard.capitalsUndone("QkdWlq") == nil)
    #expect(KoreanKeyboard.capitalsUndone("Q") == nil)  // one capital alone may be Shift
    #expect(KoreanKeyboard.capitalsUndone("rkd2") == nil)
  }

  /// Caps Lock on with Shift pressed: the Shift jamo come out as small
  /// letters among capitals (`tLWLQL` is 씨지비); nothing else reads so.
  @Test func capsLockWithShift() {
    #expect(KoreanKeyboard.capsLockShifted("tLWLQL") == "Tlwlql")
    #expect(KoreanKeyboard.hangul(fromQWERTY: KoreanKeyboard.capsLockShifted("tLWLQL")!) == "씨지비")
    #expect(KoreanKeyboard.capsLockShifted("FHTtL") == "fhtTl")
    #expect(KoreanKeyboard.capsLockShifted("QkdWlq") == nil)  // k, d, l are no Shift keys
    #expect(KoreanKeyboard.capsLockShifted("eBay") == nil)  // one capital
    #expect(KoreanKeyboard.capsLockShifted("McAllen") == nil)
    #expect(KoreanKeyboard.capsLockShifted("WHCJSDMQ") == nil)  // no small letter: capitalsUndone's
    #expect(KoreanKeyboard.capsLockShifted("tLW2") == nil)
  }

  @Test func layoutCoversEveryLetterOnce() {
    let lower = Set(Self.layout.map(\.key).filter { $0.properties.isLowercase })
    #expect(lower.count == 26)
    #expect(Set(Self.layout.map(\.jamo)).count == Self.layout.count)
  }

  @Test(arguments: ["A", "S", "D", "F", "G", "H", "J", "K", "L", "Y", "U", "I", "Z", "X", "C", "V", "B", "N", "M"])
  func otherCapitalsGiveTheLowerCaseJamo(_ key: String) throws {
    let upper = try #require(key.unicodeScalars.first)
    let lower = try #require(key.lowercased().unicodeScalars.first)
    #expect(KoreanKeyboard.jamo(forKey: upper) != nil)
    #expect(KoreanKeyboard.jamo(forKey: upper) == KoreanKeyboard.jamo(forKey: lower))
  }

  @Test(arguments: ["1", " ", "-", "é", "ㄱ", "가", "@", "[", "`", "{"] as [Unicode.Scalar])
  func nonLettersHaveNoJamo(_ key: Unicode.Scalar) {
    #expect(KoreanKeyboard.jamo(forKey: key) == nil)
  }

  @Test(arguments: ["ㄳ", "ㄺ", "ㅘ", "ㅢ", "a", "가", "1", "\u{1100}"] as [Unicode.Scalar])
  func noSingleKey(_ jamo: Unicode.Scalar) {
    #expect(KoreanKeyboard.key(forJamo: jamo) == nil)
  }

  // MARK: Conversions

  struct ConversionCase: CustomTestStringConvertible, Sendable {
    var input: String
    var expected: String
    var testDescription: String { "\(input) → \(expected)" }
  }

  static let toHangul: [ConversionCase] = [
    ConversionCase(input: "tjdnf", expected: "서울"),
    ConversionCase(input: "rkdska", expected: "강남"),
    ConversionCase(input: "tjdn", expected: "서우"),
    ConversionCase(input: "gksrmf", expected: "한글"),
    ConversionCase(input: "dkssud", expected: "안녕"),
    ConversionCase(input: "Qkd", expected: "빵"),
    ConversionCase(input: "TJDNF", expected: "써울"),  // Shift+T is ㅆ
    ConversionCase(input: "CGV rkdska", expected: "ㅊㅎㅍ 강남"),
    ConversionCase(input: "ekfrl", expected: "달기"),
    ConversionCase(input: "ekfr", expected: "닭"),
    ConversionCase(input: "dhkd", expected: "왕"),
    ConversionCase(input: "dkssudgktpdy", expected: "안녕하세요"),
    ConversionCase(input: "seoul", expected: "ㄴ대ㅕㅣ"),
    ConversionCase(input: "2ghtjs", expected: "2호선"),
    ConversionCase(input: "", expected: ""),
  ]

  @Test(arguments: toHangul)
  func hangulFromQWERTY(_ c: ConversionCase) {
    #expect(KoreanKeyboard.hangul(fromQWERTY: c.input) == c.expected)
  }

  static let toQWERTY: [ConversionCase] = [
    ConversionCase(input: "ㅊㅎㅍ", expected: "cgv"),
    ConversionCase(input: "ㄴㄷㅐㅕㅣ", expected: "seoul"),
    ConversionCase(input: "서울", expected: "tjdnf"),
    ConversionCase(input: "빵", expected: "Qkd"),
    ConversionCase(input: "닭", expected: "ekfr"),
    ConversionCase(input: "왕", expected: "dhkd"),
    ConversionCase(input: "의", expected: "dml"),
    ConversionCase(input: "얘기", expected: "dOrl"),
    ConversionCase(input: "ㅊㅎㅍ 강남", expected: "cgv rkdska"),
    ConversionCase(input: "CGV", expected: "CGV"),
    ConversionCase(input: "", expected: ""),
  ]

  @Test(arguments: toQWERTY)
  func qwertyFromHangul(_ c: ConversionCase) {
    #expect(KoreanKeyboard.qwerty(fromHangul: c.input) == c.expected)
  }

  @Test(arguments: [
    "tjdnf", "rkdska", "dkssudgktpdy", "gksrmf", "Qkd", "ekfrrkfql", "dhkdtlqfl", "dmlwkd",
    "rkatkgkqslek", "tkaruqtkf", "dksrhdla", "qnrgkstks", "Tkdansehd", "EkrqhRdl", "cgv", "seoul",
  ])
  func qwertyRoundTrip(_ typing: String) {
    #expect(KoreanKeyboard.qwerty(fromHangul: KoreanKeyboard.hangul(fromQWERTY: typing)) == typing)
  }

  @Test(arguments: HangulIMETests.words)
  func hangulRoundTrip(_ word: String) {
    #expect(KoreanKeyboard.hangul(fromQWERTY: KoreanKeyboard.qwerty(fromHangul: word)) == word)
  }

  // MARK: Mistyped Hangul

  struct MistypedCase: CustomTestStringConvertible, Sendable {
    var word: String
    var expected: Bool
    var testDescription: String { "\(word.isEmpty ? "(empty)" : word) → \(expected)" }
  }

  static let mistyped: [MistypedCase] = [
    MistypedCase(word: "tjdnf", expected: true),
    MistypedCase(word: "rkdska", expected: true),
    MistypedCase(word: "tjdn", expected: true),
    MistypedCase(word: "rkdskr", expected: true),
    MistypedCase(word: "dkssudgktpdy", expected: true),
    MistypedCase(word: "Qkd", expected: true),
    MistypedCase(word: "rk", expected: true),
    MistypedCase(word: "rkdd", expected: true),  // 강ㅇ: unfinished last syllable
    MistypedCase(word: "rkE", expected: true),  // 가ㄸ
    MistypedCase(word: "cgv", expected: false),
    MistypedCase(word: "seoul", expected: false),
    MistypedCase(word: "", expected: false),
    MistypedCase(word: "t", expected: false),
    MistypedCase(word: "k", expected: false),
    MistypedCase(word: "rkk", expected: false),  // 가ㅏ
    MistypedCase(word: "rkdqq", expected: false),  // 강ㅂㅂ
    MistypedCase(word: "london", expected: false),
    MistypedCase(word: "tjd nf", expected: false),
    MistypedCase(word: "rk1", expected: false),
  ]

  @Test(arguments: mistyped)
  func looksLikeMistypedHangul(_ c: MistypedCase) {
    #expect(KoreanKeyboard.looksLikeMistypedHangul(c.word) == c.expected)
  }
}
