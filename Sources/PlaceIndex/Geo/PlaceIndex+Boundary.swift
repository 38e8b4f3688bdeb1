/// An area's boundary as polygons: for GeoJSON and maps.
extension PlaceIndex {
  /// The simplified boundary of a Korean 읍면동 or 리 (the areas `reverse`
  /// tests points against), as polygons: each an outer ring, then its holes.
  /// Rings are closed (the last point repeats the first); outer rings run
  /// counterclockwise and holes clockwise, as RFC 7946 asks. Nil for a place
  /// without a boundary (the 시군구 and 시도 have their bounds only, see
  /// ``PlaceDetails/address``).
  ///
  /// - Complexity: O(areas with boundaries + the area's vertices²/ring).
  public func boundary(of place: PlaceHandle) -> [[[Coordinate]]]? {
    var row: Int? = nil
    for r in 0..<min(boundaryPlace.count, boundaries.rowCount) where boundaryPlace[r] == place.rank {
      row = r
      break
    }
    guard let row else { return nil }
    // The rings of three points or more, with their points in degrees.
    var ids: [Int] = []
    var rings: [[Coordinate]] = []
    for ring in boundaries.rings(row) {
      var points: [Coordinate] = []
      boundaries.forEachEdge(ring) { y, x, _, _ in
        points.append(Coordinate(latitude: Double(y) / 1e5, longitude: Double(x) / 1e5))
      }
      guard points.count >= 3, let first = points.first else { continue }
      points.append(first)
      ids.append(ring)
      rings.append(points)
    }
    guard !rings.isEmpty else { return nil }
    // Even–odd, as `reverse` tests points: a ring inside an odd number of
    // others is a hole, of the first of those that is an outer ring.
    func holds(_ i: Int, _ j: Int) -> Bool {
      guard i != j, let p = boundaries.firstPoint(ids[j]) else { return false }
      return boundaries.ringContains(ids[i], p.lat, p.lon)
    }
    let depth = rings.indices.map { j in rings.indices.filter { holds($0, j) }.count }
    var polygons: [[[Coordinate]]] = []
    var outerOf: [Int: Int] = [:]  // ring → its polygon
    for i in rings.indices where depth[i] % 2 == 0 {
      outerOf[i] = polygons.count
      polygons.append([PlaceIndex.oriented(rings[i], counterclockwise: true)])
    }
    for j in rings.indices where depth[j] % 2 == 1 {
      if let o = rings.indices.first(where: { depth[$0] % 2 == 0 && holds($0, j) }), let p = outerOf[o] {
        polygons[p].append(PlaceIndex.oriented(rings[j], counterclockwise: false))
      }
    }
    return polygons
  }

  /// The ring, reversed when needed to run the way asked (by the sign of
  /// its shoelace area, longitude as x).
  static func oriented(_ ring: [Coordinate], counterclockwise: Bool) -> [Coordinate] {
    var twiceArea = 0.0
    for i in 1..<ring.count {
      twiceArea += ring[i - 1].longitude * ring[i].latitude - ring[i].longitude * ring[i - 1].latitude
    }
    return (twiceArea > 0) == counterclockwise ? ring : ring.reversed()
  }
}
