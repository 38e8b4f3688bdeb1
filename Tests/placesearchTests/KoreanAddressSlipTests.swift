import Testing

@testable import PlaceIndex

/// Korean addresses on the bundled data written a little off: a 읍면동's
/// name a jamo off beside its 시군구, a lot between a romanized area and
/// the areas that hold it, a ZIP code in brackets.
@Suite struct KoreanAddressSlipTests {
  func ids(_ q: String, limit: Int = 1) -> [String] {
    var o = CompletionOptions()
    o.limit = limit
    return KoreanTests.index.complete(q, options: o).map(\.id)
  }

  func top(_ q: String) -> PlaceHandle? {
    KoreanTests.index.complete(q, options: CompletionOptions(limit: 1)).first?.place
  }

  func place(_ id: String) -> PlaceHandle? { KoreanTests.index.place(id: id) }

  /// A place typed whole, then the area above it on its way through the
  /// IME: the place of that area, not the roads inside it named after it.
  @Test func theParentOnItsWay() {
    #expect(ids("신길동 영드") == ["kr:11560132"])  // 영등포구 (not 영등포로)
    #expect(ids("봉곡동 짅") == ["kr:48170113"])  // 진주시
    #expect(ids("태평동 성") == ["kr:41131102"])  // 성남시 (not 성남대로)
    #expect(ids("영월군 강워").first.map { ["kr:42750", "geonames:1832257"].contains($0) } == true)
    // The forward reading where no area above starts so: 역삼동 of 강남구.
    #expect(ids("강남구 역") == ["kr:11680101"])
    // The keystrokes start an area above, and only above.
    let index = KoreanTests.index
    let search = CandidateSearch(index: index, options: CompletionOptions())
    let sinchon = [place("kr:11560132")!.rank]
    #expect(search.areasAbove(sinchon, onTheWayTo: Array("영드".utf8)) == [place("kr:11560")!.rank])
    #expect(search.areasAbove(sinchon, onTheWayTo: Array("ㅇ".utf8)).isEmpty)
    #expect(search.areasAbove(sinchon, onTheWayTo: Array("영등포구".utf8)).isEmpty)
    #expect(search.areasAbove(sinchon, onTheWayTo: Array("ydd".utf8)).isEmpty)
  }

  /// A 읍면동's final left apart from its syllable (the same keys the IME
  /// joins): the 읍면동, inside the areas before it or alone.
  @Test func aFinalLeftApart() {
    #expect(ids("대전 서구 가수워ㄴ동") == ["kr:30170114"])
    #expect(ids("충북 옥천군 처ㅇ산면") == ["kr:43730350"])
    #expect(ids("가수워ㄴ동") == ["kr:30170114"])
    // A bare consonant may be a skipped syllable's initial: still 의정부.
    #expect(ids("의ㅈ부시") == ["geonames:1833788"])
    let joined = { (s: String) in Hangul.withLooseFinalsJoined(Array(s.utf8)).map { String(decoding: $0, as: UTF8.self) } }
    #expect(joined("가수워ㄴ동") == "가수원동")
    #expect(joined("달ㄱ동") == "닭동")  // ㄹ and ㄱ: a double final
    #expect(joined("서ㅇ") == nil)  // last: a syllable being typed
    #expect(joined("ㄱ동") == nil)  // nothing before it to end
    #expect(joined("가ㄸ동") == nil)  // ㄸ ends no syllable
  }

  /// The areas after a road's building number, as a form's last line
  /// puts them: they qualify the road (진천군 has a 송강로 too).
  @Test func areasAfterTheBuildingNumber() {
    #expect(ids("송강로 2, 대전광역시") == ["kr-road:30200:송강로"])
    #expect(ids("송강로 2 대전") == ["kr-road:30200:송강로"])
    #expect(ids("테헤란로 152 강남파이낸스센터") == ["kr-road:11680:테헤란로"])
    let words = { (s: String) in Normalizer.normalize(s).split(separator: 0x20).map(Array.init)[...] }
    #expect(AddressUnits.areasAfterBuilding(words("대전광역시 유성구")) == Array(words("대전광역시 유성구")))
    #expect(AddressUnits.areasAfterBuilding(words("래미안 101동")) == nil)
    #expect(AddressUnits.areasAfterBuilding(words("강남파이낸스센터")) == nil)
  }

