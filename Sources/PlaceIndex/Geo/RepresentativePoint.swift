/// A point inside an area, to show it at and to measure `nearby` from. A
/// centroid can fall outside a crescent, a ring or an island group; this
/// point never does.
enum RepresentativePoint {
  /// A point inside the rings (even–odd rule), in their units: the centroid
  /// of the largest ring's vertices when it is inside, else the middle of
  /// the widest inside stretch of the horizontal line through it. Nil for
  /// rings with no area.
  static func of(_ rings: [[(Int32, Int32)]]) -> (lat: Int32, lon: Int32)? {
    guard let largest = rings.max(by: { area($0) < area($1) }), largest.count >= 3, area(largest) > 0 else {
      return nil
    }
    var sy = 0.0
    var sx = 0.0
    for (y, x) in largest {
      sy += Double(y)
      sx += Double(x)
    }
    let cy = sy / Double(largest.count)
    let cx = sx / Double(largest.count)
    if contains(rings, cy, cx) { return (Int32(cy.rounded()), Int32(cx.rounded())) }
    // Where the line y = cy (nudged off any vertex) crosses the edges.
    let y = cy + 0.25
    var xs: [Double] = []
    for r in rings {
      for i in r.indices {
        let (y1, x1) = (Double(r[i].0), Double(r[i].1))
        let (y2, x2) = (Double(r[(i + 1) % r.count].0), Double(r[(i + 1) % r.count].1))
        if (y1 > y) != (y2 > y) { xs.append(x1 + (y - y1) * (x2 - x1) / (y2 - y1)) }
      }
    }
    xs.sort()
    var best: (width: Double, x: Double)? = nil
    var i = 0
    while i + 1 < xs.count {
      let width = xs[i + 1] - xs[i]
      if width > (best?.width ?? 0) { best = (width, (xs[i] + xs[i + 1]) / 2) }
      i += 2
    }
    guard let best else { return nil }
    return (Int32(y.rounded(.down)), Int32(best.x.rounded()))
  }

  /// Twice the ring's area, unsigned (the shoelace formula).
  static func area(_ r: [(Int32, Int32)]) -> Double {
    var s = 0.0
    for i in r.indices {
      let (y1, x1) = r[i]
      let (y2, x2) = r[(i + 1) % r.count]
      s += Double(x1) * Double(y2) - Double(x2) * Double(y1)
    }
    return abs(s)
  }

  /// Even–odd point-in-polygon over all rings.
  static func contains(_ rings: [[(Int32, Int32)]], _ y: Double, _ x: Double) -> Bool {
    var inside = false
    for r in rings {
      for i in r.indices {
        let (y1, x1) = (Double(r[i].0), Double(r[i].1))
        let (y2, x2) = (Double(r[(i + 1) % r.count].0), Double(r[(i + 1) % r.count].1))
        if (y1 > y) != (y2 > y), x < x1 + (y - y1) * (x2 - x1) / (y2 - y1) { inside.toggle() }
      }
    }
    return inside
  }
}
