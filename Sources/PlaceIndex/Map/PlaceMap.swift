/// A map of the places around a point, laid out for a terminal of
/// `columns` × `rows` cells (and as SVG): the 읍면동 boundaries as thin
/// braille lines with the names of their 시군구 where they fit, one pin per
/// place (by brand for cinemas: C, L, M), short labels that never overlap,
/// clusters where pins would, the centre, a scale bar and north up, and a
/// numbered legend under the map for what does not fit on it.
///
///     let found = index.nearby(center, options: NearbyOptions(radiusMeters: 5_000, limit: 30))
///     let map = try PlaceMap(index: index, center: center, radiusMeters: 5_000,
///                            places: found, columns: 100, rows: 30)
///     print(map.text(color: false))
///
/// The projection is Web Mercator around the centre (``MapProjection``). A
/// radius past ``PlaceMap/overviewRadius`` draws the most important cities
/// and countries as dots instead of boundaries.
public struct PlaceMap: Sendable {
  /// A pin: one place, or a cluster of places whose pins would overlap at
  /// this scale (MapKit's `MKClusterAnnotation`).
  public struct Pin: Sendable {
    /// Its places, nearest the centre first (one unless a cluster).
    public var places: [NearbyPlace]
    /// Its cell's column, from the left edge of the map.
    public var column: Int
    /// Its cell's row, from the top of the map.
    public var row: Int
    /// What the cell shows: C, L or M for a cinema of CGV, 롯데시네마 or
    /// 메가박스, c for another cinema, * for another place, the count for a
    /// cluster.
    public var glyph: String
    /// Its label on the map, or nil when it went to the legend.
    public var label: String?
    /// The column its label (or its legend number) starts at, when drawn.
    public var labelColumn: Int?
    /// Its line in the legend, when it has one (1-based).
    public var legend: Int?
    /// Its style (brand colour).
    public var style: MapStyle
    /// Its position in dots (for SVG).
    var x: Double
    var y: Double
    /// Whether it stands for several places.
    public var isCluster: Bool { places.count > 1 }
  }

  /// The projection of the map's area.
  public let projection: MapProjection
  /// The map's width in cells.
  public let columns: Int
  /// The map's height in cells (the scale line and the legend are below it).
  public let mapRows: Int
  /// The pins, nearest first.
  public private(set) var pins: [Pin] = []
  /// The legend's lines, numbered as the pins refer to them.
  public private(set) var legend: [String] = []
  /// The scale bar's length in cells and the distance it stands for.
  public private(set) var scale: (cells: Int, meters: Double) = (0, 0)
  var canvas: MapCanvas
  /// Boundary rings in dots (for SVG), and the area names drawn.
  var rings: [[(x: Double, y: Double)]] = []
  var areaNames: [(text: String, column: Int, row: Int)] = []
  let centreLabel: String?

  /// A radius from which the map is an overview: dots for the most
  /// important cities and countries, no boundaries (there would be
  /// thousands to draw, each smaller than a dot).
  public static let overviewRadius = 200_000.0
  /// How many of the most important places an overview draws as dots.
  public static let overviewPlaces = 4_000
  /// The longest label on the map, in columns; longer ones are cut with …
  public static let maxLabelColumns = 14
  /// At most this share of the rows goes to the legend; the rest of it is
  /// summed up in its last line.
  public static let maxLegendShare = 0.4

