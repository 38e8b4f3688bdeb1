/// What a place is. Raw values are stored in the index file.
///
/// The Korean address levels have kinds of their own: ``province`` (시도),
/// ``district`` (시군구), ``neighbourhood`` (읍면동), ``village`` (리), and
/// the ``road`` and ``postcode`` of a road-name address. A 시 that GeoNames
/// also lists as a city is one place of kind ``city`` with both sources'
/// facts.
public enum PlaceKind: UInt8, Sendable, CaseIterable, CustomStringConvertible {
  case city = 0
  case region = 1
  case country = 2
  case airport = 3
  case cinema = 4
  case province = 5
  case district = 6
  case neighbourhood = 7
  case village = 8
  case road = 9
  case postcode = 10
  /// Any other point of interest, from a user's data: a mountain, a
  /// station, a store. Its category is the source's (a GeoNames feature
  /// code such as `MT`, or a CSV `category` column).
  case place = 11
  /// An area from a user's data, with a boundary that ``PlaceIndex/reverse(_:)``
  /// can return (a GeoJSON Polygon or MultiPolygon).
  case area = 12

  /// The name used in JSON and on the command line.
  public var description: String {
    switch self {
    case .city: "city"
    case .region: "region"
    case .country: "country"
    case .airport: "airport"
    case .cinema: "cinema"
    case .province: "province"
    case .district: "district"
    case .neighbourhood: "neighbourhood"
    case .village: "village"
    case .road: "road"
    case .postcode: "postcode"
    case .place: "place"
    case .area: "area"
    }
  }

  /// Parses a name as written by ``description`` (also `neighborhood`).
  public init?(name: String) {
    if name == "neighborhood" {
      self = .neighbourhood
      return
    }
    guard let kind = PlaceKind.allCases.first(where: { $0.description == name })
    else { return nil }
    self = kind
  }

  /// Whether this is an address-like place (MapKit's `.address` result type).
  public var isAddress: Bool { PlaceKinds.address.contains(self) }

  /// Whether this is a point of interest (MapKit's `.pointOfInterest`).
  public var isPointOfInterest: Bool { !isAddress }

  /// Whether this is a level of the Korean address system (시도 to 리).
  public var isKoreanArea: Bool { (5...8).contains(rawValue) }
}

/// A set of kinds, as a bit mask.
public struct PlaceKinds: OptionSet, Sendable, Hashable {
  /// One bit per ``PlaceKind``, by its raw value.
  public let rawValue: UInt16
  public init(rawValue: UInt16) { self.rawValue = rawValue }
  /// The set of one kind.
  public init(_ kind: PlaceKind) { rawValue = 1 << kind.rawValue }

  /// Every kind.
  public static let all = PlaceKinds(rawValue: 0x1FFF)
  /// Places that are addresses: cities, regions, countries, every Korean address level and a user's areas (MapKit's `.address`).
  public static let address: PlaceKinds = [
    .init(.city), .init(.region), .init(.country), .init(.province), .init(.district),
    .init(.neighbourhood), .init(.village), .init(.road), .init(.postcode), .init(.area),
  ]
  /// Airports, cinemas and other places (MapKit's `.pointOfInterest`).
  public static let pointsOfInterest: PlaceKinds = [.init(.airport), .init(.cinema), .init(.place)]

  /// Whether the set holds `kind`.
  public func contains(_ kind: PlaceKind) -> Bool { rawValue & (1 << kind.rawValue) != 0 }
}
