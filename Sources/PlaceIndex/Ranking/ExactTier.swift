/// The exact tier: a whole name or code equals the query.
///
/// Only the readings that are text as typed (literal, address, keyboard,
/// abbreviated, qualified, partial) are looked up whole; the jamo and
/// initials readings are unfinished by nature. The best of the matches
/// enter, as a common name (Santa Cruz) has hundreds.
extension CandidateSearch {
  /// What the exact lookups found on the way, for the name-prefix tier: the
  /// prefix ranges and trie nodes of the last whole-text reading.
  struct LiteralLookup {
    var reading = -1
    /// Primary, alternate, romanized names.
    var prefix: [Range<Int>?] = [nil, nil, nil]
    var node = [-1, -1, -1]

    static func slot(_ k: KeyClass) -> Int? {
      switch k {
      case .primaryNames: 0
      case .alternateNames: 1
      case .romanizedNames: 2
      default: nil
      }
    }

    func cached(_ k: KeyClass, reading n: Int) -> Range<Int>? {
      guard n == reading, let s = LiteralLookup.slot(k) else { return nil }
      return prefix[s]
    }

    func node(_ k: KeyClass) -> Int { LiteralLookup.slot(k).map { node[$0] } ?? -1 }
  }

  /// Whether a reading is whole text, looked up by the exact tier.
  static func isWholeText(_ kind: QueryReading.Kind) -> Bool {
    switch kind {
    case .literal, .address, .keyboard, .abbreviated, .qualified, .partial: true
    case .jamo, .choseong: false
    }
  }

  mutating func collectExact(_ rs: [QueryReading], want: Int, readingOffset: Int) -> LiteralLookup {
    var lookup = LiteralLookup()
    for (n, r) in rs.enumerated() where CandidateSearch.isWholeText(r.kind) {
      lookup.reading = n
      // Primary and other names are looked up together (their cache misses
      // overlap); codes need whole keys only: one bisection.
      let primary = index.keySet(.primaryNames)
      let alternate = index.keySet(.alternateNames)
      let (p, a) = KeySet.lookup(r.key, in: primary, and: alternate)
      (lookup.prefix[0], lookup.node[0]) = (p.range, p.node)
      (lookup.prefix[1], lookup.node[1]) = (a.range, a.node)
      let reading = readingOffset + n
      collect(.primaryNames, range: primary.range(ofKey: r.key, within: p.range), tier: .exact, want: want, reading: reading)
      collect(.codes, range: index.keySet(.codes).range(ofKey: r.key), tier: .exact, want: want, reading: reading)
      collect(.alternateNames, range: alternate.range(ofKey: r.key, within: a.range), tier: .exact, want: want, reading: reading)
      // Romanizations are plain Latin letters: a Hangul key, or one with
      // diacritics, finds none.
      guard r.romanizable, !r.isHangul else { continue }
      let romanized = index.keySet(.romanizedNames)
      let m = romanized.lookup(r.key)
      (lookup.prefix[2], lookup.node[2]) = (m.range, m.node)
      collect(.romanizedNames, range: romanized.range(ofKey: r.key, within: m.range), tier: .exact, want: want, reading: reading)
    }
    return lookup
  }
}
