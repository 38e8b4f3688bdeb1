import Testing

@testable import PlaceIndex

/// Korean addresses on the fixture: levels, short forms, hierarchies in any
/// order, roads with building numbers, ZIP codes, romanized names, reverse.
@Suite struct KoreanAddressTests {
  let index = Fixtures.index

  func top(_ q: String) -> Completion? { index.complete(q).first }

  @Test(arguments: [
    ("역삼동", "kr:11680101"), ("역삼", "kr:11680101"), ("강남구", "kr:11680"), ("강남", "kr:11680"),
    ("해운대", "kr:26350"), ("분당", "kr:41135"), ("판교", "kr:41135108"),
    ("서울특별시", "kr:11"), ("서울시", "kr:11"), ("경기", "kr:41"), ("강원도", "kr:42"),
    ("강원", "kr:42"),
    // Hierarchies, any order, any subset of levels.
    ("서울 강남구 역삼동", "kr:11680101"), ("강남구 역삼동", "kr:11680101"),
    ("역삼동 강남구", "kr:11680101"), ("서울특별시 역삼동", "kr:11680101"),
    ("부산 해운대구 우동", "kr:26350105"), ("성남시 분당구 판교동", "kr:41135108"),
    ("경기 성남시", "kr:41130"),
    // The smaller level first, the larger in its everyday form after it:
    // the area, not the roads or cinemas named like the larger through it;
    // the last word stays the target when the other names no area.
    ("역삼동 강남", "kr:11680101"), ("우동 해운대", "kr:26350105"), ("판교동 성남", "kr:41135108"),
    ("분당구 성남", "kr:41135"), ("ㄱㄴㄱ ㅇㅅㄷ", "kr:11680101"),
    // A whole area, then the next level's initials on the way: not the
    // places abroad or the roads whose initials the query starts read
    // whole (on the real data, see `KoreanTests`).
    ("서울 ㄱㄴ", "kr:11680"), ("강남구 ㅇㅅㄷ", "kr:11680101"), ("역삼동 테헤란로", "kr-road:11680:테헤란로"), ("강남구 역", "kr:11680101"),
    // Administrative-dong spellings.
    ("역삼1동", "kr:11680101"), ("역삼제2동", "kr:11680101"),
    // Roads, ZIP codes, jamo, initials, the other keyboard, romanized.
    ("테헤란로", "kr-road:11680:테헤란로"), ("강남구 테헤란로", "kr-road:11680:테헤란로"),
    // The road first, its areas after (as English orders them): the road,
    // not the 시군구 with the road left out.
    ("테헤란로 강남구 서울", "kr-road:11680:테헤란로"), ("테헤란로, 강남구, 서울특별시", "kr-road:11680:테헤란로"),
    ("테헤란로 152 어느빌딩", "kr-road:11680:테헤란로"), ("06236", "kr-zip:06236"),
    // In Latin letters, the areas after the building number qualify it.
    ("Teheran-ro 152, Gangnam-gu, Seoul", "kr-road:11680:테헤란로"),
    ("06236 테헤란로 152", "kr-road:11680:테헤란로"), ("테헤란로 152 06236", "kr-road:11680:테헤란로"),
    ("강남구 역삼동 테헤란로", "kr-road:11680:테헤란로"), ("대한민국 서울 역삼동", "kr:11680101"),
    // Numbered roads: lettered numbers, numbers in the middle, a road of a
    // 동 the boundaries lack.
    ("강남구 역삼로20가길 3", "kr-road:11680:역삼로20가길"), ("강남구 역삼로 20가길", "kr-road:11680:역삼로20가길"),
    ("서울 장평1로12길 5", "kr-road:11680:장평1로12길"), ("강남구 청라한내로161번길", "kr-road:11680:청라한내로161번길"),
    ("역사", "kr:11680101"), ("해운ㄷ", "kr:26350"), ("ㄱㄴㄱ", "kr:11680"), ("durtka", "kr:11680101"),
    ("Yeoksam-dong", "kr:11680101"), ("Gangnam-gu", "kr:11680"), ("Teheran-ro", "kr-road:11680:테헤란로"),
    ("인천공항", "airport:RKSI"), ("인천국제공항", "airport:RKSI"),
    // Levels written together, the last one key or syllable so far; an
    // area's office is the area.
    ("강남구ㅇ", "kr:11680101"), ("강남구시", "kr:11680107"), ("해운대구우", "kr:26350105"),
    ("서울강", "kr:11680"), ("서울특별시강", "kr:11680"), ("강남구청", "kr:11680"),
    // An area does not qualify itself: 서울 starts with ㅅ, and lies in no
    // 서울.
    ("서울 ㅅ", "kr:11680107"),
    // IME states that start no name, on the way to a station: the text a
    // key back, or a syllable back when it names a place whole.
    ("강남ㅇ", "kr:11680"), ("강남여", "kr:11680"), ("헤운대구ㅇ", "kr:26350"),
    // A 시군구 with another level's suffix, by its stem (분당시 is no
    // name; 해운대시 is 해운대구).
    ("분당시", "kr:41135"), ("해운대시", "kr:26350"),
    // (판교여 starts 판교역로 as typed: nothing taken back.)
    ("판교여", "kr-road:41135:판교역로"),
  ])
  func finds(_ query: String, _ id: String) {
    // By place: an area id (kr:11) may name a city merged with it.
    let found = index.complete(query)
    #expect(found.first?.place == index.place(id: id), "\(query): \(found.prefix(4).map(\.id))")
  }

