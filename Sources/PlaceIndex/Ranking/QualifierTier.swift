/// The qualifier reading: the last word(s) name a region or a country, and
/// the words before them a place in it (`paris texas`, `springfield il`,
/// `busan, republic of korea`); or a city, and the words before it a place
/// near it (`sassoferrato ancona`: Italian addresses name the province,
/// which is named like its capital, and GeoNames' cities carry no
/// province; `britz berlin`). In a query mostly in Hangul, or all in Han
/// and kana, the first words may name them instead, in the Korean,
/// Chinese and Japanese order (`일본 도쿄`, `千葉 市川`:
/// `LeadingQualifier.swift`).
///
/// The words before the qualifier are searched by a search of their own
/// (the first tiers, and words in any order),
/// whose places must lie in the regions or countries named
/// (``CandidateSearch/Qualifier``) and whose readings carry
/// ``RankingWeights/qualifier``; its candidates, with the facts of how
/// they matched, join this search's. A qualified match ranks in the exact
/// tier when the words before the qualifier are a whole name, else in the
/// name-prefix tier.
extension CandidateSearch {
  /// `reduced`: for a reduced query of the partial tier, whose words
  /// before the qualifier are searched by the first tiers only (one
  /// relaxation at a time, and each try must cost little).
  ///
  /// A city qualifier is read only in the whole query, when the words name
  /// no region or country and the query has no street (``StreetWords``:
  /// `piazza campo marzio roma` is Rome, not its rione), and it takes whole
  /// names only (`sassoferrato ancona`, not Landsberg am Lech for `am knie
  /// münchen`). When the words before a qualifier find nothing and have
  /// numbers among them (a postcode, `sassoferrato 60041 ancona`), they are
  /// searched again without them.
  ///
  /// `query`, the text as typed, when a typo may be looked for before a
  /// qualifier after a comma (``minQualifiedTypoWord``).
  mutating func collectQualified(_ literal: QueryReading, want: Int, reduced: Bool = false, query: String? = nil) {
    let tokens = literal.tokens.map(\.bytes)
    // (The words where a part after a comma starts: a qualifier there is
    // typed whole, `Minneapolid, MN`, and a typo before it may be looked
    // for; not on the way, `frankfurt am` being no typo of a place in
    // Armenia.)
    let partStarts = query.map { CandidateSearch.partStarts(of: $0, words: tokens.count) } ?? []
    // (The words of a street address before a qualifier are no place in
    // it: `w 26 st, new york` is a street of New York, not Albany by its
    // old name William Stadt. The partial tier leaves the street out. Not
    // when the words before a qualifier are a place's whole name: `park
    // ridge queensland` is Park Ridge, whose Ridge a street may end in.)
    let streetWords = literal.isHangul || tokens.count <= 2 ? 0 : StreetWords.street(tokens).words
    // (The heads that hold every street word: after the last one.)
    let afterStreet = streetWords == 0 ? 0 : 32 - streetWords.leadingZeroBitCount
    let street = streetWords != 0
      && !(max(afterStreet, tokens.count - CandidateSearch.maxQualifierWords)..<tokens.count).contains {
        isWholeName(Array(tokens[..<$0].joined(separator: [0x20])))
      }
    if street && !reduced { return }
    // Korean order, the largest area first (`일본 도쿄`, `러시아 연방
    // 모스크바`, `미국 캘리포니아 로스앤젤레스`): in a query mostly in Hangul,
    // the leading names of countries or regions, moved to the end, largest
    // last, as the trailing qualifier reads them (`로스앤젤레스 캘리포니아
    // 미국`); tried first, as Korean writes places so (`홍콩 주룽` is
    // Kowloon in Hong Kong, not Hong Kong near Kowloon).
    // Chinese and Japanese write their areas in the same order (`千葉
    // 市川` is Ichikawa in Chiba prefecture, not Chiba near Ichikawa): a
    // query whose words all start in Han or kana is read so too. (Not
    // when a leading name is a city's own written with 市, city, which the
    // words after it are parts of: `中国 北京市 朝阳` is an address in
    // Beijing, the city a municipality's districts belong to; `千葉 市川`
    // names the prefecture, though Chiba is a city's name too.)
    let han = !literal.isHangul && tokens.allSatisfy { HanSegments.isHan($0, at: 0) }
    let largestFirst = tokens.count >= 2
      && (han
        || literal.isHangul
          && CandidateSearch.isMostlyHangul(String(decoding: Array(tokens.joined(separator: [0x20])), as: UTF8.self)))
    let leading = largestFirst ? leadingAreasLast(tokens) : nil
    let rotated = han && tokens[..<(leading?.nameWords ?? 0)].contains(where: isCityWrittenAsCity) ? nil : leading?.words
    // (Its leading names are typed whole, the place after them begun: a
    // Hangul place a jamo off may be looked for among theirs, as after a
    // comma: `독일 핟노버`, `전남 목푓`.)
    let rotatedStarts = literal.isHangul ? [tokens.count - (leading?.nameWords ?? 0)] : []
    if let rotated,
      collectTrailingQualifier(rotated, literal, want: want, reduced: reduced, street: false, partStarts: rotatedStarts)
    {
      return
    }
    if collectTrailingQualifier(tokens, literal, want: want, reduced: reduced, street: street, partStarts: partStarts) {
      return
    }
    // A qualifier still being typed (`paris, tex`, `london, ont` on the
    // way to Texas, Ontario): the last word as the start of a region's or
    // a country's name, when no whole name ends the query; first the
    // words of the part after the last comma, when there are several
    // (`vancouver, british col`, `san jose, united stat`). (Not an
    // article: `bahamas, the` is the country, not Nassau in The Bahamas;
    // nor a name inverted after its comma, `congo, republic of`.)
    if !reduced, tokens.count >= 2, let last = tokens.last, !StreetWords.isNumber(last),
      !AreaTypeWords.types.contains(last), !NamingWords.joiningWords.contains(last)
    {
      var starts: [Int] = []
      if let start = partStarts.last, start > 0, (2...CandidateSearch.maxQualifierWords).contains(tokens.count - start) {
        starts.append(start)
      }
      if last.lazy.filter({ $0 & 0xC0 != 0x80 }).count >= weights.qualifierPrefixMinimumLength {
        starts.append(tokens.count - 1)
      }
      for start in starts {
        let named = qualifiedAreas(startingWith: Array(tokens[start...].joined(separator: [0x20])))
        if !named.isEmpty, searchQualified(tokens[..<start], in: named, literal, want: want, reduced: false) {
          return
        }
      }
    }
    // A country or region first in another script too, as people used to
    // that order write it (`thailand bangkok`, `japan osaka airport`'s
    // city): the Korean order's rotation, tried last, a qualifier that
    // ends the query being the common case in Latin.
    // (Its first word a name, not a code or a word of a place's: `can
    // thi` on its way to Cần Thơ, `sin city`; nor before numbers alone,
    // `texas 76013` being Texas, or a level's suffix or an article alone,
    // `niigata-shi` being the city Niigata, not Shibata in Niigata
    // prefecture, and `bahamas, the` the country, not Nassau.)
    if !reduced && rotated == nil && !street, let first = tokens.first,
      first.lazy.filter({ $0 & 0xC0 != 0x80 }).count >= weights.leadingQualifierMinimumLength,
      !AreaTypeWords.types.contains(first),
      let r = leadingAreasLast(tokens), tokens[r.nameWords...].contains(where: { !StreetWords.isNumber($0) }),
      !(r.nameWords == tokens.count - 1
        && (AreaTypeWords.romanizedLevelSuffixes.contains(tokens[r.nameWords])
          || NamingWords.joiningWords.contains(tokens[r.nameWords])))
    {
      _ = collectTrailingQualifier(r.words, literal, want: want, reduced: false, street: false)
    }
  }

