/// Turns the rows of the source files into places of every kind, with their
/// subtitles and importance.
struct GazetteerAssembler {
  let reader: GazetteerReader

  static let continents = [
    "AF": "Africa", "AN": "Antarctica", "AS": "Asia", "EU": "Europe",
    "NA": "North America", "OC": "Oceania", "SA": "South America",
  ]

  /// The places of every source, and the Korean boundaries.
  func assemble() throws(IndexError) -> (places: [SourcePlace], boundaries: BoundaryLayout) {
    var cities = try reader.cities()
    let countries = try reader.countries()
    let regions = try reader.regions()
    let isoCodes = try reader.regionCodes()
    let regionAlternates = try reader.regionAlternateNames()
    let alternatesWithLanguage = try reader.alternateNamesWithLanguage()
    let alternates = alternatesWithLanguage.mapValues { $0.map(\.name) }
    let postcodes = try reader.postcodes()

    let countryNames = Dictionary(
      countries.map { ($0.code, $0.name) }, uniquingKeysWith: { a, _ in a })
    let regionNames = Dictionary(
      regions.map { ($0.code, $0.names[0]) }, uniquingKeysWith: { a, _ in a })
    for i in cities.indices {
      if let more = alternates[cities[i].sourceID] { cities[i].names += more }
      if let codes = postcodes[cities[i].sourceID] { cities[i].codes += codes }
      NativeScript.promote(&cities[i])
      cities[i].importance = Importance.city(cities[i])
    }
    // Hangul names of cities, to lend to the regions named like them.
    var hangulNames: [String: [String]] = [:]
    for c in cities where c.countryCode == "KR" || c.countryCode == "KP" {
      let hangul = c.names.filter { NativeScript.isHangul($0) }
      if !hangul.isEmpty {
        hangulNames["\(c.countryCode)|\(Normalizer.normalizedString(c.names[0]))", default: hangul] = hangul
      }
    }

    // Regions and countries sit at the population-weighted centre of their
    // cities, and their population is the sum of their cities'.
    var regionCentre: [String: Centroid] = [:]
    var countryCentre: [String: Centroid] = [:]
    for c in cities {
      regionCentre["\(c.countryCode).\(c.admin1)", default: Centroid()].add(c)
      countryCentre[c.countryCode, default: Centroid()].add(c)
    }

    var cityNames: Set<String> = []
    for c in cities where c.population >= ImportanceWeights.largeCityPopulation {
      cityNames.insert("\(c.countryCode).\(c.admin1)|\(Normalizer.normalizedString(c.names[0]))")
      for n in c.names.dropFirst() {
        cityNames.insert("\(c.countryCode).\(c.admin1)|\(Normalizer.normalizedString(n))")
      }
    }
    var places = cities
    for r in regions {
      guard let centre = regionCentre[r.code], let coordinate = centre.coordinate else { continue }
      let cc = String(r.code.prefix(while: { $0 != "." }))
      let borrowed = r.names.lazy.compactMap {
        hangulNames["\(cc)|\(Normalizer.normalizedString($0))"]
      }.first ?? []
      // Its own names and the Hangul of a city named like it are primary;
      // its names in other languages (`Bayern`, `바이에른`) alternate.
      var p = SourcePlace(
        kind: .region, names: r.names + borrowed + (regionAlternates[r.code] ?? []).map(\.name),
        latitude: coordinate.latitude, longitude: coordinate.longitude)
      p.primaryCount = r.names.count + borrowed.count
      if borrowed.isEmpty, let ko = regionAlternates[r.code]?.first(where: { $0.language == "ko" }) {
        p.koreanName = ko.name
      }
      p.sourceID = r.geonameID
      p.countryCode = cc
      p.admin1 = String(r.code.dropFirst(cc.count + 1))
      // A lettered code (TX, IL, ME) qualifies like a name: "paris tx".
      if (2...3).contains(p.admin1.count), p.admin1.allSatisfy({ $0.isLetter }) {
        p.codes = [p.admin1]
      } else if let iso = isoCodes[r.code] {
        // A numbered region's ISO 3166-2 letters: "victoria bc".
        p.codes = [iso]
      }
      p.population = centre.population
      p.info = ["Region · \(countryNames[cc] ?? cc)", r.code]
      p.importance = Importance.region(p)
      // A region named like a city in it (New York, Seoul, São Paulo): the
      // city is what people mean.
      if cityNames.contains("\(r.code)|\(Normalizer.normalizedString(r.names[0]))") {
        p.importance -= ImportanceWeights.regionNamedLikeCityPenalty
      }
      places.append(p)
    }
    for c in countries {
      let centre = countryCentre[c.code]
      guard let coordinate = centre?.coordinate else { continue }
      var p = SourcePlace(
        kind: .country, names: [c.name] + (alternates[c.geonameID] ?? []),
        latitude: coordinate.latitude, longitude: coordinate.longitude)
      p.codes = [c.code, c.code3].filter { !$0.isEmpty } + (c.code == "GB" ? ["UK"] : [])
      p.koreanName = alternatesWithLanguage[c.geonameID]?.first { $0.language == "ko" }?.name
      NativeScript.promote(&p)
      p.sourceID = c.geonameID
      p.countryCode = c.code
      p.population = max(c.population, centre?.population ?? 0)
      let continent = GazetteerAssembler.continents[c.continent] ?? c.continent
      p.info = ["Country · \(continent)", c.code, c.code3, continent, c.capital]
      p.importance = Importance.country(p)
      places.append(p)
    }
    places += try airports(cities: cities, countryNames: countryNames)
    places += try cinemas(cities: cities, countryNames: countryNames, regionNames: regionNames)
    let boundaries = try KoreanAddressAssembler(reader: KoreanAddressReader(reader: reader))
      .assemble(into: &places)
    return (places, boundaries)
  }

