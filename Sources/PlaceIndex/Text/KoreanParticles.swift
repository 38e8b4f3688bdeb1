/// A Korean place as people search for a trip to it: with a particle on
/// its name (`제주에서`, `베이루트까지`, `치타공행`, `상트페테르부르크로`) or
/// the words of what they want there after it (`의령 가는 법`, `경남
/// 가볼만한 곳`, `모로코 여행 코스`, `김해공항 주차장`), or a question about
/// it (`시드니 어디야`, `… 몇 시에 문 열어요`, `칠곡은 어느 도`), an area
/// before it taking the genitive (`중국의 청두`), the place one leaves
/// from before it (`대전에서 진주까지`, `청주 출발 푸에블라 항공권`), its
/// office's name (`해남군청`, `고아읍행정복지센터`). The place is the query
/// without them.
enum KoreanParticles {
  /// Particles a place's name takes in such a query, longest first: from,
  /// to, as far as, bound for (행), leaving from (발: `아테네발 비행기`), at.
  /// (And a prefecture's 현, taken off as they are.)
  static let particles: [[Unicode.Scalar]] = [
    "에서부터", "으로부터", "에서", "까지", "으로", "부터", "에게", "에는", "에도", "에", "로", "행", "발", "현",
    // (The copula and the polite 요 on a name said as an answer: `광양요`,
    // `송파구요?`, `부산이요`, `서울역이에요`, `파주예요`.)
    "이에요", "예요", "에요", "이요", "요",
    // (And a particle on its way, its last syllable not typed yet or its
    // final held: 까 and 깢 of 까지, 엣 of 에서, 에서부 of 에서부터.)
    "까", "깢", "엣", "에서부", "으로부",
  ].map { Array($0.unicodeScalars) }
  .sorted { $0.count > $1.count }

  /// Words that start what one wants at a place, after its name: going
  /// there (가는 길, 가는 법, 가려면), what to see or eat (가볼만한 곳,
  /// 맛집), the trip (여행, 항공권, 숙소), facts (날씨, 시차, 지도). None
  /// names a place, nor starts the name of one that a query ends in.
  static let wantWords: Set<String> = [
    "가는", "가는법", "가는길", "가는방법", "가려면", "가기", "가볼만한", "가볼만한곳", "갈만한", "갈만한곳",
    "여행", "여행지", "여행코스", "관광", "관광지", "명소", "맛집", "날씨", "시차", "지도", "항공권", "비행기표",
    "숙소", "호텔", "주차장", "주차", "환율",
    // (The flight there, and what a stay abroad needs: a visa, study,
    // work, a phone's roaming, money changed, a tour, a festival.)
    "비행기", "항공편", "항공", "직항", "경유", "비자", "유학", "취업", "로밍", "환전", "투어", "축제",
    // (A day trip there, `당일치기`; what one goes to see:
    // sunrise and sunset, its market; 가볼 of 가볼 만한 곳 typed apart.)
    "당일치기", "일출", "일몰", "해돋이", "전통시장", "가볼",
    // (Leaving or arriving there, and how: 출발, 도착, 택시, 버스, 지하철,
    // how long it takes, 얼마나; 가는 on its way, 가느.)
    "출발", "도착", "택시", "버스", "지하철", "얼마나", "가느",
    // (The place as an area: its surroundings, its centre, all of it, its
    // side. Not the words for near, 주변 or 인근, apart: a cinema query
    // goes on after them, `군자 주변 메박`, and the cinema steps read them.)
    "근교", "일대", "시내", "도심", "지역", "전역", "전체", "쪽", "방면",
    // (Questions about it: when, where, how many, its hours and address.
    // Not a cinema's words, 예매 or 시간표, which the cinema steps read as
    // asking for cinemas: `영화 예매`.)
    "몇", "언제", "어디", "어디야", "어디에", "어디예요", "어디에요", "주소", "영업시간", "운영시간", "전화번호",
    "알려줘",
    // (Which area it belongs to: `칠곡은 어느 도`, `경주 무슨 도`, `독산동은
    // 어디 소속이야`; where it is, 위치.)
    "어느", "무슨", "소속", "소속이야", "위치",
    // (How one goes: by car, by train, how long it takes.)
    "차로", "자차로", "기차로", "소요시간",
    // (Its office, typed apart: `울산 시청`, `해남군 군청 민원실`; the
    // office's counters and car park follow it.)
    "시청", "군청", "구청", "도청", "청사", "민원실", "사무소", "주민센터", "행정복지센터",
    // (The way there, as a map app is asked for it: `… 길안내`, `… 최단경로`,
    // `… 도보 경로`, `… 남은 시간`.)
    "길안내", "경로", "최단경로", "도보", "네비", "내비", "남은",
    // (A station's exit by a cinema: `용산점 1번 출구 앞`.)
    "출구", "출구앞",
    // (What one looks for around it, as a map is asked: `성수동 카페`,
    // `대저1동 근처 식당`, `가평 펜션`. No place's name starts with one.)
    "카페", "커피", "브런치", "식당", "음식점", "술집", "빵집", "펜션", "모텔", "캠핑장", "편의점", "약국", "마트",
  ]

