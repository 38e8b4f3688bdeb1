/// The order the tiers run in, and when each is tried.
///
/// 1. Exact, name-prefix, later-word tiers, for every reading of the query
///    (literal, jamo, initials, abbreviations written out or shortened).
///    Tiers are strict: once the better ones fill the list, stop. A ZIP
///    code being typed lists the codes it starts
///    (``collectPostcodePrefix(_:want:)``).
/// 2. An airport by its code and the word airport (`bos airport`:
///    ``collectAirportByCode(_:want:)``). Any order, when the words as
///    typed found nothing; airports by the
///    city they serve (`osaka airport`, glued too: `부산공항`; also the word
///    on its way, whatever was found: `lahore airp`), a region by
///    its type (`kyoto prefecture`, `state of texas`), a city by its
///    municipality's words (``collectCityByType(_:want:)``: `Comune di
///    Padova`, `Taipei City`) and cinemas by
///    brand or category and area (`롯데시네마 잠실`, `강남 영화관`; a brand in
///    a sound-alike spelling first read as written, `매가박스 강남`), when
///    little was found.
/// 3. A Korean address without a flat that ends it (a complex, its block
///    and unit: ``collectWithoutApartment(_:want:)``). A Korean address
///    (levels in any order, a building number), when nothing was found,
///    or only places its initials read whole start
///    (`서울 ㅇㅅ`), or when the query ends in a road and a building
///    number (`불정로 6`, which starts 불정로65번길: the road of that name
///    only); then Korean words written together or apart as the name is,
///    a glued address's last level on the way (`서울강ㄴ`) and a brand
///    written after its branch (`코엑스메가박스`)
///    (``collectSpacing(_:want:pass:)``); a space typed inside a name
///    (``collectSpaceSlip(_:want:)``: `서울 서 초구`); a level's suffix a
///    name writes apart, typed together, when no name matched
///    (``collectSuffixApart(_:want:)``: `오사카시`).
///    Latin words written apart that a name writes together (`mc allen
///    tx`), when little and nothing sizeable was found
///    (``collectLatinSpacing(_:want:)``).
/// 4. The other keyboard mode, when little was found; for a query of
///    several words that found nothing, its Hangul searched whole
///    (``collectKeyboardQuery(_:want:)``: `tjdnf rkdska` is 서울 강남), and
///    for a Hangul query with a Latin word that no name matched whole
///    (`대전 동구 dlsehd`). A branch and its Latin brand as one word
///    (``collectGluedLatinBrand(_:want:)``: `gangnamcgv`); a Latin brand
///    beside a branch typed in Latin mode
///    (``collectBrandBesideKeyedBranch(_:query:want:)``: `Lotte Cinema dydtksdur`);
///    the 한/영 key pressed inside a word, when no whole name matched
///    (``QueryReading/modeSwitchesUndone(in:)``: `나주tl`).
/// 5. A qualifier (`paris texas`), when nothing sizeable matched as typed.
/// 6. A 시군구 with another level's suffix (`양주군` is 양주시:
///    ``collectOtherLevelSuffix(_:want:)``); a Korean name written as it is
///    said (``collectPronouncedSpelling(_:want:)``: `아냥시`); typos, when no name starts
///    with the query: one word, or up to
///    ``RankingWeights/typoMaxWords`` words that each start some name (a
///    word that starts none is the partial tier's to leave out), or a
///    Latin name of several words with a key slipped in one later word
///    (``isLaterWordSlip(_:)``: `fort wotth`). Else,
///    when only small places' names start with the query, or none does
///    (three words or more), a typo in its last letter
///    (``collectEndTypo(_:want:)``; in Hangul, its last syllable's vowel or
///    final, ``collectHangulEndTypo(_:want:)``); a cinema's branch one
///    jamo off beside its brand, when no whole name matched
///    (``collectCinemaBranchTypo(_:want:)``: `메가박스 셩수`), or shortened
///    to some of its syllables (``collectCinemaBranchAbbreviation(_:want:)``:
///    `롯시 월타`), or misspelt by whole syllables or a key
///    (``collectCinemaBranchMisspelling(_:want:)``: `메가박스 코엑엑스`,
///    `CGV 간암`); in Latin letters, a branch an edit off after its brand
///    (``collectLatinCinemaBranchMisspelling(_:want:)``: `megabox coez`).
/// 7. A Latin address whose first part names no road, without that part
///    (or two), when what is left names a Korean road (``collectWithoutLeadingParts(_:query:want:)``:
///    `Jungbu Tax Office, 170, Toegye-ro, Jung-gu, Seoul`). A Hangul query
///    that names no place whole with a numbered 가 or road said in Hangul
///    (``collectHangulNumerals(_:want:)``: `종로일가`, `세지로삼십구번길`), a region abroad
///    with its type typed after it (``collectRegionType(_:want:)``:
///    `텍사스주 미국`), a place abroad with a tense consonant for a plain or
///    aspirated one (``collectLoanwordSpelling(_:want:)``: `청뚜`) and without a
///    particle or a trip's words (``collectWithoutParticles(_:want:)``:
///    `케레타로에서`, `의령 가는 법`); a Korean name without its romanization
///    after it (``collectWithoutRomanizedEcho(_:want:)``: `군위 Gunwi`). A
///    name whose article a sorted list moved after it
///    (``collectArticleMovedBack(query:want:)``: `Angeles, Los`). When no
///    name matched whole: a place said to lie near a bigger one
///    (``collectNearPlace(_:query:want:)``: `Fürth near Nuremberg`), the
///    query without a second-level area's type word
///    (``collectWithoutSecondLevelTypes(_:want:)``: `Sindelfingen,
///    Landkreis Böblingen`), a Hangul area a jamo off before the place it
///    holds (``collectMistypedHead(_:want:)``: `울삳 동구`). The partial
///    tier (words left out), when fewer than a few places were
///    found; a Korean romanization in another spelling read in the
///    Revised one, when no name matched every word or the query writes a
///    breve (``collectRespelled(_:query:want:)``: `Yoksam-dong`, `Yŏsu`); when no sizeable name matched, a station by the place it is
///    named after (``collectStationPlace(_:want:)``: `강남역`); when no name
///    matched exactly, a Korean island by its 시, 군, 읍 or 면
///    (``collectIsland(_:want:)``: `거제도`), or two levels' stems written
///    together (``collectGluedStems(_:want:)``: `시흥정왕`); when nothing
///    was found, a place written together with its area, by the area
///    (``collectLeadingArea(_:want:)``: `부산대학교`); a Chinese or Japanese
///    address written without spaces, cut where whole names end, when
///    nothing was found or only partial matches beside such a run uncut
///    (``collectHanSegments(_:want:)``: `北京市海淀区中关村大街27号`).
/// 8. The query without a note in brackets that ends it (`bologna (bo)`),
///    when as typed no whole name was found, nor a whole name in an area
///    the note names (``collectWithoutNote(_:want:)``).
/// 9. When nothing at all was found for one or two words, their Hangul in
///    the other keyboard mode through steps 1–8 but typos, the partial
///    tier's included (`rkdskadur` is 강남역, a station by its place).
/// 10. When a Hangul query still found nothing, the query as it stood a key
///    or two before (``collectKeysBack(_:want:)``: `강남ㅇ` on its way to
///    강남역 is 강남).
/// 11. When nothing at all was found, a postcode written together with its
///    place read apart, through steps 1–10 (``GluedNumbers``: `26000valence`).
///
/// Searches of part of the query (the words before a qualifier, the city
/// of an airport) run the same steps, less the ones in their ``Pass``; the
/// reduced queries of the partial tier run only the first
/// (``collectReduced(_:want:)``).
extension CandidateSearch {
  /// Which optional steps a search runs.
  struct Pass {
    var address = true
    var qualifier = true
    var typos = true
    var partial = true
    var airports = true
    /// A query of several words in the other keyboard mode, read whole
    /// (``collectKeyboardQuery(_:want:)``).
    var keyboard = true
    /// A query that ends in a note in brackets, searched without it
    /// (``collectWithoutNote(_:want:)``).
    var note = true
    /// A Hangul query that found nothing, searched as it stood a key or
    /// two before (``collectKeysBack(_:want:)``).
    var keysBack = true

