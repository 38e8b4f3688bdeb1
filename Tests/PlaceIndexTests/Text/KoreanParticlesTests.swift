import Testing

@testable import PlaceIndex

/// ``KoreanParticles``: a place as a trip to it is searched.
@Suite struct KoreanParticlesTests {
  func place(_ q: String) -> String? {
    KoreanParticles.place(in: q.split(separator: " ").map(String.init))
  }

  @Test func aParticleOnThePlaceIsTakenOff() {
    #expect(place("제주에서") == "제주")
    #expect(place("베이루트까지") == "베이루트")
    #expect(place("치타공행") == "치타공")
    #expect(place("상트페테르부르크로") == "상트페테르부르크")
    #expect(place("서울 강남구에서") == "서울 강남구")
  }

  /// Laughter pasted after a name, and a prefecture's 현.
  @Test func chatAndAPrefectureGo() {
    #expect(place("군산공항ㅋㅋ") == "군산공항")
    #expect(place("부산ㅠㅠ") == "부산")
    #expect(place("후쿠오카현") == "후쿠오카")
    // One jamo is a syllable being typed, not chat.
    #expect(place("메가박스ㅋ") == nil)
  }

  @Test func theWantWordsAfterThePlaceGo() {
    #expect(place("의령 가는 법") == "의령")
    #expect(place("양산시에 가는 방법") == "양산시")
    #expect(place("서울로 가는 길") == "서울")
    #expect(place("모로코 여행 코스") == "모로코")
    #expect(place("경남 가볼만한 곳") == "경남")
  }

  /// A want word written together with the name: taken off when two
  /// syllables or more are left (`대만여행`, `제주도맛집`, `경주가는법`).
  @Test func aWantWordGluedToTheNameGoes() {
    #expect(place("대만여행") == "대만")
    #expect(place("제주도맛집") == "제주도")
    #expect(place("경주가는법") == "경주")
    #expect(place("강맛집") == nil)  // one syllable is no name
  }

  /// A trip's start before its end: the place it goes to, with its
  /// particle and the trip's words gone; a place things happen at keeps
  /// what follows it (no particle nor trip word says it is a trip).
  @Test func theEndOfATrip() {
    #expect(place("광주에서 목포까지 몇 시간") == "목포")
    #expect(place("인천 출발 다낭 항공권") == "다낭")
    #expect(place("부산에서 해운대 가는 법") == "해운대")
    #expect(place("김포에서 출발 방콕") == "방콕")
    #expect(place("제주에서 맛집") == "제주")
    #expect(place("강남 메박에서 한산") == nil)
    #expect(place("코엑스점에서 만나") == nil)
    #expect(KoreanParticles.destinationStart(in: ["대전에서", "진주까지"]) == 1)
    #expect(KoreanParticles.destinationStart(in: ["잠실에서", "영화", "보기"]) == 0)
  }

  /// A sentence to an assistant: the place something is at (에, 에는;
  /// 에서 with three words or more after it), without when, with whom and
  /// how many, wherever they stand; near words after the place.
  @Test func aSentenceAroundThePlace() {
    #expect(place("진천에 있는 동물병원 알려줘") == "진천")
    #expect(place("만안구에서 혼자 가기 좋은 식당 알려줘") == "만안구")
    #expect(place("익산 근처에 조용한 카페 좀 찾아줘") == "익산")
    #expect(place("이번 주말에 안덕 가는데 맛집 추천해줘") == "안덕")
    #expect(place("친구랑 변산 놀러 가기로 했는데 코스 짜줘") == "변산")
    #expect(place("고령군 가면 꼭 먹어야 되는 거 알려줘") == "고령군")
    // 에서 before two words is where a trip from it goes.
    #expect(place("대구에서 서산 기차") == nil)
    // A cinema's query keeps its words: the cinema steps read it.
    #expect(KoreanParticles.placeAndCut(in: ["마포구에", "있는", "CGV"], sentence: false) == nil)
  }

  /// A hashtag's words: generic tags go, a tag's words after the place,
  /// the place said twice.
  @Test func hashtags() {
    #expect(place("국내여행 화순나들이") == "화순")
    #expect(place("타슈켄트야경") == "타슈켄트")
    #expect(place("시흥 시흥맛집추천") == "시흥")
  }

  /// A question about which area the place is in: the place, without
  /// its topic particle (only before such words: names end in 은 and 이).
  @Test func whichAreaItBelongsTo() {
    #expect(place("강릉은 어느 도") == "강릉")
    #expect(place("곡성 무슨 도") == "곡성")
    #expect(place("신림동은 어디 소속이야") == "신림동")
    #expect(place("마나도가 어디야") == "마나도")
    #expect(place("문경새재는") == nil)  // no question after it
  }

  /// An office named after its area, glued or apart, and chat shorthand.
  @Test func anOfficeAndChatShorthand() {
    #expect(place("포천시청 민원실") == "포천시")
    #expect(place("대구 수성구청") == "대구 수성구")
    #expect(place("전라남도청") == "전라남도")
    #expect(place("고아읍행정복지센터") == "고아읍")
    #expect(place("울산 시청") == "울산")
    #expect(place("목포ㄱㄱㅆ") == "목포")
    #expect(place("구청") == nil)  // no area before it
    #expect(place("내 위치 메가박스") == nil)  // one syllable is no place
  }

