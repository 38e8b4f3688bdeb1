/// A 시군구 by its name with another level's suffix: before the typo tier
/// of ``CandidateSearch/collectStrict(query:readings:want:pass:)``, for a
/// Hangul word that names no area and ends in 시, 군 or 구 (or 읍 or 면,
/// which stand in for each other the same way: `통진면` is 통진읍).
///
/// A 군 that became a 시 keeps its old name in people's mouths and in old
/// addresses (양주군, 양주시 since 2003; 포천군, 여주군, 당진군, 화성군), and a
/// 시 is sometimes called by the suffix of its neighbours. The stem before
/// the suffix names the area whole as its short form (양주), so the area of
/// that stem with another of these suffixes is meant, not the name one jamo
/// away that the typo tier would find (양구군).
extension CandidateSearch {
  /// The suffixes of a 시군구 that stand in for one another.
  static let levelSuffixesOfSigungu: [Unicode.Scalar] = ["시", "군", "구"]
  /// The suffixes of a 읍 or 면 that stand in for one another: a 면 that
  /// became a 읍 (통진면, 통진읍 since 1998; 구좌면) is still called one.
  static let levelSuffixesOfEupmyeon: [Unicode.Scalar] = ["읍", "면"]

  /// The suffixes that stand in for `typed` and the kinds of place they
  /// end, among those searched; nil when it is none of them.
  func interchangeableSuffixes(_ typed: Unicode.Scalar) -> ([Unicode.Scalar], PlaceKinds)? {
    if CandidateSearch.levelSuffixesOfSigungu.contains(typed) {
      return (CandidateSearch.levelSuffixesOfSigungu, options.kinds.intersection([PlaceKinds(.city), PlaceKinds(.district)]))
    }
    if CandidateSearch.levelSuffixesOfEupmyeon.contains(typed) {
      return (CandidateSearch.levelSuffixesOfEupmyeon, options.kinds.intersection(PlaceKinds(.neighbourhood)))
    }
    return nil
  }

  /// The areas named by `literal`'s one word with its last syllable, one of
  /// ``levelSuffixesOfSigungu``, changed to another: those the stem names
  /// whole, at ``RankingWeights/otherLevelSuffix``.
  mutating func collectOtherLevelSuffix(_ literal: QueryReading, want: Int) {
    guard literal.tokens.count == 1 else { return }
    let scalars = Array(String(decoding: literal.tokens[0].bytes, as: UTF8.self).unicodeScalars)
    // (A stem of two syllables at least: 중구 has no stem to speak of.)
    guard scalars.count >= 3, let typed = scalars.last, scalars.allSatisfy({ Hangul.isSyllable($0.value) }),
      let (suffixes, kinds) = interchangeableSuffixes(typed)
    else { return }
    let stem = String(String.UnicodeScalarView(scalars.dropLast()))
    let others = Set(suffixes.filter { $0 != typed }.map { stem + String($0) })
    guard !kinds.isEmpty else { return }
    let sub = search(stem, among: kinds, want: want, pass: .namesOnly)
    let index = self.index
    adoptRespaced(sub, penalty: weights.otherLevelSuffix) { c in
      index.countryRow(c.place) == index.koreaRow && others.contains(index.koreanTitle(of: PlaceHandle(rank: c.place)))
    }
  }

  /// An address's 시군구 (Hangul syllables, two or more before a suffix of
  /// ``levelSuffixesOfSigungu``) with another of those suffixes, and the
  /// areas it then names that lie in
  /// or hold an area of each of `others` (the other units' areas, any
  /// when there are none); nil when no other suffix names one.
  /// (`남해시 이동면`: 남해군, which holds an 이동면.) Not a 읍 or 면: a
  /// landmark glued after one's name reads as one, `낙안읍성` as 낙안읍 성….
  func areaWithOtherSuffix(_ scalars: [Unicode.Scalar], besides others: [[UInt32]]) -> (unit: [UInt8], areas: [UInt32])? {
    let suffixes = CandidateSearch.levelSuffixesOfSigungu
    guard scalars.count >= 3, let typed = scalars.last, suffixes.contains(typed),
      scalars.allSatisfy({ Hangul.isSyllable($0.value) })
    else { return nil }
    let stem = String(String.UnicodeScalarView(scalars.dropLast()))
    let index = self.index
    for s in suffixes where s != typed {
      let unit = Normalizer.normalize(stem + String(s))
      let named = qualifyingAreas(unit).filter { a in
        others.allSatisfy { unit in unit.contains { index.lies(a, in: $0) || index.lies($0, in: a) } }
      }
      if !named.isEmpty { return (unit, named) }
    }
    return nil
  }
}