  /// Whether the query's last word, of ``maxWordOnItsWayLetters`` letters
  /// or fewer, may be on its way to the name the query as typed starts
  /// (`fort my` to Fort Myers): a name found as typed starts with every
  /// word. Then it qualifies only the whole name of a place before it
  /// (`san jose ca`, though San José Carpinteros starts so; `paris tx`),
  /// not the start of one (Fort Worth in Mỹ, Vietnamese for the United
  /// States, or Sibu in MY, Malaysia, one of whose names starts Fort).
  func isWordOnItsWay(_ word: [UInt8]) -> Bool {
    word.count <= CandidateSearch.maxWordOnItsWayLetters
      && candidates.contains(where: { $0.tier == .namePrefix && $0.reading == 0 && $0.explanation.leftOut == 0 })
  }

  /// The word that says a place lies in the area after it.
  static let inWord = Array("in".utf8)

  /// The most letters of a last word read as on its way rather than as a
  /// qualifier by a name (``isWordOnItsWay(_:)``): two, as codes
  /// are; a longer name typed whole is meant as one (`paris texas`).
  static let maxWordOnItsWayLetters = 2

  /// Whether `word` ends in 市, city, and is the whole name of a city.
  func isCityWrittenAsCity(_ word: [UInt8]) -> Bool {
    word.count > 3 && word.suffix(3).elementsEqual("市".utf8)
      && isWholeName(word) { index.kindRaw($0) == PlaceKind.city.rawValue }
  }

