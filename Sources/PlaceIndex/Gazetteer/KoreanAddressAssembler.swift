#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns the Korean address files into places and ties the other Korean
/// places to them.
///
/// - Every 시도, 시군구, 읍면동 and 리 becomes a place (``PlaceKind/province``
///   … ``PlaceKind/village``) with its everyday short forms as keys
///   (``KoreanAddressForms``), its former names, and its parent.
/// - A GeoNames city with the same name as a 시군구 (or 읍면동; a 읍 also by
///   its name without 읍) whose box holds it is merged into that area: one place, kind city for a 시, with the
///   GeoNames id, names and population and the area's code, parent and
///   boundary.
/// - GeoNames' first-level regions of Korea are the 시도 under other names;
///   their names join the 시도 and the region rows point at the 시도.
/// - Every road of a 시군구 and every ZIP code becomes a place, at the
///   representative point of the 읍면동 that holds most of its addresses.
/// - Cities, airports and cinemas in Korea get the area they lie in, by
///   point-in-polygon.
struct KoreanAddressAssembler {
  let reader: KoreanAddressReader

  /// Ranking weights of the Korean places (see the README's ranking table).
  enum Weights {
    /// People per road-name address, for a 리 (and a 읍면동 no basic zone
    /// reaches): an address is a building, and a building in a 동 (a town
    /// neighbourhood of flats) holds more people than one in a 읍 or a 면
    /// (houses). 12, 6 and 3 give 51 M people for the 6.37 M addresses of
    /// 2021 (the census says 51.7 M); one figure for all would rank 면 of
    /// farmhouses above city neighbourhoods of flats (판교면 over 판교동).
    static let peoplePerAddressInDong = 12.0
    static let peoplePerAddressInEup = 6.0
    static let peoplePerAddressInMyeon = 3.0
    /// Roads and ZIP codes: the national mean.
    static let peoplePerAddress = 8.1
    /// People per basic zone (기초구역, whose numbers are the five-digit
    /// ZIP codes), for a 읍면동: the state drew its zones by roads and
    /// rivers, population and businesses, so a zone concerns about as many
    /// people as another: 51.7 M / 34,275 (the zones of `kr-postcodes.tsv`
    /// that reach a 읍면동, of 34,352). A 읍면동's share of the
    /// zones (each zone split by its addresses) counts the people of flats,
    /// which its addresses do not (Incheon's 송도동: 518 addresses, 45
    /// zones; 포항's: 2,904 and 13.5). On 18 시군구 of known population the
    /// zones' sums are off by 0.17 in log10 on average, the addresses' by
    /// 0.27 (README).
    static let peoplePerZone = 1_508.0
    /// A 시도 ranks a step below its importance: alone, 서울 is the city
    /// Seoul; the 시도 serves addresses and qualifiers.
    static let provinceOffset = -1.0
    /// Roads rank half a step below an area of as many people: 역삼 is 역삼동
    /// before 역삼로.
    static let roadOffset = -0.5
    /// A numbered road (올림픽로32길) ranks at least this far below the
    /// road of its 시군구 that it branches off (올림픽로), which more people
    /// mean when they type the name: `올림픽ㄹ` lists 올림픽로 before its
    /// 32길, which holds more addresses.
    static let branchBelowBase = 0.05
    /// A road that numbered 가 of its 시군구 are named after (동성로 of
    /// 동성로1가 to 3가) ranks at least this far above the most important of
    /// them: the bare name is the road (`대구 동성로`), then its 가, and the
    /// road is as prominent among its namesakes as its 가 made it (대구's
    /// 동성로 before 부산진구's).
    static let roadOverItsGa = 0.05
    /// ZIP codes are found by their code only; this orders them among
    /// themselves.
    static let postcodeOffset = -1.0
  }

  /// The people of a road or ZIP code, estimated from its addresses (its
  /// facts keep the addresses, fewer bytes: 140 KB).
  static func people(addresses: Int) -> Int { Int(Double(addresses) * Weights.peoplePerAddress) }

