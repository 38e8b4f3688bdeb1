import PlaceIndex

/// Turns option values into checked values, with one-line errors.
struct Validation {
  let usage: String

  func fail(_ message: String) -> CommandError { .usage(message, usage) }

  /// A whole number from 1 to `maximum`.
  func limit(_ text: String?, default value: Int, maximum: Int = 1000) throws(CommandError) -> Int {
    guard let text else { return value }
    guard let n = Int(text), (1...maximum).contains(n) else {
      throw fail("--limit must be a whole number from 1 to \(maximum), got '\(shown(text))'.")
    }
    return n
  }

  /// "LAT,LON" (or "LAT, LON").
  func coordinate(_ text: String, option: String) throws(CommandError) -> Coordinate {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2 else {
      throw fail("\(option) must be LAT,LON in decimal degrees, got '\(shown(text))'.")
    }
    return try coordinate(String(parts[0]), String(parts[1]))
  }

  /// A point given as one `LAT,LON` word or two words `LAT LON`;
  /// `missing` is the message when none is given.
  func point(_ words: [String], missing: String) throws(CommandError) -> Coordinate {
    switch words.count {
    case 1: return try coordinate(words[0], option: "the point")
    case 2: return try coordinate(words[0], words[1])
    case 0: throw fail(missing)
    default: throw fail("give a point as LAT,LON or LAT LON, got \(words.count) values.")
    }
  }

  func coordinate(_ latText: String, _ lonText: String) throws(CommandError) -> Coordinate {
    let lat = try number(latText, what: "latitude")
    let lon = try number(lonText, what: "longitude")
    guard (-90...90).contains(lat) else {
      throw fail("latitude must be between -90 and 90, got \(shown(trim(latText))).")
    }
    guard (-180...180).contains(lon) else {
      throw fail("longitude must be between -180 and 180, got \(shown(trim(lonText))).")
    }
    return Coordinate(latitude: lat, longitude: lon)
  }

  private func trim(_ s: String) -> String { s.filter { $0 != " " } }

  /// A value as an error echoes it: at most 40 characters, so a pasted
  /// page stays a short one-line message.
  private func shown(_ s: String) -> String { s.shown }

