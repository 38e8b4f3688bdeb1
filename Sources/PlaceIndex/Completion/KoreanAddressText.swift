/// The titles and subtitles of places with a Korean address, as Korean
/// addresses read: largest level first, no commas (`서울특별시 강남구`); or,
/// for a Latin query, romanized from the smallest level up, as the Revised
/// Romanization writes addresses (`Gangnam-gu, Seoul`).
extension PlaceIndex {
  /// Whether a place is shown with its Korean address: an area, a road, a
  /// ZIP code, a city merged with its area (its fields are the area's), or a
  /// place that lies in one.
  func hasKoreanAddress(_ p: PlaceHandle) -> Bool {
    let k = kind(of: p)
    return k.isKoreanArea || k == .road || k == .postcode || parentPlace(of: p) != nil
      || (k == .city && !infoRange(of: p).isEmpty)
  }

  /// The name of a place as its address names it: the Korean name.
  func koreanTitle(of p: PlaceHandle) -> String {
    koreanName(of: p) ?? primaryName(of: p)
  }

  /// The romanized name: the place's own Latin name where it has one
  /// (Pohang; Gyeonggi-do for 경기도; CGV Gangnam for CGV 강남), else its
  /// romanization (Yeoksam-dong).
  func romanizedTitle(of p: PlaceHandle) -> String {
    let primary = primaryName(of: p)
    if !PlaceLayout.hasHangul(primary) { return primary }
    let names = storedNames(of: p)
    if let latin = names.first(where: { $0.isTitle && !PlaceLayout.hasHangul($0.text) }) {
      return latin.text
    }
    return names.first(where: { $0.mark == NameMark.romanization })?.text ?? primary
  }

  /// The areas above a place, largest first, in Korean: `서울특별시 강남구`.
  func koreanChain(_ areas: [PlaceHandle]) -> String {
    areas.reversed().map { koreanTitle(of: $0) }.joined(separator: " ")
  }

  /// The same romanized, smallest first: `Gangnam-gu, Seoul`.
  func romanizedChain(_ areas: [PlaceHandle]) -> String {
    areas.map { romanizedTitle(of: $0) }.joined(separator: ", ")
  }

  /// The 읍면동 of a road or ZIP code, most addresses first.
  func neighbourhoods(of p: PlaceHandle) -> [PlaceHandle] {
    guard let list = infoField(of: p, RoadInfo.neighbourhoods) else { return [] }
    return list.split(separator: ",").compactMap { UInt64($0).flatMap { place(areaCode: $0) } }
  }

  /// The ZIP codes of a road.
  func postcodes(of p: PlaceHandle) -> [String] {
    guard kind(of: p) == .road, let list = infoField(of: p, RoadInfo.postcodes) else { return [] }
    return list.split(separator: ",").map(String.init)
  }

  /// How many 읍면동 a road's subtitle names.
  static let subtitleNeighbourhoods = 3

  /// Title and subtitle of a place with a Korean address.
  func koreanPresentation(of p: PlaceHandle, korean: Bool, building: String?) -> (String, String) {
    let k = kind(of: p)
    let above = ancestors(of: p)
    let title = korean ? koreanTitle(of: p) : romanizedTitle(of: p)
    switch k {
    case .road:
      var subtitle = korean ? koreanChain(above) : romanizedChain(above)
      if let building, let zip = BuildingNumbers.postcode(of: building, on: self, road: p) {
        // With the 읍면동 of the building's ZIP code: 서울특별시 강남구 역삼동 · 06236.
        if let code = place(id: "kr-zip:" + zip), let dong = parentPlace(of: code) {
          subtitle = korean ? subtitle + " " + koreanTitle(of: dong) : romanizedTitle(of: dong) + ", " + subtitle
        }
        return (title + " " + building, subtitle + " · " + zip)
      }
      let parts = neighbourhoods(of: p).prefix(PlaceIndex.subtitleNeighbourhoods).map {
        korean ? koreanTitle(of: $0) : romanizedTitle(of: $0)
      }
      if !parts.isEmpty { subtitle += " · " + parts.joined(separator: ", ") }
      return (building.map { title + " " + $0 } ?? title, subtitle)
    case .province:
      return (title, korean ? "대한민국" : "South Korea")
    case .city, .district, .neighbourhood, .village, .postcode:
      let chain = korean ? koreanChain(above) : romanizedChain(above)
      return (title, chain.isEmpty ? (korean ? "대한민국" : "South Korea") : chain)
    case .airport, .cinema, .region, .country:
      let chain = korean ? koreanChain(above) : romanizedChain(above)
      if korean { return (title, chain) }
      let label = k == .airport ? "Airport" : "Cinema"
      return (k == .airport ? defaultTitle(of: p) : primaryName(of: p), "\(label) · \(chain)")
    }
  }
}

/// A road's building numbers and their ZIP codes, stored as runs: over the
/// road's main building numbers in ascending order, `start:zipIndex` pairs,
/// a new pair where the ZIP code changes (`1:0,152:1,170:0`).
enum BuildingNumbers {
  /// The ZIP code of building `number` (`152`, or `152-3`: the main number
  /// decides) on `road`, or nil when the road has no runs.
  static func postcode(of number: String, on index: PlaceIndex, road: PlaceHandle) -> String? {
    guard let main = Int(number.prefix { $0 != "-" }),
      let runs = index.infoField(of: road, RoadInfo.buildings), !runs.isEmpty
    else { return nil }
    let zips = index.postcodes(of: road)
    return postcode(of: main, runs: runs, zips: zips)
  }

  static func postcode(of main: Int, runs: String, zips: [String]) -> String? {
    var chosen: Int? = nil
    for pair in runs.split(separator: ",") {
      let parts = pair.split(separator: ":")
      guard parts.count == 2, let start = Int(parts[0]), let z = Int(parts[1]) else { return nil }
      if start > main { break }
      chosen = z
    }
    // Below the first run: the first run's code (the nearest numbers).
    if chosen == nil, let first = runs.split(separator: ",").first?.split(separator: ":").last {
      chosen = Int(first)
    }
    guard let z = chosen, z >= 0, z < zips.count else { return nil }
    return zips[z]
  }
}
