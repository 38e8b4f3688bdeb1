/// An open place index: completion, resolution and nearby search over one
/// memory-mapped index file.
///
///     let index = try PlaceIndex(path: "places.idx")
///     for c in index.complete("seou") { print(c.title, c.subtitle) }
///     // Seoul  Seoul, South Korea
///
/// Opening maps the file and checks its header (see ``IndexFormat``); it
/// parses nothing. Every query reads the mapped sections in place. An index is
/// immutable and owns its mapping, so one value can serve any number of
/// threads: every section is a ``FileArray`` over the read-only mapping.
public final class PlaceIndex: Sendable {
  let file: IndexFile
  /// The key sets, by ``KeyClass``.
  let keySets: [KeySet]
  /// The country-table row of South Korea (0xFFFE when absent).
  let koreaRow: UInt16
  /// Importance, country row and kind (see ``SectionID/placeTraits``).
  let traits: FileArray<UInt32>
  let latitude: FileArray<Int32>
  let longitude: FileArray<Int32>
  let regionPlaces: FileArray<UInt32>
  let nameStart: FileArray<UInt32>
  let pool: FileArray<UInt8>
  let countryCodes: FileArray<UInt8>
  let countryPlace: FileArray<UInt32>
  let timezonePool: FileArray<UInt8>
  let timezoneStart: FileArray<UInt32>
  let placesBySource: FileArray<UInt32>
  let countryZone: FileArray<UInt32>
  let spatialXYZ: FileArray<Int16>
  let spatialPlace: FileArray<UInt32>
  let spatialKindRanges: FileArray<UInt32>
  let areaCodes: FileArray<UInt64>
  let areaCodePlace: FileArray<UInt32>
  let boundaries: BoundaryView
  let boundaryPlace: FileArray<UInt32>
  /// Buffers kept from one search for the next (``SearchBuffers``).
  let searchBuffers = SearchBufferPool()

  /// Opens the index file at `path`.
  ///
  /// - Throws: ``IndexError`` when the file is missing, of another format
  ///   version, truncated or otherwise not an index.
  /// - Complexity: O(1) in the size of the index.
  public convenience init(path: String) throws(IndexError) {
    try self.init(file: IndexFile(path: path))
  }

  /// Opens an index held in memory, as `index build` writes it (the bytes
  /// are copied once). `name` stands for the path in error messages.
  ///
  /// - Throws: ``IndexError`` as ``init(path:)`` does.
  /// - Complexity: O(|bytes|).
  public convenience init(bytes: [UInt8], name: String = "<memory>") throws(IndexError) {
    try self.init(file: IndexFile(bytes: bytes, name: name))
  }

  private init(file f: IndexFile) throws(IndexError) {
    file = f
    traits = f.section(.placeTraits)
    latitude = f.section(.placeLatitude)
    longitude = f.section(.placeLongitude)
    regionPlaces = f.section(.regionPlace)
    nameStart = f.section(.placeNameStart)
    pool = f.section(.namePool)
    countryCodes = f.section(.countryCodes)
    countryPlace = f.section(.countryPlace)
    timezonePool = f.section(.timezonePool)
    timezoneStart = f.section(.timezoneStart)
    placesBySource = f.section(.placesBySource)
    countryZone = f.section(.countryZone)
    spatialXYZ = f.section(.spatialXYZ)
    spatialPlace = f.section(.spatialPlace)
    spatialKindRanges = f.section(.spatialKindRanges)
    areaCodes = f.section(.areaCodes)
    areaCodePlace = f.section(.areaCodePlace)
    boundaries = BoundaryView(
      rowRings: f.section(.boundaryRowRings), ringPoints: f.section(.boundaryRingPoints),
      points: f.section(.boundaryPoints), ringOrigin: f.section(.boundaryRingOrigin),
      bounds: f.section(.boundaryBounds),
      level: f.section(.boundaryLevel), grid: f.section(.boundaryGrid),
      gridItems: f.section(.boundaryGridItems))
    boundaryPlace = f.section(.boundaryPlace)
    keySets = KeyClass.allCases.map { k in
      let ids = SectionID.keySet(k)
      let entries = KeyEntries(
        words: f.section(ids[0]), overflow: f.section(ids[1]),
        placeBits: KeyEntries.placeBits(forPlaceCount: f.placeCount))
      return KeySet(
        entryPlace: entries,
        rangeMin: RangeMin(values: entries.words, table: f.section(ids[2]), mask: entries.placeMask),
        nodes: f.section(ids[3]), labels: f.section(ids[4]), hotLists: f.section(ids[5]),
        pool: f.section(.namePool),
        nameStart: f.section(.placeNameStart), choseong: k.isChoseong)
    }
    koreaRow = PlaceIndex.countryRow(of: "KR", in: countryCodes) ?? 0xFFFE
    try checkStructure()
  }

