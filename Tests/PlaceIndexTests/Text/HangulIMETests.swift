import Testing

@testable import PlaceIndex

@Suite struct HangulIMETests {
  /// The text an IME shows after typing `keys` (one scalar per keystroke).
  static func typed(_ keys: String, after start: String = "") -> String {
    var ime = HangulIME()
    for key in Hangul.keystrokes(start) + Array(keys.unicodeScalars) {
      ime.type(key)
    }
    return ime.text
  }

  // MARK: Intermediate states

  struct StatesCase: CustomTestStringConvertible, Sendable {
    var text: String
    var states: [String]
    var testDescription: String { text }
  }

  static let statesCases: [StatesCase] = [
    StatesCase(text: "서울", states: ["ㅅ", "서", "성", "서우", "서울"]),
    StatesCase(text: "부산", states: ["ㅂ", "부", "붓", "부사", "부산"]),
    StatesCase(text: "강남", states: ["ㄱ", "가", "강", "강ㄴ", "강나", "강남"]),
    StatesCase(text: "울산", states: ["ㅇ", "우", "울", "욼", "울사", "울산"]),
    StatesCase(text: "왕", states: ["ㅇ", "오", "와", "왕"]),
    StatesCase(
      text: "CGV 강남",
      states: ["C", "CG", "CGV", "CGV ", "CGV ㄱ", "CGV 가", "CGV 강", "CGV 강ㄴ", "CGV 강나", "CGV 강남"]),
    StatesCase(text: "닭", states: ["ㄷ", "다", "달", "닭"]),
    StatesCase(text: "달갸", states: ["ㄷ", "다", "달", "닭", "달갸"]),
    StatesCase(text: "달가", states: ["ㄷ", "다", "달", "닭", "달가"]),
    StatesCase(text: "의자", states: ["ㅇ", "으", "의", "읮", "의자"]),
    StatesCase(text: "빵", states: ["ㅃ", "빠", "빵"]),
    StatesCase(text: "있어", states: ["ㅇ", "이", "있", "있ㅇ", "있어"]),
    StatesCase(text: "따", states: ["ㄸ", "따"]),
    StatesCase(text: "ㅅㅇ", states: ["ㅅ", "ㅅㅇ"]),
    StatesCase(text: "ㅘ", states: ["ㅗ", "ㅘ"]),
    StatesCase(text: "", states: []),
  ]

  @Test(arguments: statesCases)
  func states(_ c: StatesCase) {
    #expect(HangulIME.states(typing: c.text) == c.states)
  }

  // MARK: Composition rules

  struct TypingCase: CustomTestStringConvertible, Sendable {
    var name: String
    /// Text typed first, through its keystrokes.
    var start = ""
    /// Keys typed after it, one scalar per keystroke.
    var keys: String
    var expected: String
    var testDescription: String { "\(name): \(start) + \(keys) → \(expected)" }
  }