  /// The address tier skips a target when the other units name areas
  /// apart (``CandidateSearch/constraintsCanMeet(_:)``). The claim, checked
  /// against every place of the fixture on seeded lists of the areas that
  /// random words name: when the check says the lists cannot meet, no
  /// place lies in an area of each.
  /// A number that ends the query after a road is its building's, and
  /// may be a numbered road's on its way: the road named whole with the
  /// building first, then the numbered roads the words start, without it;
  /// with the next part being typed (번, 가), the numbered roads only.
  /// A road's name ends in 로 or 길, told from its last bytes.
  @Test func aRoadNameByItsSuffix() {
    let road = { (w: String) in KoreanAddressForms.isRoadName(Array(w.utf8)) }
    #expect(road("테헤란로") && road("서강로9길") && road("로"))
    #expect(!road("역삼동") && !road("ro") && !road("") && !road("로1"))
  }

  @Test func aNumberAfterARoadMayStartANumberedRoad() throws {
    let found = index.complete("강남구 역삼로20")
    #expect(found.prefix(2).map(\.id) == ["kr-road:11680:역삼로", "kr-road:11680:역삼로20가길"])
    #expect(found.prefix(2).map(\.title) == ["역삼로 20", "역삼로20가길"])
    for q in ["강남구 역삼로20가", "강남구 역삼로 20 가", "역삼로20가"] {
      #expect(index.complete(q).first?.id == "kr-road:11680:역삼로20가길", "\(q)")
    }
    for q in ["강남구 청라한내로161번", "강남구 청라한내로161ㅂ", "강남구 청라한내로161번기"] {
      #expect(index.complete(q).first?.id == "kr-road:11680:청라한내로161번길", "\(q)")
    }
  }

  /// A syllable just begun after text that names no place whole is not
  /// taken back: `테헤란` only starts 테헤란로, so `테헤란여` finds nothing,
  /// where `테헤란ㅇ` shows 테헤란로 (the lone key back).
  @Test func aSyllableIsTakenBackOnlyToAWholeName() {
    #expect(index.complete("테헤란여").isEmpty)
    #expect(index.complete("테헤란ㅇ").first?.id == "kr-road:11680:테헤란로")
  }

  /// A ZIP code being typed after its areas lists the codes it starts
  /// there, as alone; the areas hold it (강남구's codes start with 06).
  @Test func aPostcodeOnItsWayAfterItsAreas() {
    #expect(index.complete("강남구 062").first?.id == "kr-zip:06236")
    #expect(index.complete("서울 강남구 0613").first?.id == "kr-zip:06134")
    #expect(index.complete("해운대구 480").first?.id == "kr-zip:48094")
    #expect(!index.complete("강남구 480").contains { $0.id == "kr-zip:48094" })
  }

