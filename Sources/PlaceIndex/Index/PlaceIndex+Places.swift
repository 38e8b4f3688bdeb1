/// Reading one place's fields out of the mapped sections.
extension PlaceIndex {
  /// Every place of the index, most important first.
  ///
  ///     for p in index.allPlaces where index.details(of: p).kind == .airport { … }
  public var allPlaces: LazyMapSequence<Range<UInt32>, PlaceHandle> {
    (0..<UInt32(count)).lazy.map { PlaceHandle(rank: $0) }
  }

  /// A name of a place in the pool, with its mark (see ``NameMark``).
  struct StoredName {
    var text: String
    var offset: Int
    var mark: UInt8?

    /// Whether the name may be shown as a title.
    var isTitle: Bool { mark == nil || mark == NameMark.alternate }
    /// Whether a match through it counts ``RankingWeights/alternatePenalty`` less.
    var isAlternate: Bool { mark != nil && mark != NameMark.code }
  }

  func kind(of p: PlaceHandle) -> PlaceKind { PlaceKind(rawValue: kindRaw(p.rank)) ?? .city }

  /// A place's segment of the pool: from its first name to the next
  /// place's first mark. A damaged `nameStart` gives an empty segment, never
  /// one past the pool or longer than ``PlaceLayout/maxSegment`` (so no
  /// loop over a place's names runs on through the whole pool).
  @inline(__always)
  func segment(of rank: UInt32) -> Range<Int> {
    let start = Int(nameStart[Int(rank)])
    let end = Int(nameStart[Int(rank) + 1]) - 1
    guard start >= 1, start <= end, end < pool.count, end - start <= PlaceKeys.maxSegment else {
      return 1..<1
    }
    return start..<end
  }

  /// Where a place's ``PlaceFacts`` are in the pool (flags to the last
  /// field), and where its names and text fields end (at the facts' mark).
  @inline(__always)
  func factsRange(of rank: UInt32) -> (facts: Range<Int>, namesEnd: Int) {
    let end = segment(of: rank).upperBound  // the next place's first mark
    let (length, bytes) = PlaceFacts.length(endingAt: end, in: pool)
    let start = end - bytes - length
    guard bytes > 0, start > 0, pool[start - 1] == NameMark.facts else { return (end..<end, end) }
    return (start..<(end - bytes), start - 1)
  }

  /// One scalar field of a place's facts, or nil when it has none.
  @inline(__always)
  func fact(_ f: PlaceFacts.Field, of rank: UInt32) -> UInt32? {
    PlaceFacts.field(f, in: pool, factsRange(of: rank).facts)
  }

  /// The address record of a road or ZIP code.
  func addressRecord(of p: PlaceHandle) -> PlaceFacts.AddressRecord? {
    PlaceFacts(pool, factsRange(of: p.rank).facts).address
  }

  /// A place's latitude alone (the dedupe's first test).
  @inline(__always)
  func latitude(of rank: UInt32) -> Double { Double(latitude[Int(rank)]) / 1e7 }

  /// Where a place is (a road or ZIP code: at its main 읍면동's point).
  @inline(__always)
  func coordinate(of p: PlaceHandle) -> Coordinate {
    Coordinate(
      latitude: Double(latitude[Int(p.rank)]) / 1e7, longitude: Double(longitude[Int(p.rank)]) / 1e7)
  }

  /// How far a place is from `point` (metres), when no farther than
  /// `reach`; nil otherwise. A place farther north or south than `reach`
  /// (111,195 m a degree of latitude) is not measured.
  func distance(of place: UInt32, from point: Coordinate, within reach: Double) -> Double? {
    guard abs(latitude(of: place) - point.latitude) <= reach / 111_195 else { return nil }
    let d = GeoMath.distance(point, coordinate(of: PlaceHandle(rank: place)))
    return d <= reach ? d : nil
  }

  /// The first of a place's names with `mark`, without reading the others
  /// into strings.
  func firstName(of p: PlaceHandle, mark wanted: UInt8) -> String? {
    var i = segment(of: p.rank).lowerBound
    let end = factsRange(of: p.rank).namesEnd
    while i < end {
      let j = nameEnd(from: i)
      if pool[i - 1] == wanted { return pool.string(i..<j) }
      i = j + 1
    }
    return nil
  }

