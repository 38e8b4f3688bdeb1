/// Korean addresses: levels in any order and any subset (`서울 강남구 역삼동`,
/// `역삼동 강남구`, `경북 포항시`), roads with building numbers
/// (`의정부 시민로 122번길 9`), administrative-dong spellings (`역삼1동`).
///
/// The query's words are grouped into units (a road and its number part, a
/// romanized name and its suffix: `Gangnam-gu`), a building number and
/// whatever follows it are set aside, and each unit is looked up as a whole
/// area name. One unit is the target, completed as usual; the others, where
/// they name areas, must contain it (``PlaceIndex/lies(_:in:)``). The last
/// unit is tried as the target first, then the others, from the right.
/// Units that name nothing are left out, at a cost of
/// ``RankingWeights/addressUnmatchedWord`` each (a building's name after its
/// address).
extension CandidateSearch {
  /// The most words a query read as an address may have (the normal form
  /// splits 서강로9길 into three): beyond it the address reading is skipped.
  static let maxAddressWords = 16
  /// The most areas one unit may name and still qualify (중구 names six).
  static let maxQualifierAreas = 64

  /// The address reading of a query, if it has one: tried when the query
  /// as typed found nothing, or, with `wholeTargets`, beside what it found
  /// (a road and a building number that starts a branch's name: `불정로 6`
  /// beside 불정로65번길). Then a target unit must name a place whole: the
  /// names it starts are the query's own completions already.
  ///
  /// `slips`: whether a unit may be read a keystroke off
  /// (``areaOneKeystrokeOff(_:inside:)``, hundreds of lookups): not in
  /// the partial tier's reduced queries, a dozen addresses a query.
  mutating func collectAddress(_ literal: QueryReading, want: Int, wholeTargets: Bool = false, slips: Bool = true) {
    // An address has a few levels (시도, 시군구, 읍면동, 리, road): a longer
    // query is no address, and each unit costs a search, so it stays bounded.
    guard literal.tokens.count <= CandidateSearch.maxAddressWords else { return }
    // (Numbered areas in Latin letters as the keys spell them:
    // `Jamsil2-dong, Songpa-gu` is jamsil dong songpa gu, `Jongno 1-ga`
    // jongno 1ga, ``RomanizedNumberedDongs``.)
    let numbered = literal.isHangul ? nil : RomanizedNumberedDongs.variant(ofNormalized: literal.key)
    var tokens = numbered.map { $0.split(separator: 0x20).map(Array.init) } ?? literal.tokens.map(\.bytes)
    // (Also in a query with Hangul: a romanized road read in Hangul keeps
    // its English areas, `신동로27번길 seogwipo si jeju special self
    // governing province`.)
    tokens = joinedEnglishProvinces(tokens)
    let names = keySet(.primaryNames)
    var units = AddressUnits(tokens) { !names.range(ofKey: $0).isEmpty }
    // Words that add nothing to an address: a ZIP code beside a road
    // (06236 테헤란로 152) and the name of Korea (대한민국 서울). A ZIP code
    // with areas only (서울 06236, 강남구 역삼동 06236) is the place meant,
    // the areas qualifying it: it goes last, as the first target tried.
    // (In a romanized Korean address that names a 읍면동, 리 or 가 it is
    // the mail's, after the city as English writes one: `Yeouido-dong,
    // Yeongdeungpo-gu, Seoul 07241` is 여의도동. With larger areas only it
    // is the place meant, as in Hangul: `Gwanak-gu, Seoul 08769` is 08769,
    // smaller than the 구. Not in other Latin words: `paris 75460` is no
    // 파리 address, and the partial tier finds the Paris that has the code.)
    var zipBesideRoad: [UInt8]?
    defer { if let zipBesideRoad { creditRoadPostcode(zipBesideRoad) } }
    if units.words.count > 1 {
      units.words.removeAll { namesKorea($0) }
      let zips = units.words.filter { KoreanAddressForms.isPostcode($0) }
      let mailOrder = !literal.isHangul
        && units.words.contains { AddressUnits.endsInRomanizedSuffix($0, among: AddressUnits.neighbourhoodSuffixWords) }
      if zips.count == 1 && units.building == nil && !mailOrder
        && !units.words.contains(where: AddressUnits.endsLikeRoad)
      {
        units.words.removeAll { KoreanAddressForms.isPostcode($0) }
        units.words.append(zips[0])
      } else {
        units.words.removeAll { KoreanAddressForms.isPostcode($0) }
        // (Beside a road, the roads of that name whose ZIP codes include it
        // go first: `23030 동문로53번길 17` is 강화군's road, where three
        // 시군구 have one of that name.)
        if zips.count == 1 { zipBesideRoad = zips[0] }
      }
      units.rewritten = true
    }
    // (Or after the building number, which sets aside what follows it:
    // `논산길 1 24880`.)
    if zipBesideRoad == nil, units.building != nil {
      let zips = tokens.filter { KoreanAddressForms.isPostcode($0) }
      if zips.count == 1 { zipBesideRoad = zips[0] }
    }
    var areas = units.words.indices.map {
      qualifyingAreas(units.words[$0], initialsAmongSyllables: $0 < units.words.count - 1)
    }
    // A unit that names no area and starts no name, slipped:
    for i in units.words.indices where areas[i].isEmpty && names.range(ofPrefix: units.words[i]).isEmpty {
      // a numbered road with 길 for 번길 or 번길 for 길 (`용봉로28길` is
      // 용봉로28번길, `양천로 61번길` 양천로61길): people mix the two up, and
      // a road has one or the other (``AddressUnits/otherNumberedKind(_:)``);
      if let other = AddressUnits.otherNumberedKind(units.words[i]), !names.range(ofKey: other).isEmpty {
        units.words[i] = other
        units.rewritten = true
        continue
      }
      let scalars = Array(String(decoding: units.words[i], as: UTF8.self).unicodeScalars)
      // (The unit read as `key`, when that names areas.)
      func adoptsArea(_ key: [UInt8]) -> Bool {
        let named = qualifyingAreas(key)
        guard !named.isEmpty else { return false }
        units.words[i] = key
        areas[i] = named
        units.rewritten = true
        return true
      }
      // an area with a particle on it, in a sentence (`서산시 부석면
      // 월계리에서 만나요`): its name, when that names an area (not 로 or
      // 으로, which end every road's name: `대구 북구 학장동로` is a road
      // mistyped, not 부산's 학장동);
      if !KoreanAddressForms.isRoadName(units.words[i]),
        let n = KoreanParticles.ending(of: scalars, among: KoreanParticles.particles),
        adoptsArea(Array(String(String.UnicodeScalarView(scalars.dropLast(n))).utf8))
      {
        continue
      }
      // a 시군구 with another level's suffix (`남해시 이동면` is 남해군 이동면,
      // `양주군 백석읍` 양주시: ``areaWithOtherSuffix(_:besides:)``), the
      // first of the others that names an area beside those of the other
      // units;
      if let other = areaWithOtherSuffix(
        scalars, besides: areas.indices.filter { $0 != i && !areas[$0].isEmpty }.map { areas[$0] })
      {
        units.words[i] = other.unit
        areas[i] = other.areas
        units.rewritten = true
        continue
      }
      // a 리 written together with the road in it (`노문리노문길 14`, as a
      // lot address names its 리): the road, when the 리 names one and the
      // rest names a road whole;
      if let road = roadAfterGluedRi(scalars) {
        units.words[i] = road
        units.rewritten = true
        continue
      }
      // a numbered 가 or legal dong whose number is said in Hangul
      // (`소양로일가` is 소양로1가, `상도일동` 상도1동);
      if let spelt = HangulNumerals.numberedUnitSpelling(of: scalars).map(Normalizer.normalize), adoptsArea(spelt) {
        continue
      }
      // a road whose number is said in Hangul (`세지로삼십구번길` is
      // 세지로39번길, `삼공단로` 3공단로: ``HangulNumerals``);
      if let spelt = HangulNumerals.roadSpellings(of: scalars).lazy.map(Normalizer.normalize)
        .first(where: { !names.range(ofKey: $0).isEmpty })
      {
        units.words[i] = spelt
        units.rewritten = true
        continue
      }
      // a road's name with a syllable typed twice or two side by side
      // swapped (`광덕중앙앙길`, `사중북앙로` for 사북중앙로), when that is
      // the whole name of a road the other units' areas hold (not one
      // elsewhere: `경주시 암현로` is 안현로 a jamo off, not 현암로);
      let index = self.index
      let holders =
        AddressUnits.endsLikeRoad(units.words[i])
        ? areas.indices.filter { $0 != i && !areas[$0].isEmpty }.map { areas[$0] } : []
      if !holders.isEmpty,
        let fixed = ([Hangul.withoutDoubledSyllable(units.words[i])].compactMap { $0 }
          + SyllableEdits.adjacentSwaps(units.words[i])).first(where: { key in
            names.range(ofKey: key).contains { e in
              let road = names.entryPlace[e]
              return index.kindRaw(road) == PlaceKind.road.rawValue
                && holders.allSatisfy { list in list.contains { lies(road, in: $0) } }
            }
          })
      {
        units.words[i] = fixed
        units.rewritten = true
        continue
      }
      // an administrative dong whose number is said in Hangul (`청천이동`
      // is 청천2동, of 청천동);
      if let legal = AddressUnits.legalDongOfSaidNumber(units.words[i]), adoptsArea(legal) { continue }
      // a syllable typed twice, a key held (`송파파구`, `하남남면`), or a
      // final left apart (`가수워ㄴ동`): the unit without the second copy,
      // or with the final joined, when that names an area.
      for fixed in [Hangul.withoutDoubledSyllable(units.words[i]), Hangul.withLooseFinalsJoined(units.words[i])] {
        if let fixed, adoptsArea(fixed) { break }
      }
    }
    // A unit that names nothing, levels run together (`천안시동남구 쌍용동`,
    // `창원진해구 수송동`): its levels apart, when each names an area.
    if units.words.count > 1 {
      for i in units.words.indices.reversed() where areas[i].isEmpty {
        guard let parts = KoreanAddressForms.splitLevels(String(decoding: units.words[i], as: UTF8.self)) else {
          continue
        }
        let split = parts.map { Array($0.utf8) }
        let named = split.map { qualifyingAreas($0) }
        // (Each level inside the one before it: `옥구동로` is a road, not
        // 옥구 and 동로, and `정동진리` a 리, not 정동 and 진리.)
        let index = self.index
        guard !named.contains(where: \.isEmpty),
          zip(named, named.dropFirst()).allSatisfy({ outer, inner in
            inner.contains { a in outer.contains { index.lies(a, in: $0) } }
          })
        else { continue }
        units.words.replaceSubrange(i...i, with: split)
        areas.replaceSubrange(i...i, with: named)
        units.rewritten = true
      }
    }
    // An old province beside a place no area of it holds (`경상도 대구`,
    // 대구 having left 경상북도 in 1981): it says no more than the place.
    if units.words.count > 1 {
      for i in units.words.indices.reversed()
      where KoreanAddressForms.oldProvinces[String(decoding: units.words[i], as: UTF8.self)] != nil {
        let held = areas.indices.allSatisfy { j in
          j == i || areas[j].isEmpty || areas[j].contains { a in areas[i].contains { lies(a, in: $0) } }
        }
        guard !held else { continue }
        units.words.remove(at: i)
        areas.remove(at: i)
        units.rewritten = true
      }
    }
    // An administrative dong that joins legal dongs (청운효자동, 면목본동,
    // 금호2·3가동) stands for one of them; as the target, within the 시군구
    // its reading found.
    var targetWithin: [Int: UInt32] = [:]
    // (일도2동 is 일도이동: Jeju's legal dongs spell their numbers, and the
    // name without one, 삼도동 of 삼도1동, may be another city's.)
    // (Unless the other units name areas it lies in none of: 해운대구 우2동
    // is 우동 of 해운대구, not 우이동 of 강북구.)
    for i in units.words.indices {
      guard let n = units.dongNumbers[units.words[i]],
        let r = neighbourhoods(named: units.words[i].dropLast(AddressUnits.dong.count) + Array(n.utf8) + AddressUnits.dong)
      else { continue }
      let others = areas.indices.filter { $0 != i && !areas[$0].isEmpty }
      if !others.isEmpty,
        !r.areas.contains(where: { dong in others.allSatisfy { j in areas[j].contains { lies(dong, in: $0) } } })
      {
        continue
      }
      units.words[i] = r.unit
      areas[i] = r.areas
    }
    for i in units.words.indices where areas[i].isEmpty {
      guard let r = legalDong(for: units.words[i]) else { continue }
      units.words[i] = r.unit
      areas[i] = r.areas
      targetWithin[i] = r.within
      units.rewritten = true
    }
    // A 읍면동's or 리's name a jamo off in one syllable, inside the areas
    // the other units name (`화순군 덩면` is 동면: ``areaOneJamoOff(_:inside:)``),
    // when it names nothing and starts no name, as an administrative
    // dong does not.
    if units.words.count > 1 {
      for i in units.words.indices where areas[i].isEmpty && names.range(ofPrefix: units.words[i]).isEmpty {
        let holders = areas.indices.filter { $0 != i && !areas[$0].isEmpty }.map { areas[$0] }
        // (Or a keystroke off, the IME having regrouped the keys after
        // the slip: `관악구 신림ㄱ동`, `전북 부안ㄱㄴ`.)
        guard
          let r = areaOneJamoOff(units.words[i], inside: holders)
            ?? (slips ? areaOneKeystrokeOff(units.words[i], inside: holders) : nil)
        else { continue }
        units.words[i] = r.unit
        areas[i] = r.areas
        units.rewritten = true
      }
    }
    // The area above the unit before it, still being typed last (`신길동
    // 영드`: ``areasAbove(_:onTheWayTo:)``): it qualifies that unit.
    if literal.isHangul, units.building == nil, units.words.count >= 2, let last = units.words.indices.last,
      areas[last].isEmpty, !areas[last - 1].isEmpty
    {
      let above = areasAbove(areas[last - 1], onTheWayTo: units.words[last])
      if !above.isEmpty {
        areas[last] = above
        units.rewritten = true
      }
    }
    // A road typed without its 로 before a building number (`서초중앙 160`
    // is 서초중앙로 160, `테헤란 152` 테헤란로 152), when the words name no
    // area and no building number was read.
    if units.building == nil, let (i, road) = roadWithoutSuffix(units.words, areas: areas) {
      units.building = String(decoding: units.words[i + 1], as: UTF8.self)
      units.words[i] = road
      units.words.remove(at: i + 1)
      areas.remove(at: i + 1)
      areas[i] = []
      units.rewritten = true
    }
    // A road with its 로 or 길 one jamo off before a building number
    // (`테헤란러 152`): the number is its building's, the road's typo is
    // read as the target's.
    if units.building == nil, let i = roadWithMistypedSuffix(units.words, areas: areas) {
      units.building = String(decoding: units.words[i + 1], as: UTF8.self)
      units.words.remove(at: i + 1)
      areas.remove(at: i + 1)
      units.rewritten = true
    }
    guard !units.words.isEmpty, units.words.count >= 2 || units.rewritten || units.building != nil
    else { return }
    // From the right, as the smallest level comes last in Korean; with a
    // building number, its road first (in English it leads: 152 Teheran-ro,
    // Gangnam-gu, Seoul).
    // Either way, a target every other unit qualifies (names an area)
    // first: `테헤란로 강남구 서울` is 테헤란로 of 강남구, not 강남구 with
    // 테헤란로 left out (3 log units of importance outweigh a word left out).
    let byLevel =
      units.building == nil
      ? Array(units.words.indices.reversed())
      : units.words.indices.reversed().filter { AddressUnits.endsLikeRoad(units.words[$0]) }
        + units.words.indices.reversed().filter { !AddressUnits.endsLikeRoad(units.words[$0]) }
    func allOthersQualify(_ t: Int) -> Bool { areas.indices.allSatisfy { $0 == t || !areas[$0].isEmpty } }
    // (And before a unit that names an area holding another unit's: that
    // one qualifies, as English writes the largest last, `Yuseong-gu,
    // Daejeon` being 유성구 of 대전, not 대정동 of 유성구 that `daejeon`
    // starts.)
    let index = self.index
    func holdsAnother(_ t: Int) -> Bool {
      areas.indices.contains { j in
        j != t && areas[j].contains { a in areas[t].contains { index.lies(a, in: $0) && a != $0 } }
      }
    }
    let qualifying = byLevel.filter(allOthersQualify)
    // (Among targets some other unit leaves unmatched, a road first: in
    // `world cup ro, yeongtong gu, suwon` or `kaist 291 daehak ro yuseong
    // gu daejeon` the words that name nothing are a building's or the
    // road's own, and 영통구 found with them left out is the address less
    // its road. A road's loose reading, ``collectLooseRomanizedRoad``,
    // needs it as the target too.)
    let others = byLevel.filter { !allOthersQualify($0) }
    let roads = others.filter { AddressUnits.endsLikeRoad(units.words[$0]) }
    let rest = others.filter { !AddressUnits.endsLikeRoad(units.words[$0]) }
    // (Each unit asked once: the check reads parent chains.)
    func holdersLast(_ targets: [Int]) -> [Int] {
      let holds = targets.map(holdsAnother)
      return zip(targets, holds).filter { !$0.1 }.map(\.0) + zip(targets, holds).filter(\.1).map(\.0)
    }
    let order = holdersLast(qualifying) + roads + holdersLast(rest)
    let kinds = options.kinds
    // Whether a target found only places that are no area (a road, a
    // cinema): then a unit before it that names an area whole is tried as
    // the target too, every other unit qualifying it, and both readings' places
    // compete on score (`역삼동 강남` is 역삼동 of 강남구 before 강남대로
    // through 역삼동; `강남구 역` has no second reading, as 역 names no area).
    var foundOnlyOthers = false
    // (A unit tried as the target once is not tried again: its copies
    // (`seoul, seoul, …`) have the same other units, so the same places.)
    var triedTargets = Set<[UInt8]>()
    // (Whether a word may be a cinema chain's, asked once: most queries
    // name none.)
    let mayNameBrand = kinds.contains(.cinema) && literal.tokens.contains { Brand.aliasWords.contains($0.bytes) }
    for target in order {
      if foundOnlyOthers && areas[target].isEmpty { continue }
      guard triedTargets.insert(units.words[target]).inserted else { continue }
      // (A country abroad is no part of a Korean address: `북한 강원도` is
      // North Korea's 강원도, not 북한강변길 of 강원도 that 북한 starts.)
      if namesOtherCountry(units.words[target]) { continue }
      // (A cinema chain whose branch another word names is that branch,
      // not every cinema of the chain in the area alike: `2호선 타고 CGV
      // 강남` is CGV 강남, which the cinema step finds among the words.)
      if mayNameBrand, let brand = Brand(key: units.words[target].filter { $0 != 0x20 }),
        namesBranch(of: brand, among: literal.tokens.map(\.bytes).filter { $0 != units.words[target] })
      {
        continue
      }
      // (A Latin letter alone names no place but while it is typed, as the
      // last word: `rua do sol a santa catarina … lisboa` is no address of
      // 압구정동 and 아현동.)
      if units.words[target].count == 1 && units.words[target][0] < 0x80 && target != units.words.count - 1 {
        continue
      }
      var within: [[UInt32]] = []
      var unmatched = 0
      for (i, a) in areas.enumerated() where i != target {
        if a.isEmpty { unmatched += 1 } else { within.append(a) }
      }
      // All but the target naming nothing is no address reading.
      if units.words.count > 1 && within.isEmpty { continue }
      if let d = targetWithin[target] { within.append([d]) }
      // (A second reading only when every other unit names an area: the
      // road of `영광군 포천길1길 1` stays the one target.)
      if foundOnlyOthers && unmatched > 0 { continue }
      // (Units that name areas apart, `seoul gimpo`, leave no place for the
      // target, whose walk would pop thousands to find none: skipped, and
      // the building number goes, as after a target that found nothing.)
      if !constraintsCanMeet(within) {
        units.building = nil
        continue
      }
      let before = candidates.count
      let building = units.building
      constraints = within
      let saved = maxPops
      if !within.isEmpty { self.maxPops = min(saved, weights.filteredMaxPops) }
      defer { self.maxPops = saved }
      // With a building number, the road first: named whole (`중앙로 354`
      // is building 354 of 중앙로, not of 중앙로506번길), else the roads
      // the unit starts; then, when the number ends the query, the
      // numbered roads it may be on its way to (중앙로354번길).
      if units.building != nil, kinds.contains(.road) {
        var roads = options
        roads.kinds = PlaceKinds(.road)
        withOptions(roads) {
          $0.collectUnit(units, target: target, unmatched: unmatched, want: want, wholeOnly: true)
          // (Its typos only when the unit names no area whole: `종로구
          // 세종로 1` is lot 1 of 세종로, the dong, not 세종대로 a syllable
          // away.)
          if $0.candidates.count == before && !wholeTargets {
            $0.collectUnit(units, target: target, unmatched: unmatched, want: want, typos: areas[target].isEmpty)
          }
          if $0.candidates.count > before, let numbered = units.numberedRoadOnItsWay(target) {
            $0.collectUnit(numbered, target: target, unmatched: unmatched, want: want, wholeOnly: wholeTargets)
          }
        }
      }
      if candidates.count == before {
        if units.building != nil { units.building = nil }
        // (A syllable alone with words after it is a whole word, no name on
        // its way: `영등포 오늘 문 열어요` asks whether a door is open, and
        // 문래동 is what `영등포 문` types.)
        // (A Hanja unit after it is its suffix: `부산 서區` is 서구.)
        let loneSyllable = target < units.words.count - 1 && units.words[target].count == 3
          && CandidateSearch.isHangulSyllables(units.words[target], atLeast: 1)
          && CandidateSearch.isHangulSyllables(units.words[target + 1], atLeast: 1)
        // (Nor is a Latin letter alone after Hangul areas, what is left of
        // an emoticon: `진안^o^` is 진안, not 진안's Ocheon-ri.)
        let loneLetter = target > 0 && units.words[target].count == 1 && units.words[target][0] | 0x20 &- 0x61 < 26
          && units.words[..<target].allSatisfy { CandidateSearch.isHangulSyllables($0, atLeast: 1) }
        collectUnit(
          units, target: target, unmatched: unmatched, want: want, wholeOnly: wholeTargets || loneSyllable || loneLetter)
      }
      // A road in Latin letters spelled as English spells the word its name
      // borrows (`Olympic-ro` for Ollimpik-ro), among the roads of the areas
      // the other units name.
      if candidates.count == before && !within.isEmpty && !wholeTargets {
        var loose = units
        loose.building = building
        // (With the Latin word before it that names nothing: `world cup
        // ro`'s units are `world` and `cup ro`.)
        let joinsWordBefore =
          target > 0 && areas[target - 1].isEmpty && units.words[target - 1].allSatisfy { $0 < 0x80 }
        collectLooseRomanizedRoad(loose, target: target, unmatched: unmatched, want: want, wordBefore: joinsWordBefore)
      }
      constraints = []
      // (A road the 시군구 named does not hold, in one beside it: `서울시
      // 성북구 신이문로 14`.)
      if candidates.count == before && !within.isEmpty && !wholeTargets && kinds.contains(.road) {
        var road = units
        road.building = building
        collectRoadBesideNamedDistrict(road, target: target, within: within, unmatched: unmatched, want: want)
      }
      if candidates.count > before {
        if foundOnlyOthers { return }
        foundOnlyOthers = !candidates[before...].contains {
          let kind = PlaceKind(rawValue: index.kindRaw($0.place))
          return kind?.isKoreanArea == true || (kind == .city && index.countryRow($0.place) == index.koreaRow)
        }
        if !foundOnlyOthers { return }
      }
    }
  }

