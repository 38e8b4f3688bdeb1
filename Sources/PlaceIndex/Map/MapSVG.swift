/// The map as SVG: the same layers as the text map, in vectors: the
/// boundaries as paths, the 시군구 names, each pin as MapKit's annotation
/// view in the write-ups (a box with its title and a stripe of its brand's
/// colour, on a stem to its point), clusters as a circle with the count,
/// the centre, a scale bar, north, and the legend under the map.
extension PlaceMap {
  /// SVG pixels per dot: a terminal cell (2 × 4 dots) is 8 × 16 pixels.
  public static let pixelsPerDot = 4.0

  /// The map as an SVG document.
  public func svg(index: PlaceIndex) -> String {
    let k = PlaceMap.pixelsPerDot
    let width = Double(columns * 2) * k
    let mapHeight = Double(mapRows * 4) * k
    let legendHeight = Double(legend.count + 1) * 18 + 10
    func f(_ v: Double) -> String { String(Double(Int((v * 10).rounded())) / 10) }
    var out = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(f(width))" height="\(f(mapHeight + legendHeight))" \
      viewBox="0 0 \(f(width)) \(f(mapHeight + legendHeight))" font-family="sans-serif" font-size="12">
      <rect class="background" x="0" y="0" width="\(f(width))" height="\(f(mapHeight))" fill="#f6f4ef"/>
      <clipPath id="map"><rect x="0" y="0" width="\(f(width))" height="\(f(mapHeight))"/></clipPath>
      <g class="boundaries" clip-path="url(#map)" fill="none" stroke="#a0a0a0" stroke-width="0.8">

      """
    for ring in rings where ring.count >= 2 {
      var d = "M\(f(ring[0].x * k)) \(f(ring[0].y * k))"
      for p in ring.dropFirst() { d += "L\(f(p.x * k)) \(f(p.y * k))" }
      out += "<path class=\"boundary\" d=\"\(d)Z\"/>\n"
    }
    out += "</g>\n<g class=\"area-names\" fill=\"#888888\" font-size=\"13\" text-anchor=\"middle\">\n"
    for a in areaNames {
      let x = (Double(a.column) + Double(ColumnWidth.of(a.text)) / 2) * 2 * k
      out += "<text x=\"\(f(x))\" y=\"\(f(Double(a.row * 4 + 3) * k))\">\(PlaceMap.escape(a.text))</text>\n"
    }
    out += "</g>\n"
    let cx = width / 2
    let cy = mapHeight / 2
    out += "<g class=\"centre\" stroke=\"#222222\" stroke-width=\"1.5\"><path d=\"M\(f(cx - 6)) \(f(cy))L\(f(cx + 6)) \(f(cy))M\(f(cx)) \(f(cy - 6))L\(f(cx)) \(f(cy + 6))\"/></g>\n"
    out += "<g class=\"north\" transform=\"translate(\(f(width - 24)) 10)\"><path d=\"M8 0L14 16L8 12L2 16Z\" fill=\"#222222\"/><text x=\"8\" y=\"30\" text-anchor=\"middle\">N</text></g>\n"
    for pin in pins {
      let px = pin.x * k
      let py = pin.y * k
      let color = pin.style.svgColor
      let id = index.details(of: pin.places[0].place).id
      if pin.isCluster {
        out += "<g class=\"pin cluster\" data-count=\"\(pin.places.count)\" data-legend=\"\(pin.legend ?? 0)\">"
        out += "<circle cx=\"\(f(px))\" cy=\"\(f(py))\" r=\"11\" fill=\"\(color)\" stroke=\"#ffffff\" stroke-width=\"2\"/>"
        out += "<text x=\"\(f(px))\" y=\"\(f(py + 4))\" fill=\"#ffffff\" text-anchor=\"middle\" font-weight=\"bold\">\(pin.places.count)</text></g>\n"
        continue
      }
      let d = index.details(of: pin.places[0].place)
      let title = PlaceMap.escape(d.title)
      let boxWidth = Double(ColumnWidth.of(d.title)) * 7 + 18
      out += "<g class=\"pin\" data-id=\"\(PlaceMap.escape(id))\">"
      out += "<path d=\"M\(f(px)) \(f(py))L\(f(px - 5)) \(f(py - 12))L\(f(px + 5)) \(f(py - 12))Z\" fill=\"\(color)\"/>"
      out += "<rect x=\"\(f(px - boxWidth / 2))\" y=\"\(f(py - 34))\" width=\"\(f(boxWidth))\" height=\"22\" rx=\"4\" fill=\"#ffffff\" stroke=\"\(color)\" stroke-width=\"1.5\"/>"
      out += "<rect x=\"\(f(px - boxWidth / 2))\" y=\"\(f(py - 34))\" width=\"6\" height=\"22\" rx=\"2\" fill=\"\(color)\"/>"
      out += "<text x=\"\(f(px - boxWidth / 2 + 11))\" y=\"\(f(py - 19))\" fill=\"#222222\">\(title)</text></g>\n"
    }
    // The scale bar and the legend, under the map.
    let barWidth = Double(scale.cells * 2) * k
    let y0 = mapHeight + 16
    out += "<g class=\"scale\" stroke=\"#222222\" stroke-width=\"1.5\"><path d=\"M10 \(f(y0 - 4))L10 \(f(y0))L\(f(10 + barWidth)) \(f(y0))L\(f(10 + barWidth)) \(f(y0 - 4))\" fill=\"none\"/></g>\n"
    out += "<text class=\"scale-label\" x=\"\(f(16 + barWidth))\" y=\"\(f(y0))\">\(PlaceMap.distance(scale.meters))</text>\n"
    out += "<g class=\"legend\" font-size=\"12\">\n"
    for (i, line) in legend.enumerated() {
      out += "<text x=\"10\" y=\"\(f(y0 + 18 * Double(i + 1)))\">\(PlaceMap.escape(line))</text>\n"
    }
    out += "</g>\n</svg>\n"
    return out
  }

  static func escape(_ s: String) -> String {
    var out = ""
    for c in s {
      switch c {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(c)
      }
    }
    return out
  }
}
