/// What a user's file is, by its name, and for `.txt` by its first row.
enum UserFileKind: String, Sendable {
  case geonamesDump = "GeoNames dump"
  case countryInfo = "GeoNames countryInfo"
  case admin1 = "GeoNames admin1 codes"
  case admin2 = "GeoNames admin2 codes"
  case alternateNames = "GeoNames alternate names"
  case csv = "CSV"
  case tsv = "TSV"
  case geojson = "GeoJSON"

  /// The kind of the file at `path`, or nil when placesearch reads no
  /// such file.
  static func of(_ path: String) -> UserFileKind? {
    let name = String(path.split(separator: "/").last ?? "")
    let lower = name.lowercased()
    switch lower {
    case "countryinfo.txt": return .countryInfo
    case "admin1codesascii.txt", "admin1codes.txt": return .admin1
    case "admin2codes.txt": return .admin2
    default: break
    }
    if lower.hasPrefix("alternatenames") && lower.hasSuffix(".txt") { return .alternateNames }
    if lower.hasSuffix(".csv") { return .csv }
    if lower.hasSuffix(".tsv") { return .tsv }
    if lower.hasSuffix(".geojson") || lower.hasSuffix(".json") { return .geojson }
    if lower.hasSuffix(".txt"), GeoNamesFiles.looksLikeDump(path) { return .geonamesDump }
    return nil
  }

  /// Why placesearch does not read a file, in a few words.
  static func whyNot(_ path: String) -> String {
    path.lowercased().hasSuffix(".zip")
      ? "a zip archive, as GeoNames serves its dumps; unzip it first (unzip \(path.split(separator: "/").last ?? "")) and give the .txt inside"
      : "not a file placesearch reads (a GeoNames .txt dump or table, a .csv, .tsv or .geojson file)"
  }

  /// The order files are read in: the tables first (dump rows need their
  /// names), the alternate names last (they attach to rows by id).
  var readOrder: Int {
    switch self {
    case .countryInfo, .admin1, .admin2: 0
    case .geonamesDump, .csv, .tsv, .geojson: 1
    case .alternateNames: 2
    }
  }
}

extension IndexBuilder {
  /// How a build from a user's files is getting on, for a progress line.
  public struct Progress: Sendable {
    /// The file being read.
    public var file: String
    /// Rows (or features) read from it so far.
    public var rows: Int
    /// Bytes read from it so far.
    public var bytes: Int
    /// Its size in bytes.
    public var totalBytes: Int
    /// Seconds since the file was opened.
    public var seconds: Double
  }

  /// The files a build from `paths` reads: each file as it is, each folder's
  /// files (not its subfolders) that placesearch can read, by name. Other
  /// files in a folder are returned in `ignored`.
  ///
  /// - Throws: ``IndexError/missingSource(path:)`` for a path that does not
  ///   exist, ``IndexError/badHeader(path:reason:)`` for a file named on its
  ///   own that placesearch cannot read.
  public static func userFiles(_ paths: [String]) throws(IndexError)
    -> (files: [(path: String, kind: String)], ignored: [String])
  {
    let (files, ignored) = try classify(paths)
    return (files.map { ($0.path, $0.kind.rawValue) }, ignored)
  }

  static func classify(_ paths: [String]) throws(IndexError)
    -> (files: [(path: String, kind: UserFileKind)], ignored: [String])
  {
    var files: [(String, UserFileKind)] = []
    var ignored: [String] = []
    for path in paths {
      if let names = FileIO.listDirectory(path) {
        for name in names.sorted() where !name.hasPrefix(".") {
          let full = path.hasSuffix("/") ? path + name : "\(path)/\(name)"
          guard FileIO.isRegularFile(full) else { continue }
          if let kind = UserFileKind.of(full) { files.append((full, kind)) } else { ignored.append(full) }
        }
      } else if FileIO.exists(path) {
        guard let kind = UserFileKind.of(path) else {
          throw .badHeader(path: path, reason: UserFileKind.whyNot(path))
        }
        files.append((path, kind))
      } else {
        throw .missingSource(path: path)
      }
    }
    files.sort { ($0.1.readOrder, $0.0) < ($1.1.readOrder, $1.0) }
    return (files, ignored)
  }

