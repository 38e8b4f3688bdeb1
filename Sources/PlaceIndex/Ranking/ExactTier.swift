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
    /// Primary, alternate and romanized names' ranges and nodes (fields,
    /// not arrays: no allocation per keystroke).
    var primary: (range: Range<Int>?, node: Int) = (nil, -1)
    var alternate: (range: Range<Int>?, node: Int) = (nil, -1)
    var romanized: (range: Range<Int>?, node: Int) = (nil, -1)

    func slot(_ k: KeyClass) -> (range: Range<Int>?, node: Int) {
      switch k {
      case .primaryNames: primary
      case .alternateNames: alternate
      case .romanizedNames: romanized
      default: (nil, -1)
      }
    }

    func cached(_ k: KeyClass, reading n: Int) -> Range<Int>? { n == reading ? slot(k).range : nil }

    func node(_ k: KeyClass) -> Int { slot(k).node }
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
    for n in rs.indices where CandidateSearch.isWholeText(rs[n].kind) {
      lookup.reading = n
      // Primary, other and romanized names are looked up together (their
      // cache misses overlap); codes need whole keys only: one bisection.
      // Romanizations are plain Latin letters: a Hangul key, or one with
      // diacritics, finds none.
      let primary = index.keySet(.primaryNames)
      let alternate = index.keySet(.alternateNames)
      let key = rs[n].key
      let romanizable = rs[n].romanizable && !rs[n].isHangul
      if romanizable {
        let romanized = index.keySet(.romanizedNames)
        let (p, a, m) = KeySet.lookup(key, in: primary, alternate, romanized)
        lookup.primary = (p.range, p.node)
        lookup.alternate = (a.range, a.node)
        lookup.romanized = (m.range, m.node)
      } else {
        let (p, a) = KeySet.lookup(key, in: primary, and: alternate)
        lookup.primary = (p.range, p.node)
        lookup.alternate = (a.range, a.node)
      }
      let reading = readingOffset + n
      if let r = lookup.primary.range {
        collect(.primaryNames, range: primary.range(ofKey: key, within: r), tier: .exact, want: want, reading: reading)
      }
      collect(.codes, range: index.keySet(.codes).range(ofKey: key), tier: .exact, want: want, reading: reading)
      if let r = lookup.alternate.range {
        collect(.alternateNames, range: alternate.range(ofKey: key, within: r), tier: .exact, want: want, reading: reading)
      }
      if romanizable, let r = lookup.romanized.range {
        collect(.romanizedNames, range: index.keySet(.romanizedNames).range(ofKey: key, within: r), tier: .exact, want: want, reading: reading)
      }
    }
    return lookup
  }
}
