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
  /// `options.near` when it is set. A place appears once.
  ///
  /// - Complexity: O(|query| + k log k) for the first three tiers, where k is
  ///   the limit: the best k places of any prefix come from a range-minimum
  ///   structure, never from a scan of the matches.
  public func complete(_ query: String, options: CompletionOptions = .init()) -> [Completion] {
    let key = Normalizer.normalize(query)
    guard !key.isEmpty, options.limit > 0 else { return [] }
    let tokens = key.split(separator: 0x20).map(Array.init)
    var search = CandidateSearch(index: self, options: options)
    // More candidates than the limit when a location bias may reorder them.
    let want = options.near == nil ? options.limit : max(options.limit * 4, 40)

    for k in [KeyClass.primaryNames, .codes, .alternateNames] {
      let set = keySet(k)
      for i in set.range(ofKey: key) {
        search.add(set.entryPlace[i], tier: .exact, offset: set.poolOffset(i), from: k)
      }
    }
    // Tiers are strict: once the better tiers fill the list, stop.
    if search.found.count < want {
      for k in [KeyClass.primaryNames, .alternateNames] {
        search.collect(k, prefix: key, tier: .namePrefix, want: want)
      }
    }
    if search.found.count < want {
      for k in [KeyClass.primaryWords, .alternateWords] {
        search.collect(k, prefix: key, tier: .wordPrefix, want: want)
      }
    }
    // Words in another order: only when the words as typed found little, as
    // the tier is the costliest and its results the weakest.
    if tokens.count > 1 && search.found.count < min(want, CandidateSearch.anyOrderBelow) {
      search.collectAnyOrder(tokens, want: want)
    }
    var matcher = TokenMatcher(tokens: tokens)
    return search.ranked().prefix(options.limit).map { completion(for: $0, matcher: &matcher) }
  }

  /// Builds the visible result for a candidate: title, subtitle, highlights.
  func completion(for c: Candidate, matcher: inout TokenMatcher) -> Completion {
    let p = PlaceHandle(rank: c.place)
    let k = kind(of: p)
    let matched = storedName(containing: c.offset)
    var title = defaultTitle(of: p)
    var subtitle = defaultSubtitle(of: p)
    let titleMatchesAll = matcher.match(title)
    if k != .airport, matched.isTitle, matched.text != title, !titleMatchesAll {
      // The match came through another name: show it, so the highlight falls
      // on text the user sees.
      let primary = title
      title = matched.text
      _ = matcher.match(title)
      if !subtitle.utf8.contains(bytes: primary.utf8) { subtitle = primary + " · " + subtitle }
    }
    let titleRanges = matcher.matchedRanges
    var subtitleRanges: [HighlightRange] = []
    if matcher.matched.contains(false) {
      let rest = zip(matcher.tokens, matcher.matched).filter { !$0.1 }.map(\.0)
      subtitleRanges = Highlighter.ranges(of: rest, in: subtitle)
    }
    return Completion(
      place: p, id: id(of: p), kind: k, title: title, subtitle: subtitle,
      titleHighlights: titleRanges, subtitleHighlights: subtitleRanges,
      coordinate: coordinate(of: p), countryCode: countryCode(of: p), tier: c.tier,
      matchedName: matched.text)
  }
}

/// A place found by a query, before it is turned into a ``Completion``.
struct Candidate {
  var place: UInt32
  var tier: MatchTier
  /// Pool offset of the key that matched.
  var offset: Int
  var score: Double
}

/// Collects candidates tier by tier, each place once, in its best tier.
struct CandidateSearch {
  let index: PlaceIndex
  let options: CompletionOptions
  private(set) var found: [UInt32: Int] = [:]
  private(set) var candidates: [Candidate] = []
  private let countryRow: UInt16?

