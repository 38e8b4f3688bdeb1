import Testing

@testable import PlaceIndex

/// ``StreetWords``: which words of a query are a street address.
@Suite struct StreetWordsTests {
  /// The street of a query, as the indices of its words and of its open
  /// words (``VenueWordsTests`` reads venues with it too).
  static func street(_ q: String) -> (words: [Int], open: [Int]) {
    let words = Normalizer.words(q)
    let s = StreetWords.street(words, partStarts: CandidateSearch.partStarts(of: q, words: words.count))
    func bits(_ m: UInt32) -> [Int] { (0..<32).filter { m & (1 << UInt32($0)) != 0 } }
    return (bits(s.words), bits(s.open))
  }

  func street(_ q: String) -> (words: [Int], open: [Int]) { Self.street(q) }

  @Test func aTypeAfterTheNameEndsTheStreet() {
    #expect(street("27 Thoresby Road, Broxtowe").words == [0, 1, 2])
    #expect(street("Main St, London").words == [0, 1])
    #expect(street("Rosalind St 4, Sydney").words == [0, 1])
    #expect(street("3122 16th St San Francisco, CA 94103").words == [0, 1, 2])
    // Without commas too; a venue before the street goes with it.
    #expect(street("the irish times leipziger str. berlin").words == [0, 1, 2, 3, 4])
    // A venue's word named a street whose type follows: the street ends
    // there, not at its part's end (`fairfax` is the place).
    #expect(street("4031 University Drive Fairfax, Virginia 22030").words == [0, 1, 2])
    #expect(street("12 museum street london").words == [0, 1, 2])
  }

  @Test func aStreetInACommaPartEndsBeforeAPostcodeWithAPlaceAfterIt() {
    #expect(street("24, route de Saint-Omer 59380 Socx").words == [1, 2, 3, 4])
    // Not before a house number or a year: four digits or fewer.
    #expect(street("3, rue du 8 mai 1945, Lille").words == [1, 2, 3, 4, 5])
    #expect(StreetWords.isPostcode(Array("59380".utf8)) && !StreetWords.isPostcode(Array("1945".utf8)))
    #expect(!StreetWords.isPostcode(Array("5938a".utf8)))
  }

  /// French types before the name that were not streets before:
  /// `venelle`, `lotissement`, `montée`; the commune after stays out.
  @Test func frenchTypesBeforeTheName() {
    let venelle = street("10 Venelle Notre Dame de la Mer Bénodet")
    #expect(venelle.words.contains(1) && !(venelle.words + venelle.open).contains(7))
    #expect(street("16 Lotissement Notre-Dame des Anges Allauch").words.contains(1))
    #expect(street("Montée de la Grande Côte, Lyon").words.contains(0))
  }

  @Test func aNumberAfterAHouseNumberNamesAStreet() {
    #expect(street("1359 54 street, ny").words == [0, 1, 2])
    #expect(street("310 7 street, ny").words == [0, 1, 2])
    // A house number alone before the type names no street.
    #expect(street("54 street, ny").words.isEmpty)
  }

  @Test func aStreetInAPartOfItsOwnLiesInThePartBefore() {
    #expect(street("Modena, Viale Vittorio Veneto").words == [1, 2, 3])
    #expect(street("Paris, Rue de Rivoli 5").words == [1, 2, 3, 4])
    // Not after a house number (a venue's address), nor a type after the
    // name (`stamford ct` is a town and its state).
    #expect(street("boutique au 16, rue alexandre dumas").words.isEmpty)
    #expect(street("301 commons park s, stamford ct").words.isEmpty)
  }

  @Test func aWordAfterAPostcode() {
    func follows(_ q: String, _ i: Int) -> Bool { CandidateSearch.followsPostcode(Normalizer.words(q), i) }
    #expect(follows("route de saint omer 59380 socx", 5))
    #expect(follows("rua x 3 boa vista 50070-060 recife", 7))
    #expect(follows("rua padre cruz 31 3060-187 cantanhede", 6))
    // Not after a leading number (a house number), nor a number itself.
    #expect(!follows("13775 clark rd rose mount", 1))
    #expect(!follows("rue x 59380 12", 3))
    #expect(!follows("rue x 1945 lille", 3))
  }

