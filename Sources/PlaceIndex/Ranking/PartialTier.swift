#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The partial tier: when the query as typed finds fewer than a few places,
/// the places that match the most of its words, as Pelias and Photon fall
/// back (`Seoul Gimpo International Airport`, `Town of Greenwich`,
/// `10117 Berlin`, a street or a building's name before its city).
///
/// A word left out costs ``dropCost(_:)``: an unknown rare word costs more
/// than "airport" or "city", so the reduced query that keeps the
/// informative words wins. Words that start no key at all are always left
/// out. The other ways of leaving words out are searched cheapest first,
/// each as a query of its own (``collectReduced(_:want:)``: the first tiers,
/// or a qualifier); once
/// one finds places, only those within ``RankingWeights/partialCostSlack``
/// of its cost are tried too. When the query as typed found a place or two,
/// only its last word may be left out. Matches rank after every other tier's
/// (``MatchTier/partial``), by score less what their left-out words cost.
/// Bounded: at most ``RankingWeights/partialMaxVariants`` reduced queries.
extension CandidateSearch {
  mutating func collectPartial(_ literal: QueryReading, query: String, want: Int) {
    // An article elided onto a word that then starts no name is read
    // apart (``Elision``: `château d'angers` is château d angers).
    if !literal.isHangul, let split = Elision.split(query, startsName: startsSomeKey),
      var reading = QueryReading.readings(of: split).first
    {
      reading.romanizable = literal.romanizable
      // (An airport by its city after the article: `aéroport d'Amsterdam`.)
      if reading.tokens.contains(where: { CandidateSearch.airportWords.contains($0.bytes) }) {
        collectAirportsByCity(reading, want: want)
      }
      collectWordsLeftOut(reading, query: split, want: want)
      favourAddressCountries(reading, query: split)
      if candidates.contains(where: { $0.tier == .partial }) { partialWords = reading.tokens }
      return
    }
    // An administrative dong among other words is one word, its legal
    // dong's name (`서초 2 동` is 서초동): left out or kept whole, never
    // its number or its 동 alone.
    if literal.isHangul,
      let merged = CandidateSearch.administrativeDongsMerged(literal.tokens.map(\.bytes), isName: { isWholeName($0) }),
      var reading = QueryReading.readings(of: merged).first
    {
      reading.romanizable = literal.romanizable
      collectWordsLeftOut(reading, query: merged, want: want)
      if candidates.contains(where: { $0.tier == .partial }) { partialWords = reading.tokens }
      return
    }
    // (Not after a place or two found as typed: only the last word, the
    // one being typed, is left out then, and it is no street's.)
    let foundAsTyped = !candidates.isEmpty
    collectWordsLeftOut(literal, query: query, want: want)
    if !foundAsTyped { favourAddressCountries(literal, query: query) }
    favourKoreaForHangulLeftOut(literal)
    matchAirportWordsAcrossNames(literal)
  }

  /// Partial matches of a query with Hangul that kept none of its Hangul
  /// words (`52655 진줏`: the ZIP code alone, its 시군구 still being
  /// typed), in Korea, gain ``RankingWeights/koreanFirst`` as a Hangul
  /// reading gives it: the Hangul says where, though it named nothing
  /// whole. Abroad, found by a postcode alone, they lose
  /// ``RankingWeights/partialPostcodeWord`` (not West Burlington, Iowa,
  /// whose ZIP code 52655 is too).
  private mutating func favourKoreaForHangulLeftOut(_ literal: QueryReading) {
    let words = literal.tokens.map(\.bytes)
    guard literal.isHangul, words.count >= 2, words.count <= 16 else { return }
    var hangul: UInt16 = 0
    for i in words.indices where JamoTail.hasHangul(words[i]) {
      hangul |= 1 << UInt16(i)
    }
    guard hangul != 0 else { return }
    let index = self.index
    let readings = self.readings
    let korea = koreaRow
    let bonus = weights.koreanFirst
    favourCountries(
      of: words, bonus: { index.countryRow($0) == korea ? bonus : nil },
      where: { $0.explanation.leftOut & hangul == hangul && !readings[$0.reading].isHangul })
  }

  /// Partial matches that `eligible` takes gain what `bonus` gives their
  /// place; the others, found by a postcode alone among `words`, have its
  /// digits by chance: the code counts as left out
  /// (``RankingWeights/partialPostcodeWord``).
  private mutating func favourCountries(
    of words: [[UInt8]], bonus: (UInt32) -> Double?, where eligible: (Candidate) -> Bool = { _ in true }
  ) {
    var codes: UInt16 = 0
    for i in words.indices.prefix(16) where isPostcodeOfSomePlace(words[i]) { codes |= 1 << UInt16(i) }
    let all: UInt16 = words.count >= 16 ? .max : (1 << UInt16(words.count)) - 1
    for i in candidates.indices where candidates[i].tier == .partial && eligible(candidates[i]) {
      var c = candidates[i]
      if let b = bonus(c.place) {
        c.explanation.bonus += b
        c.explanation.score += b
      } else if codes != 0, all & ~c.explanation.leftOut & ~codes == 0 {
        c.explanation.penalty += weights.partialPostcodeWord
        c.explanation.score -= weights.partialPostcodeWord
      } else {
        continue
      }
      replace(at: i, with: c)
    }
  }

