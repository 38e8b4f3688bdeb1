/// A range of text, in UTF-16 code units, as MapKit's `NSRange`.
public struct HighlightRange: Hashable, Sendable {
  /// The first UTF-16 code unit of the range.
  public var location: Int
  /// How many UTF-16 code units it spans.
  public var length: Int

  /// The range of `length` code units from `location`.
  public init(location: Int, length: Int) {
    self.location = location
    self.length = length
  }
}

/// A handle to a place in an open index: its rank, 0 being the most
/// important place.
public struct PlaceHandle: Hashable, Sendable, Comparable {
  /// The place's rank by importance: 0 is the most important place of the index.
  public let rank: UInt32
  /// The place of rank `rank`; ranks run from 0 to `PlaceIndex.count - 1`.
  /// (Internal: a handle comes from the index, ``PlaceIndex/allPlaces`` or
  /// a completion, never made up.)
  init(rank: UInt32) { self.rank = rank }
  public static func < (a: PlaceHandle, b: PlaceHandle) -> Bool { a.rank < b.rank }
}

/// How a completion matched the query, best first.
public enum MatchTier: Int, Sendable, Comparable, CustomStringConvertible {
  /// A whole name, or a whole code (IATA, ICAO, ISO), equals the query.
  case exact = 0
  /// A name starts with the query.
  case namePrefix = 1
  /// A later word of a name starts with the query.
  case wordPrefix = 2
  /// Every query word starts a word of one name, in another order.
  case anyOrder = 3
  /// A name starts with the query give or take a typo or two.
  case fuzzy = 4
  /// Some query words match nothing and were left out: the places that
  /// match the most words, when the other tiers find fewer than a few.
  case partial = 5

  public static func < (a: MatchTier, b: MatchTier) -> Bool { a.rawValue < b.rawValue }

  /// The ranking group: exact and name-prefix matches compete on score (an
  /// exact match earns a bonus); then word-prefix and typo matches (a typo
  /// costs ``RankingWeights/editPenalty`` per edit: `olso` finds Oslo before
  /// the Olson airfield); then words in another order; then partial matches.
  var group: Int {
    switch self {
    case .exact, .namePrefix: 0
    case .wordPrefix, .fuzzy: 1
    case .anyOrder: 2
    case .partial: 3
    }
  }

  /// The tier's name, as `--explain` and the JSON print it ("exact", "name prefix" …).
  public var description: String {
    switch self {
    case .exact: "exact"
    case .namePrefix: "name prefix"
    case .wordPrefix: "word prefix"
    case .anyOrder: "any order"
    case .fuzzy: "typo"
    case .partial: "partial"
    }
  }
}

/// One ranked completion of a query, as MapKit's `MKLocalSearchCompletion`.
///
/// A completion is light: ranking produces only the place, how it matched and
/// a reference to the query. Its text (``title``, ``subtitle`` and their
/// highlight ranges) is computed from the index when it is read, so a
/// keystroke costs only the ranking, and the text only for the rows shown.
/// Read ``presentation`` to get all four at once.
public struct Completion: Sendable, Hashable {
  /// The place, for ``PlaceIndex/details(of:)`` and the other lookups.
  public let place: PlaceHandle
  /// What kind of place it is.
  public let kind: PlaceKind
  /// How the place matched.
  public let tier: MatchTier
  /// The query's readings, display language and index: one reference for
  /// all the completions of a query.
  let context: QueryContext
  var index: PlaceIndex { context.index }
  let reading: Int
  /// Pool offset of the key that matched.
  let offset: Int
  /// Its position among the query's completions (its presentation's key).
  let ordinal: Int
  /// Why it ranks where it does.
  public let explanation: Explanation

  /// The visible text of a completion and what the query matched in it.
  public struct Presentation: Sendable, Hashable {
    /// The place's name as shown: the name the query matched when it is in another script or language.
    public var title: String
    /// Where and what it is ("Seoul, South Korea", "Airport · …").
    public var subtitle: String
    /// UTF-16 ranges, as MapKit's `NSRange`.
    public var titleHighlights: [HighlightRange]
    /// The parts of the subtitle the query matched (a qualifier's words).
    public var subtitleHighlights: [HighlightRange]
  }