  @Test func areasApartHoldNoPlace() {
    let search = CandidateSearch(index: index, options: CompletionOptions())
    let words = [
      "서울특별시", "서울", "강남구", "역삼동", "신사동", "부산", "해운대구", "우동", "경기도", "성남시", "분당구", "판교동",
      "강원도", "seoul", "busan", "gangnam-gu", "yeoksam-dong", "테헤란로",
    ].map { Normalizer.normalize($0) }
    var rng = SplitMix64(seed: 0xA2EA)
    var apart = 0
    for _ in 0..<300 {
      let lists = (0..<Int.random(in: 2...4, using: &rng)).map { _ in
        search.qualifyingAreas(words.randomElement(using: &rng)!)
      }.filter { !$0.isEmpty }
      guard !search.constraintsCanMeet(lists) else { continue }
      apart += 1
      for p in 0..<UInt32(index.count) {
        let inAll = lists.allSatisfy { list in list.contains { search.lies(p, in: $0) } }
        #expect(!inAll, "\(index.primaryName(of: PlaceHandle(rank: p))) lies in \(lists)")
      }
    }
    #expect(apart > 20)
  }

  @Test func aNeighbourhoodsRomanizationWrittenTogether() throws {
    // Yeoksam-dong as visitors write it: an exact name, not a typo of it.
    let together = try #require(top("yeoksamdong"))
    #expect(together.place == index.place(id: "kr:11680101"))
    #expect(together.tier == .exact)
    #expect(top("yeoksamd")?.place == index.place(id: "kr:11680101"))
  }

  @Test func titlesReadAsKoreanAddresses() throws {
    let dong = try #require(top("역삼동"))
    #expect(dong.title == "역삼동")
    #expect(dong.subtitle == "서울특별시 강남구")
    #expect(dong.kind == .neighbourhood)
    let road = try #require(top("테헤란로"))
    #expect(road.subtitle == "서울특별시 강남구 · 역삼동, 신사동")
    let zip = try #require(top("06236"))
    #expect(zip.title == "06236")
    #expect(zip.subtitle == "서울특별시 강남구 역삼동")
    let latin = try #require(top("Yeoksam-dong"))
    #expect(latin.title == "Yeoksam-dong")
    #expect(latin.subtitle == "Gangnam-gu, Seoul")
    let cinema = try #require(top("CGV 강남"))
    #expect(cinema.subtitle == "서울특별시 강남구 역삼동")
  }

  @Test func buildingNumbersCarryTheirPostcode() throws {
    let a = try #require(top("테헤란로 152"))
    #expect(a.title == "테헤란로 152")
    #expect(a.subtitle == "서울특별시 강남구 역삼동 · 06236")
    let b = try #require(top("테헤란로 7"))
    #expect(b.subtitle.hasSuffix("06134"))
    let c = try #require(top("강남구 테헤란로 160"))
    #expect(c.subtitle.hasSuffix("06134"))
  }

  @Test func resolveGivesTheChainAndTheApproximatePoint() throws {
    let road = try #require(index.place(id: "kr-road:11680:테헤란로"))
    let d = index.details(of: road)
    #expect(d.address?.areas == ["서울특별시", "강남구"])
    #expect(d.address?.postcodes == ["06236", "06134"])
    #expect(d.address?.approximateAt == "역삼동")
    let dong = try #require(index.place(id: "kr:11680101"))
    let b = try #require(index.details(of: dong).address?.bounds)
    #expect(b.south == 37.489 && b.north == 37.51)
    #expect(index.place(id: "kr-zip:06236").map { index.id(of: $0) } == "kr-zip:06236")
    #expect(index.place(id: "kr:99999") == nil)
    // A road with no 읍면동 of its own stands at its 시군구's point, and says so.
    let orphan = try #require(index.place(id: "kr-road:11680:청라한내로161번길"))
    #expect(index.details(of: orphan).address?.approximateAt == "강남구")
  }

