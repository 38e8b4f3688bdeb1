/// A Korean name written as it is said (``PronouncedSpelling``: `아냥시`
/// is 안양시, `미량시` 밀양시): for a query of one Hangul word that no name
/// matched as typed, the word with a final moved back where it is written,
/// each spelling searched as any query is (less typos and the partial
/// tier); a place whose name it matched whole or started joins as a
/// reading of its own (``QueryReading/Kind/pronounced``), at
/// ``RankingWeights/pronouncedSpelling`` less.
extension CandidateSearch {
  mutating func collectPronouncedSpelling(_ literal: QueryReading, want: Int) {
    guard literal.tokens.count == 1 else { return }
    let word = String(decoding: literal.tokens[0].bytes, as: UTF8.self)
    for text in PronouncedSpelling.liaisonUndone(word) {
      let sub = search(text, among: options.kinds, want: want, pass: .respelled, maxPops: min(maxPops, weights.filteredMaxPops))
      let subReadings = sub.readings
      adoptReading(
        sub, as: .pronounced, text: text, penalty: weights.pronouncedSpelling,
        where: { $0.tier.group == 0 && subReadings[$0.reading].kind == .literal })
    }
  }
}