  static let typingCases: [TypingCase] = [
    TypingCase(name: "spill of a double final", start: "닭", keys: "ㅏ", expected: "달가"),
    TypingCase(name: "spill of a double final", start: "값", keys: "ㅓ", expected: "갑서"),
    TypingCase(name: "spill of a double final", start: "앉", keys: "ㅏ", expected: "안자"),
    TypingCase(name: "spill of a single final", start: "달", keys: "ㄱㅑ", expected: "달갸"),
    TypingCase(name: "spill of a Shift final", start: "있", keys: "ㅓ", expected: "이써"),
    TypingCase(name: "spill of a Shift final", start: "밖", keys: "ㅔ", expected: "바께"),
    TypingCase(name: "spill then compound vowel", start: "갇", keys: "ㅗㅏ", expected: "가돠"),
    TypingCase(name: "bare consonants", keys: "ㅅㅇ", expected: "ㅅㅇ"),
    TypingCase(name: "no cluster without a vowel", keys: "ㄱㅅ", expected: "ㄱㅅ"),
    TypingCase(name: "no doubling without Shift", keys: "ㄱㄱ", expected: "ㄱㄱ"),
    TypingCase(name: "final that cannot combine", start: "강", keys: "ㄴ", expected: "강ㄴ"),
    TypingCase(name: "consonant after a double final", start: "닭", keys: "ㄱ", expected: "닭ㄱ"),
    TypingCase(name: "ㄸ cannot be a final", start: "다", keys: "ㄸ", expected: "다ㄸ"),
    TypingCase(name: "ㅃ cannot be a final", start: "아", keys: "ㅃ", expected: "아ㅃ"),
    TypingCase(name: "ㅉ cannot be a final", start: "가", keys: "ㅉ", expected: "가ㅉ"),
    TypingCase(name: "ㄸ then a vowel", start: "다", keys: "ㄸㅏ", expected: "다따"),
    TypingCase(name: "ㄲ can be a final", start: "바", keys: "ㄲ", expected: "밖"),
    TypingCase(name: "ㅆ can be a final", start: "가", keys: "ㅆ", expected: "갔"),
    TypingCase(name: "bare vowel", keys: "ㅏ", expected: "ㅏ"),
    TypingCase(name: "bare compound vowel", keys: "ㅜㅣ", expected: "ㅟ"),
    TypingCase(name: "vowel that cannot combine", start: "아", keys: "ㅏ", expected: "아ㅏ"),
    TypingCase(name: "no compound with a compound", start: "와", keys: "ㅣ", expected: "와ㅣ"),
    TypingCase(name: "consonant after a bare vowel", keys: "ㅏㄴ", expected: "ㅏㄴ"),
    TypingCase(name: "vowel after a bare vowel", keys: "ㅏㅓ", expected: "ㅏㅓ"),
    TypingCase(name: "space commits", start: "가", keys: " ㅏ", expected: "가 ㅏ"),
    TypingCase(name: "digit commits", start: "강", keys: "1ㅏ", expected: "강1ㅏ"),
    TypingCase(name: "Latin commits", keys: "ㄱa", expected: "ㄱa"),
    TypingCase(name: "syllable key commits", start: "가", keys: "나ㅏ", expected: "가나ㅏ"),
    TypingCase(name: "cluster key types two keys", start: "가", keys: "ㄳ", expected: "갃"),
    TypingCase(name: "compound vowel key types two keys", keys: "ㄱㅘ", expected: "과"),
    TypingCase(name: "conjoining jamo keys", keys: "\u{1100}\u{1161}\u{11BC}", expected: "강"),
  ]

  @Test(arguments: typingCases)
  func typing(_ c: TypingCase) {
    #expect(Self.typed(c.keys, after: c.start) == c.expected)
  }

  @Test func startsEmpty() {
    #expect(HangulIME().text == "")
  }

  // MARK: Round trips

  static let words = [
    "서울", "부산", "강남", "울산", "왕", "대구", "인천", "광주", "대전", "제주", "수원", "성남",
    "고양", "용인", "청주", "전주", "포항", "창원", "김해", "안양", "의정부", "춘천", "원주",
    "경복궁", "남대문", "동대문", "명동", "홍대입구", "잠실", "여의도", "이태원", "압구정",
    "신촌", "해운대", "광안리", "서귀포", "한라산", "설악산", "북한산", "인사동", "삼청동",
    "메가박스", "코엑스", "롯데시네마", "스타벅스", "편의점", "병원", "약국", "우체국", "은행",
    "한글", "안녕하세요", "감사합니다", "괜찮아요", "뭐예요", "왜요", "외국인", "의사", "귀여워",
    "얘기", "예쁜", "쌍문동", "빵집", "짜장면", "떡볶이", "뚝섬", "꽃집", "끝", "읽다", "젊은이",
    "값어치", "앉아서", "많이", "닭갈비", "삶", "넓은", "곬", "핥다", "읊다", "잃어버린",
    "없어요", "밟고", "훑어", "옳지", "몫", "흙", "가까워", "휘경동", "광화문", "뷁",
  ]

