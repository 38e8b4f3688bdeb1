#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension PlaceIndex {
  /// Completes partial text into ranked places, as MapKit's
  /// `MKLocalSearchCompleter` does.
  ///
  ///     index.complete("new yo").first?.title   // "New York City"
  ///     index.complete("서울").first?.title      // "서울" (Seoul)
  ///
  /// Every query word must start a word of one name of the place; the last
  /// word may be unfinished. Results come in match tiers (``MatchTier``):
  /// a whole name or code, then a name that starts with the query, then a
  /// later word that starts with it, then all words in another order. Within a
  /// tier, places come by importance (see the README), nudged by
  /// `options.near` when it is set. A place appears once. A query past
  /// ``QueryLimits`` (200 scalars, 16 words) is read up to them.
  ///
  /// - Complexity: O(|query| + k log k) for the first three tiers, where k is
  ///   the limit: the best k places of any prefix come from a range-minimum
  ///   structure, never from a scan of the matches.
  public func complete(_ query: String, options: CompletionOptions = .init()) -> [Completion] {
    complete(QueryLimits.cut(query).text, options: options, qualifying: false)
  }

  func complete(_ query: String, options: CompletionOptions, qualifying: Bool) -> [Completion] {
    let readings = QueryReading.readings(of: query)
    guard let literal = readings.first, options.limit > 0 else { return [] }
    var search = CandidateSearch(index: self, options: options)
    // More candidates than the limit when a location bias may reorder them.
    let want = options.near == nil ? options.limit : max(options.limit * 4, 40)
    search.collectTiers(readings, want: want)
    // Words in another order: only when the words as typed found nothing, as
    // the tier is the costliest and its results the weakest.
    let multiword = literal.tokens.count > 1
    if multiword && search.candidates.isEmpty {
      search.collectAnyOrder(literal.tokens.map(\.bytes), want: want, reading: 0)
    }
    // A Korean address: levels in any order, a road with its building
    // number, an administrative-dong spelling.
    if search.candidates.isEmpty && !qualifying {
      search.collectAddress(literal, want: want)
    }
    // The other keyboard mode, only when the query as typed found little.
    if search.candidates.count < min(want, CandidateSearch.fewResults) {
      let offset = search.readings.count
      let others = QueryReading.keyboardReadings(of: query)
      if !others.isEmpty {
        search.readings += others
        search.collectTiers(others, want: want, readingOffset: offset)
      }
    }
    // Qualifiers: trailing words that name a region or country.
    // (Not when a sizeable place already matches as typed: "cape to" is Cape
    // Town on the way, not a cape in Tonga.)
    if multiword && search.candidates.count < CandidateSearch.fewResults && !qualifying
      && !search.candidates.contains(where: { $0.tier.group == 0 && $0.score >= 5 })
    {
      search.collectQualified(
        query: literal.key, tokens: literal.tokens.map(\.bytes), want: want, reading: 0)
    }
    // Typos: looked for when no name starts with the query as typed (olso
    // finds only the Olson airfield's second word), so that the prefix path
    // never pays for them.
    if !search.candidates.contains(where: { $0.tier.group == 0 }) {
      search.collectTypos(literal, want: want)
    }
    let context = QueryContext(index: self, readings: search.readings, language: options.language)
    return search.ranked(dedupe: true, limit: options.limit) { c in
      let p = PlaceHandle(rank: c.place)
      return Completion(
        place: p, kind: kind(of: p), tier: c.tier, context: context,
        reading: c.reading, offset: c.offset, explanation: c.explanation)
    }
  }

  /// The visible text of a completion: title, subtitle, highlights.
  func presentation(of c: Completion) -> Completion.Presentation {
    let p = c.place
    let k = c.kind
    let reading = c.context.readings[c.reading]
    var matcher = TokenMatcher(tokens: reading.tokens)
    let korean = c.context.language == .korean
    let matched = storedName(containing: c.offset)
    var title = korean ? (koreanName(of: p) ?? defaultTitle(of: p)) : defaultTitle(of: p)
    var subtitle = korean ? koreanSubtitle(of: p, title: title) : defaultSubtitle(of: p)
    // A Korean address reads as one: in Korean for Hangul, else romanized.
    // (Digits alone, a ZIP code, read as Korean too.)
    let hangul = korean || reading.isHangul || !reading.key.contains { QueryReading.isASCIILetter(Unicode.Scalar($0)) }
    let addressed = hasKoreanAddress(p) && (hangul || k != .city || !infoRange(of: p).isEmpty)
    // An address's title is its name in the address (역삼동, Yeoksam-dong); a
    // point of interest's stays the name it was found by, in Latin letters.
    let addressTitle = addressed && (hangul || (k != .cinema && k != .airport))
    if addressed {
      let (t, s) = koreanPresentation(of: p, korean: hangul, building: reading.building)
      if addressTitle { title = t }
      subtitle = s
    }
    let titleMatchesAll =
      reading.kind == .choseong ? !choseongHighlight(reading, title).isEmpty : matcher.match(title)
    if !korean, !addressTitle, reading.kind != .qualified, k != .airport, matched.isTitle,
      matched.text != title, !titleMatchesAll
    {
      // The match came through another name: show it, so the highlight falls
      // on text the user sees.
      let primary = title
      title = matched.text
      if !subtitle.utf8.contains(bytes: primary.utf8) { subtitle = primary + " · " + subtitle }
    }
    var titleRanges: [HighlightRange] = []
    var rest: [[UInt8]] = []
    if reading.kind == .choseong {
      titleRanges = choseongHighlight(reading, title)
      _ = matcher.match(title)
      titleRanges += matcher.matchedRanges
      titleRanges.sort { $0.location < $1.location }
      rest = []
    } else {
      _ = matcher.match(title)
      titleRanges = matcher.matchedRanges
      rest = zip(matcher.tokenBytes, matcher.matched).filter { !$0.1 }.map(\.0)
      // Latin words that matched a romanization cover the Hangul they spell.
      rest = rest.isEmpty || !title.unicodeScalars.contains(where: { UTF8Scalar.isSyllable($0.value) })
        ? rest
        : rest.filter { token in
        let r = KoreanHighlight.romanized(token, in: title)
        titleRanges += r
        return r.isEmpty
      }
      titleRanges.sort { $0.location < $1.location }
    }
    return Completion.Presentation(
      title: title, subtitle: subtitle, titleHighlights: titleRanges,
      subtitleHighlights: rest.isEmpty ? [] : Highlighter.ranges(of: rest, in: subtitle))
  }

  private func choseongHighlight(_ reading: QueryReading, _ title: String) -> [HighlightRange] {
    let jamo = String(decoding: reading.key, as: UTF8.self).unicodeScalars.map(\.value)
      .filter { Hangul.isCompatibilityJamo($0) }
    return KoreanHighlight.choseong(jamo, in: title)
  }

  /// The subtitle in Korean: the country's Korean name, after the region's
  /// when it has one that differs from the title.
  func koreanSubtitle(of p: PlaceHandle, title: String) -> String {
    let row = Int(countryRow(p.rank))
    let countryPlace = row != 0xFFFF && row < self.countryPlace.count
      ? PlaceHandle(rank: self.countryPlace[row]) : nil
    let countryName = countryPlace.flatMap { koreanName(of: $0) } ?? self.countryName(of: p) ?? ""
    let r = regionPlace(of: p.rank)
    let regionName = r == .max ? nil : koreanName(of: PlaceHandle(rank: r))
    var place = countryName
    // (Not the 시도 that is the city itself: 서울특별시 for 서울.)
    if let regionName, !regionName.hasPrefix(title) { place = regionName + ", " + countryName }
    switch kind(of: p) {
    case .city: return place
    case .region: return "지역 · " + countryName
    case .country: return "국가"
    case .airport: return "공항 · " + place
    case .cinema: return "영화관 · " + place
    case .province, .district, .neighbourhood, .village, .road, .postcode: return countryName
    }
  }
}