  private func airports(cities: [SourcePlace], countryNames: [String: String])
    throws(IndexError) -> [SourcePlace]
  {
    let rows = try reader.records(
      "airports.tsv", required: ["iata", "icao", "name", "city", "country", "latitude", "longitude"])
    // Cities by country and normalised name, to find the city an airport
    // serves. Alternate names count for cities of 50,000 people or more
    // (airportsdata says "New York" where GeoNames says "New York City").
    var byName: [String: [Int]] = [:]
    for (i, c) in cities.enumerated() {
      var keys: Set<String> = [Normalizer.normalizedString(c.names[0])]
      if c.population >= 50_000 {
        for n in c.names.dropFirst() { keys.insert(Normalizer.normalizedString(n)) }
      }
      for k in keys { byName["\(c.countryCode)|\(k)", default: []].append(i) }
    }
    var out: [SourcePlace] = []
    for (n, row) in rows.enumerated() {
      guard let lat = Double(row["latitude"] ?? ""), let lon = Double(row["longitude"] ?? ""),
        let iata = row["iata"], !iata.isEmpty, let name = row["name"]
      else {
        throw .badData(
          path: reader.path("airports.tsv"), line: n + 2, reason: "bad airport row")
      }
      let here = Coordinate(latitude: lat, longitude: lon)
      let cc = row["country"] ?? ""
      let city = row["city"] ?? ""
      let served = (byName["\(cc)|\(Normalizer.normalizedString(city))"] ?? [])
        .map { (i: $0, d: GeoMath.distance(here, cities[$0].coordinate)) }
        .min { $0.d < $1.d }
      var p = SourcePlace(kind: .airport, names: [name], latitude: lat, longitude: lon)
      let own = AirportNames.ownName(of: name, city: city) { words in
        (byName["\(cc)|\(Normalizer.normalizedString(words))"] ?? []).contains {
          GeoMath.distance(here, cities[$0].coordinate) <= AirportNames.nearbyCityDistance
        }
      }
      if let own {
        p.names.append(own)
        p.primaryCount = 2
      }
      // Its other names (OurAirports' keywords: Haneda, Okęcie, Idlewild),
      // as alternate names.
      for other in (row["names"] ?? "").split(separator: "|") where !p.names.contains(String(other)) {
        p.names.append(String(other))
      }
      if !city.isEmpty { p.references = [city] }
      let icao = row["icao"] ?? ""
      p.codes = [iata, icao].filter { !$0.isEmpty }
      p.sourceID = UInt32(n)
      p.countryCode = cc
      p.timezone = row["timezone"] ?? ""
      let subd = row["subd"] ?? ""
      let place = (served.map { $0.d <= 40_000 } ?? false) || subd.isEmpty ? city : subd
      let country = countryNames[cc] ?? cc
      let subtitle = place.isEmpty ? country : "\(place), \(country)"
      // (The title, `name (IATA)`, is made where it is shown: 275 KB.)
      p.info = [subtitle, "", iata, icao, city, subd, row["elevation"] ?? ""]
      if let s = served, s.d <= 100_000 { p.population = cities[s.i].population }
      p.importance = Importance.airport(p, size: row["size"] ?? "")
      out.append(p)
    }
    return out
  }

