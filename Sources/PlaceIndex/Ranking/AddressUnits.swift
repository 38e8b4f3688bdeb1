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
  /// `isName` tells whether a number and the unit after it are a name
  /// together (`1 순환로`, `3 공단 1 로`: roads whose names start with a
  /// number); without it they stay apart.
  init(_ tokens: [[UInt8]], isName: (([UInt8]) -> Bool)? = nil) {
    func isNumber(_ t: [UInt8]) -> Bool { KoreanAddressForms.isBuildingNumber(t) }
    func text(_ t: [UInt8]) -> String { String(decoding: t, as: UTF8.self) }
    // (번길 typed apart after its number, `월드컵대로 316번 길 1`: one
    // word, as the name writes it.)
    var tokens = tokens
    var k = 1
    while k + 1 < tokens.count {
      if tokens[k] == AddressUnits.beon && tokens[k + 1] == AddressUnits.gil && isNumber(tokens[k - 1]) {
        tokens[k] = AddressUnits.beongil
        tokens.remove(at: k + 1)
      }
      k += 1
    }
    var i = 0
    while i < tokens.count {
      let t = tokens[i]
      let next = i + 1 < tokens.count ? tokens[i + 1] : nil
      let after = i + 2 < tokens.count ? tokens[i + 2] : nil
      // A floor or a unit after areas with no road (정자동 2층 12호, 지하
      // 1층): part of a building, naming no area. (After a road they go
      // with its building number.)
      if let next, isNumber(t), AddressUnits.floorAndUnitWords.contains(next) {
        rewritten = true
        i += 2
        continue
      }
      if let next, let after, t == AddressUnits.underground, isNumber(next),
        AddressUnits.floorAndUnitWords.contains(after)
      {
        rewritten = true
        i += 3
        continue
      }
      // A numbered road, written together or apart: 서강로 9 길, 시민로 122
      // 번길, 가라티 1 길, 공릉로 20 가길, 후곡 3 안길, 공단 5 로, and numbered
      // parts one after another (장평 1 로 12 길).
      // (The last part may be on its way, 번길 or 길 being typed: 시민로 122
      // 번, 중앙로 354 ㅂ.)
      // (Not a building number followed by the 참고항목's numbered 가, as
      // Juso writes an address: 세종대로 110 (태평로1가) is building 110,
      // not a road 세종대로110태평로; nor 지하, before an underground
      // building's number.)
      // (Nor a name before a road whose own name starts with the number:
      // 상당구 1 순환로 is 1순환로 in 상당구.)
      let numberedGaAfter = i + 4 < tokens.count && isNumber(tokens[i + 3]) && tokens[i + 4] == AddressUnits.ga
      // (Nor a building number and its sub-number before the road, as
      // English orders them: 12 3 노은동로 75 번길 is building 12-3.)
      if let next, let after, isNumber(next), !isNumber(t), t != AddressUnits.underground, !numberedGaAfter,
        !AddressUnits.startsName(next, after, before: t, isName),
        !AddressUnits.isParticleAfterNumber(after, joined: t + [0x20] + next + [0x20] + after, isName),
        !AddressUnits.isRoadOfItsOwn(after, joined: t + [0x20] + next + [0x20] + after, isName),
        AddressUnits.endsLikeRoadPart(after)
          || (i + 3 == tokens.count && AddressUnits.endsLikeRoadPart(t)
            && AddressUnits.isRoadPartOnItsWay(after, after: t, next, isName)
            // (번 after a road's building number, as old addresses wrote
            // it, where no road of the name goes on with that number and
            // 번길: `원명길 36번` is building 36, `수내로 23번` on its way
            // to 수내로23번길.)
            && (after != AddressUnits.beon || isName?(t + [0x20] + next + [0x20] + AddressUnits.beongil) != false))
      {
        var unit = t + [0x20] + next + [0x20] + after
        i += 3
        // (Again not a building number before the 참고항목's numbered 가:
        // 명동8길 27 (충무로1가) is building 27. Nor a building number
        // written with 번 after a numbered road, where no road of the
        // road's name goes on with that number and 번길: 한림로4길 5번 is
        // building 5, where 수내1길 23번 is on its way to 수내1길23번길.)
        while i + 1 < tokens.count, isNumber(tokens[i]),
          !(i + 3 < tokens.count && isNumber(tokens[i + 2]) && tokens[i + 3] == AddressUnits.ga),
          !AddressUnits.isParticleAfterNumber(
            tokens[i + 1], joined: unit + [0x20] + tokens[i] + [0x20] + tokens[i + 1], isName),
          AddressUnits.endsLikeRoadPart(tokens[i + 1])
            || (i + 2 == tokens.count && AddressUnits.isRoadPartOnItsWay(tokens[i + 1], after: unit, tokens[i], isName)
              && (tokens[i + 1] != AddressUnits.beon
                || isName?(unit + [0x20] + tokens[i] + [0x20] + AddressUnits.beongil) != false))
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
      // (Not a legal dong numbered in its own right, written so or with
      // 제 before its number: 상도 1 동, 상도제 1 동 and 대저제 1 동 are
      // 상도1동 and 대저1동, not 상도동 and no 대저동.)
      if j == i + 2, j < tokens.count, tokens[j] == AddressUnits.dong, let isName,
        let numbered = AddressUnits.numberedLegalDong(t, tokens[i + 1], isName: isName)
      {
        words.append(numbered)
        if numbered != t + [0x20] + tokens[i + 1] + [0x20] + AddressUnits.dong { rewritten = true }
        i = j + 1
        continue
      }
      if j > i + 1, j < tokens.count, tokens[j] == AddressUnits.dong {
        let legal = AddressUnits.legalDongName(stem: t)
        words.append(legal)
        if j == i + 2, let n = AddressUnits.sinoKoreanDigit(tokens[i + 1]) { dongNumbers[legal] = n }
        rewritten = true
        i = j + 1
        continue
      }
      // A numbered 리 (a 행정리): 단덕 1 리 is the legal 단덕리, whose
      // villages are numbered 1리, 2리, … (Not a road named after one, on
      // its way: 왕신1리 is on its way to 왕신1리길.)
      if !isNumber(t), j == i + 2, j < tokens.count, tokens[j] == AddressUnits.ri,
        isName?(t + [0x20] + tokens[i + 1] + [0x20] + AddressUnits.ri + AddressUnits.gil) != true
      {
        words.append(t + AddressUnits.ri)
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
        guard areasAfter else {
          // (But the 동 or 가 the building stands in, Juso's 참고항목 after
          // it, in brackets or not, qualifies the road: `중앙로 192 (신안동)`
          // is 대전 동구's 중앙로, among the dozens of that name.)
          // (Before the road and the number its name may start with:
          // `3·15대로` is 3 and 15 대로 until they are joined below.)
          // (And the areas after it, as a form's last line or English
          // order puts them: `송강로 2, 대전광역시`.)
          if let areas = AddressUnits.referenceArea(tokens[end...]).map({ [$0] })
            ?? AddressUnits.areasAfterBuilding(tokens[end...])
          {
            var at = words.count - 1
            while at > 0, isNumber(words[at - 1]) { at -= 1 }
            words.insert(contentsOf: areas, at: at)
            rewritten = true
          }
          break
        }
        i = end
        continue
      }
      // A lot number (지번) after a 동, 리 or 가, and what follows it: the
      // area is meant (역삼동 737, 연동 312-1, 역삼동 823번지; not the roads
      // of 연동 that 1 starts). Five digits are a ZIP code (동천동 38113).
      // (A mountain lot is written 산 before its number: 서천리 산 111.)
      // (In Latin letters `san`: `Sangwon-ri San 405`.)
      let mountainLot = (t == AddressUnits.mountain || t == AddressUnits.romanizedMountain) && next.map(isNumber) == true
      if isNumber(t) || mountainLot, !KoreanAddressForms.isPostcode(t), let last = words.last,
        AddressUnits.endsLikeLotArea(last)
      {
        rewritten = true
        // (In Latin letters its areas may follow it, as English orders an
        // address: `Geumgok-dong 20-2, Buk-gu, Gwangju`, `Sangwon-ri 405,
        // Anui-myeon, Hamyang-gun`; the lot alone is set aside.)
        if let after = AddressUnits.areasAfterLot(tokens, from: i + (mountainLot ? 1 : 0), last: last) {
          i = after
          continue
        }
        // (Unless its road address follows, as a form gives both: `우정동
        // 112-10번지 (당산3길 26)` is 당산3길 26, the 동 qualifying it.)
        guard let road = AddressUnits.roadAfterLot(tokens, from: i + (mountainLot ? 1 : 0)) else { break }
        i = road
        continue
      }
      // A mountain lot glued to its 리 or 동 (와촌리산 174, 왕대리산23번지):
      // the area, its lot set aside as above.
      if let next, isNumber(next), t.count > 2 * AddressUnits.mountain.count,
        t.suffix(AddressUnits.mountain.count).elementsEqual(AddressUnits.mountain),
        AddressUnits.endsLikeLotArea(Array(t.dropLast(AddressUnits.mountain.count)))
      {
        words.append(Array(t.dropLast(AddressUnits.mountain.count)))
        rewritten = true
        guard let road = AddressUnits.roadAfterLot(tokens, from: i + 1) else { break }
        i = road
        continue
      }
      words.append(t)
      i += 1
    }
    // A number that starts a name with the unit after it: 청주 1순환로 123
    // is the road 1순환로, 서북구 3공단1로 3 the road 3공단1로 (a digit before
    // Hangul is a word of its own in the normal form).
    if let isName {
      var k = 0
      while k + 1 < words.count {
        let joined = words[k] + [0x20] + words[k + 1]
        if isNumber(words[k]), words[k + 1].first.map({ $0 >= 0x80 }) == true, isName(joined) {
          words[k] = joined
          words.remove(at: k + 1)
          rewritten = true
        }
        k += 1
      }
    }
    // A lot number before its 동 or 리, as English orders an address (266-16
    // 신양리, 노화읍; 148, Udu-ri, Yaksan-myeon; San 160, Sinsa-ri; 300번지
    // 구하리): the area is meant, as with the number after it.
    if building == nil, words.count >= 2 {
      var k = 0
      if words[k] == AddressUnits.mountain || words[k] == AddressUnits.romanizedMountain { k += 1 }
      if k < words.count, isNumber(words[k]), !KoreanAddressForms.isPostcode(words[k]) {
        k += 1
        if k < words.count, isNumber(words[k]), !KoreanAddressForms.isPostcode(words[k]) { k += 1 }
        if k < words.count, words[k] == AddressUnits.lotWord { k += 1 }
        if k < words.count, AddressUnits.endsLikeLotArea(words[k]) {
          words.removeFirst(k)
          rewritten = true
        }
      }
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
    // The same after the areas, before a Hangul road that ends the address
    // (`사천시 사천읍 6 샘골길`, `중랑구 4 중랑역로47길`, `3-22 수림로91번길`).
    if building == nil, words.count >= 3, let road = words.last, road.first.map({ $0 >= 0x80 }) == true,
      AddressUnits.endsLikeRoad(road)
    {
      let k = words.count - 2
      let isBuilding = { (w: [UInt8]) in isNumber(w) && !KoreanAddressForms.isPostcode(w) }
      if isBuilding(words[k]) {
        let start = k >= 2 && isBuilding(words[k - 1]) ? k - 1 : k
        if start >= 1 {
          building = text(words[start]) + (start < k ? "-" + text(words[k]) : "")
          words.removeSubrange(start...k)
          rewritten = true
        }
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

  /// The states of 안길 and of the lettered parts 나길 … 하길 on their way
  /// (성대로6자길 typed to ㅈ, 자, 작, 자기; 가길's own are above), each with
  /// the parts it may be on its way to: read so only where the road has
  /// such a part (`테헤란로 152 ㅇ` is building 152, a word to follow).
  static let letteredPartsOnTheirWay: [[UInt8]: [[UInt8]]] = {
    var out: [[UInt8]: [[UInt8]]] = [:]
    func add(_ state: String, _ part: String) { out[Array(state.utf8), default: []].append(Array(part.utf8)) }
    for s in "가나다라마바사아자차카타파하".unicodeScalars {
      guard let parts = Hangul.parts(s.value),
        let initial = Unicode.Scalar(Hangul.compatibilityInitial(parts.initial)),
        let held = Unicode.Scalar(s.value + 1)  // ㄱ held as its final: 작
      else { continue }
      let part = String(s) + "길"
      for state in [String(initial), String(s), String(held), String(s) + "기"] { add(state, part) }
    }
    for state in ["ㅇ", "아", "안", "안ㄱ", "안기"] { add(state, "안길") }
    return out
  }()

  /// Whether `state`, the last word, after `road` and its `number`, is a
  /// numbered road's part on its way (``roadPartsOnTheirWay``, or a
  /// lettered part or 안길 the road has: ``letteredPartsOnTheirWay``).
  static func isRoadPartOnItsWay(
    _ state: [UInt8], after road: [UInt8], _ number: [UInt8], _ isName: (([UInt8]) -> Bool)?
  ) -> Bool {
    if roadPartsOnTheirWay.contains(state) { return true }
    guard let isName, let parts = letteredPartsOnTheirWay[state] else { return false }
    return parts.contains { isName(road + [0x20] + number + [0x20] + $0) }
  }

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
  /// Whether `number after` is a name that `word number after` is not:
  /// the number starts the next unit's name (`상당구 1 순환로`), and
  /// belongs to no numbered road of `word` (`장평 1 로`).
  static func startsName(
    _ number: [UInt8], _ after: [UInt8], before word: [UInt8], _ isName: (([UInt8]) -> Bool)?
  ) -> Bool {
    guard let isName, isName(number + [0x20] + after) else { return false }
    return !isName(word + [0x20] + number + [0x20] + after)
  }

  /// 산, before the number of a lot on a mountain (임야).
  static let mountain = Array("산".utf8)
  /// The same romanized (San 160, Sinsa-ri).
  static let romanizedMountain = Array("san".utf8)
  /// 번, after a building's number or on its way to 번길, and 번길.
  static let beon = Array("번".utf8)
  static let beongil = Array("번길".utf8)
  static let gil = Array("길".utf8)

  /// 번지, after a lot's number (300번지).
  static let lotWord = Array("번지".utf8)
  /// 로, a road's suffix.
  static let ro = Array("로".utf8)
  /// What follows a number that is a part of a building, not its
  /// sub-number: a floor (층), a unit (호, 호실), a block (동), an
  /// apartment complex's phase (차, 단지).
  static let detailWords: Set<[UInt8]> = Set(["층", "호", "호실", "동", "차", "단지", "블록"].map { Array($0.utf8) })
  /// A floor and a unit: the detail words no area's name is (101동 may be
  /// a block or, written apart, a dong's number).
  static let floorAndUnitWords: Set<[UInt8]> = Set(["층", "호", "호실"].map { Array($0.utf8) })
  static let dong = Array("동".utf8)
  static let ga = Array("가".utf8)
  static let ri = Array("리".utf8)
  static let gaDong = Array("가동".utf8)

  static func isRomanizedSuffix(_ t: [UInt8]) -> Bool { suffixWords.contains(t) }
  /// Whether a romanized unit's last word is a level's suffix (`ugak ro`),
  /// one of `suffixes`.
  static func endsInRomanizedSuffix(_ unit: [UInt8], among suffixes: Set<[UInt8]> = suffixWords) -> Bool {
    guard let space = unit.lastIndex(of: 0x20) else { return false }
    return suffixes.contains(Array(unit[(space + 1)...]))
  }
  /// The romanized suffixes of the levels below the 시군구 (`yeouido dong`,
  /// `jangan eup`, `gyo ri`, `jongno 1 ga`).
  static let neighbourhoodSuffixWords: Set<[UInt8]> = Set(["dong", "eup", "myeon", "ri", "ga"].map { Array($0.utf8) })
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

  /// The key of the legal dong that `stem`, `number` and 동 name, or the
  /// stem less a 제 that ends it (상도제 1 동 is 상도1동), when that is a
  /// name; nil otherwise.
  static func numberedLegalDong(_ stem: [UInt8], _ number: [UInt8], isName: ([UInt8]) -> Bool) -> [UInt8]? {
    guard number.allSatisfy({ $0 &- 0x30 < 10 }) else { return nil }
    let je = Array("제".utf8)
    var stems = [stem]
    if stem.count > 6, stem.suffix(3).elementsEqual(je) { stems.append(Array(stem.dropLast(3))) }
    for s in stems {
      let key = s + [0x20] + number + [0x20] + dong
      if isName(key) { return key }
    }
    return nil
  }

  /// The legal dong an administrative dong's name before its numbers
  /// stands for: the name and 동, less a 제 that ends it (역삼 → 역삼동,
  /// 창신제 → 창신동).
  /// The legal dong of an administrative dong whose number is said in
  /// Hangul, written as one word (`청천이동` is 청천2동, of 청천동;
  /// `도곡제이동` 도곡2동); nil for any other word. The caller asks
  /// whether it is one, and only of a word that names nothing: 우이동 is
  /// a name whole.
  static func legalDongOfSaidNumber(_ word: [UInt8]) -> [UInt8]? {
    let s = Array(String(decoding: word, as: UTF8.self).unicodeScalars)
    guard s.count >= 4, s.last == "동", HangulNumerals.digits[s[s.count - 2]] != nil else { return nil }
    return legalDongName(stem: Array(String(String.UnicodeScalarView(s.dropLast(2))).utf8))
  }

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

  /// The 읍면동 after a building number, Juso's 참고항목 (reference item):
  /// one Hangul word of two syllables or more ending in 동, 가, 읍 or 면
  /// (`신안동`), or a numbered 가 as the normal form writes it apart
  /// (`태평로 1 가`), and nothing after it; nil for anything else (a
  /// building's name, its block and unit: `101 동 1203 호`).
  static func referenceArea(_ rest: ArraySlice<[UInt8]>) -> [UInt8]? {
    let words = Array(rest)
    if words.count == 3, words[0].first.map({ $0 >= 0x80 }) == true, KoreanAddressForms.isBuildingNumber(words[1]),
      words[2] == ga
    {
      return Array(words.joined(separator: [0x20]))
    }
    guard words.count == 1, let w = words.first, w.count >= 6, w.allSatisfy({ $0 >= 0x80 }) else { return nil }
    let text = String(decoding: w, as: UTF8.self)
    return ["동", "가", "읍", "면"].contains(where: { text.hasSuffix($0) }) ? w : nil
  }

  /// The most words of areas after a building number (`대전광역시 유성구
  /// 송강동`).
  static let maxAreasAfterBuilding = 3

  /// The areas after a building number, largest or smallest first: one to
  /// ``maxAreasAfterBuilding`` Hangul words of two syllables or more, each
  /// ending in a level's suffix (시, 도, 군, 구, 읍, 면, 동, 리) or a 시도's
  /// everyday form (대전), and nothing else; nil for anything else (a
  /// building's name: `래미안 101동`).
  static func areasAfterBuilding(_ rest: ArraySlice<[UInt8]>) -> [[UInt8]]? {
    guard (1...maxAreasAfterBuilding).contains(rest.count) else { return nil }
    for w in rest {
      guard w.count >= 6, w.allSatisfy({ $0 >= 0x80 }) else { return nil }
      let scalars = Array(String(decoding: w, as: UTF8.self).unicodeScalars)
      guard scalars.allSatisfy({ Hangul.isSyllable($0.value) }) else { return nil }
      let level = KoreanAddressForms.levelEnds.contains(scalars[scalars.count - 1]) && scalars.last != "가"
      guard level || KoreanAddressForms.provinceShortForms.contains(scalars) else { return nil }
    }
    return Array(rest)
  }

  /// A numbered road unit (`용봉로 28 길`, `양천로 61 번길`: a name, its
  /// number, 길 or 번길) with the other of 길 and 번길; nil for any other
  /// unit.
  static func otherNumberedKind(_ unit: [UInt8]) -> [UInt8]? {
    // (Told from its last bytes first: most units end otherwise.)
    guard unit.count > gil.count, unit.suffix(gil.count).elementsEqual(gil) else { return nil }
    let parts = unit.split(separator: 0x20, omittingEmptySubsequences: false).map(Array.init)
    guard parts.count >= 3, KoreanAddressForms.isBuildingNumber(parts[parts.count - 2]) else { return nil }
    let kind = parts[parts.count - 1]
    let other = kind == gil ? beongil : kind == beongil ? gil : nil
    guard let other else { return nil }
    return Array((parts.dropLast() + [other]).joined(separator: [0x20]))
  }

  /// Where a road starts after the lot number (지번) at `i`: past its
  /// numbers and 번지, the next word, when it is a road's name (당산로) or
  /// the first part of a numbered one (당산 3 길); else nil.
  /// Where the areas after a lot begin, when the lot follows a romanized
  /// 동, 리 or 가 (`last`) and romanized areas follow it (a word after it is
  /// a level's suffix: gu, myeon, gun): the lot's number and sub-number,
  /// and `beonji`, skipped. Nil otherwise: in Hangul what follows a lot is
  /// its building (`역삼동 737 래미안 101동`).
  static func areasAfterLot(_ tokens: [[UInt8]], from i: Int, last: [UInt8]) -> Int? {
    let latin = last.allSatisfy({ $0 < 0x80 })
    var r = i
    let isNumber = KoreanAddressForms.isBuildingNumber
    while r < tokens.count, r < i + 2, isNumber(tokens[r]), !KoreanAddressForms.isPostcode(tokens[r]) { r += 1 }
    if r < tokens.count, tokens[r] == (latin ? romanizedLotWord : lotWord) { r += 1 }
    guard r > i, r < tokens.count else { return nil }
    // (In Hangul, the 읍, 면 or 시군구 after it, as a form's reversed order
    // puts them: `옥정리 307, 춘산면`, `월곡리 산 128, 생초면`.)
    guard latin ? tokens[r...].contains(where: isRomanizedSuffix) : endsInHigherLevel(tokens[r]) else { return nil }
    return r
  }

  /// Whether a Hangul unit ends in a level above a lot's 동 or 리: 읍, 면,
  /// 군, 구, 시, 도 (two syllables or more).
  static func endsInHigherLevel(_ unit: [UInt8]) -> Bool {
    guard unit.count >= 6, unit.first.map({ $0 >= 0xE0 }) == true else { return false }
    return higherLevelSuffixes.contains(Array(unit.suffix(3)))
  }

  /// 읍, 면, 군, 구, 시, 도 in UTF-8.
  static let higherLevelSuffixes: Set<[UInt8]> = Set(["읍", "면", "군", "구", "시", "도"].map { Array($0.utf8) })

  /// `beonji`, 번지 romanized after a lot's number.
  static let romanizedLotWord = Array("beonji".utf8)

  static func roadAfterLot(_ tokens: [[UInt8]], from i: Int) -> Int? {
    var r = i
    let isNumber = KoreanAddressForms.isBuildingNumber
    while r < tokens.count, isNumber(tokens[r]) || tokens[r] == lotWord { r += 1 }
    guard r < tokens.count, r > i, tokens[r].first.map({ $0 >= 0x80 }) == true else { return nil }
    // (번지 with a particle, `67번지로 보내주세요`, is no road.)
    if tokens[r].starts(with: lotWord) { return nil }
    if endsLikeRoadPart(tokens[r]) { return r }
    return r + 2 < tokens.count && isNumber(tokens[r + 1]) && endsLikeRoadPart(tokens[r + 2]) ? r : nil
  }

  /// Whether `word`, after a number, is a particle of a sentence, not a
  /// numbered road's part that ends in 로: a word ending in 으로, which no
  /// road's name has (`구갈로 16으로 이사했어요`, `1 이쪽으로`), 번지 with one
  /// (`67번지로`), or 로 where
  /// the road and its number with it, `joined`, name nothing
  /// (`청능대로468번길 74로 와주세요`; 공단 5 로 is 공단5로).
  static func isParticleAfterNumber(_ word: [UInt8], joined: [UInt8], _ isName: (([UInt8]) -> Bool)?) -> Bool {
    if word.count >= euro.count && word.suffix(euro.count).elementsEqual(euro) { return true }
    // (Nor is 번지 with a particle, a lot's: `도마동 67번지로`.)
    if word.count > lotWord.count && word.starts(with: lotWord) { return true }
    return word == ro && isName?(joined) == false
  }

  /// Whether `word`, after an area and a number, is a road of its own
  /// with that number its building's, not a numbered road's part: a name
  /// of three syllables or more (`사천읍 6 샘골길`, `여주읍 22 여흥로`),
  /// where the three together, `joined`, name nothing. (A part is 로, 길,
  /// 번길, 가길: `공단 5 로`, `서강로 9 길`.)
  static func isRoadOfItsOwn(_ word: [UInt8], joined: [UInt8], _ isName: (([UInt8]) -> Bool)?) -> Bool {
    word.count >= 9 && word.first.map({ $0 >= 0xE0 }) == true && isName?(joined) == false
  }

  /// 으로, the particle "to" after a number that ends in a consonant
  /// (로 after one that ends in a vowel is ``ro``).
  static let euro = Array("으로".utf8)

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
