#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads GeoNames files exactly as downloaded from
/// https://download.geonames.org/export/dump/: the 19-column dumps
/// (`cities500.txt`, `cities1000.txt`, `cities15000.txt`, a country's
/// `KR.txt`, `allCountries.txt`), `countryInfo.txt`, `admin1CodesASCII.txt`,
/// `admin2Codes.txt` and `alternateNamesV2.txt` (or the older
/// `alternateNames.txt`).
///
/// Every feature class is kept: populated places become cities, first-order
/// divisions regions, the rows `countryInfo.txt` lists countries, and every
/// other feature (a mountain, a station, a park) a ``PlaceKind/place`` whose
/// category is its feature code (`MT`).
struct GeoNamesFiles {
  var badRows: BadRowLog?

  /// What `countryInfo.txt` says about a country (the bundled reader's
  /// row, the same file).
  typealias Country = GazetteerReader.Country

  /// The names the small tables give: countries by code, first- and
  /// second-order divisions by `CC.A1` and `CC.A1.A2`.
  struct Tables {
    var countries: [String: Country] = [:]
    var countryByID: [UInt32: String] = [:]
    var admin1: [String: (name: String, ascii: String, geonameID: UInt32)] = [:]
    var admin2: [String: String] = [:]
    /// The order `admin1` was read in (a region per row without a dump row).
    var admin1Order: [String] = []
  }

  @discardableResult
  func countryInfo(_ path: String, into t: inout Tables) throws(IndexError) -> Int {
    var rows = 0
    let text = TabularText(streaming: path, badRows: badRows)
    try text.forEachRow(skippingComments: true) { (f, line) throws(IndexError) in
      guard f.count >= 17, f[0].count == 2 else {
        throw .badData(path: path, line: line, reason: "expected a countryInfo row of 19 columns, found \(f.count)")
      }
      let c = Country(
        code: f[0].string, code3: f[1].string, name: f[4].string, capital: f[5].string,
        continent: f[8].string, population: f[7].int ?? 0, geonameID: UInt32(truncatingIfNeeded: f[16].int ?? 0))
      t.countries[c.code] = c
      if c.geonameID != 0 { t.countryByID[c.geonameID] = c.code }
      rows += 1
    }
    return rows
  }

  /// `admin1CodesASCII.txt` (code, name, ASCII name, id) or
  /// `admin2Codes.txt` (the same, with `CC.A1.A2` codes).
  @discardableResult
  func adminCodes(_ path: String, level: Int, into t: inout Tables) throws(IndexError) -> Int {
    var rows = 0
    let text = TabularText(streaming: path, badRows: badRows)
    try text.forEachRow { (f, line) throws(IndexError) in
      let code = f[0].string
      guard f.count >= 2, code.split(separator: ".").count == level + 1, !f[1].isEmpty else {
        throw .badData(path: path, line: line, reason: "expected an admin\(level) code (CC\(level == 1 ? ".A1" : ".A1.A2")) and a name")
      }
      if level == 1 {
        if t.admin1[code] == nil { t.admin1Order.append(code) }
        t.admin1[code] = (
          f[1].string, f.count > 2 ? f[2].string : "", f.count > 3 ? UInt32(truncatingIfNeeded: f[3].int ?? 0) : 0
        )
      } else {
        t.admin2[code] = f[1].string
      }
      rows += 1
    }
    return rows
  }