  /// Lays out the map.
  ///
  /// - Parameters:
  ///   - places: the places to pin, nearest first (as `nearby` gives them).
  ///   - columns, rows: the whole output, map, scale line and legend.
  ///   - centreLabel: what the centre is, for the scale line.
  /// - Throws: ``MapProjection/Failure`` near a pole, for a bad radius, or
  ///   for fewer than 10 × 6 cells.
  public init(
    index: PlaceIndex, center: Coordinate, radiusMeters: Double, places: [NearbyPlace], columns: Int, rows: Int,
    centreLabel: String? = nil
  ) throws(MapProjection.Failure) {
    guard columns >= 10, rows >= 6 else { throw .tooSmall }
    var legendLines = 0
    var attempt: PlaceMap? = nil
    // The legend's height depends on the labels that fit, which depends on
    // the map's height: lay out, then again with room for the legend.
    for _ in 0..<3 {
      let mapRows = rows - 1 - legendLines
      var m = try PlaceMap(
        index: index, center: center, radiusMeters: radiusMeters, places: places, columns: columns,
        mapRows: mapRows, centreLabel: centreLabel)
      let maxLines = max(1, Int(Double(rows) * PlaceMap.maxLegendShare))
      let needed = min(m.legend.count, maxLines)
      if needed <= legendLines || mapRows <= 3 {
        m.fitLegend(lines: legendLines)
        attempt = m
        break
      }
      legendLines = needed
      m.fitLegend(lines: legendLines)
      attempt = m
    }
    self = attempt!
  }

  private init(
    index: PlaceIndex, center: Coordinate, radiusMeters: Double, places: [NearbyPlace], columns: Int, mapRows: Int,
    centreLabel: String?
  ) throws(MapProjection.Failure) {
    let projection = try MapProjection(center: center, radiusMeters: radiusMeters, width: columns * 2, height: mapRows * 4)
    self.projection = projection
    self.columns = columns
    self.mapRows = mapRows
    self.centreLabel = centreLabel
    canvas = MapCanvas(columns: columns, rows: mapRows)
    if radiusMeters >= PlaceMap.overviewRadius {
      drawOverview(index)
    } else {
      drawBoundaries(index)
    }
    // The centre and north take their cells first.
    let centreCell = (column: columns / 2, row: mapRows / 2)
    canvas.write("+", centreCell.column, centreCell.row, .centre)
    canvas.write("N↑", columns - 2, 0, .centre)
    placePins(index, places)
    if pins.isEmpty { legend.append("Nothing to pin within \(PlaceMap.distance(radiusMeters)).") }
    placeAreaNames(index)
    scale = PlaceMap.scaleBar(metersPerCell: projection.metersPerDot * 2, columns: columns)
  }

  // MARK: Layers

  /// The 읍면동 (and a user's areas) whose boxes meet the map, as lines.
  private mutating func drawBoundaries(_ index: PlaceIndex) {
    let view = index.boundaries
    let b = projection.bounds
    let (s, w, n, e) = (Int32(b.south * 1e5), Int32(b.west * 1e5), Int32(b.north * 1e5), Int32(b.east * 1e5))
    guard w <= e else { return }  // (across the antimeridian: no Korean areas there)
    for r in 0..<view.rowCount where view.level[r] != 4 {
      guard view.bounds[4 * r] <= n, view.bounds[4 * r + 2] >= s, view.bounds[4 * r + 1] <= e,
        view.bounds[4 * r + 3] >= w
      else { continue }
      for ring in view.rings(r) {
        var points: [(x: Double, y: Double)] = []
        view.forEachEdge(ring) { y, x, _, _ in
          points.append(projection.point(Coordinate(latitude: Double(y) / 1e5, longitude: Double(x) / 1e5)))
        }
        guard points.count >= 2 else { continue }
        for i in points.indices { canvas.line(points[i], points[(i + 1) % points.count]) }
        rings.append(points)
      }
    }
  }

  /// The most important cities and countries as dots.
  private mutating func drawOverview(_ index: PlaceIndex) {
    var n = 0
    for p in index.allPlaces {
      let k = index.kind(of: p)
      guard k == .city || k == .country else { continue }
      let at = projection.point(index.coordinate(of: p))
      if projection.contains(x: at.x, y: at.y) { canvas.markDot(Int(at.x), Int(at.y)) }
      n += 1
      if n >= PlaceMap.overviewPlaces { break }
    }
  }

