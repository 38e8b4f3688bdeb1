/// The name-prefix tier: a name starts with the query (`new yo` → New
/// York). It competes with the exact tier on score (``MatchTier/group``).
extension CandidateSearch {
  static let namePrefixClasses: [KeyClass] = [.primaryNames, .alternateNames, .romanizedNames, .choseongNames]

  mutating func collectNamePrefix(
    _ rs: [QueryReading], lookup: LiteralLookup, want: Int, readingOffset: Int
  ) {
    for n in rs.indices {
      for k in CandidateSearch.namePrefixClasses
      where k.isChoseong == (rs[n].kind == .choseong) && !(k.isRomanized && (rs[n].isHangul || !rs[n].romanizable)) {
        let set = index.keySet(k)
        let reading = readingOffset + n
        guard rs[n].tails.isEmpty else {
          collectTails(k, rs[n], tier: .namePrefix, want: want, reading: reading)
          continue
        }
        let cached = lookup.cached(k, reading: n)
        // The top trie nodes keep a list of their best places: read in
        // order, it stands in for the range-minimum search.
        if let cached, want <= KeySet.hotListLength, options.usesHotLists,
          let hot = set.hotList(lookup.node(k, reading: n))
        {
          collect(k, hot: hot, range: cached, tier: .namePrefix, want: want, reading: reading)
          continue
        }
        collect(k, range: cached ?? set.range(ofPrefix: rs[n].key), tier: .namePrefix, want: want, reading: reading)
      }
    }
  }

  /// A jamo reading's matches: keys that start with a tail's prefix, then a
  /// scalar in one of its ranges (성 → 서 then a syllable starting with ㅇ).
  mutating func collectTails(_ k: KeyClass, _ r: QueryReading, tier: MatchTier, want: Int, reading: Int) {
    let set = index.keySet(k)
    let ranges = r.tails.flatMap { tail in
      let within = set.range(ofPrefix: tail.prefix)
      return tail.ranges.map {
        set.range(ofPrefix: tail.prefix, thenScalarIn: $0, within: within)
      }
    }
    collect(k, ranges: ranges, tier: tier, want: want, reading: reading)
  }
}
