/// The qualifier reading: the last word(s) name a region or a country, and
/// the words before them a place in it (`paris texas`, `springfield il`,
/// `busan, republic of korea`).
///
/// The words before the qualifier are searched by a search of their own
/// (the first tiers, and words in any order),
/// whose places must lie in the regions or countries named
/// (``CandidateSearch/Qualifier``) and whose readings carry
/// ``RankingWeights/qualifier``; its candidates, with the facts of how
/// they matched, join this search's. A qualified match ranks in the exact
/// tier when the words before the qualifier are a whole name, else in the
/// name-prefix tier.
extension CandidateSearch {
  /// `reduced`: for a reduced query of the partial tier, whose words
  /// before the qualifier are searched by the first tiers only (one
  /// relaxation at a time, and each try must cost little).
  mutating func collectQualified(_ literal: QueryReading, want: Int, reduced: Bool = false) {
    let tokens = literal.tokens.map(\.bytes)
    // (A qualifier is the last few words: at most ``maxQualifierWords``.)
    for split in stride(from: tokens.count - 1, through: max(1, tokens.count - CandidateSearch.maxQualifierWords), by: -1) {
      let named = qualifiedAreas(Array(tokens[split...].joined(separator: [0x20])))
      guard !named.regions.isEmpty || !named.countries.isEmpty else { continue }
      var sub = CandidateSearch(index: index, settings: settings)
      sub.maxPops = min(maxPops, weights.qualifierMaxPops)
      sub.qualifier = named
      let head = String(decoding: Array(tokens[..<split].joined(separator: [0x20])), as: UTF8.self)
      var rs = QueryReading.readings(of: head) + QueryReading.abbreviatedReadings(of: head + " ")
      for i in rs.indices {
        rs[i].romanizable = literal.romanizable
        if rs[i].kind == .literal { rs[i].kind = .qualified }
        rs[i].bonus += weights.qualifier
      }
      // The first tiers, and words in any order: a qualifier is not
      // combined with a typo or the other keyboard mode (one relaxation at
      // a time, and this runs on every multi-word keystroke that finds
      // little).
      sub.collectTiers(rs, want: want)
      if !reduced && sub.candidates.isEmpty && rs[0].tokens.count > 1 {
        sub.collectAnyOrder(rs[0].tokens.map(\.bytes), want: want, reading: 0)
      }
      guard !sub.candidates.isEmpty else { continue }
      // The completions show the whole query's words (the qualifier's are
      // highlighted in the subtitle).
      var shown = literal
      shown.kind = .qualified
      adopt(sub, as: { $0.tier == .exact ? .exact : .namePrefix }, reading: { _ in shown })
      return
    }
  }

  /// The most words a qualifier has ("united states of america").
  static let maxQualifierWords = 4

  /// The regions and countries whose whole name or code is `qualifier`.
  func qualifiedAreas(_ qualifier: [UInt8]) -> Qualifier {
    var named = Qualifier(regions: [], countries: [])
    for k in [KeyClass.primaryNames, .alternateNames, .romanizedNames, .codes] {
      let set = keySet(k)
      for i in set.range(ofKey: qualifier) {
        let p = set.entryPlace[i]
        switch PlaceKind(rawValue: index.kindRaw(p)) {
        case .region: named.regions.insert(p)
        case .country: named.countries.insert(index.countryRow(p))
        default: break
        }
      }
    }
    return named
  }

  /// Takes the candidates of a search of part of the query: their tier
  /// through `tier`, their readings through `reading` (appended to this
  /// search's), their explanations as they are.
  mutating func adopt(
    _ sub: CandidateSearch, as tier: (Candidate) -> MatchTier,
    reading: (QueryReading) -> QueryReading, adjust: (inout Explanation) -> Void = { _ in },
    where keep: (Candidate) -> Bool = { _ in true }
  ) {
    let offset = readings.count
    readings += sub.readings.map(reading)
    for var c in sub.candidates where keep(c) && accepts(c.place) {
      c.tier = tier(c)
      c.explanation.tier = c.tier
      adjust(&c.explanation)
      c.reading += offset
      insert(c)
    }
  }
}
