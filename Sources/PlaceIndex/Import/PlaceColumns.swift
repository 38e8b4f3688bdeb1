#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One row of a user's file, as a reader makes it, before it is stored in
/// ``PlaceColumns``. Short-lived: a reader makes one per row.
struct ImportedPlace {
  var kind: PlaceKind
  /// The title first; then the other names.
  var names: [String]
  /// How many of `names` are primary names.
  var primaryCount = 1
  /// Codes found only when typed whole (an airport's IATA code).
  var codes: [String] = []
  var latitude: Double
  var longitude: Double
  var population = 0
  /// The GeoNames id (0: none).
  var sourceID: UInt32 = 0
  /// The id a CSV or GeoJSON row gives itself (or its file and line).
  var userID = ""
  var countryCode = ""
  /// GeoNames admin1 and admin2 codes (without the country).
  var admin1 = ""
  var admin2 = ""
  var timezone = ""
  /// A GeoNames feature code (`MT`), or the `category` column.
  var category = ""
  var brand = ""
  /// The `importance` column, on placesearch's scale (about log10 of the
  /// people a place concerns); nil: derived from the kind and population.
  var importance: Double? = nil
  var isCapital = false
}

/// Strings that many places share (admin codes, time zones, categories),
/// stored once and referred to by number. Number 0 is the empty string.
struct StringTable {
  private var numbers: [String: UInt32] = ["": 0]
  private(set) var strings: [String] = [""]

  mutating func number(_ s: String) -> UInt32 {
    if let n = numbers[s] { return n }
    let n = UInt32(strings.count)
    numbers[s] = n
    strings.append(s)
    return n
  }

  subscript(n: UInt32) -> String { Int(n) < strings.count ? strings[Int(n)] : "" }
}

/// The places of a user's files, held in columns of fixed-width numbers and
/// one byte pool of names, about 60 bytes a place besides its names: a
/// `SourcePlace` of Swift strings and arrays takes several times that, and
/// an `allCountries.txt` build has 13 million places. ``RankedPlaces`` makes
/// each `SourcePlace` on demand, in rank order.
struct PlaceColumns {
  var kind: [UInt8] = []
  /// 1e-7 degrees, as the index stores them.
  var latitude: [Int32] = []
  var longitude: [Int32] = []
  var population: [UInt32] = []
  var sourceID: [UInt32] = []
  var importance: [Float] = []
  /// Numbers in ``strings``.
  var country: [UInt32] = []
  var admin1: [UInt32] = []
  var admin2: [UInt32] = []
  var timezone: [UInt32] = []
  var category: [UInt32] = []
  var brand: [UInt32] = []
  var isCapital: [Bool] = []
  /// Each place's names in ``names``: `nameStart[i] ..< nameStart[i + 1]`.
  var nameStart: [Int] = [0]
  /// Every name after a mark byte (``NameMark``, or ``PlaceColumns/userIDMark``).
  var names: [UInt8] = []
  var strings = StringTable()

  /// The mark of a row's own id among its names.
  static let userIDMark: UInt8 = 0x10

  /// Alternate names added after the rows (``AlternateNamesReader``):
  /// records of place (4 bytes), flags (1), length (2) and the name.
  private(set) var extra: [UInt8] = []
  /// Where each place's records start, by place, once ``sortAlternates()``
  /// has run: `extraStart[i] ..< extraStart[i + 1]` into ``extraOrder``.
  private(set) var extraStart: [UInt32] = []
  private(set) var extraOrder: [UInt64] = []

  var count: Int { kind.count }

  mutating func append(_ p: ImportedPlace) {
    kind.append(p.kind.rawValue)
    latitude.append(Int32((p.latitude * 1e7).rounded()))
    longitude.append(Int32((p.longitude * 1e7).rounded()))
    population.append(UInt32(clamping: p.population))
    sourceID.append(p.sourceID)
    importance.append(Float(p.importance ?? ImportImportance.of(p)))
    country.append(strings.number(p.countryCode))
    admin1.append(strings.number(p.admin1))
    admin2.append(strings.number(p.admin2))
    timezone.append(strings.number(p.timezone))
    category.append(strings.number(p.category))
    brand.append(strings.number(p.brand))
    isCapital.append(p.isCapital)
    for (i, n) in p.names.enumerated() { put(n, mark: i < p.primaryCount ? NameMark.primary : NameMark.alternate) }
    for c in p.codes { put(c, mark: NameMark.code) }
    if !p.userID.isEmpty { put(p.userID, mark: PlaceColumns.userIDMark) }
    nameStart.append(names.count)
  }

  private mutating func put(_ text: String, mark: UInt8) {
    names.append(mark)
    names += text.utf8.lazy.filter { $0 >= 0x20 }
  }