  /// Builds an index from a user's files and folders of them (GeoNames
  /// dumps and tables, CSV, GeoJSON; see `placesearch help data`), keeping
  /// the places of `kinds`.
  ///
  /// Memory stays within about twice the finished index plus a fixed
  /// amount: rows are streamed, places are held in ``PlaceColumns``, keys in
  /// one ``KeyArena``, and sections go to disk as they are made.
  ///
  /// - Parameters:
  ///   - strict: whether the first malformed row stops the build; else such
  ///     rows are skipped and counted in the report.
  ///   - step: called with a short line as each step starts.
  ///   - progress: called now and then while a file is read.
  /// - Throws: ``IndexError`` when a file is missing or unreadable, a
  ///   header is malformed, a row is (with `strict`), nothing is left to
  ///   index, or the output cannot be written.
  public static func build(
    userData paths: [String], output: String, kinds: PlaceKinds = .all, strict: Bool = false,
    step: (String) -> Void = { _ in }, progress: (Progress) -> Void = { _ in }
  ) throws(IndexError) -> Report {
    let started = monotonicSeconds()
    let badRows = BadRowLog(strict: strict)
    let (files, ignored) = try classify(paths)
    for path in ignored { step("ignoring \(path): \(UserFileKind.whyNot(path))") }
    var reader = UserDataReader(kinds: kinds, files: GeoNamesFiles(badRows: badRows))
    for (path, kind) in files {
      step("reading \(path) (\(kind.rawValue))")
      try reader.read(path, kind, badRows: badRows, progress: progress)
    }
    step("merging \(reader.columns.count) places")
    var (columns, order, areas) = reader.finish()
    guard !order.isEmpty else {
      throw .badData(path: paths.joined(separator: ", "), line: 0, reason: "no places to index (of the kinds asked for)")
    }
    step("ranking \(order.count) places")
    order.sort { a, b in
      let (ia, ib) = (columns.importance[Int(a)], columns.importance[Int(b)])
      if ia != ib { return ia > ib }
      let (ka, kb) = (columns.kind[Int(a)], columns.kind[Int(b)])
      return ka != kb ? ka < kb : (columns.sourceID[Int(a)], a) < (columns.sourceID[Int(b)], b)
    }
    columns.shrink()
    var byKind: [PlaceKind: Int] = [:]
    for row in order { byKind[PlaceKind(rawValue: columns.kind[Int(row)]) ?? .place, default: 0] += 1 }
    var rankOf: [Int: UInt32] = [:]
    let areaRows = Set(areas.map(\.row))
    for (rank, row) in order.enumerated() where areaRows.contains(Int(row)) { rankOf[Int(row)] = UInt32(rank) }
    let placeCount = order.count
    var writer = try IndexWriter(path: output)
    var keyCount = 0
    do {
      step("building the prefix trie and the spatial index")
      // The layout alone holds the places, and lets go of them before it
      // sorts the keys.
      var layout = PlaceLayout(places: RankedPlaces(columns: consume columns, order: consume order, tables: reader.tables))
      layout.write(into: &writer, releasingPlaces: true)
      keyCount = layout.keyCount
      if let overflow = layout.overflow { throw IndexError.badData(path: output, line: 0, reason: overflow) }
      step("building the boundaries of \(areas.count) areas")
      let boundaries = BoundaryLayout(
        areas.map { KoreanAddressReader.Boundary(code: String($0.row), rings: $0.rings) },
        levels: Dictionary(areas.map { (String($0.row), BoundaryLayout.userAreaLevel) }, uniquingKeysWith: { a, _ in a }))
      writer.add(.areaCodes, [UInt64]())
      writer.add(.areaCodePlace, [UInt32]())
      boundaries.write(rowPlaces: boundaries.codes.map { rankOf[Int($0) ?? -1] ?? 0xFFFF_FFFF }, into: &writer)
      var metadata = "format=\(IndexFormat.version)\n"
      metadata += "data=\(paths.joined(separator: ","))\n"
      metadata += "sources=\(files.map { "\($0.path.split(separator: "/").last ?? "") (\($0.kind.rawValue), \(reader.rowsRead[$0.path] ?? 0) rows)" }.joined(separator: "; "))\n"
      if badRows.count > 0 { metadata += "skipped=\(badRows.count) malformed rows\n" }
      writer.add(.metadata, Array(metadata.utf8))
      step("writing \(output)")
      try writer.finish(placeCount: placeCount, fingerprint: fingerprint(files: files.map(\.path)))
    } catch let error as IndexError {
      writer.abandon()
      throw error
    } catch {
      writer.abandon()
      throw .unwritable(path: output, reason: "\(error)")
    }
    return Report(
      path: output, places: placeCount, placesByKind: byKind, keys: keyCount,
      bytes: FileIO.stamp(output)?.size ?? 0, seconds: monotonicSeconds() - started,
      skippedRows: badRows.count, skippedExamples: badRows.examples)
  }

