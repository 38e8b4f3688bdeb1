/// Korean places in Latin letters spelled otherwise than the Revised
/// Romanization, read in it (``RomanizationRespelling``): `Yoksam-dong` is
/// Yeoksam-dong, `Shinsa-dong, Gangnam-gu` Sinsa-dong of 강남구, `Joong-gu,
/// Seoul` Jung-gu, `Kangnam-gu, Seoul` Gangnam-gu.
///
/// A word the index has no key for in that spelling makes a query of
/// several words find nothing as typed, and the typo tier tries no such
/// word (it is the partial tier's to leave out), which then finds `dong`
/// alone: Dongguan; or the address tier reads the other words and leaves
/// it unmatched (강남구, for the first example). Here the words that a
/// Korean romanization may spell are respelled, a letter at a time while
/// some romanized key starts with the spelling, and the queries with the
/// fewest changes are searched again, through every step but typos and
/// the partial tier. What they find joins as the typo tier's matches do
/// (a respelling is a correction too, and competes with the typos':
/// `ansham` is Anshan, a letter away, not 안삼 respelled), each change at
/// ``RankingWeights/respellingChange`` and the reading at
/// ``RankingWeights/respelledReading``; an area the query as typed found
/// with words unmatched follows a place inside it that the respelled
/// query found with fewer words unmatched, in its tier and
/// ``RankingWeights/qualifyingCityMargin`` below it. A place the
/// respelled query found with words unmatched is a partial match. Step 7
/// of ``collectStrict(query:readings:want:pass:)``, after the partial
/// tier, when no name matched every word as typed.
extension CandidateSearch {
  /// The most respelled queries searched: every word respelled, then the
  /// fewest changes, then the next fewest (`chongja`: jongja, then
  /// jeongja).
  static let maxRespelledQueries = 3
  /// The most respellings kept for one word.
  static let maxRespellingsPerWord = 2
  /// The most respellings of a word before its level (`Chongno-gu`)
  /// tried for naming a place with it, of which
  /// ``maxRespellingsPerWord`` are kept: more finds the one meant among
  /// spellings of equal changes (`chongno` is cheongno or jongno), at a
  /// key lookup each.
  static let maxRespellingsBeforeLevel = 8
  /// The most words a respelled query may leave unmatched (an address
  /// reading's building name after it: `Daelim-ro 2 Dongjak-gu Seoul 100
  /// office`); more, and what it found is a word or two that a respelling
  /// made name some Korean place.
  static let maxRespelledUnmatchedWords = 2
  /// The shortest word respelled (`gu`, `ro`, `si` are written alike in
  /// every spelling, and two letters start too many keys to tell).
  static let minRespelledWord = 3
  /// The shortest word respelled alone, with no level after it, when no
  /// name starts with it as typed (`Chamsil`, `Junju`): shorter ones start
  /// too many keys in some spelling.
  static let minRespelledLoneWord = 5
  /// What ranks a respelling that is no key's whole word (a word being
  /// typed, or a spelling that only starts keys) after every whole one:
  /// more changes than a word takes (``RomanizationRespelling/maxChanges``).
  static let partialRespelling = RomanizationRespelling.maxChanges + 1
  /// The level words the Revised Romanization writes as every spelling
  /// does (`dong`, `gu`, `ro`, `myeon`): never respelled.
  static let romanizedUnits: Set<[UInt8]> = Set(KoreanAddressForms.romanizedSuffixes.map { Array($0.1.utf8) })

