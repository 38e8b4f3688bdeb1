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
    let readings = QueryReading.readings(of: query)
    guard let literal = readings.first, options.limit > 0 else { return [] }
    var search = CandidateSearch(index: self, options: options)
    // More candidates than the limit when a location bias may reorder them.
    let want = options.near == nil ? options.limit : max(options.limit * 4, 40)
    search.collectTiers(readings, want: want)
    // Words in another order: only when the words as typed found nothing, as
    // the tier is the costliest and its results the weakest.
    let tokens = literal.tokens.map(\.bytes)
    if tokens.count > 1 && search.found.isEmpty {
      search.collectAnyOrder(tokens, want: want, reading: 0)
    }
    // The other keyboard mode, only when the query as typed found little.
    if search.found.count < min(want, CandidateSearch.anyOrderBelow) {
      let offset = search.readings.count
      let others = QueryReading.keyboardReadings(of: query)
      if !others.isEmpty {
        search.readings += others
        search.collectTiers(others, want: want, readingOffset: offset)
      }
    }
    let context = QueryContext(readings: search.readings, language: options.language)
    return search.ranked().prefix(options.limit).map {
      let p = PlaceHandle(rank: $0.place)
      return Completion(
        place: p, kind: kind(of: p), tier: $0.tier, index: self, context: context,
        reading: $0.reading, offset: $0.offset)
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
    let titleMatchesAll =
      reading.kind == .choseong ? !choseongHighlight(reading, title).isEmpty : matcher.match(title)
    if !korean, k != .airport, matched.isTitle, matched.text != title, !titleMatchesAll {
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
    let row = Int(country[Int(p.rank)])
    let countryPlace = row != 0xFFFF && row < self.countryPlace.count
      ? PlaceHandle(rank: self.countryPlace[row]) : nil
    let countryName = countryPlace.flatMap { koreanName(of: $0) } ?? self.countryName(of: p) ?? ""
    let r = region[Int(p.rank)]
    let regionName = r == .max ? nil : koreanName(of: PlaceHandle(rank: r))
    var place = countryName
    if let regionName, regionName != title { place = regionName + ", " + countryName }
    switch kind(of: p) {
    case .city: return place
    case .region: return "지역 · " + countryName
    case .country: return "국가"
    case .airport: return "공항 · " + place
    case .cinema: return "영화관 · " + place
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
  var score: Double
}

/// Collects candidates tier by tier, each place once, in its best tier.
struct CandidateSearch {
  let index: PlaceIndex
  let options: CompletionOptions
  var readings: [QueryReading] = [] {
    didSet {
      readingPenalty = readings.map(\.penalty)
      readingIsHangul = readings.map(\.isHangul)
    }
  }
  private var readingPenalty: [Double] = []
  private var readingIsHangul: [Bool] = []
  private(set) var found: [UInt32: Int] = [:]
  private(set) var candidates: [Candidate] = []
  private let countryRow: UInt16?
  /// The country-table row of KR.
  private let koreaRow: UInt16

  init(index: PlaceIndex, options: CompletionOptions) {
    self.index = index
    self.options = options
    koreaRow = index.koreaRow
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

  mutating func add(_ place: UInt32, tier: MatchTier, offset: Int, from k: KeyClass, reading: Int) {
    add(place, tier: tier, offset: offset, alternate: k.isAlternate, reading: reading)
  }

  /// What a Hangul query adds to places in Korea: our users are Korean, and
  /// one who types Hangul most likely means a Korean place (부 → 부산
  /// before 부에노스아이레스).
  static let koreanFirstBoost = 1.0

  /// Adds a candidate, or improves the one already found in the same tier.
  mutating func add(_ place: UInt32, tier: MatchTier, offset: Int, alternate: Bool, reading: Int) {
    let existing = found[place]
    if let i = existing, candidates[i].tier != tier { return }
    guard accepts(place) else { return }
    var s = score(place) - (alternate ? Importance.alternatePenalty : 0) - readingPenalty[reading]
    if readingIsHangul[reading] && index.country[Int(place)] == koreaRow {
      s += CandidateSearch.koreanFirstBoost
    }
    let c = Candidate(place: place, tier: tier, reading: reading, offset: offset, score: s)
    if let i = existing {
      if candidates[i].score < s { candidates[i] = c }
      return
    }
    found[place] = candidates.count
    candidates.append(c)
  }

  /// The exact, name-prefix and word-prefix tiers of every reading. Tiers are
  /// strict: once the better tiers fill the list, stop.
  mutating func collectTiers(_ rs: [QueryReading], want: Int, readingOffset: Int = 0) {
    if readings.isEmpty { readings = rs }
    // Exact names and codes: the query as typed only; the best of them, as
    // a common name (Santa Cruz) has hundreds.
    for (n, r) in rs.enumerated() where r.kind == .literal {
      for k in [KeyClass.primaryNames, .codes, .alternateNames] {
        let set = index.keySet(k)
        collect(k, ranges: [set.range(ofKey: r.key)], tier: .exact, want: want, reading: readingOffset + n)
      }
    }
    for (classes, tier) in [
      ([KeyClass.primaryNames, .alternateNames, .choseongNames], MatchTier.namePrefix),
      ([KeyClass.primaryWords, .alternateWords, .choseongWords], .wordPrefix),
    ] {
      guard found.count < want else { return }
      for (n, r) in rs.enumerated() {
        for k in classes where k.isChoseong == (r.kind == .choseong) {
          let set = index.keySet(k)
          let ranges: [Range<Int>]
          if r.tails.isEmpty {
            ranges = [set.range(ofPrefix: r.key)]
          } else {
            ranges = r.tails.flatMap { tail in
              let within = set.range(ofPrefix: tail.prefix)
              return tail.ranges.map {
                set.range(ofPrefix: tail.prefix, thenScalarIn: $0, within: within)
              }
            }
          }
          collect(k, ranges: ranges, tier: tier, want: want, reading: readingOffset + n)
        }
      }
    }
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
  ///
  /// Places come in rank order, that is by falling importance, so once the
  /// tier holds `want` candidates, a place whose best possible score is below
  /// the `want`-th best cannot enter, nor can any after it: the walk stops
  /// (Fagin's threshold algorithm).
  mutating func collect(_ k: KeyClass, ranges: [Range<Int>], tier: MatchTier, want: Int, reading: Int) {
    let set = index.keySet(k)
    var top = TopK(rangeMin: set.rangeMin, ranges: ranges)
    var added = 0
    var pops = 0
    let scores = candidates.filter { $0.tier == tier }.map(\.score).sorted(by: >)
    let threshold = scores.count >= want ? scores[want - 1] : -Double.infinity
    let bonus =
      (options.near == nil ? 0 : CandidateSearch.biasStrength)
      + (readingIsHangul[reading] ? CandidateSearch.koreanFirstBoost : 0)
      - readingPenalty[reading] - (k.isAlternate ? Importance.alternatePenalty : 0)
    while added < want, let (place, position) = top.next() {
      pops += 1
      if pops > 200_000 { break }  // a very selective filter over a huge range
      if Double(index.importance[Int(place)]) + bonus < threshold { break }
      let before = candidates.count
      add(place, tier: tier, offset: set.poolOffset(position), from: k, reading: reading)
      if candidates.count > before { added += 1 }
    }
  }

  /// The most entries the any-order tier checks: it is the last tier, and
  /// checks the best-ranked entries first.
  static let anyOrderBudget = 400
  /// The other keyboard mode is tried when the query as typed found fewer
  /// places.
  static let anyOrderBelow = 3

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
        add(place, tier: .anyOrder, offset: start, alternate: classes[s].isAlternate, reading: reading)
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
