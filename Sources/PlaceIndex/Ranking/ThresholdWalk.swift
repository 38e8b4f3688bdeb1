/// How a tier takes the best places of a key set's range: places come by
/// falling importance (``TopK`` over the range-minimum structure of ranks),
/// and the walk stops when the next place cannot reach the score of the
/// `want`-th candidate even with the most a match can add
/// (``bestBonus(_:_:reading:edits:)``): Fagin's threshold algorithm.
extension CandidateSearch {
  /// Adds the best places of `ranges` until `want` places of this tier are
  /// accepted, or no other can enter.
  mutating func collect(
    _ k: KeyClass, ranges: [Range<Int>], tier: MatchTier, want: Int, reading: Int, edits: Int = 0
  ) {
    guard ranges.contains(where: { !$0.isEmpty }) else { return }
    var top = TopK(rangeMin: keySet(k).rangeMin, ranges: ranges, storage: takeHeap())
    collect(k, from: &top, tier: tier, want: want, reading: reading, edits: edits)
    heap = top.heap
  }

  /// The same for one range; `extra` is a bonus every place of it gets
  /// (initials that are a name's whole, ``RankingWeights/choseongWhole``).
  mutating func collect(
    _ k: KeyClass, range: Range<Int>, tier: MatchTier, want: Int, reading: Int, edits: Int = 0,
    extra: Double = 0
  ) {
    guard !range.isEmpty else { return }
    var top = TopK(rangeMin: keySet(k).rangeMin, range: range, storage: takeHeap())
    collect(k, from: &top, tier: tier, want: want, reading: reading, edits: edits, extra: extra)
    heap = top.heap
  }

  mutating func takeHeap() -> TopK.Heap {
    var h: TopK.Heap = []
    swap(&h, &heap)
    return h
  }

  /// The best places of the keys that start with a prefix, whose range and
  /// trie node a lookup found: the top trie nodes keep a list of their best
  /// places, which, read in order, stands in for the range-minimum search.
  mutating func collect(
    _ k: KeyClass, prefix range: Range<Int>, node: Int, tier: MatchTier, want: Int, reading: Int
  ) {
    if want <= KeySet.hotListLength, options.usesHotLists, let hot = keySet(k).hotList(node) {
      collect(k, hot: hot, range: range, tier: tier, want: want, reading: reading)
    } else {
      collect(k, range: range, tier: tier, want: want, reading: reading)
    }
  }

  /// The same as ``collect(_:range:tier:want:reading:edits:)`` for a trie
  /// node's list of its best places (``KeySet/hotList(_:)``): the list is
  /// read in order, and only when it runs out before `want` places are
  /// added does the range-minimum search take over.
  mutating func collect(
    _ k: KeyClass, hot: FileArray<UInt32>, range: Range<Int>, tier: MatchTier, want: Int,
    reading: Int
  ) {
    let set = keySet(k)
    var threshold = threshold(group: tier.group, want: want)
    let bonus = bestBonus(k, tier, reading: reading, edits: 0)
    let korean = foreignShortfall(k, reading: reading)
    var added = 0
    for position in hot {
      let place = set.entryPlace[Int(position)]
      if index.importance(of: place) + bonus < threshold { return }
      if !canEnter(place, bonus: bonus, korean: korean, threshold: threshold) { continue }
      let before = candidates.count
      add(place, tier: tier, offset: set.poolOffset(Int(position)), from: k, reading: reading)
      if candidates.count > before {
        added += 1
        if added >= want { threshold = max(threshold, self.threshold(group: tier.group, want: want)) }
      }
    }
    // More places than the list holds, and one past its end could still
    // enter (too few were added, or a Korean place there would outscore
    // them): search the range again (the places already added are not
    // counted twice), against the same threshold.
    guard hot.count == KeySet.hotListLength, let last = hot.last else { return }
    guard added < want || index.importance(of: set.entryPlace[Int(last)]) + bonus >= threshold else { return }
    var top = TopK(rangeMin: set.rangeMin, range: range, storage: takeHeap())
    collect(k, from: &top, tier: tier, want: want, reading: reading, edits: 0, threshold: threshold)
    heap = top.heap
  }

  /// The score a place must reach to enter the best `want` of `group`, or
  /// -infinity while the group has fewer.
  mutating func threshold(group: Int, want: Int) -> Double {
    guard candidates.count >= want else { return -.infinity }
    if thresholdCache.valid && thresholdCache.group == group && thresholdCache.want == want {
      return thresholdCache.value
    }
    let value = computeThreshold(group: group, want: want)
    thresholdCache = (true, group, want, value)
    return value
  }

  private func computeThreshold(group: Int, want: Int) -> Double {
    // The `want` best scores, kept sorted (descending) by insertion, on the
    // stack.
    return withUnsafeTemporaryAllocation(of: Double.self, capacity: want) { best in
      var n = 0
      for c in candidates where c.tier.group == group {
        let s = c.score
        if n == want {
          if s <= best[want - 1] { continue }
          n -= 1
        }
        var i = n
        while i > 0 && best[i - 1] < s {
          best[i] = best[i - 1]
          i -= 1
        }
        best[i] = s
        n += 1
      }
      return n == want ? best[want - 1] : -.infinity
    }
  }