    /// The whole query.
    static let full = Pass()
    /// The words before a qualifier: no address, no second qualifier.
    static let qualifying = Pass(
      address: false, qualifier: false, partial: false, airports: false, keyboard: false, note: false,
      keysBack: false)
    /// The query's words spaced or spelled otherwise, a name written
    /// together with its brand or 공항 (``collectRespaced(_:among:want:pass:)``):
    /// names, airports and cinemas.
    static let respaced = Pass(
      address: false, qualifier: false, typos: false, partial: false, airports: true, keyboard: false, note: false,
      keysBack: false)
    /// Names as typed, their other readings and the other keyboard mode
    /// only: a search made many times for one query (the city of an
    /// airport, for each run of its words), which must cost little.
    static let namesOnly = Pass(
      address: false, qualifier: false, typos: false, partial: false, airports: false, keyboard: false,
      note: false, keysBack: false)
    /// Names and an address: the area of a cinema query in several words
    /// (`강남구 삼성동 메가`).
    static let namesAndAddress = Pass(
      address: true, qualifier: false, typos: false, partial: false, airports: false, keyboard: false,
      note: false, keysBack: false)
    /// Names and their typos: the area of a cinema query whose Latin words
    /// name none as written (`megabox mogdong`).
    static let namesAndTypos = Pass(
      address: false, qualifier: false, typos: true, partial: false, airports: false, keyboard: false,
      note: false, keysBack: false)
    /// Names and a qualifier: the city of an airport written with its
    /// country or region (`thailand bangkok airport`), a region with its
    /// type (`homs syria governorate`).
    static let namesAndQualifier = Pass(
      address: false, qualifier: true, typos: false, partial: false, airports: false, keyboard: false,
      note: false, keysBack: false)
    /// An address without its leading parts (``collectWithoutLeadingParts(_:query:want:)``):
    /// the steps that read it whole, not the partial tier again.
    static let leadingPartsLeftOut = Pass(partial: false, keyboard: false, note: false, keysBack: false)
    /// The query rewritten whole (a place near a bigger one as a place and
    /// its qualifier, a county's type word left out): every step but the
    /// partial tier, which the query as typed runs, a note and keys back.
    static let rewritten = Pass(partial: false, note: false, keysBack: false)
    /// A query with its Korean romanization respelled
    /// (``collectRespelled(_:query:want:)``): every step that reads it
    /// whole, not the typos nor the partial tier, which the query as typed
    /// runs.
    static let respelled = Pass(typos: false, partial: false, keyboard: false, note: false, keysBack: false)
  }

