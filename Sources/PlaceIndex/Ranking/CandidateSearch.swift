#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Collects candidates tier by tier, each place once, in its best tier.
///
/// The tiers live in files of their own (`ExactTier.swift`,
/// `NamePrefixTier.swift`, `LaterWordTier.swift`, `AnyOrderTier.swift`,
/// `QualifierTier.swift`, `TypoTier.swift`, `PartialTier.swift`,
/// `AddressTier.swift`, `AirportByCityTier.swift`, `SpacingTier.swift`); the order they run in is ``CompletionPipeline``;
/// how a tier walks a key set's places by falling importance is
/// `ThresholdWalk.swift`; the final order and dedupe is `Dedupe.swift`.
/// This file holds the state they share and the one place where a
/// candidate's score is made: ``add(_:tier:offset:alternate:romanized:reading:bonus:edits:)``.
struct CandidateSearch {
  let index: PlaceIndex
  /// The options and their weights, in a box of their own: the search
  /// stays small (a few words, not 800 bytes), so the copies of `self` the
  /// optimizer makes for calls of its non-mutating methods cost little,
  /// and a search of part of the query shares its parent's.
  final class Settings: Sendable {
    let options: CompletionOptions
    /// The options' weights (read from there, not copied: the box then
    /// fits under glibc's 1,032-byte fast path, and a keystroke allocates
    /// it in a tenth of the instructions).
    @inline(__always) var weights: RankingWeights { options.weights }
    /// The country-table row of ``CompletionOptions/countryCode``, when
    /// one is set.
    let countryRow: UInt16?
    /// The query's words, their letters lower-cased, when it writes a
    /// Latin letter with a diacritic (``DiacriticMatch/typedWords(of:)``);
    /// nil for most queries.
    let typedWords: [[Unicode.Scalar]]?

    init(_ options: CompletionOptions, in index: PlaceIndex, typedWords: [[Unicode.Scalar]]? = nil) {
      self.options = options
      self.typedWords = typedWords
      // An unknown code matches nothing (0xFFFE is no row).
      countryRow = options.countryCode.map {
        PlaceIndex.countryRow(of: $0, in: index.countryCodes) ?? 0xFFFE
      }
    }
  }
  var settings: Settings
  @inline(__always) var options: CompletionOptions { settings.options }
  /// A key set of the index.
  @inline(__always) func keySet(_ k: KeyClass) -> KeySet { index.keySet(k) }
  @inline(__always) var weights: RankingWeights { settings.weights }
  /// The most places a walk looks at (``RankingWeights/maxPops``; the
  /// partial tier's and the qualifier's searches look at fewer).
  var maxPops: Int
  /// Areas a candidate must lie in: one of each list (an address reading's
  /// other words, see ``collectAddress(_:want:)``).
  var constraints: [[UInt32]] = []
  /// Regions and countries a candidate must lie in (a qualifier reading,
  /// see ``collectQualified(_:want:)``).
  var qualifier: Qualifier? = nil
  var readings: [QueryReading] = []
  /// The words the partial tier's masks (``Explanation/leftOut``) count,
  /// when they are not the literal reading's: an elided article read apart
  /// (`route d'auxerre` as `route d auxerre`), a Han address cut into
  /// names. Nil: the literal reading's words.
  var partialWords: [MatchToken]? = nil
  private(set) var candidates: [Candidate] = []
  /// The last ``threshold(group:want:)``, until the candidates change: most
  /// walks add nothing, and each starts by asking for it.
  var thresholdCache: (valid: Bool, group: Int, want: Int, value: Double) = (false, 0, 0, 0)
  /// The candidates' places, in the same order: a linear search of a few
  /// dozen integers beats hashing them (past ``indexedCandidates``,
  /// ``slots`` stand in for the search).
  private(set) var candidatePlaces: [UInt32] = []
  /// Their kind and the first bytes of their primary name, for merging a
  /// place listed twice (``nameFingerprint(_:)``).
  private var candidateFingerprints: [UInt64] = []
  /// Past ``indexedCandidates`` candidates, where each place's candidate is
  /// and which candidates share a fingerprint: a location bias collects
  /// hundreds, and scanning them for every place it adds cost a quarter of
  /// such a query. Nil below.
  private var slots: Slots? = nil
  struct Slots {
    var byPlace: [UInt32: Int] = [:]
    var byFingerprint: [UInt64: [Int]] = [:]
  }
  /// How many candidates are scanned before they are indexed (``slots``).
  static let indexedCandidates = 64
  /// The top-k heap, reused from one key set to the next.
  var heap: TopK.Heap = []
  /// The country-table row of KR.
  let koreaRow: UInt16

