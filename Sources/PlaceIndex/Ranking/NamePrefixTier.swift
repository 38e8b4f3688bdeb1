/// The name-prefix tier: a name starts with the query (`new yo` → New
/// York). It competes with the exact tier on score (``MatchTier/group``).
extension CandidateSearch {
  static let namePrefixClasses: [KeyClass] = [.primaryNames, .alternateNames, .romanizedNames, .choseongNames]

  mutating func collectNamePrefix(
    _ rs: [QueryReading], lookup: LiteralLookup, want: Int, readingOffset: Int
  ) {
    for n in rs.indices where !rs[n].isWhole {
      for k in CandidateSearch.namePrefixClasses
      where k.isChoseong == (rs[n].kind == .choseong) && !(k.isRomanized && (rs[n].isHangul || !rs[n].romanizable)) {
        let set = keySet(k)
        let reading = readingOffset + n
        guard rs[n].tails.isEmpty else {
          collectTails(k, rs[n], tier: .namePrefix, want: want, reading: reading)
          continue
        }
        if k.isChoseong {
          // (Initials that are a name's whole come first among the names
          // they start: ㄷㅁㅇㄱ is 달맞이길 before 달맞이길117번나길. Their
          // keys are a run at the start of the prefix's range.)
          let range = set.range(ofPrefix: rs[n].key)
          let whole = set.range(ofKey: rs[n].key, within: range)
          collect(k, range: whole, tier: .namePrefix, want: want, reading: reading, extra: weights.choseongWhole)
          collect(k, range: range, tier: .namePrefix, want: want, reading: reading)
        } else if let cached = lookup.cached(k, reading: n) {
          collect(k, prefix: cached, node: lookup.node(k, reading: n), tier: .namePrefix, want: want, reading: reading)
        } else {
          collect(k, range: set.range(ofPrefix: rs[n].key), tier: .namePrefix, want: want, reading: reading)
        }
      }
    }
  }

  /// A jamo reading's matches: keys that start with a tail's prefix, then a
  /// scalar in one of its ranges (성 → 서 then a syllable starting with ㅇ).
  mutating func collectTails(_ k: KeyClass, _ r: QueryReading, tier: MatchTier, want: Int, reading: Int) {
    let set = keySet(k)
    let ranges = r.tails.flatMap { tail in
      let within = set.range(ofPrefix: tail.prefix)
      return tail.ranges.map {
        set.range(ofPrefix: tail.prefix, thenScalarIn: $0, within: within)
      }
    }
    collect(k, ranges: ranges, tier: tier, want: want, reading: reading)
  }
}
