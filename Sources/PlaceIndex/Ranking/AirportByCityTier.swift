/// Airports by the city they serve: `osaka airport` is Kansai and Itami,
/// `busan airport` Gimhae, though neither name says so.
///
/// When a query word says "airport" (``airportWords``; the last may be on
/// its way to one, ``airportWordsOnTheirWay``), the other words,
/// less those every airport has (``AirportNames``: `international`,
/// `metropolitan`), name the city, found in three steps, each tried when
/// the one before found nothing:
/// 1. among airports only: an airport's data names the city it serves, and
///    that name finds it (a reference, ``NameMark/reference``);
/// 2. among cities, by any of their names, then the airports that name the
///    city as theirs within ``RankingWeights/airportCityRadiusKilometers``
///    of it (`dnipropetrovsk airport`: Dnipro's, under its old name);
/// 3. the airports within ``RankingWeights/airportAtPlaceRadiusKilometers``
///    of a place named exactly, whatever city they serve (`haneda airport`
///    is Tokyo's airport at Haneda).
/// Airports a one-word city names only with a typo (step 1, `frankfrut
/// airport`) are taken when steps 2 and 3 find none.
///
/// Its matches are in the any-order tier: every word matched, one by the
/// kind and the others by the city. The partial tier adds another step
/// (``collectAirportsByCity(_:want:leadingWords:)`` with `leadingWords`):
/// step 2 for the city words' leading words, longest first, when they are
/// a city's whole name, each word left out costing what the partial tier
/// charges (`wichita mid continent airport`, a former name: Wichita's
/// airport; not `adolfo suárez madrid barajas`, whose `adolfo` starts other
/// airports' names). Those matches are partial ones, and compete with the
/// partial tier's others (`philip sw goldson international airport` is
/// Belize's, not the airport of Philip, South Dakota).
extension CandidateSearch {
  /// Words that mean "airport", as a whole query word.
  static let airportWords: Set<[UInt8]> = Set(
    [
      "airport", "airports", "aeroport", "aeropuerto", "aeroporto", "flughafen", "lotnisko", "luchthaven", "공항",
      "국제공항", "비행장",
      // (In the other languages a traveller meets: Romanian, the Slavic
      // ones, the Nordic ones, Finnish, Hungarian, Turkish, Indonesian and
      // Malay, Russian, Ukrainian, Bulgarian, Greek, Arabic, Chinese,
      // Japanese.)
      "aeroportul", "aerodrom", "aeródromo", "letiště", "letisko", "lufthavn", "flygplats", "lentoasema",
      "lentokenttä", "repülőtér", "havalimanı", "havaalanı", "bandara", "аэропорт", "аеропорт", "летище",
      "αεροδρόμιο", "αερολιμένας", "مطار", "机场", "機場", "空港",
    ]
      .map { Normalizer.normalize($0) })

  /// The fewest bytes of a word of ``airportWords`` (`공항`, `机场`, six):
  /// a shorter word is told apart by its length, before any hashing. (A
  /// literal, which a test checks against the set: computed, it would be
  /// a lazy global's check on every query.)
  static let shortestAirportWord = 6

  /// Words between the word for airport and its city (`aeroporto di
  /// Sofia`, `aéroport d'Amsterdam`, `airport of Riga`): of, at, from.
  /// Left out only right after the airport word (`rio de janeiro` keeps
  /// its own).
  static let airportCityPrepositions: Set<[UInt8]> = Set(
    ["de", "di", "da", "do", "du", "d", "del", "della", "dell", "des", "von", "of", "at"].map { Array($0.utf8) })

  /// Words that mean "airport" a last word may be on its way to, and the
  /// least letters typed for it to count (`lahore airp`, `shenyang aerop`:
  /// four or five letters start few names' words; `air` is Air Base).
  static let airportWordsOnTheirWay: [(word: [UInt8], least: Int)] = [
    ("airport", 4), ("aeroport", 5), ("aeropuerto", 5), ("aeroporto", 5), ("flughafen", 5),
    // (The word every airport's name may end in, or its short form:
    // `nairobi intl` is its airport, not Nairobi with a word left out.)
    ("international", 6), ("intl", 4), ("int'l", 5),
  ].map { (Array($0.0.utf8), $0.1) }

  /// Whether `word`, a query's last, is on its way to a word that means
  /// "airport" (``airportWordsOnTheirWay``) and is none yet.
  static func isAirportWordOnItsWay(_ word: [UInt8]) -> Bool {
    !airportWords.contains(word)
      && airportWordsOnTheirWay.contains { word.count >= $0.least && $0.word.starts(with: word) }
  }