  /// A fingerprint of the files' sizes and modification times and the
  /// builder's ``revision``.
  static func fingerprint(files: [String]) -> UInt64 {
    var h: UInt64 = 0xCBF2_9CE4_8422_2325
    h = (h ^ revision) &* 0x100_0000_01B3
    for path in files {
      let stamp = FileIO.stamp(path) ?? (-1, -1)
      for v in [stamp.size, stamp.mtime] + path.utf8.map(Int.init) {
        h = (h ^ UInt64(bitPattern: Int64(v))) &* 0x100_0000_01B3
      }
    }
    return h
  }
}

/// Reads a user's files into ``PlaceColumns``, then merges them: one place
/// per GeoNames id, the alternate names on their places, and a country or
/// region for each the tables list but no row gives.
struct UserDataReader {
  let kinds: PlaceKinds
  let files: GeoNamesFiles
  var tables = GeoNamesFiles.Tables()
  var columns = PlaceColumns()
  /// The rings of each area, by row of ``columns``.
  var areas: [(row: Int, rings: [[(Int32, Int32)]])] = []
  var rowsRead: [String: Int] = [:]
  /// Where the cities of each country and region are, to place the
  /// countries and regions no row gives.
  private var countryCentre: [String: Centroid] = [:]
  private var regionCentre: [String: Centroid] = [:]
  /// (GeoNames id, row), sorted once the rows are in.
  private var byID: [(id: UInt32, row: UInt32)] = []
  private var dropped: [Bool] = []

  init(kinds: PlaceKinds, files: GeoNamesFiles) {
    self.kinds = kinds
    self.files = files
  }

  mutating func read(
    _ path: String, _ kind: UserFileKind, badRows: BadRowLog, progress: (IndexBuilder.Progress) -> Void
  ) throws(IndexError) {
    try withoutActuallyEscaping(progress) { (progress) throws(IndexError) in
      try read(path, kind, badRows: badRows, escaping: progress)
    }
  }

  private mutating func read(
    _ path: String, _ kind: UserFileKind, badRows: BadRowLog, escaping progress: @escaping (IndexBuilder.Progress) -> Void
  ) throws(IndexError) {
    let opened = IndexBuilder.monotonicSeconds()
    let total = FileIO.stamp(path)?.size ?? 0
    var rows = 0
    let report: (Int) -> Void = { bytes in
      progress(.init(file: path, rows: rows, bytes: bytes, totalBytes: total, seconds: IndexBuilder.monotonicSeconds() - opened))
    }
    switch kind {
    case .countryInfo: rows = try files.countryInfo(path, into: &tables)
    case .admin1: rows = try files.adminCodes(path, level: 1, into: &tables)
    case .admin2: rows = try files.adminCodes(path, level: 2, into: &tables)
    case .geonamesDump:
      try files.dump(path, tables: tables, progress: report) { p in
        rows += 1
        add(p)
      }
    case .csv, .tsv:
      let file = CSVFile(path: path, separator: kind == .tsv ? 0x09 : UInt8(ascii: ","), badRows: badRows)
      let stem = GeoJSONFile.stem(path)
      try file.forEachRecord(progress: report) { (fields, line) throws(IndexError) in
        func number(_ names: [String]) throws(IndexError) -> Double {
          let text = names.lazy.compactMap { fields[$0] }.first?.trimmingWhitespace ?? ""
          guard let v = Double(text), v.isFinite else {
            throw .badData(path: path, line: line, reason: "\(names[0]) '\(text)' is not a number")
          }
          return v
        }
        let lat = try number(UserRecord.latitudeNames)
        let lon = try number(UserRecord.longitudeNames)
        rows += 1
        add(
          try UserRecord.place(
            fields, latitude: lat, longitude: lon, area: false, path: path, line: line, fallbackID: "\(stem):\(line)"))
      }
    case .geojson:
      try GeoJSONFile(path: path, badRows: badRows).forEachFeature { feature in
        rows += 1
        guard kinds.contains(feature.place.kind) else { return }
        if !feature.rings.isEmpty { areas.append((columns.count, feature.rings)) }
        add(feature.place)
      }
      report(total)
    case .alternateNames:
      sortIDs()
      try files.alternateNames(path, progress: report) { id, name, flags in
        rows += 1
        if let row = row(of: id) { columns.addAlternate(name, flags: flags, to: row) }
      }
    }
    rowsRead[path] = rows
  }