  /// What a sentence to an assistant goes on with after the place: going
  /// there (`고령군 가면 꼭 먹어야 되는 거`, `시즈오카 가려는데 환전`,
  /// `변산 놀러 가기로`), what is there (`… 있는`, `… 있어?`), asking
  /// (`… 추천해줘`, `… 찾아줘`). Want words only in a sentence: a cinema's
  /// query goes on after them (`마포구에 있는 CGV`).
  static let sentenceWantWords: Set<String> = [
    "가면", "가는데", "가려는데", "가려고", "갈건데", "갈", "가서", "놀러", "가기로", "갈때", "있는", "있어",
    "추천", "추천해줘", "찾아줘", "알려줄래", "가요", "갈래", "가자",
  ]

  /// The stems of going there in a sentence, each word that starts with
  /// one a want word whatever its ending (`놀러가요`, `놀러갈까`,
  /// `가고싶다`, `가보고싶어요`).
  static let sentenceWantStems: [String] = ["놀러", "가고싶", "가보고싶"]

  /// Whether `word` is what a sentence wants at the place before it
  /// (``sentenceWantWords``, or a word of ``sentenceWantStems``).
  static func isSentenceWant(_ word: String) -> Bool {
    sentenceWantWords.contains(word) || sentenceWantStems.contains { word.hasPrefix($0) }
  }

  /// The want words that a query writes together with the name before
  /// them too (`대만여행`, `제주도맛집`): none ends a place's name.
  static let gluedWantWords: [[Unicode.Scalar]] = [
    "여행", "여행지", "여행코스", "관광", "관광지", "맛집", "날씨", "항공권", "비행기표", "숙소", "호텔",
    "가는법", "가는길", "가는방법", "가볼만한곳", "갈만한곳", "환율", "시차",
    "직항", "비자", "유학", "취업", "로밍", "환전", "투어", "축제",
    "어디", "어디야", "어디에", "어디임", "어디예요", "어디에요",
    "주변", "인근", "부근", "근교", "일대", "시내", "도심", "지역", "전역", "전체", "쪽", "방면",
    // (A hashtag's words after the place: `#타슈켄트야경`, `#화순나들이`,
    // `#양남맛집탐방`, `#하얼빈한달살기`.)
    "야경", "자유여행", "가족여행", "한달살기", "쇼핑", "카페", "맛집탐방", "맛집추천", "나들이", "호캉스",
    "일상", "데이트", "빵집", "여행기", "브이로그",
  ].map { Array($0.unicodeScalars) }
  .sorted { $0.count > $1.count }

  /// What a pasted or chatty query adds after a name: laughter and
  /// crying in bare jamo (`군산공항ㅋㅋ`), two or more.
  static let chatJamo: Set<Unicode.Scalar> = ["ㅋ", "ㅎ", "ㅠ", "ㅜ"]

  /// Messenger shorthand in initials after a name, glued (`양산ㄱㄱㅆ`):
  /// let's go, for real, shivers, congratulations, okay. Only these whole:
  /// other initials glued to a name start the next name
  /// (`서울ㄱㄴ` on its way to 서울 강남).
  static let chatInitials: [[Unicode.Scalar]] = [
    "ㄱㄱㅆ", "ㄱㄱ", "ㄹㅇ", "ㄷㄷ", "ㅎㄷㄷ", "ㅊㅊ", "ㅇㅋ", "ㅇㅇ",
  ].map { Array($0.unicodeScalars) }
  .sorted { $0.count > $1.count }

