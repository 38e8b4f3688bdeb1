/// A place as read from the source files, before it is written to an index.
struct SourcePlace {
  var kind: PlaceKind
  /// Names that may be shown as a title; the first is the primary name.
  var names: [String]
  /// How many of `names` are primary names (the rest are alternate names,
  /// which rank lower: see ``KeyClass``).
  var primaryCount = 1
  /// Names that find the place but are never its title (an airport's city).
  var references: [String] = []
  /// Codes that find the place only when typed whole (IATA, ICAO, ISO).
  var codes: [String] = []
  var latitude: Double
  var longitude: Double
  var population: Int = 0
  var sourceID: UInt32 = 0
  var countryCode: String = ""
  /// The first-level division code (GeoNames admin1), for cities and regions.
  var admin1: String = ""
  var timezone: String = ""
  var isCapital = false
  /// The name shown with `--lang ko`, when the source says which it is.
  var koreanName: String? = nil
  /// Kind-specific fields, see ``PlaceInfo``.
  var info: [String] = []
  /// The 읍면동, ZIP codes and building numbers of a road or ZIP code.
  var address: SourceAddress? = nil
  /// The road-name addresses of a road or ZIP code (its population is
  /// estimated from them).
  var addresses: Int? = nil
  /// The bounding box of a Korean area (south, west, north, east).
  var bounds: (south: Double, west: Double, north: Double, east: Double)? = nil
  var importance: Double = 0
  /// The Korean area code of an area (2, 5, 8 or 10 digits), or of the area
  /// a GeoNames city was merged with.
  var areaCode: String = ""
  /// The code of the Korean area it lies in (see ``SectionID/placeParent``).
  var parentCode: String = ""
  /// Whether its names are keys (a ZIP code is found by its code only).
  var namesAreKeys = true
  /// Whether its Hangul names are keys in initials too (not a numbered
  /// road's: nobody types 서강로9길 as ㅅㄱㄹ9ㄱ, and 107,000 roads' initials
  /// took 0.5 MB).
  var initialsAreKeys = true
  /// Romanizations written by the source of the name (Gangnam-gu), stored
  /// before the ones the builder derives.
  var romanizations: [String] = []
  /// Which Hangul names the builder romanizes (Revised and
  /// McCune–Reischauer), besides ``romanizations``.
  var derivedRomanizations = DerivedRomanizations.allNames

  enum DerivedRomanizations { case allNames, firstName, none }
}

/// The address facts of a road or ZIP code, as the source gives them (see
/// ``PlaceFacts/AddressRecord``).
struct SourceAddress {
  /// Codes of its 읍면동, most addresses first.
  var neighbourhoods: [String]
  /// Its five-digit ZIP codes (a road's).
  var postcodes: [String] = []
  /// Building-number runs: the first main number of each, and the index of
  /// its ZIP code in `postcodes`, numbers ascending.
  var runs: [(start: Int, postcode: Int)] = []
}

/// Marks in the name pool: every name follows one byte, NUL for a primary
/// name or one of these for the others, which also ends the name before it.
/// The bytes are control characters, which names never contain (they are
/// dropped when the pool is written).
enum NameMark {
  static let primary: UInt8 = 0x00
  static let reference: UInt8 = 0x01
  static let code: UInt8 = 0x02
  static let alternate: UInt8 = 0x03
  /// A romanization of one of the place's Hangul names (see ``Romanizer``).
  static let romanization: UInt8 = 0x04
  /// The place's kind-specific fields (see ``PlaceInfo``), tab-separated,
  /// after its names. Never a key.
  static let info: UInt8 = 0x05
  /// The place's ``PlaceFacts``, last in its segment: binary, so no name or
  /// text field is read past this mark.
  static let facts: UInt8 = 0x06

  /// Whether a pool byte is a mark: the end of one name, the start of the
  /// next.
  @inline(__always)
  static func isMarkOrEnd(_ b: UInt8) -> Bool { b <= facts }
}
