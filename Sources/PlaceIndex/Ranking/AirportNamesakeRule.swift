/// An airport named by its city and a name of its own, where a place near
/// it bears that name (`tokyo haneda`: Haneda, the district by the
/// airport; `moscow vnukovo`, `ankara esenboga`, `brussels charleroi`).
/// The qualifier reading finds the place, the other word its area, and it
/// ranks first as an exact name; the airport matched every word too, by
/// its names, in another arrangement. A query that says both the city and
/// the airport's name means the airport.
///
/// The rule: when the best candidate is a place found through a qualifier
/// (``QueryReading/Kind/qualified``), no airport, and an airport that
/// matched every word as typed (the literal reading, or the partial
/// tier's across its names: ``matchAirportWordsAcrossNames(_:)``) lies within
/// ``RankingWeights/airportNamesakeDistance`` of it, the airport takes its
/// tier and its score, plus ``RankingWeights/airportOverNamesake``. (Not
/// the city the airport serves: `perth, sco` is Perth, not Perth/Scone
/// Airport; not a place found by its own whole name: `frankfurt am main`
/// is the city; nor
/// an airport found through the qualifier itself: `paris beauvais` found
/// Charles de Gaulle so.)
extension CandidateSearch {
  mutating func applyAirportNamesakeRule() {
    // (Only after a qualifier reading, which few queries have: a test of
    // the readings, not of every candidate.)
    guard candidates.count >= 2, readings.contains(where: { $0.kind == .qualified }) else { return }
    let airport = PlaceKind.airport.rawValue
    guard let best = candidates.indices.min(by: { CandidateSearch.better(candidates[$0], than: candidates[$1]) })
    else { return }
    let p = candidates[best]
    guard index.kindRaw(p.place) != airport, readings[p.reading].kind == .qualified else { return }
    let index = self.index
    let near = { (a: UInt32) in
      GeoMath.distance(index.coordinate(of: PlaceHandle(rank: a)), index.coordinate(of: PlaceHandle(rank: p.place)))
    }
    guard
      let i = candidates.indices.filter({ i in
        let c = candidates[i]
        return index.kindRaw(c.place) == airport && c.tier.group <= MatchTier.anyOrder.group
          && c.explanation.leftOut == 0
          && (readings[c.reading].kind == .literal || readings[c.reading].kind == .partial)
      }).min(by: { CandidateSearch.better(candidates[$0], than: candidates[$1]) }),
      near(candidates[i].place) <= weights.airportNamesakeDistance,
      !isServedCity(p.place, of: candidates[i].place)
    else { return }
    var c = candidates[i]
    let lift = p.explanation.score + weights.airportOverNamesake - c.explanation.score
    c.tier = p.tier
    c.explanation.bonus += lift
    c.explanation.score += lift
    replace(at: i, with: c)
  }

  /// Whether `place` is named as the city `airport` serves (its data's
  /// city): then the query named the city, not the airport (`perth, sco`
  /// is Perth, not Perth/Scone Airport; `la romana` the town), or one of
  /// the cities it names (`Bloomington/Normal`).
  func isServedCity(_ place: UInt32, of airport: UInt32) -> Bool {
    guard let city = index.firstName(of: PlaceHandle(rank: airport), mark: NameMark.reference) else { return false }
    // (Or one of its cities: `Bloomington/Normal`, `Fort Collins/Loveland`.)
    return city.split(separator: "/").contains { index.primaryNameNormalizes(to: Normalizer.normalize(String($0)), place) }
  }
}
