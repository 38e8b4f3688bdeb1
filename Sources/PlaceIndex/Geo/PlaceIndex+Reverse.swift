/// What contains a point: the Korean areas from the smallest (리 or 읍면동)
/// to the 시도, and the areas of a user's data (GeoJSON polygons) smallest
/// first; or, outside them all, the nearest city.
public struct ReverseResult: Sendable, Hashable {
  /// The point looked up.
  public var point: Coordinate
  /// The areas that contain it, smallest first (empty outside them all).
  public var areas: [PlaceHandle]
  /// The nearest city, when no area contains the point.
  public var nearestCity: NearbyPlace?
}

extension PlaceIndex {
  /// The areas that contain `point`, smallest first, found by
  /// point-in-polygon on the simplified boundaries of the 읍면동 and 리 (see
  /// ``BoundaryView``) and the parent chain above them; outside Korea, the
  /// nearest city instead.
  ///
  ///     index.reverse(Coordinate(latitude: 37.5, longitude: 127.03)).areas
  ///     // 역삼동, 강남구, 서울특별시
  ///
  /// - Complexity: O(areas in the point's grid cell × their vertices).
  public func reverse(_ point: Coordinate) -> ReverseResult {
    if let found = boundaries.locate(latitude: point.latitude, longitude: point.longitude) {
      func place(_ row: Int) -> PlaceHandle? {
        row < boundaryPlace.count && boundaryPlace[row] < UInt32(count) ? PlaceHandle(rank: boundaryPlace[row]) : nil
      }
      let neighbourhood = found.neighbourhood.flatMap(place)
      // A 리 of that 읍면동, if one holds the point.
      let village = found.villages.lazy.compactMap(place).first {
        neighbourhood == nil || self.parentPlace(of: $0) == neighbourhood
      }
      var areas = (village ?? neighbourhood).map { [$0] + ancestors(of: $0) } ?? []
      // A user's areas, smallest box first.
      func boxArea(_ r: Int) -> Double {
        Double(boundaries.bounds[4 * r + 2] &- boundaries.bounds[4 * r])
          * Double(boundaries.bounds[4 * r + 3] &- boundaries.bounds[4 * r + 1])
      }
      areas += found.areas.sorted { (boxArea($0), $0) < (boxArea($1), $1) }.compactMap(place)
      if !areas.isEmpty { return ReverseResult(point: point, areas: areas, nearestCity: nil) }
    }
    return ReverseResult(
      point: point, areas: [], nearestCity: nearest(to: point, kinds: PlaceKinds(.city), count: 1).first)
  }

  /// The Korean area a place lies in, if any.
  func parentPlace(of p: PlaceHandle) -> PlaceHandle? {
    guard let v = fact(.parent, of: p.rank) else { return nil }
    return v < UInt32(count) && v != p.rank ? PlaceHandle(rank: v) : nil
  }

  /// The most levels an address chain has (리, 읍면동, 구, 시, 시도, and one
  /// spare); a damaged file with a cycle stops here.
  static let maxChain = 6

  /// The areas above a place, nearest first.
  func ancestors(of p: PlaceHandle) -> [PlaceHandle] {
    var out: [PlaceHandle] = []
    var current = p
    while out.count < PlaceIndex.maxChain, let up = parentPlace(of: current) {
      out.append(up)
      current = up
    }
    return out
  }

  /// Whether `area` is `p` or one of the areas above it.
  @inline(__always)
  func lies(_ p: UInt32, in area: UInt32) -> Bool {
    var current = p
    for _ in 0...PlaceIndex.maxChain {
      if current == area { return true }
      guard let v = fact(.parent, of: current), v < UInt32(count), v != current else { return false }
      current = v
    }
    return false
  }

  /// The place of a Korean area code (`11680101`), or nil.
  func place(areaCode: UInt64) -> PlaceHandle? {
    var lo = 0
    var hi = areaCodes.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if areaCodes[mid] < areaCode { lo = mid + 1 } else { hi = mid }
    }
    guard lo < areaCodes.count, areaCodes[lo] == areaCode, areaCodePlace[lo] < UInt32(count) else {
      return nil
    }
    return PlaceHandle(rank: areaCodePlace[lo])
  }
}
