/// A Korean ZIP code and a foreign postcode share five digits (`10010` is a
/// ZIP code of 김포시 and a ZIP code of New York City).
///
/// The rule: when the query is five digits and nothing else, the Korean
/// ZIP code comes first (our users are Korean, and a Korean address's code
/// is what they type alone), then the cities whose postcode it is, by
/// importance: the ZIP code is lifted to lead the best other place by
/// ``RankingWeights/koreanPostcodeLead``. (A lift, not a fixed bonus: a
/// ZIP code's importance and a great city's differ by more in some data
/// than in other.) Inside an address (`13 rue des cités du parc 25400`,
/// `starbucks 10010`) the rule does not apply: the partial tier weighs
/// the words around the code, and the country its street type points to.
/// Brackets around the code (`(44056)`, `[06236]`, `【06236】`, as order
/// forms print it) leave it alone: they name no country.
/// Nor with a location outside Korea (`--near`: no Korean area holds it,
/// nor is the nearest city Korean): the bias decides there, so in New York
/// the city comes first; in Korea the ZIP code still does, however far
/// its area (a Busan code typed in Seoul).
extension CandidateSearch {
  /// Whether `s` is a bracket a code alone may stand in, ASCII or CJK:
  /// ()[]{}<> and their full-width forms, 【】〔〕「」『』〈〉.
  static func isPostcodeBracket(_ s: Unicode.Scalar) -> Bool {
    switch s {
    case "(", ")", "[", "]", "{", "}", "<", ">", "（", "）", "［", "］", "【", "】", "〔", "〕", "「", "」", "『", "』", "〈", "〉":
      return true
    default:
      return false
    }
  }

  mutating func applyPostcodeRule(query: String) {
    var digits = 0
    for s in query.unicodeScalars where s != " " && s != "\t" && !CandidateSearch.isPostcodeBracket(s) {
      guard s.value &- 0x30 < 10 else { return }
      digits += 1
      if digits > 5 { return }
    }
    guard digits == 5 else { return }
    let index = self.index
    if let near = options.near {
      let found = index.reverse(near)
      let inKorea = !found.areas.isEmpty
        || found.nearestCity.map { index.countryRow($0.place.rank) == self.koreaRow } == true
      guard inKorea else { return }
    }
    func isZip(_ c: Candidate) -> Bool {
      c.tier == .exact && index.kindRaw(c.place) == PlaceKind.postcode.rawValue
    }
    guard let best = candidates.filter({ !isZip($0) }).map(\.explanation.score).max() else { return }
    for i in candidates.indices where isZip(candidates[i]) {
      var c = candidates[i]
      let lift = max(0, best + weights.koreanPostcodeLead - c.explanation.score)
      c.explanation.bonus += lift
      c.explanation.score += lift
      replace(at: i, with: c)
    }
  }
}