  /// A Chinese or Japanese address written without spaces, which found
  /// nothing: its runs of Han and kana cut where whole names end
  /// (``HanSegments``: `北京市海淀区中关村大街27号` is 北京市 海淀区 中关村大街 27
  /// 号), then searched as the partial tier searches words.
  mutating func collectHanSegments(_ literal: QueryReading, want: Int) {
    guard !literal.isHangul, literal.tokens.count <= 16 else { return }
    var words: [[UInt8]] = []
    var cut = false
    // (A run is a name also with the suffix of its level added, which
    // addresses drop: 广东 is 广东省.)
    let isName = { (run: [UInt8]) in
      self.isWholeName(run) || HanSegments.levelSuffixes.contains { self.isWholeName(run + $0) }
    }
    for t in literal.tokens.map(\.bytes) {
      // (A name written with its level's suffix, which the place's names
      // lack, is that name: `市川市` is 市川, Ichikawa, whose names are
      // Ichikawa and 市川 only.)
      if let stem = hanStem(t) {
        words.append(stem)
        cut = true
        continue
      }
      guard !cut, !startsSomeKey(t) else {
        words.append(t)
        continue
      }
      // (A postcode or a house number written against the Han: cut off
      // first, left out as numbers are.)
      let runs = HanSegments.scriptRuns(t)
      var pieces: [[UInt8]] = []
      for run in runs {
        if !cut, let split = HanSegments.split(run, isName: isName) {
          pieces += split
          cut = true
        } else {
          pieces.append(run)
        }
      }
      words += cut ? pieces : [t]
    }
    // (One word only when it changed: a name less its suffix.)
    guard cut, words.count >= 2 || words != literal.tokens.map(\.bytes) else { return }
    let text = String(decoding: Array(words.joined(separator: [0x20])), as: UTF8.self)
    guard var reading = QueryReading.readings(of: text).first else { return }
    reading.romanizable = literal.romanizable
    if words.count == 1 {
      // (One name without its suffix: searched as it is, nothing left out.)
      _ = collectReduced(words: words, leavingOut: 0, cost: 0, reading, want: want)
    } else {
      collectPartial(reading, query: text, want: want)
    }
    if partialWords == nil, candidates.contains(where: { $0.tier == .partial }) { partialWords = reading.tokens }
  }

  /// `word` without the suffix of its level (``HanSegments/levelSuffixes``)
  /// when it is Han, no place's whole name, and is one without it
  /// (`市川市`, `杨浦区`); nil otherwise.
  func hanStem(_ word: [UInt8]) -> [UInt8]? {
    guard word.count >= 9, HanSegments.isHan(word, at: 0), HanSegments.isHan(word, at: word.count - 3),
      HanSegments.levelSuffixes.contains(where: { word.suffix($0.count).elementsEqual($0) })
    else { return nil }
    let stem = Array(word.dropLast(3))
    return isWholeName(stem) && !isWholeName(word) ? stem : nil
  }

  /// Whether `word` is a Korean ZIP code the index has: five digits, the
  /// code of a postcode place.
  func isKoreanPostcode(_ word: [UInt8]) -> Bool {
    guard KoreanAddressForms.isPostcode(word) else { return false }
    let set = keySet(.codes)
    let index = self.index
    return set.range(ofKey: word).contains { index.kindRaw(set.entryPlace[$0]) == PlaceKind.postcode.rawValue }
  }

  /// Whether `word` is the whole primary or other name of some place
  /// that `keep` takes (any, by default).
  func isWholeName(_ word: [UInt8], of keep: (UInt32) -> Bool = { _ in true }) -> Bool {
    [KeyClass.primaryNames, .alternateNames].contains { k in
      let set = keySet(k)
      return set.range(ofKey: word).contains { keep(set.entryPlace[$0]) }
    }
  }

  /// Partial matches in the countries the query's words point to
  /// (``AddressCountries``) gain ``RankingWeights/addressCountryBonus``.
  private mutating func favourAddressCountries(_ literal: QueryReading, query: String) {
    guard !literal.isHangul, literal.tokens.count >= 2, candidates.contains(where: { $0.tier == .partial }) else { return }
    let evidence = AddressCountries.evidence(of: literal.tokens.map(\.bytes), query: query)
    guard !evidence.isEmpty else { return }
    // Each country row, with the bonus its evidence adds up to.
    var bonus: [UInt16: Double] = [:]
    for codes in evidence {
      for code in codes {
        if let r = PlaceIndex.countryRow(of: code, in: index.countryCodes) {
          bonus[r, default: 0] += weights.addressCountryBonus
        }
      }
    }
    // A place found by a postcode alone, in a country the address does
    // not point to, has that code's digits by chance (`72 route
    // d'auxerre 10120` is Saint-André-les-Vergers, not New York City,
    // whose ZIP code 10120 is too): the code counts as left out.
    let index = self.index
    favourCountries(of: literal.tokens.map(\.bytes), bonus: { bonus[index.countryRow($0)] })
  }

