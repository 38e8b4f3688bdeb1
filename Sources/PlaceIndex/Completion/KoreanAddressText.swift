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
    if !PlaceKeys.hasHangul(primary) { return primary }
    let names = storedNames(of: p)
    if let latin = names.first(where: { $0.isTitle && !PlaceKeys.hasHangul($0.text) }) {
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
    (addressRecord(of: p)?.neighbourhoods ?? []).filter { $0 < UInt32(count) }.map(PlaceHandle.init(rank:))
  }

  /// The ZIP codes of a road.
  func postcodes(of p: PlaceHandle) -> [String] {
    guard kind(of: p) == .road else { return [] }
    return (addressRecord(of: p)?.postcodes ?? []).map(BuildingNumbers.zip)
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
    case .place, .area:
      return (primaryName(of: p), koreanChain(above))
    }
  }
}

/// A road's building numbers and their ZIP codes, stored as runs: over the
/// road's main building numbers in ascending order, `start:zipIndex` pairs,
/// a new pair where the ZIP code changes (`1:0,152:1,170:0`).
enum BuildingNumbers {
  /// The main number of a building number as the address tier writes it:
  /// 152 of `152`, `152-3` and `지하 152`.
  static func main(of number: String) -> Int? {
    let digits = number.drop { !$0.isASCII }.drop { $0 == " " }
    return Int(digits.prefix { $0 != "-" })
  }

  /// The ZIP code of building `number` (`152`, `152-3` or `지하 152`: the
  /// main number decides) on `road`, or nil when the road has no runs.
  static func postcode(of number: String, on index: PlaceIndex, road: PlaceHandle) -> String? {
    guard index.kind(of: road) == .road, let main = main(of: number),
      let record = index.addressRecord(of: road), !record.runs.isEmpty
    else { return nil }
    return postcode(of: main, runs: record.runs.map { (Int($0.start), Int($0.postcode)) },
                    zips: record.postcodes.map(zip))
  }

  static func postcode(of main: Int, runs: [(start: Int, postcode: Int)], zips: [String]) -> String? {
    // The last run that starts at or below the number; below the first run,
    // the first run's code (the nearest numbers).
    let chosen = runs.last { $0.start <= main }?.postcode ?? runs.first?.postcode
    guard let z = chosen, z >= 0, z < zips.count else { return nil }
    return zips[z]
  }

  /// A ZIP code's five digits, leading zeros kept (6236 is `06236`).
  static func zip(_ n: UInt32) -> String {
    let digits = String(n)
    return digits.count >= 5 ? digits : String(repeating: "0", count: 5 - digits.count) + digits
  }

  /// The runs of the source text `1:24,2:8` (start:zipIndex pairs); nil
  /// when it is malformed.
  static func runs(_ text: String) -> [(start: Int, postcode: Int)]? {
    var out: [(start: Int, postcode: Int)] = []
    for pair in text.split(separator: ",") {
      let parts = pair.split(separator: ":")
      guard parts.count == 2, let start = Int(parts[0]), let z = Int(parts[1]), start >= 0, z >= 0,
        start >= (out.last?.start ?? 0)
      else { return nil }
      out.append((start, z))
    }
    return out
  }
}