  /// The qualifier as the last few words (at most ``maxQualifierWords``),
  /// the words before them searched in the areas it names. Whether that
  /// found places.
  mutating func collectTrailingQualifier(
    _ tokens: [[UInt8]], _ literal: QueryReading, want: Int, reduced: Bool, street: Bool, partStarts: [Int] = []
  ) -> Bool {
    for split in stride(from: tokens.count - 1, through: max(1, tokens.count - CandidateSearch.maxQualifierWords), by: -1) {
      // (A type alone names no area: `washington state` is the state, not
      // Washington in the United States, one of whose names is States.)
      if split == tokens.count - 1 && AreaTypeWords.types.contains(tokens[split]) { continue }
      if split == tokens.count - 1 && isWordOnItsWay(tokens[split])
        && !isWholeName(Array(tokens[..<split].joined(separator: [0x20])))
      {
        continue
      }
      var named = qualifiedAreas(Array(tokens[split...].joined(separator: [0x20])), cities: !reduced)
      // (A region or country of that name is the area meant, and the
      // city most often lies in it: `portland maine` is Maine's, not a
      // Portland near Maine, Illinois. The city may still follow the
      // places found, when they lie near it: Berlin the city after Britz
      // in Berlin the state.)
      if !named.cities.isEmpty {
        if street || !named.regions.isEmpty || !named.countries.isEmpty { named.cities = [] }
      }
      guard !named.isEmpty else { continue }
      var heads = [(words: tokens[..<split], areas: named, building: String?.none)]
      // (`in` before the area, no word of the place's name: `los angeles
      // in united states` is Los Angeles, not its airport's name read
      // with International abbreviated.)
      if split >= 2, tokens[split - 1] == CandidateSearch.inWord {
        heads.insert((tokens[..<(split - 1)], named, nil), at: 0)
      }
      // (A chain, largest last: `springfield, il, usa`, `sydney new south
      // wales australia`. The words before the country that name one of
      // its regions narrow it, tried first.)
      if let chained = chainedQualifier(tokens[..<split], within: named) {
        heads.insert((chained.words, chained.areas, nil), at: 0)
      }
      // (Without its number, which a Korean road then shows as its
      // building: `Pangyoyeok-ro 235, Seongnam-si` is 판교역로 235.)
      // (Not a Korean ZIP code's five digits: `22355 Jung-gu, Incheon` and
      // `Chungcheongnamdo 31002, Korea` are the ZIP code, smaller than the
      // areas that qualify it, which the address tier finds first.)
      if !reduced, let numbered = heads.last, let number = numbered.words.first(where: StreetWords.isNumber),
        !isKoreanPostcode(number)
      {
        let words = numbered.words.filter { !StreetWords.isNumber($0) }
        if !words.isEmpty {
          heads.append((words[...], numbered.areas, String(decoding: number, as: UTF8.self)))
        }
      }
      // (The city itself follows the places found near it, when the
      // words are the query's as typed: ``followWithQualifyingCity``.)
      let asTyped = tokens.count == literal.tokens.count && zip(tokens, literal.tokens).allSatisfy { $0 == $1.bytes }
      let follow = named.cityPlaces.isEmpty || !asTyped ? nil : (qualifier: tokens[split...], head: tokens[..<split])
      // (A typo before the qualifier is looked for after a comma, and in
      // one word before a country's or region's whole name of
      // ``minWholeQualifierLetters`` letters or more, which is typed whole
      // too: `saasebo japan`, `manbnheim germany`; not in two, `shibuya
      // crossing tokyo` being a landmark's words, whose typo walks cost
      // the partial workload a third more. Only in the query's own order,
      // a leading area moved last, `osaka airport`, being no qualifier
      // typed after a misspelt place; nor for a word that starts some
      // name, `narita tokyo` being Narita near Tokyo, which the partial
      // tier weighs.)
      let wholeArea = split == 1 && asTyped && !startsSomeKey(tokens[0])
        && (!named.countries.isEmpty || !named.regions.isEmpty)
        && tokens[split...].reduce(0, { $0 + $1.count }) >= CandidateSearch.minWholeQualifierLetters
      for (head, named, building) in heads
      where searchQualified(
        head, in: named, literal, want: want, reduced: reduced, building: building, follow: follow,
        typos: !reduced && (partStarts.contains(split) || wholeArea))
      {
        return true
      }
    }
    return false
  }