  /// Every stored name of a place, primary first.
  func storedNames(of p: PlaceHandle) -> [StoredName] {
    var out: [StoredName] = []
    var i = segment(of: p.rank).lowerBound
    let end = factsRange(of: p.rank).namesEnd
    while i < end {
      let mark = pool[i - 1]
      let j = nameEnd(from: i)
      if mark != NameMark.info {
        out.append(StoredName(text: pool.string(i..<j), offset: i, mark: mark == 0 ? nil : mark))
      }
      i = j + 1
    }
    return out
  }

  /// Where the name that contains pool offset `i` ends: at the mark of the
  /// next name.
  @inline(__always)
  func nameEnd(from i: Int) -> Int {
    var end = i
    while end < pool.count && !NameMark.isMarkOrEnd(pool[end]) { end += 1 }
    return end
  }

  /// Where the name that contains pool offset `i` begins: just after its
  /// mark.
  @inline(__always)
  func nameBegin(containing i: Int) -> Int {
    var start = i
    while start > 0 && !NameMark.isMarkOrEnd(pool[start - 1]) { start -= 1 }
    return start
  }

  /// Whether the name at pool offset `offset` is a romanization.
  /// The mark of the name that contains pool offset `offset`.
  func mark(at offset: Int) -> UInt8 {
    let start = nameBegin(containing: offset)
    return start > 0 ? pool[start - 1] : NameMark.primary
  }

  /// The name that contains pool offset `offset` (an entry's key start).
  func storedName(containing offset: Int) -> StoredName {
    let start = nameBegin(containing: offset)
    let mark: UInt8? = start > 0 && pool[start - 1] != 0 ? pool[start - 1] : nil
    return StoredName(text: pool.string(start..<nameEnd(from: offset)), offset: start, mark: mark)
  }

  /// The normal form of the stored name that holds `offset`: the name a
  /// match read, as keys compare it.
  func normalizedName(containing offset: Int) -> [UInt8] {
    Normalizer.normalize(storedName(containing: offset).text)
  }

  /// The Korean name of a place, when it has one.
  func koreanName(of p: PlaceHandle) -> String? {
    guard let offset = fact(.koreanName, of: p.rank) else {
      // (Not stored when it is the primary name in Hangul.)
      let primary = primaryName(of: p)
      return NativeScript.isPlainHangul(primary) ? primary : nil
    }
    let start = Int(nameStart[Int(p.rank)]) + Int(offset)
    return pool.string(start..<nameEnd(from: start))
  }

  /// Whether two places have the same primary name, byte for byte.
  func primaryNamesMatch(_ a: UInt32, _ b: UInt32) -> Bool {
    var i = Int(nameStart[Int(a)])
    var j = Int(nameStart[Int(b)])
    while i < pool.count && j < pool.count {
      let x = pool[i]
      let y = pool[j]
      if NameMark.isMarkOrEnd(x) || NameMark.isMarkOrEnd(y) {
        return NameMark.isMarkOrEnd(x) && NameMark.isMarkOrEnd(y)
      }
      if x != y { return false }
      i += 1
      j += 1
    }
    return false
  }

  /// Whether places of a kind each have a code of their own in their
  /// source, so that two of them are never one place: the Korean address
  /// levels, roads and ZIP codes (two 중앙동 of neighbouring 시군구, or the
  /// 중앙로 of each, are two places).
  @inline(__always)
  static func hasOwnCode(_ kind: UInt8) -> Bool {
    kind >= PlaceKind.province.rawValue && kind <= PlaceKind.postcode.rawValue
  }

  /// Whether two places are one place the source lists twice: the same
  /// kind, within `distance` metres, the same primary name, and not in two
  /// countries or two regions. A city and its airport are different places,
  /// and so are twin cities across a border (Kansas City, Kansas and
  /// Kansas City, Missouri, 8 km apart; Texarkana; Bristol, Tennessee and
  /// Virginia).
  func isListedTwice(_ a: UInt32, _ b: UInt32, within distance: Double) -> Bool {
    // Further apart north–south than the distance (111,195 m a degree of
    // latitude): not measured; names are compared before the distance, and
    // the regions (read from the pool) last.
    guard kindRaw(a) == kindRaw(b), !PlaceIndex.hasOwnCode(kindRaw(a)), countryRow(a) == countryRow(b),
      abs(latitude(of: a) - latitude(of: b)) < distance / 111_195 * 1.0001,
      primaryNamesMatch(a, b),
      GeoMath.distance(coordinate(of: PlaceHandle(rank: a)), coordinate(of: PlaceHandle(rank: b))) < distance
    else { return false }
    // (A place without a region, as most of a user's own places are, may be
    // one listed twice with any.)
    let (x, y) = (regionPlace(of: a), regionPlace(of: b))
    return x == y || x == .max || y == .max
  }

