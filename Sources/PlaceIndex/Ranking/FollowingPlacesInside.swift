/// An area the query as typed found with words unmatched (an address
/// reading leaves a word it cannot read), when the same query read
/// otherwise found a place inside it with fewer words unmatched: the
/// place is what was meant, the area follows it.
///
/// `Chunghak-dong, Chongno-gu` as typed finds Jongno-gu with `chunghak`
/// unmatched, respelled finds Junghak-dong of Jongno-gu with every word;
/// `보령시 rndchsehd` as typed finds 보령시, its last word read in the
/// Hangul it types finds 궁촌동 of 보령시.
extension CandidateSearch {
  /// Areas found by the readings before `typed` with words unmatched,
  /// listed after the best place inside them that a later reading found
  /// with fewer words unmatched (every word, or all but a building's name
  /// after it): in its tier and ``RankingWeights/qualifyingCityMargin``
  /// below it.
  mutating func followWithPlacesInside(readingsFrom typed: Int) {
    let index = self.index
    // Each area above a place the later readings found: the best such
    // place's score and the fewest words it left unmatched (as their cost).
    var above: [UInt32: (score: Double, unmatched: Double, tier: MatchTier)] = [:]
    for c in candidates where c.reading >= typed {
      let unmatched = readings[c.reading].extraPenalty
      for a in index.ancestors(of: PlaceHandle(rank: c.place)) {
        let old = above[a.rank] ?? (-.infinity, .infinity, .partial)
        above[a.rank] = (max(old.score, c.score), min(old.unmatched, unmatched), min(old.tier, c.tier))
      }
    }
    guard !above.isEmpty else { return }
    for i in candidates.indices {
      var c = candidates[i]
      guard c.reading < typed, let inside = above[c.place], readings[c.reading].extraPenalty > inside.unmatched
      else { continue }
      let ceiling = inside.score - weights.qualifyingCityMargin
      if c.score > ceiling {
        c.explanation.penalty += c.score - ceiling
        c.explanation.score = ceiling
      }
      if c.tier.group < inside.tier.group { c.tier = inside.tier }
      replace(at: i, with: c)
    }
  }
}