  private mutating func collectWordsLeftOut(_ literal: QueryReading, query: String, want: Int) {
    let words = literal.tokens.map(\.bytes)
    guard words.count >= 2, words.count <= 16 else { return }
    if !candidates.isEmpty {
      // The query as typed found a place or two: only its last word, the
      // one being typed, is left out, and the places of the words before
      // it follow (`salt lake ci` is Salt Lake City, then places named
      // Salt Lake), never a place of the last word alone (`cape to` is Cape
      // Town, not Tokyo).
      collectFiller(words, literal, want: want)
      return
    }
    // Where the place's own name most likely is: Latin addresses run from
    // the street to the city (the last words), Korean ones from the 시도 on
    // (the first), so leaving those out costs more. (Not for a word of one
    // or two letters: more often an abbreviation, a state or an initial,
    // than a name: `victoria bc`.)
    let n = Double(words.count - 1)
    // (Korean order for a query mostly in Hangul; a few Hangul words among
    // Latin ones, `Grand Hotel, 서초2동, Seoul`, are an address in the
    // Latin order.)
    let koreanOrder = literal.isHangul && CandidateSearch.isMostlyHangul(query)
    // (A word that says "airport" names what was asked for: the places
    // without it are not that; and a great city's name is dear, however
    // many names it is in.)
    // (A postcode some place has names that place, as a city's name does,
    // but costs less: the data knows Korea's, the US's and France's codes
    // only, so `10117 berlin` is Berlin, whose code it lacks, not a ZIP
    // code of 김포시.)
    let postcodes = words.map { !literal.isHangul && isPostcodeOfSomePlace($0) }
    // (A British or Canadian postcode, which the data does not have, is
    // left out at a postcode's cost: `London SW1A 1BQ`.)
    let lettered = literal.isHangul ? 0 : AlphanumericPostcodes.mask(words)
    let base = words.indices.map { i -> Double in
      let w = words[i]
      if postcodes[i] || (i < 32 && lettered & (1 << UInt32(i)) != 0) { return weights.partialPostcodeWord }
      if CandidateSearch.airportWords.contains(w) && options.kinds.contains(.airport) {
        return weights.partialKindWord
      }
      // (A venue type or a landform only describes: `haeundae beach` is
      // Haeundae-gu, not the places with Beach in their names.)
      if VenueWords.isGeneric(w) { return weights.partialCommonWord }
      let cost = dropCost(w)
      return namesGreatCity(w) ? max(weights.partialCityWord, cost) : cost
    }
    // (And the word after a postcode inside a Latin address is its place:
    // `rua … boa vista 50070-060 recife`, ``followsPostcode(_:_:)``; not a
    // country's name, `… quintana roo, 77533, mexico`.)
    let costs = words.indices.map { i in
      let position = koreanOrder ? (n - Double(i)) / n : Double(i) / n
      let short = !literal.isHangul && words[i].count <= 2
      let afterPostcode =
        !literal.isHangul && CandidateSearch.followsPostcode(words, i) && !namesCountry(words[i])
        ? weights.partialAfterPostcode : 0
      return base[i] * (1 + (short ? 0 : weights.partialPositionWeight * position)) + afterPostcode
    }

    // Words no key starts with are left out in every variant, and so are
    // numbers (a house number or a postcode beside Latin words: `2 avenue
    // gabriel 75008 paris`; beside Hangul, a building number last, the
    // address tier's, `테헤란러 152` being no odd name with 1528 in it; but
    // not a ZIP code, nor a number a road's name goes on from, 63로).
    var dead: UInt32 = 0
    for (i, w) in words.enumerated() {
      let number = w.allSatisfy { $0 &- 0x30 < 10 }
      let kept = literal.isHangul ? (KoreanAddressForms.isPostcode(w) || i + 1 < words.count) : postcodes[i]
      if !startsSomeKey(w) || (number && !kept) || HanSegments.addressUnits.contains(w) { dead |= 1 << i }
    }
    dead |= lettered
    // On every way out below: a formatted address's city
    // (``collectFormattedTail(_:query:costs:lettered:_:want:)``), then the postcodes
    // the places found have (``creditPostcodes(_:postcodes:costs:)``).
    defer {
      collectFormattedTail(words, query: query, costs: costs, lettered: lettered, literal, want: want)
      creditPostcodes(words, postcodes: postcodes, costs: costs)
    }
    // A street address (``StreetWords``: `140 rue Don Bosco, Saguenay`,
    // `Leipziger Str. Berlin`) is left out too: the data has no streets
    // outside Korea, and the place the street lies in is the answer. When
    // that place is unknown too, nothing is (`27 Thoresby Road,
    // Broxtowe` is not Road Town).
    var streetWords: UInt32 = 0
    // (On the way out too, first: a place misspelt after a street in a
    // language one country writes, when nothing in it was found.)
    defer {
      collectMisspeltPlaceInStreetCountry(words, streetWords: streetWords, costs: costs, literal, want: want)
    }
    if !literal.isHangul {
      let parts = CandidateSearch.partStarts(of: query, words: words.count)
      var street = StreetWords.street(
        words, partStarts: parts, startsName: startsSomeKey, isPlaceCode: isPostcodeOfSomePlace)
      street.words &= ~placeBeforePostcode(words, street: street.words)
      street.words &= ~placeNamedLikeStreet(words, street: street.words)
      // (A first part that is a street and its number, `Gran Via 28,
      // Madrid`: not a place before its street, `gran` before `via`.)
      if street.words == 0 { street.words = StreetWords.numberedFirstPart(words, partStarts: parts).words }
      // The place first, then its street (`amiens rue du mal de lattre`):
      // kept when the words before the street find a place. (A guess: a
      // stray first word that names some place wins over the city at the
      // end, `plan via marsala roma`; letting the two compete lost more
      // places first than it saved, as the last word's higher cost then
      // beats the first: `allau rue des moulins` is Allauch, not Moulins.)
      // When the query ends in a country's name, only a place in that
      // country: the words before a street may be a stray word (`plan via
      // marsala roma italy` is Rome, not Plano, Texas; `allauch rue des
      // moulins france` Allauch), and the ways of leaving words out below
      // find the city before the country.
      let first = street.words == 0 ? StreetWords.placeFirst(words, partStarts: parts).words : 0
      if first != 0 {
        let mask = dead | first
        let countries = countriesNamed(atEndOf: words)
        let index = self.index
        if collectReduced(
          words: words, leavingOut: mask, cost: CandidateSearch.cost(of: mask, costs), literal, want: want,
          where: { countries.isEmpty || countries.contains(index.countryRow($0.place)) })
        {
          return
        }
      }
      dead |= street.words
      streetWords = street.words
      if street.open != 0, collectAfterStreet(words, dead: dead, open: street.open, costs: costs, literal, want: want) {
        // (The place after the street may be misspelt before the region
        // that was found: ``trailingQualifiers(_:after:)``.)
        let qualifiers = trailingQualifiers(words, after: streetWords)
        let live = (UInt32(1) << UInt32(words.count) - 1) & ~dead
        if qualifiers != 0, candidates.allSatisfy({ live & ~UInt32($0.explanation.leftOut) & ~qualifiers == 0 }) {
          collectMisspeltPlace(
            words, streetWords: streetWords, qualifiers: qualifiers, costs: costs, literal, want: want)
        }
        return
      }
    }
    let live = words.indices.filter { dead & (1 << $0) == 0 }
    guard !live.isEmpty else {
      collectMisspeltPlace(words, streetWords: streetWords, costs: costs, literal, want: want)
      return
    }
    let deadCost = CandidateSearch.cost(of: dead, costs)
    let liveMask = live.reduce(UInt32(0)) { $0 | 1 << UInt32($1) }
    let codeMask = live.reduce(UInt32(0)) { postcodes[$1] ? $0 | 1 << UInt32($1) : $0 }
    // Subsets of the live words to leave out, cheapest first; at least one
    // word stays. All of them for up to 8 live words, else one or two.
    var drops: [(mask: UInt32, cost: Double)] = []
    if live.count <= 8 {
      for bits in 0..<(1 << live.count) - 1 {
        var mask: UInt32 = 0
        var cost = 0.0
        for (j, i) in live.enumerated() where bits & (1 << j) != 0 {
          mask |= 1 << i
          cost += costs[i]
        }
        drops.append((mask, cost))
      }
    } else {
      drops.append((0, 0))
      for (a, i) in live.enumerated() {
        drops.append((1 << i, costs[i]))
        for j in live[(a + 1)...] { drops.append(((1 << i) | (1 << j), costs[i] + costs[j])) }
      }
    }
    // (The full query, nothing left out but dead words, was searched
    // already when no word is dead.)
    if dead == 0 { drops.removeAll { $0.mask == 0 } }
    // A postcode is a key of its own, never a word of a name: a query
    // that keeps it with more than one other word finds nothing, and
    // would take the place of a variant that can (`… seattle, king
    // county, wa 98103`). With one, that word may qualify it (`36067, us`,
    // `wa 98103`). The places a kept name finds get their own code back
    // (``creditPostcodes(_:postcodes:costs:)``).
    if codeMask != 0 {
      drops.removeAll { d in
        let kept = liveMask & ~d.mask
        return kept & codeMask != 0 && (kept & ~codeMask).nonzeroBitCount > 1
      }
    }
    // A word that links a name's words (`de`, `of`, `les`) is kept only
    // with the word after it: kept apart from it, it links another place's
    // name (`isabel de santo domingo, 6, 50014 - zaragoza` is Zaragoza, not
    // a place named "… de Zaragoza"; `saniago de cuba` keeps `de cuba`).
    // (Not the last word, which may be a code: `…, new castle, de` is
    // Delaware's.)
    let linking = live.filter { $0 + 1 < words.count && NamingWords.linkingWords.contains(words[$0]) }
    if !linking.isEmpty {
      drops.removeAll { d in
        linking.contains { i in d.mask & (1 << i) == 0 && (d.mask | dead) & (1 << (i + 1)) != 0 }
      }
    }
    drops.sort { ($0.cost, $0.mask) < ($1.cost, $1.mask) }
    var tried: [[UInt8]] = []  // the kept words of each reduced query, once
    collectVariants(
      drops.prefix(weights.partialMaxVariants), words: words, dead: dead, deadCost: deadCost, tried: &tried,
      literal, want: want)
    // An airport by the leading words of its city's name, when no airport
    // was found with its word for airport matched (one found by other
    // words is found again here at less cost, the better kept: else how
    // many places `want` lets the variants find would decide which).
    let index = self.index
    if !candidates.contains(where: { c in
      index.kindRaw(c.place) == PlaceKind.airport.rawValue
        && words.indices.contains { CandidateSearch.airportWords.contains(words[$0]) && c.explanation.leftOut & (1 << UInt16($0)) == 0 }
    }) {
      collectAirportsByCity(literal, want: want, leadingWords: true)
    }
    if candidates.isEmpty {
      collectRuns(words, live: live, dead: dead, costs: costs, tried: &tried, literal, want: want)
    }
    if candidates.isEmpty {
      collectSingleWords(words, live: live, dead: dead, costs: costs, tried: &tried, literal, want: want)
    }
    // (Also when only a postcode found places: `via divisone folgore 5/b
    // vicenca 36100` is Vicenza, whose code the data lacks, before the
    // French and Korean towns of 36100.)
    // (And when they kept only the region or country that ends the
    // address: `976 maeers st, vicotira, bc` is Victoria, not British
    // Columbia.)
    let qualifiers = streetWords == 0 ? 0 : trailingQualifiers(words, after: streetWords)
    if candidates.allSatisfy({ liveMask & ~UInt32($0.explanation.leftOut) & ~codeMask & ~qualifiers == 0 }) {
      collectMisspeltPlace(words, streetWords: streetWords, qualifiers: qualifiers, costs: costs, literal, want: want)
    }
  }

