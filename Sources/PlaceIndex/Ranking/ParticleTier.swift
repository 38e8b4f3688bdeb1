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
    let namesACinema = CandidateSearch.namesACinema(literal.tokens.map(\.bytes))
    guard
      let (text, leftOutWords) = CandidateSearch.atACinema(words)
        ?? KoreanParticles.placeAndCut(in: words, sentence: !namesACinema)
    else { return }
    // (The want words are shown as left out, as the partial tier shows the
    // words it leaves: `메가박스 강남점 주차`'s 주차. In the tier the place
    // was found in: what one wants there is no part of a name, and `의령
    // 가는 법` is 의령군 before 법정로 of 의령군, a name `법` starts.)
    let leftOut = leftOutWords.reduce(UInt16(0)) { $1 < 16 ? $0 | 1 << $1 : $0 }
    var sub = search(text, among: options.kinds, want: want, pass: .respelled, maxPops: min(maxPops, weights.filteredMaxPops))
    // (A place misspelt as it sounds, when it names nothing as typed:
    // `김헤 날씨` is 김해, `메포읍 가는 길` 매포읍, `벤쿠버 날씨` 밴쿠버; its
    // typos as the place typed alone finds them, at their edits' cost.
    // Only a place the query starts with, whole words after it cut: a
    // particle alone taken off, `벡리에`, may be no particle, and the
    // place after a trip's start, `도곡점 lotte cinema 출발 알림`, no place.)
    if sub.candidates.isEmpty, !leftOutWords.isEmpty, !leftOutWords.contains(0), !namesACinema {
      sub = search(text, among: options.kinds, want: want, pass: .namesAndTypos, maxPops: min(maxPops, weights.filteredMaxPops))
    }
    guard !sub.candidates.isEmpty else { return }
    let subReadings = sub.readings
    // (Only what names every word left: `인천 남동구 백밤` found 남동구
    // with `백밤` unmatched, and `백밤로` is a road mistyped.)
    adoptReading(
      sub, as: .particles, text: text, penalty: weights.particlesReading, leftOut: leftOut,
      where: { subReadings[$0.reading].extraPenalty == 0 })
  }

  /// Whether a word of `words` is a cinema brand or a word for cinemas
  /// or films (`마포구에 있는 CGV`, `잠실에서 영화 보기`): the cinema steps
  /// read such a query, not as a sentence around a place.
  static func namesACinema(_ words: [[UInt8]]) -> Bool {
    words.contains { w in
      Brand(key: w) != nil
        || cinemaWordBytes.contains { c in
          w.count >= c.count && (0...(w.count - c.count)).contains { i in w[i..<(i + c.count)].elementsEqual(c) }
        }
    }
  }

  /// The words for cinemas and films, as bytes, that ``namesACinema(_:)``
  /// looks for inside a word (`영화관`, `극장에서`).
  static let cinemaWordBytes: [[UInt8]] = (koreanCinemaWords + ["영화", "cinema"]).map { Array($0.utf8) }

  /// A cinema, then 에서 and what one does there: a film, a meeting (`건대점
  /// 롯시에서 범죄도시`, `CJ CGV 압구정점에서 존 윅 4`, `낼 용산점 CGV에서
  /// 보자`): the words up to 에서 (a brand among them), without it. A
  /// place that is no cinema keeps what follows 에서, which may be where
  /// one goes from it (``KoreanParticles/destinationStart(in:)``).
  static func atACinema(_ words: [String]) -> (text: String, leftOut: [Int])? {
    let at = [Array("에서".unicodeScalars)]
    func isBrand(_ w: String) -> Bool {
      Brand(key: Array(w.utf8)) != nil
        || (KoreanParticles.endsInParticle(w, at) && Brand(alias: String(w.unicodeScalars.dropLast(at[0].count))) != nil)
    }
    guard words.count >= 3,
      let i = words.indices.dropLast().first(where: { i in
        (words[i] == "에서" || KoreanParticles.endsInParticle(words[i], at)) && words[...i].contains(where: isBrand)
      })
    else { return nil }
    var kept = Array(words[...i])
    if kept[i] == "에서" {
      kept.removeLast()
    } else {
      kept[i] = String(kept[i].unicodeScalars.dropLast(at[0].count))
    }
    // (And what the words left say of it: `… 점까지`, a want word.)
    let cut = KoreanParticles.placeAndCut(in: kept, sentence: false)
    let leftOut = (cut?.leftOut ?? []) + Array((kept.count)..<words.count)
    return (cut?.text ?? kept.joined(separator: " "), leftOut)
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
