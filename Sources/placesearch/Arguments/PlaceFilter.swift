import PlaceIndex

/// What `nearby` and `map` keep: kinds, and for an index of a user's data
/// also categories (`--category cafe`, `MT`) and brands (`--brand
/// Starbucks`) as the data names them. On the bundled data, where no place
/// has a category of its own, a word that names no kind is an error with a
/// suggestion, as before.
struct PlaceFilter {
  var kinds: PlaceKinds
  /// Normalised categories and brand of a user's data (empty: any).
  var categories: Set<String> = []
  var brand: Brand? = nil
  var brandName: String? = nil

  /// Whether results are sorted out after the search (which then asks for
  /// more).
  var filtersAfterSearch: Bool { !categories.isEmpty || brandName != nil }

  /// The kinds to search for: the kinds asked, and a user's places when a
  /// category or brand of theirs is asked.
  var searchKinds: PlaceKinds {
    filtersAfterSearch ? kinds.union([PlaceKinds(.place), PlaceKinds(.cinema)]) : kinds
  }

  /// How many more places are fetched when results are sorted out after
  /// the search: filtered from 20 times the limit (at most 1,000).
  static let candidatesPerResult = 20

  init(
    category: String?, brand: String?, defaultKinds: PlaceKinds, index: PlaceIndex, _ v: Validation
  ) throws(CommandError) {
    // (Asked only when a word names no kind or brand: the bundled data has
    // no places of a user's.)
    let hasUserPlaces = { index.containsPlaces(of: .place) || index.containsPlaces(of: .area) }
    if let category {
      let (kinds, words) = try v.kindsAndWords(category)
      if let w = words.first, !hasUserPlaces() { throw v.unknownCategory(w) }
      self.kinds = kinds
      categories = Set(words.map(PlaceFilter.key))
    } else {
      kinds = defaultKinds
    }
    if let brand {
      if let b = Brand(alias: brand) {
        self.brand = b
      } else if hasUserPlaces() {
        brandName = PlaceFilter.key(brand)
      } else {
        _ = try v.brand(brand)  // the error, with the brands there are
      }
    }
  }

  static func key(_ s: String) -> String { Normalizer.normalizedString(s) }

  /// Whether a found place passes the categories and brand of a user's data.
  func keeps(_ d: PlaceDetails) -> Bool {
    if !categories.isEmpty && !kinds.contains(d.kind) {
      guard let c = d.category, categories.contains(PlaceFilter.key(c)) else { return false }
    }
    if let brandName {
      guard let b = d.brandName, PlaceFilter.key(b) == brandName else { return false }
    }
    return true
  }

  /// The places around `center` that pass, nearest first, at most `limit`.
  func nearby(_ index: PlaceIndex, _ center: Coordinate, radius: Double, limit: Int, nearest: Bool = false)
    -> [NearbyPlace]
  {
    let fetch = filtersAfterSearch ? min(1000, limit * PlaceFilter.candidatesPerResult) : limit
    let found =
      nearest
      ? index.nearest(to: center, kinds: searchKinds, count: fetch, brand: brand)
      : index.nearby(center, options: NearbyOptions(radiusMeters: radius, kinds: searchKinds, brand: brand, limit: fetch))
    guard filtersAfterSearch else { return found }
    return Array(found.filter { keeps(index.details(of: $0.place)) }.prefix(limit))
  }
}
