import Testing

@testable import PlaceIndex

@Suite struct CompletionTests {
  let index = Fixtures.index

  func top(_ q: String, _ options: CompletionOptions = .init()) -> Completion? {
    index.complete(q, options: options).first
  }

  @Test func prefixFindsTheCity() throws {
    let c = try #require(top("seou"))
    #expect(c.id == "geonames:1835848")
    #expect(c.title == "Seoul")
    // Seoul is one place with its 시도 서울특별시: no region above it.
    #expect(c.subtitle == "South Korea")
    #expect(c.titleHighlights == [HighlightRange(location: 0, length: 4)])
    #expect(c.coordinate == Coordinate(latitude: 37.566, longitude: 126.9784))
    #expect(c.countryCode == "KR")
  }

  @Test func thePresentationIsMadeOnceWhenFirstRead() async throws {
    let results = index.complete("seou", options: CompletionOptions(limit: 3))
    let c = try #require(results.first)
    // (Read into locals: the cache is not copyable, and `#expect` copies.)
    let madeByQuery = c.context.presentations.isMade(0)
    #expect(!madeByQuery)  // not by the query itself
    let title = c.title
    let made = (c.context.presentations.isMade(0), c.context.presentations.isMade(1))
    #expect(made.0 && !made.1)
    // Every read, and every copy, gives the one made first; and it is what
    // the index makes of the completion.
    let copy = c
    #expect(copy.presentation == index.presentation(of: c))
    #expect(title == c.presentation.title && c.subtitle == index.presentation(of: c).subtitle)
    // Read from many tasks at once: the same answers (the cache holds a lock).
    let all = await withTaskGroup(of: [String].self) { group in
      for _ in 0..<8 { group.addTask { results.map { $0.title + "|" + $0.subtitle } } }
      var out: [[String]] = []
      for await r in group { out.append(r) }
      return out
    }
    #expect(Set(all).count == 1 && all[0] == results.map { index.presentation(of: $0).title + "|" + index.presentation(of: $0).subtitle })
  }

  @Test func otherScriptNameBecomesTheTitle() throws {
    let c = try #require(top("서울"))
    #expect(c.id == "geonames:1835848")
    // The Korean title of a city that is a 시도 is the 시도's name.
    #expect(c.title == "서울특별시")
    #expect(c.subtitle == "대한민국")
    #expect(c.titleHighlights == [HighlightRange(location: 0, length: 2)])
    #expect(c.tier == .exact)
  }

  @Test(arguments: ["new yo", "york new", "New York", "nueva york", "NYC"])
  func newYork(_ q: String) throws {
    #expect(try #require(top(q)).id == "geonames:5128581")
  }

  @Test func exactNameBeforeWordPrefix() {
    let ids = index.complete("york").map(\.id)
    #expect(ids.prefix(2) == ["geonames:2633352", "geonames:5128581"])
  }

  @Test(arguments: ["zurich", "zürich", "ZÜRICH", "Zu\u{0308}rich"])
  func diacriticsFold(_ q: String) throws {
    #expect(try #require(top(q)).id == "geonames:2657896")
  }

  @Test func airportByCode() throws {
    let c = try #require(top("icn"))
    #expect(c.id == "airport:RKSI")
    #expect(c.title == "Incheon International Airport (ICN)")
    #expect(c.subtitle == "Incheon, South Korea")
    #expect(c.titleHighlights == [HighlightRange(location: 31, length: 3)])
  }

  @Test func airportServesCityWithinReach() throws {
    #expect(try #require(top("jfk")).subtitle == "New York, United States")
  }

  @Test func codesDoNotCompleteAsPrefixes() {
    #expect(!index.complete("ic").contains { $0.id == "airport:RKSI" })
  }

  @Test(arguments: ["CGV 강남", "강남 CGV", "cgv gangnam", "CGV Gang"])
  func cinemaBrandAndBranch(_ q: String) throws {
    #expect(try #require(top(q)).id == "cinema:cgv-gangnam")
  }

  /// A branch with 점, a brand with a station or an area, a word for
  /// cinemas: the cinema-by-area tier (`CinemaByAreaTier.swift`).
  @Test(arguments: [
    ("CGV 강남점", "cinema:cgv-gangnam"), ("강남점", "cinema:cgv-gangnam"), ("CGV 강남역", "cinema:cgv-gangnam"),
    ("메가박스 코엑스점", "cinema:megabox-coex"), ("코엑스 영화관", "cinema:megabox-coex"),
    // 메가박스 강남 lies in 역삼동's box; 코엑스 is 2.4 km from its point.
    ("메가박스 역삼동", "cinema:megabox-gangnam"), ("역삼동 메가박스", "cinema:megabox-gangnam"),
    ("메가박스 역삼역", "cinema:megabox-gangnam"), ("megabox yeoksam", "cinema:megabox-gangnam"),
    ("CGV 강남ㅇ", "cinema:cgv-gangnam"), ("메가박스 코엑스몰", "cinema:megabox-coex"),
  ])
  func cinemaByBranchStationOrArea(_ q: String, _ expected: String) throws {
    #expect(try #require(top(q)).id == expected)
  }

