/// The layout of an index file.
///
/// A file is a 64-byte header, a section table and the sections, each aligned
/// to 8 bytes. All fields are little-endian and fixed-width, so a reader maps
/// the file and uses the sections in place:
///
///     offset  size  field
///     0       8     magic "PLCIDX\r\n"
///     8       4     format version (``IndexFormat/version``)
///     12      4     byte-order mark 0x01020304
///     16      8     file size in bytes
///     24      8     FNV-1a 64 checksum of every byte after the header
///     32      8     fingerprint of the source data it was built from
///     40      4     number of sections
///     44      4     number of places
///     48      16    reserved, zero
///
/// The section table has one 24-byte row per section: id (4), element size
/// (4), offset (8), element count (8). Opening checks the header, the size and
/// the table in O(1); ``IndexFile/verify()`` checks the checksum.
enum IndexFormat {
  static let magic: [UInt8] = Array("PLCIDX\r\n".utf8)
  static let version: UInt32 = 15
  static let byteOrderMark: UInt32 = 0x0102_0304
  static let headerSize = 64
  static let sectionRowSize = 24
}

/// The sections of an index file. Raw values are stored in the file.
struct SectionID: Hashable, CustomStringConvertible {
  let rawValue: UInt32

  // Places, one element per place, in rank order (most important first).
  // Everything else a place has is in its pool segment (``PlaceFacts``).
  static let placeLatitude = SectionID(rawValue: 1)  // Int32, 1e-7 degrees
  static let placeLongitude = SectionID(rawValue: 2)  // Int32, 1e-7 degrees
  static let placeNameStart = SectionID(rawValue: 9)  // UInt32, places + 1, into namePool
  /// UInt8: each place's segment: its names, each after a ``NameMark`` byte
  /// (NUL for a primary name), its text fields after ``NameMark/info``, and
  /// its ``PlaceFacts`` after ``NameMark/facts``; the pool ends with a NUL.
  static let namePool = SectionID(rawValue: 11)
  /// UInt32 per place, what ranking reads of every candidate, in one place:
  /// importance in thousandths (Int16, bits 0–15, see ``Importance``),
  /// country row (bits 16–23, 0xFF if none), ``PlaceKind`` (bits 24–31).
  static let placeTraits = SectionID(rawValue: 15)
  // Tables.
  static let countryCodes = SectionID(rawValue: 50)  // UInt8 × 2 per country
  static let countryPlace = SectionID(rawValue: 51)  // UInt32: the country's own place
  static let timezonePool = SectionID(rawValue: 52)  // UInt8: NUL-terminated names
  static let timezoneStart = SectionID(rawValue: 53)  // UInt32: start of each name
  static let placesBySource = SectionID(rawValue: 54)  // UInt32: sorted by GeoNames id
  static let regionPlace = SectionID(rawValue: 55)  // UInt32: the place of each region row
  static let areaCodes = SectionID(rawValue: 56)  // UInt64: Korean area codes, sorted
  static let areaCodePlace = SectionID(rawValue: 57)  // UInt32: the place of each code
  /// UInt32 per country row: the time zone most of its places are in
  /// (a row of the time-zone table), which their facts leave out; 0xFFFFFFFF
  /// for none.
  static let countryZone = SectionID(rawValue: 58)
  // Korean boundaries (``BoundaryView``): a row per 읍면동 and 리.
  static let boundaryPlace = SectionID(rawValue: 80)  // UInt32: the row's place
  static let boundaryRowRings = SectionID(rawValue: 81)  // UInt32: rows + 1, into rings
  static let boundaryRingPoints = SectionID(rawValue: 82)  // UInt32: rings + 1, into points
  static let boundaryPoints = SectionID(rawValue: 83)  // UInt8: steps in 1e-5 degrees, zigzag varints
  static let boundaryRingOrigin = SectionID(rawValue: 88)  // Int32 × 2 per ring
  static let boundaryBounds = SectionID(rawValue: 84)  // Int32 × 4: south, west, north, east
  static let boundaryLevel = SectionID(rawValue: 85)  // UInt8: 3 or 4
  static let boundaryGrid = SectionID(rawValue: 86)  // Int32: header, then cell starts
  static let boundaryGridItems = SectionID(rawValue: 87)  // UInt32: rows
  // Spatial index: one implicit k-d tree per kind.
  static let spatialXYZ = SectionID(rawValue: 60)  // Int16 × 3 per point (KDTree.stored)
  static let spatialPlace = SectionID(rawValue: 61)  // UInt32
  static let spatialKindRanges = SectionID(rawValue: 62)  // UInt32 × 2 per PlaceKind
  static let metadata = SectionID(rawValue: 70)  // UInt8: "key=value\n" lines

  /// The six sections of one key set (see ``KeySet``): entries (UInt32,
  /// the place and the offset of its key from the start of the place's
  /// names, packed: ``KeyEntries``), the offsets too large for an entry
  /// (UInt32 pairs: position, offset),
  /// range-minimum table (UInt32), trie nodes (UInt32 × 2), node labels
  /// (UInt8) and the best entries of the top trie nodes (UInt32, may be
  /// empty).
  static func keySet(_ k: KeyClass) -> [SectionID] {
    (0..<6).map { SectionID(rawValue: 100 + 10 * UInt32(k.rawValue) + UInt32($0)) }
  }

  static let all: [SectionID] =
    ([1, 2, 9, 11, 15] as [UInt32]).map { SectionID(rawValue: $0) }
    + (50...58).map { SectionID(rawValue: $0) } + (80...88).map { SectionID(rawValue: $0) }
    + (60...62).map { SectionID(rawValue: $0) } + [metadata]
    + KeyClass.allCases.flatMap { keySet($0) }

  var description: String { "\(rawValue)" }
}

/// The key sets of an index: which names they hold.
enum KeyClass: Int, CaseIterable {
  /// Whole primary names (a place's own name, its ASCII form, an airport's
  /// or a cinema's name).
  case primaryNames
  /// Whole alternate names (other languages, other spellings, an airport's
  /// city).
  case alternateNames
  /// Primary names from their second, third ... word on.
  case primaryWords
  /// Alternate names from their second, third ... word on.
  case alternateWords
  /// Codes: IATA, ICAO, ISO 3166, and names written like codes (SEL, NYC).
  case codes
  /// Names with Hangul, in their choseong form (``ChoseongBytes``).
  case choseongNames
  /// The same from their second, third ... word on.
  case choseongWords
  /// Romanizations of Hangul names (Revised and McCune–Reischauer: gangnam,
  /// kangnam), of places in Korea only. A set of their own, as they rank
  /// like a primary name with the Korean-first boost, not like an
  /// alternate name: every entry of a place in one set scores the same, so
  /// the threshold walks, which see each place once, bound it exactly.
  case romanizedNames
  /// The same from their second, third ... word on.
  case romanizedWords

  var isAlternate: Bool { self == .alternateNames || self == .alternateWords }
  var isRomanized: Bool { self == .romanizedNames || self == .romanizedWords }
  var isChoseong: Bool { self == .choseongNames || self == .choseongWords }
}
