/// A city and its airport share a code (`SIN`: Singapore and Changi).
///
/// The rule: when the query is exactly an airport's IATA code, the airport
/// and the city it serves come first, in the order the capitals say:
///
/// - typed in capitals (`SIN`), the airport, then the city;
/// - otherwise (`sin`), the city, then the airport.
///
/// The city is the one the airport's data names, within
/// ``RankingWeights/iataServedCityDistance`` of it, and only when it
/// matched the letters as typed too (a name or code that starts with them)
/// and no city that matched by its own name is more important: `ber` is Berlin, then BER; `tor` stays Toronto, not
/// Torrington and its airport TOR; `bar` stays Barcelona. In lower case,
/// without such a city, or when the code is a country's ISO 3166 code too
/// (`gbr` is the United Kingdom), the ranking is left as it is. In
/// capitals a hub comes first even then (`FRA` is Frankfurt's airport,
/// then France; ``RankingWeights/iataOverCountryMinimumImportance``), a
/// small airport does not (`USA` is the United States, not
/// Concord-Padgett Regional), nor when the letters are a brand's name
/// (`CGV`, as the cinemas write it, is the cinemas). The first
/// gets ``RankingWeights/iataFirst``, the second ``RankingWeights/iataSecond``.
extension CandidateSearch {
  mutating func applyCodeRule(query: String) {
    // (Most queries are not three letters: no array for them.)
    var letters = 0
    for b in query.utf8 where b != 0x20 && b != 0x09 {
      letters += 1
      if letters > 3 { return }
    }
    guard letters == 3 else { return }
    let trimmed = query.utf8.filter { $0 != 0x20 && $0 != 0x09 }
    guard trimmed.count == 3, trimmed.allSatisfy({ $0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A }) else { return }
    let capitals = trimmed.allSatisfy { $0 >= 0x41 && $0 <= 0x5A }
    let key = trimmed.map { $0 | 0x20 }
    let codes = keySet(.codes)
    var airports: [UInt32] = []
    var namesCountry = false
    for i in codes.range(ofKey: key) {
      let p = codes.entryPlace[i]
      if index.kindRaw(p) == PlaceKind.airport.rawValue, accepts(p) { airports.append(p) }
      if index.kindRaw(p) == PlaceKind.country.rawValue { namesCountry = true }
    }
    // In lower case a country's own code names the country (`gbr`). A
    // brand written as the brand writes itself names the brand, in
    // capitals too (`CGV` is the cinemas, not Caiguna's airstrip).
    if !capitals && namesCountry { return }
    // In capitals too, unless the airport is a hub known by its code
    // (``RankingWeights/iataOverCountryMinimumImportance``: `FRA`, not `USA`).
    if namesCountry {
      airports.removeAll { index.importance(of: $0) < weights.iataOverCountryMinimumImportance }
      if airports.isEmpty { return }
    }
    if Brand(key: key) != nil { return }
    for airport in airports.prefix(4) {
      let city = servedCity(of: airport)
      let (airportBonus, cityBonus) =
        capitals || city == nil ? (weights.iataFirst, weights.iataSecond) : (weights.iataSecond, weights.iataFirst)
      if capitals || city != nil {
        boost(airport, by: airportBonus, tier: .exact, from: .codes, offset: codeOffset(of: airport, key))
      }
      if let city { boost(city, by: cityBonus, tier: .namePrefix, from: .primaryNames, offset: nil) }
    }
  }