  /// The Korean, Chinese and Japanese words for an airport a city's name
  /// is written together with, longest first (`나리타국제공항`, `부산공항`,
  /// `悉尼机场`, `ダブリン空港`).
  static let gluedAirportWords: [[Unicode.Scalar]] = [
    "국제공항", "国际机场", "國際機場", "国際空港", "공항", "机场", "機場", "空港",
  ].map { Array($0.unicodeScalars) }

  /// Whether a scalar may be part of a city's name glued to a word for
  /// airport: a Hangul syllable, a Han character, kana or the long-vowel
  /// mark.
  static func mayGlueToAirportWord(_ u: Unicode.Scalar) -> Bool {
    Hangul.isSyllable(u.value) || (0x4E00...0x9FFF).contains(u.value) || (0x3040...0x30FF).contains(u.value)
  }

  mutating func collectAirportsByCity(_ literal: QueryReading, want: Int, leadingWords: Bool = false) {
    let words = literal.tokens.map(\.bytes)
    guard words.count >= 2, words.count <= 32, options.kinds.contains(.airport),
      let a = words.firstIndex(where: { CandidateSearch.airportWords.contains($0) })
        ?? (CandidateSearch.isAirportWordOnItsWay(words[words.count - 1]) ? words.count - 1 : nil)
    else { return }
    // The words every airport has, or that only describe one
    // (`international`, `metropolitan`), name no city: left out
    // (`phoenix international airport` is the airport of Phoenix).
    let city = words.indices.filter { i in
      guard i != a, !(i == a + 1 && CandidateSearch.airportCityPrepositions.contains(words[i])) else { return false }
      let word = String(decoding: words[i], as: UTF8.self)
      return !AirportNames.genericWords.contains(word) && !AirportNames.describingWords.contains(word)
    }
    guard !city.isEmpty else { return }
    var cost = 0.0
    var leftOut: UInt32 = 0
    for n in stride(from: city.count, through: 1, by: -1) {
      if n < city.count {
        cost += dropCost(words[city[n]])
        leftOut |= 1 << UInt32(city[n])
      }
      guard (n < city.count) == leadingWords else { continue }
      let text = String(decoding: Array(city.prefix(n).map { words[$0] }.joined(separator: [0x20])), as: UTF8.self)
      if collectAirports(
        servingCityNamed: text, literal, want: want, cost: cost, leftOut: leftOut, wholeName: n < city.count)
      {
        return
      }
    }
  }

  /// An airport by its city written together with 공항 (`부산공항` is
  /// Gimhae, `도쿄공항` Haneda and Narita), when the query found no airport
  /// as typed (`인천공항` and `김포공항` are names; `부산공항` starts none, and
  /// the address tier would read it as the roads named 공항로 in 부산): the
  /// word read apart, `부산 공항`, through the steps above. The same name,
  /// so no penalty (``QueryReading/Kind/spacing``).
  mutating func collectGluedAirport(_ literal: QueryReading, want: Int) {
    guard literal.tokens.count <= 3, options.kinds.contains(.airport),
      literal.isHangul || literal.tokens.contains(where: { $0.bytes.first.map { $0 >= 0xE3 } == true })
    else { return }
    let index = self.index
    guard !candidates.contains(where: { index.kindRaw($0.place) == PlaceKind.airport.rawValue }) else { return }
    let words = literal.tokens.map { String(decoding: $0.bytes, as: UTF8.self) }
    // (국제공항 first: `나리타국제공항` is Narita's, not 나리타국제's.)
    func glued(_ w: String) -> Int? {
      let s = Array(w.unicodeScalars)
      for suffix in CandidateSearch.gluedAirportWords
      where s.count > suffix.count && s.suffix(suffix.count).elementsEqual(suffix)
        && s.dropLast(suffix.count).allSatisfy(CandidateSearch.mayGlueToAirportWord)
      {
        return suffix.count
      }
      return nil
    }
    guard let (i, n) = words.indices.lazy.compactMap({ i in glued(words[i]).map { (i, $0) } }).first else { return }
    var split = words
    split[i] = String(String.UnicodeScalarView(words[i].unicodeScalars.dropLast(n))) + " "
      + String(String.UnicodeScalarView(words[i].unicodeScalars.suffix(n)))
    collectRespaced(split.joined(separator: " "), among: PlaceKinds(.airport), want: want, pass: .respaced)
  }