  /// A place's short label: a cinema's branch without its brand (강남 of
  /// CGV 강남), else its title; cut to ``maxLabelColumns``.
  static func shortLabel(_ d: PlaceDetails) -> String {
    var title = d.title
    if d.kind == .cinema, let brand = d.brand {
      for alias in brand.aliases where title.hasPrefix(alias + " ") {
        title = String(title.dropFirst(alias.count + 1))
        break
      }
    }
    return cut(title, PlaceMap.maxLabelColumns)
  }

  static func cut(_ s: String, _ columns: Int) -> String {
    guard ColumnWidth.of(s) > columns else { return s }
    var out = ""
    var w = 0
    for c in s {
      let cw = ColumnWidth.of(c)
      if w + cw > columns - 1 { break }
      out.append(c)
      w += cw
    }
    return out + "…"
  }

  private static func glyph(_ kind: PlaceKind, _ brand: Brand?) -> String {
    switch (kind, brand) {
    case (.cinema, .cgv?): "C"
    case (.cinema, .lotteCinema?): "L"
    case (.cinema, .megabox?): "M"
    case (.cinema, nil): "c"
    case (.airport, _): "A"
    case (.city, _), (.country, _), (.region, _): "o"
    default: "*"
    }
  }

  /// Pins, clusters and labels. A pin whose cell (or the cell beside it,
  /// where glyphs would touch) holds a nearer pin joins it as a cluster; a
  /// label goes to the right of its pin, else the left, else to the legend.
  private mutating func placePins(_ index: PlaceIndex, _ places: [NearbyPlace]) {
    var groups: [(places: [NearbyPlace], column: Int, row: Int, x: Double, y: Double)] = []
    for p in places {
      let at = projection.point(p.coordinate)
      guard projection.contains(x: at.x, y: at.y) else { continue }
      let (c, r) = (Int(at.x / 2), Int(at.y / 4))
      if let g = groups.firstIndex(where: { $0.row == r && abs($0.column - c) <= 1 }) {
        groups[g].places.append(p)
      } else {
        groups.append(([p], c, r, at.x, at.y))
      }
    }
    for g in groups {
      let first = g.places[0]
      let d = index.details(of: first.place)
      let brand = first.kind == .cinema ? d.brand : nil
      let cluster = g.places.count > 1
      let glyph = cluster ? (g.places.count < 10 ? String(g.places.count) : "+") : PlaceMap.glyph(first.kind, brand)
      let style: MapStyle = cluster ? .cluster : .of(first.kind, brand: brand)
      // A pin on the centre, or on north, moves off it by a cell.
      var column = g.column
      if !canvas.isFree(column, g.row, width: 1) {
        column = canvas.isFree(column + 1, g.row, width: 1) ? column + 1 : column - 1
      }
      canvas.write(glyph, column, g.row, style)
      pins.append(Pin(
        places: g.places, column: column, row: g.row, glyph: glyph, label: nil, labelColumn: nil, legend: nil,
        style: style, x: g.x, y: g.y))
    }
    // Labels, in the same order: the nearest get the room first.
    for i in pins.indices {
      let pin = pins[i]
      if !pin.isCluster {
        let label = PlaceMap.shortLabel(index.details(of: pin.places[0].place))
        if let at = place(label, beside: pin, style: pin.style) {
          pins[i].label = label
          pins[i].labelColumn = at
          continue
        }
      }
      legend.append(legendLine(index, pin, number: legend.count + 1))
      pins[i].legend = legend.count
      pins[i].labelColumn = place(String(legend.count), beside: pin, style: .legendNumber)
    }
  }

  /// Writes a label right of a pin, else left of it, when the cells are
  /// free (a cell of space before it, so it never touches another text).
  private mutating func place(_ label: String, beside pin: Pin, style: MapStyle) -> Int? {
    let w = ColumnWidth.of(label)
    for column in [pin.column + 1, pin.column - w] where canvas.isFree(column, pin.row, width: w) {
      let before = column == pin.column + 1 ? column + w : column - 1
      guard before < 0 || before >= columns || canvas.isFree(before, pin.row, width: 1) else { continue }
      canvas.write(label, column, pin.row, style)
      return column
    }
    return nil
  }