  private func cinemas(
    cities: [SourcePlace], countryNames: [String: String], regionNames: [String: String]
  ) throws(IndexError) -> [SourcePlace] {
    let rows = try reader.records(
      "cinemas.tsv", required: ["slug", "brand", "name", "name_en", "latitude", "longitude"])
    var out: [SourcePlace] = []
    for (n, row) in rows.enumerated() {
      guard let lat = Double(row["latitude"] ?? ""), let lon = Double(row["longitude"] ?? ""),
        let name = row["name"], let slug = row["slug"], !slug.isEmpty
      else {
        throw .badData(path: reader.path("cinemas.tsv"), line: n + 2, reason: "bad cinema row")
      }
      let here = Coordinate(latitude: lat, longitude: lon)
      var p = SourcePlace(kind: .cinema, names: [name], latitude: lat, longitude: lon)
      let english = row["name_en"] ?? ""
      if !english.isEmpty {
        p.names.append(english)
        p.primaryCount = 2
      }
      p.sourceID = UInt32(n)
      var area = ""
      // The city it belongs to: the most populous within 15 km (Seoul, not
      // the smaller town next door), else the nearest.
      let distances = cities.map { GeoMath.distance(here, $0.coordinate) }
      let near = cities.indices.filter { distances[$0] <= 15_000 }
      let chosen =
        near.max { cities[$0].population < cities[$1].population }
        ?? cities.indices.min { distances[$0] < distances[$1] }
      if let nearest = chosen.map({ cities[$0] }) {
        p.countryCode = nearest.countryCode
        p.admin1 = nearest.admin1
        p.timezone = nearest.timezone
        let region = regionNames["\(nearest.countryCode).\(nearest.admin1)"] ?? nearest.names[0]
        area = "\(region), \(countryNames[nearest.countryCode] ?? nearest.countryCode)"
      }
      p.info = ["Cinema · \(area)", slug, row["brand"] ?? "", english]
      p.references = GazetteerAssembler.brandAndBranch(name: name, brand: row["brand"] ?? "")
      // A branch named like a road, as its signs spell it (대학로:
      // Daehak-ro, where the builder's own reading is Daehangno), after
      // the brand's Latin names (CGV Daehak-ro). Not alone: a romanized
      // key ranks as a primary name, and the branch alone is only a
      // reference (`Myeong-dong` is the area before CGV 명동, as 명동 is;
      // `daehak-ro` finds the cinema by the later word).
      if let branch = p.references.first, PlaceKeys.hasHangul(branch) {
        let signed = KoreanAddressForms.romanized(branch)
        let latin = (Brand(alias: row["brand"] ?? "")?.aliases ?? []).filter { !PlaceKeys.hasHangul($0) }
        p.romanizations = latin.map { "\($0) \(signed)" }
      }
      // The brand alone, typed whole, lists the brand's cinemas.
      p.codes = Brand(alias: row["brand"] ?? "")?.aliases ?? []
      p.importance = Importance.cinema(p)
      out.append(p)
    }
    return out
  }
}

extension GazetteerAssembler {
  /// A branch named after the area it lies in and something more (CGV
  /// 용산아이파크몰, in 용산구): that something, written as
  /// ``brandAndBranch(name:brand:)`` writes a branch (아이파크몰, CGV
  /// 아이파크몰 …). `areaNames` are the names of the areas it lies in, whose
  /// short forms count too (용산 of 용산구). None when the branch is no
  /// more than its area (CGV 명동) or the rest has a single syllable.
  static func branchesAfterArea(name: String, brand: String, areaNames: [String]) -> [String] {
    guard let b = Brand(alias: brand), let alias = b.aliases.first(where: { name.hasPrefix($0 + " ") })
    else { return [] }
    let branch = String(name.dropFirst(alias.count + 1))
    let forms = areaNames.flatMap { [$0] + KoreanAddressForms.shortForms(of: $0) }
    guard let area = forms.filter({ branch.hasPrefix($0) }).max(by: { $0.count < $1.count }) else { return [] }
    let rest = branch.dropFirst(area.count)
    guard rest.count >= 2, PlaceKeys.hasHangul(String(rest)) else { return [] }
    return brandAndBranch(name: "\(alias) \(rest)", brand: brand)
  }

