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

/// A Korean ZIP code with the name of Korea beside it, as a form or a
/// foreign site writes it (`Korea 44216`, `KR-14004`, `KR22100`, `15000
/// (KR)`, `Republic of Korea 56189`, `한국 59400`): the code alone, which
/// the postcode rule then puts first. The country says which country's
/// code it is, and the name, left in, finds the country itself or, with a
/// code that is also a US or French one, that country's place.
extension PlaceIndex {
  /// Whether a key (a normal form) names the country Korea: one of its
  /// names or codes (대한민국, 한국, South Korea, KR, KOR).
  func namesKorea(_ key: [UInt8]) -> Bool {
    for k in [KeyClass.primaryNames, .alternateNames, .romanizedNames, .codes] {
      let set = keySet(k)
      for i in set.range(ofKey: key) {
        let p = set.entryPlace[i]
        if kindRaw(p) == PlaceKind.country.rawValue && countryRow(p) == koreaRow { return true }
      }
    }
    return false
  }

  /// Korea's names as an address abroad abbreviates them, that the data
  /// has not (ROK, Rep. of Korea, S. Korea), in their normal forms.
  static let koreaMailAbbreviations: Set<[UInt8]> = Set(["rok", "rep of korea", "s korea", "skorea"].map { Array($0.utf8) })

  /// The most words of a country's name beside the code.
  static let maxCountryWordsBesideCode = 4

  /// The ZIP code of `words` (a query's normal form) when the other
  /// words name Korea, else nil. (`complete` asks only when a word ends
  /// in five digits: ``QueryShape/hasFiveDigitEnd``.)
  func koreanPostcodeBesideCountry(_ words: [MatchToken]) -> String? {
    guard (1...(PlaceIndex.maxCountryWordsBesideCode + 1)).contains(words.count) else { return nil }
    func isDigits(_ b: ArraySlice<UInt8>) -> Bool { b.allSatisfy { $0 &- 0x30 < 10 } }
    var code: ArraySlice<UInt8>?
    var rest: [[UInt8]] = []
    for w in words.map(\.bytes) {
      let b = w[...]
      if b.count == PostcodeMarkers.postcodeDigits && isDigits(b) && code == nil {
        code = b
      } else if b.count > PostcodeMarkers.postcodeDigits, code == nil, isDigits(b.suffix(PostcodeMarkers.postcodeDigits)),
        b.dropLast(PostcodeMarkers.postcodeDigits).allSatisfy({ $0 | 0x20 &- 0x61 < 26 })
      {
        // (Glued to the country's code: `KR22100`.)
        code = b.suffix(PostcodeMarkers.postcodeDigits)
        rest.append(Array(b.dropLast(PostcodeMarkers.postcodeDigits)))
      } else {
        rest.append(w)
      }
    }
    guard let code, !rest.isEmpty else { return nil }
    let country = Array(rest.joined(separator: [0x20]))
    guard PlaceIndex.koreaMailAbbreviations.contains(country) || namesKorea(country) else { return nil }
    return String(decoding: code, as: UTF8.self)
  }
}
