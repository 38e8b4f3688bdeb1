#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Great-circle geometry on a spherical Earth.
///
/// Distances use the haversine formula on a sphere of radius
/// ``earthRadiusMeters``; the error against the WGS 84 ellipsoid is below
/// 0.5 %, which is plenty for ranking places.
public enum GeoMath {
  /// The mean Earth radius (IUGG), in meters.
  public static let earthRadiusMeters: Double = 6_371_008.8

  /// The great-circle distance between two coordinates, in meters.
  ///
  /// Uses the haversine formula with its `asin` argument clamped to 1, so
  /// nearly antipodal points never produce NaN.
  /// - Complexity: O(1).
  public static func distance(_ a: Coordinate, _ b: Coordinate) -> Double {
    let phi1 = radians(a.latitude)
    let phi2 = radians(b.latitude)
    let sinHalfDPhi = sin((phi2 - phi1) / 2)
    let sinHalfDLambda = sin(radians(b.longitude - a.longitude) / 2)
    let h = sinHalfDPhi * sinHalfDPhi + cos(phi1) * cos(phi2) * sinHalfDLambda * sinHalfDLambda
    return 2 * earthRadiusMeters * asin(min(1, max(0, h).squareRoot()))
  }

  /// The initial great-circle bearing from `a` towards `b`, in degrees
  /// clockwise from true north, normalised to `0 ..< 360`.
  ///
  /// Returns 0 when the points are equal.
  /// - Complexity: O(1).
  public static func bearing(from a: Coordinate, to b: Coordinate) -> Double {
    if a == b { return 0 }
    let phi1 = radians(a.latitude)
    let phi2 = radians(b.latitude)
    let dLambda = radians(b.longitude - a.longitude)
    let y = sin(dLambda) * cos(phi2)
    let x = cos(phi1) * sin(phi2) - sin(phi1) * cos(phi2) * cos(dLambda)
    return normalizedDegrees(atan2(y, x) * 180 / .pi)
  }

  /// The 8-point compass name of a bearing in degrees: "N", "NE", "E", "SE",
  /// "S", "SW", "W" or "NW".
  ///
  /// Each point covers 45°, centred on its direction, so "N" is
  /// `[337.5, 22.5)`. Any finite angle is accepted (it is normalised first);
  /// a non-finite one yields "N".
  /// - Complexity: O(1).
  public static func compassPoint(_ degrees: Double) -> String {
    guard degrees.isFinite else { return "N" }
    let names = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]
    let sector = Int((normalizedDegrees(degrees) + 22.5) / 45) % 8
    return names[sector]
  }

  /// The point on the unit sphere for a coordinate: x towards (0°, 0°),
  /// y towards (0°, 90° E), z towards the north pole.
  /// - Complexity: O(1).
  static func unitVector(_ c: Coordinate) -> SIMD3<Double> {
    let phi = radians(c.latitude)
    let lambda = radians(c.longitude)
    let cosPhi = cos(phi)
    return SIMD3(cosPhi * cos(lambda), cosPhi * sin(lambda), sin(phi))
  }

  /// The straight-line (chord) distance on the unit sphere between two
  /// points `meters` apart along the surface: `2 sin(min(d / R, π) / 2)`.
  ///
  /// Distances beyond half the circumference give the diameter, 2; negative
  /// ones give 0.
  /// - Complexity: O(1).
  static func chordLength(forDistance meters: Double) -> Double {
    let angle = min(max(meters, 0) / earthRadiusMeters, .pi)
    return 2 * sin(angle / 2)
  }

  /// The surface distance in meters for a chord on the unit sphere; the
  /// inverse of ``chordLength(forDistance:)``, clamped to `0 ... 2`.
  /// - Complexity: O(1).
  static func distance(forChordLength chord: Double) -> Double {
    2 * earthRadiusMeters * asin(min(1, max(0, chord / 2)))
  }

  /// Degrees to radians.
  @inline(__always)
  private static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }

  /// A finite angle in degrees mapped into `0 ..< 360`.
  private static func normalizedDegrees(_ degrees: Double) -> Double {
    var d = degrees.truncatingRemainder(dividingBy: 360)
    if d < 0 { d += 360 }
    // A tiny negative remainder can round up to exactly 360.
    return d >= 360 ? 0 : d
  }
}
