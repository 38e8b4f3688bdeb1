import Testing

@testable import PlaceIndex

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct KDTreeTests {
  // MARK: Layout

  @Test(arguments: [0, 1, 2, 3, 7, 8, 9, 10, 17, 100, 1_000, 4_097])
  func buildKeepsTheSplitInvariant(_ size: Int) {
    var rng = SplitMix64(seed: UInt64(size))
    let coordinates = randomPoints(size, clustered: size % 2 == 0, &rng)
    let built = KDTreeBuilder.build(ids(coordinates))
    #expect(built.xyz.count == 3 * size)
    #expect(built.payload.sorted() == (0..<UInt32(size)).map { $0 })
    #expect(violations(built.xyz, 0, size, depth: 0) == 0)
    // Every stored vector is the stored image of its coordinate, within
    // the stored error of it.
    for (i, id) in built.payload.enumerated() {
      let u = GeoMath.unitVector(coordinates[Int(id)])
      let v = KDTree.stored(u)
      #expect(built.xyz[3 * i..<3 * i + 3].elementsEqual([v.0, v.1, v.2]))
      let d = SIMD3<Double>(Double(v.0), Double(v.1), Double(v.2)) / KDTree.scale - u
      #expect((d * d).sum().squareRoot() <= KDTree.storedError)
    }
    let again = KDTreeBuilder.build(ids(coordinates))
    #expect(again.xyz == built.xyz && again.payload == built.payload)
  }

  @Test func buildHandlesAllDuplicates() {
    let point = Coordinate(latitude: 12.5, longitude: -45)
    let built = KDTreeBuilder.build((0..<1_000).map { (point, UInt32($0)) })
    #expect(violations(built.xyz, 0, 1_000, depth: 0) == 0)
    withTree(Array(repeating: point, count: 1_000)) { tree in
      for center in [
        GeoMath.unitVector(point), decoded(KDTree.stored(GeoMath.unitVector(point))),
      ] {
        let found = tree.nearest(to: center, count: 3, maxChord: 0, where: { $0 % 2 == 1 })
        #expect(found.map(\.payload) == [1, 3, 5])
      }
      var count = 0
      tree.forEach(withinChord: 0, of: GeoMath.unitVector(point)) { _ in count += 1 }
      #expect(count == 1_000)
    }
  }

  // MARK: Small trees

  @Test func emptyTree() {
    withTree([]) { tree in
      var calls = 0
      tree.forEach(withinChord: 2, of: SIMD3(1, 0, 0)) { _ in calls += 1 }
      #expect(calls == 0)
      #expect(tree.nearest(to: SIMD3(1, 0, 0), count: 5, maxChord: 2, where: { _ in true }).isEmpty)
    }
  }

  @Test func oneAndTwoPoints() {
    let seoul = Coordinate(latitude: 37.5665, longitude: 126.9780)
    let busan = Coordinate(latitude: 35.1796, longitude: 129.0756)
    let center = GeoMath.unitVector(seoul)
    withTree([seoul]) { tree in
      #expect(collect(tree, GeoMath.chordLength(forDistance: 1), center) == [0])
      #expect(
        tree.nearest(to: center, count: 3, maxChord: 0, where: { _ in true }).map(\.payload) == [0])
      #expect(tree.nearest(to: center, count: 0, maxChord: 2, where: { _ in true }).isEmpty)
      #expect(tree.nearest(to: center, count: 1, maxChord: -1, where: { _ in true }).isEmpty)
      #expect(tree.nearest(to: center, count: 1, maxChord: 2, where: { _ in false }).isEmpty)
    }
    withTree([seoul, busan]) { tree in
      #expect(collect(tree, GeoMath.chordLength(forDistance: 300_000), center) == [0])
      #expect(collect(tree, GeoMath.chordLength(forDistance: 330_000), center).sorted() == [0, 1])
      #expect(collect(tree, -1, center).isEmpty)
      let both = tree.nearest(
        to: GeoMath.unitVector(busan), count: 5, maxChord: 2, where: { _ in true })
      #expect(both.map(\.payload) == [1, 0])
      // The chord is the stored points', within the stored error (168 m).
      #expect(
        abs(GeoMath.distance(forChordLength: both[1].chord) - GeoMath.distance(seoul, busan))
          <= GeoMath.distance(forChordLength: KDTree.storedError))
    }
  }

  @Test(arguments: [-180.0, 180, 179.9995, -179.9995])
  func antimeridian(_ centerLongitude: Double) {
    // Points on both sides of the antimeridian, 0.001° (~111 m) apart.
    let points = stride(from: -0.01, through: 0.01, by: 0.001).flatMap { lat in
      [179.999, 180, -180, -179.999, 179.0, -179.0].map { Coordinate(latitude: lat, longitude: $0) }
    }
    let center = Coordinate(latitude: 0, longitude: centerLongitude)
    let radius = 2_000.0
    withTree(points) { tree in
      let found = collect(
        tree, GeoMath.chordLength(forDistance: radius), GeoMath.unitVector(center))
      let exact = Set(points.indices.filter { GeoMath.distance(center, points[$0]) <= radius })
      #expect(exact.count == 21 * 4)
      #expect(Set(found.filter { GeoMath.distance(center, points[$0]) <= radius }) == exact)
      let nearest = tree.nearest(
        to: GeoMath.unitVector(center), count: 2, maxChord: 2, where: { _ in true })
      #expect(nearest.allSatisfy { abs(points[Int($0.payload)].latitude) < 1e-9 })
    }
  }

  @Test(arguments: [90.0, -90])
  func poles(_ poleLatitude: Double) {
    let sign = poleLatitude > 0 ? 1.0 : -1.0
    // Rings of points at every longitude, 0.01° ... 0.05° from the pole.
    let points =
      stride(from: -180.0, to: 180, by: 7.5).flatMap { lon in
        [0.01, 0.02, 0.05].map { Coordinate(latitude: sign * (90 - $0), longitude: lon) }
      } + [Coordinate(latitude: poleLatitude, longitude: 0)]
    let pole = Coordinate(latitude: poleLatitude, longitude: 77)
    withTree(points) { tree in
      let radius = 3_000.0
      let found = collect(tree, GeoMath.chordLength(forDistance: radius), GeoMath.unitVector(pole))
      let exact = Set(points.indices.filter { GeoMath.distance(pole, points[$0]) <= radius })
      #expect(exact.count == 48 * 2 + 1)
      #expect(Set(found.filter { GeoMath.distance(pole, points[$0]) <= radius }) == exact)
      let nearest = tree.nearest(
        to: GeoMath.unitVector(pole), count: 49, maxChord: 2, where: { _ in true })
      #expect(nearest.first?.payload == UInt32(points.count - 1))
      #expect(nearest.dropFirst().allSatisfy { abs(points[Int($0.payload)].latitude) == 89.99 })
    }
  }

  // MARK: Against brute force

  @Test(arguments: 0..<50 as Range<UInt64>)
  func matchesBruteForce(_ seed: UInt64) {
    var rng = SplitMix64(seed: seed &* 0x9E37_79B9 &+ 11)
    let size = seed < 3 ? Int(seed) : Int.random(in: 0...2_000, using: &rng)
    let points = randomPoints(size, clustered: seed % 2 == 1, &rng)
    withTree(points) { tree in
      for _ in 0..<24 {
        let center = randomCenter(points, &rng)
        let radius = exp(Double.random(in: log(100.0)...log(500_000.0), using: &rng))
        checkRadius(tree, points, center, radius)
        let k = [1, 2, 5, 17, 100, size + 3].randomElement(using: &rng) ?? 1
        let maxChord = Bool.random(using: &rng) ? 2 : GeoMath.chordLength(forDistance: radius)
        let modulus = UInt32.random(in: 2...4, using: &rng)
        let u = GeoMath.unitVector(center)
        checkNearest(tree, u, k, maxChord, accept: { _ in true })
        checkNearest(tree, u, k, maxChord, accept: { $0 % modulus != 0 })
        checkNearest(tree, u, k, maxChord, slack: 2 * KDTree.storedError, accept: { $0 % modulus != 0 })
      }
      // Centres exactly on a stored vector: duplicates tie at chord 0, so
      // the payload tie-break decides which of them are the k nearest.
      for _ in 0..<(size == 0 ? 0 : 8) {
        let i = Int.random(in: 0..<size, using: &rng)
        let u = SIMD3<Double>(tree.coordinate(i, 0), tree.coordinate(i, 1), tree.coordinate(i, 2))
        let k = Int.random(in: 1...4, using: &rng)
        checkNearest(tree, u, k, 0, accept: { _ in true })
        checkNearest(tree, u, k, 2, accept: { $0 % 2 == 0 })
      }
      // A radius exactly equal to the haversine distance of a point must
      // still report it, even for large radii.
      for _ in 0..<(size == 0 ? 0 : 24) {
        let target = points.randomElement(using: &rng) ?? points[0]
        let center = randomCenter(points, &rng)
        let radius = GeoMath.distance(center, target)
        checkRadius(tree, points, center, radius)
      }
    }
  }

  /// Checks `forEach` against a linear scan, both as the exact set the tree
  /// promises (stored Float vectors within chord + slack) and as the set
  /// within `radius` by haversine.
  private func checkRadius(
    _ tree: KDTree, _ points: [Coordinate], _ center: Coordinate, _ radius: Double
  ) {
    let chord = GeoMath.chordLength(forDistance: radius)
    let u = GeoMath.unitVector(center)
    let found = collect(tree, chord, u)
    #expect(Set(found).count == found.count, "a point was reported twice")
    let limit2 = (chord + KDTree.chordSlack) * (chord + KDTree.chordSlack)
    let promised = (0..<tree.count).filter { tree.squaredChord(at: $0, to: u) <= limit2 }
    #expect(Set(found) == Set(promised.map { Int(tree.payload[$0]) }))
    let exact = Set(points.indices.filter { GeoMath.distance(center, points[$0]) <= radius })
    let filtered = Set(found.filter { GeoMath.distance(center, points[$0]) <= radius })
    #expect(filtered == exact, "center \(center), radius \(radius)")
    // The stored error plus the slack never reach further than 2 × slack.
    #expect(
      found.allSatisfy {
        let d = GeoMath.unitVector(points[$0]) - u
        return (d * d).sum().squareRoot() <= chord + 2 * KDTree.chordSlack
      })
  }

  /// Checks `nearest` against a sorted linear scan over the stored vectors.
  /// With a slack, the k nearest and every other point within the k-th's
  /// chord plus the slack.
  private func checkNearest(
    _ tree: KDTree, _ u: SIMD3<Double>, _ k: Int, _ maxChord: Double, slack: Double = 0,
    accept: (UInt32) -> Bool
  ) {
    let limit2 = (maxChord + KDTree.chordSlack) * (maxChord + KDTree.chordSlack)
    let all = (0..<tree.count)
      .map { (payload: tree.payload[$0], d2: tree.squaredChord(at: $0, to: u)) }
      .filter { $0.d2 <= limit2 && accept($0.payload) }
      .map { (payload: $0.payload, chord: $0.d2.squareRoot()) }
      .sorted { ($0.chord, $0.payload) < ($1.chord, $1.payload) }
    let reach = slack > 0 && all.count >= k ? all[k - 1].chord + slack : -1
    let expected = all.enumerated().filter { $0.offset < k || $0.element.chord <= reach }.map(\.element)
    let found = tree.nearest(to: u, count: k, maxChord: maxChord, slack: slack, where: accept)
    #expect(found.map(\.payload) == expected.map(\.payload), "center \(u), k \(k)")
    #expect(found.map(\.chord) == expected.map(\.chord))
  }

  // MARK: Helpers

  /// Payload `i` for coordinate `i`.
  private func ids(_ coordinates: [Coordinate]) -> [(Coordinate, UInt32)] {
    coordinates.enumerated().map { ($0.element, UInt32($0.offset)) }
  }

  /// Builds a tree over `coordinates` (payload = index) and runs `body`.
  private func withTree(_ coordinates: [Coordinate], _ body: (KDTree) -> Void) {
    let built = KDTreeBuilder.build(ids(coordinates))
    built.xyz.withUnsafeBufferPointer { xyz in
      built.payload.withUnsafeBufferPointer { payload in
        body(KDTree(xyz: FileArray(xyz), payload: FileArray(payload)))
      }
    }
  }

  /// The payloads `forEach` reports, in order.
  private func collect(_ tree: KDTree, _ chord: Double, _ center: SIMD3<Double>) -> [Int] {
    var found: [Int] = []
    tree.forEach(withinChord: chord, of: center) { found.append(Int($0)) }
    return found
  }

  /// A stored vector as a unit vector.
  private func decoded(_ v: (Int16, Int16, Int16)) -> SIMD3<Double> {
    SIMD3<Double>(Double(v.0), Double(v.1), Double(v.2)) * KDTree.inverseScale
  }

  /// Counts split-invariant violations in `xyz[lo ..< hi]` and its halves.
  private func violations(_ xyz: [Int16], _ lo: Int, _ hi: Int, depth: Int) -> Int {
    guard hi - lo > 1 else { return 0 }
    let mid = (lo + hi) / 2
    let d = depth % 3
    let split = xyz[3 * mid + d]
    let bad =
      (lo..<mid).filter { xyz[3 * $0 + d] > split }.count
      + (mid + 1..<hi).filter { xyz[3 * $0 + d] < split }.count
    return bad + violations(xyz, lo, mid, depth: depth + 1)
      + violations(xyz, mid + 1, hi, depth: depth + 1)
  }

  /// Interesting places for clusters and query centres: the antimeridian,
  /// the poles, the origin, and somewhere ordinary.
  private static let hotSpots = [
    Coordinate(latitude: 0, longitude: 180), Coordinate(latitude: 20, longitude: -179.99),
    Coordinate(latitude: 89.9, longitude: 0), Coordinate(latitude: -89.95, longitude: 120),
    Coordinate(latitude: 0, longitude: 0), Coordinate(latitude: 37.5, longitude: 127),
  ]

  /// `count` points: uniform over the sphere, or in clusters of varying
  /// spread around random and special places, with some exact duplicates.
  private func randomPoints(_ count: Int, clustered: Bool, _ rng: inout SplitMix64) -> [Coordinate]
  {
    var points: [Coordinate] = []
    let centres =
      Self.hotSpots + (0..<6).map { _ in uniformCoordinate(&rng) }
    for _ in 0..<count {
      if !clustered {
        points.append(uniformCoordinate(&rng))
      } else if !points.isEmpty && Int.random(in: 0..<10, using: &rng) == 0 {
        // Half of the duplicates repeat one of the first 5 points, making
        // large groups of equal coordinates.
        let pool = Bool.random(using: &rng) ? points.count : min(points.count, 5)
        points.append(points[Int.random(in: 0..<pool, using: &rng)])
      } else {
        let centre = centres.randomElement(using: &rng) ?? centres[0]
        let spread: Double = [0.001, 0.05, 1, 5].randomElement(using: &rng) ?? 1
        points.append(
          offset(
            centre, Double.random(in: -spread...spread, using: &rng),
            Double.random(in: -spread...spread, using: &rng)))
      }
    }
    return points
  }

  /// A query centre: uniform, near a special place, or near a point.
  private func randomCenter(_ points: [Coordinate], _ rng: inout SplitMix64) -> Coordinate {
    switch Int.random(in: 0..<4, using: &rng) {
    case 0: return uniformCoordinate(&rng)
    case 1:
      let spot = Self.hotSpots.randomElement(using: &rng) ?? Self.hotSpots[0]
      return offset(
        spot, Double.random(in: -0.1...0.1, using: &rng),
        Double.random(in: -0.1...0.1, using: &rng))
    case 2:
      // Exactly on a pole or the antimeridian.
      return [
        Coordinate(latitude: 90, longitude: 0), Coordinate(latitude: -90, longitude: 33),
        Coordinate(latitude: 0, longitude: 180), Coordinate(latitude: 20, longitude: -180),
      ].randomElement(using: &rng) ?? Self.hotSpots[0]
    default:
      guard let p = points.randomElement(using: &rng) else { return uniformCoordinate(&rng) }
      return offset(
        p, Double.random(in: -0.01...0.01, using: &rng),
        Double.random(in: -0.01...0.01, using: &rng))
    }
  }

  /// `c` moved by the given degrees, latitude clamped, longitude wrapped.
  private func offset(_ c: Coordinate, _ dLatitude: Double, _ dLongitude: Double) -> Coordinate {
    var longitude = c.longitude + dLongitude
    if longitude > 180 { longitude -= 360 }
    if longitude < -180 { longitude += 360 }
    return Coordinate(latitude: min(90, max(-90, c.latitude + dLatitude)), longitude: longitude)
  }

  /// A coordinate uniformly distributed over the sphere.
  private func uniformCoordinate(_ rng: inout SplitMix64) -> Coordinate {
    let z = Double.random(in: -1...1, using: &rng)
    return Coordinate(
      latitude: asin(z) * 180 / .pi, longitude: Double.random(in: -180...180, using: &rng))
  }
}
