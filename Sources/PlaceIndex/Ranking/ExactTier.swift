/// The exact tier: a whole name or code equals the query.
///
/// Only the readings that are text as typed (literal, address, keyboard,
/// abbreviated, qualified, partial) are looked up whole; the jamo and
/// initials readings are unfinished by nature. The best of the matches
/// enter, as a common name (Santa Cruz) has hundreds.
extension CandidateSearch {
  /// What the exact lookups found on the way, for the name-prefix tier: the
  /// prefix ranges and trie nodes of each whole-text reading (the literal
  /// one, and the abbreviations written out or shortened).
  struct LiteralLookup {
    /// Primary, alternate and romanized names' ranges and nodes of one
    /// reading (fields, not arrays).
    struct Slots {
      var primary: (range: Range<Int>?, node: Int) = (nil, -1)
      var alternate: (range: Range<Int>?, node: Int) = (nil, -1)
      var romanized: (range: Range<Int>?, node: Int) = (nil, -1)
    }
    /// The first reading's, inline: most queries have one (no allocation
    /// per keystroke).
    var first = Slots()
    /// The others', by reading, when there are several.
    var others: [Slots] = []

    mutating func set(_ slots: Slots, reading n: Int, of count: Int) {
      if n == 0 {
        first = slots
        return
      }
      if others.isEmpty { others = Array(repeating: Slots(), count: count - 1) }
      others[n - 1] = slots
    }

    func slot(_ k: KeyClass, reading n: Int) -> (range: Range<Int>?, node: Int) {
      let s = n == 0 ? first : n - 1 < others.count ? others[n - 1] : Slots()
      switch k {
      case .primaryNames: return s.primary
      case .alternateNames: return s.alternate
      case .romanizedNames: return s.romanized
      default: return (nil, -1)
      }
    }

    func cached(_ k: KeyClass, reading n: Int) -> Range<Int>? { slot(k, reading: n).range }

    func node(_ k: KeyClass, reading n: Int) -> Int { slot(k, reading: n).node }
  }

  /// Whether a reading is whole text, looked up by the exact tier.
  static func isWholeText(_ kind: QueryReading.Kind) -> Bool {
    switch kind {
    case .literal, .address, .keyboard, .abbreviated, .qualified, .partial, .spacing, .station, .romanizedRoad,
      .respelled, .particles, .island, .pronounced:
      true
    case .jamo, .choseong: false
    }
  }

  mutating func collectExact(_ rs: [QueryReading], want: Int, readingOffset: Int) -> LiteralLookup {
    var lookup = LiteralLookup()
    for n in rs.indices where CandidateSearch.isWholeText(rs[n].kind) {
      var found = LiteralLookup.Slots()
      // Primary, other and romanized names are looked up together (their
      // cache misses overlap); codes need whole keys only: one bisection.
      // Romanizations are plain Latin letters: a Hangul key, or one with
      // diacritics, finds none.
      let primary = keySet(.primaryNames)
      let alternate = keySet(.alternateNames)
      let key = rs[n].key
      let romanizable = rs[n].romanizable && !rs[n].isHangul
      let (p, a, m) = KeySet.lookup(key, in: primary, alternate, romanizable ? keySet(.romanizedNames) : nil)
      found.primary = (p.range, p.node)
      found.alternate = (a.range, a.node)
      if let m { found.romanized = (m.range, m.node) }
      lookup.set(found, reading: n, of: rs.count)
      let reading = readingOffset + n
      if let r = found.primary.range {
        collect(.primaryNames, range: primary.range(ofKey: key, within: r), tier: .exact, want: want, reading: reading)
      }
      if rs[n].mayBeCode {
        collect(.codes, range: keySet(.codes).range(ofKey: key), tier: .exact, want: want, reading: reading)
      }
      if let r = found.alternate.range {
        collect(.alternateNames, range: alternate.range(ofKey: key, within: r), tier: .exact, want: want, reading: reading)
      }
      if romanizable, let r = found.romanized.range {
        collect(.romanizedNames, range: keySet(.romanizedNames).range(ofKey: key, within: r), tier: .exact, want: want, reading: reading)
      }
    }
    return lookup
  }
}
