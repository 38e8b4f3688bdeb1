/// The typo tier: a name starts with the query give or take a typo or two
/// (`olso` → Oslo, `서룰` → 서울). It runs when no name starts with the query
/// as typed, so that the prefix path never pays for it.
extension CandidateSearch {
  /// The typo tier, when no name starts with the query. Which reading it
  /// corrects:
  /// - Hangul as typed: one jamo changed (서룰 → 서울), unless a later word
  ///   already starts with it (Korean names are brand and branch: 홍대입구 is
  ///   the branch of two cinemas, not a typo);
  /// - Latin whose every word spells Hangul on the other keyboard
  ///   (ghdeodlq → 홍대입): when that Hangul matched nothing, its Hangul,
  ///   jamo by jamo, and the Latin as typed too: most Latin words spell
  ///   some Hangul (toroto is 새개새), and the keyboard reading's penalty
  ///   lets the scores decide between the two;
  /// - other text: ``collectFuzzy``.
  mutating func collectTypos(_ literal: QueryReading, want: Int) {
    if literal.isHangul {
      if candidates.isEmpty { collectJamoTypos(literal, reading: 0, want: want) }
      return
    }
    if let k = readings.indices.first(where: { readings[$0].kind == .keyboard && readings[$0].isHangul }),
      readings[k].tokens.allSatisfy({ JamoTail.hasHangul($0.bytes) })
    {
      if candidates.contains(where: { readings[$0.reading].kind == .keyboard }) { return }
      collectJamoTypos(readings[k], reading: k, want: want)
    }
    collectFuzzy(literal, want: want)
  }

  /// A typo in the last letter of a query whose name matches are all
  /// small: the names that start with the query less its last letter (an
  /// extra letter, `berlinn`, or a wrong one, `berlim`), one edit each, and
  /// only those that outscore every name match by
  /// ``RankingWeights/typoOverWeakNameMargin`` (the walk's threshold), which
  /// ``ranked(dedupe:limit:_:)`` then ranks with the name matches. With no
  /// name match at all (a query of more words than the typo tier takes,
  /// `san pedro sulaa`), they compete with the later-word matches as any
  /// typo does. The
  /// typo tier proper does not run when some name starts with the query: a
  /// query that is a prefix of a small place's name and one letter past a
  /// big one's is where that hides the place meant. Costs one lookup in two
  /// key sets, and a walk that stops at the first place below the
  /// threshold.
  mutating func collectEndTypo(_ literal: QueryReading, want: Int) {
    let key = literal.key
    guard let last = literal.tokens.last?.bytes,
      String(decoding: last, as: UTF8.self).unicodeScalars.count >= CandidateSearch.endTypoMinLetters
    else { return }
    var cut = key.count - 1
    while cut > 0 && key[cut] & 0xC0 == 0x80 { cut -= 1 }
    let shorter = Array(key[..<cut])
    let threshold = bestNameScore + weights.typoOverWeakNameMargin
    for k in [KeyClass.primaryNames, .alternateNames] {
      let range = keySet(k).range(ofPrefix: shorter)
      guard !range.isEmpty else { continue }
      var top = TopK(rangeMin: keySet(k).rangeMin, range: range, storage: takeHeap())
      collect(k, from: &top, tier: .fuzzy, want: want, reading: 0, edits: 1, threshold: threshold)
      heap = top.heap
    }
  }

  /// The same for a Hangul query, whose last letter is a syllable: its
  /// vowel or final consonant mistyped (`인촌` for 인천, `부선` for 부산).
  /// The names that start with the query up to that syllable's initial
  /// consonant (인ㅊ: a tail, as a jamo reading has, but no IME state's
  /// penalty), one edit each; only those that outscore every name match by
  /// ``RankingWeights/typoOverWeakNameMargin``, as above. For a last word
  /// of ``hangulEndTypoMinSyllables`` or more.
  mutating func collectHangulEndTypo(_ literal: QueryReading, want: Int) {
    guard let reading = CandidateSearch.hangulEndTypoReading(literal) else { return }
    readings.append(reading)
    collectHangulEndTypo(reading: readings.count - 1, want: want, threshold: bestNameScore + weights.typoOverWeakNameMargin)
  }