  /// The readings of the words before a qualifier (`abbreviated`: with
  /// their abbreviations written out or shortened), as the query's literal
  /// reading is romanizable, the literal one read as qualified, each with
  /// the qualifier's bonus.
  func qualifiedHeadReadings(of text: String, like literal: QueryReading, abbreviated: Bool) -> [QueryReading] {
    var rs = readings(of: text, like: literal)
    if abbreviated {
      rs += QueryReading.abbreviatedReadings(of: text + " ").map { r in
        var r = r
        r.romanizable = literal.romanizable
        return r
      }
    }
    for i in rs.indices {
      if rs[i].kind == .literal { rs[i].kind = .qualified }
      rs[i].bonus += weights.qualifier
    }
    return rs
  }

  /// Searches the words before a qualifier among the places in the areas
  /// it names; adopts what it finds. Whether it found any.
  mutating func searchQualified(
    _ head: ArraySlice<[UInt8]>, in named: Qualifier, _ literal: QueryReading, want: Int, reduced: Bool,
    building: String? = nil, follow: (qualifier: ArraySlice<[UInt8]>, head: ArraySlice<[UInt8]>)? = nil,
    typos: Bool = false
  ) -> Bool {
    var sub = CandidateSearch(index: index, settings: settings)
    sub.maxPops = min(maxPops, weights.qualifierMaxPops)
    sub.qualifier = named
    let text = String(decoding: Array(head.joined(separator: [0x20])), as: UTF8.self)
    let rs = qualifiedHeadReadings(of: text, like: literal, abbreviated: true)
    guard !rs.isEmpty else { return false }
    // The first tiers, and words in any order: a qualifier is not
    // combined with a typo or the other keyboard mode (one relaxation
    // at a time, and this runs on every multi-word keystroke that
    // finds little).
    sub.collectTiers(rs, want: want)
    if !reduced && sub.candidates.isEmpty && rs[0].tokens.count > 1 {
      sub.collectAnyOrder(rs[0].tokens.map(\.bytes), want: want, reading: 0)
    }
    // (But a typo in words before a whole qualifier after a comma, when
    // nothing in it was found as typed: `Minneapolid, MN`, `Colombus, OH`.
    // The area narrows where a typo may be, and a qualifier typed after a
    // comma is no keystroke on its way. In Hangul, one word after its
    // areas, a jamo off: `독일 핟노버`.)
    if typos && sub.candidates.isEmpty && rs[0].tokens.count <= weights.typoMaxWords
      && (!rs[0].isHangul || (rs[0].tokens.count == 1 && CandidateSearch.isHangulWithJamo(rs[0].key, syllablesAtLeast: 2)))
      && rs[0].tokens.allSatisfy({
        $0.bytes.count >= CandidateSearch.minQualifiedTypoWord && !$0.bytes.contains { $0 &- 0x30 < 10 }
      })
    {
      sub.collectTypos(rs[0], want: want)
    }
    // (A place only near a city the qualifier names: by a whole name. And
    // one Latin word of one or two letters is a code, not the start of a
    // name: `mo, usa` is Missouri, not Modesto.)
    let index = self.index
    // (Nor is one letter of another alphabet: `г. москва` is the city, г.
    // for город, not Гольяново of Moscow. A Hangul syllable or a Han
    // character may be a name.)
    let codeOnly = head.count == 1
      && (head.first?.allSatisfy({ $0 < 0x80 }) == true
        ? (head.first?.count ?? 0) <= 2
        : head.first.map(QualifierTier.isOneAlphabetLetter) == true)
    // (A typo's words are typed whole, before the qualifier: a name within
    // the typo walk's edits of them whole, not one that a typo of them
    // starts, `soho, new york` being no Bay Shore. A Hangul word after its
    // areas may be on its way: its typo is one jamo, by construction.)
    let typed = rs[0].key
    let hangulTypo = rs[0].isHangul
    // (A territory is found by its whole name, `guam, usa`: not by words
    // of its long one, `china, people's republic of` being no Macao.)
    let keep = { (c: Candidate) in
      (c.tier == .exact || (!codeOnly && named.containsByArea(c.place, in: index) && !named.isTerritory(c.place, in: index)))
        && (c.tier != .fuzzy || hangulTypo
          || CandidateSearch.isTypoOfWhole(typed, index.normalizedName(containing: c.offset)))
    }
    guard sub.candidates.contains(where: keep) else { return false }
    // The completions show the whole query's words (the qualifier's are
    // highlighted in the subtitle).
    var shown = literal
    shown.kind = .qualified
    shown.building = building
    adopt(
      sub, as: { $0.tier == .exact ? .exact : $0.tier == .fuzzy ? .fuzzy : .namePrefix }, reading: { _ in shown },
      where: keep)
    if let follow {
      followWithQualifyingCity(
        named, qualifier: follow.qualifier, head: follow.head, literal,
        adopted: sub.candidates.filter(keep).map(\.place))
    }
    return true
  }