  /// The words that end an address after its street and qualify the
  /// place before them: a region's or country's code (two or three
  /// letters: `bc`, `nsw`) or a country's name, as long as a word that may
  /// be the place stays before them.
  func trailingQualifiers(_ words: [[UInt8]], after streetWords: UInt32) -> UInt32 {
    var mask: UInt32 = 0
    var i = words.count - 1
    while i > 0, streetWords & (1 << UInt32(i)) == 0 {
      let w = words[i]
      let code = (2...3).contains(w.count) && w.allSatisfy { $0 &- 0x61 < 26 }
      guard code || namesCountry(w) else { break }
      mask |= 1 << UInt32(i)
      i -= 1
    }
    return streetWords & (1 << UInt32(i)) == 0 ? mask : 0
  }

  /// A misspelt place after a street (`via divisone folgore 5/b vicenca
  /// 36100` is Vicenza, `rue blabla toulousse` Toulouse), when nothing
  /// else was found: the last word that is no number nor the street's,
  /// of ``endTypoMinLetters`` bytes or more, through the typo tier
  /// alone, the other words left out at their cost. One edit only, and
  /// only after a street: a place the data does not have is no guess two
  /// edits away (`27 thoresby road, broxtowe` is not Broxton), and a
  /// word without a street may be a name of its own (`mt everest` is not
  /// Everett).
  private mutating func collectMisspeltPlace(
    _ words: [[UInt8]], streetWords: UInt32, qualifiers: UInt32 = 0, costs: [Double], _ literal: QueryReading,
    want: Int
  ) {
    guard !literal.isHangul, streetWords != 0,
      let i = words.indices.last(where: { i in
        streetWords & (1 << i) == 0 && qualifiers & (1 << i) == 0 && !StreetWords.isNumber(words[i])
          && words[i].count >= CandidateSearch.endTypoMinLetters
          && !NamingWords.namesNothing(words[i], at: i, of: words.count)
      })
    else { return }
    // With the region or country after it as its qualifier, which vouches
    // for a guess two edits away (`vicotira, bc`: two swaps); alone, one.
    // (Written after a comma, as a qualifier is read.)
    let kept = (1 << UInt32(i)) | (qualifiers >> UInt32(i + 1) == 0 ? 0 : qualifiers)
    let after = words.indices.filter { $0 > i && kept & (1 << UInt32($0)) != 0 }.map { words[$0] }
    let text = ([words[i]] + (after.isEmpty ? [] : [Array(after.joined(separator: [0x20]))])).joined(separator: [0x2C, 0x20])
    let sub = search(
      String(decoding: Array(text), as: UTF8.self), among: options.kinds, want: want,
      pass: Pass(
        address: false, qualifier: kept != 1 << UInt32(i), typos: true, partial: false, airports: false,
        keyboard: false, note: false, keysBack: false))
    let maxEdits = kept == 1 << UInt32(i) ? 1 : weights.qualifiedMisspeltPlaceEdits
    let mask = (UInt32(1) << UInt32(words.count) - 1) & ~kept
    adopt(
      sub, leavingOut: mask, cost: CandidateSearch.cost(of: mask, costs),
      where: { $0.explanation.edits <= maxEdits && $0.explanation.leftOut == 0 })
  }

