/// A 시군구 by its name with another level's suffix: before the typo tier
/// of ``CandidateSearch/collectStrict(query:readings:want:pass:)``, for a
/// Hangul word that names nothing and ends in 시, 군 or 구.
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

  /// The areas named by `literal`'s one word with its last syllable, one of
  /// ``levelSuffixesOfSigungu``, changed to another: those the stem names
  /// whole, at ``RankingWeights/otherLevelSuffix``.
  mutating func collectOtherLevelSuffix(_ literal: QueryReading, want: Int) {
    guard literal.tokens.count == 1 else { return }
    let scalars = Array(String(decoding: literal.tokens[0].bytes, as: UTF8.self).unicodeScalars)
    // (A stem of two syllables at least: 중구 has no stem to speak of.)
    guard scalars.count >= 3, let typed = scalars.last, CandidateSearch.levelSuffixesOfSigungu.contains(typed),
      scalars.allSatisfy({ Hangul.isSyllable($0.value) })
    else { return }
    let stem = String(String.UnicodeScalarView(scalars.dropLast()))
    let others = Set(CandidateSearch.levelSuffixesOfSigungu.filter { $0 != typed }.map { stem + String($0) })
    let kinds = options.kinds.intersection([PlaceKinds(.city), PlaceKinds(.district)])
    guard !kinds.isEmpty else { return }
    let sub = search(stem, among: kinds, want: want, pass: .namesOnly)
    let index = self.index
    adoptRespaced(sub, penalty: weights.otherLevelSuffix) { c in
      index.countryRow(c.place) == index.koreaRow && others.contains(index.koreanTitle(of: PlaceHandle(rank: c.place)))
    }
  }
}
