/// Reads the source files of `Data/` into ``SourcePlace`` values.
///
/// The files and their layouts are described in `Data/README.md`: GeoNames
/// `cities1000.txt`, `countryInfo.txt`, `admin1CodesASCII.txt` and an
/// `alternateNames`-layout file of country names, plus `airports.tsv` and
/// `cinemas.tsv` with header lines.
struct GazetteerReader {
  let directory: String
  /// Where malformed rows are noted and skipped; nil: the first one throws.
  var badRows: BadRowLog? = nil

  /// The files an index is built from, in the order they are read.
  static let fileNames = [
    "cities1000.txt", "postcodes.tsv", "countryInfo.txt", "admin1CodesASCII.txt", "regionCodes.txt",
    "regionNames.txt", "countryNames.txt", "airports.tsv", "cinemas.tsv",
  ] + KoreanAddressReader.fileNames

  func path(_ name: String) -> String { "\(directory)/\(name)" }

  func table(_ name: String) throws(IndexError) -> TabularText {
    do {
      return TabularText(bytes: try FileIO.read(path(name)), path: path(name), badRows: badRows)
    } catch .missing(let path) {
      throw .missingSource(path: path)
    }
  }

  /// Cities from a GeoNames dump (19 columns). Only populated places
  /// (feature class P, or none given) are kept.
  func cities() throws(IndexError) -> [SourcePlace] {
    var out: [SourcePlace] = []
    out.reserveCapacity(200_000)
    let t = try table("cities1000.txt")
    try t.forEachRow { (f, line) throws(IndexError) in
      guard f.count >= 18 else {
        throw .badData(path: t.path, line: line, reason: "expected 19 columns, found \(f.count)")
      }
      guard let id = f[0].int, let lat = f[4].double, let lon = f[5].double,
        Coordinate(latitude: lat, longitude: lon).isValid
      else {
        throw .badData(path: t.path, line: line, reason: "bad id or coordinates")
      }
      guard f[6].isEmpty || f[6].string == "P" else { return }
      var place = SourcePlace(kind: .city, names: [f[1].string], latitude: lat, longitude: lon)
      if !f[2].isEmpty {
        place.names.append(f[2].string)
        place.primaryCount = 2
      }
      let own = place.names
      for alt in f[3].split(separator: UInt8(ascii: ",")) {
        let name = alt.string
        if GazetteerReader.isTransliteration(name) || GazetteerReader.isDisambiguation(name, of: own) { continue }
        if GazetteerReader.looksLikeCode(name) { place.codes.append(name) } else {
          place.names.append(name)
        }
      }
      place.sourceID = UInt32(truncatingIfNeeded: id)
      place.countryCode = f[8].string
      place.admin1 = f[10].string
      place.population = f[14].int ?? 0
      place.timezone = f[17].string
      place.isCapital = f[7].string == "PPLC"
      out.append(place)
    }
    return out
  }

  /// An alternate name written in lower-case ASCII letters only. In
  /// cities1000 these are machine transliterations of the names in other
  /// scripts (Arabic or Persian consonants: "kashmr  washynqtwn"; pinyin
  /// syllables: "qian jiang qu"; kana read out: "puriiedoru"), never a
  /// spelling people write: real names are capitalised, and the place's
  /// own ASCII name is kept as a primary name. 131k of 816k alternate names
  /// (1.7 MB of names, more in keys), so they are not indexed.
  static func isTransliteration(_ name: String) -> Bool {
    var letters = false
    for b in name.utf8 {
      switch b {
      case 0x61...0x7A: letters = true
      case 0x41...0x5A, 0x80...: return false
      default: continue
      }
    }
    return letters
  }

  /// An alternate name that is one of the place's own names with where it
  /// lies after `i` (the Scandinavian Wikipedias' disambiguations: "Sandy
  /// i Bedfordshire", "Tarsus i Mersin"). No one types those; as keys
  /// their area words made an address's region part (`…, Bedford,
  /// Bedfordshire, …`) find every town of it by a later word. 489 names in
  /// cities1000, not indexed. (Not `in`: "Weiden in der Oberpfalz" is the
  /// town's official name.)
  static func isDisambiguation(_ name: String, of names: [String]) -> Bool {
    names.contains { n in
      !n.isEmpty && name.utf8.count > n.utf8.count + 3 && name.hasPrefix(n + " i ")
    }
  }

  /// An alternate name written like a code: two to four capital letters
  /// (SEL, NYC). Such names only match when typed whole.
  static func looksLikeCode(_ name: String) -> Bool {
    let u = name.utf8
    return (2...4).contains(u.count) && u.allSatisfy { $0 >= 0x41 && $0 <= 0x5A }
  }

  struct Country {
    var code: String
    var code3: String
    var name: String
    var capital: String
    var continent: String
    var population: Int
    var geonameID: UInt32
  }

  /// Countries from GeoNames `countryInfo.txt`.
  func countries() throws(IndexError) -> [Country] {
    var out: [Country] = []
    let t = try table("countryInfo.txt")
    try t.forEachRow(skippingComments: true) { (f, line) throws(IndexError) in
      guard f.count >= 17, f[0].count == 2 else {
        throw .badData(path: t.path, line: line, reason: "expected a countryInfo row")
      }
      out.append(
        Country(
          code: f[0].string, code3: f[1].string, name: f[4].string, capital: f[5].string,
          continent: f[8].string, population: f[7].int ?? 0,
          geonameID: UInt32(truncatingIfNeeded: f[16].int ?? 0)))
    }
    return out
  }