  static func importance(addresses: Int, offset: Double) -> Double {
    log10(Double(addresses) * Weights.peoplePerAddress + 1) + offset
  }

  /// Adds the Korean places to `places` and gives the Korean places already
  /// there their areas.
  func assemble(into places: inout [SourcePlace]) throws(IndexError) -> BoundaryLayout {
    let areas = try reader.areas()
    var byCode: [String: Int] = [:]
    for (i, a) in areas.enumerated() { byCode[a.code] = i }
    let boundaries = BoundaryLayout(
      try reader.boundaries(),
      levels: Dictionary(areas.map { ($0.code, $0.level) }, uniquingKeysWith: { a, _ in a }))
    var areaPlaces = areas.map(KoreanAddressAssembler.place(of:))
    let postcodes = try reader.postcodes()
    KoreanAddressAssembler.estimatePopulations(
      areas, byCode: byCode, zones: KoreanAddressAssembler.zoneShares(postcodes), into: &areaPlaces)
    let estimated = areaPlaces.map(\.population)
    let merged = KoreanAddressAssembler.mergeCities(places, into: &areaPlaces, areas: areas)
    // The area each Korean city, airport and cinema lies in, once.
    var areaOf: [Int: String] = [:]
    for (i, p) in places.enumerated()
    where p.countryCode == "KR" && [.city, .airport, .cinema].contains(p.kind) {
      areaOf[i] = boundaries.code(at: p.coordinate)
    }
    KoreanAddressAssembler.demoteMisplacedCities(
      &places, areaOf: areaOf, merged: merged, areas: areas, byCode: byCode, estimated: estimated,
      areaPlaces: areaPlaces)
    let droppedRegions = KoreanAddressAssembler.mergeRegions(
      places, areaOf: areaOf, into: &areaPlaces, byCode: byCode)
    KoreanAddressAssembler.dropProvinceNames(areas, from: &places)
    let airportNames = try reader.airportNames()
    for i in places.indices where places[i].countryCode == "KR" && !merged.contains(i) {
      if places[i].kind == .airport, let iata = places[i].codes.first, let names = airportNames[iata] {
        places[i].names.insert(contentsOf: names, at: 1)
        places[i].primaryCount += names.count
        places[i].koreanName = names[0]
      }
      if let code = areaOf[i] { places[i].parentCode = code }
      if places[i].kind == .cinema, let code = areaOf[i], places[i].info.count > 2 {
        // (The 시군구's and the 읍면동's names: the 5- and 8-digit heads
        // of the code.)
        let names = [5, 8].compactMap { n in byCode[String(code.prefix(n))].map { areas[$0].name } }
        places[i].references += GazetteerAssembler.branchesAfterArea(
          name: places[i].names[0], brand: places[i].info[2], areaNames: names)
      }
    }

    var kept: [SourcePlace] = []
    kept.reserveCapacity(places.count + areaPlaces.count + 200_000)
    for (i, p) in places.enumerated() where !merged.contains(i) && !droppedRegions.contains(i) {
      kept.append(p)
    }
    let cityPeople = KoreanAddressAssembler.cityPopulations(areas, byCode: byCode, people: areaPlaces.map(\.population))
    kept += areaPlaces
    try roadsAndPostcodes(areas: areas, byCode: byCode, postcodes: postcodes, into: &kept)
    KoreanNamesakes.order(&kept) { p in cityPeople[p.areaCode] ?? cityPeople[p.parentCode] }
    places = kept
    return boundaries
  }

