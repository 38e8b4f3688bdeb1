/// Two levels written together without their suffixes, as a short form
/// of an address (`시흥정왕` is 시흥시 정왕동, `포천소흘` 포천시 소흘읍,
/// `양평서종` 양평군 서종면): the spacing tier splits a word after a level's
/// suffix (``KoreanAddressForms/splitLevels(_:keepingPairs:lastOnItsWay:)``),
/// and a stem has none.
///
/// For a query of one Hangul word of four to ``maxGluedStemsSyllables``
/// syllables that no name matched exactly: the word cut in two, each part
/// two syllables or more, where the first part names an area (its own
/// name or its stem, ``qualifyingAreas(_:)``); the two parts searched as
/// an address is, and an area named by the second part and a level's
/// suffix, that matched both, kept at
/// ``RankingWeights/gluedStemsReading`` less.
extension CandidateSearch {
  /// The most syllables such a word may have: a 시군구's and a 읍면동's
  /// stems have two or three each. Each cut costs a search.
  static let maxGluedStemsSyllables = 7
  /// The suffixes of the level a stem after another names.
  static let stemLevelSuffixes = ["구", "군", "시", "읍", "면", "동", "리"]

  mutating func collectGluedStems(_ literal: QueryReading, want: Int) {
    guard literal.tokens.count == 1 else { return }
    let scalars = Array(String(decoding: literal.tokens[0].bytes, as: UTF8.self).unicodeScalars)
    guard (4...CandidateSearch.maxGluedStemsSyllables).contains(scalars.count),
      scalars.allSatisfy({ Hangul.isSyllable($0.value) })
    else { return }
    let primary = keySet(.primaryNames)
    for cut in 2...(scalars.count - 2) {
      let tail = String(String.UnicodeScalarView(scalars[cut...]))
      // (Key lookups first: the second part with a level's suffix must be
      // a name, which most cuts are not.)
      // (Or the second part whole with its suffix: `산청차황면` is 산청군
      // 차황면, `팔달고등동` 팔달구 고등동.)
      var names = Set(CandidateSearch.stemLevelSuffixes.map { Normalizer.normalize(tail + $0) })
      if let last = scalars.last, CandidateSearch.stemLevelSuffixes.contains(String(last)), scalars.count - cut >= 3 {
        names.insert(Normalizer.normalize(tail))
      }
      guard names.contains(where: { !primary.range(ofKey: $0).isEmpty }) else { continue }
      let head = String(String.UnicodeScalarView(scalars[..<cut]))
      guard !qualifyingAreas(Array(head.utf8)).isEmpty else { continue }
      let sub = search(head + " " + tail, among: options.kinds, want: want, pass: .respelled, maxPops: min(maxPops, weights.filteredMaxPops))
      // (Only an area whose name is the second part and its suffix: the
      // roads it starts are no level, `부산시청` no 시청로 of 부산.)
      let index = self.index
      adoptRespaced(
        sub, penalty: weights.gluedStemsReading,
        where: { c in
          c.tier.group == 0 && c.explanation.leftOut == 0
            && names.contains(index.normalizedName(containing: c.offset))
        })
    }
  }
}
