/// A point on the Earth in decimal degrees (WGS 84).
///
///     let seoul = Coordinate(latitude: 37.566, longitude: 126.9784)
///
/// Values are not clamped; use ``isValid`` to check user input.
public struct Coordinate: Hashable, Sendable {
  /// Degrees north of the equator, -90 ... 90.
  public var latitude: Double
  /// Degrees east of Greenwich, -180 ... 180.
  public var longitude: Double

  /// A point at `latitude` and `longitude` degrees (not checked: see ``isValid``).
  public init(latitude: Double, longitude: Double) {
    self.latitude = latitude
    self.longitude = longitude
  }

  /// Whether both values are finite and inside their ranges.
  public var isValid: Bool {
    latitude.isFinite && longitude.isFinite && (-90...90).contains(latitude)
      && (-180...180).contains(longitude)
  }
}
