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
  /// later word that starts with it, then all words in another order, then,
  /// when that finds fewer than a few places, the places that match the
  /// most words (``MatchTier/partial``). Within a tier, places come by
  /// importance, with bonuses and penalties (``RankingWeights``, and the
  /// README's formula), nudged by `options.near` when it is set. A place
  /// appears once. A query past ``QueryLimits`` (200 scalars, 16 words) is
  /// read up to them.
  ///
  /// - Complexity: O(|query| + k log k) for the first three tiers, where k is
  ///   the limit: the best k places of any prefix come from a range-minimum
  ///   structure, never from a scan of the matches.
  public func complete(_ query: String, options: CompletionOptions = .init()) -> [Completion] {
    // (A pasted block's address after its label, before the length is
    // bounded: `수령인: … / 연락처: … / 주소: 전남 여수시 …`.)
    // (A comma or a colon, which the label and the abbreviations need,
    // told from the bytes once: most queries have neither.)
    let punctuated = QueryBytes.contains(query, within: AddressLabels.maxPastedBytes, where: { $0 == 0x2C || $0 == 0x3A })
    var query = QueryLimits.cut((punctuated ? AddressLabels.address(in: query) : nil) ?? query).text
    // (Loose jamo, `ㅂㅜㅅㅏㄴ`, are the syllables they compose: 부산.)
    if let composed = JamoComposition.composed(query) { query = composed }
    var readings = QueryReading.readings(of: query)
    // (The rewrites below, each tried only when the words' bytes allow it:
    // ``QueryShape``.)
    var shape = readings.first.map { QueryShape($0.tokens) } ?? QueryShape()
    func reread(_ text: String) {
      query = text
      readings = QueryReading.readings(of: query)
      shape = readings.first.map { QueryShape($0.tokens) } ?? QueryShape()
    }
    // (A name in Hanja glossed in Hangul is the Hangul: `安城(안성)`.)
    if shape.startsWithHan && shape.words >= 2, let reading = BracketNote.hangulReading(query) { reread(reading) }
    // (A code one digit to a box, `2 1 5 1 1`, is the code.)
    if shape.loneDigits >= PostcodeMarkers.postcodeDigits, let joined = SpacedDigits.joined(query) { reread(joined) }
    // (A ZIP code beside the name of Korea is the code: `Korea 44216`.)
    if shape.hasFiveDigitEnd, let literal = readings.first, let code = koreanPostcodeBesideCountry(literal.tokens) {
      reread(code)
    }
    // (The words that say "postcode" before one name no place: `(우)06236`
    // is 06236. Looked for only beside a word of five digits.)
    if shape.hasFiveDigitEnd, let literal = readings.first, PostcodeMarkers.mayHaveMarker(literal.tokens),
      let stripped = PostcodeMarkers.stripped(query)
    {
      reread(stripped)
    }
    // (Counts beside a Korean place name none: `장성 1박 숙소` is 장성 숙소;
    // a web address is the site it names: `www.cgv.co.kr 대학로` is cgv
    // 대학로; a region's abbreviation after a comma is its name: `Truro,
    // N.S.` is Truro, Nova Scotia.)
    if let rewritten = KoreanAsides.withoutCounts(query) ?? WebAddresses.withoutDomains(query)
      ?? (punctuated ? RegionAbbreviations.expanded(query) : nil)
    {
      reread(rewritten)
    }
    // (A name spaced a syllable to a word is the name: `하 남 시`.)
    if shape.syllables >= SpacedSyllables.minWords, let literal = readings.first,
      SpacedSyllables.isSpacedOut(literal.tokens)
    {
      reread(SpacedSyllables.joined(literal.tokens))
    }
    guard !readings.isEmpty, options.limit > 0 else { return [] }
    var search = CandidateSearch(
      index: self,
      settings: CandidateSearch.Settings(options, in: self, typedWords: DiacriticMatch.typedWords(of: query)),
      reserving: false)
    var buffers = searchBuffers.take()
    search.adoptBuffers(&buffers)
    let w = options.weights
    // More candidates than the limit when a location bias may reorder them,
    // and never fewer than ``RankingWeights/minimumCandidates``: a smaller
    // limit lists the first of a bigger one's list.
    let want = options.near == nil
      ? max(options.limit, w.minimumCandidates)
      : max(options.limit * w.biasCandidatesPerResult, w.biasMinimumCandidates)
    search.collectStrict(query: query, readings: readings, want: want, pass: .full)
    search.applyCodeRule(query: query)
    search.applyAirportNamesakeRule()
    search.applyPostcodeRule(query: query)
    search.applyDepartmentRule()
    search.applyBracketedCodeRule(query: query)
    search.applyTypedDiacritics()
    let context = QueryContext(
      index: self, readings: search.readings, partialWords: search.partialWords, language: options.language)
    var ordinal = 0
    let found = search.ranked(dedupe: true, limit: options.limit) { c in
      let p = PlaceHandle(rank: c.place)
      defer { ordinal += 1 }
      return Completion(
        place: p, kind: kind(of: p), tier: c.tier, context: context,
        reading: c.reading, offset: c.offset, ordinal: ordinal, explanation: c.explanation)
    }
    searchBuffers.give(search.takeBuffers())
    return found
  }
}