  /// The rows of a 19-column dump, one ``ImportedPlace`` each.
  func dump(
    _ path: String, tables: Tables, progress: ((Int) -> Void)?, _ body: (ImportedPlace) -> Void
  ) throws(IndexError) {
    var text = TabularText(streaming: path, badRows: badRows)
    text.progress = progress
    try text.forEachRow { (f, line) throws(IndexError) in
      guard f.count >= 18 else {
        throw .badData(path: path, line: line, reason: "expected 19 columns, found \(f.count)")
      }
      guard let id = f[0].int, id > 0, id <= Int(UInt32.max) else {
        throw .badData(path: path, line: line, reason: "bad geonameid '\(f[0].string)'")
      }
      guard let lat = f[4].double, let lon = f[5].double, Coordinate(latitude: lat, longitude: lon).isValid else {
        throw .badData(path: path, line: line, reason: "bad coordinates '\(f[4].string)', '\(f[5].string)'")
      }
      guard !f[1].isEmpty else { throw .badData(path: path, line: line, reason: "no name") }
      let featureClass = f[6].string
      let code = f[7].string
      let sourceID = UInt32(id)
      let kind = FeatureCodes.kind(
        featureClass: featureClass, code: code, isCountry: tables.countryByID[sourceID] != nil)
      var p = ImportedPlace(kind: kind, names: [f[1].string], latitude: lat, longitude: lon)
      if !f[2].isEmpty, f[2].string != p.names[0] {
        p.names.append(f[2].string)
        p.primaryCount = 2
      }
      // A country is titled as countryInfo.txt names it (South Korea, not
      // its row's Republic of Korea, which stays a primary name).
      if kind == .country, let code = tables.countryByID[sourceID], let name = tables.countries[code]?.name,
        !p.names.contains(name)
      {
        p.names.insert(name, at: 0)
        p.primaryCount += 1
      }
      let own = p.names
      for alt in f[3].split(separator: UInt8(ascii: ",")) {
        let name = alt.string
        if GazetteerReader.isTransliteration(name) || GazetteerReader.isDisambiguation(name, of: own) { continue }
        if GazetteerReader.looksLikeCode(name) { p.codes.append(name) } else { p.names.append(name) }
      }
      p.sourceID = sourceID
      p.countryCode = kind == .country ? tables.countryByID[sourceID] ?? f[8].string : f[8].string
      p.admin1 = f[10].string
      p.admin2 = f[11].string
      p.population = f[14].int ?? 0
      p.timezone = f[17].string
      p.isCapital = code == "PPLC"
      p.category = kind == .place ? code.isEmpty ? featureClass : code : ""
      body(p)
    }
  }

  /// Language codes of `alternateNames` rows that are no names: links,
  /// postal codes, Wikidata ids and the like. (IATA, ICAO and FAA codes and
  /// abbreviations are kept, as codes.)
  static let notNames: Set<String> = ["link", "post", "wkdt", "unlc", "fr_1793", "phon", "piny"]
  static let codeLanguages: Set<String> = ["iata", "icao", "faac", "abbr", "tcid"]

  /// `alternateNamesV2.txt` (10 columns) or `alternateNames.txt` (8):
  /// calls `body` with each row's GeoNames id, name and flags.
  func alternateNames(
    _ path: String, progress: ((Int) -> Void)?,
    _ body: (UInt32, String, PlaceColumns.AlternateFlags) -> Void
  ) throws(IndexError) {
    var text = TabularText(streaming: path, badRows: badRows)
    text.progress = progress
    try text.forEachRow { (f, line) throws(IndexError) in
      guard f.count >= 4, let id = f[1].int, id > 0, id <= Int(UInt32.max) else {
        throw .badData(path: path, line: line, reason: "expected an alternateNames row (id, geonameid, language, name, ...)")
      }
      let language = f[2].string
      if GeoNamesFiles.notNames.contains(language) || f[3].isEmpty { return }
      var flags: PlaceColumns.AlternateFlags = []
      if GeoNamesFiles.codeLanguages.contains(language) { flags.insert(.code) }
      if f.count > 4, f[4].string == "1" { flags.insert(.preferred) }
      if f.count > 5, f[5].string == "1" { flags.insert(.short) }
      if (f.count > 6 && f[6].string == "1") || (f.count > 7 && f[7].string == "1") { flags.insert(.unofficial) }
      if language == "ko" { flags.insert(.korean) }
      let name = f[3].string
      if !flags.contains(.code), GazetteerReader.isTransliteration(name) { return }
      body(UInt32(id), name, flags)
    }
  }

  /// Whether a file's first row has the 19 columns of a dump, with a
  /// number first (read from its first 64 KiB).
  static func looksLikeDump(_ path: String) -> Bool {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    var head = [UInt8](repeating: 0, count: 1 << 16)
    let n = head.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
    guard n > 0 else { return false }
    let line = head[..<n].split(separator: 0x0A).first ?? []
    let fields = line.split(separator: 0x09, omittingEmptySubsequences: false)
    return fields.count == 19 && !fields[0].isEmpty && fields[0].allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
  }
}
