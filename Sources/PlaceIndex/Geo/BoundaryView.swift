/// Point-in-polygon over the simplified boundaries of the Korean areas, as
/// they are laid out in the index (see ``BoundaryLayout``).
///
/// Each area row has rings (outer rings and holes alike: a point is inside
/// when it crosses an odd number of edges of all the rings together, the
/// even–odd rule) and a bounding box. A uniform grid of cells lists the rows
/// whose box meets each cell, so a lookup tests only the few areas near the
/// point: O(rows in a cell × their vertices).
///
/// Coordinates are integers in 1e-5 degrees (about 1.1 m).
struct BoundaryView {
  /// Rings of each row: `rowRings[r] ..< rowRings[r + 1]`.
  let rowRings: FileArray<UInt32>
  /// The bytes of each ring's points: `ringPoints[i] ..< ringPoints[i + 1]`.
  let ringPoints: FileArray<UInt32>
  /// Latitude, longitude of each point of a ring after its first (its
  /// origin), as the difference from the point before, each a zigzag varint
  /// (``Varint``).
  let points: FileArray<UInt8>
  /// Latitude, longitude of each ring's origin.
  let ringOrigin: FileArray<Int32>
  /// South, west, north, east per row.
  let bounds: FileArray<Int32>
  /// The address level of each row (3 읍면동, 4 리; deeper wins), or 5 for
  /// a user's area.
  let level: FileArray<UInt8>
  /// South, west, cell size, rows, columns; then the start of each cell's
  /// items, cells + 1.
  let grid: FileArray<Int32>
  let gridItems: FileArray<UInt32>

  static let gridHeader = 5

  var rowCount: Int { level.count }

  /// Whether the sections agree in their counts (checked at open, O(1)).
  /// Offsets inside them are checked where they are read, so a damaged file
  /// gives wrong areas at worst, never a read out of bounds.
  var isConsistent: Bool {
    let rows = level.count
    guard rowRings.count == rows + 1, bounds.count == 4 * rows,
      ringPoints.count >= 1, ringOrigin.count == 2 * (ringPoints.count - 1),
      grid.count >= BoundaryView.gridHeader
    else { return false }
    let cells = Int(grid[3]) * Int(grid[4])
    return grid[2] > 0 && grid[3] > 0 && grid[4] > 0 && grid[3] < 100_000 && grid[4] < 100_000
      && grid.count == BoundaryView.gridHeader + cells + 1
  }

  /// The rings of a row, within bounds.
  @inline(__always)
  func rings(_ r: Int) -> Range<Int> {
    let a = Int(rowRings[r])
    let b = Int(rowRings[r + 1])
    return a <= b && b < ringPoints.count ? a..<b : 0..<0
  }

  /// The bytes of a ring's points, within bounds.
  @inline(__always)
  func ringRange(_ ring: Int) -> Range<Int> {
    let a = Int(ringPoints[ring])
    let b = Int(ringPoints[ring + 1])
    return a <= b && b <= points.count ? a..<b : 0..<0
  }

  /// The rows whose boxes meet the grid cell of a point.
  func candidates(latitude: Int32, longitude: Int32) -> FileArray<UInt32> {
    guard grid.count > BoundaryView.gridHeader, grid[2] > 0 else { return FileArray() }
    let size = grid[2]
    let row = (Int(latitude) - Int(grid[0])) / Int(size)
    let column = (Int(longitude) - Int(grid[1])) / Int(size)
    guard latitude >= grid[0], longitude >= grid[1], row < Int(grid[3]), column < Int(grid[4])
    else { return FileArray() }
    let cell = BoundaryView.gridHeader + row * Int(grid[4]) + column
    return gridItems.slice(gridItems.range(Int(grid[cell]), Int(grid[cell + 1])))
  }

  /// Whether a row's box holds the point.
  @inline(__always)
  func boxContains(_ r: Int, _ lat: Int32, _ lon: Int32, margin: Int32 = 0) -> Bool {
    let (y, x, m) = (Int64(lat), Int64(lon), Int64(margin))
    return y >= Int64(bounds[4 * r]) - m && x >= Int64(bounds[4 * r + 1]) - m
      && y <= Int64(bounds[4 * r + 2]) + m && x <= Int64(bounds[4 * r + 3]) + m
  }

  /// Calls `edge` with each edge of ring `ring`, as (from, to) latitude
  /// and longitude pairs, the closing edge last.
  @inline(__always)
  func forEachEdge(_ ring: Int, _ edge: (Int64, Int64, Int64, Int64) -> Void) {
    let span = ringRange(ring)
    guard !span.isEmpty, 2 * ring + 1 < ringOrigin.count else { return }
    let fy = Int64(ringOrigin[2 * ring])
    let fx = Int64(ringOrigin[2 * ring + 1])
    var (y, x) = (fy, fx)
    var steps = VarintReader(pool: points, at: span.lowerBound, end: span.upperBound)
    while steps.remaining > 0 {
      let ny = y &+ Int64(Varint.unzigzag(steps.varint()))
      let nx = x &+ Int64(Varint.unzigzag(steps.varint()))
      edge(y, x, ny, nx)
      (y, x) = (ny, nx)
    }
    edge(y, x, fy, fx)
  }

