import PlaceIndex

/// `placesearch query <text>`: ranked completions.
enum QueryCommand {
  static let spec = CommandSpec(
    name: "query", usage: "placesearch query <text> [options]",
    abstract: "Complete partial text into ranked places, with the matched parts highlighted.",
    options: [
      OptionSpec(name: "--limit", value: "n", help: "At most n results, 1 to 1000 (default 10)"),
      OptionSpec(
        name: "--type", value: "type",
        help: "address (cities, regions, countries), poi (airports, cinemas) or all"),
      OptionSpec(
        name: "--category", value: "list",
        help: "Only these kinds (comma-separated): city, region, country, airport, cinema, province, district, neighbourhood, village, road, postcode"),
      OptionSpec(name: "--near", value: "lat,lon", help: "Rank places near this point higher"),
      OptionSpec(
        name: "--bias-scale", value: "km", help: "Distance at which --near fades to 1/e (default 300)"),
      OptionSpec(name: "--country", value: "cc", help: "Only places in this country (ISO code)"),
      OptionSpec(
        name: "--explain", value: nil,
        help: "Show why each result ranks where it does (tier, name, score parts, words left out)"),
      OptionSpec(
        name: "--lang", value: "lang",
        help: "ko: Korean names where the data has them (서울 / 대한민국)"),
    ] + CommonOptions.all + CommonOptions.formats,
    discussion: """
      Every word must start a word of one of the place's names, in any order; the
      last word may be unfinished. When that finds fewer than three places, the
      places that match the most words follow (a "partial" match: a street, a
      venue or a postcode the data does not have; --explain names the words left
      out; of a long address, a few adjacent words are kept alone). A street
      address before its place is left out ('140 rue Don Bosco, Saguenay' is
      Saguenay): outside Korea the data has no streets; so is a venue
      ('Église Saint-Michel Hambourg' is Hamburg, 'Château d'Angers'
      Angers, 'haeundae beach' Haeundae-gu). Of places of one name, those
      in the country the address's street type or postcode points to come
      first ('12 rue de siam brest' is Brest, France; '… 3060-187
      cantanhede' Portugal's), and the word after a postcode is the place
      ('… 59380 socx'); in an address that ends in its country, the city
      is looked for in the parts before it ('…, 71000 Sarajevo, Bosnia and
      Herzegovina' is Sarajevo). A British or Canadian postcode is left out
      ('London SW1A 1BQ' is London), and a place misspelt after a street is
      looked for in the street's country ('39 rue des boulets pais' is
      Paris). A Chinese or Japanese address written without spaces is cut
      where names end ('北京市海淀区中关村大街27号' is Beijing), its building's
      words left out, its areas read largest first ('千葉県市川市' is
      Ichikawa in Chiba), and a level's suffix the name lacks is dropped
      ('市川市'). A region's
      code qualifies ('paris tx', 'victoria bc'), its first letters after a
      comma too ('portland, m' is Portland, Maine), its words after a comma
      as they are typed ('vancouver, british col'), also before its country
      ('springfield, il, usa'), a country with its territories
      ('hagatna, usa', 'guam, usa' is Guam), and a city for a place near it
      ('sassoferrato ancona'); a country may come first ('thailand
      bangkok', '일본 도쿄'), an article after a comma is no area
      ('bahamas, the'), and a region may say its type ('kyoto
      prefecture', 'state of texas', 'nagano-ken', 'antalya ili',
      'provinsi bali'); 'in' before the area joins ('los angeles in united
      states'), and a word for a city's centre names the city ('amsterdam
      centrum', 'köln innenstadt'). Abbreviations read both ways
      (st/saint, mt/mount, ft/fort, intl, &/and; ss is sous; cd, sta, sto,
      pto, gral are ciudad, santa, santo, puerto, general), and dotted
      initials joined (N.Y. is NY, U.K. the United Kingdom). Words written apart that a
      name writes together are joined ('mc allen tx' is McAllen), and a
      diacritic typed is meant ('küta' is Kütahya, before Kuta; 'kuta' is
      Kuta). Typos are corrected when no name
      starts with the query, and in the last letter when only small places' names
      do ('berlinn' is Berlin, before the odd name that starts with it; in Hangul,
      the last syllable's vowel or final: '인촌' is 인천); in a Korean address, a
      unit one jamo off ('서울 강넘구', '테혜란로 152') or a level's name with a
      syllable left out ('서울 영등구' is 영등포구); in a name's first letter
      ('uokohama' is Yokohama, one word of six letters or more); before a
      country's or region's whole name, with or without a comma
      ('saasebo japan').
      An airport's IATA code in capitals (SIN) lists the airport, then the city it
      serves; in lower case (sin), the city, then the airport; with the
      word airport (bos airport), the airport; a city then the airport's
      IATA or ICAO code (stockholm arn, stockholm essa), the airport; a
      city then the word for airport being typed (lahore airp, nairobi
      intl), its airports. A US ZIP code or French
      postcode finds its city ('75008' is Paris, '13 rue des cités du parc
      25400' Audincourt, 'paris 75460' Paris, Texas, '26000valence'
      Valence); five digits alone are a
      Korean ZIP code first, then the cities whose code they are ('10010').
      Korean: every IME state matches (성 on the way
      to 서울), initial consonants (ㅅㅇ, ㄱㄴㄱ ㅇㅅㄷ), text typed with the
      keyboard in the wrong mode (tjdnf → 서울, tjdnf rkdskarn → 서울 강남구,
      ㅊㅎㅍ → cgv; one word of an address: 대전 동구 dlsehd → 인동), initials
      among syllables (ㅊ송군 → 청송군), romanized names (gangnam; Chongno-gu,
      Toma-dong, So-gu in McCune–Reischauer), an address's levels in any
      order (역삼동 강남), an administrative dong as its legal dong (역삼1동,
      청운효자동 → 청운동, 금호2·3가동 → 금호동2가), and cinema brand with
      branch in any order (강남 CGV, 롯데 월드타워, 메박 코엑스, 월드타워점,
      코엑스메가박스, 씨지비강남지점; a brand with ㅐ for ㅔ or one jamo off
      too: 매가박스 강남, 씨지피 연남; a branch shortened to some of its
      syllables: 롯시 월타; other words left out: CGV 강남 4DX, CGV 명동역
      씨네라이브러리; typed without spaces, caught between words: 메가박슼,
      ㄱㅈ메가박스, 대학로영화, gangnamcgv; a Latin branch in Korean mode or
      misspelt: 메가박스 ㅇ에, megabox mogdong; a brand as it sounds or a
      letter off: 로떼시네마 잠실, CGB 강남),
      with a station or an area (메가박스 삼성역, 롯시 잠실역점, 강남구 삼성동
      메가, 홍대 근처 씨지비: another brand's branch marks a place), or a word for
      cinemas with an area, on its way too (강남역 근처 영화관, 삼성동 영화);
      a station, which the data
      lacks, as the place it is named after (강남역 → 강남구), and a place
      written with its area as the area (부산대학교 → 부산); an airport's
      terminal as the airport (인천공항 제2터미널); a road with its building
      number, underground (강남대로 지하 396) or with a floor, unit or building
      name after it (테헤란로 152, 10층), the number telling roads of one name
      apart (올림픽로 300 → 송파구); and words written apart or together as
      the name is not (테헤란 로, 강남구역삼동, and on the way: 서울강ㄴ,
      강남구ㅇ, 서울강, 서울ㄷ → 서울's 구). Loose jamo are composed
      (ㅂㅜㅅㅏㄴ → 부산). A state that starts no name shows the text a key back
      (강남ㅇ → 강남구); a 군 become a 시 is found by its old name (양주군). An
      address word one jamo off is corrected within the other words' areas
      (부산 헤운대구); a station or address in the wrong keyboard mode is
      read as in Hangul (rkdskadur → 강남역); a district by its romanized
      stem (songpa → 송파구); a ZIP code being typed lists the codes it
      starts, alone or after its areas (0623, 서울 강남구 063); and a
      numbered road's part after its number is read on its way (중앙로354번
      → 중앙로354번길); a road before its areas is the road in them
      (테헤란로 강남구 서울, Teheran-ro, Gangnam-gu, Seoul), a lot number
      after a 동 the 동 (제주시 연동 312-1), and a numbered road in Latin
      letters is read by its base (Seogang-ro 9-gil), its units typed
      without their hyphen too (teheranro 152, toegyero18gil), one spelt
      as English spells the word it borrows by its sound (Olympic-ro is
      Ollimpik-ro,
      World Cup-ro, Central-ro), a 시도 by its English name (Busan
      Metropolitan City, South Gyeongsang Province, Gangwon State), and a
      road before the numbered roads that branch off it (송파구 올림픽ㄹ →
      올림픽로, then 올림픽로12길). The words for a ZIP code may follow it
      (06236 우편번호); beside a road that several 시군구 have, a ZIP code
      picks the one it belongs to (23030 동문로53번길 17), and 번 after a
      numbered road's building number is the building's (한림로4길 5번).
      A road named with another road's suffix is that road (광주 동구
      금남대로 → 금남로), its 로 or 길 one jamo off before its number too
      (테헤란러 152); levels run together inside an address come apart
      (창원진해구 수송동, 수원영통구); 번 길 typed apart is 번길; a numbered 가
      said in Hangul is its digit (종로일가 → 종로1가). A place with a
      particle or a trip's words after it is the place (케레타로에서,
      양양공항까지, 의령 가는 법, 군산공항ㅋㅋ, 후쿠오카현, 대만여행). An
      island by its name with 도 is its 시, 군, 읍 or 면 (거제도 → 거제시);
      a name written as it is said (아냥시 → 안양시), with a 읍 for a 면
      (통진면 → 통진읍), or two levels' stems together (시흥정왕 → 정왕동);
      a syllable typed twice (서울시 송파파구); a name followed by its own
      romanization (광산구 Gwangsan-gu); Caps Lock in English mode
      (WHCJSDMQ → 조천읍). A 지번 address then its road address is the road
      (우정동 112-10번지 (당산3길 26)); 길 for 번길 (용봉로28길 →
      용봉로28번길); the 동 after a building number picks the road (중앙로
      192 (신안동) → 대전 동구's); a 읍면동 a jamo off inside its 시군구
      (화순군 덩면 → 동면); a lot before the areas in English order
      (Geumgok-dong 20-2, Buk-gu, Gwangju); a ZIP code alone in brackets
      ((44056), 【06236】). Cinemas near you: a word for cinemas or a brand
      with words that say near or what you want there (근처 영화관 --near …,
      가장 가까운 CGV, 목동 영화 예매, 강남역에 있는 CGV, cinema near me),
      the cinemas nearest first; a branch or a brand a key off (CGV 간암,
      롣세시네마 영등포) or a letter off in Latin letters (megabox coez,
      lottte cinema hapjeong); the branch before its brand in initials or
      with the brand being typed (ㅇㄴ ㅆㅈㅂㅇ, 홍대입구 멥); a word for
      cinemas a jamo off beside an area (목동 영화곤). A word or an address
      unit a keystroke off, the IME having regrouped the rest (겨이도 →
      경기도, 관악구 신림ㄱ동 → 신림동); a place then the area above it being
      typed (신길동 영드 → 영등포구's); a final left apart (가수워ㄴ동); the
      areas after a building number (송강로 2, 대전광역시); a country by its
      initials before a city (ㅈㄱ ㅎㅈㅇ → 항저우); a name's words in another
      order (Korea South). A country written together after its city
      (항저우중국); the genitive after an area (중국의 청두); a question after
      the place (시드니어디, … 몇 시에 문 열어요); a particle on its way
      (성주까); a flat after the 동 (… 거모동 거모두산위브2단지아파트 103동
      1805호 → 거모동); a branch glued before its brand's first syllable
      (홍대롯), a brand glued before its branch (메박성수동점); a lettered
      road part on its way (구로중앙로27각 → 27가길); a ZIP code before its
      시군구 being typed (52655 진줏); a syllable typed twice (방콕콕); a space
      typed inside a name (서울 서 초구); a 시군구 a jamo off in its 시도
      (대구 덩구 → 동구). A name the data writes in words typed as one
      (남아프리카공화국); everyday country names (한국, 호주, 남아공); an
      area with initials among its syllables before its 읍면동 (ㅁ포
      망원동); a place a jamo off after its country (독일 핟노버); a
      syllable left out (멕코시티); Latin typed in Korean mode (노두코 →
      shenzh); Hangul areas with a romanized road (담양군 juksangil 2,
      부산 서구 Eomgwangsan-ro 39beon-gil 9). A road's number said in
      Hangul (세지로삼십구번길, 삼공단로, 삼각산로 이십팔길); an
      administrative dong's number said in one word (청천이동 → 청천동); a
      numbered 리 as its legal 리 (단덕1리); 번 after a building number
      (원명길 36번); a road after the 시군구 beside the one that holds it
      (서울시 성북구 신이문로 → 동대문구's); a road's syllables swapped or
      doubled (정선군 사중북앙로); the old provinces (경상도 풍산); a stem
      glued to a 읍면동 (산청차황면); a region abroad with its Korean type
      word, a city with 시티 (텍사스주 미국, 퀘벡시티); a place abroad with
      a tense consonant for a plain or aspirated one (청뚜 → 청두, 빠리 →
      파리); a word for the area
      around a place (보고타시내, 한국 전역); a trip's words after it (을지로
      씨지비에서 출발); a Latin brand beside a branch typed in Latin mode
      (Lotte Cinema dydtksdur); a ZIP code before its areas in English
      (22355 Jung-gu, Incheon). An area a jamo off before the place it
      holds (울삳 동구 → 울산 동구); the 한/영 key pressed inside a word
      (나주tl → 나주시); three levels' stems glued (경기용인처인); a legal
      dong numbered in its own right (상도1동, 상도일동, 대저이동); a
      광역시 as a 직할시 (인천직할시); a flight's or stay's words (방콕행
      비행기, 캄보디아로밍); a place near a bigger one (Fürth near
      Nuremberg); a city by its municipal title (Comune di Padova); a
      county written with its type (Sindelfingen, Landkreis Böblingen); a
      key slipped in a later word (fort wotth). A trip's end after its
      start (대전에서 진주까지, 청주 출발 푸에블라 항공권); which area a place
      belongs to (칠곡은 어느 도); an office named after its area (해남군청,
      울산 동구청); the way to a cinema (CGV강남으로 길 안내 시작) or a film
      after it (건대점 롯시에서 범죄도시); level suffixes typed apart (군포 시
      부곡 동); a French town and its département (Bayonne 64, Aix (73));
      an airport's code in brackets after its city (Oslo (TRF)); an
      airport by its city and a name of its own (ljubljana brni); a
      metropolitan area (Città metropolitana di Torino, Tokyo metropolis).
      A place in a sentence to an assistant (진천에 있는 동물병원 알려줘,
      이번 주말에 안덕 가는데 맛집 추천해줘), with counts, dates and times
      beside it (장성 1박 숙소, 롯시 도곡 1시 30분), in hashtags (#국내여행
      #화순나들이); Caps Lock with Shift (tLWLQL 강남 → CGV 강남); a 군
      written as a 시 in an address (남해시 이동면); a 리 glued to its road
      (서종면 노문리노문길 14); a chain's web address (www.cgv.co.kr 대학로);
      a name with its article after it (Angeles, Los; Coruña (A)); a
      traveller's words around a place (hotels in Boseong gun, Jinhae 2
      days). A cinema's branch among questions or subway words (2호선 타고
      CGV 강남, 혹시 Lotte Cinema 영등포 오늘 문 열어요?); a place misspelt
      before what one wants there (김헤 날씨), a vowel said alike (휑성읍 →
      횡성읍); a road written as it is said (경주시 뱅뉼로 60 → 백률로); a part
      of the world before a city (남미 메리다, 동남아 다낭); a romanized name
      with its suffix in Hangul (jeongseon군); the address after a form's
      label in a pasted block (수령인: … / 주소: 전남 여수시 …); a 리's lot
      with its 읍 or 면 after it (옥정리 307, 춘산면); the word for airport in
      other languages (aeroporto di Sofia, аэропорт Рига, 悉尼机场); an
      airport's code then its city (LIS Lisb, SEN london); a region's
      newspaper abbreviation (Truro, N.S.; Cairns, Qld); ö, ø, ü written
      oe, ue (koege). A place said in a spoken sentence (혹시 임실, 일단
      광양요, 강북구로 가 주세요, 진도군 차 막혀요); a name spaced a syllable
      to a word (하 남 시); a name in Hanja with its Hangul reading in
      brackets (安城(안성) → 안성); a ZIP code one digit to a box (2 1 5 1 1,
      [1][7][0][2][4]) or beside the name of Korea (Korea 44216, KR22100);
      a particle on an address's number or area (구갈로 16으로 이사했어요,
      월계리에서 만나요); a building number before its road (사천읍 6
      샘골길); a region's name on its way in several words (south aust);
      an airport by its city and its own name over a place by it (tokyo
      haneda).
      A name that several cities
      share lists the larger city's first (인사동 → 서울 종로구, 동성로 → 대구);
      numbered 가 answer to their shared name (명동 → 명동1가, 명동2가), a 동
      that was a 리 to the 리's (청량리 → 청량리동; in a metropolitan city, 미아리
      → 미아동, 광안리 → 광안동), and a 동's romanization
      written together too (insadong); a numbered 가 or dong in Latin
      letters as people write it (Euljiro 3-ga, euljiro3ga, Jongno 3(sam)-ga;
      Yeoksam1-dong → 역삼동). A place abroad in the Korean order, its
      country first (일본 도쿄, 미국 뉴ㅇ, 일본도쿄 → 도쿄).
      An airport by the place it stands at or its other names: haneda
      airport, okecie airport, idlewild; a city's large airports first; by
      its city written together with 공항: 부산공항 → 김해국제공항; by a
      city no airport names, its nearest airport: 경주 공항 → 포항경주공항;
      by a city and its IATA code: 뉴욕 JFK, tokyo nrt. A last word of two
      letters that the query as typed is on its way to qualifies only a
      whole name before it (fort my is Fort Myers; paris tx stays Paris,
      Texas).
      A query is read up to its first 16 words and 200 characters (a note on
      stderr says when it was cut).
      Exit status: 0 when something matched, 1 when nothing did.
      """,
    examples: [
      "placesearch query 'new yo'", "placesearch query 서울 --json",
      "placesearch query springfield --near 42.1,-72.6", "placesearch query icn --category airport",
      "placesearch query 성", "placesearch query tjdnf", "placesearch query tokyo --lang ko",
    ])