  mutating func collectRespelled(_ literal: QueryReading, query typed: String, want: Int) {
    // (Only a query with a Korean level's word, as either romanization
    // writes it, `dong`, `gu`, `ro`, `myon`, or a cinema's brand, `cgv
    // myungdong`. Without one, a query of Latin words with one unknown is
    // some other language's, and respelling its words cost the partial
    // workload twice its time.)
    // (Or one with a breve, ŏ or ŭ, which only McCune–Reischauer writes:
    // `Yŏsu`, `Ch'ŏnan` are Korean names bare.)
    // (Or one word alone that no name starts, of
    // ``minRespelledLoneWord`` letters or more: `Chamsil`, `Apkujong`.)
    guard !literal.isHangul, literal.tokens.count <= QueryLimits.maxWords,
      literal.tokens.contains(where: {
        CandidateSearch.romanizedUnits.contains($0.bytes) || RomanizationRespelling.levels[$0.bytes] != nil
          || Brand.aliasWords.contains($0.bytes)
      }) || RomanizationRespelling.hasBreve(typed)
        || (literal.tokens.count == 1 && literal.tokens[0].bytes.count >= CandidateSearch.minRespelledLoneWord
          && !hasNameMatch),
      let query = RomanizationRespelling.plainLatin(typed)
    else { return }
    let runs = CandidateSearch.letterRuns(of: query)
    let tokens = Set(literal.tokens.map(\.bytes))
    let names = keySet(.romanizedNames)
    let words = keySet(.romanizedWords)
    func isPrefix(_ p: [UInt8]) -> Bool { !names.range(ofPrefix: p).isEmpty || !words.range(ofPrefix: p).isEmpty }
    // (A whole word of a key: the key, or its start before a space.)
    func isWord(_ w: [UInt8]) -> Bool {
      let spaced = w + [0x20]
      return !names.range(ofKey: w).isEmpty || !words.range(ofKey: w).isEmpty
        || !names.range(ofPrefix: spaced).isEmpty || !words.range(ofPrefix: spaced).isEmpty
    }
    // (A whole word of some key of any set, as typed: `seoul`, `station`.)
    let sets = [KeyClass.primaryNames, .alternateNames, .primaryWords, .alternateWords].map(keySet)
    func isAnyWord(_ w: [UInt8]) -> Bool {
      let spaced = w + [0x20]
      return isWord(w) || sets.contains { !$0.range(ofKey: w).isEmpty || !$0.range(ofPrefix: spaced).isEmpty }
    }
    // Each word's choices: as typed, when some key has it whole, or
    // respelled, each at its changes and a respelling that is no key's
    // whole word at ``partialRespelling`` more (one being typed).
    var choices: [(run: Range<Int>, options: [(bytes: [UInt8], changes: Int, cost: Int)])] = []
    let utf8 = Array(query.utf8)
    for (r, run) in runs.enumerated() {
      let word = utf8[run].map { $0 | 0x20 }
      // (Not a word with a letter no romanization uses: `office`.)
      guard tokens.contains(word), !CandidateSearch.romanizedUnits.contains(word),
        !word.contains(where: QueryReading.isUnromanizedLetter)
      else { continue }
      // (A level as McCune–Reischauer writes it after a hyphen: `-up`,
      // `-ku`; `myon` also alone.)
      if let level = RomanizationRespelling.levels[word],
        word.count > CandidateSearch.minRespelledWord || (run.lowerBound > 0 && utf8[run.lowerBound - 1] == 0x2D)
      {
        choices.append((run, [(level, 1, 1)]))
        continue
      }
      // The level written after the word, when one is: a spelling that
      // names some place with it (`cheongno` names none with `gu`, `jongno`
      // does) is the one meant.
      let unit = r + 1 < runs.count ? Self.levelAfter(run, next: runs[r + 1], in: utf8) : nil
      func fits(_ w: [UInt8]) -> Bool {
        guard let unit else { return false }
        let spaced = w + [0x20] + unit
        return !names.range(ofKey: spaced).isEmpty || !names.range(ofPrefix: spaced + [0x20]).isEmpty
          || !names.range(ofKey: w + unit).isEmpty
      }
      // (A word of two letters only before its level, `So-gu`: alone, two
      // letters start too many keys to tell.)
      guard word.count >= CandidateSearch.minRespelledWord || unit != nil else { continue }
      var respelled = RomanizationRespelling.variants(
        of: word, limit: unit == nil ? CandidateSearch.maxRespellingsPerWord : CandidateSearch.maxRespellingsBeforeLevel,
        isPrefix: isPrefix, isWord: isWord)
      var asTyped: [(bytes: [UInt8], changes: Int, cost: Int)] = isAnyWord(word) ? [(word, 0, 0)] : []
      if unit != nil {
        // (Before a level, only the spellings that name a place with it,
        // when some do, the word as typed among them; else as before.)
        let fitting = respelled.filter { fits($0.bytes) }
        if !fitting.isEmpty {
          respelled = fitting
          if !fits(word) { asTyped = [] }
        } else if word.count < CandidateSearch.minRespelledWord {
          continue
        }
        respelled = Array(respelled.prefix(CandidateSearch.maxRespellingsPerWord))
      }
      guard !respelled.isEmpty else { continue }
      choices.append(
        (
          run,
          asTyped
            + respelled.map {
              ($0.bytes, $0.changes, $0.changes + (isWord($0.bytes) ? 0 : CandidateSearch.partialRespelling))
            }
        ))
    }
    guard !choices.isEmpty else { return }
    // The combinations, cheapest first.
    var combinations: [(picks: [Int], cost: Int)] = [([Int](repeating: 0, count: choices.count), 0)]
    for (w, c) in choices.enumerated() {
      combinations = combinations.flatMap { combination in
        c.options.indices.map { i in
          var picks = combination.picks
          picks[w] = i
          return (picks, combination.cost + c.options[i].cost)
        }
      }
      // (Bounded as it grows: a few words of three choices each. Exact: a
      // combination cut here has as many cheaper ones as are kept, each
      // followed by the same choices.)
      combinations.sort { $0.cost < $1.cost }
      combinations.removeLast(max(0, combinations.count - (CandidateSearch.maxRespelledQueries + 1)))
    }
    // (Not the query as typed, which every word kept as typed is.)
    combinations.removeAll { c in zip(choices, c.picks).allSatisfy { $0.0.options[$0.1].changes == 0 } }
    // First every word at its best respelling (`Tang-dong, Kunpo-si` is
    // Dang-dong, Gunpo-si: each word alone finds nothing whole).
    let allRespelled = choices.map { c in c.options.firstIndex { $0.changes > 0 } ?? 0 }
    combinations.removeAll { $0.picks == allRespelled }
    combinations.insert(
      (allRespelled, zip(choices, allRespelled).reduce(0) { $0 + $1.0.options[$1.1].cost }), at: 0)
    let index = self.index
    // (The readings of the query as typed come before this.)
    let typed = readings.count
    for combination in combinations.prefix(CandidateSearch.maxRespelledQueries) {
      var text: [UInt8] = []
      var at = 0
      for (w, c) in choices.enumerated() {
        text += utf8[at..<c.run.lowerBound]
        text += c.options[combination.picks[w]].bytes
        at = c.run.upperBound
      }
      text += utf8[at...]
      let respelled = String(decoding: text, as: UTF8.self)
      let rs = QueryReading.readings(of: respelled)
      guard !rs.isEmpty else { continue }
      var sub = CandidateSearch(index: index, settings: settings)
      sub.maxPops = min(maxPops, weights.filteredMaxPops)
      sub.collectStrict(query: respelled, readings: rs, want: want, pass: .respelled)
      let changes = zip(choices, combination.picks).reduce(0) { $0 + $1.0.options[$1.1].changes }
      let cost = weights.respelledReading + Double(changes) * weights.respellingChange
      // (A place found with words unmatched, an address reading that left
      // them, is a partial match, and only with a few words unmatched:
      // `… Aveenue de la Cooperation, Lomé, Togo` respelled finds a Korean
      // road by a word or two, and leaves six out at less than the
      // partial tier's Lomé leaves them.)
      let respelledReadings = sub.readings
      let unmatchedAtMost = Double(CandidateSearch.maxRespelledUnmatchedWords) * weights.addressUnmatchedWord
      adopt(
        sub,
        as: { c in
          respelledReadings[c.reading].extraPenalty > 0 ? .partial : c.tier.group <= MatchTier.fuzzy.group ? .fuzzy : c.tier
        },
        reading: { r in
          var r = r
          if r.kind == .literal { r.kind = .respelled }
          return r
        },
        adjust: { e in
          e.penalty += cost
          e.score -= cost
          if e.readingKind == .literal { e.readingKind = .respelled }
        },
        where: { respelledReadings[$0.reading].extraPenalty <= unmatchedAtMost })
      // (Also when the places were found as typed already, at a worse
      // score: the one kept is the better.)
      followWithPlacesInside(readingsFrom: typed)
    }
  }

  /// The level word (`gu`, `dong`, McCune–Reischauer's `myon` as
  /// `myeon`) that `next` writes right after `run`, past a hyphen or a
  /// space only, as the Revised Romanization writes it; nil when none.
  static func levelAfter(_ run: Range<Int>, next: Range<Int>, in utf8: [UInt8]) -> [UInt8]? {
    guard next.lowerBound > run.upperBound, next.lowerBound - run.upperBound <= 2,
      utf8[run.upperBound..<next.lowerBound].allSatisfy({ $0 == 0x2D || $0 == 0x20 })
    else { return nil }
    let word = utf8[next].map { $0 | 0x20 }
    if let level = RomanizationRespelling.levels[word] { return level }
    return romanizedUnits.contains(word) ? word : nil
  }

  /// The byte ranges of the query's runs of ASCII letters.
  static func letterRuns(of query: String) -> [Range<Int>] {
    var runs: [Range<Int>] = []
    var start: Int? = nil
    var i = 0
    for b in query.utf8 {
      let letter = (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A
      if letter, start == nil { start = i }
      if !letter, let s = start {
        runs.append(s..<i)
        start = nil
      }
      i += 1
    }
    if let s = start { runs.append(s..<i) }
    return runs
  }
}
