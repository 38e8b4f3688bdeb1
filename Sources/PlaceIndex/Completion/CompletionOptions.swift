/// What a completion query may return.
public struct CompletionOptions: Sendable {
  /// At most this many results.
  public var limit: Int = 10
  /// Only places of these kinds.
  public var kinds: PlaceKinds = .all
  /// Nearer places rank higher within a match tier (a soft bias).
  public var near: Coordinate? = nil
  /// The distance, in km, at which the bias has fallen to 1/e of its
  /// strength at the point itself.
  public var biasScaleKilometers: Double = 300
  /// Only places in this country (ISO 3166-1 alpha-2, any case).
  public var countryCode: String? = nil
  /// The language of titles and subtitles.
  public var language: DisplayLanguage = .default
  /// Every ranking weight and threshold (``RankingWeights``).
  public var weights: RankingWeights = .standard
  /// Whether the top trie nodes' lists of best places may stand in for the
  /// range-minimum search (the same results; the tests compare the two).
  var usesHotLists = true

  /// Options with a limit, kinds, a point to rank places near and a country; the other settings are properties.
  public init(
    limit: Int = 10, kinds: PlaceKinds = .all, near: Coordinate? = nil,
    countryCode: String? = nil
  ) {
    self.limit = limit
    self.kinds = kinds
    self.near = near
    self.countryCode = countryCode
  }
}

/// The language results are shown in.
public enum DisplayLanguage: String, Sendable {
  /// Each place's own primary name, or the name the query matched.
  case `default`
  /// Korean names where the data has them (서울 / 대한민국).
  case korean = "ko"
}
