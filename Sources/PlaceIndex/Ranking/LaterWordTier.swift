/// The later-word tier: a later word of a name starts with the query
/// (`york` → New York, `강남` → CGV 강남). It only fills the list up: it
/// runs when the exact and name-prefix tiers found fewer than wanted.
extension CandidateSearch {
  static let laterWordClasses: [KeyClass] = [.primaryWords, .alternateWords, .romanizedWords, .choseongWords]

  mutating func collectLaterWords(_ rs: [QueryReading], want: Int, readingOffset: Int) {
    for (n, r) in rs.enumerated() {
      // Later words of primary and other names: looked up together.
      var primaryWords: Range<Int>? = nil
      var alternateWords: Range<Int>? = nil
      if r.tails.isEmpty && r.kind != .choseong {
        let (p, a) = KeySet.lookup(
          r.key, in: index.keySet(.primaryWords), and: index.keySet(.alternateWords))
        (primaryWords, alternateWords) = (p.range, a.range)
      }
      for k in CandidateSearch.laterWordClasses
      where k.isChoseong == (r.kind == .choseong) && !(k.isRomanized && (r.isHangul || !r.romanizable)) {
        let reading = readingOffset + n
        guard r.tails.isEmpty else {
          collectTails(k, r, tier: .wordPrefix, want: want, reading: reading)
          continue
        }
        let cached = k == .primaryWords ? primaryWords : k == .alternateWords ? alternateWords : nil
        collect(k, range: cached ?? index.keySet(k).range(ofPrefix: r.key), tier: .wordPrefix, want: want, reading: reading)
      }
    }
  }
}