  /// Steps 1–8 for a query, its readings as given (the first is the
  /// literal reading).
  mutating func collectStrict(query: String, readings rs: [QueryReading], want: Int, pass: Pass) {
    guard let literal = rs.first else { return }
    let abbreviated = QueryReading.abbreviatedReadings(of: query)
    collectTiers(abbreviated.isEmpty ? rs : rs + abbreviated, want: want)
    let multiword = literal.tokens.count > 1
    if !multiword { collectPostcodePrefix(literal, want: want) }
    if multiword && pass.address && !literal.isHangul { collectRomanizedRoad(literal, want: want) }
    if multiword && pass.airports { collectAirportByCode(literal, want: want) }
    if multiword && candidates.isEmpty {
      collectAnyOrder(literal.tokens.map(\.bytes), want: want, reading: 0)
      // (The last word a state of the IME, in another order: `합정
      // 롯데시넴` on its way to 롯데시네마 합정.)
      if candidates.isEmpty, let n = readings.firstIndex(where: { $0.kind == .jamo }),
        readings[n].tokens.last?.tails.isEmpty == false
      {
        collectAnyOrder(readings[n].tokens, want: want, reading: n)
      }
    }
    if multiword && pass.airports && candidates.count < weights.fewResults {
      collectAirportTerminal(literal, want: want)
    }
    if multiword && pass.airports && candidates.count < weights.fewResults {
      collectAirportsByCity(literal, want: want)
      collectAreaByType(literal, want: want)
      collectCityByType(literal, want: want)
    } else if multiword && pass.airports && !literal.isHangul,
      let last = literal.tokens.last?.bytes,
      CandidateSearch.isAirportWordOnItsWay(last)
        || literal.tokens.contains(where: {
          $0.bytes.count >= CandidateSearch.shortestAirportWord && CandidateSearch.airportWords.contains($0.bytes)
        })
    {
      // (The word for airport being typed after the city's name: `lahore
      // airp` found Lahore and the names `airp` starts. Or said whole,
      // beside the names a word of the city starts: `aéroport
      // d'Amsterdam`, whose `d` starts many.)
      collectAirportsByCity(literal, want: want)
    }
    if pass.airports && candidates.count < weights.fewResults {
      collectRespelledBrand(literal, want: want)
    }
    if multiword && pass.airports && !hasWholeNameMatch {
      collectBrandInOtherScript(literal, want: want)
      // (`Lotte Cinema dydtksdur`: the branch's keys in Latin mode.)
      if !literal.isHangul { collectBrandBesideKeyedBranch(literal, query: query, want: want) }
    }
    if pass.airports && candidates.count < weights.fewResults {
      collectCinemasByArea(literal, want: want)
      collectGluedAirport(literal, want: want)
    }
    // (Also when a Hangul query of several words, one of them whole
    // syllables, or every one initials, found places only through its
    // initials read whole: `서울 ㅇㅅ`, on its way to 용산구, starts the
    // initials of Shaoyang and of 서옥오산길, ㅅㅇㅇㅅ; `ㄷㄱ ㅅㅅㄱ`, 대구
    // 수성구, those of 동교산수골길. Not `CGV ㄱㄴ`, whose initials are CGV
    // 강남's; but when only places abroad follow them word by word: `ㄱㄴ
    // ㄱㅎ`, 경남 김해, also starts 가나 공화국, Ghana, and initials are
    // Korean users' input.)
    let korea = index.koreaRow
    let foundOnlyAsInitials = multiword && literal.isHangul && foundOnlyByInitials
      && (literal.tokens.contains { JamoTail.hasSyllable($0.bytes) }
        || literal.tokens.allSatisfy { AddressUnits.isInitials($0.bytes) })
      && !candidates.contains {
        index.countryRow($0.place) == korea && initialsFollowWords($0, literal.tokens)
      }
    // (Latin address units typed without their hyphen, `teheranro 152`,
    // before the address reading of the words as typed, which would
    // leave the glued word out: `59 toegyero18gil junggu seoul` is a road
    // of 중구, not 중구; also beside a sizeable name when a word starts
    // with a digit, as an address's does.)
    if pass.address && !literal.isHangul
      && (!hasSizeableNameMatch
        || (multiword && literal.tokens.contains { $0.bytes.first.map(GluedRomanizedUnits.isDigit) == true }))
    {
      collectGluedRomanization(literal, want: want)
    }
    // (A flat after the address, `거모동 거모두산위브2단지아파트 103동
    // 1805호`: the address without it, before the address tier reads the
    // complex's syllables as roads they start.)
    if pass.address && multiword && literal.isHangul && !hasWholeNameMatch {
      collectWithoutApartment(query, want: want)
    }
    // (A romanized name with its suffix in Hangul, `jeongseon군`, before
    // the address tier reads the suffix as the roads it starts in the area
    // the name romanizes: 군언길 of 정선군.)
    if pass.address && literal.isHangul && !hasWholeNameMatch {
      collectRomanizedStemWithHangulUnit(literal, want: want)
    }
    if pass.address && (candidates.isEmpty || foundOnlyAsInitials) {
      collectAddress(literal, want: want)
    } else if multiword && pass.address && AddressUnits.endsInBuildingNumber(literal.tokens) {
      // (`불정로 6` starts 불정로65번길 and means building 6 of 불정로: the
      // address reading competes with the names it starts.)
      collectAddress(literal, want: want, wholeTargets: true)
    }
    // (Also when the last word is a level's suffix alone, typed apart from
    // its name: `마포 구` is 마포구, before 구수동 of 마포구, which the
    // address tier reads it as.)
    // (And when one word ends in a key being typed and found nothing
    // sizeable, only names its jamo reading starts: `서울ㄷ` is on its way
    // to 서울 동대문구 as much as to 서울대학로.)
    if literal.isHangul
      && (candidates.isEmpty || CandidateSearch.endsInLoneSuffix(literal)
        || (literal.tokens.count == 1 && CandidateSearch.endsInJamo(literal.key) && !hasSizeableNameMatch))
    {
      collectSpacing(literal, want: want, pass: pass)
    }
    // (Hangul areas and a romanized road: `담양군 juksangil 2`. Not in a
    // search of its own, whose romanized road reads the road in Hangul
    // again: only the full pass, whose partial tier the others lack.)
    // (Also beside an address reading that left words unmatched: `부산 서구
    // Eomgwangsan-ro 39beon-gil 9` found 서구, the romanized road left out.)
    if literal.isHangul && multiword && pass.address && pass.partial
      && !candidates.contains(where: {
        $0.tier == .exact && $0.explanation.leftOut == 0 && readings[$0.reading].extraPenalty == 0
      })
    {
      collectMixedScriptAddress(literal, want: want)
    }
    // (A space typed inside a name after its area: `서울 서 초구`.)
    if literal.isHangul && multiword && pass.address && !hasWholeNameMatch {
      collectSpaceSlip(literal, want: want)
    }
    if literal.isHangul && literal.tokens.count == 1 && !hasNameMatch {
      collectSuffixApart(literal, want: want)
    }
    // (A name the data writes in words, typed as one: `남아프리카공화국`.)
    if literal.isHangul && candidates.isEmpty {
      collectGluedName(literal, want: want)
    }
    if literal.isHangul && candidates.isEmpty && pass.qualifier {
      collectGluedLeadingArea(literal, want: want)
    }
    var keyboard: [QueryReading] = []
    // (Also for a Hangul query with a Latin word when no name matched
    // every word: `대전 동구 dlsehd` found 동구 and roads it starts, and
    // means 동구 인동.)
    let mixedUnmatched =
      multiword && pass.keyboard && literal.isHangul && !hasWholeNameMatch
      && query.utf8.contains { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }
    if candidates.count < min(want, weights.fewResults) || mixedUnmatched {
      let offset = readings.count
      keyboard = QueryReading.keyboardReadings(of: query)
      if !keyboard.isEmpty {
        readings += keyboard
        collectTiers(keyboard, want: want, readingOffset: offset)
      }
    }
    // The query's Hangul in the other keyboard mode, when it is mostly
    // that (steps 4 and 9).
    func keyboardHangul() -> String? {
      guard let text = keyboard.first(where: { $0.isHangul })?.interpretedAs, text != query,
        CandidateSearch.isMostlyHangul(text)
      else { return nil }
      return text
    }
    // (Also when a Hangul query's word in the other mode was left
    // unmatched: `보령시 rndchsehd` found 보령시 by an address reading,
    // and means 보령시 궁촌동.)
    if multiword && (candidates.isEmpty || mixedUnmatched) && pass.keyboard,
      let text = keyboardHangul()
    {
      collectKeyboardQuery(text, want: want, penalty: literal.isHangul ? weights.keyboardWordReading : nil)
    }
    // (The 한/영 key pressed inside a word, `나주tl` for 나주시: the query
    // with each such word's Latin in Hangul, as some words in the other
    // mode are.)
    if pass.keyboard && !hasWholeNameMatch, let text = QueryReading.modeSwitchesUndone(in: query) {
      collectKeyboardQuery(text, want: want, penalty: weights.keyboardWordReading)
    }
    // (Also when many small places matched as typed, once the last word
    // has two letters or more: `san jose ca` starts San José Carpinteros
    // and a dozen more, and means San Jose, CA. Then without the words in
    // any order: on the way to `san juan bautista` or `el nido`, `ba` and
    // `ni` name Bahia and Nicaragua, and each try costs a search.)
    if multiword && pass.partial && !literal.isHangul && !hasSizeableNameMatch && candidates.count < weights.fewResults {
      collectLatinSpacing(literal, want: want)
    }
    // (A branch and its brand in Latin letters as one word: `gangnamcgv`.)
    if pass.airports && !literal.isHangul && literal.tokens.count <= 2 && !hasWholeNameMatch
      && options.kinds.contains(.cinema)
    {
      collectGluedLatinBrand(literal, want: want)
    }
    // (A qualifier's first letters after a comma, beside any name
    // matched: `paris, t` is Paris, Texas, before Paris of the North,
    // whose later word starts with t.)
    let qualifierLetters = multiword && pass.qualifier && collectQualifierLetters(literal, query: query, want: want)
    // (Places found with words left out, the cinemas of a brand near
    // fewer of the words, count for nothing here: `Megabox Gangnam Seoul`
    // is 메가박스 강남 in Seoul, not the brand's cinemas near Gangnam.)
    if multiword && pass.qualifier && !qualifierLetters && !hasSizeableNameMatch && !hasRegionNameMatch {
      if candidates.count < weights.fewResults || candidates.allSatisfy({ $0.tier == .partial }) {
        collectQualified(literal, want: want, query: query)
      } else if (literal.tokens.last?.bytes.count ?? 0) >= 2 {
        collectQualified(literal, want: want, reduced: true)
      }
    }
    // (A 시군구 with another level's suffix is named by its stem whole:
    // `양주군` is 양주시, not 양구군 a jamo away; also beside the roads its
    // letters start, `양평시` being 양평군 before 양평시장길. Not beside an
    // airport or a cinema the keys are on their way to: `김해구` is 김해국제공항
    // typed to its third syllable's vowel, not 김해시.)
    if literal.isHangul && literal.tokens.count == 1 && pass.typos && !hasAreaNameMatch && !hasVenueNameMatch {
      collectOtherLevelSuffix(literal, want: want)
    }
    // (A name written as it is said: `아냥시` is 안양시, beside the places
    // a typo of it as typed names, 미량리 for `미량시`.)
    if literal.isHangul && literal.tokens.count == 1 && pass.typos && !hasNameMatch {
      collectPronouncedSpelling(literal, want: want)
    }
    // (A vowel's two-letter spelling, `koege` for Køge, before the typos
    // of the word as typed.)
    if !literal.isHangul && pass.typos && !hasNameMatch {
      collectVowelDigraphs(literal, want: want)
    }
    // (Not when every word matched in another order: `oakland airport` is
    // Oakland's airport, not the Ørland airport two edits away; nor, in
    // its last letter, for one word the cinema steps read as what it
    // names: `영화관` lists the cinemas, not 영화길 a jamo away. The scans
    // come last in each test: every search runs these.)
    if pass.typos && !hasNameMatch && !candidates.contains(where: { $0.tier == .anyOrder })
      && (literal.tokens.count == 1
        || (literal.tokens.count <= weights.typoMaxWords && literal.tokens.allSatisfy { startsSomeKey($0.bytes) })
        || isLaterWordSlip(literal))
    {
      collectTypos(literal, want: want)
      // (A typo in the first letter, which the typo walk keeps: `uokohama`.)
      if !literal.isHangul { collectFirstLetterTypo(literal, want: want) }
      // (A Hangul word a keystroke off a whole name, the IME having
      // regrouped its keys: `겨이도`, 경기도.)
      collectKeystrokeSlip(literal)
    } else if pass.typos && !hasSizeableNameMatch
      && !(literal.tokens.count == 1 && candidates.contains(where: { $0.tier == .anyOrder }))
    {
      if literal.isHangul {
        collectHangulEndTypo(literal, want: want)
      } else {
        collectEndTypo(literal, want: want)
      }
    }
    // (A vowel written as another said alike, `김헤`, among the typos.)
    if literal.isHangul && literal.tokens.count == 1 && pass.typos && !hasNameMatch {
      collectVowelsSaidAlike(literal, want: want)
    }
    if multiword && pass.typos && literal.isHangul && !hasWholeNameMatch {
      collectCinemaBranchTypo(literal, want: want)
      collectCinemaBranchAbbreviation(literal, want: want)
      collectCinemaBranchMisspelling(literal, want: want)
    }
    if multiword && pass.typos && !literal.isHangul && !hasWholeNameMatch {
      collectLatinCinemaBranchMisspelling(literal, want: want)
    }
    if multiword && pass.partial && !literal.isHangul {
      collectWithoutLeadingParts(literal, query: query, want: want)
    }
    // (A Korean place with a particle or a trip's words after it, before
    // the partial tier, whose names its words start would outrank it.)
    if pass.partial && literal.isHangul && !hasWholeNameMatch {
      collectRegionType(literal, want: want)
      collectLoanwordSpelling(literal, want: want)
      collectHangulNumerals(literal, want: want)
      // (A road written as it is said, `경주시 뱅뉼로 60`.)
      if multiword { collectPronouncedWords(literal, want: want) }
      collectWithoutParticles(literal, want: want)
    }
    // (A Korean name followed by its romanization: `군위 Gunwi`. Beside
    // any match: the Hangul word alone starts its 읍 and roads.)
    if multiword && pass.partial {
      collectWithoutRomanizedEcho(literal, want: want)
    }
    // (A name with its article moved after it, `Angeles, Los`, before the
    // partial tier leaves the article out; also beside whole names that
    // a word of it is, `Vegas, las` the code of Las Vegas's airport: the
    // comma and the article say which is meant, and both compete.)
    if multiword && pass.partial && !literal.isHangul {
      collectArticleMovedBack(query: query, want: want)
    }
    // (A place said to lie near a bigger one, `Fürth near Nuremberg`,
    // before the partial tier finds the bigger one's whole name.)
    if multiword && pass.partial && !literal.isHangul && !hasWholeNameMatch {
      collectNearPlace(literal, query: query, want: want)
    }
    // (A second-level area's type word, which the data does not have,
    // before the partial tier leaves it out with the area's name:
    // `Sindelfingen, Landkreis Böblingen`.)
    if multiword && pass.partial && !literal.isHangul && !hasWholeNameMatch {
      collectWithoutSecondLevelTypes(query, want: want)
    }
    // (An area a jamo off before the place, before the partial tier,
    // which leaves it out and finds every namesake: `울삳 동구`.)
    if multiword && pass.typos && pass.partial && literal.isHangul && !hasWholeNameMatch {
      collectMistypedHead(literal, want: want)
    }
    if multiword && pass.partial && candidates.count < weights.fewResults {
      collectPartial(literal, query: query, want: want)
    }
    // (After the partial tier, whose matches compete with the respelled
    // ones that leave words unmatched: `… Lomé, Togo` is Lomé, not a
    // Korean road a respelled word or two name.)
    // (Also beside a whole name when the query writes a breve, ŏ or ŭ,
    // which only McCune–Reischauer writes: `Yŏsu` is 여수 before Yōsuf
    // Khēl, whose name it starts. Asked only of a query that types a
    // diacritic: `typedWords` is nil for the rest.)
    if pass.typos && !literal.isHangul
      && (!hasWholeNameMatch || (settings.typedWords != nil && RomanizationRespelling.hasBreve(query)))
    {
      collectRespelled(literal, query: query, want: want)
    }
    if !hasSizeableNameMatch && pass.partial && literal.isHangul {
      collectStationPlace(literal, want: want)
    }
    // (Beside the names its 도 starts on the way to 동 or 로: 거제동.)
    // (And without a trip's words, `거제도 여행`: the particle tier's
    // search is an address pass, not a partial one.)
    if pass.address && literal.isHangul && !candidates.contains(where: { $0.tier == .exact }) {
      collectIsland(literal, want: want)
    }
    // (Two levels' stems written together: `시흥정왕`.)
    if pass.partial && literal.isHangul && !candidates.contains(where: { $0.tier == .exact }) {
      collectGluedStems(literal, want: want)
    }
    if candidates.isEmpty && pass.partial && literal.isHangul {
      collectLeadingArea(literal, want: want)
    }
    // (Also when the partial tier found places by a word of the address
    // alone, a run of names before it uncut: `北京市朝阳区北四环中路 27号盘古大观
    // A 座` is Beijing, not 座間 by its 座.)
    if pass.partial && !literal.isHangul
      && (candidates.isEmpty
        || (!candidates.contains { $0.tier != .partial }
          && literal.tokens.contains {
            (HanSegments.startsHanRun($0.bytes) && !startsSomeKey($0.bytes)) || hanStem($0.bytes) != nil
          }))
    {
      collectHanSegments(literal, want: want)
    }
    if multiword && pass.note {
      collectWithoutNote(query, want: want)
    }
    // (Two words: a station, a place and its number; three only when each
    // reads as whole syllables, a place and what one wants there, `xhddud
    // rmscj aktwlq` 통영 근처 맛집. A longer Latin query that found nothing
    // is some other language's address, not Korean in the wrong mode, and
    // its partial reading is noise.)
    if candidates.isEmpty && pass.keyboard && pass.partial && !literal.isHangul
      && literal.tokens.count <= CandidateSearch.maxKeyedPartialWords,
      let text = keyboardHangul(),
      literal.tokens.count <= 2 || CandidateSearch.isWholeSyllables(text)
    {
      collectKeyboardQuery(text, want: want, partial: true)
    }
    if candidates.isEmpty && pass.keysBack && literal.isHangul {
      collectKeysBack(query, want: want)
    }
    // (A syllable left out of a whole name: `멕코시티`.)
    if candidates.isEmpty && pass.typos && literal.isHangul {
      collectDroppedSyllable(literal, want: want)
    }
    // (Latin typed in Korean mode, last: `노두코` is shenzh.)
    if candidates.isEmpty && pass.keyboard && pass.partial && literal.isHangul {
      collectKoreanModeLatin(literal, want: want)
    }
    // A postcode written together with its place, when nothing was found
    // (``GluedNumbers``: `26000valence` is 26000 valence): steps 1–10 for
    // the words apart. (Not before: the scan would cost every keystroke.)
    if candidates.isEmpty && pass.partial, let apart = GluedNumbers.apart(query).map({ QueryLimits.cut($0).text }) {
      let rs = QueryReading.readings(of: apart)
      if !rs.isEmpty {
        readings = []
        collectStrict(query: apart, readings: rs, want: want, pass: pass)
      }
    }
  }