/// A place found by a query, before it is turned into a ``Completion``.
struct Candidate {
  var place: UInt32
  var tier: MatchTier
  /// Which reading of the query found it (see ``QueryReading``).
  var reading: Int
  /// Pool offset of the key that matched.
  var offset: Int
  var explanation: Explanation
  var score: Double { explanation.score }
}

/// Collects candidates tier by tier, each place once, in its best tier.
struct CandidateSearch {
  let index: PlaceIndex
  var options: CompletionOptions
  /// Areas a candidate must lie in: one of each list (an address reading's
  /// other words, see ``collectAddress``).
  var constraints: [[UInt32]] = []
  var readings: [QueryReading] = []
  private(set) var candidates: [Candidate] = []
  /// The candidates' places, in the same order: a linear search of a few
  /// dozen integers beats hashing them.
  private var candidatePlaces: [UInt32] = []
  /// The top-k heap, reused from one key set to the next.
  private var heap: TopK.Heap = []
  private let countryRow: UInt16?
  /// The country-table row of KR.
  private let koreaRow: UInt16

  init(index: PlaceIndex, options: CompletionOptions) {
    self.index = index
    self.options = options
    koreaRow = index.koreaRow
    candidates.reserveCapacity(32)
    candidatePlaces.reserveCapacity(32)
    heap.reserveCapacity(32)
    // An unknown code matches nothing (0xFFFE is no row).
    countryRow = options.countryCode.map {
      PlaceIndex.countryRow(of: $0, in: index.countryCodes) ?? 0xFFFE
    }
  }