  /// Steps 1 and 2 for one city text (step 2 alone, and whole names only,
  /// for `wholeName`); whether they found an airport.
  private mutating func collectAirports(
    servingCityNamed text: String, _ literal: QueryReading, want: Int, cost: Double, leftOut: UInt32,
    wholeName: Bool
  ) -> Bool {
    func adoptAirports(_ sub: CandidateSearch, near centres: [Coordinate]) -> Bool {
      let radius = weights.airportCityRadiusKilometers * 1000
      let index = self.index
      let before = candidates.count
      adopt(
        sub, as: { _ in wholeName ? .partial : .anyOrder },
        reading: { _ in
          guard wholeName else { return literal }
          var r = literal
          r.kind = .partial
          return r
        },
        adjust: { e in
          e.penalty += cost
          e.score -= cost
          e.leftOut = UInt16(truncatingIfNeeded: leftOut)
        },
        where: { c in
          centres.isEmpty
            || centres.contains { GeoMath.distance($0, index.coordinate(of: PlaceHandle(rank: c.place))) <= radius }
        })
      return candidates.count > before
    }
    // (Airports that the text names only with a typo are kept for last:
    // `haneda airport` is not Handan's, one edit from it, but the airport
    // at Haneda.)
    // (Only a one-word city is corrected: a typo search of several words
    // walks every key set for milliseconds, and the partial tier tries
    // their leading words, each a city's name, after this.)
    var misspelt: CandidateSearch? = nil
    if !wholeName {
      let airports = airportSearch(text, literal, want: want, pass: text.contains(" ") ? .namesOnly : .qualifying)
      if airports.candidates.contains(where: { $0.explanation.edits == 0 }) {
        return adoptAirports(airports, near: [])
      }
      if !airports.candidates.isEmpty { misspelt = airports }
    }
    // The city by any name, then the airports that name it; a city of
    // several words that names none, as a city with its country or region
    // (`태국 방콕 공항`, `osaka japan airport`).
    let cityReadings = readings(of: text, like: literal)
    var cities = search(
      text, among: PlaceKinds(.city), readings: cityReadings, want: weights.airportCityCandidates,
      pass: .namesOnly, maxPops: weights.filteredMaxPops)
    if cities.candidates.isEmpty && !wholeName && text.contains(" ") {
      cities = search(
        text, among: PlaceKinds(.city), readings: cityReadings, want: weights.airportCityCandidates,
        pass: .namesAndQualifier, maxPops: weights.filteredMaxPops)
    }
    let best = cities.candidates.filter { !wholeName || $0.tier == .exact }
      .sorted { CandidateSearch.better($0, than: $1) }.prefix(weights.airportCityCandidates)
    var found = false
    for c in best {
      let p = PlaceHandle(rank: c.place)
      let name = index.primaryName(of: p)
      // (Step 1 searched the text itself.)
      guard wholeName || Normalizer.normalize(name) != Normalizer.normalize(text) else { continue }
      let sub = airportSearch(name, literal, want: want, pass: .namesOnly)
      if !sub.candidates.isEmpty, adoptAirports(sub, near: [index.coordinate(of: p)]) { found = true }
    }
    // 3. An airport named for the place it stands at, which its data does
    // not name (Tokyo's Haneda, Rome's Fiumicino): the airports within
    // ``RankingWeights/airportAtPlaceRadiusKilometers`` of a place the text
    // names whole.
    if !found {
      for c in best where c.tier == .exact && c.explanation.edits == 0 {
        let p = PlaceHandle(rank: c.place)
        let sub = airports(at: p, text, literal, radiusKilometers: weights.airportAtPlaceRadiusKilometers)
        if !sub.candidates.isEmpty, adoptAirports(sub, near: [index.coordinate(of: p)]) { found = true }
      }
    }
    // 4. A city the text names whole that no airport names and none stands
    // at: the nearest airport within
    // ``RankingWeights/airportNearCityRadiusKilometers``, the one that
    // serves it (`경주 공항` is 포항경주공항, not 울산공항 further off;
    // `진주 공항` 사천공항), before an airport a typo of the text names
    // (광주공항). (The nearest only: a great airport further off serves
    // the region, not the town: `aeroport de cannes mandelieux` is
    // Cannes-Mandelieu, not Nice.)
    if !found {
      for c in best where c.tier == .exact && c.explanation.edits == 0 && index.kind(of: PlaceHandle(rank: c.place)) == .city {
        let p = PlaceHandle(rank: c.place)
        let sub = airports(at: p, text, literal, radiusKilometers: weights.airportNearCityRadiusKilometers, limit: 1)
        if !sub.candidates.isEmpty, adoptAirports(sub, near: []) { found = true }
      }
    }
    if !found, let misspelt { return adoptAirports(misspelt, near: []) }
    return found
  }

