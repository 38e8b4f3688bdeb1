/// The reduced queries the partial tier tries (``collectPartial(_:query:want:)``):
/// subsets of the words left out, cheapest first; when none finds a place,
/// runs of adjacent words kept alone; then single words. Each kept text is
/// searched once, and each way is bounded by a weight
/// (``RankingWeights/partialMaxVariants``, ``RankingWeights/partialMaxRuns``,
/// ``RankingWeights/partialMaxSingleWords``).
extension CandidateSearch {
  /// Searches the reduced queries that leave out each variant's words and
  /// the dead ones, cheapest first, each kept text once (`tried`), at most
  /// `maxSearches` of them; once one finds places, only those within
  /// ``RankingWeights/partialCostSlack`` of its cost.
  mutating func collectVariants(
    _ variants: ArraySlice<(mask: UInt32, cost: Double)>, words: [[UInt8]], dead: UInt32, deadCost: Double,
    tried: inout [[UInt8]], _ literal: QueryReading, want: Int, maxSearches: Int = .max
  ) {
    var firstFound: Double? = nil
    var searched = 0
    for (drop, dropCost) in variants {
      if let first = firstFound, dropCost > first + weights.partialCostSlack { break }
      guard searched < maxSearches else { break }
      let kept = Array(words.indices.filter { (drop | dead) & (1 << $0) == 0 }.map { words[$0] }.joined(separator: [0x20]))
      if tried.contains(kept) { continue }
      tried.append(kept)
      searched += 1
      if collectReduced(words: words, leavingOut: drop | dead, cost: dropCost + deadCost, literal, want: want) {
        firstFound = firstFound ?? dropCost
      }
    }
  }

  /// When no cheap way of leaving words out found a place, nor an airport
  /// by its city's leading words: runs of
  /// adjacent live words kept alone, up to ``RankingWeights/partialRunWords``
  /// long, the run whose words cost most to leave out first (the rest cost
  /// least), at most ``RankingWeights/partialMaxRuns`` of them, and once one
  /// finds places, those within ``RankingWeights/partialCostSlack`` of it.
  /// A run may span a dead word (a number inside a name is left out, the
  /// words around it kept together).
  mutating func collectRuns(
    _ words: [[UInt8]], live: [Int], dead: UInt32, costs: [Double], tried: inout [[UInt8]],
    _ literal: QueryReading, want: Int
  ) {
    guard live.count >= 3 else { return }
    let liveMask = live.reduce(UInt32(0)) { $0 | 1 << $1 }
    var runs: [(mask: UInt32, cost: Double)] = []
    for start in live.indices {
      for end in start..<min(live.count, start + weights.partialRunWords) where end - start + 1 < live.count {
        let keep = live[start...end].reduce(UInt32(0)) { $0 | 1 << $1 }
        let drop = liveMask & ~keep
        runs.append((drop, CandidateSearch.cost(of: drop, costs)))
      }
    }
    runs.sort { ($0.cost, $0.mask) < ($1.cost, $1.mask) }
    collectVariants(
      runs[...], words: words, dead: dead, deadCost: CandidateSearch.cost(of: dead, costs), tried: &tried,
      literal, want: want, maxSearches: weights.partialMaxRuns)
  }

  /// When no run of words found a place either: each live word alone,
  /// the one that costs most to leave out (the likeliest name) first, at
  /// most ``RankingWeights/partialMaxSingleWords`` of them. Runs are tried
  /// longest-kept first and stop at ``RankingWeights/partialMaxRuns``, so
  /// in a long query of stray words they may never reach the one word
  /// that names a place; a list with that place beats an empty one.
  mutating func collectSingleWords(
    _ words: [[UInt8]], live: [Int], dead: UInt32, costs: [Double], tried: inout [[UInt8]],
    _ literal: QueryReading, want: Int
  ) {
    guard live.count >= 2 else { return }
    let liveMask = live.reduce(UInt32(0)) { $0 | 1 << $1 }
    let singles = live.sorted { (-costs[$0], $0) < (-costs[$1], $1) }.map { i -> (mask: UInt32, cost: Double) in
      let drop = liveMask & ~(1 << UInt32(i))
      return (drop, CandidateSearch.cost(of: drop, costs))
    }
    collectVariants(
      singles[...], words: words, dead: dead, deadCost: CandidateSearch.cost(of: dead, costs), tried: &tried,
      literal, want: want, maxSearches: weights.partialMaxSingleWords)
  }
}
