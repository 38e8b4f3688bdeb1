import Testing

@testable import PlaceIndex

/// Ways Korean users write a name that the data writes otherwise: glued
/// where it has spaces, by its everyday name, with initials among the
/// syllables of an area, Latin in the Korean keyboard mode, a brand in two
/// words before a mistyped branch.
@Suite struct GluedNameTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  /// A name the data writes in words, typed as one word, whole or on its
  /// way (the last syllable mid-IME).
  @Test func aNameWrittenInWordsTypedAsOne() {
    #expect(top("남아프리카공화국") == "geonames:953987")
    #expect(top("남아프리카공화구") == "geonames:953987")
    #expect(top("체코공화국") == "geonames:3077311")
    #expect(top("체코공") == "geonames:3077311")
    #expect(top("보스니아헤르체고비나") == "geonames:3277605")
    // With another word after it.
    #expect(top("남아프리카공화국 케이프타운") == "geonames:3369157")
  }

  /// The spacing comes from the names: a word no spacing of which starts
  /// a name is left alone, and one that starts a name as typed is not
  /// spaced.
  @Test func onlyWhereANameHasTheSpace() {
    let search = CandidateSearch(index: KoreanTests.index, options: CompletionOptions())
    #expect(search.spacedAsNamed(Array("남아프리카공화국".utf8)) == Array("남아프리카 공화국".utf8))
    #expect(search.spacedAsNamed(Array("서울특별시".utf8)) == nil)
    #expect(search.spacedAsNamed(Array("뷁뷁뷁".utf8)) == nil)
    #expect(search.spacedAsNamed(Array("체코".utf8)) == nil)  // two scalars
  }
}

@Suite struct EverydayCountryNameTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  /// The names Korean users call countries by, which CLDR and iso-codes
  /// lack (Data/generate.py's KO_EVERYDAY_COUNTRY_NAMES).
  @Test func theEverydayNames() {
    #expect(top("한국") == "geonames:1835841")
    #expect(top("호주") == "geonames:2077456")
    #expect(top("남아공") == "geonames:953987")
    #expect(top("이태리") == "geonames:3175395")
    // As a qualifier before a city.
    #expect(top("호주 시드니") == "geonames:2147714")
    #expect(top("호주 멜버른") == "geonames:2158177")
    // Korean places they start stay theirs.
    #expect(top("남한산성")?.hasPrefix("kr-road:") == true)
    #expect(top("호주골") == "kr-road:41480:호주골길")
  }
}

@Suite struct InitialsAmongSyllablesTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  /// An area before its 읍면동 typed with initials among its syllables.
  @Test func theParentAreaHalfInInitials() {
    #expect(top("ㅁ포 망원동") == "kr:11440123")
    #expect(top("청ㄷ군 이ㅅ면") == "kr:47820340")
    #expect(top("ㄷ서 성ㄷ동") == "kr:27290101")
    #expect(top("ㅈ구 ㅇ북동") == "kr:28110148")
  }

  /// The last word so typed is a name on its way, not an area: `CGV ㄱ남`
  /// is CGV 강남, not the first CGV in 강남구.
  @Test func theLastWordIsANameOnItsWay() {
    #expect(top("CGV ㄱ남") == "cinema:cgv-gangnam")
    #expect(top("메가박스 ㅅ촌") == "cinema:megabox-sinchon")
  }
}

@Suite struct KoreanModeLatinTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  /// Latin typed in the Korean mode, the IME having made syllables of its
  /// keys, read in Latin when nothing matched as typed.
  @Test func latinKeysMadeIntoSyllables() {
    #expect(top("노두코") == "geonames:1795565")  // shenzh
    #expect(top("초뭏쾌") == "geonames:1815456")  // changzho
    #expect(top("ㅜㄷㅈ ㅛㅐ가 챠") == "geonames:5128581")  // new york ci
    #expect(top("ㅑㅜ초대ㅜ 먀게ㅐㄱㅅ") == "airport:RKSI")  // incheon airport
  }

  /// Hangul that finds a place stays Hangul.
  @Test func hangulThatMatchesStaysHangul() {
    #expect(top("서울") == "geonames:1835848")
    #expect(top("부산") == "geonames:1838524")
  }
}

@Suite struct BrandInTwoWordsTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  /// A brand written in two Latin words beside a branch a jamo off, in
  /// either order.
  @Test func aBrandInWordsAndABranchAJamoOff() {
    #expect(top("Lotte Cinema 욘산") == "cinema:lotte-cinema-yongsan")
    #expect(top("햡정 LOTTE CINEMA") == "cinema:lotte-cinema-hapjeong")
    #expect(top("Mega Box 셩수") == "cinema:megabox-seongsu")
  }
}