  @Test func reverseGivesTheAreasSmallestFirst() {
    let r = index.reverse(Coordinate(latitude: 37.5, longitude: 127.03))
    // The fixture's Seoul is one place with 서울특별시: its GeoNames id.
    #expect(r.areas.map { index.id(of: $0) } == ["kr:11680101", "kr:11680", "geonames:1835848"])
    let pangyo = index.reverse(Coordinate(latitude: 37.39, longitude: 127.1))
    #expect(pangyo.areas.map { index.id(of: $0) } == ["kr:41135108", "kr:41135", "kr:41130", "kr:41"])
    // Just outside a boundary: the nearest area within the snapping distance.
    let near = index.reverse(Coordinate(latitude: 37.4889, longitude: 127.03))
    #expect(near.areas.first.map { index.id(of: $0) } == "kr:11680101")
    let paris = index.reverse(Coordinate(latitude: 48.85, longitude: 2.35))
    #expect(paris.areas.isEmpty)
    #expect(paris.nearestCity.map { index.id(of: $0.place) } == "geonames:2988507")
  }
}

@Suite struct KoreanAddressFormsTests {
  /// An administrative dong's one-digit number is kept for the legal dong
  /// that spells it (Jeju's 일도2동 is 일도이동, 삼도1동 삼도일동).
  @Test func anAdministrativeDongKeepsItsDigit() {
    let units = AddressUnits(Normalizer.words("제주시 일도2동"))
    #expect(units.words.map { String(decoding: $0, as: UTF8.self) } == ["제주시", "일도동"])
    #expect(units.dongNumbers[Array("일도동".utf8)] == "이")
    // Two numbers (상계3·4동) spell no name.
    #expect(AddressUnits(Normalizer.words("상계3.4동")).dongNumbers.isEmpty)
    #expect(AddressUnits.sinoKoreanDigit(Array("9".utf8)) == "구")
    #expect(AddressUnits.sinoKoreanDigit(Array("0".utf8)) == nil)
    #expect(AddressUnits.sinoKoreanDigit(Array("12".utf8)) == nil)
  }

  /// 번길 typed apart after its number is the numbered road's one word.
  @Test func beonGilTypedApart() {
    let units = AddressUnits(Normalizer.words("월드컵대로 316번 길 1"))
    #expect(units.words.map { String(decoding: $0, as: UTF8.self) } == ["월드컵대로 316 번길"])
    #expect(units.building == "1")
  }

  /// A road's name with each other road suffix: 대로, 로 and 길 mistaken
  /// for one another; nothing for a numbered road or a one-syllable name.
  @Test func otherRoadSuffixes() {
    func other(_ s: String) -> [String] {
      CandidateSearch.otherRoadSuffixes(of: Array(s.utf8)).map { String(decoding: $0, as: UTF8.self) }
    }
    #expect(other("금남대로") == ["금남로", "금남길"])
    #expect(other("우현길") == ["우현대로", "우현로"])
    #expect(other("황토고개로") == ["황토고개대로", "황토고개길"])
    #expect(other("중앙로12길") == [])
    #expect(other("대로") == [])
    #expect(other("역삼동") == [])
  }

  @Test func shortForms() {
    #expect(KoreanAddressForms.shortForms(of: "강남구") == ["강남"])
    #expect(KoreanAddressForms.shortForms(of: "중구") == [])
    // A 구 named for its side of a place, by the place's name too; not a
    // stem of one syllable (강서구 is 강서 only).
    #expect(KoreanAddressForms.shortForms(of: "일산동구") == ["일산동", "일산"])
    #expect(KoreanAddressForms.shortForms(of: "강서구") == ["강서"])
    #expect(KoreanAddressForms.shortForms(of: "성수동1가") == ["성수동", "성수"])
    #expect(KoreanAddressForms.shortForms(of: "서울특별시", isProvince: true) == ["서울", "서울시"])
    #expect(KoreanAddressForms.shortForms(of: "경상북도", isProvince: true) == ["경상북", "경북"])
    #expect(KoreanAddressForms.shortForms(of: "제주특별자치도", isProvince: true) == ["제주", "제주도"])
  }

  @Test func numberedGaBase() {
    #expect(KoreanAddressForms.numberedGaBase(of: "명동1가") == "명동")
    #expect(KoreanAddressForms.numberedGaBase(of: "성수동2가") == "성수동")
    #expect(KoreanAddressForms.numberedGaBase(of: "종로1가") == "종로")
    #expect(KoreanAddressForms.numberedGaBase(of: "남포동10가") == "남포동")
    // A base of one syllable names nothing on its own; other names have none.
    #expect(KoreanAddressForms.numberedGaBase(of: "중1가") == nil)
    #expect(KoreanAddressForms.numberedGaBase(of: "역삼동") == nil)
    #expect(KoreanAddressForms.numberedGaBase(of: "1가") == nil)
    #expect(KoreanAddressForms.numberedGaBase(of: "가") == nil)
    #expect(KoreanAddressForms.numberedGaBase(of: "명동가") == nil)
  }