  /// Whether the words of the name a candidate was found by start with the
  /// query's initials word by word (`ㅁㄱㅂㅅ ㄱㄴ`: 메가박스 강남), not
  /// only when read whole (`ㄷㄱ ㅅㅅㄱ`: 동교산수골길, whose one word's
  /// initials are ㄷㄱㅅㅅㄱㄱ, where 대구 수성구 is meant).
  /// A word of syllables starts the name's word as written (`메박 ㅅㅊ`:
  /// 메박 신촌, a cinema's name, not 서초구's cinemas that the address
  /// reading finds).
  func initialsFollowWords(_ c: Candidate, _ tokens: [MatchToken]) -> Bool {
    let name = index.storedName(containing: c.offset).text
    let written = name.split(separator: " ").map { Normalizer.normalize(String($0)) }
    let words = name.split(separator: " ").map { Normalizer.choseong(String($0)) }
    guard words.count >= tokens.count else { return false }
    let initials = tokens.map { AddressUnits.isInitials($0.bytes) }
    return (0...(words.count - tokens.count)).contains { j in
      tokens.indices.allSatisfy {
        initials[$0] ? words[j + $0].starts(with: tokens[$0].bytes) : written[j + $0].starts(with: tokens[$0].bytes)
      }
    }
  }

  /// The exact, name-prefix and later-word tiers of readings `rs`, which
  /// are (or become, when the search has none yet) this search's readings
  /// from `readingOffset` on.
  mutating func collectTiers(_ rs: [QueryReading], want: Int, readingOffset: Int = 0) {
    if readings.isEmpty { readings = rs }
    let lookup = collectExact(rs, want: want, readingOffset: readingOffset)
    // Exact and name-prefix matches compete on score; later words only fill
    // up the list.
    collectNamePrefix(rs, lookup: lookup, want: want, readingOffset: readingOffset)
    guard candidates.count < want else { return }
    collectLaterWords(rs, want: want, readingOffset: readingOffset)
  }
}