@Suite struct PlaceAJamoOffAfterItsAreaTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  /// A world place a jamo off after its country, typed whole before it
  /// (the Korean order): found among the country's places, as a typo
  /// before a qualifier after a comma is.
  @Test func aPlaceAJamoOffAfterItsCountry() {
    #expect(top("독일 핟노버") == "geonames:2910831")
    #expect(top("중국 우루무이") == "geonames:1529102")
    // The Sino-Korean readings a jamo off the Korean names: 무한 for 우한.
    #expect(top("중국 무한") == "geonames:1791247")
    // The country alone, or a place found as typed, is as before.
    #expect(top("독일 하노버") == "geonames:2910831")
  }
}

@Suite struct DroppedSyllableTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  /// One word, a whole name with a syllable left out, when nothing else
  /// matched.
  @Test func aSyllableLeftOutOfAWholeName() {
    #expect(top("멕코시티") == "geonames:3530597")
    #expect(top("프랑푸르트") == "geonames:2925533")
    #expect(top("베수엘라") == "geonames:3625428")
    #expect(top("마회원구") == "kr:48127")
    // Nothing is made up for a word no name is a syllable away from.
    #expect(top("뷁뷁뷁") == nil)
  }
}

@Suite struct RomanizedAddressFormsTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  /// A ZIP code with only larger areas in Latin letters is the place
  /// meant, as in Hangul; with a 읍면동 it stays the mail's.
  @Test func aZipWithItsCityInEnglish() {
    #expect(top("Gwanak-gu, Seoul 08769") == "kr-zip:08769")
    #expect(top("Gyeonggi-do 17504") == "kr-zip:17504")
    #expect(top("08769 관악구") == "kr-zip:08769")
    #expect(top("Yeouido-dong, Yeongdeungpo-gu, Seoul 07241") == "kr:11560110")
  }

  /// The ZIP code first, its areas after a comma: the qualifier does not
  /// drop its digits to find the 구 (a building number it would).
  @Test func aZipBeforeItsAreasInEnglish() {
    #expect(top("22355 Jung-gu, Incheon") == "kr-zip:22355")
    #expect(top("Chungcheongnamdo 31002, Korea") == "kr-zip:31002")
    #expect(top("Pangyoyeok-ro 235, Seongnam-si") == "kr-road:41135:판교역로")
  }

  /// Hangul areas and a romanized road in one query; a numbered road too,
  /// which the address tier leaves unmatched, finding the areas alone.
  @Test func hangulAreasAndARomanizedRoad() {
    #expect(top("부산 서구 Eomgwangsan-ro 39beon-gil 9") == "kr-road:26140:엄광산로39번길")
    #expect(top("대구 북구 oksanro 7gil 3") == "kr-road:27230:옥산로7길")
    #expect(top("담양군 juksangil 2") == "kr-road:46710:죽산길")
    #expect(top("서울 강북구 Nohaero 32gil 5") == "kr-road:11305:노해로32길")
    #expect(top("제주시 seosaro 16gil 1") == "kr-road:50110:서사로16길")
    // A Hangul word that names no area leaves the query as it is: a brand
    // and a 구 in Latin letters is the brand's cinema there.
    #expect(top("씨지비 Yongsan-gu Seoul") == "cinema:cgv-yongsan-ipark-mall")
  }
}

@Suite struct HangulNumeralRoadTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  /// Numbers as said and read digit by digit; a run that says none.
  @Test func numeralValues() {
    func v(_ s: String) -> [String] { HangulNumerals.values(of: Array(s.unicodeScalars)) }
    #expect(v("이십팔") == ["28"])
    #expect(v("십일") == ["11"])
    #expect(v("삼십이") == ["32"])
    #expect(v("사") == ["4"])
    #expect(v("천백") == ["1100"])
    #expect(v("오일육") == ["516"])
    #expect(v("십십") == [])
    #expect(v("강남") == [])
  }

  /// A road's number in Hangul, before its ending or starting its name;
  /// a word that ends in no road's ending has no spelling.
  @Test func roadSpellings() {
    func s(_ w: String) -> [String] { HangulNumerals.roadSpellings(of: Array(w.unicodeScalars)) }
    #expect(s("세지로삼십구번길").contains("세지로39번길"))
    #expect(s("삼공단로") == ["3공단로"])
    #expect(s("물량이길") == ["물량2길"])
    #expect(s("강남구").isEmpty)
    #expect(HangulNumerals.numberPart(Array("이십팔길".unicodeScalars)) == "28길")
  }

  /// On real data: the road whose number the query says in Hangul,
  /// alone, after its areas, or its number part typed apart.
  @Test func roadsWithTheirNumberSaid() {
    #expect(top("오일육로")?.hasPrefix("kr-road:") == true)
    #expect(top("삼공단로") == "kr-road:27230:3공단로")
    #expect(top("수원시 권선구 세지로삼십구번길 34") == "kr-road:41113:세지로39번길")
    #expect(top("상주시 물량이길") == "kr-road:47250:물량2길")
    #expect(top("강북구 삼각산로 이십팔길 58") == "kr-road:11305:삼각산로28길")
    // A name that is whole as typed keeps its syllables: 사직로 is no 4직로.
    #expect(top("사직로")?.hasPrefix("kr-road:") == true)
  }
}