  /// First-level regions from GeoNames `admin1CodesASCII.txt`: code
  /// ("KR.11"), name, ASCII name and GeoNames id (may be empty).
  func regions() throws(IndexError) -> [(code: String, names: [String], geonameID: UInt32)] {
    var out: [(String, [String], UInt32)] = []
    let t = try table("admin1CodesASCII.txt")
    try t.forEachRow { (f, line) throws(IndexError) in
      guard f.count >= 2 else {
        throw .badData(path: t.path, line: line, reason: "expected code and name")
      }
      var names = [f[1].string]
      if f.count > 2 && !f[2].isEmpty && f[2].string != names[0] { names.append(f[2].string) }
      let id = f.count > 3 ? UInt32(truncatingIfNeeded: f[3].int ?? 0) : 0
      out.append((f[0].string, names, id))
    }
    return out
  }

  /// The ISO 3166-2 codes of regions whose GeoNames code is a number
  /// (`CA.02` → `BC`), by GeoNames code, from `regionCodes.txt`: they
  /// qualify a city as a US state's letters do (`victoria bc`).
  func regionCodes() throws(IndexError) -> [String: String] {
    var out: [String: String] = [:]
    let t = try table("regionCodes.txt")
    try t.forEachRow(skippingComments: true) { (f, line) throws(IndexError) in
      guard f.count >= 2, !f[1].isEmpty, f[1].count <= 3, f[1].allSatisfy({ $0 &- 0x41 < 26 }) else {
        throw .badData(path: t.path, line: line, reason: "expected a region's code and its 1 to 3 capital letters")
      }
      out[f[0].string] = f[1].string
    }
    return out
  }

  /// The postcodes of cities (US ZIP codes, French postcodes), by GeoNames
  /// id, from `postcodes.tsv` (geonameid, country, the codes separated by
  /// commas; a header line and `#` comments). A city is found by one when
  /// it is typed whole, as by an airport's code.
  func postcodes() throws(IndexError) -> [UInt32: [String]] {
    var out: [UInt32: [String]] = [:]
    let t = try table("postcodes.tsv")
    try t.forEachRow(skippingComments: true) { (f, line) throws(IndexError) in
      if f.first?.string == "geonameid" { return }
      guard f.count >= 3, let id = f[0].int, id > 0 else {
        throw .badData(path: t.path, line: line, reason: "expected a geonameid, a country and postcodes")
      }
      let codes = f[2].split(separator: UInt8(ascii: ",")).map(\.string)
      guard !codes.isEmpty, codes.allSatisfy(GazetteerReader.isPostcode) else {
        throw .badData(path: t.path, line: line, reason: "expected postcodes of 3 to 10 digits or capital letters")
      }
      out[UInt32(truncatingIfNeeded: id), default: []] += codes
    }
    return out
  }

  /// Whether a code is a postcode as `postcodes.tsv` writes one: 3 to 10
  /// ASCII digits and capital letters, a digit among them.
  static func isPostcode(_ code: String) -> Bool {
    let u = code.utf8
    return (3...10).contains(u.count) && u.allSatisfy { $0 &- 0x30 < 10 || $0 &- 0x41 < 26 }
      && u.contains { $0 &- 0x30 < 10 }
  }

  /// Other names of regions (native, other languages: `Bayern`,
  /// `바이에른` for Bavaria), by GeoNames admin1 code, from
  /// `regionNames.txt` (`code`, language, name; `#` comments).
  func regionAlternateNames() throws(IndexError) -> [String: [(name: String, language: String)]] {
    var out: [String: [(name: String, language: String)]] = [:]
    let t = try table("regionNames.txt")
    try t.forEachRow(skippingComments: true) { (f, line) throws(IndexError) in
      guard f.count >= 3, !f[0].isEmpty, !f[2].isEmpty else {
        throw .badData(path: t.path, line: line, reason: "expected a region's code, a language and a name")
      }
      out[f[0].string, default: []].append((f[2].string, f[1].string))
    }
    return out
  }

  /// Alternate names by GeoNames id, from an `alternateNamesV2.txt`-layout
  /// file. Links, postal codes and codes of other schemes are skipped.
  func alternateNames() throws(IndexError) -> [UInt32: [String]] {
    try alternateNamesWithLanguage().mapValues { $0.map(\.name) }
  }

  /// The same, with each name's language code.
  func alternateNamesWithLanguage() throws(IndexError) -> [UInt32: [(name: String, language: String)]] {
    var out: [UInt32: [(name: String, language: String)]] = [:]
    let t = try table("countryNames.txt")
    let skipped: Set<String> = ["link", "post", "iata", "icao", "faac", "fr_1793", "abbr", "wkdt", "unlc"]
    try t.forEachRow { (f, line) throws(IndexError) in
      guard f.count >= 4, let id = f[1].int else {
        throw .badData(path: t.path, line: line, reason: "expected an alternateNames row")
      }
      let language = f[2].string
      if skipped.contains(language) { return }
      out[UInt32(truncatingIfNeeded: id), default: []].append((f[3].string, language))
    }
    return out
  }

  /// Reads a file with a header line into rows keyed by column name.
  func records(_ name: String, required: [String]) throws(IndexError) -> [[String: String]] {
    let t = try table(name)
    var header: [String] = []
    var out: [[String: String]] = []
    try t.forEachRow { (f, line) throws(IndexError) in
      if header.isEmpty {
        header = f.map(\.string)
        for column in required where !header.contains(column) {
          throw .badHeader(path: t.path, reason: "missing column '\(column)'")
        }
        return
      }
      var row: [String: String] = [:]
      for (i, column) in header.enumerated() where i < f.count { row[column] = f[i].string }
      out.append(row)
    }
    return out
  }
}