  /// The most a place of key set `k` can add to its importance in `tier`
  /// through `reading`: with importance, a bound on its score. It mirrors
  /// ``add(_:tier:offset:alternate:romanized:reading:bonus:edits:)``: the match bonus
  /// (``matchBonus(_:tier:from:)`` at its largest), the reading's bonus and
  /// penalty, the alternate-name penalty, the typos, the bias at its
  /// strongest and what only places in Korea get (``koreanOnlyBonus``).
  func bestBonus(_ k: KeyClass, _ tier: MatchTier, reading: Int, edits: Int) -> Double {
    let match: Double
    switch tier {
    case .exact:
      match = k == .codes
        ? max(weights.exactAirportCode, weights.exactCode)
        : k.isAlternate ? max(weights.exactAlternateName, weights.exactReference)
        : k.isRomanized ? weights.exactRomanization : weights.exactName
    case .namePrefix: match = k == .primaryNames ? weights.primaryPrefix : 0
    default: match = 0
    }
    return (options.near == nil ? 0 : weights.biasStrength)
      + koreanOnlyBonus(k, reading: reading) + readings[reading].bonus + match
      - readings[reading].penalty(weights) - (k.isAlternate ? weights.alternatePenalty : 0)
      - Double(edits) * weights.editPenalty
  }

  /// The part of ``bestBonus`` that only places in Korea can get: the
  /// Korean-first boosts of a Hangul or initials reading, and of a
  /// romanization (whose sets hold places in Korea only).
  func koreanOnlyBonus(_ k: KeyClass, reading: Int) -> Double {
    return (readings[reading].isHangul ? weights.koreanFirst : 0) + (k.isRomanized ? weights.koreanRomanization : 0)
      + (readings[reading].kind == .choseong ? weights.choseongKorean : 0)
  }

  /// How much less than ``bestBonus`` a place outside Korea can get: the
  /// Korean-only boosts, and the foreign penalty of initials
  /// (``RankingWeights/choseongForeignPenalty``).
  func foreignShortfall(_ k: KeyClass, reading: Int) -> Double {
    koreanOnlyBonus(k, reading: reading)
      + (readings[reading].kind == .choseong ? weights.choseongForeignPenalty : 0)
  }

  /// Whether a place's own bound reaches the threshold: a place outside
  /// Korea does not get the Korean-first boosts.
  @inline(__always)
  func canEnter(_ place: UInt32, bonus: Double, korean: Double, threshold: Double) -> Bool {
    let own = index.countryRow(place) == koreaRow ? bonus : bonus - korean
    return index.importance(of: place) + own >= threshold
  }

  /// Adds the best places of `top` while they can still enter the best
  /// `want` of their group. Places come by falling importance and `bonus`
  /// is the most any can add, so the walk ends when the next cannot reach
  /// the threshold; a place outside Korea that cannot, while a Korean one
  /// after it still might (the Korean-first boost), is passed over. (At
  /// most ``CandidateSearch/maxPops`` places are looked at, and with a
  /// location bias at most ``RankingWeights/biasedWalkPlacesPerResult``
  /// × `want` enter.)
  mutating func collect(
    _ k: KeyClass, from top: inout TopK, tier: MatchTier, want: Int, reading: Int, edits: Int,
    threshold given: Double? = nil, extra: Double = 0
  ) {
    let set = keySet(k)
    var pops = 0
    var threshold = given ?? threshold(group: tier.group, want: want)
    let bonus = bestBonus(k, tier, reading: reading, edits: edits) + extra
    let korean = foreignShortfall(k, reading: reading)
    // With a location bias the bound is loose (any place may lie at the
    // point): the walk ends after this many places entered.
    let maxAdded = options.near == nil ? Int.max : weights.biasedWalkPlacesPerResult * want
    let refresh = max(1, want / 4)
    var added = 0
    // The threshold is checked on the next place before it is popped, as a
    // pop splits its range (two range-minimum queries).
    while added < maxAdded, let next = top.peek(), index.importance(of: next) + bonus >= threshold,
      let (place, position) = top.next()
    {
      pops += 1
      if pops > maxPops { break }
      // (The peeked value may have been a copy of the place before.)
      if index.importance(of: place) + bonus < threshold { break }
      if !canEnter(place, bonus: bonus, korean: korean, threshold: threshold) { continue }
      let before = candidates.count
      add(place, tier: tier, offset: set.poolOffset(position), from: k, reading: reading, edits: edits, extra: extra)
      guard candidates.count > before else { continue }
      added += 1
      // The threshold rises as the group fills (the scores of a set's
      // places differ by their bonuses, not only by importance). It is
      // made again every `want / 4` places: a threshold a few places old is
      // lower, so the walk only goes on a little longer, never stops too
      // soon, and a long walk (a location bias, 40 wanted) does not pay
      // O(candidates) for every place.
      if candidates.count >= want && (added % refresh == 0 || threshold == -.infinity) {
        threshold = max(threshold, self.threshold(group: tier.group, want: want))
      }
    }
  }
}
