/// A qualifier after a comma with only its first letter or two typed
/// (`portland, m` on the way to Maine, `birmingham, e` to England, `troy,
/// n` to New York): fewer letters than a qualifier being typed is read
/// from (``RankingWeights/qualifierPrefixMinimumLength``), as they start
/// too many regions' names to look them up, but after a comma they can
/// only be one. The words before the comma are searched as a qualifier's
/// head is, and their places are kept whose region's or country's name
/// starts with the letters, with the qualifier's bonus.
///
/// Step 5 of ``collectStrict(query:readings:want:pass:)``, before
/// ``collectQualified(_:want:reduced:query:)`` and whatever matched as
/// typed, for a Latin query whose last word, one or two letters, follows
/// a comma.
extension CandidateSearch {
  mutating func collectQualifierLetters(_ literal: QueryReading, query: String, want: Int) -> Bool {
    let tokens = literal.tokens
    guard !literal.isHangul, tokens.count >= 2, let letters = tokens.last?.bytes,
      letters.count < weights.qualifierPrefixMinimumLength, letters.allSatisfy({ $0 &- 0x61 < 26 }),
      CandidateSearch.lastWordFollowsComma(query)
    else { return false }
    var sub = CandidateSearch(index: index, settings: settings)
    sub.maxPops = min(maxPops, weights.qualifierMaxPops)
    let text = String(decoding: Array(tokens.dropLast().map(\.bytes).joined(separator: [0x20])), as: UTF8.self)
    let rs = qualifiedHeadReadings(of: text, like: literal, abbreviated: false)
    guard !rs.isEmpty else { return false }
    sub.collectTiers(rs, want: want)
    let index = self.index
    func starts(_ name: String?) -> Bool {
      guard let name else { return false }
      return Normalizer.normalize(name).starts(with: letters)
    }
    // (Or whose region's code they are whole: `adelaide, sa` is Adelaide
    // of South Australia, AU-SA, beside Adelaide/Churchill of
    // Saskatchewan, whose name they start. Not a country's: `berlin, ge`
    // is on its way to Germany, not a code of Georgia's.)
    let codes = keySet(.codes)
    let coded = letters.count < 2 ? [] : Set(codes.range(ofKey: letters).map { codes.entryPlace[$0] })
    // (A region by its country only, `berlin, g` being the city-state in
    // Germany, and no country: `georgia, u` is no region of its own name.)
    let keep = { (c: Candidate) in
      let kind = index.kindRaw(c.place)
      guard kind != PlaceKind.country.rawValue else { return false }
      let p = PlaceHandle(rank: c.place)
      return (kind != PlaceKind.region.rawValue
        && (starts(index.regionName(of: p)) || coded.contains(index.regionPlace(of: c.place))))
        || starts(index.countryName(of: p))
    }
    guard sub.candidates.contains(where: keep) else { return false }
    var shown = literal
    shown.kind = .qualified
    adopt(sub, as: { $0.tier == .exact ? .exact : .namePrefix }, reading: { _ in shown }, where: keep)
    return true
  }

  /// Whether the text's last word follows a comma (`portland, m`), read
  /// from its end: every multi-word keystroke's last word is short at
  /// first, and cutting the text into parts costs allocations.
  static func lastWordFollowsComma(_ text: String) -> Bool {
    var i = text.utf8.endIndex
    let utf8 = text.utf8
    func skip(while test: (UInt8) -> Bool) {
      while i > utf8.startIndex, test(utf8[utf8.index(before: i)]) { i = utf8.index(before: i) }
    }
    skip { $0 == 0x20 }
    let end = i
    skip { $0 != 0x20 && $0 != 0x2C }
    guard i < end else { return false }
    skip { $0 == 0x20 }
    return i > utf8.startIndex && utf8[utf8.index(before: i)] == 0x2C
  }
}
