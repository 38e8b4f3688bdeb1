extension CandidateSearch {
  /// `sub`'s places, a search of the query read otherwise as `text` (its
  /// other keyboard mode, without its particles), in their tiers, as a
  /// reading of `kind` shown as "results for" `text`, less `penalty`, with
  /// `leftOut`'s words of the query shown as left out, in `tier` when
  /// one is given; those `keep` accepts.
  mutating func adoptReading(
    _ sub: CandidateSearch, as kind: QueryReading.Kind, text: String, penalty: Double, leftOut: UInt16 = 0,
    tier: MatchTier? = nil, where keep: (Candidate) -> Bool = { _ in true }
  ) {
    adopt(
      sub, as: { tier ?? $0.tier },
      reading: { r in
        var r = r
        if r.kind == .literal { r.kind = kind }
        r.interpretedAs = text
        return r
      },
      adjust: { e in
        e.penalty += penalty
        e.score -= penalty
        e.leftOut |= leftOut
        if e.readingKind == .literal { e.readingKind = kind }
      },
      where: keep)
  }
}