  /// An area as a place: its name, short forms (for the 시도 and 시군구) and
  /// former names, its code, parent and box.
  static func place(of area: KoreanAddressReader.Area) -> SourcePlace {
    let kind: PlaceKind = [.province, .district, .neighbourhood, .village][area.level - 1]
    var p = SourcePlace(kind: kind, names: [area.name], latitude: area.latitude, longitude: area.longitude)
    // Short forms for the 시도 and 시군구 (강남 → 강남구, 경북 → 경상북도),
    // which stand alone and qualify others; a 읍면동 or 리 is found by its
    // name's prefix (역삼 → 역삼동), and its stem as a whole word would
    // outrank the place being typed (부사 on the way to 부산 is no 부사동).
    let shortForms = { (name: String) in
      area.level <= 2 ? KoreanAddressForms.shortForms(of: name, isProvince: area.level == 1) : []
    }
    p.names += shortForms(area.name)
    // A numbered 가 also by the name it is numbered in, a whole name the
    // 가 share (명동 is 명동1가 and 명동2가; 남포동 its six 가), and a 동 that
    // was a 리 by the 리's name (청량리 is 청량리동), so that the bare name
    // finds them as the exact name it is.
    let gaBase = area.level == 3 ? KoreanAddressForms.numberedGaBase(of: area.name) : nil
    if let gaBase { p.names.append(gaBase) }
    if area.level == 3, let ri = KoreanAddressForms.formerRi(of: area.name) { p.names.append(ri) }
    for old in area.former {
      p.names.append(old)
      p.names += shortForms(old)
    }
    p.primaryCount = p.names.count
    // A metropolitan 동 by the 리 it was (미아리 is 미아동), as another name:
    // a village of that name, found by its own, comes first.
    if area.level == 3, KoreanAddressForms.metropolitanCodes.contains(area.code.prefix(2)),
      let ri = KoreanAddressForms.everydayRi(of: area.name), !p.names.contains(ri)
    {
      p.names.append(ri)
    }
    p.romanizations = [KoreanAddressForms.romanized(area.name, isArea: true)]
    if let gaBase { p.romanizations.append(KoreanAddressForms.romanized(gaBase, isArea: true)) }  // Myeong-dong
    // A 가 named after its road (을지로3가: Euljiro 3-ga) also as the road
    // is written (Eulji-ro 3-ga), which its own road's sign teaches.
    let roadStyle = KoreanAddressForms.romanized(area.name)
    if !p.romanizations.contains(roadStyle) { p.romanizations.append(roadStyle) }
    if area.level == 1 {
      p.romanizations.insert(KoreanAddressForms.romanizedProvince(area.name), at: 0)
      // (And by its everyday short form alone, as English text and
      // addresses write it: Gyeongnam, Chungbuk, Jeonnam.)
      for short in KoreanAddressForms.shortForms(of: area.name, isProvince: true)
      where short.unicodeScalars.count == 2 {
        var word = Romanizer.revised(short)
        if let f = word.first { word = f.uppercased() + word.dropFirst() }
        if !p.romanizations.contains(word) { p.romanizations.append(word) }
      }
      // (And its English names: Busan Metropolitan City, South Gyeongsang
      // Province; the former name's too, North Jeolla Province.)
      for n in ([area.name] + area.former).flatMap(KoreanAddressForms.englishProvinceNames)
      where !p.romanizations.contains(n) {
        p.romanizations.append(n)
      }
    }
    // A 읍면동 or 리 by its signposted romanization (Yeoksam-dong), and a
    // 읍면동 by that written together too, as visitors write them
    // (Insadong, Myeongdong: a word ending in dong, eup, myeon or ga, no
    // city's typo). Not a 리's, nor the Romanizer's own readings: 20,000
    // of them (seoulli for 서운리) would be prefixes of city names' typos
    // and block their correction. The others' short forms are prefixes
    // of their name's romanization already.
    if area.level == 3 {
      for r in p.romanizations {
        let joined = String(r.unicodeScalars.filter { $0 != "-" })
        if !p.romanizations.contains(joined) { p.romanizations.append(joined) }
      }
      // And by its stem, the name without its level, as a 읍면동 is called
      // day to day (Songdo for 송도동, Sinchon for 신촌동). A romanization
      // typed whole earns less than a name (``RankingWeights/exactRomanization``),
      // so a city the stem starts stays first (`busa` is Busan, not
      // Busa-dong), and it adds no prefix: the full romanization starts
      // with it already.
      if let stem = KoreanAddressForms.romanizedStem(of: area.name) { p.romanizations.append(stem) }
      // A numbered 가 by the stem of the name it is numbered in (성수동1가
      // is Seongsu, as 성수동 would be).
      if let gaBase, let stem = KoreanAddressForms.romanizedStem(of: gaBase) { p.romanizations.append(stem) }
    }
    // A 시군구 by its stem too, as its Hangul short form finds it (송파 →
    // 송파구): `songpa` is the 구, not 송파동, whose stem is the same and
    // whose place is smaller; `mapo` is 마포구 before a town of that name
    // in China. (Stems of one syllable, 중구's 중, are none.)
    if area.level == 2, let stem = KoreanAddressForms.romanizedStem(of: area.name, level: 2) {
      p.romanizations.append(stem)
    }
    p.derivedRomanizations = area.level <= 2 ? .firstName : .none
    p.koreanName = area.name
    p.countryCode = "KR"
    p.timezone = "Asia/Seoul"
    p.areaCode = area.code
    p.parentCode = area.parent
    p.bounds = area.bounds
    p.info = [area.code]
    return p
  }

