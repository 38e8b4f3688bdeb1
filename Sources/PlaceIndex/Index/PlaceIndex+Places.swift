/// Reading one place's fields out of the mapped sections.
extension PlaceIndex {
  /// A name of a place in the pool, with its mark (see ``NameMark``).
  struct StoredName {
    var text: String
    var offset: Int
    var mark: UInt8?

    /// Whether the name may be shown as a title.
    var isTitle: Bool { mark == nil || mark == NameMark.alternate }
    /// Whether a match through it counts ``Importance/alternatePenalty`` less.
    var isAlternate: Bool { mark != nil && mark != NameMark.code }
  }

  func kind(of p: PlaceHandle) -> PlaceKind { PlaceKind(rawValue: kindRaw(p.rank)) ?? .city }

  func coordinate(of p: PlaceHandle) -> Coordinate {
    Coordinate(
      latitude: Double(latitude[Int(p.rank)]) / 1e7,
      longitude: Double(longitude[Int(p.rank)]) / 1e7)
  }

  /// Every stored name of a place, primary first.
  func storedNames(of p: PlaceHandle) -> [StoredName] {
    var out: [StoredName] = []
    var i = Int(nameStart[Int(p.rank)])
    let end = Int(nameStart[Int(p.rank) + 1])
    while i < end {
      let mark = pool[i - 1]
      let j = nameEnd(from: i)
      if mark != NameMark.info {
        out.append(StoredName(text: string(pool, i..<j), offset: i, mark: mark == 0 ? nil : mark))
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
  func isRomanization(at offset: Int) -> Bool {
    let start = nameBegin(containing: offset)
    return start > 0 && pool[start - 1] == NameMark.romanization
  }

  /// The name that contains pool offset `offset` (an entry's key start).
  func storedName(containing offset: Int) -> StoredName {
    let start = nameBegin(containing: offset)
    let mark: UInt8? = start > 0 && pool[start - 1] != 0 ? pool[start - 1] : nil
    return StoredName(text: string(pool, start..<nameEnd(from: offset)), offset: start, mark: mark)
  }

  /// The Korean name of a place, when it has one.
  func koreanName(of p: PlaceHandle) -> String? {
    let offset = koreanName[Int(p.rank)]
    guard offset != 0xFFFF else { return nil }
    let start = Int(nameStart[Int(p.rank)]) + Int(offset)
    return string(pool, start..<nameEnd(from: start))
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

  func primaryName(of p: PlaceHandle) -> String {
    let start = Int(nameStart[Int(p.rank)])
    return string(pool, start..<nameEnd(from: start))
  }

  /// Where a place's kind-specific fields are in the pool: the last text
  /// before the next place's names, when its mark is ``NameMark/info``.
  func infoRange(of p: PlaceHandle) -> Range<Int> {
    let end = Int(nameStart[Int(p.rank) + 1]) - 1  // the next place's first mark
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
    return string(pool, i..<j)
  }

  /// The kind-specific fields (see `GazetteerAssembler`).
  func info(of p: PlaceHandle) -> [String] {
    let r = infoRange(of: p)
    if r.isEmpty { return [] }
    return string(pool, r).split(separator: "\t", omittingEmptySubsequences: false).map(
      String.init)
  }

  func countryCode(of p: PlaceHandle) -> String {
    let row = Int(countryRow(p.rank))
    guard row != 0xFFFF, 2 * row + 1 < countryCodes.count else { return "" }
    return string(countryCodes, (2 * row)..<(2 * row + 2))
  }

  func countryName(of p: PlaceHandle) -> String? {
    let row = Int(countryRow(p.rank))
    guard row != 0xFFFF, row < countryPlace.count else { return nil }
    return primaryName(of: PlaceHandle(rank: countryPlace[row]))
  }

  func regionName(of p: PlaceHandle) -> String? {
    let r = regionPlace(of: p.rank)
    return r == .max ? nil : primaryName(of: PlaceHandle(rank: r))
  }

  func timezoneName(of p: PlaceHandle) -> String? {
    let row = Int(timezone[Int(p.rank)])
    guard row != 0xFFFF, row < timezoneStart.count else { return nil }
    var end = Int(timezoneStart[row])
    while end < timezonePool.count && timezonePool[end] != 0 { end += 1 }
    return string(timezonePool, Int(timezoneStart[row])..<end)
  }

  /// The title a place has when no alternate name is shown.
  func defaultTitle(of p: PlaceHandle) -> String {
    kind(of: p) == .airport ? (infoField(of: p, 1) ?? primaryName(of: p)) : primaryName(of: p)
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
    if k == .city || k == .country || (k == .region && source[Int(p.rank)] != 0) {
      return "geonames:\(source[Int(p.rank)])"
    }
    let info = info(of: p)
    switch k {
    case .airport:
      let code = info.count > 3 && !info[3].isEmpty ? info[3] : (info.count > 2 ? info[2] : "")
      return "airport:\(code)"
    case .cinema: return "cinema:\(info.count > 1 ? info[1] : "")"
    case .region where source[Int(p.rank)] == 0:
      return "region:\(info.count > 1 ? info[1] : "")"
    default: return "geonames:\(source[Int(p.rank)])"
    }
  }

  /// The place with a public id, or nil.
  ///
  /// - Complexity: O(log n) for GeoNames ids; O(n) of one kind for others.
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
        if source[Int(placesBySource[mid])] < n { lo = mid + 1 } else { hi = mid }
      }
      guard lo < placesBySource.count, source[Int(placesBySource[lo])] == n else { return nil }
      return PlaceHandle(rank: placesBySource[lo])
    case "airport", "cinema", "region":
      let k: PlaceKind = parts[0] == "airport" ? .airport : parts[0] == "cinema" ? .cinema : .region
      let range = spatialRange(of: k)
      for i in range {
        let p = PlaceHandle(rank: spatialPlace[i])
        if self.id(of: p) == id { return p }
      }
      return nil
    default:
      return nil
    }
  }

  /// Everything known about a place.
  public func details(of p: PlaceHandle) -> PlaceDetails {
    let k = kind(of: p)
    let info = info(of: p)
    let stored = storedNames(of: p)
    let pop = Int(population[Int(p.rank)])
    let isGeoNames = id(of: p).hasPrefix("geonames:")
    return PlaceDetails(
      place: p, id: id(of: p), kind: k, name: primaryName(of: p), koreanName: koreanName(of: p),
      title: defaultTitle(of: p),
      subtitle: defaultSubtitle(of: p), coordinate: coordinate(of: p),
      countryCode: countryCode(of: p), countryName: countryName(of: p),
      region: k == .region ? nil : regionName(of: p) ?? (k == .airport ? info[safe: 5] : nil),
      timezone: timezoneName(of: p),
      population: k == .airport || k == .cinema || pop == 0 ? nil : pop,
      geonameID: isGeoNames ? Int(source[Int(p.rank)]) : nil,
      iata: k == .airport ? info[safe: 2] : nil,
      icao: k == .airport ? info[safe: 3] : nil,
      brand: k == .cinema ? info[safe: 2] : nil,
      alternateNames: stored.dropFirst().filter(\.isTitle).map(\.text))
  }

  /// The positions in the spatial sections that hold places of one kind.
  func spatialRange(of k: PlaceKind) -> Range<Int> {
    Int(spatialKindRanges[2 * Int(k.rawValue)])..<Int(spatialKindRanges[2 * Int(k.rawValue) + 1])
  }
}

func string(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
  String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
}

extension Array {
  subscript(safe i: Int) -> Element? { indices.contains(i) ? self[i] : nil }
}