  @Test func aNumberAfterACompassPointNamesAStreet() {
    #expect(street("w 26 st, new york").words == [0, 1, 2])
    #expect(street("se 82nd ave portland").words == [0, 1, 2])
    #expect(street("E 98th Ter, MO, USA").words == [0, 1, 2])
    // Without a compass point, a number before a type is a house number.
    #expect(street("26 st helens").words == [])
  }

  @Test func anAdjectiveBeforeATypeIsTheStreets() {
    #expect(street("14 Vieille Route du Teil Montélimar").words == [0, 1, 2, 3])
    // The adjective may be the whole name.
    #expect(street("2 grande rue besançon").words == [0, 1, 2])
    // Not an adjective after other words: a place first.
    #expect(street("amiens grande rue").words == [])
  }

  @Test func aCompoundWordIsAStreet() {
    #expect(street("Sophienstr, Karlsruhe").words == [0])
    #expect(street("clayallee 170 14191 berlin").words == [0])
    #expect(street("melusinenstraße 2 81671 münchen").words == [0])
    // Too short a stem is no street (`ostr`), nor the type alone.
    #expect(StreetWords.hasEnding(Array("ostr".utf8)) == false)
    #expect(StreetWords.hasEnding(Array("weg".utf8)) == false)
  }

  @Test func aTypeBeforeTheNameRunsToACommaOrANumber() {
    #expect(street("140 rue Don Bosco, Saguenay").words == [0, 1, 2, 3])
    #expect(street("Avenue des Champs-Elysées, Paris").words == [0, 1, 2, 3])
    #expect(street("via vittorio veneto 00187 roma").words == [0, 1, 2])
    // A house number before the type is the street's.
    #expect(street("12 calle mayor, madrid").words == [0, 1, 2])
    // So is a letter or a suffix written apart after it.
    #expect(street("17 b place du general de gaulle 59215 abscon").words == [0, 1, 2, 3, 4, 5, 6])
    #expect(street("5 bis rue de la poste, lesquin").words == [0, 1, 2, 3, 4, 5])
    // Not a letter with no number before it.
    #expect(street("b rue de la poste, lesquin").words == [])
    // After a house number, words before it are the street's too: a venue
    // or a person the address is for.
    #expect(street("pascual 3 rue troyon paris").words == [0, 1, 2, 3])
    #expect(street("benjamin fain-robert 82 rue de charenton 75012 paris").words == [0, 1, 2, 3, 4, 5, 6])
  }

  @Test func withoutEitherWhereTheNameEndsIsOpen() {
    // The word after the type is the street's; the rest up to the last
    // word may be the street's or the place's.
    let s = street("6 r de bellevue mur de bretagne")
    #expect(s.words == [0, 1, 2])
    #expect(s.open == [3, 4, 5])
    #expect(street("rue lepic paris").words == [0, 1])
    #expect(street("rue lepic paris").open == [])
  }

  /// Words, a house number, a street whose last word follows an article:
  /// the street runs to the end and is no street with a place after it
  /// (the place first then reads the words before the number).
  @Test func aLastWordAfterAnArticleIsTheStreets() {
    #expect(street("allauch 8 rue des moulins").words == [])
    #expect(street("valence 7 rue du lycée").words == [])
    #expect(StreetWords.placeFirst(Normalizer.words("allauch 8 rue des moulins")).words == 0b11100)
    // Not without words before the number, nor when the last word follows
    // a name: that word is the place.
    #expect(street("3 rue de la paix la rochelle").words == [0, 1, 2])
    #expect(street("pascual 3 rue troyon paris").words == [0, 1, 2, 3])
  }

  @Test func stBeforeANameIsSaint() {
    // With what the index knows (here: two names), `st` that starts a
    // name with the next word is Saint, not Street.
    let names: [[UInt8]] = ["st helens", "saint jeannet"].map { Array($0.utf8) }
    func street(_ q: String) -> [Int] {
      let words = Normalizer.words(q)
      let s = StreetWords.street(words) { p in names.contains { $0.starts(with: p) } }
      return (0..<32).filter { s.words & (1 << UInt32($0)) != 0 }
    }
    #expect(street("town of st helens") == [])
    #expect(street("des st jeannet") == [])
    #expect(street("main st london") == [0, 1])
    #expect(street("27 church st st helens") == [0, 1, 2])
    // Without the index, `st` after a name is always a street's.
    #expect(self.street("town of st helens").words == [0, 1, 2])
  }

