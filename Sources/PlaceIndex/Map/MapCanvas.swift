/// What a map cell shows, for colour (see ``PlaceMap/text(color:)``).
public enum MapStyle: UInt8, Sendable {
  case plain, boundary, areaName, centre, cgv, lotteCinema, megabox, cinema, place, cluster, legendNumber, dot

  /// The style of a place's pin: by brand for a cinema, else by kind.
  static func of(_ kind: PlaceKind, brand: Brand?) -> MapStyle {
    switch (kind, brand) {
    case (.cinema, .cgv?): .cgv
    case (.cinema, .lotteCinema?): .lotteCinema
    case (.cinema, .megabox?): .megabox
    case (.cinema, nil): .cinema
    default: .place
    }
  }

  /// An ANSI SGR sequence for it.
  var ansi: String {
    switch self {
    case .plain: "\u{1B}[0m"
    case .boundary: "\u{1B}[0;90m"
    case .areaName: "\u{1B}[0;2m"
    case .centre: "\u{1B}[0;1m"
    case .cgv: "\u{1B}[0;1;31m"
    case .lotteCinema: "\u{1B}[0;1;33m"
    case .megabox: "\u{1B}[0;1;35m"
    case .cinema, .place: "\u{1B}[0;1;36m"
    case .cluster: "\u{1B}[0;1;7m"
    case .legendNumber: "\u{1B}[0;2m"
    case .dot: "\u{1B}[0;37m"
    }
  }

  /// Its colour in an SVG.
  var svgColor: String {
    switch self {
    case .cgv: "#e71a0f"
    case .lotteCinema: "#ed1c24"
    case .megabox: "#503396"
    case .cinema, .place: "#0077aa"
    case .cluster: "#333333"
    default: "#666666"
    }
  }
}

/// A grid of terminal cells: braille dots underneath (2 × 4 a cell: lines
/// and dots), text over them. A wide character (Hangul) takes its cell and
/// the next.
struct MapCanvas {
  let columns: Int
  let rows: Int
  /// Braille dot bits per cell (U+2800 + bits).
  private(set) var dots: [UInt8]
  /// Text per cell: nil, a character, or "" for the second half of a wide
  /// one.
  private(set) var text: [String?]
  private(set) var style: [MapStyle]

  init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    dots = [UInt8](repeating: 0, count: columns * rows)
    text = [String?](repeating: nil, count: columns * rows)
    style = [MapStyle](repeating: .plain, count: columns * rows)
  }

  /// The bit of each dot of a cell, by column (0–1) and row (0–3).
  static let bits: [[UInt8]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]

  /// Sets the dot at (x, y) in dots; off the canvas does nothing.
  mutating func dot(_ x: Int, _ y: Int) {
    guard x >= 0, y >= 0, x < columns * 2, y < rows * 4 else { return }
    dots[(y / 4) * columns + x / 2] |= MapCanvas.bits[x % 2][y % 4]
  }

  /// A line of dots (Bresenham), clipped to the canvas.
  mutating func line(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) {
    // Far off the canvas on one side: nothing to draw.
    let w = Double(columns * 2)
    let h = Double(rows * 4)
    if (a.x < 0 && b.x < 0) || (a.y < 0 && b.y < 0) || (a.x >= w && b.x >= w) || (a.y >= h && b.y >= h) { return }
    guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return }
    var x0 = Int(a.x.rounded(.down))
    var y0 = Int(a.y.rounded(.down))
    let x1 = Int(b.x.rounded(.down))
    let y1 = Int(b.y.rounded(.down))
    let dx = abs(x1 - x0)
    let dy = -abs(y1 - y0)
    guard dx - dy <= 4 * (columns * 2 + rows * 4) else { return }  // (a degenerate edge)
    let sx = x0 < x1 ? 1 : -1
    let sy = y0 < y1 ? 1 : -1
    var err = dx + dy
    while true {
      dot(x0, y0)
      if x0 == x1 && y0 == y1 { return }
      let e2 = 2 * err
      if e2 >= dy {
        err += dy
        x0 += sx
      }
      if e2 <= dx {
        err += dx
        y0 += sy
      }
    }
  }

  /// Whether the cells a text would take at (column, row) are on the
  /// canvas and hold no text.
  func isFree(_ column: Int, _ row: Int, width: Int) -> Bool {
    guard row >= 0, row < rows, column >= 0, column + width <= columns else { return false }
    for c in column..<(column + width) where text[row * columns + c] != nil { return false }
    return true
  }

  /// Writes text at (column, row), as far as it fits; returns the columns
  /// written.
  @discardableResult
  mutating func write(_ s: String, _ column: Int, _ row: Int, _ st: MapStyle) -> Int {
    guard row >= 0, row < rows else { return 0 }
    var c = column
    for ch in s {
      let w = max(1, ColumnWidth.of(ch))
      guard c >= 0, c + w <= columns else { break }
      text[row * columns + c] = String(ch)
      style[row * columns + c] = st
      if w == 2 {
        text[row * columns + c + 1] = ""
        style[row * columns + c + 1] = st
      }
      c += w
    }
    return c - column
  }

  /// The canvas as lines of text, with ANSI colour when `color`.
  func lines(color: Bool) -> [String] {
    (0..<rows).map { r in
      var line = ""
      var current: MapStyle? = nil
      for c in 0..<columns {
        let i = r * columns + c
        let (glyph, st): (String, MapStyle)
        if let t = text[i] {
          if t.isEmpty { continue }  // the second half of a wide character
          (glyph, st) = (t, style[i])
        } else if dots[i] != 0 {
          (glyph, st) = (String(Character(Unicode.Scalar(0x2800 + UInt32(dots[i]))!)), style[i] == .dot ? .dot : .boundary)
        } else {
          (glyph, st) = (" ", .plain)
        }
        if color && st != current && !(glyph == " " && current == .plain) {
          line += st.ansi
          current = st
        }
        line += glyph
      }
      if color && current != nil && current != .plain { line += MapStyle.plain.ansi }
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }
  }

  /// Marks a cell's dots as place dots (an overview's cities), not lines.
  mutating func markDot(_ x: Int, _ y: Int) {
    dot(x, y)
    guard x >= 0, y >= 0, x < columns * 2, y < rows * 4 else { return }
    style[(y / 4) * columns + x / 2] = .dot
  }
}
