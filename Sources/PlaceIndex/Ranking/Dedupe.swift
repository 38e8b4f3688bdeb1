/// The final order of the candidates, and the dedupe of places the source
/// lists twice.
extension CandidateSearch {
  /// Candidates by tier group, then score, then rank; a typo match, or a
  /// station read as its place, that outscores every name match by
  /// ``RankingWeights/typoOverWeakNameMargin`` ranks with them
  /// (``collectEndTypo(_:want:)``, ``collectStationPlace(_:want:)``).
  ///
  /// Each kept candidate is turned into `T` as it is kept (one array, not
  /// two).
  func ranked<T>(dedupe: Bool, limit: Int, _ make: (Candidate) -> T) -> [T] {
    var promoted = Double.infinity
    @inline(__always) func approximate(_ c: Candidate) -> Bool {
      c.tier == .fuzzy || c.explanation.readingKind == .station
    }
    if candidates.contains(where: approximate) {
      let best = bestNameScore
      if best > -.infinity { promoted = best + weights.typoOverWeakNameMargin }
    }
    // (A station's place competes with the typo matches when it is not
    // promoted: both are guesses at what was meant.)
    func group(_ c: Candidate) -> Int {
      guard approximate(c) else { return c.tier.group }
      return c.score >= promoted ? 0 : min(c.tier.group, MatchTier.fuzzy.group)
    }
    // Sort small keys, not the candidates themselves (the order of
    // ``better(_:than:)``).
    let order = candidates.indices
      .map { (group: group(candidates[$0]), score: candidates[$0].score, place: candidates[$0].place, i: $0) }
      .sorted { ($0.group, -$0.score, $0.place) < ($1.group, -$1.score, $1.place) }
      .map(\.i)
    guard dedupe else { return order.prefix(limit).map { make(candidates[$0]) } }
    // Duplicates were merged as they were found (``insert(_:)``); a chain
    // of them (a near b near c) may leave two, shown once here.
    var out: [T] = []
    out.reserveCapacity(min(limit, order.count))
    // (Fingerprints first, as ``insert(_:)`` does: most pairs differ in
    // them, and the full test is a call. The kept places and their
    // fingerprints side by side on the stack: no allocation, and no tuple
    // type whose metadata a process would make on its first query.)
    let capacity = min(limit, order.count)
    withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 2 * max(capacity, 1)) { kept in
      var n = 0
      for i in order {
        if out.count == limit { break }
        let place = candidates[i].place
        let fingerprint = nameFingerprint(place)
        var twice = false
        for j in 0..<n where kept[2 * j + 1] == fingerprint && isListedTwice(place, UInt32(kept[2 * j])) {
          twice = true
          break
        }
        if twice { continue }
        kept[2 * n] = UInt64(place)
        kept[2 * n + 1] = fingerprint
        n += 1
        out.append(make(candidates[i]))
      }
    }
    return out
  }
}