  /// Words a speaker starts with before the place (`혹시 임실`, `저기
  /// 충주시...`, `아 맞다 강동동`, `음 하동읍`): left out at the start of a
  /// query with a word after them (``fillerCount(_:)``). 혹시 is also a
  /// town's name in Hangul (Hoxie, Arkansas), and alone it stays one.
  static let leadingFillers: Set<String> = [
    "혹시", "저기", "저기요", "그럼", "근데", "그런데", "음", "어", "아", "일단", "아참", "아맞다", "맞다", "그",
    "뭐더라", "그러니까", "참", "저", "그래서", "흠", "아니", "네", "좀",
  ]

  /// How many of the first words are ``leadingFillers``, never all.
  static func fillerCount(_ words: [String]) -> Int {
    var n = 0
    while n + 1 < words.count, leadingFillers.contains(words[n]) { n += 1 }
    return n
  }

  /// Whether `word` ends a sentence as its verb, said politely or in a
  /// note (`가 주세요`, `차 막혀요`, `있나요`, `막힘`): a word of two
  /// syllables or more ending in 요 after a syllable with no final whose
  /// vowel is ㅏ, ㅐ, ㅓ, ㅔ, ㅕ, ㅖ, ㅘ, ㅙ or ㅝ (세요, 혀요, 와요, 나요), in
  /// 니다 or 줘, or a noun made of a verb (막힘, 결항됨). Not the copula on
  /// a name (`파주예요`, `송파구요`: ``particles``), whose syllable before 요
  /// is a name's.
  static func isPredicate(_ word: String) -> Bool {
    let s = Array(word.unicodeScalars)
    guard s.count >= 2, s.allSatisfy({ Hangul.isSyllable($0.value) }), let last = s.last else { return false }
    if predicateNounEnds.contains(last) || last == "줘" { return true }
    if s.count >= 3, s[(s.count - 2)...].elementsEqual(["니", "다"]) { return true }
    guard last == "요" else { return false }
    let before = s[s.count - 2].value - 0xAC00
    let vowel = (before / 28) % 21
    return before % 28 == 0 && predicateVowels.contains(vowel) && !(s.count == 2 && s[0] == "예")
      && !(s.count >= 3 && s[s.count - 3] == "이" && s[s.count - 2] == "에")
      && !(s[s.count - 2] == "예")
  }

  /// The vowels, by their index among the 21 (ㅏ 0, ㅐ 1, ㅓ 4, ㅔ 5,
  /// ㅕ 6, ㅖ 7, ㅘ 9, ㅙ 10, ㅝ 14), of the syllable before a polite 요.
  static let predicateVowels: Set<UInt32> = [0, 1, 4, 5, 6, 7, 9, 10, 14]

  /// The last syllables of a verb made a noun in a note (막힘, 결항됨,
  /// 한산함).
  static let predicateNounEnds: Set<Unicode.Scalar> = ["힘", "함", "됨"]

  /// Words before a sentence's verb that belong to it, not to the place:
  /// what is going on there (차, 길, 비, 안개), how much (엄청, 너무), and
  /// the request's helpers (주실 수 있나요). Syllables alone are too.
  static let predicateWords: Set<String> = [
    "주실", "줄", "수", "좀", "엄청", "너무", "진짜", "완전", "많이", "정말", "요즘", "지금", "차", "길", "비",
    "눈", "안개", "바람", "사람", "사람들", "도로", "교통", "미세먼지", "관광객",
  ]

  /// Where the sentence's verb and the words that go with it start, after
  /// the place at `start` (``isPredicate(_:)``, ``predicateWords``); nil
  /// when there is none.
  static func predicateStart(in words: [String], after start: Int) -> Int? {
    guard var p = words.indices.dropFirst(start + 1).first(where: { isPredicate(words[$0]) }) else { return nil }
    while p - 1 > start, predicateWords.contains(words[p - 1]) || words[p - 1].unicodeScalars.count == 1 { p -= 1 }
    return p
  }