  /// The regions, countries and cities a qualifier names.
  struct Qualifier {
    var regions: Set<UInt32>
    var countries: Set<UInt16>
    /// Those of ``countries`` taken in as a named country's territories
    /// only (``Territories``): places in it, but not named themselves
    /// (`guam, usa` is Guam, `aruba, netherlands` Aruba).
    var territories: Set<UInt16> = []
    /// Cities named by the qualifier: a place this close to one lies in it
    /// (``RankingWeights/cityQualifierRadiusKilometers``).
    var cities: [Coordinate] = []
    /// Those cities, best first (``followWithQualifyingCity``).
    var cityPlaces: [UInt32] = []
    var cityRadiusMeters = 0.0

    var isEmpty: Bool { regions.isEmpty && countries.isEmpty && cities.isEmpty }

    /// Whether a place is one of the regions or countries named.
    func isNamed(_ place: UInt32, in index: PlaceIndex) -> Bool {
      // (By kind first: most candidates are neither, and need no hashing.)
      switch index.kindRaw(place) {
      case PlaceKind.region.rawValue: regions.contains(place)
      case PlaceKind.country.rawValue:
        countries.contains(index.countryRow(place)) && !territories.contains(index.countryRow(place))
      default: false
      }
    }

    /// Whether a place is a territory taken in (``territories``).
    func isTerritory(_ place: UInt32, in index: PlaceIndex) -> Bool {
      !territories.isEmpty && index.kindRaw(place) == PlaceKind.country.rawValue
        && territories.contains(index.countryRow(place))
    }

    /// Takes in a country named, its own row first then its territories'
    /// (``CandidateSearch/countryRows(ofCountry:)``).
    mutating func add(countryRows rows: [UInt16]) {
      guard let own = rows.first else { return }
      // (A territory named itself, by this qualifier or before, stays
      // named.)
      territories.formUnion(rows.dropFirst().filter { !countries.contains($0) })
      countries.formUnion(rows)
      territories.remove(own)
    }

    /// Whether a place lies in one of the regions or countries.
    func containsByArea(_ place: UInt32, in index: PlaceIndex) -> Bool {
      regions.contains(index.regionPlace(of: place)) || countries.contains(index.countryRow(place))
    }

    /// Whether a place lies in the areas named. An area named is not in
    /// itself: `luxembourg, luxembourg` is the city in the country, not
    /// the country (nor `san marino, san marino`, `macao, macao`).
    func contains(_ place: UInt32, in index: PlaceIndex) -> Bool {
      if isNamed(place, in: index) { return false }
      if containsByArea(place, in: index) { return true }
      // (Near a city lies a place, never a country or a region: `태국
      // 방콕` is not Thailand near Bangkok; nor a Korean 시도, `25644
      // 강원도 강릉시` being no 강원도 near 강릉.)
      let kind = index.kindRaw(place)
      guard !cities.isEmpty, kind != PlaceKind.country.rawValue, kind != PlaceKind.region.rawValue,
        kind != PlaceKind.province.rawValue
      else { return false }
      let c = index.coordinate(of: PlaceHandle(rank: place))
      return cities.contains { GeoMath.distance($0, c) < cityRadiusMeters }
    }
  }