  /// Whether word `i` follows a postcode that is not the query's first
  /// word (a leading number is a house number, or a postcode before all
  /// else): five digits or more (``StreetWords/isPostcode(_:)``), or the
  /// two halves of a hyphenated one (`3060-187`, `50070-060`: four or five
  /// digits, then three), and is no number itself.
  static func followsPostcode(_ words: [[UInt8]], _ i: Int) -> Bool {
    guard i >= 2, !StreetWords.isNumber(words[i]) else { return false }
    func digits(_ w: [UInt8]) -> Int? { w.allSatisfy({ $0 &- 0x30 < 10 }) ? w.count : nil }
    if StreetWords.isPostcode(words[i - 1]) { return true }
    guard i >= 3, digits(words[i - 1]) == 3, let d = digits(words[i - 2]) else { return false }
    return d == 4 || d == 5
  }

  /// What leaving out the words of `mask` costs, given each word's cost.
  static func cost(of mask: UInt32, _ costs: [Double]) -> Double {
    costs.indices.reduce(0) { mask & (1 << $1) != 0 ? $0 + costs[$1] : $0 }
  }

  /// Where a street's name ends is open (``StreetWords/Street/open``): the
  /// place it lies in is searched as the longest run of the open words and
  /// the last, then shorter ones, and the first that finds a whole name is
  /// kept. A run whose words only start names waits for a shorter one that
  /// is a whole name, and both compete on score (`40 rue saint george
  /// paris`: `george paris` starts St. George Parish, `paris` is Paris);
  /// when none is, it is kept alone. Whether one found places.
  private mutating func collectAfterStreet(
    _ words: [[UInt8]], dead: UInt32, open: UInt32, costs: [Double], _ literal: QueryReading, want: Int
  ) -> Bool {
    var mask = dead
    var startsOnly: (sub: CandidateSearch, mask: UInt32)? = nil
    let index = self.index
    for i in words.indices where open & (1 << i) != 0 || i == words.count - 1 {
      let sub = reducedSearch(words: words, leavingOut: mask, literal, want: want)
      // (A whole name, not a code: `plan de cuc` is Plan-de-Cuques, not the
      // airport CUC.)
      if sub.candidates.contains(where: { $0.tier == .exact && index.mark(at: $0.offset) != NameMark.code }) {
        if let s = startsOnly { adopt(s.sub, leavingOut: s.mask, cost: CandidateSearch.cost(of: s.mask, costs)) }
        adopt(sub, leavingOut: mask, cost: CandidateSearch.cost(of: mask, costs))
        return true
      }
      if startsOnly == nil && !sub.candidates.isEmpty { startsOnly = (sub, mask) }
      mask |= 1 << i
    }
    guard let s = startsOnly else { return false }
    adopt(s.sub, leavingOut: s.mask, cost: CandidateSearch.cost(of: s.mask, costs))
    return true
  }

