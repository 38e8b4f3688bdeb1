/// A Hangul name that the data writes in words, typed as one word
/// (`남아프리카공화국` is 남아프리카 공화국, `체코공화국` 체코 공화국,
/// `산티아고데칠레` 산티아고 데 칠레): Korean writes a proper name's parts
/// together or apart alike, and the translations in the data keep the
/// spaces of their source.
extension CandidateSearch {
  /// Each Hangul word of three scalars or more read with spaces where a
  /// name has them (``spacedAsNamed(_:)``), the query then searched through
  /// the first tiers as the same name (``QueryReading/Kind/spacing``, no
  /// penalty). The pipeline runs it when nothing was found as typed, so
  /// the words as typed never compete with it.
  mutating func collectGluedName(_ literal: QueryReading, want: Int) {
    let words = literal.tokens.map(\.bytes)
    guard words.count <= CandidateSearch.maxGluedNameWords else { return }
    var spaced = words
    var changed = false
    for (i, word) in words.enumerated() {
      guard let s = spacedAsNamed(word) else { continue }
      spaced[i] = s
      changed = true
    }
    guard changed else { return }
    collectSpacingReadings(of: String(decoding: Array(spaced.joined(separator: [0x20])), as: UTF8.self), want: want)
  }

  /// The most words a query may have for ``collectGluedName(_:want:)``:
  /// each word is a walk of prefix lookups.
  static let maxGluedNameWords = 4

  /// The most spaces ``spacedAsNamed(_:)`` puts into one word (보스니아 헤르체고비나
  /// 공화국 has two), and the most prefix lookups it makes: with each
  /// prefix looked up before it grows, a word of n scalars costs about 2n.
  static let maxGluedNameSpaces = 3
  static let maxGluedNameLookups = 96

  /// `word` with spaces where a name that starts with it has them, when
  /// it is Hangul syllables (its last scalar may be a jamo being typed) of
  /// three scalars or more and some name is so spaced: the fewest spaces
  /// first. The last scalar may be on its way to the name's (`공화구` of
  /// 공화국), so it needs only the text before it to start a name; a space
  /// goes before it when a name has one there. Nil when the word starts a
  /// name as typed, or no spacing starts one.
  func spacedAsNamed(_ word: [UInt8]) -> [UInt8]? {
    let scalars = Array(String(decoding: word, as: UTF8.self).unicodeScalars)
    guard scalars.count >= 3, scalars.dropLast().allSatisfy({ Hangul.isSyllable($0.value) }),
      let last = scalars.last, Hangul.isSyllable(last.value) || Hangul.isCompatibilityJamo(last.value)
    else { return nil }
    let sets = [keySet(.primaryNames), keySet(.alternateNames)]
    var lookups = 0
    func starts(_ key: [UInt8]) -> Bool {
      lookups += 1
      return sets.contains { !$0.range(ofPrefix: key).isEmpty }
    }
    if starts(word) { return nil }
    let bytes = scalars.map { Array(String($0).utf8) }
    // Depth first, the scalar glued before the scalar after a space: the
    // fewest spaces come first among the spacings of each prefix.
    var best: (key: [UInt8], spaces: Int)? = nil
    func extend(_ key: [UInt8], at i: Int, spaces: Int) {
      guard lookups < CandidateSearch.maxGluedNameLookups else { return }
      if let b = best, spaces >= b.spaces { return }
      if i == bytes.count - 1 {
        // The last scalar: glued or after a space, as some name goes on;
        // a space only where a name has one.
        if spaces > 0 && starts(key + bytes[i]) {
          best = (key + bytes[i], spaces)
        } else if spaces < CandidateSearch.maxGluedNameSpaces && starts(key + [0x20]) {
          best = (key + [0x20] + bytes[i], spaces + 1)
        } else if spaces > 0 {
          best = (key + bytes[i], spaces)
        }
        return
      }
      let glued = key + bytes[i]
      if starts(glued) { extend(glued, at: i + 1, spaces: spaces) }
      if i > 0 && spaces < CandidateSearch.maxGluedNameSpaces {
        let apart = key + [0x20] + bytes[i]
        if starts(apart) { extend(apart, at: i + 1, spaces: spaces + 1) }
      }
    }
    extend([], at: 0, spaces: 0)
    return best?.key
  }
}
