/// The final order of the candidates, and the dedupe of places the source
/// lists twice.
extension CandidateSearch {
  /// Candidates by tier group, then score, then rank; a typo match that
  /// outscores every name match by ``RankingWeights/typoOverWeakNameMargin``,
  /// or a station read as its place that does by
  /// ``RankingWeights/stationOverWeakNameMargin``, ranks with them
  /// (``collectEndTypo(_:want:)``, ``collectStationPlace(_:want:)``).
  ///
  /// Each kept candidate is turned into `T` as it is kept (one array, not
  /// two).
  func ranked<T>(dedupe: Bool, limit: Int, _ make: (Candidate) -> T) -> [T] {
    var promoted = Double.infinity
    var stationPromoted = Double.infinity
    @inline(__always) func approximate(_ c: Candidate) -> Bool {
      c.tier == .fuzzy || c.explanation.readingKind == .station
    }
    if candidates.contains(where: approximate) {
      let best = bestNameScore
      if best > -.infinity {
        promoted = best + weights.typoOverWeakNameMargin
        stationPromoted = best + weights.stationOverWeakNameMargin
      }
    }
    // (A station's place competes with the typo matches when it is not
    // promoted: both are guesses at what was meant.)
    func group(_ c: Candidate) -> Int {
      guard approximate(c) else { return c.tier.group }
      let bar = c.explanation.readingKind == .station ? stationPromoted : promoted
      return c.score >= bar ? 0 : min(c.tier.group, MatchTier.fuzzy.group)
    }
    // Sort small keys, not the candidates themselves (the order of
    // ``better(_:than:)``), in a buffer on the stack: three arrays made
    // and freed here (map, sort, map) were 2 % of a keystroke.
    var out: [T] = []
    withUnsafeTemporaryAllocation(of: RankKey.self, capacity: max(candidates.count, 1)) { keys in
      for i in candidates.indices {
        let c = candidates[i]
        keys[i] = RankKey(group: group(c), score: c.score, place: c.place, index: UInt32(i))
      }
      var order = UnsafeMutableBufferPointer(rebasing: keys[0..<candidates.count])
      order.sort { ($0.group, -$0.score, $0.place) < ($1.group, -$1.score, $1.place) }
      guard dedupe else {
        out = order.prefix(limit).map { make(candidates[Int($0.index)]) }
        return
      }
      // Duplicates were merged as they were found (``insert(_:)``); a chain
      // of them (a near b near c) may leave two, shown once here.
      out.reserveCapacity(min(limit, order.count))
      // (Fingerprints first, as ``insert(_:)`` does: most pairs differ in
      // them, and the full test is a call. The kept places and their
      // fingerprints side by side on the stack: no allocation, and no tuple
      // type whose metadata a process would make on its first query.)
      let capacity = min(limit, order.count)
      withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 2 * max(capacity, 1)) { kept in
        var n = 0
        for key in order {
          if out.count == limit { break }
          let i = Int(key.index)
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
    }
    return out
  }

  /// What the final order sorts by, and the candidate it stands for.
  struct RankKey {
    var group: Int
    var score: Double
    var place: UInt32
    var index: UInt32
  }
}