  /// Runs `body` with other options, then restores them.
  mutating func withOptions(_ o: CompletionOptions, _ body: (inout CandidateSearch) -> Void) {
    let saved = settings
    settings = Settings(o, in: index, typedWords: settings.typedWords)
    body(&self)
    settings = saved
  }

  mutating func collectUnit(
    _ units: AddressUnits, target: Int, unmatched: Int, want: Int, wholeOnly: Bool = false, typos: Bool = true
  ) {
    let text = String(decoding: units.words[target], as: UTF8.self)
    let offset = readings.count
    var found = QueryReading.readings(of: text)
    guard !found.isEmpty else { return }
    let tokens = units.words.map { MatchToken($0) }
    for i in found.indices {
      var t = tokens
      if found[i].kind == .jamo, let last = found[i].tokens.last { t[target] = last }
      found[i].tokens = t
      if found[i].kind == .literal { found[i].kind = .address }
      found[i].building = units.building
      found[i].extraPenalty = Double(unmatched) * weights.addressUnmatchedWord
      found[i].bonus = constraints.isEmpty ? 0 : weights.qualifier
    }
    readings += found
    let before = candidates.count
    if wholeOnly {
      _ = collectExact(found, want: want, readingOffset: offset)
    } else {
      collectTiers(found, want: want, readingOffset: offset)
      // A ZIP code on its way after its areas (`서울 강남구 063`): the codes
      // it starts there, as it lists them alone.
      if !constraints.isEmpty, units.building == nil, CandidateSearch.isPostcodePrefix(units.words[target]) {
        collectPostcodePrefix(units.words[target], reading: offset, want: want)
      }
    }
    // A unit that names nothing, one jamo of its level's suffix mistyped
    // (강남구 역삼둥, 서울 강남쿠, 서울 강남구 테헤란러 152): the places with
    // the suffix one jamo away (only to a level's suffix: 서울대학교 finds no
    // 대학길).
    if candidates.count == before, !wholeOnly, typos, let literal = found.first(where: { $0.kind == .address }),
      var typo = CandidateSearch.hangulEndTypoReading(
        QueryReading(kind: .address, key: units.words[target], tokens: [MatchToken(units.words[target])]),
        onlyTo: KoreanAddressForms.levelSuffixes)
    {
      let unit = typo.tokens[0]
      typo.tokens = tokens
      typo.tokens[target] = unit
      typo.building = literal.building
      typo.extraPenalty = literal.extraPenalty
      typo.bonus = literal.bonus
      readings.append(typo)
      collectHangulEndTypo(reading: readings.count - 1, want: want, threshold: nil)
    }
    // A unit that names nothing, mistyped before its suffix (부산 헤운대구,
    // 서울 강넘구, 서울 강남구 엮삼동): one jamo changed, as the typo tier
    // corrects a word alone, among the places in the areas the other units
    // name only (a few thousand at most: ``RankingWeights/filteredMaxPops``).
    // Only a unit of three Hangul syllables or more (헤운대, a short form,
    // too): a shorter one is as likely a word of a building's name
    // (서울특별시립정독도서관 read as 서울특별시 … 서관 is no 석관동). One
    // without a level's suffix is corrected to areas only: `매가박스 강남`
    // is no typo of a cinema in 강남. A road before its building number is
    // corrected among the roads alone when no area is named (`테혜란로
    // 152`: the number says it is an address), and a numbered road's digits
    // stay as typed (`서울 강남구 두산대로8길 20`).
    let roadBeforeNumber = units.building != nil && AddressUnits.endsLikeRoad(units.words[target])
    if candidates.count == before, !wholeOnly, typos, !constraints.isEmpty || roadBeforeNumber,
      CandidateSearch.isHangulSyllables(units.words[target], atLeast: 3, digitsToo: roadBeforeNumber),
      let n = (offset..<readings.count).first(where: { readings[$0].kind == .address }), readings[n].isHangul
    {
      if constraints.isEmpty {
        var roads = options
        roads.kinds = options.kinds.intersection(PlaceKinds(.road))
        withOptions(roads) { $0.collectJamoTypos($0.readings[n], reading: n, want: want) }
      } else if CandidateSearch.endsInLevelSuffix(units.words[target]) {
        collectJamoTypos(readings[n], reading: n, want: want)
      } else {
        var areas = options
        areas.kinds = options.kinds.intersection(CandidateSearch.koreanAreaKinds)
        withOptions(areas) { $0.collectJamoTypos($0.readings[n], reading: n, want: want) }
      }
      // Then a syllable left out of a level's name (서울 영등구 is 영등포구).
      if candidates.count == before, !constraints.isEmpty, CandidateSearch.endsInLevelSuffix(units.words[target]),
        CandidateSearch.isHangulSyllables(units.words[target], atLeast: 3)
      {
        collectMissingSyllable(readings[n], reading: n, want: want)
      }
      // Then a road named with another road's suffix (금남대로 is 금남로).
      if candidates.count == before {
        collectOtherRoadSuffix(readings[n], reading: n, want: want)
      }
    }
  }