  init(index: PlaceIndex, options: CompletionOptions) {
    self.init(index: index, settings: Settings(options, in: index))
  }

  /// A search with the settings of another (a search of part of its
  /// query).
  init(index: PlaceIndex, settings: Settings) {
    self.init(index: index, settings: settings, reserving: true)
  }

  /// A search whose buffers are empty and unreserved when not
  /// `reserving`: ``adoptBuffers(_:)`` gives it some.
  init(index: PlaceIndex, settings: Settings, reserving: Bool) {
    self.index = index
    self.settings = settings
    maxPops = settings.weights.maxPops
    koreaRow = index.koreaRow
    if reserving {
      candidates.reserveCapacity(SearchBuffers.initialCapacity)
      candidatePlaces.reserveCapacity(SearchBuffers.initialCapacity)
      candidateFingerprints.reserveCapacity(SearchBuffers.initialCapacity)
      heap.reserveCapacity(SearchBuffers.initialCapacity)
    }
  }

  /// Fills `buffers` (empty ones, from ``SearchBufferPool/take()``)
  /// instead of its own; ``takeBuffers()`` hands them back. (Swapped in
  /// by a mutating method: an initializer taking them copied the whole
  /// search on its way out, 8 retains and releases.)
  mutating func adoptBuffers(_ buffers: inout SearchBuffers) {
    swap(&buffers.candidates, &candidates)
    swap(&buffers.places, &candidatePlaces)
    swap(&buffers.fingerprints, &candidateFingerprints)
    swap(&buffers.heap, &heap)
  }

  /// The search's buffers, for ``SearchBufferPool/give(_:)``; the search
  /// is left without candidates.
  mutating func takeBuffers() -> SearchBuffers {
    var b = SearchBuffers()
    swap(&b.candidates, &candidates)
    swap(&b.places, &candidatePlaces)
    swap(&b.fingerprints, &candidateFingerprints)
    swap(&b.heap, &heap)
    slots = nil
    thresholdCache.valid = false
    return b
  }

  /// The readings of `text`, part of the query `literal` reads, romanized
  /// as the query's are (the city of an airport, a region before its
  /// type).
  func readings(of text: String, like literal: QueryReading) -> [QueryReading] {
    var rs = QueryReading.readings(of: text)
    for i in rs.indices { rs[i].romanizable = literal.romanizable }
    return rs
  }

  /// A search of `text` among `kinds` only, with this search's other
  /// options (less the location bias, without `keepingBias`): the city of
  /// an airport query, the airports or cinemas of some words, the area of
  /// a cinema query. `readings` are the text's own when nil.
  func search(
    _ text: String, among kinds: PlaceKinds, readings: [QueryReading]? = nil, want: Int, pass: Pass,
    maxPops: Int? = nil, keepingBias: Bool = true
  ) -> CandidateSearch {
    var o = options
    o.kinds = kinds
    if !keepingBias { o.near = nil }
    var sub = CandidateSearch(index: index, options: o)
    if let maxPops { sub.maxPops = maxPops }
    sub.collectStrict(query: text, readings: readings ?? QueryReading.readings(of: text), want: want, pass: pass)
    return sub
  }

  /// Whether a place passes the options' filters, the address constraints
  /// and the qualifier.
  ///
  /// (Inlined, as ``explain(_:)`` is, and the areas checked by a method
  /// marked `mutating`: called from a mutating method such as ``add``, an
  /// outlined call of a non-mutating method of the search gets a copy of
  /// the whole search, 154 bytes, and the optimizer makes that copy on
  /// entry, whether the call is made or not.)
  @inline(__always)
  mutating func accepts(_ place: UInt32) -> Bool {
    let index = self.index
    guard let k = PlaceKind(rawValue: index.kindRaw(place)), options.kinds.contains(k) else {
      return false
    }
    if let row = settings.countryRow, index.countryRow(place) != row { return false }
    if constraints.isEmpty, case .none = qualifier { return true }
    return liesInAreas(place)
  }