  @Test func formerRi() {
    #expect(KoreanAddressForms.formerRi(of: "청량리동") == "청량리")
    #expect(KoreanAddressForms.formerRi(of: "염리동") == "염리")
    #expect(KoreanAddressForms.formerRi(of: "리동") == nil)
    #expect(KoreanAddressForms.formerRi(of: "역삼동") == nil)
    #expect(KoreanAddressForms.formerRi(of: "청량리") == nil)
    #expect(KoreanAddressForms.formerRi(of: "A리동") == nil)
  }

  @Test func everydayRi() {
    #expect(KoreanAddressForms.everydayRi(of: "미아동") == "미아리")
    #expect(KoreanAddressForms.everydayRi(of: "송정동") == "송정리")
    #expect(KoreanAddressForms.everydayRi(of: "상왕십리동") == "왕십리")
    #expect(KoreanAddressForms.everydayRi(of: "하왕십리동") == "왕십리")
    // A stem of one syllable, or of four, names no 리; a stem in 리 is
    // ``formerRi``'s; only a 동's name.
    #expect(KoreanAddressForms.everydayRi(of: "중동") == nil)
    #expect(KoreanAddressForms.everydayRi(of: "청운효자동") == nil)
    #expect(KoreanAddressForms.everydayRi(of: "청량리동") == nil)
    #expect(KoreanAddressForms.everydayRi(of: "역삼로") == nil)
    #expect(KoreanAddressForms.everydayRi(of: "명동1가") == nil)
  }

  @Test func romanized() {
    #expect(KoreanAddressForms.romanized("역삼동") == "Yeoksam-dong")
    #expect(KoreanAddressForms.romanized("강남구") == "Gangnam-gu")
    #expect(KoreanAddressForms.romanized("테헤란로") == "Teheran-ro")
    #expect(KoreanAddressForms.romanized("성수동1가") == "Seongsu-dong 1-ga")
    #expect(KoreanAddressForms.romanized("시민로122번길") == "Simin-ro 122beon-gil")
    #expect(KoreanAddressForms.romanized("강남대로") == "Gangnam-daero")
    #expect(KoreanAddressForms.romanized("해운대로", placeNames: ["해운대"]) == "Haeundae-ro")
    #expect(KoreanAddressForms.romanized("강남대로", placeNames: ["해운대", "강남"]) == "Gangnam-daero")
  }

  @Test func romanizedStem() {
    #expect(KoreanAddressForms.romanizedStem(of: "송도동") == "Songdo")
    #expect(KoreanAddressForms.romanizedStem(of: "압구정동") == "Apgujeong")
    #expect(KoreanAddressForms.romanizedStem(of: "동탄면") == "Dongtan")
    #expect(KoreanAddressForms.romanizedStem(of: "조치원읍") == "Jochiwon")
    // A stem of one syllable is no name; a 리, a 가 or a number is not a 읍면동's stem.
    #expect(KoreanAddressForms.romanizedStem(of: "중동") == nil)
    #expect(KoreanAddressForms.romanizedStem(of: "송도리") == nil)
    #expect(KoreanAddressForms.romanizedStem(of: "명동1가") == nil)
    #expect(KoreanAddressForms.romanizedStem(of: "역삼1동") == nil)
    // A 시군구's, by its own levels.
    #expect(KoreanAddressForms.romanizedStem(of: "송파구", level: 2) == "Songpa")
    #expect(KoreanAddressForms.romanizedStem(of: "해운대구", level: 2) == "Haeundae")
    #expect(KoreanAddressForms.romanizedStem(of: "성남시", level: 2) == "Seongnam")
    #expect(KoreanAddressForms.romanizedStem(of: "가평군", level: 2) == "Gapyeong")
    #expect(KoreanAddressForms.romanizedStem(of: "중구", level: 2) == nil)
    #expect(KoreanAddressForms.romanizedStem(of: "송파구") == nil)
    #expect(KoreanAddressForms.romanizedStem(of: "송도동", level: 2) == nil)
  }