  /// The index of the first word of each comma-separated part of `query`
  /// after the first, or none when the parts' words do not add up to
  /// `words` (a query cut at ``QueryLimits``). A dash with a space on each
  /// side separates parts as a comma does (`93, avenue de la république -
  /// tours`); a hyphen in a word (`saint-denis`) does not.
  static func partStarts(of query: String, words: Int) -> [Int] {
    let parts = CandidateSearch.parts(of: query)
    guard parts.count > 1 else { return [] }
    var starts: [Int] = []
    var count = 0
    for part in parts {
      if count > 0, starts.last != count { starts.append(count) }
      count += Normalizer.words(part).count
    }
    guard count == words else { return [] }
    return starts.filter { $0 < words }
  }

  /// `query` cut at its commas and its spaced dashes (-, –, —).
  static func parts(of query: String) -> [String] {
    let scalars = Array(query.unicodeScalars)
    var out: [String] = []
    var part = String.UnicodeScalarView()
    for (i, u) in scalars.enumerated() {
      let dash = u == "-" || u == "\u{2013}" || u == "\u{2014}"
      if u == "," || (dash && i > 0 && i + 1 < scalars.count && scalars[i - 1] == " " && scalars[i + 1] == " ") {
        out.append(String(part))
        part = String.UnicodeScalarView()
      } else {
        part.append(u)
      }
    }
    out.append(String(part))
    return out
  }

  /// Searches the query without the words in `mask` and adopts what it
  /// finds that `keep` takes, each at `cost` less; whether it found any.
  @discardableResult
  mutating func collectReduced(
    words: [[UInt8]], leavingOut mask: UInt32, cost: Double, _ literal: QueryReading, want: Int,
    where keep: (Candidate) -> Bool = { _ in true }
  ) -> Bool {
    let sub = reducedSearch(words: words, leavingOut: mask, literal, want: want)
    // (The last kept word, when a left-out word followed it, was typed
    // whole, as Pelias and Photon read every word but the last: the kept
    // words name a place whole, not the start of one (`… thanh pho da
    // nang` without `nang` is no Thành phố Daly, `mappa via … pistoia`
    // without the rest no Mappano). Except a Korean query's first word kept
    // alone, two syllables or more: Korean shortens a name to its start,
    // `건대 스타시티 영화관` being 건대입구's.)
    let lastKept = words.indices.last { mask & (1 << UInt32($0)) == 0 } ?? words.count - 1
    let keptWords = words.indices.filter { mask & (1 << UInt32($0)) == 0 }.count
    let shortened = literal.isHangul && keptWords == 1 && lastKept == 0
      && words[lastKept].count > CandidateSearch.maxWholeShortWordBytes
    let typedWhole = lastKept < words.count - 1 && !shortened
    let index = self.index
    let subReadings = sub.readings
    // (Each candidate judged once: a name is normalized to be read.)
    var fitting = Set<UInt32>()
    for c in sub.candidates
    where keep(c)
      && (!typedWhole || c.tier == .exact
        || !CandidateSearch.onlyStartsWords(subReadings[c.reading].key, of: index.storedName(containing: c.offset).text))
    {
      fitting.insert(c.place)
    }
    guard !fitting.isEmpty else { return false }
    adopt(sub, leavingOut: mask, cost: cost, where: { fitting.contains($0.place) && keep($0) })
    return true
  }

  /// The longest first word of a Korean query (in bytes: one Hangul
  /// syllable) read as typed whole when it is kept alone before left-out
  /// words; a longer one may be a name shortened to its start.
  static let maxWholeShortWordBytes = 3

