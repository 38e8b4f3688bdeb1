/// A Hangul query that names no place whole, read without a particle on
/// its last name or the words of what one wants there after it
/// (``KoreanParticles``): `케레타로에서` is 케레타로, `양양공항까지` 양양공항
/// (not 양양군, which its start names), `의령 가는 법` 의령 (not 법정로 of
/// 의령군, which `법` starts).
///
/// The query without them is searched through every step but typos and
/// the partial tier, and what it finds joins as a reading of its own
/// (``QueryReading/Kind/particles``), at ``RankingWeights/particlesReading``
/// less.
extension CandidateSearch {
  mutating func collectWithoutParticles(_ literal: QueryReading, want: Int) {
    let words = literal.tokens.map { String(decoding: $0.bytes, as: UTF8.self) }
    guard let (text, cut) = KoreanParticles.placeAndCut(in: words) else { return }
    // (The want words are shown as left out, as the partial tier shows the
    // words it leaves: `메가박스 강남점 주차`'s 주차. In the tier the place
    // was found in: what one wants there is no part of a name, and `의령
    // 가는 법` is 의령군 before 법정로 of 의령군, a name `법` starts.)
    let leftOut = cut.map { UInt16(truncatingIfNeeded: ((1 << min(words.count, 16)) - 1) & ~((1 << $0) - 1)) } ?? 0
    let sub = search(text, among: options.kinds, want: want, pass: .respelled, maxPops: min(maxPops, weights.filteredMaxPops))
    guard !sub.candidates.isEmpty else { return }
    let subReadings = sub.readings
    // (Only what names every word left: `인천 남동구 백밤` found 남동구
    // with `백밤` unmatched, and `백밤로` is a road mistyped.)
    adoptReading(
      sub, as: .particles, text: text, penalty: weights.particlesReading, leftOut: leftOut,
      where: { subReadings[$0.reading].extraPenalty == 0 })
  }

  /// A numbered 가, legal dong or road spelt in Hangul (``HangulNumerals``):
  /// `종로일가` is 종로1가, `대저이동` 대저2동, `세지로삼십구번길` 세지로39번길, `삼각산로 이십팔길`
  /// 삼각산로28길, the same name, read as spacing (no penalty). A road's
  /// spelling counts only when it names a road whole (`이`, `사` and `구`
  /// end many names in their own right).
  mutating func collectHangulNumerals(_ literal: QueryReading, want: Int) {
    var words = literal.tokens.map { String(decoding: $0.bytes, as: UTF8.self) }
    var changed = false
    if let digits = HangulNumerals.withDigits(words) {
      words = digits
      changed = true
    }
    for i in words.indices {
      let scalars = Array(words[i].unicodeScalars)
      // (The number part typed apart: `삼각산로 이십팔길`.)
      if i > 0, let part = HangulNumerals.numberPart(scalars), isWholeName(Normalizer.normalize(words[i - 1] + part)) {
        words[i] = part
        changed = true
        continue
      }
      guard !isWholeName(Array(words[i].utf8)),
        let spelt = HangulNumerals.roadSpellings(of: scalars).first(where: { isWholeName(Normalizer.normalize($0)) })
          ?? HangulNumerals.numberedUnitSpelling(of: scalars).flatMap({ isWholeName(Normalizer.normalize($0)) ? $0 : nil })
      else { continue }
      words[i] = spelt
      changed = true
    }
    guard changed else { return }
    collectRespaced(words.joined(separator: " "), among: options.kinds, want: want, pass: .respelled)
  }
}
