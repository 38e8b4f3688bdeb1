/// What a nearby search returns.
public struct NearbyOptions: Sendable {
  /// Only places within this distance of the centre.
  public var radiusMeters: Double = 5_000
  /// Only places of these kinds.
  public var kinds: PlaceKinds = PlaceKinds(.cinema)
  /// Only cinemas of this brand (any alias, see ``Brand``).
  public var brand: Brand? = nil
  /// At most this many places, nearest first.
  public var limit: Int = 10

  /// A search within `radiusMeters` for places of `kinds` (cinemas by default), of `brand` when given, at most `limit`.
  public init(
    radiusMeters: Double = 5_000, kinds: PlaceKinds = PlaceKinds(.cinema), brand: Brand? = nil,
    limit: Int = 10
  ) {
    self.radiusMeters = radiusMeters
    self.kinds = kinds
    self.brand = brand
    self.limit = limit
  }
}

extension PlaceIndex {
  /// The places within `options.radiusMeters` of `center`, nearest first,
  /// with their distance and compass bearing.
  ///
  ///     index.nearby(Coordinate(latitude: 37.4979, longitude: 127.0276),
  ///                  options: NearbyOptions(radiusMeters: 1_000))
  ///     // 메가박스 강남 (94 m W), CGV 강남 (417 m N)
  ///
  /// - Complexity: O(log n + m) per kind, m = places in the radius.
  public func nearby(_ center: Coordinate, options: NearbyOptions = .init()) -> [NearbyPlace] {
    guard options.limit > 0 else { return [] }
    let chord = GeoMath.chordLength(forDistance: options.radiusMeters)
    let v = GeoMath.unitVector(center)
    var hits: [(place: UInt32, distance: Double)] = []
    for k in PlaceKind.allCases where options.kinds.contains(k) {
      tree(of: k).forEach(withinChord: chord, of: v) { place in
        let d = GeoMath.distance(center, coordinate(of: PlaceHandle(rank: place)))
        if d <= options.radiusMeters && matchesBrand(place, options.brand) {
          hits.append((place, d))
        }
      }
    }
    hits.sort { ($0.distance, $0.place) < ($1.distance, $1.place) }
    return hits.prefix(options.limit).map { nearbyPlace($0.place, from: center, distance: $0.distance) }
  }

  /// The `count` places nearest to `center`, of the given kinds, within
  /// `maxDistance` metres: reverse geocoding when `kinds` is cities.
  public func nearest(
    to center: Coordinate, kinds: PlaceKinds = PlaceKinds(.city), count: Int = 1,
    maxDistance: Double = 20_037_509, brand: Brand? = nil
  ) -> [NearbyPlace] {
    guard count > 0 else { return [] }
    let v = GeoMath.unitVector(center)
    let chord = GeoMath.chordLength(forDistance: maxDistance)
    var hits: [(place: UInt32, distance: Double)] = []
    for k in PlaceKind.allCases where kinds.contains(k) {
      // The tree ranks by its stored points, each within
      // ``KDTree/storedError`` of the place: every place nearer than the
      // count-th it finds lies within that one's chord and twice the error,
      // and comes too. Those are measured exactly.
      let found = tree(of: k).nearest(
        to: v, count: count, maxChord: chord, slack: 2 * KDTree.storedError, where: { matchesBrand($0, brand) })
      for (place, _) in found {
        let d = GeoMath.distance(center, coordinate(of: PlaceHandle(rank: place)))
        if d <= maxDistance { hits.append((place, d)) }
      }
    }
    hits.sort { ($0.distance, $0.place) < ($1.distance, $1.place) }
    return hits.prefix(count).map { nearbyPlace($0.place, from: center, distance: $0.distance) }
  }

  func tree(of k: PlaceKind) -> KDTree {
    let r = spatialRange(of: k)
    return KDTree(
      xyz: spatialXYZ.slice((3 * r.lowerBound)..<(3 * r.upperBound)), payload: spatialPlace.slice(r))
  }

  func matchesBrand(_ place: UInt32, _ brand: Brand?) -> Bool {
    guard let brand else { return true }
    let p = PlaceHandle(rank: place)
    return kind(of: p) == .cinema && Brand(alias: info(of: p)[safe: 2] ?? "") == brand
  }

  func nearbyPlace(_ place: UInt32, from center: Coordinate, distance: Double) -> NearbyPlace {
    let p = PlaceHandle(rank: place)
    let c = coordinate(of: p)
    return NearbyPlace(
      place: p, kind: kind(of: p), coordinate: c, distanceMeters: distance, center: center)
  }
}