  func accepts(_ place: UInt32) -> Bool {
    guard let k = PlaceKind(rawValue: index.kindRaw(place)), options.kinds.contains(k) else {
      return false
    }
    if let row = countryRow, index.countryRow(place) != row { return false }
    for areas in constraints where !areas.contains(where: { lies(place, in: $0) }) {
      return false
    }
    return true
  }

  mutating func add(
    _ place: UInt32, tier: MatchTier, offset: Int, from k: KeyClass, reading: Int, edits: Int = 0
  ) {
    let bonus: Double
    switch (tier, k) {
    case (.exact, .codes):
      // An airport's own code names it; a city's or region's code (SFO for
      // San Francisco, TX) is a nickname.
      bonus =
        index.kindRaw(place) == PlaceKind.airport.rawValue
        ? CandidateSearch.exactAirportCodeBonus : CandidateSearch.exactCodeBonus
    case (.exact, _):
      bonus = k.isAlternate ? CandidateSearch.exactNameBonus / 2 : CandidateSearch.exactNameBonus
    case (.namePrefix, .primaryNames):
      bonus = CandidateSearch.primaryPrefixBonus
    default:
      bonus = 0
    }
    add(
      place, tier: tier, offset: offset, alternate: k.isAlternate, reading: reading, bonus: bonus,
      edits: edits)
  }

  /// What a whole name typed in full adds (half for an alternate name), and
  /// a whole code (less, so that `ber` is Berlin before the airport BER).
  static let exactNameBonus = 2.5
  static let exactCodeBonus = 0.5
  static let exactAirportCodeBonus = 1.75
  /// What the start of a place's own name adds (`ber` is Berlin's start, so
  /// Berlin comes before the airport BER; `sfo` only names the airport).
  static let primaryPrefixBonus = 0.0
  /// What each typo costs, within the typo tier.
  static let editPenalty = 1.0

  /// What a Hangul query adds to places in Korea, and a match through the
  /// romanization of a Korean name: our users are Korean, and one who types
  /// Hangul, or spells a Korean name in Latin letters, most likely means a
  /// Korean place (부 → 부산 before 부에노스아이레스; sinchon → 메가박스 신촌).
  static let koreanFirstBoost = 1.0
  /// What initial consonants add to places in Korea, on top of that: only
  /// Korean users type initials, and they mean Korean places (ㄱㄴㄱ is
  /// 강남구, not 가나 공화국, Ghana). It offsets the choseong reading's
  /// penalty for them.
  static let choseongKoreanBoost = 1.0