  func keySet(_ k: KeyClass) -> KeySet { keySets[k.rawValue] }

  /// A place's importance (see ``Importance``), to a thousandth.
  @inline(__always)
  func importance(of rank: UInt32) -> Double {
    Double(Int16(truncatingIfNeeded: traits[Int(rank)])) / 1000
  }

  /// A place's ``PlaceKind`` raw value.
  @inline(__always)
  func kindRaw(_ rank: UInt32) -> UInt8 { UInt8(truncatingIfNeeded: traits[Int(rank)] >> 24) }

  /// The region a city or cinema lies in, as a place rank; `UInt32.max` if
  /// none.
  func regionPlace(of rank: UInt32) -> UInt32 {
    guard let row = fact(.region, of: rank), Int(row) < regionPlaces.count else { return .max }
    return regionPlaces[Int(row)]
  }

  /// A place's row in the country table, 0xFFFF if none.
  @inline(__always)
  func countryRow(_ rank: UInt32) -> UInt16 {
    let row = UInt16((traits[Int(rank)] >> 16) & 0xFF)
    return row == 0xFF ? 0xFFFF : row
  }

  /// The row of a country code (ISO 3166-1 alpha-2, any case) in the country
  /// table, or nil.
  static func countryRow(of code: String, in codes: FileArray<UInt8>) -> UInt16? {
    let c = Array(code.uppercased().utf8)
    guard c.count == 2 else { return nil }
    for r in 0..<(codes.count / 2) where codes[2 * r] == c[0] && codes[2 * r + 1] == c[1] {
      return UInt16(r)
    }
    return nil
  }

  /// The path the index was opened from.
  public var path: String { file.path }

  /// The number of places.
  public var count: Int { file.placeCount }

  /// The fingerprint of the source data the index was built from.
  public var dataFingerprint: UInt64 { file.fingerprint }

  /// Checks the checksum of the whole file.
  ///
  /// - Complexity: O(file size).
  public func verify() throws(IndexError) { try file.verify() }

  /// Whether the index has a place of `kind`.
  ///
  /// - Complexity: O(1) for the kinds with a spatial tree, O(boundary rows)
  ///   for areas, O(places) for the others.
  public func containsPlaces(of kind: PlaceKind) -> Bool {
    if !SpatialLayout.unplaced.contains(kind) { return !spatialRange(of: kind).isEmpty }
    if kind == .area {
      return (0..<boundaries.rowCount).contains { boundaries.level[$0] == UInt8(BoundaryLayout.userAreaLevel) }
    }
    return (0..<UInt32(count)).contains { kindRaw($0) == kind.rawValue }
  }

  /// Facts about the index: counts, size, metadata.
  public var info: IndexInfo {
    var byKind: [PlaceKind: Int] = [:]
    for r in 0..<UInt32(count) { byKind[PlaceKind(rawValue: kindRaw(r)) ?? .city, default: 0] += 1 }
    let meta = String(decoding: file.section(.metadata, as: UInt8.self), as: UTF8.self)
    var metadata: [(String, String)] = []
    for line in meta.split(separator: "\n") {
      let parts = line.split(separator: "=", maxSplits: 1)
      if parts.count == 2 { metadata.append((String(parts[0]), String(parts[1]))) }
    }
    return IndexInfo(
      path: file.path, bytes: file.size, places: count, placesByKind: byKind,
      keys: keySets.reduce(0) { $0 + $1.count }, metadata: metadata)
  }
}

/// Facts about an index, as `placesearch index info` prints them.
public struct IndexInfo: Sendable {
  /// The index file's path, or the name given to an index in memory.
  public var path: String
  /// Its size in bytes.
  public var bytes: Int
  /// How many places it holds.
  public var places: Int
  /// How many of each kind.
  public var placesByKind: [PlaceKind: Int]
  /// How many name keys its key sets hold.
  public var keys: Int
  /// What the build recorded: format, data folder, sources and their versions.
  public var metadata: [(String, String)]
}