  /// A 읍면동 is found by its romanized stem as a whole romanization (an
  /// exact match; before, a prefix of Yeoksam-dong).
  @Test func aNeighbourhoodByItsRomanizedStem() throws {
    let found = Fixtures.index.complete("yeoksam")
    #expect(found.first?.id == "kr:11680101")
    #expect(found.first?.explanation.tier == .exact)
  }

  @Test func buildingRuns() {
    let zips = ["06236", "06134"]
    #expect(BuildingNumbers.postcode(of: 1, runs: BuildingNumbers.runs("1:1,152:0,160:1")!, zips: zips) == "06134")
    #expect(BuildingNumbers.postcode(of: 155, runs: BuildingNumbers.runs("1:1,152:0,160:1")!, zips: zips) == "06236")
    #expect(BuildingNumbers.postcode(of: 999, runs: BuildingNumbers.runs("1:1,152:0,160:1")!, zips: zips) == "06134")
    #expect(BuildingNumbers.postcode(of: 5, runs: BuildingNumbers.runs("9:0")!, zips: zips) == "06236")
    #expect(BuildingNumbers.postcode(of: 5, runs: BuildingNumbers.runs("1:7")!, zips: zips) == nil)
    // Malformed runs are refused when the data is read, not guessed at.
    #expect(BuildingNumbers.runs("1:1,x:0") == nil)
    #expect(BuildingNumbers.runs("5:0,2:1") == nil)
    #expect(BuildingNumbers.zip(6236) == "06236" && BuildingNumbers.zip(63517) == "63517")
  }
}

/// The grid lookup against a scan of every area, on random polygons.
@Suite struct BoundaryViewTests {
  @Test(arguments: [1, 2, 3] as [UInt64])
  func gridMatchesAScan(_ seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    var boundaries: [KoreanAddressReader.Boundary] = []
    var levels: [String: Int] = [:]
    for n in 0..<60 {
      // A star-shaped ring around a random centre, some with a hole.
      let cy = Int32.random(in: 3_400_000...3_800_000, using: &rng)
      let cx = Int32.random(in: 12_600_000...12_900_000, using: &rng)
      func star(_ radius: ClosedRange<Double>) -> [(Int32, Int32)] {
        let k = Int.random(in: 3...12, using: &rng)
        return (0..<k).map { i in
          let a = Double(i) / Double(k) * 2 * .pi
          let r = Double.random(in: radius, using: &rng)
          return (cy + Int32(r * sinApprox(a)), cx + Int32(r * cosApprox(a)))
        }
      }
      var rings = [star(2_000...40_000)]
      if n % 4 == 0 { rings.append(star(200...900)) }
      boundaries.append(.init(code: "\(n)", rings: rings))
      levels["\(n)"] = n % 3 == 0 ? 4 : 3
    }
    let layout = BoundaryLayout(boundaries, levels: levels)
    let view = layout.view
    for _ in 0..<2_000 {
      let lat = Double.random(in: 33.8...38.2, using: &rng)
      let lon = Double.random(in: 125.8...129.2, using: &rng)
      let y = Int32((lat * 1e5).rounded())
      let x = Int32((lon * 1e5).rounded())
      // The scan: every row; the first level-3 row that holds the point,
      // and every level-4 row that does.
      let holding = (0..<view.rowCount).filter { view.contains($0, y, x) }
      let neighbourhood = holding.first { view.level[$0] == 3 }
      let villages = holding.filter { view.level[$0] == 4 }
      let found = view.locate(latitude: lat, longitude: lon)
      #expect(Set(found?.villages ?? []) == Set(villages), "\(lat),\(lon)")
      if let neighbourhood {
        #expect(found?.neighbourhood == neighbourhood, "\(lat),\(lon)")
      } else if let n = found?.neighbourhood {
        // Outside every level-3 ring: one within the snapping distance.
        #expect(view.level[n] == 3)
        #expect(view.edgeDistanceSquared(n, y, x, cosLatitude: cosDegrees(lat)) <= 270 * 270)
      }
    }
  }
}

private func sinApprox(_ a: Double) -> Double { cosApprox(a - .pi / 2) }
private func cosApprox(_ a: Double) -> Double { cosDegrees(a * 180 / .pi) }
