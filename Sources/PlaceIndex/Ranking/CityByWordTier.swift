/// A city written with the word `city` after its name, which its names
/// lack: `Taipei City` is Taipei, whose names are Taipei and 臺北市, where
/// New Taipei City matched every word as later words of its name and
/// Songshan airport by its city's reference, "Taipei City".
///
/// When the query found fewer than a few places, ends in `city`, and no
/// place's own name is the query whole (`Mexico City`, `Kansas City` are
/// names: the rule does not run), the cities the words before name whole
/// are exact matches, read as the query was.
extension CandidateSearch {
  /// The word that says a city, and the fewest letters of the name before
  /// it.
  static let cityWord = Array("city".utf8)
  static let minCityWordName = 4

  mutating func collectCityByWord(_ literal: QueryReading, want: Int) {
    guard options.kinds.contains(.city), (2...4).contains(literal.tokens.count),
      literal.tokens.last?.bytes == CandidateSearch.cityWord
    else { return }
    let index = self.index
    let airport = PlaceKind.airport.rawValue
    guard !candidates.contains(where: { $0.tier == .exact && index.kindRaw($0.place) != airport }) else { return }
    let words = literal.tokens.dropLast().map(\.bytes)
    // (Four letters or more: `sin city` is Las Vegas's nickname, not
    // Singapore by its code Sin.)
    guard words.joined().count >= CandidateSearch.minCityWordName else { return }
    let text = String(decoding: Array(words.joined(separator: [0x20])), as: UTF8.self)
    let rs = readings(of: text, like: literal)
    guard !rs.isEmpty else { return }
    let cities = search(text, among: PlaceKinds(.city), readings: rs, want: want, pass: .namesOnly)
    adopt(cities, as: { _ in .exact }, reading: { _ in literal }, where: { $0.tier == .exact })
  }
}
