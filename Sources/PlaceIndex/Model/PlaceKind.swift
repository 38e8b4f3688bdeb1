/// What a place is. Raw values are stored in the index file.
public enum PlaceKind: UInt8, Sendable, CaseIterable, CustomStringConvertible {
  case city = 0
  case region = 1
  case country = 2
  case airport = 3
  case cinema = 4

  /// The name used in JSON and on the command line.
  public var description: String {
    switch self {
    case .city: "city"
    case .region: "region"
    case .country: "country"
    case .airport: "airport"
    case .cinema: "cinema"
    }
  }

  /// Parses a name as written by ``description``.
  public init?(name: String) {
    guard let kind = PlaceKind.allCases.first(where: { $0.description == name })
    else { return nil }
    self = kind
  }

  /// Whether this is an address-like place (MapKit's `.address` result type).
  public var isAddress: Bool { self == .city || self == .region || self == .country }

  /// Whether this is a point of interest (MapKit's `.pointOfInterest`).
  public var isPointOfInterest: Bool { !isAddress }
}

/// A set of kinds, as a bit mask.
public struct PlaceKinds: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public init(_ kind: PlaceKind) { rawValue = 1 << kind.rawValue }

  public static let all = PlaceKinds(rawValue: 0x1F)
  public static let address: PlaceKinds = [.init(.city), .init(.region), .init(.country)]
  public static let pointsOfInterest: PlaceKinds = [.init(.airport), .init(.cinema)]

  public func contains(_ kind: PlaceKind) -> Bool { rawValue & (1 << kind.rawValue) != 0 }
}
