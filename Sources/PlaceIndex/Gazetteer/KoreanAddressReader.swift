/// Reads the Korean address files of `Data/` (see `Data/README.md`):
/// `kr-areas.tsv` (시도, 시군구, 읍면동 and 리 from the NGII boundaries),
/// `kr-boundaries.tsv` (their simplified rings), `kr-roads.tsv` and
/// `kr-postcodes.tsv` (from Korea Post's road-name addresses) and
/// `airports-ko.tsv` (the Korean names of Korean airports).
struct KoreanAddressReader {
  let reader: GazetteerReader

  static let fileNames = [
    "kr-areas.tsv", "kr-boundaries.tsv", "kr-roads.tsv", "kr-postcodes.tsv", "airports-ko.tsv",
  ]

  /// One area of the address system.
  struct Area {
    var code: String
    /// 1 시도, 2 시군구, 3 읍면동, 4 리.
    var level: Int
    var name: String
    var parent: String
    var latitude: Double
    var longitude: Double
    /// South, west, north, east.
    var bounds: (Double, Double, Double, Double)
    /// Road-name addresses inside it (the importance proxy when no source
    /// gives its population).
    var addresses: Int
    var former: [String]
  }

  struct Road {
    var sigungu: String
    var name: String
    var addresses: Int
    /// The 읍면동 it runs through, most addresses first.
    var neighbourhoods: [(code: String, count: Int)]
    var postcodes: [String]
    /// Building-number runs, `start:zipIndex,…` (see ``BuildingNumbers``).
    var buildings: [(start: Int, postcode: Int)]
  }

  struct Postcode {
    var code: String
    var sigungu: String
    var addresses: Int
    var neighbourhoods: [(code: String, count: Int)]
  }

  /// A boundary: rings of points in 1e-5 degrees, (latitude, longitude).
  struct Boundary {
    var code: String
    var rings: [[(Int32, Int32)]]
  }

  func areas() throws(IndexError) -> [Area] {
    var out: [Area] = []
    try rows("kr-areas.tsv", columns: 12) { (f, line, path) throws(IndexError) in
      guard let level = f[1].int, (1...4).contains(level), let lat = f[4].double,
        let lon = f[5].double, let s = f[6].double, let w = f[7].double, let n = f[8].double,
        let e = f[9].double, !f[0].isEmpty, !f[2].isEmpty,
        Coordinate(latitude: lat, longitude: lon).isValid
      else { throw .badData(path: path, line: line, reason: "bad area row") }
      out.append(
        Area(
          code: f[0].string, level: level, name: f[2].string, parent: f[3].string, latitude: lat,
          longitude: lon, bounds: (s, w, n, e), addresses: f[10].int ?? 0,
          former: f[11].isEmpty ? [] : f[11].split(separator: UInt8(ascii: ",")).map(\.string)))
    }
    return out
  }

  func roads() throws(IndexError) -> [Road] {
    var out: [Road] = []
    out.reserveCapacity(170_000)
    try rows("kr-roads.tsv", columns: 6) { (f, line, path) throws(IndexError) in
      let postcodes = f[4].split(separator: UInt8(ascii: ",")).map(\.string)
      guard !f[0].isEmpty, !f[1].isEmpty, let neighbourhoods = counts(f[3]),
        postcodes.allSatisfy({ $0.utf8.count == 5 && UInt32($0) != nil }),
        let runs = BuildingNumbers.runs(f[5].string), runs.allSatisfy({ $0.postcode < postcodes.count })
      else {
        throw .badData(path: path, line: line, reason: "bad road row")
      }
      out.append(
        Road(
          sigungu: f[0].string, name: f[1].string, addresses: f[2].int ?? 0,
          neighbourhoods: neighbourhoods, postcodes: postcodes, buildings: runs))
    }
    return out
  }

  func postcodes() throws(IndexError) -> [Postcode] {
    var out: [Postcode] = []
    try rows("kr-postcodes.tsv", columns: 4) { (f, line, path) throws(IndexError) in
      guard f[0].count == 5, UInt32(f[0].string) != nil, let neighbourhoods = counts(f[3]) else {
        throw .badData(path: path, line: line, reason: "bad postcode row")
      }
      out.append(
        Postcode(
          code: f[0].string, sigungu: f[1].string, addresses: f[2].int ?? 0,
          neighbourhoods: neighbourhoods))
    }
    return out
  }

  /// Korean airport names by IATA code: the official name and the everyday
  /// short form (인천국제공항, 인천공항).
  func airportNames() throws(IndexError) -> [String: [String]] {
    var out: [String: [String]] = [:]
    try rows("airports-ko.tsv", columns: 3) { (f, line, path) throws(IndexError) in
      guard f[0].count == 3, !f[1].isEmpty else {
        throw .badData(path: path, line: line, reason: "bad airport name row")
      }
      out[f[0].string] = [f[1].string] + (f[2].isEmpty ? [] : [f[2].string])
    }
    return out
  }

  func boundaries() throws(IndexError) -> [Boundary] {
    var out: [Boundary] = []
    let t = try reader.table("kr-boundaries.tsv")
    var header = true
    try t.forEachRow(skippingComments: true) { (f, line) throws(IndexError) in
      if header {
        header = false
        return
      }
      guard f.count >= 2, !f[0].isEmpty else {
        throw .badData(path: t.path, line: line, reason: "expected a code and rings")
      }
      var rings: [[(Int32, Int32)]] = []
      for field in f.dropFirst() {
        guard let ring = KoreanAddressReader.ring(field) else {
          throw .badData(path: t.path, line: line, reason: "bad ring")
        }
        if ring.count >= 3 { rings.append(ring) }
      }
      out.append(Boundary(code: f[0].string, rings: rings))
    }
    return out
  }

  /// A ring: "lat,lon dlat,dlon …", integers in 1e-5 degrees, deltas after
  /// the first point.
  static func ring(_ field: ArraySlice<UInt8>) -> [(Int32, Int32)]? {
    var out: [(Int32, Int32)] = []
    var lat = 0
    var lon = 0
    for point in field.split(separator: 0x20) {
      let parts = point.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
      guard parts.count == 2, let a = parts[0].int, let b = parts[1].int else { return nil }
      if out.isEmpty {
        lat = a
        lon = b
      } else {
        lat += a
        lon += b
      }
      guard abs(lat) <= 9_000_000, abs(lon) <= 18_000_000 else { return nil }
      out.append((Int32(lat), Int32(lon)))
    }
    return out
  }

  private func rows(
    _ name: String, columns: Int,
    _ body: (_ fields: [ArraySlice<UInt8>], _ line: Int, _ path: String) throws(IndexError) -> Void
  ) throws(IndexError) {
    let t = try reader.table(name)
    var header = true
    try t.forEachRow(skippingComments: true) { (f, line) throws(IndexError) in
      if header {
        header = false
        guard f.count >= columns else {
          throw .badHeader(path: t.path, reason: "expected \(columns) columns in the header")
        }
        return
      }
      var f = f
      while f.count < columns { f.append([]) }
      try body(f, line, t.path)
    }
  }

  /// "code:count,code:count" → pairs; nil when malformed.
  private func counts(_ field: ArraySlice<UInt8>) -> [(code: String, count: Int)]? {
    var out: [(String, Int)] = []
    for item in field.split(separator: UInt8(ascii: ",")) {
      let parts = item.split(separator: UInt8(ascii: ":"))
      guard parts.count == 2, let n = parts[1].int else { return nil }
      out.append((parts[0].string, n))
    }
    return out
  }
}
