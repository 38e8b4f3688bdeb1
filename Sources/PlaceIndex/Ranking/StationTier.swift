/// A station by the place it is named after: `강남역` is 강남(구), `서울역`
/// 서울, `서울 강남역` 강남구 of 서울 — the data has no stations, and a
/// station of the Seoul subway or of Korail is named after its area (or a
/// landmark beside it) far more often than not. Better than nothing, which
/// is what such a query found before.
///
/// It runs last, when no tier found a sizeable name match (`대전역` is on
/// the way to 대전여고, a road), for Hangul queries whose last
/// word ends in 역 with two syllables or more before it: the query without
/// that 역, searched as any query is (less typos and the partial tier).
/// Its matches are partial ones (the station is not there), read as
/// `station`, each costing ``RankingWeights/stationSuffixPenalty``; one that
/// outscores every name match by ``RankingWeights/typoOverWeakNameMargin``
/// ranks with them, as a typo match does (`대전역` is 대전 before 대전여고1길).
extension CandidateSearch {
  mutating func collectStationPlace(_ literal: QueryReading, want: Int) {
    guard let last = literal.tokens.last?.bytes, literal.tokens.count <= 8, last.count >= 9,
      last.suffix(3).elementsEqual("역".utf8), let head = CandidateSearch.withoutLastSyllable(last)
    else { return }
    var words = literal.tokens.map(\.bytes)
    words[words.count - 1] = head
    let text = String(decoding: Array(words.joined(separator: [0x20])), as: UTF8.self)
    var sub = CandidateSearch(index: index, settings: settings)
    sub.maxPops = weights.filteredMaxPops
    // (Its last syllable is whole, 역 typed after it: no jamo reading, or
    // `수서역` would be 수성구 of Daegu, 서 read as the start of 성.)
    sub.collectStrict(
      query: text, readings: QueryReading.readings(of: text).filter { $0.kind != .jamo }, want: want,
      pass: Pass(address: true, qualifier: true, typos: false, partial: false, airports: true, note: false, keysBack: false))
    // Only its best group: as partial matches they would be ordered by score
    // alone, and `서울 강남` is 강남구 of 서울, before 서울 itself.
    guard let best = sub.candidates.map(\.tier.group).min() else { return }
    adopt(sub, leavingOut: 0, cost: weights.stationSuffixPenalty, readAs: .station, where: { $0.tier.group == best })
  }
}