  static func run(_ words: [String]) throws(CommandError) -> ExitStatus {
    let args = try ParsedArguments(words, spec: spec)
    if args.has("--help") { return help(spec) }
    let v = Validation(usage: spec.usage)
    let format = try args.outputFormat(v)
    let text = try v.query(args.positionals)
    var options = CompletionOptions(limit: try v.limit(args.value("--limit"), default: 10))
    if let t = args.value("--type") { options.kinds = try v.type(t) }
    if let c = args.value("--category") { options.kinds = options.kinds.intersection(try v.kinds(c)) }
    if let n = args.value("--near") { options.near = try v.coordinate(n, option: "--near") }
    if let s = args.value("--bias-scale") {
      guard let km = Double(s), km.isFinite, km > 0, km <= 20_000 else {
        throw v.fail("--bias-scale must be a distance in km from 0 to 20000, got '\(s)'.")
      }
      options.biasScaleKilometers = km
    }
    if let c = args.value("--country") { options.countryCode = try v.country(c) }
    if let l = args.value("--lang") {
      guard let language = DisplayLanguage(rawValue: l.lowercased()), language == .korean else {
        throw v.fail("--lang must be ko (Korean), got '\(l)'.")
      }
      options.language = language
    }
    let index = try IndexLocator.open(explicit: args.value("--index"))
    let results = index.complete(text, options: options)
    let interpretedAs = results.first?.interpretedAs
    if format != .text {
      let items = results.map { c in
        args.has("--explain")
          ? JSON.Value.completion(c, extra: [("explain", .explanation(c))])
          : JSON.Value.completion(c)
      }
      let set = ResultSet(
        envelope: [("query", .string(text)), ("interpretedAs", .optional(interpretedAs))], results: items,
        columns: ["id", "kind", "title", "subtitle", "latitude", "longitude", "countryCode"],
        polygons: format == .geojson ? results.map { index.boundary(of: $0.place) } : [])
      Terminal.out(set.render(format))
    } else if results.isEmpty {
      Terminal.err("No places match '\(text.shown)'.\n")
    } else {
      var out = ""
      if let interpretedAs { out += Terminal.dim("showing results for \(interpretedAs)") + "\n" }
      for (i, r) in results.enumerated() {
        let n = String(i + 1)
        let p = r.presentation
        out += "\(String(repeating: " ", count: max(0, 3 - n.count)))\(n). "
        out += Terminal.highlighted(p.title, p.titleHighlights) + "\n"
        out += "     " + Terminal.highlighted(p.subtitle, p.subtitleHighlights)
        out += Terminal.dim("  · \(r.kind) · \(r.id)") + "\n"
        if args.has("--explain") { out += Terminal.dim("     " + explain(r)) + "\n" }
      }
      Terminal.out(out)
    }
    return results.isEmpty ? .nothingFound : .success
  }
}

/// One readable line of a completion's score breakdown.
func explain(_ c: Completion) -> String {
  let e = c.explanation
  func f(_ d: Double) -> String { String(Double(Int((d * 100).rounded())) / 100) }
  var parts = [
    "\(e.tier) via \"\(c.matchedName)\" (\(e.reading))", "importance \(f(e.importance))",
    "+ bonus \(f(e.bonus))", "- penalty \(f(e.penalty))",
  ]
  if e.edits > 0 { parts.append("edits \(e.edits)") }
  let unmatched = c.unmatchedWords
  if !unmatched.isEmpty {
    parts.append("(matched \(c.matchedWords.joined(separator: " ")); left out \(unmatched.joined(separator: " ")))")
  }
  if let d = e.distanceMeters { parts.append("+ bias \(f(e.bias)) at \(Format.distance(d))") }
  parts.append("= \(f(e.score))")
  return parts.joined(separator: " ")
}

func help(_ spec: CommandSpec) -> ExitStatus {
  Terminal.out(spec.help)
  return .success
}