  private func number(_ text: String, what: String) throws(CommandError) -> Double {
    let t = trim(text)
    // Decimal only: Double() would also read 0x10 (hex) and 1e400 (inf).
    let decimal = !t.isEmpty && t.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E || $0 == 0x2D || $0 == 0x2B || $0 == 0x65 || $0 == 0x45 }
    guard decimal, let d = Double(t), d.isFinite else {
      throw fail("\(what) must be a number in decimal degrees, got '\(shown(t))'.")
    }
    return d
  }

  /// "500", "500m", "1.5km": metres, more than 0 and at most 20,000 km.
  func radius(_ text: String?, default value: Double) throws(CommandError) -> Double {
    guard let text else { return value }
    var t = text.lowercased().filter { $0 != " " }
    var scale = 1.0
    if t.hasSuffix("km") {
      scale = 1000
      t.removeLast(2)
    } else if t.hasSuffix("m") {
      t.removeLast()
    }
    guard let d = Double(t), d.isFinite else {
      throw fail("--radius must be a distance such as 500m or 2km, got '\(shown(text))'.")
    }
    let m = d * scale
    guard m > 0 else { throw fail("--radius must be more than 0, got '\(shown(text))'.") }
    guard m <= 20_000_000 else {
      throw fail("--radius must be at most 20000km (half the Earth's circumference), got '\(shown(text))'.")
    }
    return m
  }

  /// A comma-separated list of kinds: city, region, country, airport, cinema,
  /// province, district, neighbourhood, village, road, postcode
  /// (or all).
  func kinds(_ text: String, option: String = "--category") throws(CommandError) -> PlaceKinds {
    let (kinds, unknown) = try kindsAndWords(text, option: option)
    if let w = unknown.first { throw unknownCategory(w) }
    return kinds
  }

  /// The kinds of a `--category` list, and its words that name no kind (a
  /// category of a user's data, or a typo: see ``PlaceFilter``).
  func kindsAndWords(_ text: String, option: String = "--category") throws(CommandError) -> (PlaceKinds, [String]) {
    var kinds: PlaceKinds = []
    var unknown: [String] = []
    for word in text.lowercased().split(separator: ",") {
      let w = String(word).trimmingSpaces
      if w == "all" {
        kinds = .all
        continue
      }
      let singular = w.hasSuffix("s") ? String(w.dropLast()) : w
      guard let k = PlaceKind(name: w) ?? PlaceKind(name: singular) else {
        if !w.isEmpty { unknown.append(w) }
        continue
      }
      kinds.insert(PlaceKinds(k))
    }
    guard !kinds.isEmpty || !unknown.isEmpty else { throw fail("\(option) needs at least one category.") }
    return (kinds, unknown)
  }

  func unknownCategory(_ w: String) -> CommandError {
    let names = PlaceKind.allCases.map(\.description)
    var message = "unknown category '\(w)'; use \(names.dropLast().joined(separator: ", ")) or \(names.last!)."
    if let near = Suggestion.closest(to: w, among: names) {
      message = "unknown category '\(w)'. Did you mean '\(near)'?"
    }
    return fail(message)
  }

  /// address, poi or all.
  func type(_ text: String) throws(CommandError) -> PlaceKinds {
    switch text.lowercased() {
    case "address": return .address
    case "poi": return .pointsOfInterest
    case "all": return .all
    default: throw fail("--type must be address, poi or all, got '\(shown(text))'.")
    }
  }

  func country(_ text: String) throws(CommandError) -> String {
    let code = text.uppercased()
    guard code.utf8.count == 2, code.utf8.allSatisfy({ $0 >= 0x41 && $0 <= 0x5A }) else {
      throw fail("--country must be a two-letter ISO 3166 code such as KR, got '\(shown(text))'.")
    }
    return code
  }

  func brand(_ text: String) throws(CommandError) -> Brand {
    guard let b = Brand(alias: text) else {
      throw fail("unknown brand '\(text)'; use CGV, Lotte Cinema (롯데시네마) or Megabox (메가박스).")
    }
    return b
  }

  /// The query text of the positionals, which must have a letter or digit.
  /// The query words as one text, cut to ``QueryLimits`` (with a note on
  /// stderr when it was: the rest would not be read anyway).
  func query(_ words: [String], what: String = "query") throws(CommandError) -> String {
    let (text, wasCut) = QueryLimits.cut(words.joined(separator: " "))
    guard !text.trimmingSpaces.isEmpty else { throw fail("the \(what) is empty.") }
    guard !Normalizer.normalize(text).isEmpty else {
      throw fail("the \(what) '\(text.shown)' has no letters or digits.")
    }
    if wasCut {
      Terminal.err(
        "note: only the first \(QueryLimits.maxWords) words and \(QueryLimits.maxScalars) characters of the \(what) are read.\n")
    }
    return text
  }
}

extension String {
  /// The text as an error message echoes it: at most 40 characters.
  var shown: String { count > 40 ? String(prefix(40)) + "…" : self }

  /// Without leading and trailing spaces and tabs. (On the UTF-8 bytes:
  /// the generic `drop(while:).reversed()` made the runtime look up
  /// conformances at start-up, 20 MB of page faults.)
  var trimmingSpaces: String {
    let bytes = Array(utf8)
    var a = 0
    var b = bytes.count
    while a < b && (bytes[a] == 0x20 || bytes[a] == 0x09) { a += 1 }
    while b > a && (bytes[b - 1] == 0x20 || bytes[b - 1] == 0x09) { b -= 1 }
    return String(decoding: bytes[a..<b], as: UTF8.self)
  }
}
