/// A GeoJSON file (RFC 7946): a FeatureCollection, a single Feature, or a
/// sequence of features one per line (GeoJSON Text Sequences without the
/// separator, as `ogr2ogr` writes them). Points become places; Polygons and
/// MultiPolygons become areas that ``PlaceIndex/reverse(_:)`` returns, at a
/// point inside them; properties are read as CSV columns (``UserRecord``).
struct GeoJSONFile {
  let path: String
  var badRows: BadRowLog?

  /// One feature's place, and its rings in 1e-5 degrees (latitude,
  /// longitude) when it is an area.
  typealias Feature = (place: ImportedPlace, rings: [[(Int32, Int32)]])

  func forEachFeature(_ body: (Feature) -> Void) throws(IndexError) {
    let bytes = try FileIO.read(path)
    let document: JSONValue
    do {
      document = try JSONValue.parse(bytes)
    } catch {
      throw .badHeader(path: path, reason: "not JSON: \(error.reason) (line \(error.line))")
    }
    let features: [JSONValue]
    switch document["type"]?.string {
    case "FeatureCollection":
      guard let list = document["features"]?.array else {
        throw .badHeader(path: path, reason: "a FeatureCollection without a 'features' array")
      }
      features = list
    case "Feature": features = [document]
    default:
      throw .badHeader(path: path, reason: "expected a GeoJSON FeatureCollection or Feature")
    }
    let log = TabularText(bytes: [], path: path, badRows: badRows)
    for (n, feature) in features.enumerated() {
      try log.noting { () throws(IndexError) in
        body(try GeoJSONFile.feature(feature, number: n + 1, path: path))
      }
    }
  }

  /// Areas' rings are stored in 1e-5 degrees, as the Korean boundaries are.
  static let ringScale = 1e5

  static func feature(_ f: JSONValue, number: Int, path: String) throws(IndexError) -> Feature {
    // (A feature has no line of its own once parsed: its number stands in.)
    func bad(_ reason: String) -> IndexError { .badData(path: path, line: number, reason: "feature \(number): \(reason)") }
    guard f["type"]?.string == "Feature" else { throw bad("not a Feature") }
    var fields: [String: String] = [:]
    if case .object(let members)? = f["properties"] {
      for (k, v) in members {
        if case .array(let items) = v, k.lowercased() == "alt_names" {
          fields["alt_names"] = items.compactMap(\.text).joined(separator: "|")
        } else if let t = v.text {
          fields[k.lowercased()] = t
        }
      }
    }
    if fields["id"] == nil, let id = f["id"]?.text { fields["id"] = id }
    guard let geometry = f["geometry"], let type = geometry["type"]?.string,
      let coordinates = geometry["coordinates"]
    else { throw bad("no geometry") }
    func position(_ v: JSONValue) throws(IndexError) -> (lat: Double, lon: Double) {
      guard let a = v.array, a.count >= 2, let lon = a[0].number, let lat = a[1].number else {
        throw bad("a position is not [longitude, latitude]")
      }
      return (lat, lon)
    }
    func ring(_ v: JSONValue) throws(IndexError) -> [(Int32, Int32)] {
      guard let points = v.array, points.count >= 4 else { throw bad("a ring has fewer than four positions") }
      var out: [(Int32, Int32)] = []
      for p in points {
        let (lat, lon) = try position(p)
        guard Coordinate(latitude: lat, longitude: lon).isValid else { throw bad("a position is off the Earth") }
        out.append((Int32((lat * ringScale).rounded()), Int32((lon * ringScale).rounded())))
      }
      if out.count > 1, out.first! == out.last! { out.removeLast() }  // closed: the last repeats the first
      return out
    }
    var rings: [[(Int32, Int32)]] = []
    let point: (lat: Double, lon: Double)
    switch type {
    case "Point":
      point = try position(coordinates)
    case "MultiPoint":
      guard let first = coordinates.array?.first else { throw bad("an empty MultiPoint") }
      point = try position(first)
    case "Polygon", "MultiPolygon":
      let polygons = type == "Polygon" ? [coordinates] : coordinates.array ?? []
      for polygon in polygons {
        guard let list = polygon.array, !list.isEmpty else { throw bad("an empty polygon") }
        for r in list { rings.append(try ring(r)) }
      }
      guard let inside = RepresentativePoint.of(rings) else { throw bad("a polygon with no area") }
      point = (Double(inside.lat) / ringScale, Double(inside.lon) / ringScale)
    default:
      throw bad("a \(type) is neither a point nor an area")
    }
    let place = try UserRecord.place(
      fields, latitude: point.lat, longitude: point.lon, area: !rings.isEmpty, path: path, line: number,
      fallbackID: "\(GeoJSONFile.stem(path)):\(number)")
    return (place, rings)
  }

  /// A file's name without its folder and extension.
  static func stem(_ path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
    return String(name[..<dot])
  }
}