  /// The kinds of Korean area (``PlaceKind/isKoreanArea``), and a city,
  /// which a 시 may be.
  static let koreanAreaKinds: PlaceKinds = [
    .init(.city), .init(.province), .init(.district), .init(.neighbourhood), .init(.village),
  ]

  /// Whether a unit is `count` Hangul syllables or more, and nothing else
  /// (헤운대, 엮삼동), or, with `digitsToo`, nothing else but ASCII digits
  /// and the spaces the normal form puts around them (두산대로 8 길).
  static func isHangulSyllables(_ unit: [UInt8], atLeast count: Int, digitsToo: Bool = false) -> Bool {
    var syllables = 0
    var i = 0
    while i < unit.count {
      if digitsToo && (unit[i] == 0x20 || (0x30...0x39).contains(unit[i])) {
        i += 1
        continue
      }
      guard Hangul.isSyllable(unit, at: i) else { return false }
      syllables += 1
      i += 3
    }
    return syllables >= count
  }

  /// Whether a unit ends in a level's suffix (구, 동, 로 …), decoded only
  /// from a three-byte lead (three Latin letters such as `jul` could
  /// decode to 구).
  static func endsInLevelSuffix(_ unit: [UInt8]) -> Bool {
    let n = unit.count
    guard n >= 3, unit[n - 3] & 0xF0 == 0xE0 else { return false }
    return KoreanAddressForms.levelSuffixes.contains(UTF8Scalar.threeByte(unit[n - 3], unit[n - 2], unit[n - 1]))
  }

