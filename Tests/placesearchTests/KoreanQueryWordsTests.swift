import Testing

@testable import PlaceIndex

/// Words Korean users write around a place that name no place: a country
/// glued after its city, a genitive, a question, a particle on its way.
@Suite struct GluedCountryAfterPlaceTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  /// A city with its country written together after it, as English
  /// orders them; the country first still reads as before.
  @Test func theCountryAfterTheCity() {
    #expect(top("항저우중국") == "geonames:1808926")
    #expect(top("로마이탈리아") == "geonames:3169070")
    #expect(top("밴쿠버캐나다") == "geonames:6173331")
    #expect(top("일본오사카") == "geonames:1853909")
    // A name that ends in a country's name is still itself.
    #expect(top("대한민국") == "geonames:1835841")
  }
}

@Suite struct GenitiveAndQuestionWordTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  /// 의 after the area a place is in: not the names that write 중국의.
  @Test func theGenitiveAfterTheArea() {
    #expect(top("중국의 청두") == "geonames:1815286")
    #expect(top("중국의 셴양") == "geonames:1790353")
  }

  /// A question about the place after it, apart or glued.
  @Test func aQuestionAfterThePlace() {
    #expect(top("시드니어디") == "geonames:2147714")
    #expect(top("포르탈레자어디야") == "geonames:3399415")
    #expect(top("메가박스 코엑 몇 시에 문 열어요") == "cinema:megabox-coex")
    // The cinema steps' own words still ask for cinemas.
    #expect(top("영화 예매")?.hasPrefix("cinema:") == true)
  }

  /// A particle on its way: 까 of 까지.
  @Test func aParticleOnItsWay() {
    #expect(top("성주까") == "kr:47840")
    #expect(KoreanParticles.place(in: ["성주까"]) == "성주")
    #expect(KoreanParticles.place(in: ["대구엣"]) == "대구")
    // A stem of one syllable keeps its particle.
    #expect(KoreanParticles.place(in: ["구까"]) == nil)
  }
}

@Suite struct ZipWithHangulTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  /// A ZIP code then its 시군구 still being typed: the Korean code, not a
  /// place abroad whose ZIP code has the same digits.
  @Test func aKoreanZipBeforeHangul() {
    #expect(top("52655 진줏") == "kr-zip:52655")  // also West Burlington, Iowa's
    #expect(top("08332 굴") == "kr-zip:08332")  // also Millville, New Jersey's
    // A foreign place the Hangul names keeps its code.
    #expect(top("10001 뉴욕") == "geonames:5128581")
  }
}

@Suite struct FlightAndStayWordsTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  /// A place bound for (행) or left from (발), with the flight's words
  /// after it, and what a stay abroad needs written together with it.
  @Test func aPlaceWithTheFlightOrStayAfterIt() {
    #expect(top("도쿄행 항공편") == "geonames:1850147")
    #expect(top("파리발 비행기") == "geonames:2988507")
    #expect(top("베트남유학") == "geonames:1562822")
    #expect(top("부발읍") == "kr:41500253")  // 발 ends this 읍's stem of one syllable: a name whole
  }

  /// An airport's code beside what one does at an airport, or beside its
  /// city's Korean name that GeoNames writes with 시: the airport.
  @Test func anAirportCodeBesideKoreanWords() {
    #expect(top("FRA 출발") == "airport:EDDF")  // not France, FRA's other meaning
    #expect(top("삿포로 CTS") == "airport:RJCC")
    #expect(top("인천 출발") == "geonames:1843564")  // no code: the city
  }
}

@Suite struct TripPlanWordsTests {
  /// What one goes to see, after the place: the place, not a road or
  /// village the words start.
  @Test func aPlaceWithWhatToSeeThere() {
    func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }
    #expect(top("동해 일출 명소") == "kr:42170")
    #expect(top("정선 가볼 만한 곳") == "kr:42770")
  }
}

/// Chatty Korean questions around a place: a trip's two ends, which area
/// a place belongs to, its office, the way to a cinema.
@Suite struct TripsAndQuestionsTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  /// The place a trip goes to, not the one it starts at.
  @Test func theEndOfATrip() {
    #expect(top("광주에서 목포까지 몇 시간") == "geonames:1841066")
    #expect(top("인천 출발 다낭 항공권") == "geonames:1583992")
    // A place things happen at: the cinema, not the film.
    #expect(top("메가박스 강남에서 영화") == "cinema:megabox-gangnam")
  }

  @Test func whichAreaItBelongsTo() {
    #expect(top("강릉은 어느 도") == "geonames:1843137")
    #expect(top("곡성 무슨 도") == "kr:46720")
    #expect(top("신림동은 어디 소속이야") == "kr:11620102")
  }

  /// An office named after its area is the area.
  @Test func anOfficeIsItsArea() {
    #expect(top("포천시청 민원실") == "kr:41650")
    #expect(top("대구 수성구청") == "kr:27260")
    #expect(top("전라남도청") == "kr:46")
  }

  /// A cinema with the way there asked after it.
  @Test func theWayToACinema() {
    #expect(top("CGV 용산으로 길 안내") == "cinema:cgv-yongsan-ipark-mall")
    #expect(top("롯시 건대까지 도보 경로") == "cinema:lotte-cinema-kondae-entrance")
    #expect(top("내 위치 메가박스")?.hasPrefix("cinema:megabox") == true)
  }

  /// A cinema, then 에서 and what one does there.
  @Test func whatOneDoesAtACinema() {
    #expect(top("홍대점 롯시에서 범죄도시") == "cinema:lotte-cinema-hongdae-entrance")
    #expect(top("CJ CGV 강남점에서 존 윅 4") == "cinema:cgv-gangnam")
    #expect(CandidateSearch.atACinema(["잠실에서", "영화", "보기"]) == nil)  // no brand
    #expect(CandidateSearch.atACinema(["롯시에서", "보자"])?.text == nil)  // three words or more
  }
}