  /// Title, subtitle and highlights, computed together the first time one
  /// is read (by any copy of the completion), then kept.
  public var presentation: Presentation {
    context.presentations.presentation(ordinal) { index.presentation(of: self) }
  }
  /// The title (``Presentation/title``).
  public var title: String { presentation.title }
  /// The subtitle (``Presentation/subtitle``).
  public var subtitle: String { presentation.subtitle }
  /// The parts of the title the query matched, in UTF-16 units.
  public var titleHighlights: [HighlightRange] { presentation.titleHighlights }
  /// The parts of the subtitle the query matched, in UTF-16 units.
  public var subtitleHighlights: [HighlightRange] { presentation.subtitleHighlights }

  /// A stable id: `geonames:<id>`, `airport:<ICAO>`, `cinema:<slug>`, or
  /// `region:<CC>.<code>` for a region without a GeoNames id.
  public var id: String { index.id(of: place) }
  /// Where the place is (a Korean road or ZIP code: its main 읍면동's representative point).
  public var coordinate: Coordinate { index.coordinate(of: place) }
  /// Its country, ISO 3166-1 alpha-2 ("KR").
  public var countryCode: String { index.countryCode(of: place) }
  /// The name through which the place matched.
  public var matchedName: String { index.storedName(containing: offset).text }
  /// The query words that matched nothing (the partial tier left them
  /// out), in their normal form; empty when every word matched.
  public var unmatchedWords: [String] { queryWords(leftOut: true) }
  /// The query words that matched, in their normal form: all of them but
  /// the ``unmatchedWords``.
  public var matchedWords: [String] { queryWords(leftOut: false) }

  private func queryWords(leftOut: Bool) -> [String] {
    let mask = explanation.leftOut
    guard let words = tier == .partial ? context.partialWords ?? context.readings.first?.tokens : context.readings.first?.tokens
    else { return [] }
    return words.indices.filter { ($0 < 16 && mask & (1 << $0) != 0) == leftOut }
      .map { String(decoding: words[$0].bytes, as: UTF8.self) }
  }
  /// How the query was read when not as typed: the text it was taken for
  /// ("서울" for tjdnf, typed with the keyboard in English mode).
  public var interpretedAs: String? { context.readings[reading].interpretedAs }

  public static func == (a: Completion, b: Completion) -> Bool {
    a.place == b.place && a.offset == b.offset && a.tier == b.tier && a.reading == b.reading
      && a.context === b.context
  }

  public func hash(into h: inout Hasher) {
    h.combine(place)
    h.combine(offset)
  }
}

/// Why a completion ranks where it does (`--explain`): its score is the sum
/// of these parts, and completions are ordered by tier group, then score.
///
/// Stored in 56 bytes (small fields first, the distance with a sentinel
/// instead of an optional), so that a candidate, which holds one, fits in
/// 64: copies that size are a few moves, larger ones a call to `memcpy`,
/// and ranking copies candidates a dozen times per keystroke.
public struct Explanation: Sendable, Hashable {
  /// How the place matched (``MatchTier``).
  public var tier: MatchTier
  /// The same, stored as a one-byte enum (explanations are copied often;
  /// this keeps them plain data).
  var readingKind: QueryReading.Kind
  private var editCount: UInt8
  /// Which reading of its search found the place (``Candidate/reading``).
  var readingIndex: UInt16 = 0
  /// The query words the partial tier left out, as bits by word position
  /// (0 when every word matched; a query has at most
  /// ``QueryLimits/maxWords`` words).
  var leftOut: UInt16 = 0
  /// The place's static importance (see the README's ranking formula).
  public var importance: Double
  /// Bonuses: an exact name or code, a matching qualifier, a Korean place
  /// for a Hangul query.
  public var bonus: Double
  /// Penalties: an alternate name, a weaker reading, typos.
  public var penalty: Double
  /// The location bias (`--near`), and the distance it came from.
  public var bias: Double
  /// ``distanceMeters``, or -1 for none.
  private var distance: Double
  /// importance + bonus − penalty + bias: the order within a tier group.
  public var score: Double

  init(
    tier: MatchTier, readingKind: QueryReading.Kind, edits: Int, importance: Double, bonus: Double,
    penalty: Double, bias: Double, distanceMeters: Double?, score: Double
  ) {
    self.tier = tier
    self.readingKind = readingKind
    editCount = UInt8(clamping: edits)
    self.importance = importance
    self.bonus = bonus
    self.penalty = penalty
    self.bias = bias
    distance = distanceMeters ?? -1
    self.score = score
  }

  /// How the query was read: literal, jamo, choseong, keyboard, qualified.
  public var reading: String { readingKind.name }
  /// Edits of a typo-tolerant match (0 otherwise).
  public var edits: Int {
    get { Int(editCount) }
    set { editCount = UInt8(clamping: newValue) }
  }
  /// The distance from `near`, when a bias was asked for.
  public var distanceMeters: Double? {
    get { distance < 0 ? nil : distance }
    set { distance = newValue ?? -1 }
  }
}