  @Test func aStreetMustLieInSomething() {
    // Nothing but the street, or only a number after it: no street.
    #expect(street("fifth avenue").words == [])
    #expect(street("thoresby road 27").words == [])
    #expect(street("rue lepic").words == [])
    // A type first, with nothing before it, is a name's first word.
    #expect(street("st kilda").words == [])
    #expect(street("avenue").words == [])
  }

  @Test func thePlaceMayComeFirst() {
    func first(_ q: String) -> [Int] {
      let words = Normalizer.words(q)
      let s = StreetWords.placeFirst(words, partStarts: CandidateSearch.partStarts(of: q, words: words.count))
      return (0..<32).filter { s.words & (1 << UInt32($0)) != 0 }
    }
    // A type written before the name, after the place: the street runs to
    // the end, to a number, or to the end of its part.
    #expect(first("amiens rue du mal de lattre de tassigny") == [1, 2, 3, 4, 5, 6, 7])
    #expect(first("allau rue des moulins") == [1, 2, 3])
    #expect(first("torino via roma 12") == [1, 2])
    #expect(first("cormeil en parisis rue racine") == [3, 4])
    #expect(first("torino via roma, italia") == [1, 2])
    // Not a type with nothing after it, nor after numbers only; and not
    // what ``street`` reads, which finds no street here.
    #expect(first("amiens rue") == [])
    #expect(first("12 34 rue") == [])
    #expect(street("amiens rue du mal de lattre de tassigny").words == [])
  }

  /// A first part of a street and its house number, the place after it:
  /// the whole part; not a postcode's four digits or more, not a part with
  /// another number, not the last part.
  @Test func aFirstPartMayBeAStreetAndItsNumber() {
    func numbered(_ q: String) -> [Int] {
      let words = Normalizer.words(q)
      let s = StreetWords.numberedFirstPart(words, partStarts: CandidateSearch.partStarts(of: q, words: words.count))
      return (0..<32).filter { s.words & (1 << UInt32($0)) != 0 }
    }
    #expect(numbered("Gran Via 28, Madrid") == [0, 1, 2])
    #expect(numbered("Yehuda Hamaccabi 15, Tel aviv") == [0, 1, 2])
    #expect(numbered("Parchimer Allee 85b, Berlin") == [0, 1, 2])
    #expect(numbered("Paris 75008, France") == [])
    #expect(numbered("Flat 1207, Hill Ridge Villas") == [])
    #expect(numbered("Gran Via 28") == [])
    #expect(numbered("12 Gran Via 28, Madrid") == [])
    #expect(numbered("28, Madrid") == [])
  }