  /// A 읍면동's name a jamo off, after the 시군구 that holds it: the one
  /// of that 시군구 (화순군 has a 동면, 태안군 a 남면, 양양군 a 서면).
  @Test func aUnitAJamoOffInsideItsDistrict() {
    #expect(top("화순군 덩면") == place("kr:46790420"))
    #expect(top("태안군 냠면") == place("kr:44825320"))
    #expect(top("양양군 사면") == place("kr:42830310"))
    #expect(top("강남구 엮삼동") == place("kr:11680101"))
    // The name as typed, where it is one, stays: 사동 of 안산 is no typo.
    #expect(top("안산시 사동") == place("kr:41271103"))
  }

  /// A lot number after a romanized 동 or 리, then the areas that hold
  /// it, as English orders an address: the 동 or 리 of those areas.
  @Test func aLotBeforeTheAreasInEnglishOrder() {
    #expect(ids("Geumgok-dong 20-2, Buk-gu, Gwangju") == ["kr:29170120"])
    #expect(ids("Sangwon-ri 405, Anui-myeon, Hamyang-gun, Gyeongsangnam-do") == ["kr:4887036033"])
    #expect(ids("Sangwon-ri San 405, Anui-myeon, Hamyang-gun") == ["kr:4887036033"])
    // In Hangul what follows a lot is its building, left out as before.
    #expect(ids("역삼동 737 래미안") == ["kr:11680101"])
  }

  /// A ZIP code alone in brackets, as order forms print it, is the ZIP
  /// code first, as it is bare.
  @Test func aBracketedZipCodeAlone() {
    #expect(ids("(44056)") == ["kr-zip:44056"])
    #expect(ids("[06236]") == ["kr-zip:06236"])
    #expect(ids("【06236】") == ["kr-zip:06236"])
    #expect(ids("44056") == ["kr-zip:44056"])
  }

  /// A lettered road's part or 안길 on its way after its number, the
  /// areas before it: only where the road has that part.
  @Test func aLetteredRoadPartOnItsWay() {
    #expect(ids("서울 구로구 구로중앙로27각") == ["kr-road:11530:구로중앙로27가길"])
    #expect(ids("서울 동작구 성대로6ㅈ") == ["kr-road:11590:성대로6자길"])
    #expect(ids("충북 제천시 오미로13안") == ["kr-road:43150:오미로13안길"])
    // Building 152, a word to follow: no 테헤란로152안길.
    #expect(ids("서울 강남구 테헤란로 152 ㅇ") == ["kr-road:11680:테헤란로"])
    #expect(AddressUnits.letteredPartsOnTheirWay[Array("작".utf8)] == [Array("자길".utf8)])
  }

  /// A space typed inside a name after its area.
  @Test func aSpaceInsideAName() {
    #expect(ids("서울 서 초구") == ["kr:11650"])
    #expect(ids("경기도 하 남시").first.map { ["kr:41450", "geonames:1897007"].contains($0) } == true)
    #expect(ids("울진군 기 성면") == ["kr:47930350"])
    // A lone suffix apart still reads as before.
    #expect(ids("서울 강남 구") == ["kr:11680"])
  }

  /// A 시군구 a jamo off after its 시도; not one on its way to a name.
  @Test func aDistrictAJamoOff() {
    #expect(ids("대구 덩구") == ["kr:27140"])  // 동구
    #expect(ids("인천 써구") == ["kr:28260"])  // 서구, Shift held
    #expect(ids("울산 뿍구") == ["kr:31200"])  // 북구
    #expect(ids("대구시 달성구") == ["kr:27710"])  // 달성군 being typed
  }
}

/// Roads written as they are said, addresses after a form's label, and a
/// lot before the 읍 or 면 that holds its 리.
@Suite struct SpokenAndPastedAddressTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  @Test func aRoadWrittenAsItIsSaid() {
    #expect(top("경주시 뱅뉼로 60") == "kr-road:47130:백률로")
    #expect(top("남양주시 부칸강로 25") == "kr-road:41360:북한강로")
    #expect(top("부칸산로") == "kr-road:11380:북한산로")
  }

  @Test func theAddressAfterItsLabel() {
    #expect(top("이름: 홍길동 / 연락처: 010-1234-5678 / 주소: 서울 강남구 테헤란로 152 1203호") == "kr-road:11680:테헤란로")
    #expect(top("도로명: 대구광역시 수성구 지산로9길 5 / 지번: 지산동 363-27") == "kr-road:27260:지산로9길")
  }

  @Test func aLotThenTheAreaAboveIt() {
    #expect(top("하회리 12, 풍천면") == "kr:4717034033")
    #expect(top("옥정리 307 춘산면") == "kr:4773035029")
  }
}