  /// The particles that say where something is or happens, on a place
  /// with the rest of a sentence after it (`진천에 있는 동물병원 알려줘`,
  /// `만안구에서 혼자 가기 좋은 식당`, `익산 근처에 조용한 카페`): what
  /// follows is what one wants there. At, in.
  static let locativeCuts: [[Unicode.Scalar]] = ["에는", "에도", "에"].map { Array($0.unicodeScalars) }

  /// The same for where something happens (`창녕에서 회 먹기 좋은 곳`), only
  /// with ``minWordsAfterLocativeFrom`` words after it: with fewer, the
  /// place after it is where a trip from it goes (`대구에서 서산 기차`).
  static let locativeFromCuts: [[Unicode.Scalar]] = ["에서", "에선"].map { Array($0.unicodeScalars) }
  static let minWordsAfterLocativeFrom = 3

  /// Words for the side of a place, after it (`돌산읍 쪽으로 가 주세요`).
  static let sideWords: Set<String> = ["쪽", "쪽으로", "쪽에", "방면", "방면으로", "방향", "방향으로"]

  /// Words for near, when a place comes before them (`익산 근처에`).
  static let nearWords: Set<String> = ["근처", "주변", "인근", "부근"]

  /// The particles that say where a trip starts, on the word before the
  /// place it goes to (`대전에서 진주까지`): from.
  static let originParticles: [[Unicode.Scalar]] = ["에서부터", "으로부터", "에서", "부터"].map {
    Array($0.unicodeScalars)
  }

  /// Words between the place a trip starts at and the place it goes to
  /// (`청주 출발 푸에블라 항공권`, `김포 발 방콕`).
  static let originWords: Set<String> = ["출발", "발", "출발해서", "출발하는"]

  /// The particles on the place a trip goes to (`대전에서 진주까지`): as
  /// far as, to, bound for.
  static let destinationParticles: [[Unicode.Scalar]] = ["까지", "으로", "로", "행"].map {
    Array($0.unicodeScalars)
  }

  /// The particles after which whatever follows is about going to the
  /// place (`롯시 용산점까지 최단경로`): as far as, to (으로 only: a road's
  /// name ends in 로).
  static let destinationCuts: [[Unicode.Scalar]] = ["까지", "으로"].map { Array($0.unicodeScalars) }

  /// Whether `word` is a name of two syllables or more with one of
  /// `particles` on it.
  static func endsInParticle(_ word: String, _ particles: [[Unicode.Scalar]]) -> Bool {
    ending(of: Array(word.unicodeScalars), among: particles) != nil
  }

  /// The length of the first of `endings` that `scalars` end in after a
  /// stem of ``minStemSyllables`` or more whose every scalar `stem` takes
  /// (Hangul syllables); nil when none does.
  static func ending(
    of scalars: [Unicode.Scalar], among endings: [[Unicode.Scalar]],
    stem: (Unicode.Scalar) -> Bool = { Hangul.isSyllable($0.value) }
  ) -> Int? {
    endings.first { e in
      scalars.count >= e.count + minStemSyllables && scalars.suffix(e.count).elementsEqual(e)
        && scalars.dropLast(e.count).allSatisfy(stem)
    }?.count
  }

  /// Want words that ask for a trip, after the place it goes to
  /// (`부산에서 해운대 가는 법`, `서울에서 하노이 몇 시간`): with a
  /// particle of one's own, they tell a trip's start (에서, from) from a
  /// place things happen at (`강남 메박에서 한산`, `코엑스점에서 만나`).
  static let tripWords: Set<String> = [
    "가는", "가는법", "가는길", "가는방법", "가려면", "가기", "가느", "몇", "얼마나", "소요시간", "항공권",
    "비행기표", "비행기", "항공편", "직항", "차로", "자차로", "기차로", "버스", "택시", "지하철",
  ]

  /// A topic or subject particle on the place, before a question about
  /// it (`칠곡은 어느 도`, `마나도는 어디 나라야`): taken off only when
  /// the question's words follow, for names end in these syllables too.
  static let topicParticles: [[Unicode.Scalar]] = ["은", "는", "이", "가"].map { Array($0.unicodeScalars) }