  /// Whether a place's primary name has the normal form `key`, read in
  /// place (no string is made).
  func primaryNameNormalizes(to key: [UInt8], _ place: UInt32) -> Bool {
    let (start, end) = pool.bytes(from: Int(nameStart[Int(place)]))
    var it = NormalizedBytes(start: start, end: end)
    for b in key where it.next() != b { return false }
    return it.next() == nil
  }

  func primaryName(of p: PlaceHandle) -> String {
    let start = Int(nameStart[Int(p.rank)])
    return pool.string(start..<nameEnd(from: start))
  }

  /// Where a place's kind-specific fields are in the pool: the last text
  /// before the next place's names, when its mark is ``NameMark/info``.
  func infoRange(of p: PlaceHandle) -> Range<Int> {
    let end = factsRange(of: p.rank).namesEnd
    let start = nameBegin(containing: end)
    return start > 0 && pool[start - 1] == NameMark.info ? start..<end : end..<end
  }

  /// One kind-specific field, without splitting the others.
  func infoField(of p: PlaceHandle, _ n: Int) -> String? {
    let r = infoRange(of: p)
    var i = r.lowerBound
    let end = r.upperBound
    if i == end { return nil }
    var field = 0
    while field < n {
      while i < end && pool[i] != 0x09 { i += 1 }
      if i == end { return nil }
      i += 1
      field += 1
    }
    var j = i
    while j < end && pool[j] != 0x09 { j += 1 }
    return pool.string(i..<j)
  }

  /// The kind-specific fields (see `GazetteerAssembler`).
  func info(of p: PlaceHandle) -> [String] {
    let r = infoRange(of: p)
    if r.isEmpty { return [] }
    return pool.string(r).split(separator: "\t", omittingEmptySubsequences: false).map(
      String.init)
  }

  func countryCode(of p: PlaceHandle) -> String {
    let row = Int(countryRow(p.rank))
    guard row != 0xFFFF, 2 * row + 1 < countryCodes.count else { return "" }
    return countryCodes.string((2 * row)..<(2 * row + 2))
  }

  func countryName(of p: PlaceHandle) -> String? {
    let row = Int(countryRow(p.rank))
    guard row != 0xFFFF, row < countryPlace.count else { return nil }
    return primaryName(of: PlaceHandle(rank: countryPlace[row]))
  }

  func regionName(of p: PlaceHandle) -> String? {
    let r = regionPlace(of: p.rank)
    guard r < UInt32(count) else { return nil }
    // A 시도 stands for GeoNames' region of Korea: by its Latin name here.
    let region = PlaceHandle(rank: r)
    return kind(of: region) == .province ? romanizedTitle(of: region) : primaryName(of: region)
  }

  func timezoneName(of p: PlaceHandle) -> String? {
    // A place without one is in its parent's, or else in the one most of
    // its country's places are in (the build leaves it out then); a
    // damaged chain ends after a few steps.
    var current = p
    var zone = fact(.timezone, of: current.rank)
    for _ in 0..<PlaceIndex.maxChain where zone == nil {
      guard let up = parentPlace(of: current) else {
        let country = Int(countryRow(p.rank))
        if country < countryZone.count, countryZone[country] != .max { zone = countryZone[country] }
        break
      }
      current = up
      zone = fact(.timezone, of: current.rank)
    }
    guard let row = zone.map(Int.init), row < timezoneStart.count else { return nil }
    var end = Int(timezoneStart[row])
    while end < timezonePool.count && timezonePool[end] != 0 { end += 1 }
    // (The empty name: a place with none, in a country with one.)
    return end > Int(timezoneStart[row]) ? timezonePool.string(Int(timezoneStart[row])..<end) : nil
  }

  /// The title a place has when no alternate name is shown.
  func defaultTitle(of p: PlaceHandle) -> String {
    let name = primaryName(of: p)
    // An airport's: its name and IATA code, `Incheon International Airport (ICN)`.
    guard kind(of: p) == .airport, let iata = infoField(of: p, 2), !iata.isEmpty else { return name }
    return "\(name) (\(iata))"
  }

  /// "Region, Country" for cities; the stored subtitle for other kinds.
  func defaultSubtitle(of p: PlaceHandle) -> String {
    if kind(of: p) != .city { return infoField(of: p, 0) ?? "" }
    let country = countryName(of: p) ?? countryCode(of: p)
    guard let region = regionName(of: p), !region.isEmpty else { return country }
    return country.isEmpty ? region : region + ", " + country
  }