  /// Whether a place lies in an area of each address constraint and in
  /// the qualifier. (Changes nothing: `mutating` only so that ``add``
  /// passes itself in place, see ``accepts(_:)``.)
  @inline(never)
  mutating func liesInAreas(_ place: UInt32) -> Bool {
    for areas in constraints where !areas.contains(where: { lies(place, in: $0) }) {
      return false
    }
    if let q = qualifier, !q.contains(place, in: index) { return false }
    return true
  }

  /// The bonus of a match by its tier and key class.
  func matchBonus(_ place: UInt32, tier: MatchTier, offset: Int, from k: KeyClass) -> Double {
    switch (tier, k) {
    case (.exact, .codes):
      // An airport's own code names it; a city's or region's code (SFO for
      // San Francisco, TX) is a nickname.
      return index.kindRaw(place) == PlaceKind.airport.rawValue
        ? weights.exactAirportCode : weights.exactCode
    case (.exact, _):
      // (A romanization is as good as the primary name it spells. A
      // place has one entry per key, so in an exact range the mark of its
      // one entry decides.)
      if k.isRomanized { return weights.exactRomanization }
      guard k.isAlternate else { return weights.exactName }
      return index.mark(at: offset) == NameMark.reference ? weights.exactReference : weights.exactAlternateName
    case (.namePrefix, .primaryNames):
      return weights.primaryPrefix
    default:
      return 0
    }
  }

  mutating func add(
    _ place: UInt32, tier: MatchTier, offset: Int, from k: KeyClass, reading: Int, edits: Int = 0,
    extra: Double = 0
  ) {
    add(
      place, tier: tier, offset: offset, alternate: k.isAlternate, romanized: k.isRomanized,
      reading: reading, bonus: matchBonus(place, tier: tier, offset: offset, from: k) + extra, edits: edits)
  }

  /// Adds a candidate, or improves the one already found in the same group.
  /// Its score is importance + bonuses − penalties + bias, each part from
  /// ``RankingWeights``; ``bestBonus(_:_:reading:edits:)`` bounds what this
  /// can award, and must be changed with it.
  mutating func add(
    _ place: UInt32, tier: MatchTier, offset: Int, alternate: Bool, romanized: Bool = false,
    reading: Int, bonus: Double = 0, edits: Int = 0
  ) {
    let existing = slot(of: place)
    if let i = existing, candidates[i].tier.group < tier.group { return }
    guard accepts(place) else { return }
    let kind = readings[reading].kind
    // (Initials among syllables: the syllables where the query has them.
    // Asked of a choseong reading only, outlined: `add` is every walk's.)
    if kind == .choseong && !hasSyllablesTyped(offset: offset, reading: reading) { return }
    var e = explain(place)
    e.tier = tier
    e.readingKind = kind
    e.edits = edits
    e.bonus = bonus + readings[reading].bonus
    let inKorea = index.countryRow(place) == koreaRow
    if inKorea {
      // A Hangul query, or a Korean name spelled in Latin letters: most
      // likely a Korean place.
      if readings[reading].isHangul { e.bonus += weights.koreanFirst }
      if romanized { e.bonus += weights.koreanRomanization }
      if kind == .choseong { e.bonus += weights.choseongKorean }
    }
    e.penalty = (alternate ? weights.alternatePenalty : 0) + readings[reading].penalty(weights)
      + Double(edits) * weights.editPenalty
    if !inKorea && kind == .choseong {
      e.penalty += weights.choseongForeignPenalty
    }
    if let building = readings[reading].building { e.penalty += buildingPenalty(place, building) }
    e.score = e.importance + e.bonus - e.penalty + e.bias
    insert(Candidate(place: place, tier: tier, reading: reading, offset: offset, explanation: e), at: existing)
  }