  private mutating func add(_ p: ImportedPlace) {
    if p.kind == .city {
      let c = Coordinate(latitude: p.latitude, longitude: p.longitude)
      countryCentre[p.countryCode, default: Centroid()].add(c, population: p.population)
      regionCentre["\(p.countryCode).\(p.admin1)", default: Centroid()].add(c, population: p.population)
    }
    guard kinds.contains(p.kind) else { return }
    if p.sourceID != 0 { byID.append((p.sourceID, UInt32(columns.count))) }
    columns.append(p)
  }

  /// Sorts the ids and drops the second row of an id (a city in both
  /// `cities1000.txt` and `KR.txt`); the first file read keeps it.
  private mutating func sortIDs() {
    guard dropped.count != columns.count else { return }
    byID.sort { ($0.id, $0.row) < ($1.id, $1.row) }
    dropped = [Bool](repeating: false, count: columns.count)
    var kept: [(id: UInt32, row: UInt32)] = []
    kept.reserveCapacity(byID.count)
    for e in byID {
      if let last = kept.last, last.id == e.id {
        dropped[Int(e.row)] = true
      } else {
        kept.append(e)
      }
    }
    byID = kept
  }

  private func row(of id: UInt32) -> Int? {
    var lo = 0
    var hi = byID.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if byID[mid].id < id { lo = mid + 1 } else { hi = mid }
    }
    return lo < byID.count && byID[lo].id == id ? Int(byID[lo].row) : nil
  }

  /// The places, the rows to index, and the areas' rings.
  mutating func finish() -> (PlaceColumns, [UInt32], [(row: Int, rings: [[(Int32, Int32)]])]) {
    sortIDs()
    addMissingCountriesAndRegions()
    sortIDs()
    columns.sortAlternates()
    var order: [UInt32] = []
    order.reserveCapacity(columns.count)
    for i in 0..<columns.count where !dropped[i] { order.append(UInt32(i)) }
    byID = []
    dropped = []
    // Handed over, not shared: the caller shrinks its copy, which would
    // otherwise copy every column while this one still held them.
    let out = columns
    columns = PlaceColumns()
    return (out, order, areas.filter { !$0.rings.isEmpty })
  }

  /// A country of `countryInfo.txt`, or a region of `admin1CodesASCII.txt`,
  /// that no dump row gives is placed at the population-weighted centre of
  /// its cities (as the bundled data's are), when it has any.
  private mutating func addMissingCountriesAndRegions() {
    var haveCountry: Set<String> = []
    var haveRegion: Set<String> = []
    for i in 0..<columns.count where !dropped[i] {
      let cc = columns.strings[columns.country[i]]
      switch PlaceKind(rawValue: columns.kind[i]) {
      case .country: haveCountry.insert(cc)
      case .region: haveRegion.insert("\(cc).\(columns.strings[columns.admin1[i]])")
      default: break
      }
    }
    if kinds.contains(.country) {
      for code in tables.countries.keys.sorted() where !haveCountry.contains(code) {
        guard let c = tables.countries[code], let centre = countryCentre[code], let at = centre.coordinate else { continue }
        var p = ImportedPlace(kind: .country, names: [c.name], latitude: at.latitude, longitude: at.longitude)
        p.sourceID = c.geonameID
        p.countryCode = code
        p.population = max(c.population, centre.population)
        add(p)
      }
    }
    if kinds.contains(.region) {
      for code in tables.admin1Order where !haveRegion.contains(code) {
        guard let r = tables.admin1[code], let centre = regionCentre[code], let at = centre.coordinate else { continue }
        let cc = String(code.prefix { $0 != "." })
        var p = ImportedPlace(kind: .region, names: [r.name], latitude: at.latitude, longitude: at.longitude)
        if !r.ascii.isEmpty, r.ascii != r.name {
          p.names.append(r.ascii)
          p.primaryCount = 2
        }
        p.sourceID = r.geonameID
        p.countryCode = cc
        p.admin1 = String(code.dropFirst(cc.count + 1))
        p.population = centre.population
        add(p)
      }
    }
  }
}