  @Test(arguments: words)
  func typingKeystrokesGivesTheWordBack(_ word: String) {
    #expect(Self.typed(Hangul.keystrokes(word).map(String.init).joined()) == word)
    #expect(HangulIME.states(typing: word).last == word)
    #expect(HangulIME.states(typing: word).count == Hangul.keystrokes(word).count)
  }

  @Test(arguments: ["CGV 강남", "롯데시네마 월드타워", "Starbucks 강남역점", "2호선 강남역", "서울 Seoul"])
  func mixedTextRoundTrips(_ text: String) {
    #expect(HangulIME.states(typing: text).last == text)
  }

  @Test func decomposedTextComesBackComposed() {
    let nfd = "\u{1103}\u{1161}\u{11B0}\u{1100}\u{1161}\u{11AF}\u{1107}\u{1175}"  // 닭갈비
    #expect(HangulIME.states(typing: nfd).last.map { Array($0.unicodeScalars) } == Array("닭갈비".unicodeScalars))
  }

  @Test func everySyllableRoundTrips() {
    var ime = HangulIME()
    var expected = ""
    var bad: [String] = []
    for s in HangulTests.allSyllables {
      guard let scalar = Unicode.Scalar(s) else { continue }
      let keys = Hangul.keystrokes(String(scalar))
      var single = HangulIME()
      keys.forEach { single.type($0) }
      if single.text != String(scalar) { bad.append(String(scalar)) }
      // The same syllables typed one after another, separated by a space.
      keys.forEach { ime.type($0) }
      ime.type(" ")
      expected.unicodeScalars.append(scalar)
      expected.unicodeScalars.append(" ")
    }
    #expect(bad.isEmpty)
    #expect(ime.text == expected)
  }

  // MARK: Double finals and compound vowels

  struct FinalStatesCase: CustomTestStringConvertible, Sendable {
    var word: String
    /// The state before the second part of the double final is typed.
    var single: String
    var testDescription: String { word }
  }

  static let doubleFinals: [FinalStatesCase] = [
    FinalStatesCase(word: "닭", single: "달"),
    FinalStatesCase(word: "값", single: "갑"),
    FinalStatesCase(word: "앉", single: "안"),
    FinalStatesCase(word: "않", single: "안"),
    FinalStatesCase(word: "읽", single: "일"),
    FinalStatesCase(word: "삶", single: "살"),
    FinalStatesCase(word: "넓", single: "널"),
    FinalStatesCase(word: "곬", single: "골"),
    FinalStatesCase(word: "핥", single: "할"),
    FinalStatesCase(word: "읊", single: "을"),
    FinalStatesCase(word: "잃", single: "일"),
    FinalStatesCase(word: "몫", single: "목"),
  ]

  @Test(arguments: doubleFinals)
  func doubleFinal(_ c: FinalStatesCase) {
    let states = HangulIME.states(typing: c.word)
    #expect(states.count == 4)
    #expect(states.suffix(2) == [c.single, c.word])
  }

  struct VowelStatesCase: CustomTestStringConvertible, Sendable {
    var word: String
    var states: [String]
    var testDescription: String { word }
  }

  static let compoundVowels: [VowelStatesCase] = [
    VowelStatesCase(word: "와", states: ["ㅇ", "오", "와"]),
    VowelStatesCase(word: "왜", states: ["ㅇ", "오", "왜"]),
    VowelStatesCase(word: "외", states: ["ㅇ", "오", "외"]),
    VowelStatesCase(word: "워", states: ["ㅇ", "우", "워"]),
    VowelStatesCase(word: "웨", states: ["ㅇ", "우", "웨"]),
    VowelStatesCase(word: "위", states: ["ㅇ", "우", "위"]),
    VowelStatesCase(word: "의", states: ["ㅇ", "으", "의"]),
    VowelStatesCase(word: "괜", states: ["ㄱ", "고", "괘", "괜"]),
    VowelStatesCase(word: "뷁", states: ["ㅂ", "부", "붸", "뷀", "뷁"]),
  ]

  @Test(arguments: compoundVowels)
  func compoundVowel(_ c: VowelStatesCase) {
    #expect(HangulIME.states(typing: c.word) == c.states)
  }
}
