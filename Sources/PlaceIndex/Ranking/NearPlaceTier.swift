/// A place said to lie near a bigger one (``NearWords``): `Pasadena near
/// Los Angeles` is Pasadena, California, not Los Angeles, whose whole name
/// the partial tier found with the rest left out, nor Pasadena, Texas.
///
/// When no name matched whole: the words before the phrase, then the
/// words after it, searched as a place and its qualifier (`Pasadena, Los
/// Angeles`), every step but the partial tier; what they find joins
/// unless it is the place the second words name itself. When that finds
/// nothing else (`Kawasaki near Tokyo`: Kawasaki lies in Kanagawa, which
/// Tokyo does not qualify), the places the first words name that lie
/// within ``RankingWeights/nearPlaceKilometers`` of the most
/// important place the second words name (``nearPlaces``).
extension CandidateSearch {
  /// How many places of the second words' name are looked around: the
  /// one people mean by it alone (`Hamilton near Toronto` is Ontario's,
  /// not the Hamilton beside Toronto, New South Wales).
  static let nearPlaces = 1

  mutating func collectNearPlace(_ literal: QueryReading, query: String, want: Int) {
    let words = literal.tokens.map(\.bytes)
    // (Not a brand's cinemas near a place, `cgv near hyehwa`: the cinema
    // steps read that.)
    guard let (place, near) = NearWords.split(words), Brand(key: Array(words[place].joined())) == nil else { return }
    let text = { (r: Range<Int>) in String(decoding: Array(words[r].joined(separator: [0x20])), as: UTF8.self) }
    let sub = search(text(place) + ", " + text(near), among: options.kinds, want: want, pass: .rewritten)
    let nearName = Array(words[near].joined(separator: [0x20]))
    let index = self.index
    let before = candidates.count
    adoptRespaced(sub, where: { c in index.normalizedName(containing: c.offset) != nearName })
    guard candidates.count == before else { return }
    let around = search(text(near), among: options.kinds, want: CandidateSearch.nearPlaces, pass: .namesOnly)
      .ranked(dedupe: false, limit: CandidateSearch.nearPlaces) { $0 }
      .filter { $0.tier == .exact }
      .map { index.coordinate(of: PlaceHandle(rank: $0.place)) }
    guard !around.isEmpty else { return }
    let radius = weights.nearPlaceKilometers * 1000
    let places = search(text(place), among: options.kinds, want: want, pass: .namesOnly)
    adoptRespaced(
      places,
      where: { c in
        c.tier == .exact
          && around.contains { GeoMath.distance($0, index.coordinate(of: PlaceHandle(rank: c.place))) <= radius }
      })
  }
}
