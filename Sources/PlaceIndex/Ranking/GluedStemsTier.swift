/// Levels written together without their suffixes, as a short form of
/// an address (`시흥정왕` is 시흥시 정왕동, `포천소흘` 포천시 소흘읍,
/// `양평서종` 양평군 서종면; three levels, `경기용인처인` 경기 용인시
/// 처인구, `창원성산반지` 창원시 성산구 반지동, `처인구모현갈담리` 처인구
/// 모현읍 갈담리): the spacing tier splits a word after a level's suffix
/// (``KoreanAddressForms/splitLevels(_:keepingPairs:lastOnItsWay:)``),
/// and a stem has none.
///
/// For a query of one Hangul word of four to ``maxGluedStemsSyllables``
/// syllables that no name matched exactly: the word cut in two, the last
/// part two syllables or more and the first cut into parts of two
/// syllables or more that each name an area (its own name or its stem,
/// ``qualifyingAreas(_:)``; the fewest parts); the parts searched as an
/// address is, and an area named by the last part and a level's suffix,
/// that matched them all, kept at ``RankingWeights/gluedStemsReading``
/// less.
extension CandidateSearch {
  /// The most syllables such a word may have: a 시도's, a 시군구's and a
  /// 읍면동's stems have two or three each, a 리 two or three with its 리.
  /// Each cut whose last part names a level costs a search.
  static let maxGluedStemsSyllables = 10
  /// The suffixes of the level a stem after another names.
  static let stemLevelSuffixes = ["구", "군", "시", "읍", "면", "동", "리"]
  /// The suffixes of the small areas, whose names are often two
  /// syllables whole (서면, 남면, 중동, 신리).
  static let smallAreaSuffixes = ["읍", "면", "동", "리"]

  mutating func collectGluedStems(_ literal: QueryReading, want: Int) {
    guard literal.tokens.count == 1 else { return }
    let scalars = Array(String(decoding: literal.tokens[0].bytes, as: UTF8.self).unicodeScalars)
    guard (4...CandidateSearch.maxGluedStemsSyllables).contains(scalars.count),
      scalars.allSatisfy({ Hangul.isSyllable($0.value) })
    else { return }
    let primary = keySet(.primaryNames)
    var heads = GluedHeads(count: scalars.count)
    for cut in 2...(scalars.count - 2) {
      let tail = String(String.UnicodeScalarView(scalars[cut...]))
      // (Key lookups first: the second part with a level's suffix must be
      // a name, which most cuts are not.)
      // (Or the second part whole with its suffix: `산청차황면` is 산청군
      // 차황면, `팔달고등동` 팔달구 고등동.)
      var names = Set(CandidateSearch.stemLevelSuffixes.map { Normalizer.normalize(tail + $0) })
      // (Two syllables whole only for a small area's: `춘천서면` is 춘천시
      // 서면, while `부산시청` is no 시청 of 부산.)
      if let last = scalars.last,
        scalars.count - cut >= 3 ? CandidateSearch.stemLevelSuffixes.contains(String(last))
          : CandidateSearch.smallAreaSuffixes.contains(String(last))
      {
        names.insert(Normalizer.normalize(tail))
      }
      guard names.contains(where: { !primary.range(ofKey: $0).isEmpty }),
        let parts = heads.parts(upTo: cut, of: scalars, naming: { !qualifyingAreas(Array($0.utf8)).isEmpty })
      else { continue }
      let sub = search(
        (parts + [tail]).joined(separator: " "), among: options.kinds, want: want, pass: .respelled,
        maxPops: min(maxPops, weights.filteredMaxPops))
      // (Only an area whose name is the second part and its suffix, or
      // that has the second part as its stem (`처인` of 처인구, found as
      // its key): the roads it starts are no level, `부산시청` no 시청로
      // of 부산.)
      let index = self.index
      let accepted = names.union([Normalizer.normalize(tail)])
      adoptRespaced(
        sub, penalty: weights.gluedStemsReading,
        where: { c in
          c.tier.group == 0 && c.explanation.leftOut == 0
            && accepted.contains(index.normalizedName(containing: c.offset))
        })
    }
  }
}

/// The ways the start of a glued word cuts into areas' names, worked out
/// once per start (a word of ten syllables has eight starts, each asked
/// once).
struct GluedHeads {
  /// For each end, nil until asked; then the starts of its parts, or
  /// empty when it has no cut.
  private var starts: [[Int]?]

  init(count: Int) { starts = Array(repeating: nil, count: count + 1) }

  /// `scalars[..<end]` cut into parts of two syllables or more that each
  /// `names`, the fewest parts (the longest first part of those); nil
  /// when there is no such cut.
  mutating func parts(upTo end: Int, of scalars: [Unicode.Scalar], naming names: (String) -> Bool) -> [String]? {
    let cuts = starts(upTo: end, of: scalars, naming: names)
    guard !cuts.isEmpty else { return nil }
    return zip(cuts, cuts.dropFirst() + [end]).map { String(String.UnicodeScalarView(scalars[$0..<$1])) }
  }

  private mutating func starts(upTo end: Int, of scalars: [Unicode.Scalar], naming names: (String) -> Bool) -> [Int] {
    if let known = starts[end] { return known }
    var best: [Int] = []
    // (The whole start first, then a last part shorter and shorter: the
    // first cut found with the fewest parts.)
    for start in stride(from: 0, through: end - 2, by: 1) {
      let before = start == 0 ? [] : starts(upTo: start, of: scalars, naming: names)
      guard start == 0 || !before.isEmpty else { continue }
      if !best.isEmpty && before.count + 1 >= best.count { continue }
      guard names(String(String.UnicodeScalarView(scalars[start..<end]))) else { continue }
      best = before + [start]
    }
    starts[end] = best
    return best
  }
}
