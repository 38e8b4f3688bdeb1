import PlaceIndex

/// RFC 7946 output: a FeatureCollection with one Feature per result.
///
/// A result's geometry is its Point (`[longitude, latitude]`), or, for an
/// area whose boundary is known, a Polygon or MultiPolygon of it; its
/// properties are its fields of the JSON schema, the coordinates included.
/// The command's other fields (`query`, `center` …) are foreign members of
/// the collection, as the RFC allows.
enum GeoJSON {
  static func featureCollection(
    _ results: [JSON.Value], polygons: [[[[Coordinate]]]?], members: [(String, JSON.Value)]
  ) -> String {
    let features = results.enumerated().map { i, r -> JSON.Value in
      let polygon = i < polygons.count ? polygons[i] : nil
      return feature(r, polygon: polygon)
    }
    return JSON.encode(.object([("type", .string("FeatureCollection"))] + members + [("features", .array(features))]))
  }

  static func feature(_ result: JSON.Value, polygon: [[[Coordinate]]]?) -> JSON.Value {
    guard case .object(let fields) = result else { return .null }
    let id = fields.first { $0.0 == "id" }?.1
    let geometry: JSON.Value
    if let polygon, !polygon.isEmpty {
      geometry = polygon.count == 1
        ? .object([("type", .string("Polygon")), ("coordinates", rings(polygon[0]))])
        : .object([("type", .string("MultiPolygon")), ("coordinates", .array(polygon.map(rings)))])
    } else if case .number(let lat)? = fields.first(where: { $0.0 == "latitude" })?.1,
      case .number(let lon)? = fields.first(where: { $0.0 == "longitude" })?.1
    {
      geometry = .object([("type", .string("Point")), ("coordinates", position(lon, lat))])
    } else {
      geometry = .null
    }
    return .object(
      [("type", .string("Feature"))] + (id.map { [("id", $0)] } ?? [])
        + [("geometry", geometry), ("properties", .object(fields))])
  }

  static func rings(_ polygon: [[Coordinate]]) -> JSON.Value {
    .array(polygon.map { ring in .array(ring.map { position($0.longitude, $0.latitude) }) })
  }

  /// Longitude first, as RFC 7946 says; six decimals (11 cm), as it
  /// recommends.
  static func position(_ lon: Double, _ lat: Double) -> JSON.Value {
    func r(_ d: Double) -> Double { (d * 1e6).rounded() / 1e6 }
    return .array([.number(r(lon)), .number(r(lat))])
  }
}
