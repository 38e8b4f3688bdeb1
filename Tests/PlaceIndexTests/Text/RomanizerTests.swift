import Testing

@testable import PlaceIndex

@Suite struct RomanizerTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var input: String
    var expected: String
    var testDescription: String { "\(input) → \(expected)" }

    init(_ input: String, _ expected: String) {
      self.input = input
      self.expected = expected
    }
  }

  // MARK: - Revised Romanization

  /// Place names, each romanized as one word.
  static let revisedPlaces: [Case] = [
    Case("압구정", "apgujeong"),
    Case("신촌", "sinchon"),
    Case("강남", "gangnam"),
    Case("을지로", "euljiro"),
    Case("명동", "myeongdong"),
    Case("용산", "yongsan"),
    Case("홍대입구", "hongdaeipgu"),
    Case("건대입구", "geondaeipgu"),
    Case("성수", "seongsu"),
    Case("군자", "gunja"),
    Case("목동", "mokdong"),
    Case("연남", "yeonnam"),
    Case("대학로", "daehangno"),
    Case("영등포", "yeongdeungpo"),
    Case("코엑스", "koekseu"),
    Case("센트럴시티", "senteureolsiti"),
    Case("월드타워", "woldeutawo"),
    Case("인천", "incheon"),
    Case("부산", "busan"),
    Case("대구", "daegu"),
    Case("광주", "gwangju"),
    Case("울산", "ulsan"),
    Case("수원", "suwon"),
    Case("성남", "seongnam"),
    Case("제주", "jeju"),
    Case("서울", "seoul"),
    Case("서울특별시", "seoulteukbyeolsi"),
    Case("청주", "cheongju"),
    Case("전주", "jeonju"),
    Case("포항", "pohang"),
    Case("창원", "changwon"),
    Case("종로", "jongno"),
    Case("왕십리", "wangsimni"),
    Case("강릉", "gangneung"),
    Case("대관령", "daegwallyeong"),
    Case("서라벌", "seorabeol"),
    Case("압록강", "amnokgang"),
    Case("묵호", "mukho"),
    Case("신라", "silla"),
  ]

  /// One or more examples for every sound-change rule.
  static let revisedRules: [Case] = [
    // Liaison.
    Case("한국어", "hangugeo"),
    Case("음악", "eumak"),
    Case("월요일", "woryoil"),
    Case("읽어", "ilgeo"),
    Case("값이", "gapsi"),
    Case("넋이", "neoksi"),
    Case("앉아", "anja"),
    Case("영어", "yeongeo"),
    Case("좋아", "joa"),
    Case("않아", "ana"),
    Case("싫어", "sireo"),
    Case("밖에", "bakke"),
    // Palatalization of a moved ㄷ ㅌ before ㅣ.
    Case("같이", "gachi"),
    Case("해돋이", "haedoji"),
    Case("핥이", "halchi"),
    // Nasalisation.
    Case("국물", "gungmul"),
    Case("백마", "baengma"),
    Case("맏며느리", "manmyeoneuri"),
    Case("합니다", "hamnida"),
    Case("놓는", "nonneun"),
    Case("않는", "anneun"),
    // ㄹ read ㄴ, then nasalisation.
    Case("석류", "seongnyu"),
    Case("침략", "chimnyak"),
    Case("독립문", "dongnimmun"),
    // ll.
    Case("설날", "seollal"),
    Case("별내", "byeollae"),
    Case("뚫는", "ttulleun"),
    Case("물랭", "mullaeng"),
    // Aspiration after ㅎ; none before ㅎ in proper nouns.
    Case("좋고", "joko"),
    Case("놓다", "nota"),
    Case("좋지", "jochi"),
    Case("많다", "manta"),
    Case("싫다", "silta"),
    Case("좋소", "joso"),
    Case("집현전", "jiphyeonjeon"),
    Case("맏형", "mathyeong"),
    // Finals at the end of a word and before a consonant.
    Case("닭", "dak"),
    Case("흙", "heuk"),
    Case("삶", "sam"),
    Case("여덟", "yeodeol"),
    Case("없다", "eopda"),
    Case("히읗", "hieut"),
    Case("부엌", "bueok"),
    Case("꽃", "kkot"),
    // Initials and vowels.
    Case("라면", "ramyeon"),
    Case("의자", "uija"),
    Case("희망", "huimang"),
    Case("뛰어", "ttwieo"),
    Case("쫘", "jjwa"),
    Case("왜", "wae"),
    Case("외", "oe"),
    Case("웨", "we"),
    Case("얘", "yae"),
    Case("예", "ye"),
    Case("빵", "ppang"),
    Case("쌀", "ssal"),
    // Not handled (needs a dictionary): RR writes 신문로 as sinmunno and
    // 학여울 as hangnyeoul; the rules alone give these.
    Case("신문로", "sinmullo"),
    Case("학여울", "hagyeoul"),
  ]

  /// Runs of syllables are words; everything else is kept as it is.
  static let revisedMixed: [Case] = [
    Case("CGV 강남", "CGV gangnam"),
    Case("메가박스 DDP", "megabakseu DDP"),
    Case("피카디리1958", "pikadiri1958"),
    Case("강남 역", "gangnam yeok"),
    Case("종 로", "jong ro"),
    Case("한국-어", "hanguk-eo"),
    Case("서울·부산", "seoul·busan"),
    Case("(명동)", "(myeongdong)"),
    Case("Seoul", "Seoul"),
    Case("ㄱ", "ㄱ"),
    Case("東京", "東京"),
    Case("", ""),
    Case("\u{1109}\u{1165}\u{110B}\u{116E}\u{11AF}", "seoul"),  // NFD
    Case("\u{AC00}\u{11A8}", "gak"),  // LV + T
  ]

  @Test(arguments: revisedPlaces + revisedRules + revisedMixed)
  func revised(_ c: Case) {
    #expect(Romanizer.revised(c.input) == c.expected)
  }

  // MARK: - McCune–Reischauer-like

  static let mcCuneCases: [Case] = [
    Case("부산", "pusan"),
    Case("강남", "kangnam"),
    Case("대구", "taegu"),
    Case("종로", "chongno"),
    Case("신촌", "sinchon"),
    Case("광주", "kwangju"),
    Case("서울", "soul"),
    Case("제주", "cheju"),
    Case("인천", "inchon"),
    Case("평양", "pyongyang"),
    // ㄱ ㄷ ㅂ ㅈ are voiceless after k t p.
    Case("압구정", "apkujong"),
    Case("목동", "moktong"),
    // After ㄹ the rule gives j; historical MR writes Ŭlchiro.
    Case("을지로", "uljiro"),
    Case("한국어", "hangugo"),
    Case("국물", "kungmul"),
    Case("왕십리", "wangsimni"),
    Case("독립문", "tongnimmun"),
    Case("대한민국", "taehanminguk"),
    Case("신라", "silla"),
    Case("좋고", "choko"),
    Case("해돋이", "haedoji"),
    Case("읽어", "ilgo"),
    Case("짜장", "tchajang"),
    Case("쉼터", "shwimto"),
    Case("의정부", "uijongbu"),
    Case("CGV 강남", "CGV kangnam"),
    Case("부산 대구", "pusan taegu"),
  ]

  @Test(arguments: mcCuneCases)
  func mccuneReischauer(_ c: Case) {
    #expect(Romanizer.mccuneReischauer(c.input) == c.expected)
  }

  // MARK: - Syllable ends

  struct EndsCase: CustomTestStringConvertible, Sendable {
    var word: String
    var system: Romanizer.System
    var text: String
    var ends: [Int]
    var testDescription: String { "\(word) \(system) → \(text) \(ends)" }

    init(_ word: String, _ system: Romanizer.System, _ text: String, _ ends: [Int]) {
      (self.word, self.system, self.text, self.ends) = (word, system, text, ends)
    }
  }

  static let endsCases: [EndsCase] = [
    EndsCase("강남", .revised, "gangnam", [4, 7]),
    EndsCase("왕십리", .revised, "wangsimni", [4, 7, 9]),
    EndsCase("종로", .revised, "jongno", [4, 6]),
    EndsCase("신라", .revised, "silla", [3, 5]),
    // A final carried over by liaison stays with its own syllable.
    EndsCase("한국어", .revised, "hangugeo", [3, 6, 8]),
    EndsCase("월요일", .revised, "woryoil", [3, 5, 7]),
    EndsCase("읽어", .revised, "ilgeo", [3, 5]),
    EndsCase("같이", .revised, "gachi", [4, 5]),
    // A silent ㅎ adds nothing; the aspirate spells the next initial.
    EndsCase("좋아", .revised, "joa", [2, 3]),
    EndsCase("좋고", .revised, "joko", [2, 4]),
    EndsCase("서울특별시", .revised, "seoulteukbyeolsi", [3, 5, 9, 14, 16]),
    EndsCase("서", .revised, "seo", [3]),
    EndsCase("", .revised, "", []),
    EndsCase("\u{1109}\u{1165}\u{110B}\u{116E}\u{11AF}", .revised, "seoul", [3, 5]),
    EndsCase("부산", .mccuneReischauer, "pusan", [2, 5]),
    EndsCase("종로", .mccuneReischauer, "chongno", [5, 7]),
    EndsCase("평양", .mccuneReischauer, "pyongyang", [5, 9]),
  ]

  @Test(arguments: endsCases)
  func syllableEnds(_ c: EndsCase) {
    let (text, ends) = Romanizer.syllableEnds(c.word, c.system)
    #expect(text == c.text)
    #expect(ends == c.ends)
  }

  /// Ends are one per syllable, increasing, end at the byte count, and the
  /// text is what `revised` / `mccuneReischauer` give for the word.
  @Test(arguments: hangulWords)
  func syllableEndsInvariants(_ word: String) {
    checkInvariants(word)
  }

  /// The same invariants, and lower-case ASCII letters only, on random words
  /// drawn from all 11,172 syllables.
  @Test func randomWordsKeepInvariants() {
    var rng = SplitMix64(seed: 42)
    for _ in 0..<3000 {
      let count = Int.random(in: 1...6, using: &rng)
      let scalars = (0..<count).compactMap { _ in
        Unicode.Scalar(UInt32.random(in: 0xAC00...0xD7A3, using: &rng))
      }
      var word = ""
      word.unicodeScalars.append(contentsOf: scalars)
      checkInvariants(word)
    }
  }

  /// Every syllable alone gives a non-empty word of lower-case ASCII letters
  /// in both systems (syllable = 0xAC00 + (initial * 21 + vowel) * 28 + final).
  @Test func everySyllableRomanizes() {
    for initial in 0..<19 {
      for vowel in 0..<21 {
        for final in 0..<28 {
          let value = 0xAC00 + (initial * 21 + vowel) * 28 + final
          guard let scalar = Unicode.Scalar(UInt32(value)) else {
            Issue.record("no scalar \(value)")
            continue
          }
          let word = String(Character(scalar))
          for text in [Romanizer.revised(word), Romanizer.mccuneReischauer(word)] {
            #expect(!text.isEmpty && text.utf8.allSatisfy { (0x61...0x7A).contains($0) }, "\(word)")
          }
        }
      }
    }
  }

  // MARK: - Helpers

  /// Every all-Hangul input of the tables above, once.
  static let hangulWords: [String] = {
    var seen: Set<String> = []
    return (revisedPlaces + revisedRules + mcCuneCases).map(\.input).filter { word in
      !word.isEmpty && word.unicodeScalars.allSatisfy { (0xAC00...0xD7A3).contains($0.value) }
        && seen.insert(word).inserted
    }
  }()

  func checkInvariants(_ word: String) {
    let syllableCount = word.unicodeScalars.count
    for system in [Romanizer.System.revised, .mccuneReischauer] {
      let (text, ends) = Romanizer.syllableEnds(word, system)
      let whole = system == .revised ? Romanizer.revised(word) : Romanizer.mccuneReischauer(word)
      #expect(text == whole, "\(word)")
      #expect(ends.count == syllableCount, "\(word)")
      #expect(zip(ends, ends.dropFirst()).allSatisfy { $0 < $1 }, "\(word) \(ends)")
      #expect(ends.last == text.utf8.count, "\(word)")
      #expect(text.utf8.allSatisfy { (0x61...0x7A).contains($0) }, "\(word) \(text)")
    }
  }
}
