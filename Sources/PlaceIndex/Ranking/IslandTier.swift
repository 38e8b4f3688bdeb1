/// A Korean island by its name with 도 (島), as people name the 시, 군, 읍
/// or 면 (or 동) that the island is: `거제도` is 거제시, `강화도` 강화군, `안면도`
/// 안면읍, `한산도` 한산면, `울릉도` 울릉군. The data has no islands, and
/// an island's name with 도 names nothing whole; as typed, its 도 is read
/// on the way to 동 (거제동 of 부산) or a road's 로.
///
/// For a Hangul query whose last word is two syllables or more and 도,
/// and that no name matched exactly nor an area's name starts with as
/// typed: the words before it with the stem and each of 시, 군, 읍, 면 and
/// 동 in turn, searched as any query is (less typos and the partial
/// tier); only a place that matched it whole is kept, at
/// ``RankingWeights/islandReading`` less. (Not an area the words before
/// it name: `안양시 만안구 안양도` is on its way to 안양동.)
extension CandidateSearch {
  /// The suffixes of the areas an island is, largest first (a 동 of a
  /// city: `영종도` is 영종동 of 인천 중구).
  static let islandAreaSuffixes = ["시", "군", "읍", "면", "동"]

  mutating func collectIsland(_ literal: QueryReading, want: Int) {
    guard let last = literal.tokens.last?.bytes, literal.tokens.count <= 4,
      last.suffix(3).elementsEqual("도".utf8), let stem = CandidateSearch.withoutLastSyllable(last)
    else { return }
    let index = self.index
    // (Not a word on its way to an area's name with 도 in it: `여의도` is
    // on its way to 여의도동, not 여의동 of 전주; `독도` to 독도리.)
    let areaKinds: [PlaceKind] = [.city, .province, .district, .neighbourhood, .village]
    guard
      !candidates.contains(where: { c in
        c.tier == .namePrefix && readings[c.reading].kind == .literal
          && areaKinds.contains { $0.rawValue == index.kindRaw(c.place) }
      })
    else { return }
    let head = literal.tokens.dropLast().map { String(decoding: $0.bytes, as: UTF8.self) }
    let primary = keySet(.primaryNames)
    for suffix in CandidateSearch.islandAreaSuffixes {
      let area = String(decoding: stem, as: UTF8.self) + suffix
      if head.contains(where: { $0 == area || $0.utf8.elementsEqual(stem) }) { continue }
      // (A key lookup first: most stems name no area with most suffixes.)
      guard !primary.range(ofKey: stem + Array(suffix.utf8)).isEmpty else { continue }
      let text = (head + [area]).joined(separator: " ")
      let sub = search(text, among: options.kinds, want: want, pass: .respelled, maxPops: min(maxPops, weights.filteredMaxPops))
      // (The area itself, not the areas named before it with the island
      // left out: `서귀포시 상효도` is no 서귀포시.)
      let key = Normalizer.normalize(area)
      adoptReading(
        sub, as: .island, text: text, penalty: weights.islandReading,
        where: { $0.tier == .exact && index.normalizedName(containing: $0.offset) == key })
    }
  }
}