  /// Whether the name at pool offset `offset` has the syllables a
  /// choseong reading's query typed whole where it typed them
  /// (``QueryReading/syllablePattern``); true for a reading without.
  @inline(never)
  func hasSyllablesTyped(offset: Int, reading: Int) -> Bool {
    guard let pattern = readings[reading].syllablePattern else { return true }
    return nameMatches(pattern, offset: offset)
  }

  /// Whether the name at pool offset `offset` has `pattern`, initials and
  /// syllables where it has them (``InitialsPattern/matches(_:name:)``);
  /// false for an offset outside the pool.
  func nameMatches(_ pattern: [UInt32], offset: Int) -> Bool {
    guard (0..<index.pool.count).contains(offset) else { return false }
    return InitialsPattern.matches(pattern, name: index.storedName(containing: offset).text)
  }

  /// A diacritic typed that a candidate's name does not write (`küta` is
  /// Kütahya before Kuta; ``DiacriticMatch``): its penalty, once the
  /// candidates are collected, for the few queries that type one. (Not in
  /// ``add``: a walk adds many more places than it keeps, and a big city's
  /// names, looked through for one that writes it, are kilobytes.)
  ///
  /// Only the best ``diacriticCandidates`` are looked at: the penalty
  /// lowers places, so the list's first places come from the first
  /// collected, unless that many above them all lack the diacritic.
  /// A partial match is judged by the words it matched (its left-out
  /// words are the literal reading's, when that has the query's words):
  /// none when those type no diacritic.
  mutating func applyTypedDiacritics() {
    guard let words = settings.typedWords else { return }
    let all = DiacriticMatch.letters(of: words[...])
    let order = candidates.indices.sorted { CandidateSearch.better(candidates[$0], than: candidates[$1]) }
    for i in order.prefix(CandidateSearch.diacriticCandidates) {
      var c = candidates[i]
      var typed = all
      let leftOut = c.explanation.leftOut
      if c.tier == .partial, leftOut != 0, readings.first?.tokens.count == words.count {
        let kept = words.indices.filter { $0 >= 16 || leftOut & (1 << UInt16($0)) == 0 }.map { words[$0] }
        typed = DiacriticMatch.letters(of: kept[...])
        guard typed.contains(where: DiacriticMatch.isLatinWithDiacritic) else { continue }
      }
      guard !DiacriticMatch.name(in: index.pool, at: c.offset, writes: typed) else { continue }
      let names = index.segment(of: c.place).lowerBound..<index.factsRange(of: c.place).namesEnd
      let penalty =
        DiacriticMatch.someName(in: index.pool, names, writes: typed)
        ? weights.diacriticByOtherName : weights.unwrittenDiacritic
      c.explanation.penalty += penalty
      c.explanation.score -= penalty
      replace(at: i, with: c)
    }
  }

  /// How many of the best candidates ``applyTypedDiacritics()`` looks at.
  static let diacriticCandidates = 24

  /// Replaces the candidate at `i` with one of the same place.
  mutating func replace(at i: Int, with c: Candidate) {
    precondition(candidatePlaces[i] == c.place)
    candidates[i] = c
    thresholdCache.valid = false
  }

  /// Keeps `c`, or the place's candidate already found when that is in a
  /// better group or scores higher. A place the source lists twice (see
  /// ``isListedTwice(_:_:)``) is one candidate, the better of the two:
  /// so the thresholds count places as they will be shown.
  mutating func insert(_ c: Candidate) {
    insert(c, at: slot(of: c.place))
  }

  /// Where a place's candidate is, if it has one.
  @inline(__always)
  func slot(of place: UInt32) -> Int? {
    if let slots { return slots.byPlace[place] }
    return candidatePlaces.firstIndex(of: place)
  }