/// A sentence to an assistant around a place, counts and dates beside it,
/// hashtags, Caps Lock with Shift.
@Suite struct SentenceAroundAPlaceTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  /// The place something is at, without when, with whom and what is asked.
  @Test func thePlaceOfASentence() {
    #expect(top("대전에 있는 치과 알려줘") == "geonames:1835235")
    #expect(top("내일 아빠랑 속초 가는데 횟집 추천") == "geonames:1836553")
    #expect(top("보령에서 가족끼리 놀기 좋은 곳") == "geonames:1835447")
  }

  /// A cinema's query keeps its words; a road's 번길 typed apart is no count.
  @Test func whatIsNoSentence() {
    #expect(top("마포구에 있는 CGV")?.hasPrefix("cinema:cgv") == true)
    #expect(top("대전 유성구 월드컵대로 316번 길 1") == "kr-road:30200:월드컵대로316번길")
  }

  @Test func countsAndHashtags() {
    #expect(top("2박 3일 경주 여행") == "geonames:1841603")
    #expect(top("#국내여행 #강릉카페") == "geonames:1843137")
  }

  /// Caps Lock on: the Shift jamo come out as small letters.
  @Test func capsLockWithShift() {
    #expect(top("tLWLQL 강남") == "cinema:cgv-gangnam")
  }
}

/// An address's 군 written as a 시 (or the other way), and a 리 written
/// together with the road in it.
@Suite struct OtherSuffixInAnAddressTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  @Test func aGunWrittenAsASi() {
    #expect(top("영월시 주천면") == "kr:42750360")
    #expect(top("가평시 설악면 신천리") == "kr:4182031021")
  }

  @Test func aRiGluedToItsRoad() {
    #expect(top("서종면 노문리노문길 14") == "kr-road:41830:노문길")
  }

  @Test func aChainsWebAddress() {
    #expect(top("www.megabox.co.kr 코엑스") == "cinema:megabox-coex")
    #expect(top("https://m.cgv.co.kr/ 용산") == "cinema:cgv-yongsan-ipark-mall")
  }
}

/// A place misspelt as it sounds, before what one wants there, and a
/// vowel said alike.
@Suite struct MisspeltPlaceBeforeWantWordsTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  @Test func aMisspeltPlaceThenWhatOneWants() {
    #expect(top("김헤 숙소") == "geonames:1842943")
    #expect(top("괘산 여행") == "geonames:1842800")
    #expect(top("천안 카페") == "geonames:1845759")
    #expect(top("여수 놀러가요") == "geonames:1884138")
    // A particle alone taken off is no cut the typos read: `벡리에` is
    // 벨기에 two keys swapped, not 백리.
    #expect(top("벡리에") == "geonames:2802361")
  }

  /// ㅐ/ㅔ, ㅚ/ㅙ/ㅞ: the place said alike before one a typo of another
  /// jamo names; a key slip's place still first where it weighs more.
  @Test func aVowelSaidAlike() {
    #expect(top("휑성읍") == "kr:42730250")
    #expect(top("메천") == "kr:43150")
  }
}

/// A part of the world before a city abroad, or glued to it.
@Suite struct WorldRegionQualifierTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  @Test func aPartOfTheWorldQualifies() {
    #expect(top("남미 메리다") == "geonames:3632308")
    #expect(top("중미 산호세") == "geonames:3621849")
    #expect(top("남유럽 코르도바") == "geonames:2519240")
    #expect(top("서유럽취리히") == "geonames:2657896")
    #expect(top("merida south america") == "geonames:3632308")
  }

  /// Every country a region holds is one the bundled data has.
  @Test func everyCodeIsACountry() {
    let index = KoreanTests.index
    for name in [
      "동남아", "동아시아", "남아시아", "중앙아시아", "서아시아", "서유럽", "북유럽", "남유럽", "동유럽", "중유럽", "발칸", "북미", "중미",
      "카리브", "남미", "북아프리카", "동아프리카", "서아프리카", "아프리카", "오세아니아",
    ] {
      for code in WorldRegions.countries(named: Normalizer.normalize(name)) ?? [] {
        #expect(PlaceIndex.countryRow(of: code, in: index.countryCodes) != nil, "\(name): \(code)")
      }
    }
  }
}

