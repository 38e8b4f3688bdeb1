import PlaceIndex

/// How a command prints its results: `--format text|json|geojson|tsv`, or
/// the short flags `--json` and `--geojson`.
enum OutputFormat: String, CaseIterable {
  case text, json, geojson, tsv
}

/// What a command found, for the machine-readable formats: the JSON
/// envelope's fields around the results, the results (objects of the JSON
/// schema), their TSV columns and, for areas, their polygons.
struct ResultSet {
  /// Fields before `results` in JSON (and foreign members of the GeoJSON
  /// FeatureCollection): `query`, `center`, `point` ….
  var envelope: [(String, JSON.Value)]
  var results: [JSON.Value]
  /// The TSV columns, by JSON field name, in order.
  var columns: [String]
  /// Each result's boundary, when it is an area with one (GeoJSON only).
  var polygons: [[[[Coordinate]]]?] = []
  /// Fields after `results` in JSON.
  var trailer: [(String, JSON.Value)] = []

  /// The text of the results in `format` (not `.text`: each command prints
  /// its own).
  func render(_ format: OutputFormat) -> String {
    switch format {
    case .text, .json:
      return JSON.encode(.object(envelope + [("results", .array(results))] + trailer)) + "\n"
    case .geojson:
      return GeoJSON.featureCollection(results, polygons: polygons, members: envelope + trailer) + "\n"
    case .tsv:
      return TSV.table(results, columns: columns)
    }
  }
}