  /// What a road costs for a building number it may not have
  /// (``RankingWeights/buildingBelowRoadPenalty``,
  /// ``RankingWeights/buildingOtherSidePenalty``,
  /// ``RankingWeights/buildingPastRoadPenalty``,
  /// ``RankingWeights/buildingUnlistedPenalty``); nothing for a listed
  /// number, a place that is no road or a road without numbers.
  func buildingPenalty(_ place: UInt32, _ building: String) -> Double {
    guard index.kindRaw(place) == PlaceKind.road.rawValue, let main = BuildingNumbers.main(of: building),
      let runs = index.addressRecord(of: PlaceHandle(rank: place))?.runs, let first = runs.first
    else { return 0 }
    if main < Int(first.start) { return weights.buildingBelowRoadPenalty }
    guard let k = runs.lastIndex(where: { Int($0.start) <= main }), Int(runs[k].start) != main else { return 0 }
    // Odd numbers are on a road's left, even ones on its right: where a
    // district has one side of a road (강남대로: 서초구 the west, 강남구 the
    // east), the listed numbers on both sides of this one have the other
    // parity.
    if k + 1 < runs.count, runs[k].start % 2 == runs[k + 1].start % 2, Int(runs[k].start) % 2 != main % 2 {
      return weights.buildingOtherSidePenalty
    }
    // Past the last listed number: the road may go on, or the number be
    // the next district's (세종대로 175 is 종로구's; 중구 lists up to 141).
    if k == runs.count - 1 { return weights.buildingPastRoadPenalty }
    return weights.buildingUnlistedPenalty
  }
}

extension CandidateSearch {
  /// Roads among the candidates whose own ZIP codes include `zip` (five
  /// ASCII digits the query typed beside them) add
  /// ``RankingWeights/ownPostcode``, as a place whose code a Latin query
  /// types does: of roads that share a name, the one the code names.
  mutating func creditRoadPostcode(_ zip: [UInt8]) {
    guard zip.count == 5, let code = UInt32(String(decoding: zip, as: UTF8.self)) else { return }
    let road = PlaceKind.road.rawValue
    for j in candidates.indices where index.kindRaw(candidates[j].place) == road {
      var c = candidates[j]
      guard index.addressRecord(of: PlaceHandle(rank: c.place))?.postcodes.contains(code) == true else { continue }
      c.explanation.bonus += weights.ownPostcode
      c.explanation.score += weights.ownPostcode
      replace(at: j, with: c)
    }
  }
}