  /// Each 읍면동's share of the basic zones (ZIP codes), a zone split
  /// among its 읍면동 by their addresses in it.
  static func zoneShares(_ postcodes: [KoreanAddressReader.Postcode]) -> [String: Double] {
    var shares: [String: Double] = [:]
    for z in postcodes {
      let total = z.neighbourhoods.reduce(0) { $0 + $1.count }
      guard total > 0 else { continue }
      for n in z.neighbourhoods { shares[n.code, default: 0] += Double(n.count) / Double(total) }
    }
    return shares
  }

  /// Population estimates and importance: each 읍면동's from its share of
  /// the basic zones (``Weights/peoplePerZone``; by its addresses when no
  /// zone reaches it), added up the chain; a 리's from its addresses, by
  /// its 읍면동's kind of place.
  static func estimatePopulations(
    _ areas: [KoreanAddressReader.Area], byCode: [String: Int], zones: [String: Double],
    into areaPlaces: inout [SourcePlace]
  ) {
    var people = [Double](repeating: 0, count: areas.count)
    for (i, a) in areas.enumerated() where a.level == 3 {
      let perAddress =
        a.name.hasSuffix("면") ? Weights.peoplePerAddressInMyeon
        : a.name.hasSuffix("읍") ? Weights.peoplePerAddressInEup : Weights.peoplePerAddressInDong
      let byZones = (zones[a.code] ?? 0) * Weights.peoplePerZone
      let n = byZones > 0 ? byZones : Double(a.addresses) * perAddress
      var j: Int? = i
      for _ in 0..<PlaceIndex.maxChain {
        guard let k = j else { break }
        people[k] += n
        j = byCode[areas[k].parent]
      }
    }
    for (i, a) in areas.enumerated() where a.level == 4 {
      let parentName = byCode[a.parent].map { areas[$0].name } ?? ""
      let perAddress = parentName.hasSuffix("읍") ? Weights.peoplePerAddressInEup : Weights.peoplePerAddressInMyeon
      people[i] = Double(a.addresses) * perAddress
    }
    for i in areaPlaces.indices {
      areaPlaces[i].population = Int(people[i])
      areaPlaces[i].importance =
        log10(people[i] + 1) + (areas[i].level == 1 ? Weights.provinceOffset : 0)
    }
  }