  /// A brand and its branch or area with a word that names neither (a
  /// screen, parking): the branch, that word left out at its cost.
  @Test(arguments: [
    ("메가박스 역삼역 4DX", "cinema:megabox-gangnam"), ("메가박스 강남점 주차", "cinema:megabox-gangnam"),
    ("메가박스 코엑스 돌비시네마", "cinema:megabox-coex"), ("강남 CGV 주차", "cinema:cgv-gangnam"),
    ("megabox yeoksam imax", "cinema:megabox-gangnam"),
  ])
  func cinemaBranchWithStrayWords(_ q: String, _ expected: String) throws {
    let c = try #require(top(q))
    #expect(c.id == expected)
    #expect(c.unmatchedWords.count == 1, "\(c.unmatchedWords)")
  }

  /// After a word for cinemas alone, no shorter run of the other words is
  /// tried: `cinema st pol sur ternoise` is a cinema the data lacks, not
  /// one whose name has a word starting with St.
  @Test func aWordForCinemasWithAnUnknownTownFindsNoCinema() {
    #expect(!index.complete("cinema st pol sur ternoise").contains { $0.kind == .cinema })
  }

  /// A station, which the data lacks, by the place it is named after; an
  /// airport's terminal by the airport.
  @Test(arguments: [
    ("강남역", "kr:11680"), ("역삼역", "kr:11680101"), ("서울 강남역", "kr:11680"),
    ("incheon airport terminal 2", "airport:RKSI"), ("incheon t1", "airport:RKSI"),
  ])
  func stationsAndTerminals(_ q: String, _ expected: String) throws {
    let c = try #require(top(q))
    #expect(c.id == expected)
    if q.hasSuffix("역") { #expect(c.explanation.reading == "station") }
  }

  @Test func terminalWordsAndOrdinals() {
    for w in ["터미널", "여객터미널", "t1", "T2", "terminal", "국내선"] {
      #expect(CandidateSearch.isTerminalWord(Normalizer.normalize(w)), "\(w)")
    }
    // 제2터미널 is three words (digits start one): an ordinal and a terminal.
    let words = Normalizer.words("제2터미널")
    #expect(words.count == 3 && words.filter(CandidateSearch.isTerminalWord).count == 1)
    #expect(words.filter { !CandidateSearch.isTerminalWord($0) }.allSatisfy(CandidateSearch.isOrdinal))
    for w in ["t", "tower", "제주", "인천"] { #expect(!CandidateSearch.isTerminalWord(Normalizer.normalize(w)), "\(w)") }
    #expect(CandidateSearch.isOrdinal(Array("제2".utf8)) && CandidateSearch.isOrdinal(Array("2".utf8)))
    #expect(!CandidateSearch.isOrdinal(Array("제주".utf8)))
  }

  @Test func aWordForCinemasAloneListsEveryCinema() {
    for q in ["영화관", "극장"] {
      let found = index.complete(q)
      #expect(Set(found.map(\.id)) == ["cinema:cgv-gangnam", "cinema:megabox-gangnam", "cinema:megabox-coex"], "\(q)")
    }
    // A Latin query shows a cinema's Latin name.
    #expect(index.complete("megabox yeoksam").first?.title == "Megabox Gangnam")
  }

  @Test func branchSuffixesComeOffHangulWordsOnly() {
    func cut(_ s: String) -> String? {
      CandidateSearch.withoutBranchSuffix(Array(s.utf8)).map { String(decoding: $0, as: UTF8.self) }
    }
    #expect(cut("강남점") == "강남" && cut("잠실역") == "잠실" && cut("코엑스점") == "코엑스")
    // The IME's states on the way to 역 and 점.
    #expect(cut("강남ㅇ") == "강남" && cut("강남여") == "강남" && cut("코엑스저") == "코엑스")
    #expect(cut("역") == nil && cut("점") == nil && cut("강남") == nil && cut("ab역") == nil)
    #expect(GazetteerAssembler.brandAndBranch(name: "CGV 강남", brand: "CGV").contains("CGV 강남점"))
    #expect(!GazetteerAssembler.brandAndBranch(name: "Megabox COEX", brand: "Megabox").contains { $0.hasSuffix("점") })
  }

  @Test func aBranchNamedAfterItsAreaGoesByTheRest() {
    // A branch named after its area and more: the more, as a branch.
    let rest = GazetteerAssembler.branchesAfterArea(
      name: "CGV 용산아이파크몰", brand: "CGV", areaNames: ["용산구", "한강로3가"])
    #expect(rest.contains("아이파크몰") && rest.contains("CGV 아이파크몰") && rest.contains("씨지브이아이파크몰"))
    #expect(!rest.contains { $0.contains("용산") })
    // Not a branch that is only its area, nor one named after another.
    #expect(GazetteerAssembler.branchesAfterArea(name: "CGV 명동", brand: "CGV", areaNames: ["중구", "명동2가"]).isEmpty)
    #expect(GazetteerAssembler.branchesAfterArea(name: "CGV 압구정신관", brand: "CGV", areaNames: ["강남구", "신사동"]).isEmpty)
  }

  @Test func englishCinemaNameShowsKoreanNameInSubtitle() throws {
    let c = try #require(top("megabox coex"))
    #expect(c.id == "cinema:megabox-coex")
    #expect(c.title == "Megabox COEX")
    #expect(c.subtitle == "메가박스 코엑스 · Cinema · Seoul, South Korea")
  }

  @Test(arguments: ["대한민국", "韓国", "south korea", "KOR"])
  func countryInOtherLanguages(_ q: String) throws {
    let c = try #require(top(q))
    #expect(c.kind == .country)
    #expect(c.countryCode == "KR")
  }

  @Test func sharedNamesDifferBySubtitle() {
    let springfields = index.complete("springfield").filter { $0.title == "Springfield" }
    #expect(springfields.count == 2)
    #expect(Set(springfields.map(\.subtitle)) == ["Massachusetts, United States", "Illinois, United States"])
  }

  /// The fixture lists Springfield, Massachusetts twice (two ids 1 km
  /// apart, as GeoNames sometimes does): it is shown once.
  @Test func theSamePlaceTwiceIsShownOnce() {
    let ma = index.complete("springfield").filter { $0.subtitle.hasPrefix("Massachusetts") }
    #expect(ma.count == 1)
    #expect(ma.first?.id == "geonames:4951788")
  }

  /// Twin cities across a border are two places, however close: the
  /// fixture's two Kansas Cities are 4 km apart, in Kansas and Missouri.
  @Test func twinCitiesInTwoRegionsAreBothShown() {
    let twins = index.complete("kansas city").filter { $0.title == "Kansas City" }
    #expect(Set(twins.map(\.id)) == ["geonames:4273837", "geonames:4393217"])
    #expect(Set(twins.map(\.subtitle)) == ["Kansas, United States", "Missouri, United States"])
  }

  /// A Korean area, road or ZIP code has a code of its own, so two never
  /// are one place: the fixture's two 판교역로 (of 성남시 and of 분당구) lie
  /// at the same point.
  @Test func roadsOfTwoDistrictsAreBothShown() {
    let roads = index.complete("판교역로").filter { $0.kind == .road }
    #expect(Set(roads.map(\.id)) == ["kr-road:41130:판교역로", "kr-road:41135:판교역로"])
  }

  @Test func aPlaceAppearsOnce() {
    // Seoul matches through Seoul, Seúl, Sŏul; it is listed once.
    let ids = index.complete("s").map(\.id)
    #expect(ids.count == Set(ids).count)
    #expect(ids.first == "geonames:1835848")
  }

  @Test func importanceOrdersATier() {
    #expect(index.complete("paris").map(\.id).prefix(2) == ["geonames:2988507", "geonames:4717560"])
  }

  @Test func locationBiasPrefersTheNearOne() {
    let dallas = Coordinate(latitude: 32.78, longitude: -96.8)
    #expect(top("paris", CompletionOptions(near: dallas))?.id == "geonames:4717560")
  }

  @Test func filters() {
    #expect(index.complete("s", options: CompletionOptions(kinds: .pointsOfInterest)).allSatisfy { $0.kind.isPointOfInterest })
    #expect(index.complete("springfield", options: CompletionOptions(countryCode: "kr")).isEmpty)
    #expect(index.complete("paris", options: CompletionOptions(countryCode: "us")).map(\.id) == ["geonames:4717560"])
    #expect(index.complete("seoul", options: CompletionOptions(limit: 1)).count == 1)
  }

  @Test func nothingMatches() {
    #expect(index.complete("qqqzzz").isEmpty)
    #expect(index.complete("").isEmpty)
    #expect(index.complete("!!").isEmpty)
  }

  @Test func nonPopulatedFeaturesAreSkipped() {
    #expect(index.complete("mount nowhere").isEmpty)
  }

  @Test func regionsAreSearchable() throws {
    let c = try #require(top("massachusetts"))
    #expect(c.kind == .region)
    #expect(c.id == "region:US.MA")
    #expect(c.subtitle == "Region · United States")
  }

  /// A region by its names in other languages (`regionNames.txt`): as an
  /// alternate name, and its Korean one as its title in Korean.
  @Test func regionsByTheirOtherNames() throws {
    let c = try #require(top("일리노이"))
    #expect(c.id == "region:US.IL")
    #expect(c.explanation.penalty >= RankingWeights().alternatePenalty)
    var ko = CompletionOptions()
    ko.language = .korean
    #expect(index.complete("illinois", options: ko).first?.title == "일리노이")
    #expect(index.complete("zurich kanton").first?.id == "region:CH.25")
  }
}
