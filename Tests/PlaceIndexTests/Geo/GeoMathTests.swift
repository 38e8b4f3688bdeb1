import Testing

@testable import PlaceIndex

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct GeoMathTests {
  /// A pair of places with a reference distance in meters.
  struct DistanceCase: Sendable, CustomTestStringConvertible {
    var name: String
    var a: Coordinate
    var b: Coordinate
    var meters: Double
    var relativeTolerance: Double
    var testDescription: String { name }
  }

  static let seoul = Coordinate(latitude: 37.5665, longitude: 126.9780)
  static let busan = Coordinate(latitude: 35.1796, longitude: 129.0756)
  static let paris = Coordinate(latitude: 48.8566, longitude: 2.3522)
  static let london = Coordinate(latitude: 51.5074, longitude: -0.1278)
  static let newYork = Coordinate(latitude: 40.7128, longitude: -74.0060)
  static let halfCircumference = Double.pi * GeoMath.earthRadiusMeters
  static let oneDegree = halfCircumference / 180

  static let distances: [DistanceCase] = [
    .init(name: "Seoul-Busan", a: seoul, b: busan, meters: 325_000, relativeTolerance: 0.01),
    .init(name: "Paris-London", a: paris, b: london, meters: 344_000, relativeTolerance: 0.01),
    .init(
      name: "New York-London", a: newYork, b: london, meters: 5_570_000, relativeTolerance: 0.01),
    .init(
      name: "antipodes on the equator", a: .init(latitude: 0, longitude: 0),
      b: .init(latitude: 0, longitude: 180), meters: halfCircumference, relativeTolerance: 1e-12),
    .init(
      name: "antipodes off the equator", a: .init(latitude: 10, longitude: 20),
      b: .init(latitude: -10, longitude: -160), meters: halfCircumference,
      // Haversine loses precision near antipodes: asin'(1) is unbounded.
      relativeTolerance: 1e-7),
    .init(
      name: "pole to pole", a: .init(latitude: 90, longitude: 0),
      b: .init(latitude: -90, longitude: 45), meters: halfCircumference, relativeTolerance: 1e-12),
    .init(
      name: "across the antimeridian", a: .init(latitude: 0, longitude: 179.5),
      b: .init(latitude: 0, longitude: -179.5), meters: oneDegree, relativeTolerance: 1e-9),
    .init(
      name: "one degree of latitude", a: .init(latitude: -0.5, longitude: 33),
      b: .init(latitude: 0.5, longitude: 33), meters: oneDegree, relativeTolerance: 1e-9),
    .init(name: "same point", a: seoul, b: seoul, meters: 0, relativeTolerance: 0),
  ]

  @Test(arguments: distances)
  func knownDistance(_ c: DistanceCase) {
    let d = GeoMath.distance(c.a, c.b)
    #expect(abs(d - c.meters) <= c.meters * c.relativeTolerance, "\(d) m")
    #expect(GeoMath.distance(c.b, c.a) == d)
  }

  @Test func distanceIsFiniteSymmetricAndBounded() {
    var rng = SplitMix64(seed: 1)
    for _ in 0..<2_000 {
      let a = randomCoordinate(&rng)
      // Nearly antipodal points stress the clamped asin.
      let b =
        Bool.random(using: &rng)
        ? randomCoordinate(&rng)
        : Coordinate(
          latitude: -a.latitude,
          longitude: a.longitude > 0 ? a.longitude - 180 : a.longitude + 180)
      let d = GeoMath.distance(a, b)
      #expect(d.isFinite && d >= 0 && d <= Self.halfCircumference * (1 + 1e-12))
      #expect(abs(d - GeoMath.distance(b, a)) <= 1e-6)
    }
  }

  /// A bearing between two places, with the expected value and tolerance.
  struct BearingCase: Sendable, CustomTestStringConvertible {
    var name: String
    var from: Coordinate
    var to: Coordinate
    var degrees: Double
    var tolerance: Double
    var compass: String
    var testDescription: String { name }
  }

  static let origin = Coordinate(latitude: 0, longitude: 0)
  static let bearings: [BearingCase] = [
    .init(
      name: "due north", from: origin, to: .init(latitude: 10, longitude: 0), degrees: 0,
      tolerance: 1e-12, compass: "N"),
    .init(
      name: "due east on the equator", from: origin, to: .init(latitude: 0, longitude: 10),
      degrees: 90, tolerance: 1e-12, compass: "E"),
    .init(
      name: "due south", from: origin, to: .init(latitude: -10, longitude: 0), degrees: 180,
      tolerance: 1e-12, compass: "S"),
    .init(
      name: "due west", from: origin, to: .init(latitude: 0, longitude: -10), degrees: 270,
      tolerance: 1e-12, compass: "W"),
    .init(
      name: "east across the antimeridian", from: .init(latitude: 0, longitude: 179),
      to: .init(latitude: 0, longitude: -179), degrees: 90, tolerance: 1e-9, compass: "E"),
    // The initial great-circle bearing is 144.1° (south-east).
    .init(name: "Seoul-Busan", from: seoul, to: busan, degrees: 144, tolerance: 1, compass: "SE"),
    .init(
      name: "Paris-London", from: paris, to: london, degrees: 330, tolerance: 1, compass: "NW"),
    .init(
      name: "New York-London", from: newYork, to: london, degrees: 51, tolerance: 1,
      compass: "NE"),
    .init(name: "same point", from: seoul, to: seoul, degrees: 0, tolerance: 0, compass: "N"),
  ]

  @Test(arguments: bearings)
  func knownBearing(_ c: BearingCase) {
    let b = GeoMath.bearing(from: c.from, to: c.to)
    #expect(abs(b - c.degrees) <= c.tolerance, "\(b)°")
    #expect(GeoMath.compassPoint(b) == c.compass)
  }

  @Test func bearingIsNormalised() {
    var rng = SplitMix64(seed: 2)
    for _ in 0..<2_000 {
      let b = GeoMath.bearing(from: randomCoordinate(&rng), to: randomCoordinate(&rng))
      #expect(b >= 0 && b < 360)
    }
  }

  @Test(arguments: [
    (0.0, "N"), (22.4, "N"), (22.5, "NE"), (45, "NE"), (67.4, "NE"), (67.5, "E"), (90, "E"),
    (112.5, "SE"), (135, "SE"), (157.4, "SE"), (157.5, "S"), (180, "S"), (202.5, "SW"),
    (225, "SW"), (247.5, "W"), (270, "W"), (292.5, "NW"), (315, "NW"), (337.4, "NW"),
    (337.5, "N"), (359.9, "N"), (360, "N"), (-0.1, "N"), (-22.6, "NW"), (810, "E"),
    (-1e-15, "N"), (.nan, "N"), (.infinity, "N"),
  ])
  func compassPoint(_ degrees: Double, _ expected: String) {
    #expect(GeoMath.compassPoint(degrees) == expected)
  }

  static let unitVectors: [(Double, Double, SIMD3<Double>)] = [
    (0, 0, SIMD3(1, 0, 0)), (0, 90, SIMD3(0, 1, 0)), (0, 180, SIMD3(-1, 0, 0)),
    (0, -90, SIMD3(0, -1, 0)), (90, 123, SIMD3(0, 0, 1)), (-90, -45, SIMD3(0, 0, -1)),
  ]

  @Test(arguments: unitVectors)
  func unitVector(_ latitude: Double, _ longitude: Double, _ expected: SIMD3<Double>) {
    let v = GeoMath.unitVector(Coordinate(latitude: latitude, longitude: longitude))
    let error = v - expected
    #expect((error * error).sum() < 1e-30)
  }

  static let chords: [(meters: Double, chord: Double)] = [
    (0, 0), (-5, 0), (.pi * GeoMath.earthRadiusMeters, 2), (1e9, 2),
    (.pi / 3 * GeoMath.earthRadiusMeters, 1),
  ]

  @Test(arguments: chords)
  func chordLength(_ meters: Double, _ chord: Double) {
    #expect(abs(GeoMath.chordLength(forDistance: meters) - chord) < 1e-12)
  }

  @Test(arguments: [0.01, 1, 100, 5_000, 500_000, 10_000_000, 20_000_000])
  func chordRoundTrip(_ meters: Double) {
    let back = GeoMath.distance(forChordLength: GeoMath.chordLength(forDistance: meters))
    #expect(abs(back - meters) <= 1e-9 * meters + 1e-6)
  }

  @Test func chordMatchesUnitVectorsAndHaversine() {
    var rng = SplitMix64(seed: 3)
    for _ in 0..<2_000 {
      let a = randomCoordinate(&rng)
      let b = randomCoordinate(&rng)
      let u = GeoMath.unitVector(a)
      #expect(abs((u * u).sum() - 1) < 1e-12)
      let diff = u - GeoMath.unitVector(b)
      let chord = (diff * diff).sum().squareRoot()
      let haversine = GeoMath.distance(a, b)
      #expect(abs(GeoMath.chordLength(forDistance: haversine) - chord) < 1e-9)
      #expect(abs(GeoMath.distance(forChordLength: chord) - haversine) < 0.1)
    }
    #expect(GeoMath.distance(forChordLength: 2.5) == Self.halfCircumference)
    #expect(GeoMath.distance(forChordLength: -1) == 0)
  }

  /// A coordinate uniformly distributed over the sphere.
  private func randomCoordinate(_ rng: inout SplitMix64) -> Coordinate {
    let z = Double.random(in: -1...1, using: &rng)
    return Coordinate(
      latitude: asin(z) * 180 / .pi, longitude: Double.random(in: -180...180, using: &rng))
  }
}