  /// The city each area lies in, by the area's code: the 특별시 or
  /// 광역시 above it, else its top 시군구 (수원시 for 장안구; a 군 is its
  /// own, also in a 광역시), with its people from `people` (a merged
  /// city's GeoNames population, else the estimate). A 특별시 or 광역시 is
  /// its own city; a 도 has none.
  static func cityPopulations(
    _ areas: [KoreanAddressReader.Area], byCode: [String: Int], people: [Int]
  ) -> [String: KoreanNamesakes.City] {
    func isCity(_ province: KoreanAddressReader.Area) -> Bool {
      ["특별시", "광역시", "특별자치시"].contains { province.name.hasSuffix($0) }
    }
    var out: [String: KoreanNamesakes.City] = [:]
    for (i, a) in areas.enumerated() {
      guard let (j, top) = KoreanAddressAssembler.province(of: i, areas, byCode) else { continue }
      // (A 군 is its own, in a 광역시 too: 강화군 is no part of the city of
      // Incheon but a county of it.)
      let county = top.map { areas[$0].name.hasSuffix("군") } ?? false
      if let c = isCity(areas[j]) && !county ? j : top {
        out[a.code] = KoreanNamesakes.City(code: areas[c].code, people: Double(people[c]))
      }
    }
    return out
  }

  /// The 시도 an area lies in (itself for a 시도) and the 시군구 just below
  /// that 시도 on the way up (nil for a 시도), by the area's index; nil when
  /// the chain of parents reaches no 시도.
  static func province(
    of i: Int, _ areas: [KoreanAddressReader.Area], _ byCode: [String: Int]
  ) -> (province: Int, sigungu: Int?)? {
    var top: Int? = nil
    var j = i
    for _ in 0..<PlaceIndex.maxChain {
      guard areas[j].level > 1, let parent = byCode[areas[j].parent] else { break }
      if areas[parent].level == 1 { top = j }
      j = parent
    }
    return areas[j].level == 1 ? (j, top) : nil
  }

  /// A GeoNames city of more people than the 시군구 it lies in holds is
  /// misplaced, its figure another place's (Masan, 434,371 people, stands
  /// in 광주 서구 of about 270,000; the city of that name is 창원's): it
  /// ranks no higher than the 읍면동 it lies in. (Its figure is still the
  /// one shown.) The 시군구 is the one just below the 시도, the city for a
  /// 일반구, by the estimate (`estimated`, before any GeoNames figure was
  /// merged into it: GeoNames gives 남양주 90,798, and its 화도읍 holds
  /// 106,358).
  static func demoteMisplacedCities(
    _ places: inout [SourcePlace], areaOf: [Int: String], merged: Set<Int>,
    areas: [KoreanAddressReader.Area], byCode: [String: Int], estimated: [Int], areaPlaces: [SourcePlace]
  ) {
    for (i, code) in areaOf where places[i].kind == .city && !merged.contains(i) {
      guard let dong = byCode[String(code.prefix(8))],
        let top = KoreanAddressAssembler.province(of: dong, areas, byCode)?.sigungu,
        places[i].population > estimated[top]
      else { continue }
      places[i].importance = min(places[i].importance, areaPlaces[dong].importance)
    }
  }