  /// Whether the typed words `a` are a typo of the whole name `b`: within
  /// the edits the typo walk allows for them (``FuzzySearch/budget(characters:)``,
  /// a transposition one edit: `Macknezie, BC`, `Vicotira, BC`), counted
  /// over the words whole, not over a prefix of the name.
  static func isTypoOfWhole(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    let budget = FuzzySearch.budget(characters: a.lazy.filter { $0 & 0xC0 != 0x80 }.count)
    return abs(a.count - b.count) <= budget && optimalStringAlignment(a, b) <= budget
  }

  /// The shortest word before a qualifier that a typo is looked for in
  /// (the typo tier's first edit comes at four letters).
  static let minQualifiedTypoWord = 4

  /// The fewest letters (bytes of the normal form) of a country's or
  /// region's name after which, with no comma, a typo before it is looked
  /// for: shorter, it may be a code or a word on its way (`ca`, `ny`,
  /// `mex`); longer names are typed whole.
  static let minWholeQualifierLetters = 5

  /// The regions and countries among the most important places whose
  /// primary or other name starts with `prefix`
  /// (``RankingWeights/qualifierPrefixPlaces`` of each key set looked at).
  func qualifiedAreas(startingWith prefix: [UInt8]) -> Qualifier {
    var named = Qualifier(regions: [], countries: [])
    for k in [KeyClass.primaryNames, .alternateNames] {
      let set = keySet(k)
      var top = TopK(rangeMin: set.rangeMin, range: set.range(ofPrefix: prefix))
      for _ in 0..<weights.qualifierPrefixPlaces {
        guard let (p, _) = top.next() else { break }
        switch PlaceKind(rawValue: index.kindRaw(p)) {
        case .region: named.regions.insert(p)
        case .country: named.add(countryRows: countryRows(ofCountry: p))
        default: break
        }
      }
    }
    return named
  }

  /// The country rows a qualifier naming the country `place` takes in: its
  /// own and its territories' (``Territories``).
  func countryRows(ofCountry place: UInt32) -> [UInt16] {
    let row = index.countryRow(place)
    let code = index.countryCode(of: PlaceHandle(rank: place))
    guard let territories = Territories.of[code] else { return [row] }
    return [row] + territories.compactMap { PlaceIndex.countryRow(of: $0, in: index.countryCodes) }
  }

  /// The most words a qualifier has ("saint vincent and the grenadines",
  /// "the democratic republic of the congo").
  static let maxQualifierWords = 6