/// A romanized Korean name with its level's suffix in Hangul.
@Suite struct RomanizedNameHangulSuffixTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  @Test func theSuffixRomanized() {
    #expect(top("jeongseon군") == "kr:42770")
    #expect(top("gangseo 구") == "kr:11500")
    #expect(top("suyu동") == "kr:11305103")
  }
}

/// Queries spaced or keyed unusually: a code one digit to a box, a name
/// one syllable to a word, three words in the other keyboard mode, an
/// emoticon's letter after a place.
@Suite struct SpacedAndKeyedQueryTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  @Test func aCodeOneDigitToABox() {
    #expect(top("2 1 5 1 1") == "kr-zip:21511")
    #expect(top("[1][7][0][2][4]") == "kr-zip:17024")
    #expect(top("우 편 번 호 4 1 4 8 5") == "kr-zip:41485")
    #expect(top("우편번호 3 1 0 7 1 (충청남도 천안시 동남구)") == "kr-zip:31071")
  }

  @Test func aNameASyllableToAWord() {
    #expect(top("하 남 시") == "geonames:1897007")
    #expect(top("미 국 라 스 베 이 거 스") == "geonames:5506956")
    #expect(top("베 트 남 호 찌 민") == "geonames:1566083")
  }

  @Test func threeWordsInTheOtherMode() {
    #expect(top("xhddud rmscj aktwlq") == "kr:48220")  // 통영 근처 맛집
    #expect(top("duwn dugod zhtm") == "geonames:1832743")  // 여주 여행 코스
  }

  /// A word left over is no level on its way, and a letter no name.
  @Test func nothingReadIntoAWordLeftOver() {
    #expect(top("평창 알펜시아") == "geonames:1838469")
    #expect(top("진도군진도읍동") == "kr:4690025021")
    #expect(top("진안^o^") == "geonames:1846114")
  }
}

/// An address in a chat message: a particle on its building number, its
/// lot's 번지 or its area.
@Suite struct AddressInASentenceTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  @Test func aParticleOnTheNumber() {
    #expect(top("경기도 용인시 기흥구 구갈로 16으로 이사했어요") == "kr-road:41463:구갈로")
    #expect(top("인천 남동구 청능대로468번길 74로 와주세요") == "kr-road:28200:청능대로468번길")
    #expect(top("경남 창원시 마산회원구 구암동1길 1 이쪽으로 오시면 돼요") == "kr-road:48127:구암동1길")
    #expect(top("대전광역시 서구 도마동 67번지로 보내주세요") == "kr:30170103")
  }

  @Test func aParticleOnTheArea() {
    #expect(top("서산시 부석면 월계리에서 만나요") == "kr:4421032024")
  }

  /// Not where the words are a road's: a numbered road that ends in 로,
  /// a road mistyped whose name less 로 is an area elsewhere.
  @Test func roadsStayRoads() {
    #expect(top("공단 5 로") == "kr-road:48240:공단5로")
    #expect(top("대구 북구 학장동로 7") == "kr-road:27230:학정동로")
  }
}

/// A place said in a spoken sentence, found as the place.
@Suite struct SpokenSentencePlaceTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  @Test func thePlaceOfTheSentence() {
    #expect(["kr:45750", "geonames:1843585"].contains(top("혹시 임실")))  // 임실군, either source
    #expect(top("어 송파구요") == "kr:11710")
    #expect(top("강북구로 가 주세요") == "kr:11305")
    #expect(top("진도군 차 막혀요") == "kr:46900")
    #expect(top("혹시") == "geonames:4115508")  // Hoxie, by its Hangul name
  }
}

/// A ZIP code beside the name of Korea, and a building number before its
/// road after the areas.
@Suite struct AddressOrderAndCountryTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  @Test func aCodeBesideKorea() {
    #expect(top("KR-14004") == "kr-zip:14004")
    #expect(top("KR22100") == "kr-zip:22100")
    #expect(top("Korea, Republic of 07750") == "kr-zip:07750")
    #expect(top("27182 Rep. of Korea") == "kr-zip:27182")
    #expect(top("한국 59400") == "kr-zip:59400")
    // Another country's name leaves a code to the postcode rule.
    #expect(top("paris 75001") == "geonames:2988507")
  }

  @Test func theNumberBeforeTheRoad() {
    #expect(top("경상남도 사천시 사천읍 6 샘골길") == "kr-road:48240:샘골길")
    #expect(top("여주시 여주읍 22 여흥로160번길") == "kr-road:41730:여흥로160번길")
    #expect(top("서울 중랑구 4 중랑역로47길") == "kr-road:11260:중랑역로47길")
    // Still a numbered road's part: 공단5로.
    #expect(top("공단 5 로") == "kr-road:48240:공단5로")
  }
}
