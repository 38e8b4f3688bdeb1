import Testing

@testable import PlaceIndex

/// Past ``CandidateSearch/indexedCandidates`` candidates, a search finds a
/// place's candidate and a place's twins (a place listed twice) by
/// dictionaries instead of scans: seeded random insertions, many of them
/// of twins, against the scan the search made before.
@Suite struct CandidateSlotsTests {
  /// The scan: the place's candidate if it has one, else the first
  /// candidate of the same fingerprint that is its twin, else a new one.
  static func insertByScan(_ c: Candidate, into list: inout [Candidate], _ search: CandidateSearch) {
    if let i = list.firstIndex(where: { $0.place == c.place }) {
      if CandidateSearch.better(c, than: list[i]) { list[i] = c }
      return
    }
    let fingerprint = search.nameFingerprint(c.place)
    for j in list.indices where search.nameFingerprint(list[j].place) == fingerprint {
      guard search.isListedTwice(c.place, list[j].place) else { continue }
      if CandidateSearch.better(c, than: list[j]) { list[j] = c }
      return
    }
    list.append(c)
  }

  @Test func slotsFindWhatAScanFinds() {
    // The oracle's index: 3,000 cities named from a few syllables, so
    // that names repeat; with a wide duplicate distance, many are twins.
    let index = RankingOracleTests.index
    var rng = SplitMix64(seed: 0x5107)
    let tiers: [MatchTier] = [.exact, .namePrefix, .wordPrefix, .anyOrder, .fuzzy, .partial]
    var indexed = 0
    for _ in 0..<60 {
      var options = CompletionOptions()
      options.weights.duplicateDistance = [10_000.0, 500_000, 20_000_000].randomElement(using: &rng)!
      var search = CandidateSearch(index: index, options: options)
      var byScan: [Candidate] = []
      // Places drawn from a small pool, so that places come again.
      let pool = (0..<Int.random(in: 20...400, using: &rng)).map { _ in
        UInt32.random(in: 0..<UInt32(index.count), using: &rng)
      }
      for _ in 0..<Int.random(in: 1...600, using: &rng) {
        let score = Double(Int.random(in: 0...2000, using: &rng)) / 100
        let e = Explanation(
          tier: .exact, readingKind: .literal, edits: 0, importance: score, bonus: 0, penalty: 0, bias: 0,
          distanceMeters: nil, score: score)
        let c = Candidate(
          place: pool.randomElement(using: &rng)!, tier: tiers.randomElement(using: &rng)!, reading: 0, offset: 0,
          explanation: e)
        search.insert(c)
        CandidateSlotsTests.insertByScan(c, into: &byScan, search)
      }
      if search.candidates.count > CandidateSearch.indexedCandidates { indexed += 1 }
      #expect(search.candidates.map(\.place) == byScan.map(\.place))
      #expect(search.candidates.map(\.score) == byScan.map(\.score))
      #expect(search.candidates.map(\.tier) == byScan.map(\.tier))
      #expect(search.candidatePlaces == byScan.map(\.place))
      for c in byScan { #expect(search.slot(of: c.place) == byScan.firstIndex { $0.place == c.place }) }
    }
    // (Both ways were compared: most rounds pass the threshold.)
    #expect(indexed >= 20)
  }
}