  /// The same, given where the place's candidate is, if it has one.
  private mutating func insert(_ c: Candidate, at existing: Int?) {
    thresholdCache.valid = false
    if let i = existing {
      if CandidateSearch.better(c, than: candidates[i]) { candidates[i] = c }
      return
    }
    let fingerprint = nameFingerprint(c.place)
    // (Locals, not `self`'s: reading the search's own fields around a
    // call it cannot see into makes the optimizer copy the whole search.)
    let index = self.index
    let distance = weights.duplicateDistance
    // The first candidate of the same fingerprint that is its twin, by a
    // scan or, past ``indexedCandidates``, by the fingerprint's slots (the
    // same candidates, in the same order).
    var twin: Int? = nil
    if let slots {
      for j in slots.byFingerprint[fingerprint] ?? [] where index.isListedTwice(c.place, candidatePlaces[j], within: distance) {
        twin = j
        break
      }
    } else {
      for j in candidateFingerprints.indices where candidateFingerprints[j] == fingerprint {
        guard index.isListedTwice(c.place, candidatePlaces[j], within: distance) else { continue }
        twin = j
        break
      }
    }
    if let j = twin {
      if CandidateSearch.better(c, than: candidates[j]) {
        candidates[j] = c
        slots?.byPlace[candidatePlaces[j]] = nil
        slots?.byPlace[c.place] = j
        candidatePlaces[j] = c.place
      }
      return
    }
    let j = candidates.count
    candidatePlaces.append(c.place)
    candidateFingerprints.append(fingerprint)
    candidates.append(c)
    if slots != nil {
      slots?.byPlace[c.place] = j
      slots?.byFingerprint[fingerprint, default: []].append(j)
    } else if candidates.count == CandidateSearch.indexedCandidates {
      var s = Slots()
      s.byPlace.reserveCapacity(4 * CandidateSearch.indexedCandidates)
      for (k, place) in candidatePlaces.enumerated() {
        s.byPlace[place] = k
        s.byFingerprint[candidateFingerprints[k], default: []].append(k)
      }
      slots = s
    }
  }

  /// Whether `a` comes before `b` in the final order: by tier group, then
  /// score, then rank.
  static func better(_ a: Candidate, than b: Candidate) -> Bool {
    (a.tier.group, -a.score, a.place) < (b.tier.group, -b.score, b.place)
  }

  /// Whether two places are one place the source lists twice
  /// (``PlaceIndex/isListedTwice(_:_:within:)``, within
  /// ``RankingWeights/duplicateDistance``).
  func isListedTwice(_ a: UInt32, _ b: UInt32) -> Bool {
    index.isListedTwice(a, b, within: weights.duplicateDistance)
  }

  /// A place's kind and the first seven bytes of its primary name, in one
  /// word: places whose words differ cannot be one place listed twice, so
  /// most candidates are told apart by one comparison.
  @inline(__always)
  func nameFingerprint(_ place: UInt32) -> UInt64 {
    let kind = UInt64(index.kindRaw(place)) << 56
    let start = Int(index.nameStart[Int(place)])
    guard start >= 0, start <= index.pool.count - 8 else {
      // (The pool's last eight bytes: one at a time.)
      var f: UInt64 = 0
      var i = start
      for shift in stride(from: 0, through: 48, by: 8) {
        let b = index.pool[i]
        if NameMark.isMarkOrEnd(b) { break }
        f |= UInt64(b) << UInt64(shift)
        i += 1
      }
      return kind | f
    }
    // Eight bytes in one load; the name ends at the first byte at most
    // NameMark.facts (6): flagged by (b - 7) & ~b & 0x80, exact for the
    // lowest such byte (a borrow only reaches the bytes above it).
    let word = index.pool.load(UInt64.self, at: start)
    let stops = (word &- 0x0707_0707_0707_0707) & ~word & 0x8080_8080_8080_8080
    let length = min(7, stops.trailingZeroBitCount / 8)
    return kind | (word & ((1 << UInt64(8 * length)) &- 1))
  }