  /// The airports near `place` (step 3), each as if its name matched.
  fileprivate func airports(
    at place: PlaceHandle, _ text: String, _ literal: QueryReading, radiusKilometers: Double, limit: Int? = nil
  ) -> CandidateSearch {
    var o = options
    o.kinds = PlaceKinds(.airport)
    var sub = CandidateSearch(index: index, options: o)
    sub.readings = readings(of: text, like: literal)
    guard !sub.readings.isEmpty else { return sub }
    let near = index.nearby(
      index.coordinate(of: place),
      options: NearbyOptions(
        radiusMeters: radiusKilometers * 1000, kinds: PlaceKinds(.airport),
        limit: limit ?? weights.airportCityCandidates))
    for airport in near {
      let rank = airport.place.rank
      sub.add(rank, tier: .exact, offset: Int(index.nameStart[Int(rank)]), alternate: false, reading: 0)
    }
    return sub
  }

  /// A search of `text` among airports only.
  fileprivate func airportSearch(
    _ text: String, _ literal: QueryReading, want: Int, pass: Pass = .qualifying
  ) -> CandidateSearch {
    search(text, among: PlaceKinds(.airport), readings: readings(of: text, like: literal), want: want, pass: pass)
  }

}

/// An airport and its terminal: `인천공항 제2터미널`, `김포공항 국내선`,
/// `incheon airport terminal 2`. The data has airports, not terminals: the
/// words that name a terminal (``terminalWords``, with their numbers) are
/// left out, and the others are searched among airports. Its matches are
/// in the any-order tier, as the terminal is part of the airport.
extension CandidateSearch {
  /// Words for an airport's terminal or its parts, as whole query words,
  /// after a leading 제 and their digits are taken off (제2터미널, T1).
  static let terminalWords: Set<[UInt8]> = Set(
    [
      "터미널", "여객터미널", "국내선", "국제선", "출국장", "입국장", "청사", "terminal", "terminals", "domestic",
      "arrivals", "departures", "arrival", "departure", "concourse",
    ].map { Array($0.utf8) })

  /// Whether a query word names a terminal (`제2터미널`, `t2`, `국내선`).
  static func isTerminalWord(_ word: [UInt8]) -> Bool {
    // (Most words have neither a digit nor 제: one set lookup, no copy.)
    let hasJae = word.starts(with: ordinalPrefix)
    guard hasJae || word.contains(where: { $0 &- 0x30 < 10 }) else { return terminalWords.contains(word) }
    let rest = hasJae ? word.dropFirst(ordinalPrefix.count) : word[...]
    let letters = rest.filter { $0 &- 0x30 >= 10 }
    if letters == [0x74] { return rest.count > 1 }  // t1, t2
    return terminalWords.contains(letters)
  }

  /// Whether a query word is a number, with or without the 제 of an
  /// ordinal (`2`, `제2`, `제`).
  static func isOrdinal(_ word: [UInt8]) -> Bool {
    let digits = word.starts(with: ordinalPrefix) ? word.dropFirst(ordinalPrefix.count) : word[...]
    return digits.allSatisfy { $0 &- 0x30 < 10 }
  }

  /// 제, which makes a number an ordinal (제2터미널), in UTF-8.
  static let ordinalPrefix = Array("제".utf8)

  mutating func collectAirportTerminal(_ literal: QueryReading, want: Int) {
    guard literal.tokens.count >= 2, literal.tokens.count <= 8, options.kinds.contains(.airport),
      literal.tokens.contains(where: { CandidateSearch.isTerminalWord($0.bytes) })
    else { return }
    let words = literal.tokens.map(\.bytes)
    let terminal = words.map(CandidateSearch.isTerminalWord)
    // (With the terminal, its number goes too: `terminal 2`, `제 2 터미널`.)
    let rest = words.indices.filter { !terminal[$0] && !CandidateSearch.isOrdinal(words[$0]) }.map { words[$0] }
    guard !rest.isEmpty else { return }
    let text = String(decoding: Array(rest.joined(separator: [0x20])), as: UTF8.self)
    adopt(airportSearch(text, literal, want: want), as: { _ in .anyOrder }, reading: { _ in literal })
  }
}