  /// Whether `key` (a normal form) starts words of `name` but is nowhere
  /// in it whole, from a word's start to a word's end or a romanized
  /// level glued to it (`thanh pho da` in "Thành phố Daly"; not `sogwipo`
  /// in "sogwiposi"); false when the name's normal form does not have it
  /// at a word's start at all (a romanization, another reading).
  static func onlyStartsWords(_ key: [UInt8], of name: String) -> Bool {
    let n = Normalizer.normalize(name)
    guard !key.isEmpty, n.count >= key.count else { return false }
    var starts = false
    for i in 0...(n.count - key.count) where i == 0 || n[i - 1] == 0x20 {
      guard n[i..<(i + key.count)].elementsEqual(key) else { continue }
      if i + key.count == n.count || n[i + key.count] == 0x20 { return false }
      // (A Korean romanization glued to its level is the name whole:
      // `sogwipo` in "sogwiposi".)
      let rest = n[(i + key.count)...].prefix { $0 != 0x20 }
      if CandidateSearch.romanizedUnits.contains(Array(rest)) { return false }
      starts = true
    }
    return starts
  }

  /// The search of the query without the words in `mask`: none when the
  /// words kept name nothing on their own (``NamingWords``: `mt everest`
  /// without `everest` is no search for `mt`).
  func reducedSearch(
    words: [[UInt8]], leavingOut mask: UInt32, _ literal: QueryReading, want: Int
  ) -> CandidateSearch {
    var sub = CandidateSearch(index: index, settings: settings)
    guard literal.isHangul || NamingWords.keepsNamingWord(words, leavingOut: mask) else { return sub }
    let kept = words.indices.filter { mask & (1 << $0) == 0 }.map { words[$0] }
    let text = String(decoding: Array(kept.joined(separator: [0x20])), as: UTF8.self)
    // (With its abbreviations written out or shortened, as the whole
    // query has them: `des st jeannet` keeps `st jeannet`, Saint-Jeannet.)
    var rs = QueryReading.readings(of: text) + QueryReading.abbreviatedReadings(of: text)
    // (Latin words kept from a query with Hangul may spell Korean names,
    // as they would alone: `Haeundae … 서초2동 …` keeps `haeundae`.)
    let romanizable = literal.romanizable || (literal.isHangul && QueryReading.mayBeRomanized(text))
    for i in rs.indices { rs[i].romanizable = romanizable }
    sub.maxPops = weights.filteredMaxPops
    sub.collectReduced(rs, want: want)
    return sub
  }

  /// The places of the words before the last, after the place or two the
  /// query as typed found: a primary or other name, or a later word of
  /// one, starts with those words (`salt lake c`: Salt Lake City, then
  /// South Salt Lake). Not the exact tier's codes or the romanizations:
  /// this runs on every keystroke of a multi-word name that finds one or
  /// two places, and its places rank after those anyway. They all leave
  /// out the same word, so its cost, made only when some are found, orders
  /// none of them.
  private mutating func collectFiller(_ words: [[UInt8]], _ literal: QueryReading, want: Int) {
    let last = words.count - 1
    let text = String(decoding: Array(words[..<last].joined(separator: [0x20])), as: UTF8.self)
    guard var reading = QueryReading.readings(of: text).first else { return }
    reading.romanizable = false
    var sub = CandidateSearch(index: index, settings: settings)
    sub.maxPops = weights.filteredMaxPops
    sub.readings = [reading]
    let primary = keySet(.primaryNames)
    let alternate = keySet(.alternateNames)
    let (p, a) = KeySet.lookup(reading.key, in: primary, and: alternate)
    for (k, found) in [(KeyClass.primaryNames, p), (.alternateNames, a)] {
      sub.collect(k, prefix: found.range, node: found.node, tier: .namePrefix, want: want, reading: 0)
    }
    if sub.candidates.count < want { sub.collectLaterWords([reading], want: want, readingOffset: 0) }
    guard !sub.candidates.isEmpty else { return }
    adopt(sub, leavingOut: 1 << last, cost: dropCost(words[last]))
  }

  /// Adopts the candidates of a reduced query's search as partial
  /// matches, each at `cost` less, its literal reading read as `kind`
  /// (the partial tier's; a station's, ``collectStationPlace(_:want:)``).
  mutating func adopt(
    _ sub: CandidateSearch, leavingOut mask: UInt32, cost: Double, readAs kind: QueryReading.Kind = .partial,
    where keep: (Candidate) -> Bool = { _ in true }
  ) {
    adopt(
      sub, as: { _ in .partial },
      reading: { r in
        var r = r
        r.kind = r.kind == .literal ? kind : r.kind
        return r
      },
      adjust: { e in
        e.penalty += cost
        e.score -= cost
        // (A place the reduced query found leaving out words of its own,
        // the qualifier's city, leaves those out of the whole query too.)
        e.leftOut = UInt16(truncatingIfNeeded: mask | CandidateSearch.spread(UInt32(e.leftOut), overZerosOf: mask))
        if kind != .partial { e.readingKind = kind }
      },
      where: keep)
  }

  /// The bits of `inner`, a mask over the words a reduced query kept,
  /// moved to those words' positions in the whole query: its j-th bit to
  /// the j-th zero bit of `mask`, the words the reduced query left out.
  static func spread(_ inner: UInt32, overZerosOf mask: UInt32) -> UInt32 {
    var out: UInt32 = 0
    var rest = inner
    var position: UInt32 = 0
    while rest != 0 && position < 32 {
      if mask & (1 << position) == 0 {
        if rest & 1 != 0 { out |= 1 << position }
        rest >>= 1
      }
      position += 1
    }
    return out
  }

