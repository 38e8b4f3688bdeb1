/// The later-word tier: a later word of a name starts with the query
/// (`york` → New York, `강남` → CGV 강남). It only fills the list up: it
/// runs when the exact and name-prefix tiers found fewer than wanted.
extension CandidateSearch {
  static let laterWordClasses: [KeyClass] = [.primaryWords, .alternateWords, .romanizedWords, .choseongWords]

  mutating func collectLaterWords(_ rs: [QueryReading], want: Int, readingOffset: Int) {
    for n in rs.indices where !rs[n].isWhole {
      // Later words of primary, other and romanized names: looked up
      // together.
      var primaryWords: Range<Int>? = nil
      var alternateWords: Range<Int>? = nil
      var romanizedWords: Range<Int>? = nil
      if rs[n].tails.isEmpty && rs[n].kind != .choseong {
        let romanizable = rs[n].romanizable && !rs[n].isHangul
        let (p, a, m) = KeySet.lookup(
          rs[n].key, in: keySet(.primaryWords), keySet(.alternateWords),
          romanizable ? keySet(.romanizedWords) : nil)
        (primaryWords, alternateWords, romanizedWords) = (p.range, a.range, m?.range)
      }
      for k in CandidateSearch.laterWordClasses
      where k.isChoseong == (rs[n].kind == .choseong) && !(k.isRomanized && (rs[n].isHangul || !rs[n].romanizable)) {
        let reading = readingOffset + n
        guard rs[n].tails.isEmpty else {
          collectTails(k, rs[n], tier: .wordPrefix, want: want, reading: reading)
          continue
        }
        let cached =
          k == .primaryWords ? primaryWords : k == .alternateWords ? alternateWords : k == .romanizedWords ? romanizedWords : nil
        collect(k, range: cached ?? keySet(k).range(ofPrefix: rs[n].key), tier: .wordPrefix, want: want, reading: reading)
      }
    }
  }
}