  /// Whether a row's rings hold the point (even–odd rule).
  func contains(_ r: Int, _ lat: Int32, _ lon: Int32) -> Bool {
    var inside = false
    for ring in rings(r) where ringContains(ring, lat, lon) { inside.toggle() }
    return inside
  }

  /// Whether one ring holds the point (an odd number of its edges cross
  /// the ray east of it); false for a ring of fewer than three points (its
  /// edges, there and back, cross the ray an even number of times).
  func ringContains(_ ring: Int, _ lat: Int32, _ lon: Int32) -> Bool {
    var inside = false
    let y = Int64(lat)
    let x = Int64(lon)
    forEachEdge(ring) { yi, xi, yj, xj in
      if (yi > y) != (yj > y) {
        // x < xi + (y - yi) * (xj - xi) / (yj - yi), without division.
        // (Wrapping: a damaged ring gives a wrong answer, not a trap.)
        let lhs = (x &- xi) &* (yj &- yi)
        let rhs = (y &- yi) &* (xj &- xi)
        if (yj > yi) ? lhs < rhs : lhs > rhs { inside.toggle() }
      }
    }
    return inside
  }

  /// A ring's first point, in 1e-5 degrees.
  func firstPoint(_ ring: Int) -> (lat: Int32, lon: Int32)? {
    guard 2 * ring + 1 < ringOrigin.count, !ringRange(ring).isEmpty else { return nil }
    return (ringOrigin[2 * ring], ringOrigin[2 * ring + 1])
  }

  /// The squared distance, in (1e-5 degrees)², from the point to a row's
  /// nearest edge, with longitude scaled by `cosLatitude`.
  func edgeDistanceSquared(_ r: Int, _ lat: Int32, _ lon: Int32, cosLatitude: Double) -> Double {
    var best = Double.infinity
    let py = Double(lat)
    let px = Double(lon) * cosLatitude
    for ring in rings(r) {
      forEachEdge(ring) { y1, x1, y2, x2 in
        let ay = Double(y1)
        let ax = Double(x1) * cosLatitude
        let dy = Double(y2) - ay
        let dx = Double(x2) * cosLatitude - ax
        let length = dx * dx + dy * dy
        var t = length > 0 ? ((px - ax) * dx + (py - ay) * dy) / length : 0
        t = min(1, max(0, t))
        let ex = ax + t * dx - px
        let ey = ay + t * dy - py
        best = min(best, ex * ex + ey * ey)
      }
    }
    return best
  }

  /// How far outside every boundary a point may be and still be given the
  /// nearest area: 300 m (in 1e-5 degrees of latitude). Simplified
  /// neighbours leave slivers between them; a point in one belongs to the
  /// area whose edge is nearest. A point further out (the sea) is in none.
  static let snapDistance: Double = 270

  /// Where a point lies: the 읍면동 row that holds it (the first, by row), or
  /// the one whose edge is nearest within ``snapDistance``; and every 리 row
  /// that holds it. The caller keeps the 리 of that 읍면동: 리 boundaries are
  /// simplified further, so near a 읍면동's edge a 리 of the next one may hold
  /// the point too. Nil when neither is found.
  ///
  /// - Complexity: O(rows in the point's cell × their vertices).
  /// A user's areas (level 5) are listed when they hold the point, with no
  /// snapping.
  func locate(latitude: Double, longitude: Double) -> (neighbourhood: Int?, villages: [Int], areas: [Int])? {
    guard latitude.isFinite, longitude.isFinite, abs(latitude) <= 90, abs(longitude) <= 180 else {
      return nil
    }
    let lat = Int32((latitude * 1e5).rounded())
    let lon = Int32((longitude * 1e5).rounded())
    var neighbourhood: Int? = nil
    var villages: [Int] = []
    var areas: [Int] = []
    let rows = rowCount
    let near = candidates(latitude: lat, longitude: lon)
    for i in near.indices {
      let r = Int(near[i])
      guard r < rows, boxContains(r, lat, lon) else { continue }
      if level[r] == 3 {
        if neighbourhood == nil || r < neighbourhood!, contains(r, lat, lon) { neighbourhood = r }
      } else if level[r] == UInt8(BoundaryLayout.userAreaLevel) {
        if contains(r, lat, lon) { areas.append(r) }
      } else if contains(r, lat, lon) {
        villages.append(r)
      }
    }
    if neighbourhood == nil {
      // In no 읍면동: the nearest edge among those around, if near enough.
      let margin = Int32(BoundaryView.snapDistance)
      let cosLatitude = cosDegrees(latitude)
      var nearest: (row: Int, d: Double)? = nil
      for i in near.indices {
        let r = Int(near[i])
        guard r < rows, level[r] == 3, boxContains(r, lat, lon, margin: margin) else { continue }
        let d = edgeDistanceSquared(r, lat, lon, cosLatitude: cosLatitude)
        if d <= BoundaryView.snapDistance * BoundaryView.snapDistance, d < (nearest?.d ?? .infinity) {
          nearest = (r, d)
        }
      }
      neighbourhood = nearest?.row
    }
    return neighbourhood == nil && villages.isEmpty && areas.isEmpty ? nil : (neighbourhood, villages, areas)
  }
}