@Suite struct KoreanAddressShortFormTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  /// A numbered 리 (행정리) is its legal 리; not on the way to a road
  /// named after one (왕신1리 goes on to 왕신1리길).
  @Test func aNumberedVillageIsItsLegalRi() {
    #expect(top("홍천군 서면 모곡2리") == "kr:4272037029")
    #expect(top("평창군 대관령면 횡계3리") == "kr:4276038024")
    // (Its road is the answer meant, which the address tier does not find
    // yet: it reads 왕신길 and a building number.)
    #expect(top("경상북도 예천군 왕신1리") != "kr:4790025031")
  }

  /// An administrative dong's number said in Hangul, in one word: the
  /// legal dong; a legal dong whose name ends so stays itself.
  @Test func anAdministrativeDongNumberSaidInHangul() {
    #expect(top("역삼이동") == "kr:11680101")
    #expect(top("관악구 신림삼동") == "kr:11620102")
    #expect(top("우동") == "kr:26350105")
  }

  /// The old provinces qualify what lies in the 도 they became; beside a
  /// city split from them they say no more than the city.
  @Test func oldProvinces() {
    #expect(top("전라도 벌교")?.hasPrefix("kr:4678") == true || top("전라도 벌교") == "geonames:1839011")
    #expect(top("경상도 풍산") == "kr:47170250")
    #expect(top("경상도청도") == "kr:47820")
    #expect(top("경상도 대구") == "kr:27" || top("경상도 대구") == "geonames:1835329")
  }

  /// A 시군구's stem written together with a 읍면동's whole name.
  @Test func aStemGluedToAWholeNeighbourhood() {
    #expect(top("가평조종면") == "kr:41820340")
    #expect(top("예산삽교읍") == "kr:44810253")
    #expect(top("팔달고등동") == "kr:41115137")
  }
}

@Suite struct RegionTypeTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  /// A region abroad with its Korean type word typed after it: alone,
  /// with its country before or after, or before a city in it; the type
  /// says the region, not a place of its name that is none.
  @Test func aRegionWithItsTypeWord() {
    #expect(top("네바다주") == "region:US.NV")
    #expect(top("텍사스주 미국") == "region:US.TX")
    #expect(top("미국 미시간주") == "region:US.MI")
    #expect(top("퀘벡주 캐나다") == "region:CA.10")
    #expect(top("미조리주") == "region:US.MO")
    #expect(top("일리노이주 시카고") == "geonames:4887398")
  }

  /// A city abroad with 시티 after it, as its English name has City: the
  /// city, not a region of its name.
  @Test func aCityWithSiti() {
    #expect(top("퀘벡시티") == "geonames:6325494")
    #expect(top("호찌민시티") == "geonames:1566083")
    #expect(top("세부시티") == "geonames:1717512")
  }
}

@Suite struct RoadAddressSlipsTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  /// 번 after a road's building number, as old addresses wrote it, is
  /// the building; where a road of the name goes on with that number and
  /// 번길, the query is on its way to it.
  @Test func beonAfterABuildingNumber() {
    #expect(top("경북 청도군 원명길 36번") == "kr-road:47820:원명길")
    #expect(top("강남구 테헤란로 152번") == "kr-road:11680:테헤란로")
    #expect(top("분당구 수내로 46번") == "kr-road:41135:수내로46번길")
  }

  /// A road after a 시군구 beside the one that holds it: the road, not
  /// the district typed with the road left unmatched.
  @Test func aRoadAfterANeighbouringDistrict() {
    #expect(top("서울시 성북구 신이문로 14") == "kr-road:11230:신이문로")
    #expect(top("광주광역시 북구 장덕로 41") == "kr-road:29200:장덕로")
    // Inside the district named, the road is its own.
    #expect(top("서울 강남구 테헤란로 152") == "kr-road:11680:테헤란로")
  }

  /// A road's syllable typed twice or two swapped, after areas that hold
  /// the road; not a road of the swapped name elsewhere, when a jamo
  /// off names the one there.
  @Test func aRoadWithItsSyllablesSlipped() {
    #expect(top("정선군 사중북앙로 1") == "kr-road:42770:사북중앙로")
    #expect(top("전라남도 화순군 광덕중앙앙길 7") == "kr-road:46790:광덕중앙길")
    #expect(top("경주시 암현로 1468") == "kr-road:47130:안현로")
    #expect(SyllableEdits.adjacentSwaps(Array("가나다".utf8)).map { String(decoding: $0, as: UTF8.self) } == ["나가다", "가다나"])
  }
}