  private func legendLine(_ index: PlaceIndex, _ pin: Pin, number: Int) -> String {
    let names = pin.places.map { p -> String in
      let d = index.details(of: p.place)
      return "\(d.title) (\(PlaceMap.distance(p.distanceMeters)) \(GeoMath.compassPoint(p.bearingDegrees)))"
    }
    let head = pin.isCluster ? "\(number) [\(pin.places.count)]" : "\(number) \(pin.glyph)"
    return "\(head) \(names.joined(separator: ", "))"
  }

  /// The 시군구 of the 읍면동 on the map, by name at their point, where
  /// the name fits in free cells.
  private mutating func placeAreaNames(_ index: PlaceIndex) {
    guard projection.metersPerDot * 2 * Double(columns) < 60_000 else { return }
    var seen: Set<UInt32> = []
    let view = index.boundaries
    for r in 0..<min(view.rowCount, index.boundaryPlace.count) where view.level[r] == 3 {
      guard index.boundaryPlace[r] < UInt32(index.count),
        let district = index.parentPlace(of: PlaceHandle(rank: index.boundaryPlace[r])),
        seen.insert(district.rank).inserted
      else { continue }
      let at = projection.point(index.coordinate(of: district))
      guard projection.contains(x: at.x, y: at.y) else { continue }
      let name = index.koreanTitle(of: district)
      let w = ColumnWidth.of(name)
      let column = Int(at.x / 2) - w / 2
      let row = Int(at.y / 4)
      guard canvas.isFree(column - 1, row, width: w + 2) else { continue }
      canvas.write(name, column, row, .areaName)
      areaNames.append((name, column, row))
    }
  }

  /// Cuts the legend to `lines`, the last saying how many more there are.
  private mutating func fitLegend(lines: Int) {
    guard legend.count > lines else { return }
    if lines <= 0 {
      legend = []
      return
    }
    let more = legend.count - lines + 1
    legend = Array(legend.prefix(lines - 1)) + ["… and \(more) more (--json lists them all)"]
  }

  /// A bar of a round distance (1, 2 or 5 × 10ⁿ m) about a fifth of the
  /// map wide.
  static func scaleBar(metersPerCell: Double, columns: Int) -> (cells: Int, meters: Double) {
    let target = metersPerCell * Double(max(4, columns / 5))
    var unit = 1.0
    while unit * 10 <= target { unit *= 10 }
    let meters = [5.0, 2.0, 1.0].map { $0 * unit }.first { $0 <= target } ?? unit
    return (max(2, Int((meters / metersPerCell).rounded())), meters)
  }

  static func distance(_ m: Double) -> String {
    if m < 1000 { return "\(Int(m.rounded())) m" }
    if m.truncatingRemainder(dividingBy: 1000) == 0 { return "\(Int(m / 1000)) km" }
    if m < 10_000 { return "\(Double(Int((m / 100).rounded())) / 10) km" }
    return "\(Int((m / 1000).rounded())) km"
  }

  // MARK: Output

  /// The map as text: its rows, the scale line, then the legend; with ANSI
  /// colour when `color` (brands: CGV red, 롯데시네마 yellow, 메가박스
  /// magenta; lines grey).
  public func text(color: Bool) -> String {
    var out = canvas.lines(color: color)
    var scaleLine = "├" + String(repeating: "─", count: max(0, scale.cells - 2)) + "┤ " + PlaceMap.distance(scale.meters)
    if let centreLabel { scaleLine += "   + " + centreLabel }
    out.append(PlaceMap.cut(scaleLine, columns))
    out += legend.map { PlaceMap.cut($0, columns) }
    return out.joined(separator: "\n") + "\n"
  }
}
