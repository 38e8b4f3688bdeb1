/// A Korean name written as it is said (``PronouncedSpelling``: `아냥시`
/// is 안양시, `미량시` 밀양시): for a query of one Hangul word that no name
/// matched as typed, the word with a final moved back where it is written,
/// each spelling searched as any query is (less typos and the partial
/// tier); a place whose name it matched whole or started joins as a
/// reading of its own (``QueryReading/Kind/pronounced``), at
/// ``RankingWeights/pronouncedSpelling`` less. A vowel said alike
/// (`김헤`) is a typo's reading: ``collectVowelsSaidAlike(_:want:)``.
extension CandidateSearch {
  mutating func collectPronouncedSpelling(_ literal: QueryReading, want: Int) {
    guard literal.tokens.count == 1 else { return }
    let word = String(decoding: literal.tokens[0].bytes, as: UTF8.self)
    adoptSpellings(PronouncedSpelling.writtenSpellings(word), penalty: weights.pronouncedSpelling, want: want)
  }

  /// Each of `spellings` of the query's one word searched through every
  /// step but typos and the partial tier; the whole names and names it
  /// starts as written join as a reading of their own
  /// (``QueryReading/Kind/pronounced``), at `penalty` less, in `tier` when
  /// one is given.
  private mutating func adoptSpellings(_ spellings: [String], penalty: Double, tier: MatchTier? = nil, want: Int) {
    for text in spellings {
      let sub = search(text, among: options.kinds, want: want, pass: .respelled, maxPops: min(maxPops, weights.filteredMaxPops))
      let subReadings = sub.readings
      adoptReading(
        sub, as: .pronounced, text: text, penalty: penalty, tier: tier,
        where: { $0.tier.group == 0 && subReadings[$0.reading].kind == .literal })
    }
  }

  /// Words of a Hangul query of several words written as they are said
  /// (`경주시 뱅뉼로 60` is 백률로, `남양주시 부칸강로 25` 북한강로): each word
  /// that is no place's whole name, of two syllables or more, written as
  /// its first spelling (``PronouncedSpelling/writtenSpellings(_:)``) that
  /// is one; the query so written searched through every step but typos
  /// and the partial tier, at ``RankingWeights/pronouncedSpelling`` less.
  mutating func collectPronouncedWords(_ literal: QueryReading, want: Int) {
    guard literal.tokens.count >= 2, literal.tokens.count <= CandidateSearch.maxAddressWords else { return }
    var words = literal.tokens.map { String(decoding: $0.bytes, as: UTF8.self) }
    var changed = false
    for i in words.indices where literal.tokens[i].bytes.count >= 6 && !isWholeName(literal.tokens[i].bytes) {
      guard
        let written = PronouncedSpelling.writtenSpellings(words[i]).first(where: { isWholeName(Normalizer.normalize($0)) })
      else { continue }
      words[i] = written
      changed = true
    }
    guard changed else { return }
    let text = words.joined(separator: " ")
    adoptReading(
      search(text, among: options.kinds, want: want, pass: .respelled, maxPops: min(maxPops, weights.filteredMaxPops)),
      as: .pronounced, text: text, penalty: weights.pronouncedSpelling)
  }

  /// A Korean name with a vowel written as another said alike
  /// (``PronouncedSpelling/vowelsMerged(_:)``: `김헤` is 김해, `휑성읍`
  /// 횡성읍), for a query of one Hangul word that no name matched as
  /// typed: each spelling searched as ``collectPronouncedSpelling(_:want:)``
  /// searches, its whole names and names it starts joining in the typo
  /// tier at ``RankingWeights/vowelSaidAlike`` less, beside the typos of
  /// the word as typed (`메천` is 제천 a key away before 매천동).
  mutating func collectVowelsSaidAlike(_ literal: QueryReading, want: Int) {
    guard literal.tokens.count == 1 else { return }
    let word = String(decoding: literal.tokens[0].bytes, as: UTF8.self)
    adoptSpellings(PronouncedSpelling.vowelsMerged(word), penalty: weights.vowelSaidAlike, tier: .fuzzy, want: want)
  }
}