  /// Adds a candidate, or improves the one already found in the same group.
  mutating func add(
    _ place: UInt32, tier: MatchTier, offset: Int, alternate: Bool, reading: Int,
    bonus: Double = 0, edits: Int = 0
  ) {
    let existing = candidatePlaces.firstIndex(of: place)
    if let i = existing, candidates[i].tier.group < tier.group { return }
    guard accepts(place) else { return }
    var e = explain(place)
    e.tier = tier
    e.readingKind = readings[reading].kind
    e.edits = edits
    e.bonus = bonus + readings[reading].bonus
    var alternate = alternate
    if index.countryRow(place) == koreaRow {
      // The romanization of a Korean name is as good as its primary name.
      let romanized = alternate && index.isRomanization(at: offset)
      if romanized { alternate = false }
      if romanized || readings[reading].isHangul { e.bonus += CandidateSearch.koreanFirstBoost }
      if readings[reading].kind == .choseong { e.bonus += CandidateSearch.choseongKoreanBoost }
    }
    e.penalty = (alternate ? Importance.alternatePenalty : 0) + readings[reading].penalty
      + Double(edits) * CandidateSearch.editPenalty
    e.score = e.importance + e.bonus - e.penalty + e.bias
    let c = Candidate(place: place, tier: tier, reading: reading, offset: offset, explanation: e)
    if let i = existing {
      if candidates[i].tier.group > tier.group || candidates[i].score < c.score { candidates[i] = c }
      return
    }
    candidatePlaces.append(place)
    candidates.append(c)
  }

  /// The exact, name-prefix and word-prefix tiers of every reading. Tiers are
  /// strict: once the better tiers fill the list, stop.
  mutating func collectTiers(_ rs: [QueryReading], want: Int, readingOffset: Int = 0) {
    if readings.isEmpty { readings = rs }
    // Exact names and codes: the query as typed only; the best of them, as
    // a common name (Santa Cruz) has hundreds. The prefix ranges found on
    // the way serve the name-prefix tier.
    var literalPrefix: [Range<Int>?] = [nil, nil]  // primary, alternate names
    var literalNode = -1  // the primary-names trie node of the query, if any
    var literalAlternateNode = -1
    var literalReading = -1
    for (n, r) in rs.enumerated() where r.kind == .literal || r.kind == .address || r.kind == .keyboard {
      literalReading = n
      // Primary and other names are looked up together (their cache misses
      // overlap); codes need whole keys only: one bisection.
      let primary = index.keySet(.primaryNames)
      let alternate = index.keySet(.alternateNames)
      let (p, a) = KeySet.lookup(r.key, in: primary, and: alternate)
      (literalPrefix[0], literalNode) = (p.range, p.node)
      (literalPrefix[1], literalAlternateNode) = (a.range, a.node)
      let reading = readingOffset + n
      collect(.primaryNames, range: primary.range(ofKey: r.key, within: p.range), tier: .exact, want: want, reading: reading)
      collect(.codes, range: index.keySet(.codes).range(ofKey: r.key), tier: .exact, want: want, reading: reading)
      collect(.alternateNames, range: alternate.range(ofKey: r.key, within: a.range), tier: .exact, want: want, reading: reading)
    }
    for (classes, tier) in CandidateSearch.prefixTiers {
      // Exact and name-prefix matches compete on score; later tiers only
      // fill up the list.
      guard tier == .namePrefix || candidates.count < want else { return }
      for (n, r) in rs.enumerated() {
        // Later words of primary and other names: looked up together.
        var primaryWords: Range<Int>? = nil
        var alternateWords: Range<Int>? = nil
        if tier == .wordPrefix && r.tails.isEmpty && r.kind != .choseong {
          let (p, a) = KeySet.lookup(
            r.key, in: index.keySet(.primaryWords), and: index.keySet(.alternateWords))
          (primaryWords, alternateWords) = (p.range, a.range)
        }
        for k in classes where k.isChoseong == (r.kind == .choseong) {
          let set = index.keySet(k)
          if r.tails.isEmpty {
            let cached = n == literalReading && tier == .namePrefix
              ? literalPrefix[k == .primaryNames ? 0 : 1]
              : k == .primaryWords ? primaryWords : k == .alternateWords ? alternateWords : nil
            if let cached, want <= KeySet.hotListLength, options.usesHotLists,
              tier == .namePrefix, let hot = set.hotList(k == .primaryNames ? literalNode : literalAlternateNode)
            {
              collect(k, hot: hot, range: cached, tier: tier, want: want, reading: readingOffset + n)
              continue
            }
            collect(k, range: cached ?? set.range(ofPrefix: r.key), tier: tier, want: want, reading: readingOffset + n)
            continue
          }
          let ranges = r.tails.flatMap { tail in
            let within = set.range(ofPrefix: tail.prefix)
            return tail.ranges.map {
              set.range(ofPrefix: tail.prefix, thenScalarIn: $0, within: within)
            }
          }
          collect(k, ranges: ranges, tier: tier, want: want, reading: readingOffset + n)
        }
      }
    }
  }