  /// A reduced query's search: the exact, name-prefix and later-word tiers
  /// when some key starts with its words in one of its readings (a few
  /// trie lookups decide), else
  /// its last words as a qualifier; then, when that found nothing in a
  /// query with Hangul, the Korean address tier. (Not the costlier tiers:
  /// each reduced query must cost little, as many are tried.)
  mutating func collectReduced(_ rs: [QueryReading], want: Int) {
    guard let literal = rs.first else { return }
    readings = rs
    var classes: [KeyClass] = [.primaryNames, .alternateNames, .primaryWords, .alternateWords, .codes]
    if literal.romanizable && !literal.isHangul { classes += [.romanizedNames, .romanizedWords] }
    if rs.contains(where: { r in classes.contains { !keySet($0).range(ofPrefix: r.key).isEmpty } }) {
      collectTiers(rs, want: want)
      // As for the whole query: a qualifier, when the words as typed found
      // only places of no size (`san francisco ca`, its postcode left
      // out, is San Francisco, California, before San Francisco Cajonos;
      // `pueblo, co 81006` Pueblo, Colorado, before the many small places
      // named Pueblo Co…), a few, or more once the last word has two
      // letters.
      if literal.tokens.count > 1 && !candidates.isEmpty && !hasSizeableNameMatch
        && (candidates.count < weights.fewResults || (literal.tokens.last?.bytes.count ?? 0) >= 2)
      {
        collectQualified(literal, want: want, reduced: true)
      }
    } else if literal.tokens.count > 1 {
      collectQualified(literal, want: want, reduced: true)
    }
    // Hangul words that name no place together may be a Korean address's
    // levels, as for the whole query (`서초동 seoul`, kept from a longer
    // address): the address tier, which only Hangul queries reach.
    if candidates.isEmpty && literal.isHangul && literal.tokens.count > 1 {
      collectAddress(literal, want: want, slips: false)
    }
  }

  /// Whether some name or later word starts with `word` (a romanization
  /// too: `haeundae`).
  func startsSomeKey(_ word: [UInt8]) -> Bool {
    for k in [
      KeyClass.primaryNames, .primaryWords, .alternateNames, .alternateWords, .codes, .romanizedNames,
      .romanizedWords,
    ]
    where !keySet(k).range(ofPrefix: word).isEmpty {
      return true
    }
    return false
  }

  /// The countries whose whole name (a primary or other name) the last
  /// word, or the last two, are: `italy`, `united kingdom`.
  func countriesNamed(atEndOf words: [[UInt8]]) -> Set<UInt16> {
    guard let last = words.last else { return [] }
    var rows = countries(named: last)
    if words.count >= 2 { rows.formUnion(countries(named: words[words.count - 2] + [0x20] + last)) }
    return rows
  }

  /// The country rows of the countries whose whole primary or other name
  /// `key` is, with their territories' when `territories` is set
  /// (``countryRows(ofCountry:)``).
  func countries(named key: [UInt8], territories: Bool = false) -> Set<UInt16> {
    var rows: Set<UInt16> = []
    for k in [KeyClass.primaryNames, .alternateNames] {
      let set = keySet(k)
      for i in set.range(ofKey: key) where index.kindRaw(set.entryPlace[i]) == PlaceKind.country.rawValue {
        if territories {
          rows.formUnion(countryRows(ofCountry: set.entryPlace[i]))
        } else {
          rows.insert(index.countryRow(set.entryPlace[i]))
        }
      }
    }
    return rows
  }

  /// Whether `word` is the whole primary or other name of a country.
  func namesCountry(_ word: [UInt8]) -> Bool {
    let index = self.index
    return isWholeName(word) { index.kindRaw($0) == PlaceKind.country.rawValue }
  }

  /// Whether `word` is the whole primary or other name of a city of
  /// ``RankingWeights/partialCityMinimumImportance`` or more.
  func namesGreatCity(_ word: [UInt8]) -> Bool {
    for k in [KeyClass.primaryNames, .alternateNames] {
      let set = keySet(k)
      // (A key's places come most important first: the first below the
      // bar ends the run.)
      for i in set.range(ofKey: word) {
        let p = set.entryPlace[i]
        guard index.importance(of: p) >= weights.partialCityMinimumImportance else { break }
        if index.kindRaw(p) == PlaceKind.city.rawValue { return true }
      }
    }
    return false
  }

  /// What leaving a word out costs: between ``RankingWeights/partialCommonWord``
  /// for a word in many names and ``RankingWeights/partialUnknownWord`` for
  /// one in none, by its informativeness `log(N / (1 + n)) / log(N)`, where
  /// n counts the names and later words that start with the word (a trie
  /// range each: no key is read), and N all names and later words.
  func dropCost(_ word: [UInt8]) -> Double {
    var n = 0
    var total = 0
    for k in [KeyClass.primaryNames, .primaryWords, .alternateNames, .alternateWords] {
      let set = keySet(k)
      total += set.count
      n += set.range(ofPrefix: word).count
    }
    guard total > 1 else { return weights.partialUnknownWord }
    let informativeness = max(0, min(1, log(Double(total) / Double(1 + n)) / log(Double(total))))
    return weights.partialCommonWord
      + (weights.partialUnknownWord - weights.partialCommonWord) * informativeness
  }
}