  /// An airport's code in brackets after the place it serves, as flight
  /// searches and tickets print one (`Oslo (TRF)`, `Lisbon, Portugal (LIS)`,
  /// `Dallas/Fort Worth (DFW)`): the airport, not the city. The brackets
  /// said nothing before (the words before them were searched alone, the
  /// city first) or the code was left out. The rule: when the query ends in
  /// three letters in brackets that are an airport's IATA code, and some
  /// place the words before them found lies within
  /// ``RankingWeights/bracketedCodeCityDistance`` of that airport, the
  /// airport leads the best other place by ``RankingWeights/iataFirst``.
  mutating func applyBracketedCodeRule(query: String) {
    // (Most queries end in no bracket: nothing more is read.)
    guard let lastByte = query.utf8.reversed().first(where: { $0 != 0x20 && $0 != 0x09 }),
      lastByte == 0x29 || lastByte == 0x89
    else { return }
    var tail = query.unicodeScalars.reversed().drop { $0 == " " || $0 == "\t" }.makeIterator()
    guard let close = tail.next(), close == ")" || close == "）" else { return }
    var letters: [UInt8] = []
    while let s = tail.next(), s != "(" && s != "（" {
      guard s.isASCII, (s.value | 0x20) &- 0x61 < 26, letters.count < 3 else { return }
      letters.insert(UInt8(s.value | 0x20), at: 0)
    }
    guard letters.count == 3, tail.contains(where: { $0.properties.isAlphabetic }) else { return }
    guard options.kinds.contains(.airport) else { return }
    let codes = keySet(.codes)
    // (Not ``accepts(_:)``: the words before the code may read as an area
    // the airport lies outside, Oslo's county for Torp.)
    let index = self.index
    let country = settings.countryRow
    let airports = codes.range(ofKey: letters).map { codes.entryPlace[$0] }.filter {
      index.kindRaw($0) == PlaceKind.airport.rawValue && (country == nil || index.countryRow($0) == country)
    }
    let reach = weights.bracketedCodeCityDistance
    for airport in airports.prefix(4) {
      let at = index.coordinate(of: PlaceHandle(rank: airport))
      let serves = candidates.contains {
        $0.place != airport && index.distance(of: $0.place, from: at, within: reach) != nil
      }
      guard serves,
        let best = candidates.filter({ $0.place != airport }).map(\.explanation.score).max()
      else { continue }
      // (Matched by its code whole: an exact match, whatever tier its name
      // found it in, `Tokyo International Airport` by `tokyo` alone.)
      if let i = candidatePlaces.firstIndex(of: airport), candidates[i].tier != .exact {
        var c = candidates[i]
        c.tier = .exact
        // (The word its name left out is the code: nothing is left out.)
        c.explanation.score += c.explanation.penalty
        c.explanation.penalty = 0
        c.explanation.leftOut = 0
        replace(at: i, with: c)
      }
      let score = candidates.first { $0.place == airport }?.explanation.score ?? index.importance(of: airport)
      boost(airport, by: max(0, best + weights.iataFirst - score), tier: .exact, from: .codes,
        offset: codeOffset(of: airport, letters))
      return
    }
  }

  /// The city an airport serves (its data's city: the nearest place of
  /// that name within reach), when it matched the query too. Only the
  /// candidates are looked at: the city must have matched the letters
  /// itself (a name or code that starts with them: Busan's Pusan, Berlin).
  func servedCity(of airport: UInt32) -> UInt32? {
    let a = PlaceHandle(rank: airport)
    let at = index.coordinate(of: a)
    let reach = weights.iataServedCityDistance
    var reference: [UInt8]? = nil
    var best: (place: UInt32, distance: Double)? = nil
    for c in candidates where index.kindRaw(c.place) == PlaceKind.city.rawValue {
      guard let d = index.distance(of: c.place, from: at, within: reach), best.map({ d < $0.distance }) ?? true
      else { continue }
      if reference == nil {
        guard let name = index.firstName(of: a, mark: NameMark.reference) else { return nil }
        reference = Normalizer.normalize(name)
      }
      guard let reference, index.primaryNameNormalizes(to: reference, c.place) else { continue }
      best = (c.place, d)
    }
    guard let best else { return nil }
    // The city the letters mean: no city that matched by its own name is
    // more important (`ath` is Athens before Ath, Belgium; `tor` Toronto,
    // not Torrington).
    let importance = index.importance(of: best.place)
    let bigger = candidates.contains {
      index.kindRaw($0.place) == PlaceKind.city.rawValue && $0.explanation.penalty < weights.alternatePenalty
        && index.importance(of: $0.place) > importance
    }
    return bigger ? nil : best.place
  }

  /// The pool offset of an airport's code key.
  private func codeOffset(of airport: UInt32, _ key: [UInt8]) -> Int? {
    let codes = keySet(.codes)
    return codes.range(ofKey: key).first { codes.entryPlace[$0] == airport }.map(codes.poolOffset)
  }

  /// Adds `bonus` to a place's candidate, adding the candidate first when
  /// the tiers did not collect it (a limit of 1 keeps only the best).
  private mutating func boost(_ place: UInt32, by bonus: Double, tier: MatchTier, from k: KeyClass, offset: Int?) {
    if !candidatePlaces.contains(place) {
      // (Its first name, when the code's key is not at hand.)
      let at = offset ?? index.segment(of: place).lowerBound
      add(place, tier: tier, offset: at, from: k, reading: 0)
    }
    guard let i = candidatePlaces.firstIndex(of: place) else { return }
    var c = candidates[i]
    c.explanation.bonus += bonus
    c.explanation.score += bonus
    replace(at: i, with: c)
  }
}