  /// The stable public id of a place.
  func id(of p: PlaceHandle) -> String {
    let k = kind(of: p)
    let src = fact(.source, of: p.rank) ?? 0
    switch k {
    case .city, .country: return "geonames:\(src)"
    case .region where src != 0: return "geonames:\(src)"
    case .region: return "region:\(infoField(of: p, 1) ?? "")"
    case .airport:
      let info = info(of: p)
      let code = info.count > 3 && !info[3].isEmpty ? info[3] : (info.count > 2 ? info[2] : "")
      return "airport:\(code)"
    case .cinema: return "cinema:\(infoField(of: p, 1) ?? "")"
    case .province, .district, .neighbourhood, .village:
      return src != 0 ? "geonames:\(src)" : "kr:\(infoField(of: p, 0) ?? "")"
    case .road:
      let sigungu = parentPlace(of: p).flatMap { infoField(of: $0, 0) } ?? ""
      return "kr-road:\(sigungu):\(primaryName(of: p))"
    case .postcode: return "kr-zip:\(primaryName(of: p))"
    case .place, .area:
      // A GeoNames feature by its id; a row of a user's CSV or GeoJSON by
      // the id it was given (or its file and line).
      if src != 0 && (infoField(of: p, 1) ?? "").isEmpty { return "geonames:\(src)" }
      return "\(k):\(infoField(of: p, 1) ?? "")"
    }
  }

  /// The public id prefixes (`geonames:1835848`, `kr:11680101`, …).
  public static let idPrefixes = [
    "geonames:", "airport:", "cinema:", "region:", "kr:", "kr-road:", "kr-zip:", "place:", "area:",
  ]

  /// The place with a public id, or nil.
  ///
  /// - Complexity: O(log n) for GeoNames ids, Korean areas, roads and ZIP
  ///   codes; O(n) of one kind for the others.
  public func place(id: String) -> PlaceHandle? {
    let parts = id.split(separator: ":", maxSplits: 1)
    guard parts.count == 2 else { return nil }
    let value = String(parts[1])
    switch parts[0] {
    case "geonames":
      guard let n = UInt32(value) else { return nil }
      var lo = 0
      var hi = placesBySource.count
      while lo < hi {
        let mid = (lo + hi) / 2
        if fact(.source, of: placesBySource[mid]) ?? 0 < n { lo = mid + 1 } else { hi = mid }
      }
      guard lo < placesBySource.count, fact(.source, of: placesBySource[lo]) == n else { return nil }
      return PlaceHandle(rank: placesBySource[lo])
    case "kr":
      return UInt64(value).flatMap { place(areaCode: $0) }
    case "kr-zip", "kr-road":
      // By its name or code in the key sets, then the id itself.
      let name = parts[0] == "kr-zip" ? value : String(value.drop { $0 != ":" }.dropFirst())
      let k: KeyClass = parts[0] == "kr-zip" ? .codes : .primaryNames
      let set = keySet(k)
      for i in set.range(ofKey: Normalizer.normalize(name)) {
        let p = PlaceHandle(rank: set.entryPlace[i])
        if self.id(of: p) == id { return p }
      }
      return nil
    case "airport", "cinema", "region", "place":
      let k: PlaceKind =
        parts[0] == "airport" ? .airport : parts[0] == "cinema" ? .cinema : parts[0] == "place" ? .place : .region
      let range = spatialRange(of: k)
      for i in range {
        let p = PlaceHandle(rank: spatialPlace[i])
        if self.id(of: p) == id { return p }
      }
      return nil
    case "area":
      // Areas have no tree of their own: by their boundary rows.
      for row in 0..<boundaryPlace.count where boundaryPlace[row] < UInt32(count) {
        let p = PlaceHandle(rank: boundaryPlace[row])
        if kind(of: p) == .area, self.id(of: p) == id { return p }
      }
      return nil
    default:
      return nil
    }
  }

  /// Every name that finds a place: its names, romanizations (a numbered
  /// road's derived), references and codes, primary name first. (The benchmark builds the
  /// peers' FTS5 index from these, to compare sizes over the same names.)
  public func searchableNames(of p: PlaceHandle) -> [String] {
    let stored = storedNames(of: p).map(\.text)
    // (A numbered road is found by the romanization it does not store.)
    guard let derived = derivedRomanization(of: p) else { return stored }
    return stored + [derived]
  }

