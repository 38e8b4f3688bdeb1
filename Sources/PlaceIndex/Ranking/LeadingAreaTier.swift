/// A place written together with the area it lies in, which the data does
/// not have, by that area: `부산대학교` is 부산, `해운대해수욕장` 해운대구,
/// `광명성애병원` 광명시, `서울특별시립정독도서관` 서울 (pelias's Korean venues),
/// `여의도공원` 여의도동. Korean names of universities, city halls, hospitals,
/// beaches and parks begin with their area's name far more often than
/// not, and the area is better than nothing, which is what such a query
/// found before.
///
/// It runs last, only when nothing at all was found, for a query of one
/// Hangul word of three syllables or more: the longest head of two
/// syllables or more, a syllable at least left over, that names an area
/// whole (a 시도 or 시군구 by any of its forms, `부산`, `부산시`, `분당`), or a
/// 읍면동 with 동, 읍 or 면 after it (`여의도` → 여의도동). That area's search
/// is adopted as partial matches, each costing
/// ``RankingWeights/leadingAreaPenalty``. A word whose head names no area
/// (`조선대학교`, `영풍문고`) still finds nothing.
extension CandidateSearch {
  mutating func collectLeadingArea(_ literal: QueryReading, want: Int) {
    guard literal.tokens.count == 1, let word = literal.tokens.first?.bytes,
      let n = Hangul.syllableCount(ofWord: word), n >= 3
    else { return }
    // (Hangul syllables are three UTF-8 bytes each.)
    for syllables in stride(from: n - 1, through: 2, by: -1) {
      guard let name = areaName(startingWith: Array(word[..<(3 * syllables)])) else { continue }
      let text = String(decoding: name, as: UTF8.self)
      var sub = CandidateSearch(index: index, settings: settings)
      sub.maxPops = weights.filteredMaxPops
      sub.collectStrict(query: text, readings: QueryReading.readings(of: text), want: want, pass: .namesOnly)
      guard let best = sub.candidates.map(\.tier.group).min() else { continue }
      adopt(sub, leavingOut: 0, cost: weights.leadingAreaPenalty, where: { $0.tier.group == best })
      return
    }
  }

  /// The name of the area a word's head is: the head itself when it names
  /// an area whole, else the head and a 읍면동's suffix.
  private func areaName(startingWith head: [UInt8]) -> [UInt8]? {
    if !qualifyingAreas(head).isEmpty { return head }
    return CandidateSearch.leadingAreaSuffixes.lazy.map { head + $0 }.first { neighbourhoods(named: $0) != nil }
  }

  /// The suffixes a 읍면동 is named by after a head (여의도 → 여의도동).
  static let leadingAreaSuffixes = ["동", "읍", "면"].map { Array($0.utf8) }
}
