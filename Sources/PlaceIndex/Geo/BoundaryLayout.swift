#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Lays out the boundaries of the 읍면동 and 리 for ``BoundaryView``: rows in
/// the order given, their rings, boxes and the grid. Owns its buffers, so the
/// builder can locate points (to give Korean places their area) before it
/// writes the same arrays into the index.
final class BoundaryLayout {
  let codes: [String]
  private(set) var rowRings: [UInt32] = [0]
  private(set) var ringPoints: [UInt32] = [0]
  /// Each ring's points after its first (its origin) as steps from the
  /// point before, latitude then longitude, each a zigzag varint: 2.3 bytes
  /// a point where two `Int16` took 4 (0.3 MB).
  private(set) var points: [UInt8] = []
  private(set) var ringOrigin: [Int32] = []
  private(set) var bounds: [Int32] = []
  private(set) var level: [UInt8] = []
  private(set) var grid: [Int32] = []
  private(set) var gridItems: [UInt32] = []
  private var storage: [UnsafeMutableRawPointer] = []
  private var viewCache: BoundaryView? = nil

  /// A grid cell's side: 0.05 degrees (about 5.5 km); a cell then lists a
  /// handful of areas. Smaller cells list fewer areas but cost more index.
  static let cellSize: Int32 = 5_000
  /// At most this many cells: areas that span a continent (a user's
  /// countries) get cells wider than ``cellSize`` rather than a grid of
  /// millions (0.05° cells over the world would be 26 million).
  static let maxCells = 250_000

  /// The level of a user's area (see ``BoundaryView/locate(latitude:longitude:)``).
  static let userAreaLevel = 5

  init(_ boundaries: [KoreanAddressReader.Boundary], levels: [String: Int]) {
    var kept: [String] = []
    for b in boundaries {
      guard let l = levels[b.code], l >= 3, !b.rings.isEmpty else { continue }
      kept.append(b.code)
      var s = Int32.max
      var w = Int32.max
      var n = Int32.min
      var e = Int32.min
      for ring in b.rings {
        ringOrigin += [ring[0].0, ring[0].1]
        var (y, x) = ring[0]
        for (lat, lon) in ring.dropFirst() {
          Varint.append(Varint.zigzag(lat &- y), to: &points)
          Varint.append(Varint.zigzag(lon &- x), to: &points)
          (y, x) = (lat, lon)
        }
        for (lat, lon) in ring {
          s = min(s, lat)
          w = min(w, lon)
          n = max(n, lat)
          e = max(e, lon)
        }
        ringPoints.append(UInt32(points.count))
      }
      rowRings.append(UInt32(ringPoints.count - 1))
      bounds += [s, w, n, e]
      level.append(UInt8(l))
    }
    codes = kept
    buildGrid()
  }

  private func buildGrid() {
    guard !level.isEmpty else {
      grid = [0, 0, BoundaryLayout.cellSize, 1, 1, 0, 0]
      return
    }
    let margin = Int32(BoundaryView.snapDistance) + 1
    let south = stride(from: 0, to: bounds.count, by: 4).map { bounds[$0] }.min()! - margin
    let west = stride(from: 1, to: bounds.count, by: 4).map { bounds[$0] }.min()! - margin
    let north = stride(from: 2, to: bounds.count, by: 4).map { bounds[$0] }.max()! + margin
    let east = stride(from: 3, to: bounds.count, by: 4).map { bounds[$0] }.max()! + margin
    let span = Double(north - south + 1) * Double(east - west + 1)
    let size = max(BoundaryLayout.cellSize, Int32((span / Double(BoundaryLayout.maxCells)).squareRoot().rounded(.up)))
    let rows = Int((north - south) / size) + 1
    let columns = Int((east - west) / size) + 1
    var cells = [[UInt32]](repeating: [], count: rows * columns)
    for r in level.indices {
      // With the snapping margin, so a point just outside every area still
      // finds the areas near it in its own cell.
      let r0 = Int((bounds[4 * r] - margin - south) / size)
      let c0 = Int((bounds[4 * r + 1] - margin - west) / size)
      let r1 = Int((bounds[4 * r + 2] + margin - south) / size)
      let c1 = Int((bounds[4 * r + 3] + margin - west) / size)
      for y in max(0, r0)...min(rows - 1, r1) {
        for x in max(0, c0)...min(columns - 1, c1) { cells[y * columns + x].append(UInt32(r)) }
      }
    }
    grid = [south, west, size, Int32(rows), Int32(columns)]
    for c in cells {
      grid.append(Int32(gridItems.count))
      gridItems += c
    }
    grid.append(Int32(gridItems.count))
  }

  /// A view over this layout's own arrays (valid while the layout lives).
  var view: BoundaryView {
    if let v = viewCache { return v }
    func copy<T: FileElement>(_ a: [T]) -> FileArray<T> {
      let p = UnsafeMutablePointer<T>.allocate(capacity: max(a.count, 1))
      _ = UnsafeMutableBufferPointer(start: p, count: a.count).initialize(from: a)
      storage.append(UnsafeMutableRawPointer(p))
      return FileArray(start: p, count: a.count)
    }
    let v = BoundaryView(
      rowRings: copy(rowRings), ringPoints: copy(ringPoints), points: copy(points),
      ringOrigin: copy(ringOrigin),
      bounds: copy(bounds), level: copy(level), grid: copy(grid), gridItems: copy(gridItems))
    viewCache = v
    return v
  }

  /// The code of the smallest area that holds a point (a 리 of the 읍면동
  /// that holds it, else the 읍면동), or nil.
  func code(at c: Coordinate) -> String? {
    guard let found = view.locate(latitude: c.latitude, longitude: c.longitude) else { return nil }
    let neighbourhood = found.neighbourhood.map { codes[$0] }
    // A 리's code starts with its 읍면동's.
    let village = found.villages.map { codes[$0] }.first { neighbourhood.map($0.hasPrefix) ?? true }
    return village ?? neighbourhood
  }

  deinit {
    for p in storage { p.deallocate() }
  }

  /// Writes the sections, with each row's place rank.
  func write(rowPlaces: [UInt32], into writer: inout IndexWriter) {
    precondition(rowPlaces.count == level.count)
    writer.add(.boundaryPlace, rowPlaces)
    writer.add(.boundaryRowRings, rowRings)
    writer.add(.boundaryRingPoints, ringPoints)
    writer.add(.boundaryPoints, points)
    writer.add(.boundaryRingOrigin, ringOrigin)
    writer.add(.boundaryBounds, bounds)
    writer.add(.boundaryLevel, level)
    writer.add(.boundaryGrid, grid)
    writer.add(.boundaryGridItems, gridItems)
  }
}

func cosDegrees(_ x: Double) -> Double { cos(x * .pi / 180) }