  init(index: PlaceIndex, options: CompletionOptions) {
    self.index = index
    self.options = options
    if let code = options.countryCode?.uppercased() {
      var row: UInt16 = 0xFFFE  // matches nothing when the code is unknown
      let codes = index.countryCodes
      for r in 0..<(codes.count / 2)
      where string(codes, (2 * r)..<(2 * r + 2)) == code {
        row = UInt16(r)
      }
      countryRow = row
    } else {
      countryRow = nil
    }
  }

  func accepts(_ place: UInt32) -> Bool {
    guard let k = PlaceKind(rawValue: index.kind[Int(place)]), options.kinds.contains(k) else {
      return false
    }
    if let row = countryRow, index.country[Int(place)] != row { return false }
    return true
  }

  mutating func add(_ place: UInt32, tier: MatchTier, offset: Int, from k: KeyClass) {
    add(place, tier: tier, offset: offset, alternate: k.isAlternate)
  }

  mutating func add(_ place: UInt32, tier: MatchTier, offset: Int, alternate: Bool) {
    guard found[place] == nil, accepts(place) else { return }
    found[place] = candidates.count
    let s = score(place) - (alternate ? Importance.alternatePenalty : 0)
    candidates.append(Candidate(place: place, tier: tier, offset: offset, score: s))
  }

  /// The most the location bias adds, in importance units (log10 people):
  /// a place at the point itself counts as if it were 10^5 times bigger.
  static let biasStrength = 5.0

  /// Importance, plus the location bias when there is one:
  /// `biasStrength * exp(-distance / scale)`.
  func score(_ place: UInt32) -> Double {
    var s = Double(index.importance[Int(place)])
    if let near = options.near {
      let d = GeoMath.distance(near, index.coordinate(of: PlaceHandle(rank: place)))
      s += CandidateSearch.biasStrength * exp(-d / (options.biasScaleKilometers * 1000))
    }
    return s
  }

  /// Adds the best places of `ranges` until `want` places of this tier are
  /// accepted.
  mutating func collect(_ k: KeyClass, prefix: [UInt8], tier: MatchTier, want: Int) {
    let set = index.keySet(k)
    var top = TopK(rangeMin: set.rangeMin, ranges: [set.range(ofPrefix: prefix)])
    var added = 0
    var pops = 0
    while added < want, let (place, position) = top.next() {
      pops += 1
      if pops > 200_000 { break }  // a very selective filter over a huge range
      let before = candidates.count
      add(place, tier: tier, offset: set.poolOffset(position), from: k)
      if candidates.count > before { added += 1 }
    }
  }

  /// The most entries the any-order tier checks: it is the last tier, and
  /// checks the best-ranked entries first.
  static let anyOrderBudget = 400
  /// The any-order tier runs when the earlier tiers found fewer places.
  static let anyOrderBelow = 3

  /// The any-order tier: candidates come from the query word with the fewest
  /// matching entries; each entry's name is checked against all words.
  mutating func collectAnyOrder(_ tokens: [[UInt8]], want: Int) {
    let classes: [KeyClass] = [.primaryNames, .alternateNames, .primaryWords, .alternateWords]
    let sets = classes.map(index.keySet)
    var best: (ranges: [Range<Int>], size: Int)? = nil
    for t in tokens {
      let ranges = sets.map { $0.range(ofPrefix: t) }
      let size = ranges.reduce(0) { $0 + $1.count }
      if best == nil || size < best!.size { best = (ranges, size) }
    }
    guard let best, best.size > 0, let pool = index.pool.baseAddress else { return }
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
      guard found[place] == nil, accepts(place) else { continue }
      checked += 1
      var start = sets[s].poolOffset(position)
      while start > 0 && !NameMark.isMarkOrEnd(index.pool[start - 1]) { start -= 1 }
      if matcher.match(start: pool + start, end: pool + index.pool.count) {
        add(place, tier: .anyOrder, offset: start, alternate: classes[s].isAlternate)
        added += 1
      }
    }
  }

  /// Candidates by tier, then score, then rank.
  func ranked() -> [Candidate] {
    candidates.sorted {
      ($0.tier, -$0.score, $0.place) < ($1.tier, -$1.score, $1.place)
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
