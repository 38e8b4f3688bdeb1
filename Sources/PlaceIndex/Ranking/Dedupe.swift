/// The final order of the candidates, and the dedupe of places the source
/// lists twice.
extension CandidateSearch {
  /// Candidates by tier group, then score, then rank.
  ///
  /// Each kept candidate is turned into `T` as it is kept (one array, not
  /// two).
  func ranked<T>(dedupe: Bool, limit: Int, _ make: (Candidate) -> T) -> [T] {
    // Sort small keys, not the candidates themselves (the order of
    // ``better(_:than:)``).
    let order = candidates.indices
      .map { (group: candidates[$0].tier.group, score: candidates[$0].score, place: candidates[$0].place, i: $0) }
      .sorted { ($0.group, -$0.score, $0.place) < ($1.group, -$1.score, $1.place) }
      .map(\.i)
    guard dedupe else { return order.prefix(limit).map { make(candidates[$0]) } }
    // Duplicates were merged as they were found (``insert(_:)``); a chain
    // of them (a near b near c) may leave two, shown once here.
    var out: [T] = []
    out.reserveCapacity(min(limit, order.count))
    var kept: [UInt32] = []
    for i in order {
      if out.count == limit { break }
      let place = candidates[i].place
      if kept.contains(where: { isListedTwice(place, $0) }) { continue }
      kept.append(place)
      out.append(make(candidates[i]))
    }
    return out
  }
}
