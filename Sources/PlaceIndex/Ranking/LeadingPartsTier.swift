/// A Korean address in Latin letters after the name of whoever is there, in
/// a part of its own: `Jungbu Tax Office, 170, Toegye-ro, Jung-gu, Seoul`,
/// `Seongnam Customs, 8, Yatap-ro 205beon-gil, Bundang-gu, Seongnam-si,
/// Gyeonggi-do`, as the offices and Korea Post write them.
///
/// The address as typed finds no road, or others (the office's words
/// name nothing, or `Jongno` in it names 종로1가 to 6가),
/// and the partial tier leaves out the building number with them, as it
/// does in every Latin address, so it finds the city at best. Here the
/// query without its first part, then without its first two, is searched
/// whole, through the address and romanized-road steps, when what is left
/// names a road (``roadUnits``); the Korean roads it finds join in their
/// own tier, leaving out the parts dropped, each word at
/// ``RankingWeights/addressUnmatchedWord``, and compete with what the
/// query as typed found (`Seoul National University, 1 Gwanak-ro,
/// Gwanak-gu, Seoul` found 관악구 by its 구, with the other words
/// unmatched). Step 7 of ``collectStrict(query:readings:want:pass:)``,
/// before the partial tier, when the first part names no road.
extension CandidateSearch {
  /// The most leading parts left out: a name, and a floor or a unit.
  static let maxLeadingPartsLeftOut = 2

  /// The words of a Korean road's name in Latin letters that say it is
  /// one, apart once normalized (`Toegye-ro` is `toegye ro`, `205beon-gil`
  /// `205beon gil`).
  static let roadUnits: Set<[UInt8]> = StreetWords.words(["ro", "daero", "gil"])

  mutating func collectWithoutLeadingParts(_ literal: QueryReading, query: String, want: Int) {
    // (A comma or a dash first, a byte scan: every Latin query of several
    // words comes here.)
    guard !literal.isHangul, literal.tokens.count >= 3, literal.tokens.count <= QueryLimits.maxWords,
      query.utf8.contains(where: { $0 == 0x2C || $0 == 0x2D || $0 == 0xE2 })
    else { return }
    let words = literal.tokens.map(\.bytes)
    let starts = CandidateSearch.partStarts(of: query, words: words.count)
    guard !starts.isEmpty else { return }
    // (Only when the first part names no road: `Teheran-ro 152, Gangnam-gu`
    // is read whole.)
    guard !words[..<starts[0]].contains(where: { CandidateSearch.roadUnits.contains($0) }) else { return }
    let index = self.index
    let korea = koreaRow
    for start in starts.prefix(CandidateSearch.maxLeadingPartsLeftOut) {
      let rest = words[start...]
      guard rest.contains(where: { CandidateSearch.roadUnits.contains($0) }) else { return }
      let text = String(decoding: Array(rest.joined(separator: [0x20])), as: UTF8.self)
      let rs = QueryReading.readings(of: text)
      guard !rs.isEmpty else { continue }
      var sub = CandidateSearch(index: index, settings: settings)
      sub.maxPops = min(maxPops, weights.filteredMaxPops)
      sub.collectStrict(query: text, readings: rs, want: want, pass: .leadingPartsLeftOut)
      let keep = { (c: Candidate) in index.kindRaw(c.place) == PlaceKind.road.rawValue && index.countryRow(c.place) == korea }
      guard sub.candidates.contains(where: keep) else { continue }
      // (In their own tier, each word left out at what the address tier
      // charges a word that names nothing: the building's name after an
      // address, `테헤란로 152 어느빌딩`, is the same words after it.)
      let mask = UInt32((1 << start) - 1)
      let cost = Double(start) * weights.addressUnmatchedWord
      adopt(
        sub, as: { $0.tier }, reading: { $0 },
        adjust: { e in
          e.penalty += cost
          e.score -= cost
          e.leftOut = UInt16(truncatingIfNeeded: mask)
        }, where: keep)
      followWithRoadAreas(Set(sub.candidates.filter(keep).map(\.place)))
      return
    }
  }

  /// The areas the query as typed found as an address, with the leading
  /// words unmatched, that are the roads' 시군구 or its areas above (관악구
  /// for `Seoul National University, 1 Gwanak-ro, Gwanak-gu, Seoul`) or lie
  /// in it (종로1가 by the `Jongno` of `Jongno Tax Office 22, Samil-daero
  /// 30-gil Jongno-gu Seoul`), follow the best of those roads: they
  /// qualify it, or are what the leading words named by chance
  /// (``RankingWeights/qualifyingCityMargin`` below it).
  private mutating func followWithRoadAreas(_ roads: Set<UInt32>) {
    guard let best = candidates.lazy.filter({ roads.contains($0.place) }).map(\.score).max() else { return }
    let index = self.index
    var above = Set<UInt32>()
    for r in roads { above.formUnion(index.ancestors(of: PlaceHandle(rank: r)).map(\.rank)) }
    let districts = roads.compactMap { index.parentPlace(of: PlaceHandle(rank: $0))?.rank }
    func follows(_ place: UInt32) -> Bool {
      above.contains(place) || districts.contains { index.lies(place, in: $0) }
    }
    let ceiling = best - weights.qualifyingCityMargin
    for i in candidates.indices {
      var c = candidates[i]
      guard c.explanation.readingKind == .address, c.score > ceiling, !roads.contains(c.place), follows(c.place)
      else { continue }
      c.explanation.penalty += c.score - ceiling
      c.explanation.score = ceiling
      replace(at: i, with: c)
    }
  }
}
