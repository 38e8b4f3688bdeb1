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

  /// The romanized name. An area's (and a road's, a ZIP code's) is its
  /// romanization (Yeoksam-dong, Gyeonggi-do for 경기도, Jeju-do), or its
  /// own Latin name where that reads as the romanization does (Seoul,
  /// Pohang, Gimpo-si: ``readsAsRomanization(_:_:)``): GeoNames names some
  /// Korean towns in older or Japanese spellings (Santyoku for 삼척시,
  /// Wŏnju, Hongch’ŏn), and the provinces' other Latin names in the data
  /// are Dutch and Polish (Province Gyeonggi, Jeju Eiland). Any other
  /// place keeps its own Latin name (CGV Gangnam for CGV 강남).
  func romanizedTitle(of p: PlaceHandle) -> String {
    let primary = primaryName(of: p)
    let k = kind(of: p)
    let latinPrimary = !PlaceKeys.hasHangul(primary)
    // (The romanization comes right after the primary names: found without
    // reading the hundreds of names a city may have.)
    let romanization = firstName(of: p, mark: NameMark.romanization) ?? numberedRoadRomanization(of: p)
    if k.isKoreanArea || k == .road || k == .postcode || k == .city, let romanization {
      return latinPrimary && PlaceIndex.readsAsRomanization(primary, romanization) ? primary : romanization
    }
    if latinPrimary { return primary }
    if let latin = storedNames(of: p).first(where: { $0.isTitle && !PlaceKeys.hasHangul($0.text) }) {
      return latin.text
    }
    return romanization ?? primary
  }

  /// The romanization of a numbered road that the index derives instead of
  /// storing (Seogang-ro 9-gil of 서강로9길: see ``RomanizedRoads``); nil for
  /// any other place, and for a road that stores its own.
  func derivedRomanization(of p: PlaceHandle) -> String? {
    firstName(of: p, mark: NameMark.romanization) == nil ? numberedRoadRomanization(of: p) : nil
  }

  /// The romanization a numbered road's name spells (Seogang-ro 9-gil),
  /// stored or not; nil for any other place.
  private func numberedRoadRomanization(of p: PlaceHandle) -> String? {
    guard kind(of: p) == .road else { return nil }
    let name = primaryName(of: p)
    return KoreanAddressForms.numberedPart(of: name) != nil ? KoreanAddressForms.romanized(name) : nil
  }

  /// Whether a Latin name reads as a romanization does: plain ASCII (no
  /// breve, no apostrophe), and its letters, less a trailing `City`, begin
  /// the romanization's, or the romanization's begin them (`Seoul` and
  /// `Seoul-teukbyeolsi`, `Gimpo-si` and `Gimpo`; not `Santyoku` and
  /// `Samcheok-si`).
  static func readsAsRomanization(_ name: String, _ romanization: String) -> Bool {
    guard name.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "'") }) else { return false }
    func letters(_ s: String) -> [UInt8] {
      s.utf8.compactMap { b in
        switch b {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): b
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): b | 0x20
        default: nil
        }
      }
    }
    var a = letters(name)
    if a.count > 4, a.suffix(4) == Array("city".utf8) { a.removeLast(4) }
    let b = letters(romanization)
    let n = min(a.count, b.count)
    return n >= 2 && a.prefix(n) == b.prefix(n)
  }

  /// The areas above a place, largest first, in Korean: `서울특별시 강남구`.
  func koreanChain(_ areas: [PlaceHandle]) -> String {
    shownAreas(areas).reversed().map { koreanTitle(of: $0) }.joined(separator: " ")
  }

  /// The same romanized, smallest first: `Gangnam-gu, Seoul`.
  func romanizedChain(_ areas: [PlaceHandle]) -> String {
    shownAreas(areas).map { romanizedTitle(of: $0) }.joined(separator: ", ")
  }

  /// The areas an address names, less a 시군구 named as the 시도 above it
  /// is called (세종특별자치시 has one 시군구, 세종시, which its addresses
  /// leave out: `세종특별자치시 조치원읍`, not `세종특별자치시 세종시 조치원읍`).
  func shownAreas(_ areas: [PlaceHandle]) -> [PlaceHandle] {
    guard areas.count >= 2 else { return areas }
    var out: [PlaceHandle] = []
    for (i, a) in areas.enumerated() {
      if i + 1 < areas.count, kind(of: a) == .district,
        KoreanAddressForms.shortForms(of: koreanTitle(of: areas[i + 1]), isProvince: true)
          .contains(koreanTitle(of: a))
      {
        continue
      }
      out.append(a)
    }
    return out
  }

  /// The 읍면동 of a road or ZIP code, most addresses first (stored by
  /// their codes' last digits: ``PlaceFacts/neighbourhoodRef(code:rank:parentCode:)``).
  func neighbourhoods(of p: PlaceHandle) -> [PlaceHandle] {
    guard let refs = addressRecord(of: p)?.neighbourhoods, !refs.isEmpty else { return [] }
    let parentCode = parentPlace(of: p).flatMap { infoField(of: $0, 0) }.flatMap(UInt64.init)
    var out: [PlaceHandle] = []
    var i = 0
    while i < refs.count {
      let v = refs[i]
      i += 1
      if v == 0 {
        if i < refs.count, refs[i] < UInt32(count) { out.append(PlaceHandle(rank: refs[i])) }
        i += 1
      } else if let parentCode, let place = place(areaCode: parentCode &* 1000 &+ 100 &+ UInt64(v)) {
        out.append(place)
      }
    }
    return out
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
