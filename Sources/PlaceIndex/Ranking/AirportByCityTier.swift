/// Airports by the city they serve: `osaka airport` is Kansai and Itami,
/// `busan airport` Gimhae, though neither name says so.
///
/// When a query word says "airport" (``airportWords``), the other words,
/// less those every airport has (``AirportNames``: `international`,
/// `metropolitan`), are searched among airports only: an airport's data
/// names the city it serves, and that name finds it (a reference,
/// ``NameMark/reference``). Its matches are in the any-order tier: every
/// word matched, one by the kind and the others by the city.
extension CandidateSearch {
  /// Words that mean "airport", as a whole query word.
  static let airportWords: Set<[UInt8]> = Set(
    ["airport", "airports", "aeroport", "aeropuerto", "aeroporto", "flughafen", "lotnisko", "luchthaven", "공항"]
      .map { Array($0.utf8) })

  mutating func collectAirportsByCity(_ literal: QueryReading, want: Int) {
    let words = literal.tokens.map(\.bytes)
    guard words.count >= 2, options.kinds.contains(.airport),
      let a = words.firstIndex(where: { CandidateSearch.airportWords.contains($0) })
    else { return }
    // The words every airport has, or that only describe one
    // (`international`, `metropolitan`), name no city: left out
    // (`phoenix international airport` is the airport of Phoenix).
    let city = words.indices.filter { $0 != a }.map { words[$0] }.filter { w in
      let word = String(decoding: w, as: UTF8.self)
      return !AirportNames.genericWords.contains(word) && !AirportNames.describingWords.contains(word)
    }
    guard !city.isEmpty else { return }
    let text = String(decoding: Array(city.joined(separator: [0x20])), as: UTF8.self)
    var o = options
    o.kinds = PlaceKinds(.airport)
    var sub = CandidateSearch(index: index, options: o)
    var rs = QueryReading.readings(of: text)
    for i in rs.indices { rs[i].romanizable = literal.romanizable }
    sub.collectStrict(query: text, readings: rs, want: want, pass: .qualifying)
    adopt(sub, as: { _ in .anyOrder }, reading: { _ in literal })
  }
}
