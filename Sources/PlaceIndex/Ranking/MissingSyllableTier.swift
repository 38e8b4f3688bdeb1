/// A Hangul name typed with a syllable left out (`서울 영등구` for 영등포구,
/// `경기 의정시` for 의정부시, `부산 해운구` for 해운대구): a typo the jamo
/// walk (one jamo changed) cannot reach, as a syllable is three jamo.
///
/// Only for an address unit that names nothing, ends in a level's suffix
/// and is qualified by an area another unit names (the address tier asks):
/// the areas there are a few hundred, and a syllable put into a word alone
/// would find a name somewhere for most words. Matches cost one edit, as a
/// jamo typo does.
extension CandidateSearch {
  mutating func collectMissingSyllable(_ reading: QueryReading, reading n: Int, want: Int) {
    for k in [KeyClass.primaryNames, .alternateNames] {
      for variant in keySet(k).keysWithSyllableAdded(to: reading.key, atMost: weights.maxInsertedSyllables) {
        collect(k, ranges: [keySet(k).range(ofKey: variant)], tier: .fuzzy, want: want, reading: n, edits: 1)
      }
    }
  }
}

extension CandidateSearch {
  /// One Hangul word of ``minDroppedSyllableWord`` syllables or more
  /// that found nothing at all, a whole name with one syllable left out
  /// (`멕코시티` for 멕시코시티, `프랑푸르트` for 프랑크푸르트, `베수엘라` for
  /// 베네수엘라): as ``collectMissingSyllable(_:reading:want:)`` does for an
  /// address unit, but for the last try of a query, where nothing
  /// competes; a name that only starts so is not looked for.
  mutating func collectDroppedSyllable(_ literal: QueryReading, want: Int) {
    guard literal.tokens.count == 1,
      CandidateSearch.isHangulSyllables(literal.key, atLeast: CandidateSearch.minDroppedSyllableWord)
    else { return }
    collectMissingSyllable(literal, reading: 0, want: want)
  }

  /// The fewest syllables a word needs for ``collectDroppedSyllable(_:want:)``:
  /// with a syllable put into a word of two, most words find some name.
  static let minDroppedSyllableWord = 3
}

extension KeySet {
  /// The keys that are `key` with one Hangul syllable put in between two
  /// of its syllables (never before the first: a name's first syllable is
  /// seldom the one left out; nor after the last, a level's suffix), each
  /// once.
  ///
  /// For each place, the keys that start with the text before it are read
  /// for the syllables that follow there, and each syllable is looked up
  /// whole with the rest: only syllables some name has there are tried, at
  /// most `limit` per place (a trie lookup each), not the 11,172 there
  /// are. `key` must be whole syllables.
  func keysWithSyllableAdded(to key: [UInt8], atMost limit: Int) -> [[UInt8]] {
    guard key.count >= 3, key.count % 3 == 0 else { return [] }
    var out: [[UInt8]] = []
    for cut in stride(from: 3, to: key.count, by: 3) {
      let tail = key[cut...]
      let r = range(ofPrefix: Array(key[..<cut]))
      var i = r.lowerBound
      var tried = 0
      while i < r.upperBound && tried < limit {
        let next = keyBytes(at: i, atMost: cut + 3)
        guard next.count == cut + 3, Hangul.isSyllable(next, at: cut) else {
          // The key ends where the syllable would go, or goes on with
          // something else: past every key that does the same.
          i = next.count <= cut ? i + 1 : max(i + 1, range(ofPrefix: Array(next[...cut])).upperBound)
          continue
        }
        tried += 1
        let variant = next + tail
        if !range(ofKey: variant).isEmpty && !out.contains(variant) { out.append(variant) }
        i = max(i + 1, range(ofPrefix: next).upperBound)
      }
    }
    return out
  }
}