  /// Whatever follows a place one goes to, as far as or to, is about the
  /// going.
  @Test func theWayToAPlace() {
    #expect(place("롯시 건대까지 도보 경로") == "롯시 건대")
    #expect(place("강남으로 길 안내 시작") == "강남")
  }

  /// A name that only ends like a particle: a road's 로 after two
  /// syllables (a mistyped road names nothing too), one syllable left, a
  /// want word first, nothing to take off.
  @Test func namesThatOnlyEndLikeOne() {
    #expect(place("백밤로") == nil)
    #expect(place("울지로") == nil)
    #expect(place("서에") == nil)
    #expect(place("여행") == nil)
    #expect(place("강남구 역삼동") == nil)
  }
}

/// ``InitialsPattern``: initials typed among whole syllables.
@Suite struct InitialsPatternTests {
  func scalars(_ s: String) -> [UInt32] { s.unicodeScalars.map(\.value) }

  @Test func aKeyMixingSyllablesAndInitials() {
    #expect(InitialsPattern.of(Array("ㅊ송군".utf8)) == scalars("ㅊ송군"))
    #expect(InitialsPattern.of(Array("의ㅈ부시".utf8)) == scalars("의ㅈ부시"))
    // Initials alone are the choseong reading's; a last one alone is a
    // syllable being typed; a bare vowel is no initial.
    #expect(InitialsPattern.of(Array("ㅅㅇ".utf8)) == nil)
    #expect(InitialsPattern.of(Array("서울ㄱ".utf8)) == nil)
    #expect(InitialsPattern.of(Array("ㅏ송군".utf8)) == nil)
    #expect(InitialsPattern.of(Array("seoul".utf8)) == nil)
  }

  @Test func theSyllablesStandWhereTheQueryHasThem() {
    #expect(InitialsPattern.matches(scalars("ㅊ송군"), name: "청송군"))
    #expect(!InitialsPattern.matches(scalars("ㅊ송군"), name: "청산군"))
    #expect(InitialsPattern.matches(scalars("ㅇ산"), name: "울산광역시"))
    // From a word's start, on across words.
    #expect(InitialsPattern.matches(scalars("ㄱ남구ㅇ"), name: "서울 강남구 역삼동"))
    #expect(!InitialsPattern.matches(scalars("ㄴ구"), name: "강남구"))
  }
}

/// ``HangulNumerals``: a numbered 가 with its number said in Hangul.
@Suite struct HangulNumeralsTests {
  func digits(_ q: String) -> String? {
    HangulNumerals.withDigits(q.split(separator: " ").map(String.init))?.joined(separator: " ")
  }

  @Test func theNumberIsWrittenInDigits() {
    #expect(digits("종로일가") == "종로1가")
    #expect(digits("서대문구 충정로삼가") == "서대문구 충정로3가")
    #expect(digits("부평동 일가") == "부평동 1가")
    #expect(digits("중구 을지로 사가") == "중구 을지로 4가")
  }

  /// Not a 가 alone, nor a name of one syllable before it, nor no 가.
  @Test func otherWordsStay() {
    #expect(digits("일가") == nil)
    #expect(digits("사가") == nil)
    #expect(digits("오가") == nil)
    #expect(digits("종로 일동") == nil)
  }
}

/// A place said in a spoken sentence: a filler before it, the copula or a
/// polite 요 on it, a verb and its words after it.
@Suite struct SpokenSentenceTests {
  func place(_ q: String) -> String? { KoreanParticles.place(in: q.split(separator: " ").map(String.init)) }

  @Test func fillersBeforeThePlace() {
    #expect(place("혹시 임실") == "임실")
    #expect(place("아 맞다 강동동") == "강동동")
    #expect(place("저기 충주시") == "충주시")
    #expect(KoreanParticles.fillerCount(["혹시"]) == 0)  // alone, 혹시 is a town's name
  }

  @Test func theCopulaAndPoliteYo() {
    #expect(place("일단 광양요") == "광양")
    #expect(place("부산이요") == "부산")
    #expect(place("서울역이에요") == "서울역")
    #expect(place("파주예요") == "파주")
  }

  @Test func theVerbAndItsWords() {
    #expect(place("강북구로 가 주세요") == "강북구")
    #expect(place("대덕구 가 주실 수 있나요") == "대덕구")
    #expect(place("진도군 차 막혀요") == "진도군")
    #expect(place("강진읍 길 엄청 막힘") == "강진읍")
    #expect(place("돌산읍 쪽으로 가 주세요") == "돌산읍")
  }

  /// A name with 요 after it is no verb; a word of two syllables before the
  /// verb may be the place's (`서울 강남 비와요`).
  @Test func whatIsNoVerb() {
    #expect(!KoreanParticles.isPredicate("송파구요"))
    #expect(!KoreanParticles.isPredicate("파주예요"))
    #expect(!KoreanParticles.isPredicate("서울역이에요"))
    #expect(KoreanParticles.isPredicate("주세요"))
    #expect(KoreanParticles.isPredicate("막혀요"))
    #expect(KoreanParticles.isPredicate("있습니다"))
    #expect(place("서울 강남 비와요") == "서울 강남")
  }
}
