/// The city a city qualifier named, listed after the places found near it:
/// `britz berlin` is Britz, then Berlin; `grolmanstrasse 51,
/// charlottenburg, berlin` is Charlottenburg, then Berlin.
///
/// The user typed the city's name, and an address in a district is an
/// address in its city too: a geocoder that knows the street answers with
/// the street in Berlin, and this data's nearest answer to that is Berlin.
/// The district, which matched more words, stays first; the city follows
/// it as a partial match that leaves out the words before the qualifier,
/// each at its cost (``dropCost(_:)``), and never ranks above the places
/// it qualified (``RankingWeights/qualifyingCityMargin``).
extension CandidateSearch {
  /// Adds the city of `named.cityPlaces` nearest to the best candidate
  /// ``searchQualified(_:in:_:want:reduced:building:)`` adopted, as a
  /// partial match of the `qualifier` words, leaving out `head` (the query's
  /// first `head.count` words, whose positions in `literal` they are).
  mutating func followWithQualifyingCity(
    _ named: Qualifier, qualifier: ArraySlice<[UInt8]>, head: ArraySlice<[UInt8]>,
    _ literal: QueryReading, adopted: [UInt32]
  ) {
    guard !named.cityPlaces.isEmpty, head.count < 16, !adopted.isEmpty else { return }
    let index = self.index
    // The most important city near the places found (the cities are in
    // rank order, best first).
    let found = adopted.map { index.coordinate(of: PlaceHandle(rank: $0)) }
    guard
      let city = named.cityPlaces.first(where: { city in
        let c = index.coordinate(of: PlaceHandle(rank: city))
        return found.contains { GeoMath.distance($0, c) < named.cityRadiusMeters }
      }),
      !adopted.contains(city)
    else { return }
    // Its name as the qualifier wrote it: the key that matched.
    let key = Array(qualifier.joined(separator: [0x20]))
    var sub = CandidateSearch(index: index, settings: settings)
    var shown = literal
    shown.kind = .partial
    shown.building = nil
    sub.readings = [shown]
    for k in [KeyClass.primaryNames, .alternateNames, .romanizedNames] {
      let set = keySet(k)
      for i in set.range(ofKey: key) where set.entryPlace[i] == city {
        sub.add(city, tier: .exact, offset: set.poolOffset(i), from: k, reading: 0)
      }
    }
    guard !sub.candidates.isEmpty else { return }
    let mask = UInt32((1 << head.count) - 1)
    let cost = head.reduce(0) { $0 + dropCost($1) }
    // Below the places it qualified, whatever its importance.
    let lowest = candidates.lazy.filter { adopted.contains($0.place) }.map(\.score).min() ?? .infinity
    let margin = weights.qualifyingCityMargin
    adopt(
      sub, as: { _ in .partial }, reading: { $0 },
      adjust: { e in
        e.penalty += cost
        e.score -= cost
        if e.score > lowest - margin {
          e.penalty += e.score - (lowest - margin)
          e.score = lowest - margin
        }
        e.leftOut = UInt16(truncatingIfNeeded: mask)
      })
  }
}
