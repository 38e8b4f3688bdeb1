/// An area a jamo off before the place it holds: `울삳 동구` is 울산 동구,
/// `강주광역시 북구` 광주광역시 북구, `경담 진줏` 경남 진주 on its way,
/// `일존 스잍` 일본 스이타 on its way. The typo tiers correct a query's
/// start or its last word; an earlier word that names nothing leaves the
/// place to the partial tier, which finds every 동구 and leaves out the
/// word that says which.
///
/// For a Hangul query of several words that found no name whole: the
/// first word but the last that is no place's whole name, of Hangul
/// syllables, is changed in one jamo of one syllable; each change that is
/// an area's whole name (a country, a region, a 시도, 시군구 or 읍면동, a
/// city) stands in for it, the most important areas first, and the query
/// so corrected is searched at ``RankingWeights/mistypedArea``. It finds
/// only what the corrected word names or qualifies, as its search runs
/// no typo and no partial step.
extension CandidateSearch {
  /// The most syllables of the word corrected: each costs some 65 lookups
  /// in two key sets (`사우디아라비차` has seven).
  static let maxMistypedHeadSyllables = 7
  /// The most corrections searched, each a search of the whole query: two
  /// keep a second area of a close name (`여루`: 여수 and 여주) without
  /// searching every one a jamo makes.
  static let maxMistypedHeadReadings = 2

  /// The kinds of place a corrected word may name: an area that holds
  /// others.
  static let mistypedHeadKinds: Set<UInt8> = Set(
    [PlaceKind.country, .region, .province, .district, .neighbourhood, .city].map(\.rawValue))

  mutating func collectMistypedHead(_ literal: QueryReading, want: Int) {
    let words = literal.tokens.map(\.bytes)
    guard words.count >= 2,
      let i = words.indices.dropLast().first(where: { !isWholeName(words[$0]) })
    else { return }
    let scalars = Array(String(decoding: words[i], as: UTF8.self).unicodeScalars.map(\.value))
    guard (2...CandidateSearch.maxMistypedHeadSyllables).contains(scalars.count), scalars.allSatisfy(Hangul.isSyllable)
    else { return }
    var corrections: [(word: [UInt8], importance: Double)] = []
    Hangul.eachSpellingOneJamoOff(scalars, at: scalars.indices) { word in
      if let importance = mostImportantArea(named: word) { corrections.append((word, importance)) }
    }
    corrections.sort { $0.importance > $1.importance }
    for c in corrections.prefix(CandidateSearch.maxMistypedHeadReadings) {
      var corrected = words
      corrected[i] = c.word
      let text = String(decoding: Array(corrected.joined(separator: [0x20])), as: UTF8.self)
      let sub = search(text, among: options.kinds, want: want, pass: .respelled)
      adoptRespaced(sub, penalty: weights.mistypedArea)
    }
  }

  /// The importance of the most important area (``mistypedHeadKinds``)
  /// whose whole primary or other name `key` is; nil when none.
  func mostImportantArea(named key: [UInt8]) -> Double? {
    let index = self.index
    var best: Double?
    for k in [KeyClass.primaryNames, .alternateNames] {
      let set = keySet(k)
      for e in set.range(ofKey: key) {
        let p = set.entryPlace[e]
        guard CandidateSearch.mistypedHeadKinds.contains(index.kindRaw(p)) else { continue }
        let importance = index.importance(of: p)
        if best.map({ importance > $0 }) ?? true { best = importance }
      }
    }
    return best
  }
}
