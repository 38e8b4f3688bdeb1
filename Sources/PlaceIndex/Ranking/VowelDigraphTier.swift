/// A name whose ö, ø or ü the query writes as two letters
/// (``VowelDigraphs``: `koege` is Køge, `gjoevik` Gjøvik), for a Latin
/// query that matched no name: the query read with each digraph as its
/// vowel, through every step but typos and the partial tier, at
/// ``RankingWeights/vowelDigraph`` less. The typo tier would find the
/// name an edit away per digraph, and, for a short one, more important
/// names first (`koege`: Kongeriget Thailand).
extension CandidateSearch {
  mutating func collectVowelDigraphs(_ literal: QueryReading, want: Int) {
    guard let key = VowelDigraphs.undone(literal.key) else { return }
    let text = String(decoding: key, as: UTF8.self)
    adoptRespaced(
      search(text, among: options.kinds, want: want, pass: .respelled, maxPops: min(maxPops, weights.filteredMaxPops)),
      penalty: weights.vowelDigraph)
  }
}