  /// The names that start with reading `r`'s tail (one of this search's
  /// readings, made by ``hangulEndTypoReading(_:)``), one edit each: those
  /// that reach `threshold`, or the group's own when nil.
  mutating func collectHangulEndTypo(reading r: Int, want: Int, threshold: Double?) {
    guard let tail = readings[r].tails.first, !tail.ranges.isEmpty else { return }
    for k in [KeyClass.primaryNames, .alternateNames] {
      let set = keySet(k)
      let within = set.range(ofPrefix: tail.prefix)
      guard !within.isEmpty else { continue }
      // (The most important place under the prefix bounds the walk: when it
      // cannot reach the threshold, no bisection for the syllables.)
      if let threshold {
        let best = set.entryPlace[set.rangeMin.argmin(within.lowerBound, within.upperBound)]
        guard index.importance(of: best) + bestBonus(k, .fuzzy, reading: r, edits: 1) >= threshold else { continue }
      }
      let ranges = tail.ranges.map { set.range(ofPrefix: tail.prefix, thenScalarIn: $0, within: within) }
      guard ranges.contains(where: { !$0.isEmpty }) else { continue }
      var top = TopK(rangeMin: set.rangeMin, ranges: ranges, storage: takeHeap())
      collect(k, from: &top, tier: .fuzzy, want: want, reading: r, edits: 1, threshold: threshold)
      heap = top.heap
    }
  }

  /// A reading of `literal` with its last syllable's vowel and final left
  /// open: the key up to that syllable, then any syllable with its initial
  /// consonant (인촌 → 인, then 차 … 칳). Read as the text typed, not as an
  /// IME state: the typo's edit is its whole cost. With `onlyTo`, the last
  /// syllable may only be one of those syllables that differs from it in
  /// one jamo alone, its initial, vowel or final (둥 → 동, 쿠 → 구). Nil
  /// when the last word is not Hangul syllables, shorter than
  /// ``hangulEndTypoMinSyllables``, or no syllable of `onlyTo` is one jamo
  /// away.
  static func hangulEndTypoReading(_ literal: QueryReading, onlyTo: [UInt32]? = nil) -> QueryReading? {
    let key = literal.key
    guard let word = literal.tokens.last?.bytes,
      (Hangul.syllableCount(ofWord: word) ?? 0) >= CandidateSearch.hangulEndTypoMinSyllables,
      key.count >= 3, key.suffix(3).elementsEqual(word.suffix(3))
    else { return nil }
    // The last syllable: three bytes of UTF-8 (U+AC00…U+D7A3), the end of
    // the key and of its last word (syllableCount checked them).
    let s = Array(word.suffix(3))
    let scalar = UTF8Scalar.threeByte(s[0], s[1], s[2])
    guard let parts = Hangul.parts(scalar) else { return nil }
    let first = Hangul.syllable(initial: parts.initial, vowel: 0, final: 0)
    var ranges = [first...(first + UInt32(Hangul.vowelCount * Hangul.finalCount) - 1)]
    if let onlyTo {
      ranges = onlyTo.filter { t in
        t != scalar && Hangul.differingParts(t, scalar) == 1
      }.map { $0...$0 }
      guard !ranges.isEmpty else { return nil }
    }
    var tokens = literal.tokens
    // (The tails of the last word alone, for highlighting.)
    tokens[tokens.count - 1] = MatchToken(word, tails: [(Array(word.dropLast(3)), ranges)])
    var r = QueryReading(kind: literal.kind, key: key, tokens: tokens, tails: [(Array(key.dropLast(3)), ranges)])
    r.romanizable = false
    return r
  }

  /// The shortest last word, in syllables, whose last syllable
  /// ``collectHangulEndTypo(_:want:)`` corrects: one syllable is a
  /// different word with any other vowel.
  static let hangulEndTypoMinSyllables = 2

  /// The shortest last word whose last letter ``collectEndTypo(_:want:)``
  /// corrects: in a shorter one, one letter less is a different word
  /// (`pari` is not `par`).
  static let endTypoMinLetters = 5