  /// Importance, and the location bias when there is one:
  /// `biasStrength * exp(-distance / scale)`.
  @inline(__always)
  func explain(_ place: UInt32) -> Explanation {
    var e = Explanation(
      tier: .exact, readingKind: .literal, edits: 0, importance: index.importance(of: place),
      bonus: 0, penalty: 0, bias: 0, distanceMeters: nil, score: 0)
    if let near = options.near {
      let d = GeoMath.distance(near, index.coordinate(of: PlaceHandle(rank: place)))
      e.distanceMeters = d
      e.bias = weights.biasStrength * exp(-d / (options.biasScaleKilometers * 1000))
    }
    return e
  }

  /// Whether every candidate matched through an initials reading
  /// (``QueryReading/Kind/choseong``).
  var foundOnlyByInitials: Bool {
    candidates.allSatisfy { readings[$0.reading].kind == .choseong }
  }

  /// Whether some candidate is in tier group 0 (an exact or name-prefix
  /// match).
  var hasNameMatch: Bool { candidates.contains { $0.tier.group == 0 } }

  /// Whether a name matched is an area's (a city, a region or a Korean
  /// area: not a road, a cinema or an airport).
  ///
  /// (Inlined: an outlined getter called from a mutating method gets a
  /// copy of the whole search, see ``accepts(_:)``; two calls a keystroke
  /// made those copies 0.6 M instructions of the keystroke workload.)
  @inline(__always)
  var hasAreaNameMatch: Bool {
    let index = self.index
    return candidates.contains { c in
      guard c.tier.group == 0 else { return false }
      let kind = index.kindRaw(c.place)
      return kind != PlaceKind.road.rawValue && kind != PlaceKind.cinema.rawValue && kind != PlaceKind.airport.rawValue
        && kind != PlaceKind.postcode.rawValue
    }
  }

  /// Whether a name matched is an airport's or a cinema's (a venue a
  /// query names, where a road's name only says where it runs). Inlined
  /// as ``hasAreaNameMatch``.
  @inline(__always)
  var hasVenueNameMatch: Bool {
    let index = self.index
    return candidates.contains { c in
      guard c.tier.group == 0 else { return false }
      let kind = index.kindRaw(c.place)
      return kind == PlaceKind.airport.rawValue || kind == PlaceKind.cinema.rawValue
    }
  }

  /// Whether a name matched every word of the query: a match of tier
  /// group 0 whose reading left no word unmatched (an address reading may
  /// leave a building's name, or a word it could not read).
  var hasWholeNameMatch: Bool {
    candidates.contains { $0.tier.group == 0 && readings[$0.reading].extraPenalty == 0 }
  }

  /// The best score of a name match (tier group 0), or -infinity when
  /// there is none.
  var bestNameScore: Double {
    var best = -Double.infinity
    for c in candidates where c.tier.group == 0 { best = max(best, c.score) }
    return best
  }

  /// Whether a name match is sizeable (``RankingWeights/sizeableMatchScore``):
  /// then the query as typed found what was meant, and the qualifier and
  /// the typo in the last letter are not tried.
  var hasSizeableNameMatch: Bool {
    let sizeable = weights.sizeableMatchScore
    return candidates.contains { $0.tier.group == 0 && $0.score >= sizeable }
  }

  /// Whether a region or a country's name starts with the query's words
  /// as typed, in order (`south aust`, `mato grosso do s`): the words are
  /// that name on its way, not a place and a qualifier (Australia) being
  /// typed; the qualifier reading waits. (A region's importance is below
  /// a city's of its size, so ``hasSizeableNameMatch`` seldom counts it.)
  var hasRegionNameMatch: Bool {
    let index = self.index
    return candidates.contains { c in
      guard c.tier.group == 0, readings[c.reading].kind == .literal else { return false }
      let kind = index.kindRaw(c.place)
      return kind == PlaceKind.region.rawValue || kind == PlaceKind.country.rawValue
    }
  }
}
