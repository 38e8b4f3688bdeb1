#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Testing

@testable import PlaceIndex

/// The map's layout: no label overlaps another label or a pin, every label
/// is drawn where the layout says, pins that would touch are clusters, and
/// the projection is right where it matters (the centre, the antimeridian,
/// near the poles, at the scale of the world).
@Suite struct PlaceMapTests {
  /// Random places around a centre, with the fixture index's names.
  static func places(_ rng: inout SplitMix64, around c: Coordinate, count: Int, spread: Double) -> [NearbyPlace] {
    let index = Fixtures.index
    let all = Array(index.allPlaces)
    return (0..<count).map { _ in
      let p = all[Int(rng.next() % UInt64(all.count))]
      let lat = c.latitude + (Double(rng.next() % 20_001) / 10_000 - 1) * spread
      let lon = c.longitude + (Double(rng.next() % 20_001) / 10_000 - 1) * spread
      let at = Coordinate(latitude: lat, longitude: lon)
      return NearbyPlace(
        place: p, kind: index.kind(of: p), coordinate: at, distanceMeters: GeoMath.distance(c, at), center: c)
    }.sorted { $0.distanceMeters < $1.distanceMeters }
  }

  @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
  func labelsNeverOverlap(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    let centre = Coordinate(latitude: 37.5, longitude: 127.0)
    let columns = 20 + Int(rng.next() % 100)
    let rows = 6 + Int(rng.next() % 40)
    let found = Self.places(&rng, around: centre, count: 1 + Int(rng.next() % 60), spread: 0.05)
    let map = try PlaceMap(
      index: Fixtures.index, center: centre, radiusMeters: 5_000, places: found, columns: columns, rows: rows)
    // Every cell a pin or a label takes, by row: none twice.
    var taken: [Int: Set<Int>] = [:]
    func take(_ row: Int, _ cells: Range<Int>) {
      for c in cells { #expect(taken[row, default: []].insert(c).inserted, "seed \(seed): cell \(c),\(row) twice") }
    }
    take(map.mapRows / 2, (map.columns / 2)..<(map.columns / 2 + 1))  // the centre
    take(0, (map.columns - 2)..<map.columns)  // north
    let lines = map.text(color: false).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for pin in map.pins {
      take(pin.row, pin.column..<(pin.column + 1))
      let text = pin.label ?? pin.legend.map(String.init)
      if let text, let at = pin.labelColumn {
        take(pin.row, at..<(at + ColumnWidth.of(text)))
        // Drawn where the layout says: the line, read by columns, has it there.
        #expect(Self.columns(lines[pin.row], at, ColumnWidth.of(text)) == text, "seed \(seed)")
      }
      #expect(pin.label != nil || pin.legend != nil)  // on the map or in the legend
      #expect((0..<map.columns).contains(pin.column) && (0..<map.mapRows).contains(pin.row))
    }
    // Pins that share a cell or touch in a row are one cluster.
    for (i, a) in map.pins.enumerated() {
      for b in map.pins[(i + 1)...] where a.row == b.row { #expect(abs(a.column - b.column) >= 1) }
    }
    #expect(map.pins.reduce(0) { $0 + $1.places.count } <= found.count)
    #expect(lines.count <= rows + 1)  // (the text ends with a newline)
  }

  /// The text of `width` columns from column `at` of a rendered line.
  static func columns(_ line: String, _ at: Int, _ width: Int) -> String {
    var out = ""
    var c = 0
    for ch in line {
      let w = ColumnWidth.of(ch)
      if c >= at && c < at + width { out.append(ch) }
      c += max(w, 1) == 0 ? 1 : w
    }
    return out
  }

  @Test func projectionIsRightAtTheCentreAndAcrossTheAntimeridian() throws {
    let p = try MapProjection(center: Coordinate(latitude: 37.5, longitude: 127), radiusMeters: 5_000, width: 200, height: 100)
    let centre = p.point(p.center)
    #expect(abs(centre.x - 100) < 1e-9 && abs(centre.y - 50) < 1e-9)
    // 5 km east is the radius: half the shorter side (50 dots) away.
    let r = MapProjection.earthRadius
    let east = p.point(Coordinate(latitude: 37.5, longitude: 127 + 5_000 / (r * cos(37.5 * .pi / 180)) * 180 / .pi))
    #expect(abs(east.x - 150) < 0.01 && abs(east.y - 50) < 0.01)
    let north = p.point(Coordinate(latitude: 37.5 + 5_000 / r * 180 / .pi, longitude: 127))
    #expect(abs(north.y - 0) < 0.5 && abs(north.x - 100) < 0.01)
    // Round trip.
    let back = p.coordinate(x: 30, y: 70)
    let again = p.point(back)
    #expect(abs(again.x - 30) < 1e-6 && abs(again.y - 70) < 1e-6)
    // Across ±180° the short way round.
    let fiji = try MapProjection(center: Coordinate(latitude: -17, longitude: 179.99), radiusMeters: 50_000, width: 100, height: 100)
    let beyond = fiji.point(Coordinate(latitude: -17, longitude: -179.9))
    #expect(beyond.x > 50 && beyond.x < 100)
  }

  @Test func polesAreRefusedAndTheWorldFits() throws {
    #expect(throws: MapProjection.Failure.nearPole(latitude: 85)) {
      try MapProjection(center: Coordinate(latitude: 85, longitude: 0), radiusMeters: 5_000, width: 100, height: 100)
    }
    #expect(throws: MapProjection.Failure.badRadius(0)) {
      try MapProjection(center: Coordinate(latitude: 0, longitude: 0), radiusMeters: 0, width: 100, height: 100)
    }
    let world = try PlaceMap(
      index: Fixtures.index, center: Coordinate(latitude: 20, longitude: 0), radiusMeters: 20_000_000, places: [],
      columns: 80, rows: 24)
    #expect(world.text(color: false).unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) })
  }

  @Test func scaleBarsAreRoundAndAboutAFifthOfTheMap() {
    for (m, columns) in [(10.0, 80), (37.0, 100), (400.0, 60), (12_345.0, 120)] {
      let bar = PlaceMap.scaleBar(metersPerCell: m, columns: columns)
      let lead = bar.meters / pow10(floor(log10(bar.meters)))
      #expect([1.0, 2.0, 5.0].contains { abs($0 - lead) < 1e-9 })
      #expect(Double(bar.cells) <= Double(columns) / 5 + 1)
    }
  }
}

private func pow10(_ x: Double) -> Double { pow(10, x) }