  /// Names (then later words) within a Damerau–Levenshtein budget of the
  /// query (see ``FuzzySearch``).
  mutating func collectFuzzy(_ literal: QueryReading, want: Int) {
    let characters = String(decoding: literal.key, as: UTF8.self).unicodeScalars.count
    // Several words get one edit at most: the second edit of a long
    // phrase costs milliseconds, and its typos are one a word (`neu york`,
    // `san fransisco`).
    let budget = min(
      FuzzySearch.budget(characters: characters),
      literal.tokens.count > 1 ? weights.multiwordTypoEdits : 2)
    guard budget > 0 else { return }
    // One edit first: most typos are one; two only when one finds nothing.
    for edits in 1...budget {
      for classes in [
        [KeyClass.primaryNames, .alternateNames, .romanizedNames], [.primaryWords, .alternateWords, .romanizedWords],
      ] {
        // Later words only when whole names gave nothing.
        guard classes[0] == .primaryNames || !candidates.contains(where: { $0.tier == .fuzzy && $0.reading == 0 })
        else { break }
        for k in classes {
          let set = keySet(k)
          var byEdits: [[Range<Int>]] = Array(repeating: [], count: edits + 1)
          var total = 0
          FuzzySearch(set: set, query: literal.key, maxEdits: edits).run { range, e in
            if total < weights.maxTypoRanges {
              byEdits[e].append(range)
              total += 1
            }
          }
          for e in 1...edits where !byEdits[e].isEmpty {
            collect(k, ranges: byEdits[e], tier: .fuzzy, want: want, reading: 0, edits: e)
          }
        }
      }
      if candidates.contains(where: { $0.tier == .fuzzy && $0.reading == 0 }) { return }
    }
  }

  /// At most how many keys a jamo-typo search reads to learn which
  /// syllables follow the syllables before the one it varies (instead of
  /// looking up each of its 65 variants): below it, reading costs less
  /// than the lookups; above, more. Results are the same either way.
  static let maxSyllableScan = 128

  /// Hangul typos at the jamo level: each syllable with one jamo changed
  /// (an initial, a vowel, or a final added, changed or dropped). The text
  /// before a changed syllable stays, so a syllable is only varied when
  /// some name starts with the text before it.
  mutating func collectJamoTypos(_ reading: QueryReading, reading n: Int, want: Int) {
    let key = reading.key
    var syllables: [(offset: Int, value: UInt32)] = []
    var jamo = 0
    var i = 0
    while i < key.count {
      let length = UTF8Scalar.length(leadByte: key[i])
      var value: UInt32 = 0
      if length == 3 && i + 2 < key.count {
        value = UTF8Scalar.threeByte(key[i], key[i + 1], key[i + 2])
      }
      if Hangul.parts(value) != nil {
        syllables.append((i, value))
        jamo += 3
      } else {
        jamo += 1
      }
      i += length
    }
    guard FuzzySearch.budget(characters: jamo) > 0 else { return }
    let sets = [KeyClass.primaryNames, .alternateNames].map { ($0, keySet($0)) }
    var variant = key
    for (offset, value) in syllables {
      guard let (l, v, t) = Hangul.parts(value) else { continue }
      // (Each variant's lookup goes on from the syllables before it; when
      // few keys start with those, only the syllables that follow them in
      // some key are looked up.)
      let head = Array(key[..<offset])
      let live = sets.compactMap { (k, set) -> (KeyClass, KeySet, (range: Range<Int>, node: Int), [UInt64]?)? in
        let found = set.lookup(head)
        guard !found.range.isEmpty else { return nil }
        let next = set.threeBytes(after: found, depth: offset, maxEntries: CandidateSearch.maxSyllableScan)
        return (k, set, found, next)
      }
      guard !live.isEmpty else { continue }
      var variants: [UInt32] = []
      for l2 in 0..<19 where l2 != l { variants.append(Hangul.syllable(initial: l2, vowel: v, final: t)) }
      for v2 in 0..<21 where v2 != v { variants.append(Hangul.syllable(initial: l, vowel: v2, final: t)) }
      for t2 in 0..<28 where t2 != t { variants.append(Hangul.syllable(initial: l, vowel: v, final: t2)) }
      for s in variants {
        variant[offset] = 0xE0 | UInt8(s >> 12)
        variant[offset + 1] = 0x80 | UInt8((s >> 6) & 0x3F)
        variant[offset + 2] = 0x80 | UInt8(s & 0x3F)
        for (k, set, headLookup, next) in live {
          if let next, !next.contains(UTF8Scalar.packed(s)) { continue }
          let r = set.range(ofPrefix: variant, after: headLookup, depth: offset)
          guard !r.isEmpty else { continue }
          // The names that are the variant whole first: among hundreds
          // that start it, the best by importance alone could leave them
          // out (`세종데로 110`: 종로구's 세종대로 ranks below 중구's
          // 세종대로14길, whose name only starts it).
          let whole = set.range(ofKey: variant, within: r)
          if !whole.isEmpty && whole != r {
            collect(k, ranges: [whole], tier: .fuzzy, want: want, reading: n, edits: 1)
          }
          collect(k, ranges: [r], tier: .fuzzy, want: want, reading: n, edits: 1)
        }
      }
      variant[offset..<(offset + 3)] = key[offset..<(offset + 3)]
    }
  }
}
