/// An airport by its IATA code and the word airport: `bos airport`, `sea
/// international airport`. Step 2 of
/// ``CandidateSearch/collectStrict(query:readings:want:pass:)``, before the
/// words in any order: a code that starts many names (`bos`: Bose, Boston,
/// Bosaso) left the airport past the any-order tier's budget, or behind a
/// small airport whose name has the code as a word (`sea airport` was Salton
/// Sea Airport, `man airport` Man Airport of Côte d'Ivoire). The airport
/// enters as an exact code match (``RankingWeights/exactAirportCode``), so
/// a name matched whole still outranks a small airport's code, by score.
extension CandidateSearch {
  /// The airports whose IATA code is one word of the query when every
  /// other word means airport or is one every airport's name may have
  /// (`international`, `intl`: ``AirportNames/genericWords``).
  mutating func collectAirportByCode(_ literal: QueryReading, want: Int) {
    let words = literal.tokens.map(\.bytes)
    guard words.count >= 2, words.count <= 4, options.kinds.contains(.airport),
      words.contains(where: { CandidateSearch.airportWords.contains($0) })
    else { return }
    var code: [UInt8]? = nil
    for w in words where !CandidateSearch.airportWords.contains(w) {
      if AirportNames.genericWords.contains(String(decoding: w, as: UTF8.self)) { continue }
      // (One code, three ASCII letters: the query's normal form is lower case.)
      guard code == nil, w.count == 3, w.allSatisfy({ $0 &- 0x61 < 26 }) else { return }
      code = w
    }
    guard let code else { return }
    let set = keySet(.codes)
    let airport = PlaceKind.airport.rawValue
    for i in set.range(ofKey: code) where index.kindRaw(set.entryPlace[i]) == airport {
      add(set.entryPlace[i], tier: .exact, offset: set.poolOffset(i), from: .codes, reading: 0)
    }
  }
}
