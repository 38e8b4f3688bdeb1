#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Web Mercator around a centre, in square dots: north up, the centre in the
/// middle, `metersPerDot` ground metres a dot at the centre's latitude.
/// Exact for a city-sized region (the scale grows as 1/cos(latitude) away
/// from the centre, as on every web map); across the antimeridian
/// longitudes are taken the short way round.
public struct MapProjection: Sendable, Hashable {
  /// The map's centre.
  public var center: Coordinate
  /// Ground metres per dot at the centre.
  public var metersPerDot: Double
  /// The map's width in dots.
  public var width: Int
  /// The map's height in dots.
  public var height: Int

  /// The farthest from the equator a centre may be: Web Mercator runs to
  /// ±85.05°, and a map centred nearer a pole would be mostly beyond it.
  public static let maxLatitude = 80.0

  /// What a map cannot show.
  public enum Failure: Error, Sendable, Hashable {
    /// The centre is nearer a pole than ``MapProjection/maxLatitude``.
    case nearPole(latitude: Double)
    /// The radius is not positive and finite, or past half the equator.
    case badRadius(Double)
    /// Too small a canvas to draw on.
    case tooSmall
  }

  /// The projection that fits a circle of `radiusMeters` around `center`
  /// into `width` × `height` dots.
  ///
  /// - Throws: ``Failure`` near a pole, for a bad radius, or for a canvas
  ///   under 8 × 8 dots.
  public init(center: Coordinate, radiusMeters: Double, width: Int, height: Int) throws(Failure) {
    guard abs(center.latitude) <= MapProjection.maxLatitude else { throw .nearPole(latitude: center.latitude) }
    guard radiusMeters.isFinite, radiusMeters > 0, radiusMeters <= 20_037_509 else { throw .badRadius(radiusMeters) }
    guard width >= 8, height >= 8 else { throw .tooSmall }
    self.center = center
    self.width = width
    self.height = height
    metersPerDot = 2 * radiusMeters / Double(min(width, height))
  }

  static let earthRadius = 6_378_137.0

  /// Mercator y of a latitude, in metres at the equator.
  static func mercatorY(_ latitude: Double) -> Double {
    let phi = max(-85.05, min(85.05, latitude)) * .pi / 180
    return earthRadius * log(tan(.pi / 4 + phi / 2))
  }

  /// Where a point falls, in dots from the top-left corner (may be off the
  /// map).
  public func point(_ c: Coordinate) -> (x: Double, y: Double) {
    var dLon = (c.longitude - center.longitude).truncatingRemainder(dividingBy: 360)
    if dLon > 180 { dLon -= 360 } else if dLon < -180 { dLon += 360 }
    let scale = cos(center.latitude * .pi / 180) / metersPerDot
    let dx = MapProjection.earthRadius * dLon * .pi / 180 * scale
    let dy = (MapProjection.mercatorY(c.latitude) - MapProjection.mercatorY(center.latitude)) * scale
    return (Double(width) / 2 + dx, Double(height) / 2 - dy)
  }

  /// The point at a dot position.
  public func coordinate(x: Double, y: Double) -> Coordinate {
    let scale = cos(center.latitude * .pi / 180) / metersPerDot
    let lon = center.longitude + (x - Double(width) / 2) / scale / MapProjection.earthRadius * 180 / .pi
    let my = MapProjection.mercatorY(center.latitude) + (Double(height) / 2 - y) / scale
    let lat = (2 * atan(exp(my / MapProjection.earthRadius)) - .pi / 2) * 180 / .pi
    var wrapped = lon.truncatingRemainder(dividingBy: 360)
    if wrapped > 180 { wrapped -= 360 } else if wrapped < -180 { wrapped += 360 }
    return Coordinate(latitude: lat, longitude: wrapped)
  }

  /// Whether a dot position is on the map.
  public func contains(x: Double, y: Double) -> Bool {
    x >= 0 && y >= 0 && x < Double(width) && y < Double(height)
  }

  /// The map's bounds in degrees (south, west, north, east); west may be
  /// greater than east across the antimeridian.
  public var bounds: (south: Double, west: Double, north: Double, east: Double) {
    let nw = coordinate(x: 0, y: 0)
    let se = coordinate(x: Double(width), y: Double(height))
    return (se.latitude, nw.longitude, nw.latitude, se.longitude)
  }
}