  /// GeoNames cities named like an area that holds them (a 시도 that is a
  /// city, 서울특별시 for Seoul; a 시군구, 포항시 for Pohang; a 읍면동): one
  /// place, with the city's id, names and population and the area's code,
  /// parent and box. The most populous city claims an area first. Returns
  /// the indices of the merged cities in `places`.
  static func mergeCities(
    _ places: [SourcePlace], into areaPlaces: inout [SourcePlace], areas: [KoreanAddressReader.Area]
  ) -> Set<Int> {
    var nameIndex: [String: [Int]] = [:]
    for (i, a) in areas.enumerated() {
      let cityProvince = a.level == 1 && a.name.hasSuffix("시")
      guard cityProvince || a.level == 2 || a.level == 3 else { continue }
      nameIndex[a.name, default: []].append(i)
      for f in KoreanAddressForms.shortForms(of: a.name, isProvince: a.level == 1) where a.level <= 2 {
        nameIndex[f, default: []].append(i)
      }
      // (A 읍 by its stem too, as GeoNames names the town at its centre:
      // Beolgyo, 벌교, is 벌교읍; 주문진 주문진읍. Not a 면, whose seat
      // GeoNames has as a village that would lend the 면 its name whole
      // (성수 is 성수동 of Seoul before 성수면 of 임실군), nor a 동, whose
      // stem is more often another place's name: 중동, 신사동.)
      if a.level == 3, a.name.hasSuffix("읍"), a.name.unicodeScalars.count >= 3 {
        nameIndex[String(String.UnicodeScalarView(a.name.unicodeScalars.dropLast())), default: []].append(i)
      }
    }
    var merged: Set<Int> = []
    var mergedAreas: Set<Int> = []
    let koreanCities = places.indices.filter { places[$0].kind == .city && places[$0].countryCode == "KR" }
      .sorted { (-places[$0].population, $0) < (-places[$1].population, $1) }
    for i in koreanCities {
      let c = places[i]
      let hangul = c.names.filter { NativeScript.isHangul($0) }
      let hits = Set(hangul.flatMap { nameIndex[$0] ?? [] }).filter { j in
        let b = areas[j].bounds
        return !mergedAreas.contains(j) && c.latitude >= b.0 && c.latitude <= b.2
          && c.longitude >= b.1 && c.longitude <= b.3
      }
      // The largest level first (Pohang is 포항시, not a 동 in it), then the
      // smallest code.
      guard let j = hits.min(by: { (areas[$0].level, areas[$0].code) < (areas[$1].level, areas[$1].code) })
      else { continue }
      merged.insert(i)
      mergedAreas.insert(j)
      let a = areaPlaces[j]
      var city = c
      city.kind = areas[j].level <= 2 && areas[j].name.hasSuffix("시") ? .city : a.kind
      let extra = a.names.filter { !c.names.contains($0) }
      city.names = Array(c.names.prefix(c.primaryCount)) + extra + Array(c.names.dropFirst(c.primaryCount))
      city.primaryCount = c.primaryCount + extra.count
      city.romanizations = a.romanizations
      city.koreanName = areas[j].name
      city.areaCode = a.areaCode
      city.parentCode = a.parentCode
      city.info = a.info
      city.bounds = a.bounds
      city.importance = max(c.importance, a.importance)
      areaPlaces[j] = city
    }
    return merged
  }

  /// GeoNames' first-level regions of Korea are the 시도 under other names:
  /// each joins the 시도 most of its cities lie in (its names and its
  /// admin1 code, so the region rows point at the 시도). Returns the indices
  /// of the regions in `places`.
  static func mergeRegions(
    _ places: [SourcePlace], areaOf: [Int: String], into areaPlaces: inout [SourcePlace],
    byCode: [String: Int]
  ) -> Set<Int> {
    var votes: [String: [String: Int]] = [:]  // admin1 → province code → cities
    for (i, code) in areaOf where places[i].kind == .city {
      votes[places[i].admin1, default: [:]][String(code.prefix(2)), default: 0] += 1
    }
    var regionOf: [String: Int] = [:]  // admin1 → index in places
    for (i, r) in places.enumerated() where r.kind == .region && r.countryCode == "KR" {
      regionOf[r.admin1] = i
    }
    var dropped: Set<Int> = []
    for (admin1, v) in votes {
      guard let province = v.max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key,
        let j = byCode[province], let ri = regionOf[admin1], !dropped.contains(ri)
      else { continue }
      let region = places[ri]
      dropped.insert(ri)
      areaPlaces[j].admin1 = admin1
      areaPlaces[j].names += region.names.filter { !areaPlaces[j].names.contains($0) }
      // A 시도 that is its city (서울특별시, merged with Seoul) keeps the
      // city's id and importance.
      guard areaPlaces[j].kind == .province else { continue }
      areaPlaces[j].sourceID = region.sourceID
      areaPlaces[j].importance = max(areaPlaces[j].importance, region.importance)
    }
    return dropped
  }