  /// An office named after its area, glued to the area's name, and the
  /// part of it that goes: `해남군청` is 해남군, `울산 동구청` 동구,
  /// `충청남도청` 충청남도, `고아읍행정복지센터` 고아읍, `역삼1동주민센터`
  /// 역삼1동. The area's own suffix (시, 군, 구, 도; 읍, 면, 동) must come
  /// before it.
  static let officeSuffixes: [(suffix: [Unicode.Scalar], after: Set<Unicode.Scalar>)] = [
    ("청", ["시", "군", "구", "도"]),
    ("사무소", ["읍", "면", "동"]),
    ("행정복지센터", ["읍", "면", "동"]),
    ("주민센터", ["읍", "면", "동"]),
  ].map { (Array($0.0.unicodeScalars), $0.1) }

  /// The least syllables a name keeps once a particle is taken off.
  static let minStemSyllables = 2
  /// The least syllables a name keeps once 로 or 으로 is taken off, when
  /// no want word follows: a road's name ends in 로, and mistyped
  /// (`백밤로`, `울지로`) it names nothing, as a place with the particle
  /// does; a road's name before 로 is mostly two syllables.
  static let minStemSyllablesBeforeRo = 3
  /// The genitive an area takes before a place in it (`중국의 청두`),
  /// taken off a word before the last.
  static let genitive: [Unicode.Scalar] = ["의"]
  static let ro: Set<[Unicode.Scalar]> = [Array("로".unicodeScalars), Array("으로".unicodeScalars)]

  /// `words` (a Hangul query's) without the want words from the first
  /// one on (never the first word), and the particle on the last word
  /// left; nil when neither is there.
  static func place(in words: [String]) -> String? { placeAndCut(in: words)?.text }

