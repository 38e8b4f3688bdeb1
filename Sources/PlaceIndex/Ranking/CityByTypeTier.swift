/// A city written with the words of its municipality before or after its
/// name, which its names lack (``MunicipalWords``): `Taipei City` is
/// Taipei, whose names are Taipei and 臺北市, where New Taipei City
/// matched every word as later words of its name; `Comune di Padova` is
/// Padua, not a place the partial tier found by `comune`; `Stadt Zürich`
/// the city, not the canton.
///
/// When the query found fewer than a few places, and no place's own name
/// is the query whole as an exact match (`Mexico City`, `Kansas City`,
/// `Kota Kinabalu` are names: the rule does not run), the cities the other
/// words name whole are exact matches, read as the query was.
extension CandidateSearch {
  /// The fewest letters of the name left: `sin city` is Las Vegas's
  /// nickname, not Singapore by its code Sin.
  static let minCityWordName = 4

  mutating func collectCityByType(_ literal: QueryReading, want: Int) {
    guard options.kinds.contains(.city), (2...5).contains(literal.tokens.count) else { return }
    let all = literal.tokens.map(\.bytes)
    guard let name = MunicipalWords.name(in: all) else { return }
    let index = self.index
    let airport = PlaceKind.airport.rawValue
    guard !candidates.contains(where: { $0.tier == .exact && index.kindRaw($0.place) != airport }) else { return }
    let words = all[name]
    guard words.joined().count >= CandidateSearch.minCityWordName else { return }
    let text = String(decoding: Array(words.joined(separator: [0x20])), as: UTF8.self)
    let rs = readings(of: text, like: literal)
    guard !rs.isEmpty else { return }
    let cities = search(text, among: PlaceKinds(.city), readings: rs, want: want, pass: .namesOnly)
    adopt(cities, as: { _ in .exact }, reading: { _ in literal }, where: { $0.tier == .exact })
  }
}
