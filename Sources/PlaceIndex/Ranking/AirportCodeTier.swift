/// An airport by its IATA or ICAO code and the word airport: `bos airport`, `sea
/// international airport`. Step 2 of
/// ``CandidateSearch/collectStrict(query:readings:want:pass:)``, before the
/// words in any order: a code that starts many names (`bos`: Bose, Boston,
/// Bosaso) left the airport past the any-order tier's budget, or behind a
/// small airport whose name has the code as a word (`sea airport` was Salton
/// Sea Airport, `man airport` Man Airport of Côte d'Ivoire). The airport
/// enters as an exact code match (``RankingWeights/exactAirportCode``), so
/// a name matched whole still outranks a small airport's code, by score.
extension CandidateSearch {
  /// The airports whose IATA or ICAO code is one word of the query when every
  /// other word means airport or is one every airport's name may have
  /// (`international`, `intl`: ``AirportNames/genericWords``).
  mutating func collectAirportByCode(_ literal: QueryReading, want: Int) {
    let words = literal.tokens.map(\.bytes)
    guard words.count >= 2, words.count <= 4, options.kinds.contains(.airport) else { return }
    // (The trip words are Hangul: a Latin word, most queries' words,
    // costs one lookup as before.)
    func airportWord(_ w: [UInt8]) -> Bool {
      CandidateSearch.airportWords.contains(w)
        || ((w.first ?? 0) >= 0x80 && CandidateSearch.airportTripWords.contains(w))
    }
    guard words.contains(where: airportWord) else {
      // (When no name starts with the words as typed: `san fra` is on its
      // way to San Francisco, not FRA beside a San. With the code first,
      // only a name the words start as typed stops it, not a place that
      // carries the code and the qualifier the city gives it: `SEN
      // london` is Southend's airport, `new orl` New Orleans.)
      if !hasNameMatch {
        collectAirportByCityAndCode(words, want: want)
      } else if !candidates.contains(where: { $0.tier.group == 0 && readings[$0.reading].kind == .literal }) {
        collectAirportByCityAndCode(words, want: want, codeFirstOnly: true)
      }
      return
    }
    var code: [UInt8]? = nil
    for w in words where !airportWord(w) {
      if AirportNames.genericWords.contains(String(decoding: w, as: UTF8.self)) { continue }
      // (One code: the query's normal form is lower case.)
      guard code == nil, CandidateSearch.hasAirportCodeShape(w) else { return }
      code = w
    }
    guard let code else { return }
    let set = keySet(.codes)
    let airport = PlaceKind.airport.rawValue
    for i in set.range(ofKey: code) where index.kindRaw(set.entryPlace[i]) == airport {
      add(set.entryPlace[i], tier: .exact, offset: set.poolOffset(i), from: .codes, reading: 0)
    }
  }