  @Test func numbersAreHouseNumbersAndPostcodes() {
    for w in ["27", "75008", "85b", "1g8", "d3"] { #expect(StreetWords.isNumber(Array(w.utf8)), "\(w)") }
    for w in ["16th", "k1n", "road", ""] { #expect(!StreetWords.isNumber(Array(w.utf8)), "\(w)") }
  }

  @Test func theTablesAreInNormalForm() {
    for w in StreetWords.after.union(StreetWords.before).union(StreetWords.endings) {
      #expect(Normalizer.normalize(String(decoding: w, as: UTF8.self)) == w, "\(String(decoding: w, as: UTF8.self))")
    }
  }

  @Test func commaPartsCountTheWordsBeforeThem() {
    #expect(CandidateSearch.partStarts(of: "a b, c, d e", words: 5) == [2, 3])
    #expect(CandidateSearch.partStarts(of: "a b c", words: 3) == [])
    #expect(CandidateSearch.partStarts(of: "a,, b", words: 2) == [1])
    // A dash with a space on each side parts as a comma does; a hyphen in
    // a word, or one space short, does not.
    #expect(CandidateSearch.partStarts(of: "93, avenue de la république - tours", words: 6) == [1, 5])
    #expect(CandidateSearch.partStarts(of: "a b – c", words: 3) == [2])
    #expect(CandidateSearch.partStarts(of: "saint-denis", words: 2) == [])
    #expect(CandidateSearch.partStarts(of: "a -b c", words: 3) == [])
    // Parts that do not add up to the query's words (cut at its limits):
    // none.
    #expect(CandidateSearch.partStarts(of: "a b, c", words: 2) == [])
  }
}

/// ``KoreanAddressForms/splitLevels(_:)``: an address whose levels were
/// written together.
@Suite struct KoreanSpacingTests {
  @Test func levelsRunTogetherAreSplitAfterTheirSuffixes() {
    #expect(KoreanAddressForms.splitLevels("강남구역삼동") == ["강남구", "역삼동"])
    #expect(KoreanAddressForms.splitLevels("서울특별시강남구역삼동") == ["서울특별시", "강남구", "역삼동"])
    // Between keys, a lone consonant ends the last level.
    #expect(KoreanAddressForms.splitLevels("서울강ㄴ") == ["서울", "강ㄴ"])
    #expect(KoreanAddressForms.splitLevels("강남구역삼ㄷ") == ["강남구", "역삼ㄷ"])
    #expect(KoreanAddressForms.splitLevels("분당구정ㅈ") == ["분당구", "정ㅈ"])
    #expect(KoreanAddressForms.splitLevels("강남ㄱ") == nil)
    #expect(KoreanAddressForms.splitLevels("강남구ㅇ역삼") == nil)
    #expect(KoreanAddressForms.splitLevels("경기도성남시") == ["경기도", "성남시"])
    // A 시도's everyday form, unless its own name goes on.
    #expect(KoreanAddressForms.splitLevels("부산해운대구우동") == ["부산", "해운대구", "우동"])
    #expect(KoreanAddressForms.splitLevels("대구광역시") == nil)
    #expect(KoreanAddressForms.splitLevels("광주광산구송산동") == ["광주", "광산구", "송산동"])
    #expect(KoreanAddressForms.splitLevels("경기도시흥시") == ["경기도", "시흥시"])
    // A metropolitan city's name never goes on with 도.
    #expect(KoreanAddressForms.splitLevels("인천도림동") == ["인천", "도림동"])
    #expect(KoreanAddressForms.splitLevels("경기도남동") == ["경기도", "남동"])
    #expect(KoreanAddressForms.splitLevels("정읍시상동") == ["정읍", "시상동"])
    #expect(KoreanAddressForms.splitLevels("정읍시상동", keepingPairs: true) == ["정읍시", "상동"])
    // A 시 with 구 in its everyday form before its 구, without 시.
    #expect(KoreanAddressForms.splitLevels("수원영통구") == ["수원", "영통구"])
    #expect(KoreanAddressForms.splitLevels("포항남구") == ["포항", "남구"])
    #expect(KoreanAddressForms.splitLevels("창원마산합포구") == ["창원", "마산합포구"])
    #expect(KoreanAddressForms.splitLevels("수원시영통구") == ["수원시", "영통구"])
    // Not before a digit, nor leaving one syllable.
    #expect(KoreanAddressForms.splitLevels("성동구성수동1가", keepingPairs: true) == ["성동구", "성수동1가"])
    #expect(KoreanAddressForms.splitLevels("동대문구") == nil)
    #expect(KoreanAddressForms.splitLevels("서울대") == nil)
    #expect(KoreanAddressForms.splitLevels("seoul") == nil)
  }

  /// The states before the two-syllable rule can split: the last level's
  /// first key or syllable, after levels that end in a suffix or a
  /// 시도's short form.
  @Test func aLastLevelOfOneKeySplitsOnlyWhenAsked() {
    #expect(KoreanAddressForms.splitLevels("강남구ㅇ") == nil)
    #expect(KoreanAddressForms.splitLevels("강남구ㅇ", lastOnItsWay: true) == ["강남구", "ㅇ"])
    #expect(KoreanAddressForms.splitLevels("서울강", lastOnItsWay: true) == ["서울", "강"])
    #expect(KoreanAddressForms.splitLevels("서울특별시강", lastOnItsWay: true) == ["서울특별시", "강"])
    #expect(KoreanAddressForms.splitLevels("부산해운대구욷", lastOnItsWay: true) == ["부산", "해운대구", "욷"])
    // Not after a name that is no level, nor before an office or a station.
    #expect(KoreanAddressForms.splitLevels("강남ㄱ", lastOnItsWay: true) == nil)
    #expect(KoreanAddressForms.splitLevels("강남구역삼", lastOnItsWay: true) == nil)
    #expect(KoreanAddressForms.splitLevels("강남구청", lastOnItsWay: true) == nil)
    #expect(KoreanAddressForms.splitLevels("대구역", lastOnItsWay: true) == nil)
    #expect(KoreanAddressForms.splitLevels("서울", lastOnItsWay: true) == nil)
  }
}