  /// The same, and which words were left out whole (the place a trip
  /// starts at, the want words), nil when nothing was taken off.
  ///
  /// `sentence`: whether the words may be a sentence around the place,
  /// whose when, with whom and how many (``KoreanAsides/asides(in:sentence:)``) and whatever
  /// follows a place something is at (``locativeCuts``) go; not for a
  /// cinema's query, whose brand or cinema word follows its area
  /// (`마포구에 있는 CGV`, `오늘 영화 강남 메박`).
  static func placeAndCut(in all: [String], sentence: Bool = true) -> (text: String, leftOut: [Int])? {
    // (When, with whom and how many go first, wherever they stand:
    // ``KoreanAsides``.)
    let aside = KoreanAsides.asides(in: all, sentence: sentence)
    let body = all.indices.filter { !aside.contains($0) }
    let words = body.map { all[$0] }
    // (A trip's start before its end: the words up to it go; so do the
    // words a speaker starts with.)
    let start = max(destinationStart(in: words), sentence ? fillerCount(words) : 0)
    // (Whatever follows a place one goes to, as far as, `메가박스 신촌점까지
    // 남은 시간`, `CGV강남으로 길 안내 시작`, is about the going; whatever
    // follows a place something is at, `진천에 있는 동물병원`, about it.)
    let wanted = words.indices.dropFirst(start + 1).first(where: {
      wantWords.contains(words[$0]) || (sentence && isSentenceWant(words[$0]))
    })
    let goneTo = words.indices.dropFirst(start).dropLast().first(where: { i in
      endsInParticle(words[i], destinationCuts)
        || (sentence && endsInParticle(words[i], locativeCuts))
        || (sentence && words.count - i - 1 >= minWordsAfterLocativeFrom && endsInParticle(words[i], locativeFromCuts))
    })
    // (And what a sentence says of the place, from its verb's words on:
    // `진도군 차 막혀요`, `대덕구 가 주실 수 있나요`.)
    let said = sentence ? predicateStart(in: words, after: start) : nil
    let cut = [wanted, goneTo.map { $0 + 1 }, said].compactMap { $0 }.min()
    var kept = Array(words[start..<(cut ?? words.count)])
    // (What is kept names a place of two syllables or more: `내 위치
    // 롯데시네마` is no 내.)
    guard kept.reduce(0, { $0 + $1.unicodeScalars.count }) >= minStemSyllables else { return nil }
    let leftOut = (aside + (Array(0..<start) + Array(cut.map { $0..<words.count } ?? 0..<0)).map { body[$0] }).sorted()
    // (The area a place is in, with the genitive before it: `중국의 청두`.)
    for i in kept.indices.dropLast() {
      let scalars = Array(kept[i].unicodeScalars)
      if scalars.count >= genitive.count + minStemSyllables, scalars.suffix(genitive.count).elementsEqual(genitive),
        scalars.allSatisfy({ Hangul.isSyllable($0.value) })
      {
        kept[i] = String(String.UnicodeScalarView(scalars.dropLast(genitive.count)))
      }
    }
    // (Its side, `돌산읍 쪽으로 가 주세요`, before any particle comes off.)
    var sideLeftOut: [Int] = []
    if kept.count > 1, let last = kept.last, sideWords.contains(last) {
      kept.removeLast()
      sideLeftOut = [body[start + kept.count]]
    }
    if let last = kept.last {
      var scalars = Array(last.unicodeScalars)
      func takeOff(_ n: Int?) {
        guard let n else { return }
        scalars.removeLast(n)
        kept[kept.count - 1] = String(String.UnicodeScalarView(scalars))
      }
      // (A want word written together with the name: `대만여행`.)
      if cut == nil { takeOff(ending(of: scalars, among: gluedWantWords)) }
      let chat = scalars.reversed().prefix { chatJamo.contains($0) }.count
      if chat >= 2 && scalars.count - chat >= minStemSyllables { takeOff(chat) }
      takeOff(ending(of: scalars, among: chatInitials))
      // (An office after its area's suffix: `해남군청`, `역삼1동주민센터`.)
      takeOff(
        officeSuffixes.lazy.compactMap { o in
          ending(of: scalars, among: [o.suffix], stem: { Hangul.isSyllable($0.value) || $0.properties.numericType != nil })
            .flatMap { o.after.contains(scalars[scalars.count - $0 - 1]) ? $0 : nil }
        }.first)
      // (A topic particle before the question: `칠곡은 어느 도`.)
      if cut != nil { takeOff(ending(of: scalars, among: topicParticles)) }
      if let p = particles.first(where: { p in
        let least = cut == nil && ro.contains(p) ? minStemSyllablesBeforeRo : minStemSyllables
        return scalars.count >= p.count + least && scalars.suffix(p.count).elementsEqual(p)
      }) {
        let stem = scalars.dropLast(p.count)
        if stem.allSatisfy({ Hangul.isSyllable($0.value) }) {
          kept[kept.count - 1] = String(String.UnicodeScalarView(stem))
        }
      }
    }
    // (Near the place, after it: `익산 근처에` is 익산.)
    var nearLeftOut: [Int] = []
    if kept.count > 1, let last = kept.last, nearWords.contains(last) {
      kept.removeLast()
      nearLeftOut = [body[start + kept.count]]
    }
    // (A hashtag's place said again with its words: `#시흥 #시흥맛집추천`.)
    if kept.count == 2 && kept[0] == kept[1] { kept.removeLast() }
    guard kept != all, !kept.isEmpty else { return nil }
    return (kept.joined(separator: " "), (leftOut + nearLeftOut + sideLeftOut).sorted())
  }

  /// Where the place a trip goes to starts, after the place it starts at
  /// (`대전에서 진주까지`: 1; `청주 출발 푸에블라 항공권`: 2); 0 when the
  /// query names no start, or nothing but what one wants follows it
  /// (`제주에서 맛집` is 제주).
  static func destinationStart(in words: [String]) -> Int {
    let ends = endsInParticle
    for i in words.indices.dropLast() {
      var next = -1
      if i > 0 && originWords.contains(words[i]) {
        next = i + 1
      } else if ends(words[i], originParticles) || (i > 0 && words[i] == "에서") {
        next = i + 1
        // (`김포에서 출발 방콕`.)
        if next < words.count - 1 && originWords.contains(words[next]) {
          next += 1
        } else {
          // (A place things happen at takes 에서 too: a trip's end must
          // say it is one, by its particle or the trip's words after it.)
          let end = words[next...].firstIndex(where: wantWords.contains) ?? words.count
          guard end > next,
            ends(words[end - 1], destinationParticles) || (end < words.count && tripWords.contains(words[end]))
          else { continue }
        }
      }
      if next > 0 && next < words.count && !wantWords.contains(words[next]) { return next }
    }
    return 0
  }
}
