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
  static let version: UInt32 = 1
  static let byteOrderMark: UInt32 = 0x0102_0304
  static let headerSize = 64
  static let sectionRowSize = 24
}

/// The sections of an index file. Raw values are stored in the file.
enum SectionID: UInt32, CaseIterable {
  // Places, one element per place, in rank order (most important first).
  case placeLatitude = 1  // Int32, 1e-7 degrees
  case placeLongitude  // Int32, 1e-7 degrees
  case placePopulation  // UInt32
  case placeSource  // UInt32: GeoNames id, or row number in the source
  case placeKind  // UInt8: PlaceKind
  case placeCountry  // UInt16: row in the country table, 0xFFFF if none
  case placeRegion  // UInt32: place of the first-level region, or UInt32.max
  case placeTimezone  // UInt16: row in the time zone table, 0xFFFF if none
  case placeNameStart  // UInt32, places + 1: start of each place's names in the pool
  case placeInfoStart  // UInt32, places + 1: start of each place's info
  case namePool  // UInt8: NUL-terminated original names, grouped by place
  case infoPool  // UInt8: tab-separated fields per place (see PlaceInfo)
  case placeImportance = 15  // Float: see Importance
  // The three key sets (names, words, codes), each with its entries, range
  // minimum table and trie.
  case nameEntryPlace = 20, nameEntryOffset, nameRangeMin, nameNodes, nameLabels
  case wordEntryPlace = 30, wordEntryOffset, wordRangeMin, wordNodes, wordLabels
  case codeEntryPlace = 40, codeEntryOffset, codeRangeMin, codeNodes, codeLabels
  // Tables.
  case countryCodes = 50  // UInt8 × 2 per country
  case countryPlace  // UInt32: the country's own place
  case timezonePool  // UInt8: NUL-terminated names
  case timezoneStart  // UInt32: start of each time zone name
  case placesBySource  // UInt32: GeoNames places, sorted by GeoNames id
  // Spatial index: one implicit k-d tree per kind.
  case spatialXYZ = 60  // Float × 3 per point
  case spatialPlace  // UInt32
  case spatialKindRanges  // UInt32 × 2 per PlaceKind
  case metadata = 70  // UInt8: "key=value\n" lines
}