  static let prefixTiers: [([KeyClass], MatchTier)] = [
    ([.primaryNames, .alternateNames, .choseongNames], .namePrefix),
    ([.primaryWords, .alternateWords, .choseongWords], .wordPrefix),
  ]

  /// The most the location bias adds, in importance units (log10 people):
  /// a place at the point itself counts as if it were 10^5 times bigger.
  static let biasStrength = 5.0

  /// Importance, and the location bias when there is one:
  /// `biasStrength * exp(-distance / scale)`.
  func explain(_ place: UInt32) -> Explanation {
    var e = Explanation(
      tier: .exact, readingKind: .literal, edits: 0, importance: index.importance(of: place),
      bonus: 0, penalty: 0, bias: 0, distanceMeters: nil, score: 0)
    if let near = options.near {
      let d = GeoMath.distance(near, index.coordinate(of: PlaceHandle(rank: place)))
      e.distanceMeters = d
      e.bias = CandidateSearch.biasStrength * exp(-d / (options.biasScaleKilometers * 1000))
    }
    return e
  }

  /// Adds the best places of `ranges` until `want` places of this tier are
  /// accepted.
  ///
  /// Places come in rank order, that is by falling importance, so once the
  /// tier holds `want` candidates, a place whose best possible score is below
  /// the `want`-th best cannot enter, nor can any after it: the walk stops
  /// (Fagin's threshold algorithm).
  mutating func collect(
    _ k: KeyClass, ranges: [Range<Int>], tier: MatchTier, want: Int, reading: Int, edits: Int = 0
  ) {
    guard ranges.contains(where: { !$0.isEmpty }) else { return }
    var top = TopK(rangeMin: index.keySet(k).rangeMin, ranges: ranges, storage: takeHeap())
    collect(k, from: &top, tier: tier, want: want, reading: reading, edits: edits)
    heap = top.heap
  }

  private mutating func takeHeap() -> TopK.Heap {
    var h: TopK.Heap = []
    swap(&h, &heap)
    return h
  }

  /// The same for one range.
  mutating func collect(
    _ k: KeyClass, range: Range<Int>, tier: MatchTier, want: Int, reading: Int, edits: Int = 0
  ) {
    guard !range.isEmpty else { return }
    var top = TopK(rangeMin: index.keySet(k).rangeMin, range: range, storage: takeHeap())
    collect(k, from: &top, tier: tier, want: want, reading: reading, edits: edits)
    heap = top.heap
  }

