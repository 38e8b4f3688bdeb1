/// The final order of the candidates, and the dedupe of places the source
/// lists twice.
extension CandidateSearch {
  /// Candidates by tier group, then score, then rank.
  ///
  /// Each kept candidate is turned into `T` as it is kept (one array, not
  /// two).
  func ranked<T>(dedupe: Bool, limit: Int, _ make: (Candidate) -> T) -> [T] {
    // Sort small keys, not the candidates themselves.
    var order = candidates.indices.map { i in
      (group: candidates[i].tier.group, score: candidates[i].score, place: candidates[i].place, i: i, kept: false)
    }
    order.sort { ($0.group, -$0.score, $0.place) < ($1.group, -$1.score, $1.place) }
    // Duplicates were merged as they were found (``insert(_:)``); a chain
    // of them (a near b near c) may leave two, shown once here.
    var out: [T] = []
    out.reserveCapacity(min(limit, order.count))
    guard dedupe else { return order.prefix(limit).map { make(candidates[$0.i]) } }
    // The same place listed twice in the source (same kind, close, the same
    // name) is shown once; a city and its airport are different. Places
    // further apart north–south than the distance (in degrees of latitude,
    // 111,195 m each) are not measured, and names are compared last.
    let distance = weights.duplicateDistance
    let band = distance / 111_195 * 1.0001
    var kept: [(place: UInt32, kind: UInt8, at: Coordinate)] = []
    for j in order.indices {
      if out.count == limit { break }
      let place = order[j].place
      let at = index.coordinate(of: PlaceHandle(rank: place))
      let kind = index.kindRaw(place)
      var duplicate = false
      for k in kept
      where k.kind == kind && abs(k.at.latitude - at.latitude) < band
        && GeoMath.distance(at, k.at) < distance && index.primaryNamesMatch(place, k.place)
      {
        duplicate = true
        break
      }
      if !duplicate {
        kept.append((place, kind, at))
        out.append(make(candidates[order[j].i]))
      }
    }
    return out
  }
}
