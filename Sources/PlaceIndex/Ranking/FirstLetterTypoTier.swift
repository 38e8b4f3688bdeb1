/// A typo in a name's first letter (`uokohama` for Yokohama, `hiaozuo`
/// for Jiaozuo, `ishkek` for Bishkek): the typo walk keeps the first
/// letter right (``FuzzySearch``), as most typos leave it and a free first
/// letter would walk every name. So, for one word of ASCII letters that no
/// name matched: the word with its first letter changed to each other
/// letter, and with a letter put before it, each a prefix lookup (51 a
/// key set), their names one edit away, beside what the typo walk found.
extension CandidateSearch {
  mutating func collectFirstLetterTypo(_ literal: QueryReading, want: Int) {
    let key = literal.key
    guard literal.tokens.count == 1, key.count >= CandidateSearch.minFirstLetterTypoLetters,
      key.allSatisfy({ $0 &- 0x61 < 26 })
    else { return }
    var variants: [[UInt8]] = []
    for c in UInt8(0x61)...0x7A {
      if c != key[0] {
        var changed = key
        changed[0] = c
        variants.append(changed)
      }
      variants.append([c] + key)
    }
    for k in [KeyClass.primaryNames, .alternateNames] {
      let set = keySet(k)
      let ranges = variants.map { set.range(ofPrefix: $0) }.filter { !$0.isEmpty }
      collect(k, ranges: ranges, tier: .fuzzy, want: want, reading: 0, edits: 1)
    }
  }

  /// The fewest letters a word needs for ``collectFirstLetterTypo(_:want:)``:
  /// with another first letter, a shorter word starts some name for
  /// almost every letter, and 51 lookups a keystroke would buy noise.
  static let minFirstLetterTypoLetters = 6
}