@Suite struct LoanwordSpellingTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  /// Each tense initial read plain or aspirated, ㅆ plain only.
  @Test func readings() {
    #expect(Set(CandidateSearch.loanwordSpellings("빠리")) == ["바리", "파리"])
    #expect(CandidateSearch.loanwordSpellings("싼야") == ["산야"])
    #expect(CandidateSearch.loanwordSpellings("서울").isEmpty)
  }

  /// A place abroad with a tense consonant where the loanword spelling
  /// has a plain or aspirated one: the place, before a Korean name a jamo
  /// off (청주 for 청뚜) or a lesser namesake of another reading (Bari).
  @Test func placesAbroadAsMediaSpellThem() {
    #expect(top("청뚜") == "geonames:1815286")
    #expect(top("빠리") == "geonames:2988507")
    #expect(top("꾸알라룸뿌르") == "geonames:1735161")
    #expect(top("청주") == "geonames:1845604")
  }
}

@Suite struct MistypedAreaBeforePlaceTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  /// Every other vowel, initial and final of one syllable: 20 + 18 + 27.
  @Test func syllablesOneJamoOff() {
    let off = Hangul.oneJamoOff(0xC0B3)  // 삳
    #expect(off.count == 65)
    #expect(off.contains(0xC0B0))  // 산
    #expect(!off.contains(0xC0B3))
    #expect(Hangul.oneJamoOff(0x41).isEmpty)
  }

  /// An area a jamo off before a place many areas hold: the place in the
  /// area meant, not the most important namesake found with the word
  /// left out.
  @Test func theAreaMeantQualifiesThePlace() {
    #expect(top("인쳔 중구") == "kr:28110")
    #expect(top("광쥬 서구") == "kr:29140")
    #expect(top("캐나댜 런던") == "geonames:6058560")
    // (As typed right, the same place.)
    #expect(top("인천 중구") == "kr:28110")
    #expect(top("캐나다 런던") == "geonames:6058560")
  }

  /// A corrected word must name an area: a word a jamo off nothing finds
  /// no reading.
  @Test func onlyAnAreaStandsIn() throws {
    let search = CandidateSearch(index: KoreanTests.index, options: .init())
    #expect(search.mostImportantArea(named: Array("울산".utf8)) != nil)
    #expect(search.mostImportantArea(named: Array("울삳".utf8)) == nil)
    // (A road is no area that qualifies a place.)
    #expect(search.mostImportantArea(named: Array("테헤란로".utf8)) == nil)
  }
}

@Suite struct GluedLevelsAndOldCityNamesTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  /// Three levels' stems written together, and a small area's two
  /// syllables whole after its 시군구's stem.
  @Test func threeLevelsGlued() {
    #expect(top("경기성남분당") == "kr:41135")  // 분당구
    #expect(top("전남여수돌산") == "kr:46130250")  // 돌산읍
    #expect(top("강원횡성둔내") == "kr:42730330")  // 둔내면
    #expect(top("해운대중동") == "kr:26350106")  // 해운대구 중동
    // (Two, as before; and no 시청 of 부산.)
    #expect(top("시흥정왕") == "kr:41390132")
    #expect(top("부산시청") == "geonames:1838524")
  }

  /// The start of a glued word cut into names: the fewest parts, none of
  /// one syllable; nil when no cut names every part.
  @Test func gluedHeads() {
    let names: Set<String> = ["경기", "성남", "경기성남", "용인"]
    let word = Array("경기성남용인".unicodeScalars)
    var heads = GluedHeads(count: word.count)
    #expect(heads.parts(upTo: 4, of: word, naming: names.contains) == ["경기성남"])
    #expect(heads.parts(upTo: 6, of: word, naming: names.contains) == ["경기성남", "용인"])
    #expect(heads.parts(upTo: 3, of: word, naming: names.contains) == nil)
    var none = GluedHeads(count: word.count)
    #expect(none.parts(upTo: 6, of: word, naming: { _ in false }) == nil)
  }

  /// A 광역시 by its name as a 직할시, before 1995: it qualifies, as the
  /// 광역시 does.
  @Test func metropolitanCitiesByTheirFormerNames() {
    #expect(KoreanAddressForms.metropolitanCity(formerlyNamed: Array("인천직할시".utf8)) == Array("인천광역시".utf8))
    #expect(KoreanAddressForms.metropolitanCity(formerlyNamed: Array("서울직할시".utf8)) == nil)
    #expect(KoreanAddressForms.metropolitanCity(formerlyNamed: Array("인천광역시".utf8)) == nil)
    #expect(top("인천직할시 중구 선화동") == "kr:28110129")  // not 대전's, more addressed
    #expect(top("대구직할시 중구 문화동") == "kr:27110121")
  }
}

@Suite struct ModeSwitchedInsideAWordTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  /// Each Latin run that spells Hangul, in Hangul, the rest as typed.
  @Test func latinRunsInHangul() {
    #expect(QueryReading.modeSwitchesUndone(in: "나주tl") == "나주시")
    #expect(QueryReading.modeSwitchesUndone(in: "dk산") == "아산")
    #expect(QueryReading.modeSwitchesUndone(in: "예산군 dPtks읍") == "예산군 예산읍")
    // (A brand glued to its branch, and words of one script, are left.)
    #expect(QueryReading.modeSwitchesUndone(in: "CGV강남") == nil)
    #expect(QueryReading.modeSwitchesUndone(in: "서울 강남") == nil)
    #expect(QueryReading.modeSwitchesUndone(in: "tjdnf") == nil)
  }

  @Test func placesTypedAcrossTheSwitch() {
    #expect(top("rlavh시") == "geonames:1842936")  // 김포시
    #expect(top("부vud") == "kr:28237")  // 부평구
    #expect(top("목vh") == "geonames:1841066")  // 목포시
    #expect(top("CGV강남") == "cinema:cgv-gangnam")
  }
}

@Suite struct NumberedLegalDongTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  /// A legal dong numbered in its own right (상도1동 beside 상도동, 대저1동
  /// with no 대저동), written with its digit, with 제, or its number said
  /// in Hangul; a numbered 가 said in Hangul after its areas.
  @Test func legalDongsNumberedInTheirOwnRight() {
    #expect(top("동작구 상도1동") == "kr:11590103")
    #expect(top("동작구 상도제1동") == "kr:11590103")
    #expect(top("상도일동") == "kr:11590103")
    #expect(top("대저이동") == "kr:26440102")
    #expect(top("부산 강서구 대저제1동") == "kr:26440101")
    #expect(top("강원 춘천시 소양로일가") == "kr:42110113")
    // (An administrative dong still reaches its legal dong.)
    #expect(top("강남구 역삼1동") == "kr:11680101")
    #expect(top("청천이동") == "kr:28237104")
  }

  @Test func spellings() {
    #expect(HangulNumerals.numberedUnitSpelling(of: Array("상도일동".unicodeScalars)) == "상도1동")
    #expect(HangulNumerals.numberedUnitSpelling(of: Array("원대동삼가".unicodeScalars)) == "원대동3가")
    #expect(HangulNumerals.numberedUnitSpelling(of: Array("이동".unicodeScalars)) == nil)
    #expect(HangulNumerals.numberedUnitSpelling(of: Array("상도동".unicodeScalars)) == nil)
    let names: Set<[UInt8]> = [Array("상도 1 동".utf8)]
    #expect(AddressUnits.numberedLegalDong(Array("상도제".utf8), Array("1".utf8), isName: names.contains) == Array("상도 1 동".utf8))
    #expect(AddressUnits.numberedLegalDong(Array("역삼".utf8), Array("1".utf8), isName: names.contains) == nil)
  }
}

/// Every level's suffix typed apart from its name, a lot number after.
@Suite struct LevelSuffixesApartTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  @Test func eachSuffixJoinsItsName() {
    #expect(top("경기 부천 시 심곡 동 산 3") == "kr:41195102")
    #expect(top("강원 홍천 군 화촌 면 성산 리") == "kr:4272031023")
    // A suffix that makes no whole name stays a word: 서울 마포 구 is 마포구.
    #expect(top("서울 마포 구 합정 동") == "kr:11440122")
  }
}
