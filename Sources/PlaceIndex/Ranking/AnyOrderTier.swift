/// The any-order tier: every query word starts a word of one name, in
/// another order (`york new`). The costliest tier and the weakest matches:
/// it runs only when the words as typed found nothing.
extension CandidateSearch {
  /// Candidates come from the query word with the fewest matching entries;
  /// each entry's name is checked against all words, best-ranked entries
  /// first, at most ``RankingWeights/anyOrderBudget`` of them.
  mutating func collectAnyOrder(_ tokens: [[UInt8]], want: Int, reading: Int) {
    collectAnyOrder(tokens.map { MatchToken($0) }, want: want, reading: reading)
  }

  /// The same for words that may end in a state of the IME (a jamo
  /// reading's tails: `합정 롯데시넴` on its way to 롯데시네마 합정). The
  /// candidates come from a word without tails.
  mutating func collectAnyOrder(_ tokens: [MatchToken], want: Int, reading: Int) {
    let classes: [KeyClass] = [
      .primaryNames, .alternateNames, .romanizedNames, .primaryWords, .alternateWords, .romanizedWords,
    ]
    let sets = classes.map(index.keySet)
    var best: (ranges: [Range<Int>], size: Int)? = nil
    for t in tokens where t.tails.isEmpty {
      let ranges = sets.map { $0.range(ofPrefix: t.bytes) }
      let size = ranges.reduce(0) { $0 + $1.count }
      if best == nil || size < best!.size { best = (ranges, size) }
    }
    guard let best, best.size > 0 else { return }
    // Walk the entries of each set in rank order, merged by rank.
    var tops = sets.indices.map {
      TopK(rangeMin: sets[$0].rangeMin, ranges: [best.ranges[$0]], distinct: false)
    }
    var heads = tops.indices.map { tops[$0].next() }
    var matcher = TokenMatcher(tokens: tokens)
    var added = 0
    var checked = 0
    while added < want, checked < weights.anyOrderBudget {
      var s = -1
      for i in heads.indices where heads[i] != nil {
        if s < 0 || heads[i]!.value < heads[s]!.value { s = i }
      }
      guard s >= 0, let (place, position) = heads[s] else { break }
      heads[s] = tops[s].next()
      guard !candidatePlaces.contains(place), accepts(place) else { continue }
      checked += 1
      let start = index.nameBegin(containing: sets[s].poolOffset(position))
      let (from, end) = index.pool.bytes(from: start)
      if matcher.match(start: from, end: end) {
        // (Every word of the name typed whole, in another order: `korea
        // south`, `york new`, an exact match less the order.)
        let reordered = wholeNameReordered(tokens, nameAt: start) || someNameReordered(tokens, of: place)
        add(place, tier: reordered ? .exact : .anyOrder, offset: start, alternate: classes[s].isAlternate,
          romanized: classes[s].isRomanized, reading: reading, bonus: reordered ? weights.reorderedWholeName : 0)
        added += 1
      }
    }
  }

  /// Whether the query's words, each whole (no IME state on its way), are
  /// the words of the name at pool offset `offset` in another order, no
  /// word more or less.
  func wholeNameReordered(_ tokens: [MatchToken], nameAt offset: Int) -> Bool {
    wholeNameReordered(tokens, name: index.storedName(containing: offset).text)
  }

  /// The same for any of the place's names that may be shown (`york new`
  /// is New York City by its other name New York, as it is the state by
  /// its only one). Only of a place the tier matched: a few a query.
  func someNameReordered(_ tokens: [MatchToken], of place: UInt32) -> Bool {
    guard tokens.allSatisfy({ $0.tails.isEmpty }) else { return false }
    return index.storedNames(of: PlaceHandle(rank: place)).contains {
      $0.isTitle && wholeNameReordered(tokens, name: $0.text)
    }
  }

  func wholeNameReordered(_ tokens: [MatchToken], name: String) -> Bool {
    guard tokens.allSatisfy({ $0.tails.isEmpty }) else { return false }
    let words = Normalizer.words(name)
    guard words.count == tokens.count, words != tokens.map(\.bytes) else { return false }
    return words.sorted { $0.lexicographicallyPrecedes($1) }
      == tokens.map(\.bytes).sorted { $0.lexicographicallyPrecedes($1) }
  }
}
