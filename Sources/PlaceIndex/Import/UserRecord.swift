/// The columns of a user's CSV file, or the properties of a GeoJSON
/// feature, and the place they make.
///
/// | column       | meaning                                                        |
/// |--------------|----------------------------------------------------------------|
/// | `name`       | the title (required)                                           |
/// | `latitude`, `longitude` | WGS84 degrees (required in CSV; also `lat`, `lon`, `lng`) |
/// | `kind`       | `place` (the default), `cinema` or `area`; another word is the category |
/// | `category`   | what it is (`cafe`, `MT`): the subtitle says it, `nearby` filters by it |
/// | `brand`      | a chain (`CGV`, `Starbucks`)                                   |
/// | `alt_names`  | other names, `|`-separated                                     |
/// | `importance` | placesearch's scale, about log10 of the people a place concerns (a town of 10,000 is 4) |
/// | `id`         | a stable id (`place:ID`); else the file and line               |
/// | `country`    | a two-letter country code                                      |
/// | `population` | people, when `importance` is not given                         |
enum UserRecord {
  static let latitudeNames = ["latitude", "lat"]
  static let longitudeNames = ["longitude", "lon", "lng"]

  /// The place of one record; `kind` is `.area` for a polygon.
  static func place(
    _ fields: [String: String], latitude: Double, longitude: Double, area: Bool, path: String, line: Int,
    fallbackID: String
  ) throws(IndexError) -> ImportedPlace {
    func field(_ k: String) -> String { (fields[k] ?? "").trimmingWhitespace }
    let name = field("name")
    guard !name.isEmpty else { throw .badData(path: path, line: line, reason: "no name") }
    guard Coordinate(latitude: latitude, longitude: longitude).isValid else {
      throw .badData(path: path, line: line, reason: "latitude \(latitude), longitude \(longitude) is no point on Earth")
    }
    var kind: PlaceKind = area ? .area : .place
    var category = field("category")
    switch field("kind").lowercased() {
    case "", "place", "poi": break
    case "cinema": if !area { kind = .cinema }
    case "area": break
    case let other where category.isEmpty: category = other
    default: break
    }
    var p = ImportedPlace(kind: kind, names: [name], latitude: latitude, longitude: longitude)
    for alt in field("alt_names").split(separator: "|") {
      let a = String(alt).trimmingWhitespace
      if !a.isEmpty { p.names.append(a) }
    }
    p.category = kind == .cinema ? "cinema" : category
    p.brand = field("brand")
    p.userID = field("id").isEmpty ? fallbackID : field("id")
    let country = field("country").uppercased()
    if country.utf8.count == 2 { p.countryCode = country }
    if let pop = Int(field("population")), pop >= 0 { p.population = pop }
    let importance = field("importance")
    if !importance.isEmpty {
      guard let v = Double(importance), v.isFinite, abs(v) <= ImportImportance.maxUserImportance else {
        throw .badData(path: path, line: line, reason: "importance '\(importance)' is not a number from -30 to 30")
      }
      p.importance = v
    }
    return p
  }
}

extension String {
  /// Without spaces, tabs and line ends at either end.
  var trimmingWhitespace: String {
    let u = Array(utf8)
    let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    guard let a = u.firstIndex(where: { !isSpace($0) }), let b = u.lastIndex(where: { !isSpace($0) }) else { return "" }
    return String(decoding: u[a...b], as: UTF8.self)
  }
}

/// A CSV file with a header line (RFC 4180: fields in double quotes may hold
/// commas, doubled quotes and line breaks). A `.tsv` file is the same with
/// tabs.
struct CSVFile {
  /// The longest record (a quoted field may hold line breaks): past it, a
  /// quote is taken to be missing and the record is a bad row.
  static let maxRecordBytes = 1 << 20

  let path: String
  var separator: UInt8 = UInt8(ascii: ",")
  var badRows: BadRowLog?

  /// Calls `body` with each record by lower-cased column name, and the line
  /// it starts on.
  func forEachRecord(
    progress: ((Int) -> Void)?, _ body: ([String: String], Int) throws(IndexError) -> Void
  ) throws(IndexError) {
    var text = TabularText(streaming: path, badRows: badRows)
    text.progress = progress
    var header: [String]? = nil
    var pending: [UInt8] = []
    var pendingLine = 0
    var inQuotes = false
    try text.forEachLine { (raw, line) throws(IndexError) in
      if pending.isEmpty { pendingLine = line } else { pending.append(0x0A) }
      pending += raw
      // Inside quotes still: the record goes on on the next line (the
      // parity is kept line by line, so a long record costs its length).
      for b in raw where b == UInt8(ascii: "\"") { inQuotes.toggle() }
      if inQuotes {
        guard pending.count > CSVFile.maxRecordBytes else { return }
        // A quote left open would swallow the rest of the file.
        pending = []
        inQuotes = false
        try text.noting { () throws(IndexError) in
          throw .badData(path: path, line: pendingLine, reason: "a quoted field runs past 1 MiB; is a closing quote missing?")
        }
        return
      }
      let record = pending
      pending = []
      if record.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return }
      var fields = CSVFile.split(record, separator)
      if header == nil {
        if fields.first?.utf8.starts(with: [0xEF, 0xBB, 0xBF]) == true {
          fields[0] = String(decoding: fields[0].utf8.dropFirst(3), as: UTF8.self)  // a byte-order mark
        }
        let names = fields.map { $0.trimmingWhitespace.lowercased() }
        for (what, options) in [("name", ["name"]), ("latitude", UserRecord.latitudeNames), ("longitude", UserRecord.longitudeNames)]
        where !options.contains(where: names.contains) {
          throw .badHeader(path: path, reason: "no '\(what)' column (the header is: \(names.joined(separator: ", ")))")
        }
        header = names
        return
      }
      guard let header else { return }
      try text.noting { () throws(IndexError) in
        guard fields.count <= header.count else {
          throw .badData(path: path, line: pendingLine, reason: "\(fields.count) fields, but the header has \(header.count)")
        }
        var row: [String: String] = [:]
        for (i, v) in fields.enumerated() where row[header[i]] == nil { row[header[i]] = v }
        try body(row, pendingLine)
      }
    }
    if !pending.isEmpty {
      try text.noting { () throws(IndexError) in
        throw .badData(path: path, line: pendingLine, reason: "a quoted field is never closed")
      }
    }
    if header == nil { throw .badHeader(path: path, reason: "the file is empty; it needs a header line") }
  }

  static func split(_ record: [UInt8], _ separator: UInt8) -> [String] {
    var fields: [String] = []
    var current: [UInt8] = []
    var quoted = false
    var i = 0
    while i < record.count {
      let b = record[i]
      if quoted {
        if b == UInt8(ascii: "\"") {
          if i + 1 < record.count && record[i + 1] == UInt8(ascii: "\"") {
            current.append(b)
            i += 1
          } else {
            quoted = false
          }
        } else {
          current.append(b)
        }
      } else if b == UInt8(ascii: "\"") {
        quoted = true
      } else if b == separator {
        fields.append(String(decoding: current, as: UTF8.self))
        current = []
      } else if b != 0x0D {
        current.append(b)
      }
      i += 1
    }
    fields.append(String(decoding: current, as: UTF8.self))
    return fields
  }
}