  /// Everything known about a place.
  public func details(of p: PlaceHandle) -> PlaceDetails {
    let k = kind(of: p)
    let info = info(of: p)
    let stored = storedNames(of: p)
    let storedPopulation = Int(fact(.population, of: p.rank) ?? 0)
    let pop = k == .road || k == .postcode ? KoreanAddressAssembler.people(addresses: storedPopulation) : storedPopulation
    let isGeoNames = id(of: p).hasPrefix("geonames:")
    var title = defaultTitle(of: p)
    var subtitle = defaultSubtitle(of: p)
    if hasKoreanAddress(p) {
      // Areas, roads and ZIP codes by their Korean address; other places
      // keep their title, with their area as the subtitle.
      let (t, s) = koreanPresentation(of: p, korean: true, building: nil)
      if k.isKoreanArea || k == .road || k == .postcode { title = t }
      subtitle = s
    }
    var d = PlaceDetails(
      place: p, id: id(of: p), kind: k, name: primaryName(of: p), koreanName: koreanName(of: p),
      title: title,
      subtitle: subtitle, coordinate: coordinate(of: p),
      countryCode: countryCode(of: p), countryName: countryName(of: p),
      region: k == .region ? nil : regionName(of: p) ?? (k == .airport ? info[safe: 5] : nil),
      timezone: timezoneName(of: p),
      population: k == .airport || k == .cinema || pop == 0 ? nil : pop,
      geonameID: isGeoNames ? fact(.source, of: p.rank).map(Int.init) : nil,
      iata: k == .airport ? info[safe: 2] : nil,
      icao: k == .airport ? info[safe: 3] : nil,
      brand: k == .cinema ? info[safe: 2].flatMap(Brand.init(alias:)) : nil,
      alternateNames: stored.dropFirst().filter(\.isTitle).map(\.text),
      address: koreanAddress(of: p))
    func nonEmpty(_ s: String?) -> String? { s.flatMap { $0.isEmpty ? nil : $0 } }
    switch k {
    case .place, .area:
      d.category = nonEmpty(info[safe: 2])
      d.brandName = nonEmpty(info[safe: 3])
    case .cinema: d.brandName = nonEmpty(info[safe: 2])
    default: break
    }
    return d
  }

  /// The bounding box of a Korean area (or of a city merged with one),
  /// from its boundary; nil for other places.
  func areaBounds(of p: PlaceHandle) -> BoundingBox? {
    let k = kind(of: p)
    guard hasKoreanAddress(p), k.isKoreanArea || (k == .city && !infoRange(of: p).isEmpty) else { return nil }
    guard let b = PlaceFacts(pool, factsRange(of: p.rank).facts, address: false).bounds else { return nil }
    return BoundingBox(
      south: Double(b.south) / 1e6, west: Double(b.west) / 1e6, north: Double(b.north) / 1e6,
      east: Double(b.east) / 1e6)
  }

  /// The Korean address facts of a place, when it has any.
  func koreanAddress(of p: PlaceHandle) -> KoreanAddress? {
    guard hasKoreanAddress(p) else { return nil }
    let k = kind(of: p)
    let above = ancestors(of: p)
    var a = KoreanAddress(
      areaCode: nil, areas: above.reversed().map { koreanTitle(of: $0) },
      areaIDs: above.reversed().map { id(of: $0) }, bounds: nil, neighbourhoods: [], postcodes: [],
      approximateAt: nil)
    if k.isKoreanArea || (k == .city && !infoRange(of: p).isEmpty) {
      a.areaCode = infoField(of: p, 0)
      a.bounds = areaBounds(of: p)
    }
    if k == .road || k == .postcode {
      a.neighbourhoods = neighbourhoods(of: p).map { koreanTitle(of: $0) }
      a.postcodes = k == .road ? postcodes(of: p) : [primaryName(of: p)]
      // Roads and ZIP codes have no coordinates of their own: they stand at
      // the representative point of their main 읍면동.
      a.approximateAt = a.neighbourhoods.first ?? above.first.map { koreanTitle(of: $0) }
    }
    return a
  }

  /// The positions in the spatial sections that hold places of one kind.
  func spatialRange(of k: PlaceKind) -> Range<Int> {
    spatialPlace.range(Int(spatialKindRanges[2 * Int(k.rawValue)]), Int(spatialKindRanges[2 * Int(k.rawValue) + 1]))
  }
}

extension Array {
  subscript(safe i: Int) -> Element? { indices.contains(i) ? self[i] : nil }
}