/// What a query's completions share: its readings and display language.
final class QueryContext: Sendable {
  let index: PlaceIndex
  let readings: [QueryReading]
  /// The words a partial match's mask counts, when not the literal
  /// reading's (``CandidateSearch/partialWords``).
  let partialWords: [MatchToken]?
  let language: DisplayLanguage
  /// Its completions' presentations, once read.
  let presentations = PresentationCache()

  init(index: PlaceIndex, readings: [QueryReading], partialWords: [MatchToken]? = nil, language: DisplayLanguage) {
    self.index = index
    self.readings = readings
    self.partialWords = partialWords
    self.language = language
  }
}

/// Everything the index knows about one place.
public struct PlaceDetails: Sendable, Hashable {
  /// The place.
  public var place: PlaceHandle
  /// Its stable id (``Completion/id``).
  public var id: String
  /// What kind of place it is.
  public var kind: PlaceKind
  /// The primary name.
  public var name: String
  /// The Korean name, where the data has one.
  public var koreanName: String?
  /// Its name as a title (the Korean one with `--lang ko`).
  public var title: String
  /// Where and what it is, as a completion's subtitle.
  public var subtitle: String
  /// Where it is.
  public var coordinate: Coordinate
  /// Its country, ISO 3166-1 alpha-2.
  public var countryCode: String
  /// The country's name, where known.
  public var countryName: String?
  /// The first-level division it lies in (GeoNames admin1), where known.
  public var region: String?
  /// Its IANA time zone ("Asia/Seoul"), where known.
  public var timezone: String?
  /// How many people live there (for an airport: in the city it serves), where known.
  public var population: Int?
  /// Its GeoNames id, for GeoNames places.
  public var geonameID: Int?
  /// An airport's IATA code.
  public var iata: String?
  /// An airport's ICAO code.
  public var icao: String?
  /// A cinema's brand.
  public var brand: Brand?
  /// Other names, in the order of the source.
  public var alternateNames: [String]
  /// Its place in the Korean address system, for places in Korea.
  public var address: KoreanAddress?
  /// What a place of a user's data is: its GeoNames feature code (`MT`)
  /// or its `category` column; nil for the bundled kinds.
  public var category: String? = nil
  /// The brand a user's data gives a place or cinema, as written (``brand``
  /// is set too when it is one of the cinema chains).
  public var brandName: String? = nil
}

/// A place's Korean address: the areas above it and, for an area, its code
/// and box; for a road or ZIP code, its 읍면동 and ZIP codes.
public struct KoreanAddress: Sendable, Hashable {
  /// The area's own code (2, 5, 8 or 10 digits), for areas.
  public var areaCode: String?
  /// The areas above the place, largest first (서울특별시, 강남구).
  public var areas: [String]
  /// Their ids.
  public var areaIDs: [String]
  /// The area's bounding box.
  public var bounds: BoundingBox?
  /// The 읍면동 a road runs through or a ZIP code covers, most addresses
  /// first.
  public var neighbourhoods: [String]
  /// A road's ZIP codes, most addresses first; a ZIP code's own.
  public var postcodes: [String]
  /// When the coordinate is approximate: the 읍면동 whose representative
  /// point it is (roads and ZIP codes have none of their own).
  public var approximateAt: String?
}

/// A box on the map, in degrees.
public struct BoundingBox: Sendable, Hashable {
  /// The southern edge, in degrees of latitude.
  public var south: Double
  /// The western edge, in degrees of longitude.
  public var west: Double
  /// The northern edge, in degrees of latitude.
  public var north: Double
  /// The eastern edge, in degrees of longitude.
  public var east: Double
}

/// A place found around a point. Its details come from
/// `PlaceIndex.details(of:)`, only for the places that are shown.
public struct NearbyPlace: Sendable, Hashable {
  /// The place.
  public var place: PlaceHandle
  /// What kind of place it is.
  public var kind: PlaceKind
  /// Where it is.
  public var coordinate: Coordinate
  /// How far it is from the centre, in metres (great circle).
  public var distanceMeters: Double
  /// The point the search was made around.
  public var center: Coordinate
  /// The initial bearing from the centre to the place, 0 ..< 360, computed
  /// when read.
  public var bearingDegrees: Double { GeoMath.bearing(from: center, to: coordinate) }
}