  /// Flags of an alternate name.
  struct AlternateFlags: OptionSet {
    let rawValue: UInt8
    static let preferred = AlternateFlags(rawValue: 1)
    static let short = AlternateFlags(rawValue: 2)
    /// Colloquial or historic: it finds the place, but is never shown.
    static let unofficial = AlternateFlags(rawValue: 4)
    static let korean = AlternateFlags(rawValue: 8)
    /// A code (IATA, ICAO, FAA, an abbreviation).
    static let code = AlternateFlags(rawValue: 16)
  }

  /// Adds an alternate name of place `i`.
  mutating func addAlternate(_ name: String, flags: AlternateFlags, to i: Int) {
    let bytes = Array(name.utf8.lazy.filter { $0 >= 0x20 }.prefix(Int(UInt16.max)))
    guard !bytes.isEmpty else { return }
    withUnsafeBytes(of: UInt32(i).littleEndian) { extra += $0 }
    extra.append(flags.rawValue)
    withUnsafeBytes(of: UInt16(bytes.count).littleEndian) { extra += $0 }
    extra += bytes
  }

  /// Groups the alternate names by place (a counting sort: O(names)).
  mutating func sortAlternates() {
    var counts = [UInt32](repeating: 0, count: count + 1)
    var at = 0
    while at + 7 <= extra.count {
      let place = Int(loadU32(at))
      let length = Int(extra[at + 5]) | Int(extra[at + 6]) << 8
      if place < count { counts[place + 1] += 1 }
      at += 7 + length
    }
    for i in 0..<count { counts[i + 1] += counts[i] }
    extraStart = counts
    var next = Array(counts.dropLast())
    extraOrder = [UInt64](repeating: 0, count: Int(counts[count]))
    at = 0
    while at + 7 <= extra.count {
      let place = Int(loadU32(at))
      let length = Int(extra[at + 5]) | Int(extra[at + 6]) << 8
      if place < count {
        extraOrder[Int(next[place])] = UInt64(at)
        next[place] += 1
      }
      at += 7 + length
    }
  }

  private func loadU32(_ at: Int) -> UInt32 {
    UInt32(extra[at]) | UInt32(extra[at + 1]) << 8 | UInt32(extra[at + 2]) << 16 | UInt32(extra[at + 3]) << 24
  }

  /// The alternate names of place `i`, in the order they were added.
  func alternates(of i: Int) -> [(name: String, flags: AlternateFlags)] {
    guard i + 1 < extraStart.count else { return [] }
    return (Int(extraStart[i])..<Int(extraStart[i + 1])).map { k in
      let at = Int(extraOrder[k])
      let length = Int(extra[at + 5]) | Int(extra[at + 6]) << 8
      return (String(decoding: extra[(at + 7)..<(at + 7 + length)], as: UTF8.self), AlternateFlags(rawValue: extra[at + 4]))
    }
  }

  /// The names of place `i` as stored, with their marks.
  func storedNames(of i: Int) -> [(mark: UInt8, text: String)] {
    var out: [(UInt8, String)] = []
    var at = nameStart[i]
    let end = nameStart[i + 1]
    while at < end {
      let mark = names[at]
      var stop = at + 1
      while stop < end && names[stop] >= 0x20 { stop += 1 }
      out.append((mark, String(decoding: names[(at + 1)..<stop], as: UTF8.self)))
      at = stop
    }
    return out
  }

  /// Frees the columns' spare capacity once every row is in.
  mutating func shrink() {
    func fit<T>(_ a: inout [T]) { if a.capacity > a.count + a.count / 8 { a = Array(a) } }
    fit(&kind); fit(&latitude); fit(&longitude); fit(&population); fit(&sourceID); fit(&importance)
    fit(&country); fit(&admin1); fit(&admin2); fit(&timezone); fit(&category); fit(&brand)
    fit(&isCapital); fit(&nameStart); fit(&names); fit(&extra)
  }
}

/// The importance of a user's place when its row gives none (see
/// ``ImportanceWeights``; the bundled data's rules, where they apply).
enum ImportImportance {
  /// The widest `importance` a row may give: the index stores importance
  /// in thousandths in 16 bits (±32.767).
  static let maxUserImportance = 30.0

  static func of(_ p: ImportedPlace) -> Double {
    let people = log10(Double(p.population) + 1)
    switch p.kind {
    case .city: return people + (p.isCapital ? ImportanceWeights.capitalBonus : 0)
    case .region: return people + ImportanceWeights.regionOffset
    case .country: return ImportanceWeights.country(people: people)
    case .airport:
      return p.population > 0 ? people + ImportanceWeights.airportOffset : ImportanceWeights.airportUnknownCity
    case .cinema: return ImportanceWeights.cinema
    default: return p.population > 0 ? people : ImportanceWeights.userPlace
    }
  }
}