  /// Every way to write a cinema as brand and branch: the branch alone, and
  /// each alias of the brand with it, with and without a space ("신촌",
  /// "씨지브이 강남", "롯데 월드타워", "롯데시네마월드타워"). A Hangul branch
  /// also with 점 or 지점, as Koreans name a chain's branch ("월드타워점",
  /// "CGV 강남점", "씨지비강남지점"): kept as names, so that the states of
  /// the IME on the way to 점 (저) match as any name's do. Each also with
  /// the branch first, as people name a place before what it is there
  /// ("강남 씨지비", "홍대입구롯데"): so a branch-first query matches as a
  /// name's start in every reading, its initials (ㅇㄴ ㅆㅈㅂㅇ) and the
  /// IME's states on the way to the brand (홍대입구 멥) too, where the
  /// tiers that take words in any order need each word whole.
  static func brandAndBranch(name: String, brand: String) -> [String] {
    guard let b = Brand(alias: brand) else { return [] }
    var branch = Substring(name)
    for alias in b.aliases where name.hasPrefix(alias + " ") {
      branch = name.dropFirst(alias.count + 1)
      break
    }
    guard branch.count < name.count else { return [] }
    // (A branch named by Latin initials is also read as Koreans say the
    // letters: DDP is 디디피, then with 점 as a Hangul branch is.)
    let spoken = GazetteerAssembler.spokenInitials(branch)
    var branches = [String(branch)]
    if let spoken { branches.append(spoken) }
    if let hangul = PlaceKeys.hasHangul(String(branch)) ? String(branch) : spoken, !hangul.hasSuffix("점") {
      branches += [hangul + "점", hangul + "지점"]
    }
    var out: [String] = []
    for branch in branches {
      out.append(branch)
      for alias in b.aliases {
        out.append("\(alias) \(branch)")
        out.append("\(alias)\(branch)")
      }
      for alias in b.aliases {
        out.append("\(branch) \(alias)")
        out.append("\(branch)\(alias)")
      }
    }
    return out
  }
}

extension GazetteerAssembler {
  /// Latin initials (two or three capitals, `DDP`, `IFC`) as Korean says
  /// the letters (디디피, 아이에프씨), or nil for any other text: four
  /// capitals or more are as often a word said as one (COEX, 코엑스).
  static func spokenInitials(_ text: Substring) -> String? {
    guard (2...3).contains(text.count), text.allSatisfy({ $0.isASCII && $0.isUppercase }) else { return nil }
    return text.map { letterNames[$0] ?? "" }.joined()
  }

  /// The Korean names of the Latin letters.
  static let letterNames: [Character: String] = [
    "A": "에이", "B": "비", "C": "씨", "D": "디", "E": "이", "F": "에프", "G": "지", "H": "에이치", "I": "아이",
    "J": "제이", "K": "케이", "L": "엘", "M": "엠", "N": "엔", "O": "오", "P": "피", "Q": "큐", "R": "알",
    "S": "에스", "T": "티", "U": "유", "V": "브이", "W": "더블유", "X": "엑스", "Y": "와이", "Z": "제트",
  ]
}

extension SourcePlace {
  var coordinate: Coordinate { Coordinate(latitude: latitude, longitude: longitude) }
}

/// Accumulates a population-weighted centre on the unit sphere.
struct Centroid {
  var sum = SIMD3<Double>(0, 0, 0)
  var population = 0

  mutating func add(_ place: SourcePlace) { add(place.coordinate, population: place.population) }

  mutating func add(_ c: Coordinate, population people: Int) {
    sum += GeoMath.unitVector(c) * Double(max(people, 1))
    population += people
  }

  var coordinate: Coordinate? {
    let length = (sum * sum).sum().squareRoot()
    guard length > 0 else { return nil }
    let v = sum / length
    return Coordinate(
      latitude: asinDegrees(v.z), longitude: atan2Degrees(v.y, v.x))
  }
}