  /// A 시도's official name is the 시도's: no other city keeps it as an
  /// alternate name.
  static func dropProvinceNames(_ areas: [KoreanAddressReader.Area], from places: inout [SourcePlace]) {
    let provinceNames = Set(areas.filter { $0.level == 1 }.flatMap { [$0.name] + $0.former })
    for i in places.indices where places[i].countryCode == "KR" && places[i].kind == .city {
      let kept = places[i].names.enumerated().filter { $0.offset == 0 || !provinceNames.contains($0.element) }
      guard kept.count < places[i].names.count else { continue }
      places[i].primaryCount -= places[i].names.prefix(places[i].primaryCount).filter { provinceNames.contains($0) }.count
      places[i].names = kept.map(\.element)
    }
  }

  /// A numbered 가 named after a road of its 시군구 (동성로2가 after
  /// 동성로, 충장로5가 after 충장로) keeps the road's name as another name,
  /// not as its own: the bare name is the road first (`대구 동성로`), then
  /// the 가 (whose own names still find them whole). A 가 of a 동's name
  /// (명동1가) keeps it as its own, as no road is named so. The most
  /// important 가 of each road, by the road's 시군구 and name, for the road
  /// to rank above (``Weights/roadOverItsGa``).
  static func demoteGaBasesNamingRoads(
    _ roads: [KoreanAddressReader.Road], in places: inout [SourcePlace]
  ) -> [String: Double] {
    let roadsBySigungu = Set(roads.map { $0.sigungu + "\t" + $0.name })
    var named: [String: Double] = [:]
    for i in places.indices where places[i].kind == .neighbourhood && places[i].areaCode.count >= 8 {
      let p = places[i]
      guard let base = KoreanAddressForms.numberedGaBase(of: p.names[0]) else { continue }
      let key = String(p.areaCode.prefix(5)) + "\t" + base
      guard roadsBySigungu.contains(key), let at = p.names[..<p.primaryCount].firstIndex(of: base) else { continue }
      places[i].names.remove(at: at)
      places[i].primaryCount -= 1
      places[i].names.append(base)
      named[key] = max(named[key] ?? -.infinity, p.importance)
    }
    return named
  }