  /// The airport whose IATA or ICAO code is the query's first or last word when
  /// the other words name a place it serves, whole, in any script: `뉴욕
  /// JFK`, `도쿄 NRT`, `tokyo nrt`, `JFK new york`, `stockholm essa` (a city or district of
  /// that name, ``servedKinds``, within
  /// ``airportCityRadiusKilometers`` of the airport), when the code names
  /// no country or region; after the code, the city may be on its way
  /// (`LIS Lisb`). Before, the partial tier kept the code or the city,
  /// whichever scored more.
  mutating func collectAirportByCityAndCode(_ words: [[UInt8]], want: Int, codeFirstOnly: Bool = false) {
    for codeFirst in codeFirstOnly ? [true] : [false, true] {
      let code = codeFirst ? words[0] : words[words.count - 1]
      guard CandidateSearch.hasAirportCodeShape(code) else { continue }
      let set = keySet(.codes)
      let airport = PlaceKind.airport.rawValue
      let index = self.index
      let airports = set.range(ofKey: code).filter { index.kindRaw(set.entryPlace[$0]) == airport }
      guard !airports.isEmpty else { continue }
      let city = Array((codeFirst ? words.dropFirst() : words.dropLast()).joined(separator: [0x20]))
      var places: [UInt32] = []
      // (A city abroad by its Korean name, which GeoNames writes with 시
      // after it: `오사카 ITM` is 오사카 시's airport.)
      let spellings = JamoTail.hasHangul(city) ? [city, city + Array(" 시".utf8)] : [city]
      for k in [KeyClass.primaryNames, .alternateNames] {
        let names = keySet(k)
        for name in spellings {
          for i in names.range(ofKey: name).prefix(CandidateSearch.airportCityPlaces)
          where CandidateSearch.servedKinds.contains(index.kindRaw(names.entryPlace[i])) {
            places.append(names.entryPlace[i])
          }
        }
        // (After the code, the city on its way, as an autocomplete's input
        // is: `LIS Lisb`, `ZRH Zur`; the most important places its names
        // start. Not before the code: `san fra` is on its way to San
        // Francisco, not FRA beside a San.)
        if codeFirst && city.count >= CandidateSearch.minCityPrefixAfterCode {
          var top = TopK(rangeMin: names.rangeMin, range: names.range(ofPrefix: city))
          var seen = 0
          while seen < CandidateSearch.airportCityPlaces, let (p, _) = top.next() {
            seen += 1
            if CandidateSearch.servedKinds.contains(index.kindRaw(p)) { places.append(p) }
          }
        }
      }
      // (Not a country's or region's code or name too after the city, where
      // a qualifier stands: `mexico city, mex` is Mexico City in Mexico,
      // whose airport is MEX. Before it, `SEN london`, the code is the
      // airport's, not Senegal's.)
      guard !places.isEmpty, codeFirst || qualifiedAreas(code, cities: false).isEmpty else { continue }
      for i in airports {
        let at = index.coordinate(of: PlaceHandle(rank: set.entryPlace[i]))
        let serves = places.contains {
          GeoMath.distance(at, index.coordinate(of: PlaceHandle(rank: $0))) <= CandidateSearch.airportCityRadiusKilometers * 1000
        }
        if serves {
          add(
            set.entryPlace[i], tier: .exact, offset: set.poolOffset(i), from: .codes, reading: 0,
            extra: codeFirst ? weights.airportCodeBesideCity : 0)
        }
      }
    }
  }

  /// Whether a word has the shape of an airport's code: three ASCII
  /// letters (IATA: `arn`) or four (ICAO: `essa`), lower case as the
  /// query's normal form is.
  static func hasAirportCodeShape(_ word: [UInt8]) -> Bool {
    (word.count == 3 || word.count == 4) && word.allSatisfy { $0 &- 0x61 < 26 }
  }

  /// Words of what one does at an airport, which a code beside them names
  /// as the word airport does (`AMS 환승`, `YNJ 출발`, `TSA 입국심사`):
  /// changing planes, leaving, arriving, the border, the lounge, the
  /// duty-free shops, the terminal, bags. None names a place.
  static let airportTripWords: Set<[UInt8]> = Set(
    ["환승", "출발", "도착", "출국", "입국", "입국심사", "출국심사", "라운지", "면세점", "터미널", "수하물"].map { Array($0.utf8) })

  /// The kinds of place an airport's code beside its name picks the
  /// airport of: a city or a district, not a region or a country, before
  /// whose name the code may be a city's on its way (`georgia atl` is
  /// Atlanta, not ATL).
  static let servedKinds: Set<UInt8> = [PlaceKind.city.rawValue, PlaceKind.district.rawValue]

  /// How far from the place named beside its code an airport may lie and
  /// serve it: Narita is 60 km from Tokyo's centre, Incheon 50 km from
  /// Seoul's, the airports sold as a big city's 80 to 110 km from it
  /// (Beauvais for Paris, Eindhoven for Amsterdam). Farther takes another
  /// city's airport of that code.
  static let airportCityRadiusKilometers = 120.0

  /// The most places of the name beside a code looked at (a name's
  /// namesakes, most important first).
  static let airportCityPlaces = 8

  /// The fewest bytes of a city on its way after an airport's code
  /// (`LIS Lisb`): fewer start too many names for the code to confirm one.
  static let minCityPrefixAfterCode = 3
}