  /// The score a place must reach to enter the best `want` of `group`, or
  /// -infinity while the group has fewer.
  private func threshold(group: Int, want: Int) -> Double {
    guard candidates.count >= want else { return -.infinity }
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
  /// through `reading`: with importance, a bound on its score.
  private func bestBonus(_ k: KeyClass, _ tier: MatchTier, reading: Int, edits: Int) -> Double {
    (options.near == nil ? 0 : CandidateSearch.biasStrength)
      + koreanOnlyBonus(k, reading: reading) + readings[reading].bonus
      + (tier == .exact ? max(CandidateSearch.exactNameBonus, CandidateSearch.exactAirportCodeBonus) : 0)
      + (tier == .namePrefix ? CandidateSearch.primaryPrefixBonus : 0)
      - readings[reading].penalty - (k.isAlternate ? Importance.alternatePenalty : 0)
      - Double(edits) * CandidateSearch.editPenalty
  }

  /// The same as ``collect(_:range:tier:want:reading:edits:)`` for a trie
  /// node's list of its best places (``KeySet/hotList(_:)``): the list is
  /// read in order, and only when it runs out before `want` places are
  /// added does the range-minimum search take over.
  mutating func collect(
    _ k: KeyClass, hot: FileArray<UInt32>, range: Range<Int>, tier: MatchTier, want: Int,
    reading: Int
  ) {
    let set = index.keySet(k)
    var threshold = threshold(group: tier.group, want: want)
    let bonus = bestBonus(k, tier, reading: reading, edits: 0)
    let korean = koreanOnlyBonus(k, reading: reading)
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
    collect(
      k, from: &top, tier: tier, want: want - added, reading: reading, edits: 0, threshold: threshold,
      thresholdWant: want)
    heap = top.heap
  }

  /// The part of ``bestBonus`` that only places in Korea can get: the
  /// Korean-first boosts of a Hangul or initials reading, and in the sets
  /// of other names, where romanizations are, the boost of a romanization
  /// and its freedom from the alternate-name penalty.
  private func koreanOnlyBonus(_ k: KeyClass, reading: Int) -> Double {
    (readings[reading].isHangul ? CandidateSearch.koreanFirstBoost : 0)
      + (readings[reading].kind == .choseong ? CandidateSearch.choseongKoreanBoost : 0)
  }

  /// Whether a place's own bound reaches the threshold: a place outside
  /// Korea does not get the Korean-first boosts.
  @inline(__always)
  private func canEnter(_ place: UInt32, bonus: Double, korean: Double, threshold: Double) -> Bool {
    let own = index.countryRow(place) == koreaRow ? bonus : bonus - korean
    return index.importance(of: place) + own >= threshold
  }

  /// Adds the best places of `top` while they can still enter the best
  /// `thresholdWant` of their group (`want` of them at most, 4 × `want`
  /// when bonuses differ). Places come by falling importance and `bonus` is
  /// the most any can add, so the walk ends when the next cannot reach the
  /// threshold; a place outside Korea that cannot, while a Korean one
  /// after it still might (the Korean-first boost), is passed over.
  private mutating func collect(
    _ k: KeyClass, from top: inout TopK, tier: MatchTier, want: Int, reading: Int, edits: Int,
    threshold given: Double? = nil, thresholdWant: Int? = nil
  ) {
    let set = index.keySet(k)
    var added = 0
    var pops = 0
    let wanted = thresholdWant ?? want
    var threshold = given ?? threshold(group: tier.group, want: wanted)
    let bonus = bestBonus(k, tier, reading: reading, edits: edits)
    let korean = koreanOnlyBonus(k, reading: reading)
    // The threshold is checked on the next place before it is popped, as a
    // pop splits its range (two range-minimum queries).
    while added < 4 * want, let next = top.peek(), index.importance(of: next) + bonus >= threshold,
      let (place, position) = top.next()
    {
      pops += 1
      if pops > 200_000 { break }  // a very selective filter over a huge range
      // (The peeked value may have been a copy of the place before.)
      if index.importance(of: place) + bonus < threshold { break }
      if !canEnter(place, bonus: bonus, korean: korean, threshold: threshold) { continue }
      let before = candidates.count
      add(place, tier: tier, offset: set.poolOffset(position), from: k, reading: reading, edits: edits)
      if candidates.count > before {
        added += 1
        // From the `want`-th on, the threshold decides (bonuses differ).
        if added >= want { threshold = max(threshold, self.threshold(group: tier.group, want: wanted)) }
      }
    }
  }

  /// The most entries the any-order tier checks: it is the last tier, and
  /// checks the best-ranked entries first.
  static let anyOrderBudget = 400
  /// The other keyboard mode and qualifiers are tried when the query as
  /// typed found fewer places than this.
  static let fewResults = 3

  /// The any-order tier: candidates come from the query word with the fewest
  /// matching entries; each entry's name is checked against all words.
  mutating func collectAnyOrder(_ tokens: [[UInt8]], want: Int, reading: Int) {
    let classes: [KeyClass] = [.primaryNames, .alternateNames, .primaryWords, .alternateWords]
    let sets = classes.map(index.keySet)
    var best: (ranges: [Range<Int>], size: Int)? = nil
    for t in tokens {
      let ranges = sets.map { $0.range(ofPrefix: t) }
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
    while added < want, checked < CandidateSearch.anyOrderBudget {
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
        add(place, tier: .anyOrder, offset: start, alternate: classes[s].isAlternate, reading: reading)
        added += 1
      }
    }
  }

  /// Candidates by tier, then score, then rank.
  ///
  /// Each kept candidate is turned into `T` as it is kept (one array, not
  /// two).
  func ranked<T>(dedupe: Bool, limit: Int, _ make: (Candidate) -> T) -> [T] {
    // Sort small keys, not the candidates themselves.
    var order = candidates.indices.map { i in
      (group: candidates[i].tier.group, score: candidates[i].score, place: candidates[i].place, i: i, kept: false)
    }
    order.sort { ($0.group, -$0.score, $0.place) < ($1.group, -$1.score, $1.place) }
    var out: [T] = []
    out.reserveCapacity(min(limit, order.count))
    guard dedupe else { return order.prefix(limit).map { make(candidates[$0.i]) } }
    // The same place listed twice in the source (same kind, a few km apart,
    // the same name) is shown once; a city and its airport are different.
    // 10 km is 0.09° of latitude: places further apart north–south are not
    // measured, and names are compared last.
    let band = 0.0899
    var kept: [(place: UInt32, kind: UInt8, at: Coordinate)] = []
    for j in order.indices {
      if out.count == limit { break }
      let place = order[j].place
      let at = index.coordinate(of: PlaceHandle(rank: place))
      let kind = index.kindRaw(place)
      var duplicate = false
      for k in kept
      where k.kind == kind && abs(k.at.latitude - at.latitude) < band
        && GeoMath.distance(at, k.at) < 10_000 && index.primaryNamesMatch(place, k.place)
      {
        duplicate = true
        break
      }
      if !duplicate {
        kept.append((place, kind, at))
        out.append(make(candidates[order[j].i]))
      }
    }
    return out
  }

  /// Bonus for a place whose region or country the query's trailing words
  /// name (`paris texas`, `springfield il`).
  static let qualifierBonus = 2.0

  /// Tries the last word(s) as a qualifier: when they name regions or
  /// countries, the words before them are completed and the places in those
  /// regions or countries are added, with ``qualifierBonus``.
  mutating func collectQualified(query key: [UInt8], tokens: [[UInt8]], want: Int, reading: Int) {
    for split in stride(from: tokens.count - 1, through: 1, by: -1) {
      let qualifier = Array(tokens[split...].joined(separator: [0x20]))
      var regions: Set<UInt32> = []
      var countries: Set<UInt16> = []
      for k in [KeyClass.primaryNames, .alternateNames, .codes] {
        let set = index.keySet(k)
        for i in set.range(ofKey: qualifier) {
          let p = set.entryPlace[i]
          switch PlaceKind(rawValue: index.kindRaw(p)) {
          case .region: regions.insert(p)
          case .country: countries.insert(index.countryRow(p))
          default: break
          }
        }
      }
      guard !regions.isEmpty || !countries.isEmpty else { continue }
      var qualified = readings[reading]
      qualified.kind = .qualified
      readings.append(qualified)
      let qualifiedReading = readings.count - 1
      let name = String(decoding: Array(tokens[..<split].joined(separator: [0x20])), as: UTF8.self)
      var o = options
      o.limit = max(want, 20)
      let found = index.complete(name, options: o, qualifying: true)
      var any = false
      for c in found {
        let p = c.place.rank
        guard regions.contains(index.regionPlace(of: p)) || countries.contains(index.countryRow(p))
        else { continue }
        any = true
        let exact = c.tier == MatchTier.exact
        add(
          p, tier: exact ? MatchTier.exact : MatchTier.namePrefix, offset: c.offset,
          alternate: c.explanation.penalty >= Importance.alternatePenalty, reading: qualifiedReading,
          bonus: CandidateSearch.qualifierBonus + (exact ? CandidateSearch.exactNameBonus : 0))
      }
      if any { return }
    }
  }

  /// The typo tier, when no name starts with the query. Which reading it
  /// corrects:
  /// - Hangul as typed: one jamo changed (서룰 → 서울), unless a later word
  ///   already starts with it (Korean names are brand and branch: 홍대입구 is
  ///   the branch of two cinemas, not a typo);
  /// - Latin whose every word spells Hangul on the other keyboard
  ///   (ghdeodlq → 홍대입): nothing when that Hangul matched, else its
  ///   Hangul, jamo by jamo;
  /// - other text: ``collectFuzzy``.
  mutating func collectTypos(_ literal: QueryReading, want: Int) {
    if literal.isHangul {
      if candidates.isEmpty { collectJamoTypos(literal, reading: 0, want: want) }
      return
    }
    if let k = readings.indices.first(where: { readings[$0].kind == .keyboard && readings[$0].isHangul }),
      readings[k].tokens.allSatisfy({ JamoTail.hasHangul($0.bytes) })
    {
      if !candidates.contains(where: { readings[$0.reading].kind == .keyboard }) {
        collectJamoTypos(readings[k], reading: k, want: want)
      }
      return
    }
    collectFuzzy(literal, want: want)
  }

  /// Names (then later words) within a Damerau–Levenshtein budget of the
  /// query (see ``FuzzySearch``).
  mutating func collectFuzzy(_ literal: QueryReading, want: Int) {
    let characters = String(decoding: literal.key, as: UTF8.self).unicodeScalars.count
    let budget = FuzzySearch.budget(characters: characters)
    guard budget > 0 else { return }
    // One edit first: most typos are one; two only when one finds nothing.
    for edits in 1...budget {
      for classes in [[KeyClass.primaryNames, .alternateNames], [.primaryWords, .alternateWords]] {
        // Later words only when whole names gave nothing.
        guard classes[0] == .primaryNames || !candidates.contains(where: { $0.tier == .fuzzy })
        else { break }
        for k in classes {
          let set = index.keySet(k)
          var byEdits: [[Range<Int>]] = Array(repeating: [], count: edits + 1)
          var total = 0
          FuzzySearch(set: set, query: literal.key, maxEdits: edits).run { range, e in
            if total < 4_096 {
              byEdits[e].append(range)
              total += 1
            }
          }
          for e in 1...edits where !byEdits[e].isEmpty {
            collect(k, ranges: byEdits[e], tier: .fuzzy, want: want, reading: 0, edits: e)
          }
        }
      }
      if candidates.contains(where: { $0.tier == .fuzzy }) { return }
    }
  }

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
        value = (UInt32(key[i] & 0x0F) << 12) | (UInt32(key[i + 1] & 0x3F) << 6) | UInt32(key[i + 2] & 0x3F)
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
    let sets = [KeyClass.primaryNames, .alternateNames].map { ($0, index.keySet($0)) }
    var variant = key
    for (offset, value) in syllables {
      guard let (l, v, t) = Hangul.parts(value) else { continue }
      let head = Array(key[..<offset])
      let live = sets.filter { !$0.1.range(ofPrefix: head).isEmpty }
      guard !live.isEmpty else { continue }
      var variants: [UInt32] = []
      for l2 in 0..<19 where l2 != l { variants.append(Hangul.syllable(initial: l2, vowel: v, final: t)) }
      for v2 in 0..<21 where v2 != v { variants.append(Hangul.syllable(initial: l, vowel: v2, final: t)) }
      for t2 in 0..<28 where t2 != t { variants.append(Hangul.syllable(initial: l, vowel: v, final: t2)) }
      for s in variants {
        variant[offset] = 0xE0 | UInt8(s >> 12)
        variant[offset + 1] = 0x80 | UInt8((s >> 6) & 0x3F)
        variant[offset + 2] = 0x80 | UInt8(s & 0x3F)
        for (k, set) in live {
          let r = set.range(ofPrefix: variant)
          if !r.isEmpty { collect(k, ranges: [r], tier: .fuzzy, want: want, reading: n, edits: 1) }
        }
      }
      variant[offset..<(offset + 3)] = key[offset..<(offset + 3)]
    }
  }
}

extension String.UTF8View {
  /// Whether `needle` occurs in these bytes.
  func contains(bytes needle: String.UTF8View) -> Bool {
    let hay = Array(self)
    let n = Array(needle)
    guard !n.isEmpty else { return true }
    guard hay.count >= n.count else { return false }
    for i in 0...(hay.count - n.count) where hay[i] == n[0] && hay[i..<(i + n.count)].elementsEqual(n) {
      return true
    }
    return false
  }
}