  /// The words before a country qualifier when they end in a region of
  /// that country (`springfield il` before `usa`) or a territory of it
  /// (`san juan, puerto rico` before `united states`), and that area: the
  /// words before it, with the region alone as their qualifier. Nil when
  /// no region of those countries ends them, or no word is left before it.
  func chainedQualifier(_ head: ArraySlice<[UInt8]>, within outer: Qualifier)
    -> (words: ArraySlice<[UInt8]>, areas: Qualifier)?
  {
    guard !outer.countries.isEmpty, head.count >= 2 else { return nil }
    let lowest = max(head.startIndex + 1, head.endIndex - CandidateSearch.maxQualifierWords)
    for split in stride(from: head.endIndex - 1, through: lowest, by: -1) {
      let inner = qualifiedAreas(Array(head[split...].joined(separator: [0x20])), cities: false)
      let regions = inner.regions.filter { outer.countries.contains(index.countryRow($0)) }
      // (Or one of its territories: `san juan, puerto rico, united states`.)
      let territories = inner.countries.intersection(outer.territories)
      guard !regions.isEmpty || !territories.isEmpty else { continue }
      return (head[..<split], Qualifier(regions: regions, countries: territories))
    }
    return nil
  }

  /// The regions and countries whose whole name or code is `qualifier`
  /// (a part of the world's countries too, ``WorldRegions``), and the most
  /// important cities of that name (at most
  /// ``RankingWeights/cityQualifierCandidates``, each at least
  /// ``RankingWeights/cityQualifierMinimumImportance``; not by a code: `la`
  /// is Louisiana, not Los Angeles). Without `cities`, those cities are
  /// only named to follow the places found (``Qualifier/cityPlaces``), and
  /// take in none.
  func qualifiedAreas(_ qualifier: [UInt8], cities takesCities: Bool = true) -> Qualifier {
    var named = Qualifier(regions: [], countries: [])
    // (A part of the world, its countries: `남미 메리다`, ``WorldRegions``.)
    if let codes = WorldRegions.countries(named: qualifier) {
      named.countries.formUnion(codes.compactMap { PlaceIndex.countryRow(of: $0, in: index.countryCodes) })
    }
    var cities: [UInt32] = []
    for k in [KeyClass.primaryNames, .alternateNames, .romanizedNames, .codes] {
      let set = keySet(k)
      for i in set.range(ofKey: qualifier) {
        let p = set.entryPlace[i]
        switch PlaceKind(rawValue: index.kindRaw(p)) {
        case .region: named.regions.insert(p)
        case .country: named.add(countryRows: countryRows(ofCountry: p))
        case .city where k != .codes && index.importance(of: p) >= weights.cityQualifierMinimumImportance:
          if !cities.contains(p) { cities.append(p) }
        default: break
        }
      }
    }
    guard !cities.isEmpty else { return named }
    // Places are ranked by importance: the lowest ranks are the best.
    cities.sort()
    named.cityPlaces = Array(cities.prefix(weights.cityQualifierCandidates))
    if takesCities { named.cities = named.cityPlaces.map { index.coordinate(of: PlaceHandle(rank: $0)) } }
    named.cityRadiusMeters = weights.cityQualifierRadiusKilometers * 1000
    return named
  }

  /// Takes the candidates of a search of part of the query: their tier
  /// through `tier`, their readings through `reading` (appended to this
  /// search's), their explanations as they are.
  mutating func adopt(
    _ sub: CandidateSearch, as tier: (Candidate) -> MatchTier,
    reading: (QueryReading) -> QueryReading, adjust: (inout Explanation) -> Void = { _ in },
    where keep: (Candidate) -> Bool = { _ in true }
  ) {
    let offset = readings.count
    readings += sub.readings.map(reading)
    for var c in sub.candidates where keep(c) && accepts(c.place) {
      c.tier = tier(c)
      c.explanation.tier = c.tier
      adjust(&c.explanation)
      c.reading += offset
      insert(c)
    }
  }
}

enum QualifierTier {
  /// Whether a word is one letter of an alphabet other than Latin
  /// (Cyrillic, Greek, Armenian, Georgian, Hebrew, Arabic: U+0370–U+06FF,
  /// two bytes in UTF-8), not a syllable or character that may be a name.
  static func isOneAlphabetLetter(_ word: [UInt8]) -> Bool {
    word.count == 2 && (0xCD...0xDB).contains(word[0])
  }
}