  private func roadsAndPostcodes(
    areas: [KoreanAddressReader.Area], byCode: [String: Int], postcodes: [KoreanAddressReader.Postcode],
    into places: inout [SourcePlace]
  ) throws(IndexError) {
    func point(of code: String) -> (Double, Double)? {
      byCode[code].map { (areas[$0].latitude, areas[$0].longitude) }
    }
    // The names a road may be named after (해운대 of 해운대로): areas' names
    // and their short forms.
    var placeNames: Set<String> = []
    for a in areas {
      placeNames.insert(a.name)
      placeNames.formUnion(KoreanAddressForms.shortForms(of: a.name, isProvince: a.level == 1))
    }
    let roads = try reader.roads()
    let roadNames = Set(roads.map(\.name))
    let gaNamedAfter = KoreanAddressAssembler.demoteGaBasesNamingRoads(roads, in: &places)
    let firstRoad = places.count
    // The bases of numbered roads (서강로 of 서강로9길) that no road is named:
    // the first numbered road of each keeps its romanization, the key by
    // which a Latin query finds the base (``RomanizedRoads``).
    var basesKeyed: Set<Substring> = []
    for (n, r) in roads.enumerated() {
      // (A road of a 동 the boundaries lack, 청라동, stands at its 시군구's point.)
      guard let (lat, lon) = r.neighbourhoods.first.flatMap({ point(of: $0.code) }) ?? point(of: r.sigungu)
      else { continue }
      var p = SourcePlace(kind: .road, names: [r.name], latitude: lat, longitude: lon)
      // Only the signposted romanization (Teheran-ro): an unhyphenated one
      // (seoullo) would be a prefix of city names' typos (seoull).
      let romanization = KoreanAddressForms.romanized(r.name, placeNames: placeNames)
      p.romanizations = [romanization]
      p.derivedRomanizations = .none
      // A numbered road (서강로9길: 64 % of the roads) is no key in initials,
      // and its romanization (Seogang-ro 9-gil) is its base's and its
      // number's, derived where it is shown and read from a Latin query by
      // its base (``RomanizedRoads``), unless it is its base's only key or
      // reads otherwise without the place names (해운대로1번길).
      if let numbered = KoreanAddressForms.numberedPart(of: r.name), !numbered.base.isEmpty {
        p.initialsAreKeys = false
        let derivable = romanization == KoreanAddressForms.romanized(r.name)
        if derivable && (roadNames.contains(String(numbered.base)) || !basesKeyed.insert(numbered.base).inserted) {
          p.romanizations = []
        }
      }
      p.koreanName = r.name
      p.countryCode = "KR"
      p.timezone = "Asia/Seoul"
      p.sourceID = UInt32(n)
      p.parentCode = r.sigungu
      p.addresses = r.addresses
      p.population = KoreanAddressAssembler.people(addresses: r.addresses)
      p.address = SourceAddress(
        neighbourhoods: r.neighbourhoods.prefix(RoadInfo.neighbourhoodsKept).map(\.code),
        postcodes: r.postcodes, runs: r.buildings)
      p.importance = KoreanAddressAssembler.importance(addresses: r.addresses, offset: Weights.roadOffset)
      if let ga = gaNamedAfter[r.sigungu + "\t" + r.name] { p.importance = max(p.importance, ga + Weights.roadOverItsGa) }
      places.append(p)
    }
    // Each numbered road below the road it branches off, in its 시군구.
    var baseImportance: [String: Double] = [:]
    for p in places[firstRoad...] where p.kind == .road {
      baseImportance["\(p.parentCode)|\(p.names[0])"] = p.importance
    }
    for i in firstRoad..<places.count where places[i].kind == .road {
      guard let numbered = KoreanAddressForms.numberedPart(of: places[i].names[0]), !numbered.base.isEmpty,
        let base = baseImportance["\(places[i].parentCode)|\(numbered.base)"]
      else { continue }
      places[i].importance = min(places[i].importance, base - Weights.branchBelowBase)
    }
    for z in postcodes {
      let top = z.neighbourhoods.first { byCode[$0.code] != nil }
      guard let (lat, lon) = top.flatMap({ point(of: $0.code) }) ?? point(of: z.sigungu) else { continue }
      var p = SourcePlace(kind: .postcode, names: [z.code], latitude: lat, longitude: lon)
      p.namesAreKeys = false
      p.codes = [z.code]
      p.countryCode = "KR"
      p.timezone = "Asia/Seoul"
      p.sourceID = UInt32(z.code) ?? 0
      p.parentCode = top?.code ?? z.sigungu
      p.addresses = z.addresses
      p.population = KoreanAddressAssembler.people(addresses: z.addresses)
      p.address = SourceAddress(neighbourhoods: z.neighbourhoods.prefix(RoadInfo.neighbourhoodsKept).map(\.code))
      p.importance = KoreanAddressAssembler.importance(addresses: z.addresses, offset: Weights.postcodeOffset)
      places.append(p)
    }
  }
}

/// What a road or ZIP code keeps of its 읍면동 (see ``SourceAddress``; a
/// road's 시군구 is its parent, a ZIP code's main 읍면동 is).
enum RoadInfo {  /// The 읍면동 kept of a road or ZIP code, most addresses first: three, as a
  /// subtitle has room for (테헤란로 · 역삼동, 삼성동, 대치동).
  static let neighbourhoodsKept = 3
}
