/// A 읍면동 or 리 (or a 시군구 of one syllable) of an address typed a jamo
/// off in its name, beside the area that holds it: `화순군 덩면` is 동면 of
/// 화순군, `태안군 냠면` 남면 of 태안군, `양양군 사면` 서면 of 양양군, `대구
/// 덩구` 동구 of 대구. One vowel, initial or final of
/// one syllable of its name (not of its level's suffix) is changed; the
/// other units of the address say which of the names so made is meant, as
/// only one of them lies in the areas they name.
///
/// The typo tiers find a name a jamo off from the start of the query
/// only: here the unit is a later word, and the areas before it narrow a
/// jamo's dozens of changes to the one area that is there.
extension CandidateSearch {
  /// The levels a unit so corrected ends in: the small areas an address
  /// names after its 시군구.
  static let mistypedUnitLevels: [[UInt8]] = ["읍", "면", "동", "리"].map { Array($0.utf8) }
  /// The same for a 시군구 of one syllable and its level after its 시도
  /// (`대구 덩구` is 동구 of 대구, `인천 써구` 서구 of 인천); a longer one is
  /// the typo tier's, which says it corrected it (`부산 헤운대구`).
  static let mistypedDistrictLevels: [[UInt8]] = ["시", "군", "구"].map { Array($0.utf8) }

  /// The most syllables of a unit's name (less its level) whose jamo are
  /// changed: each syllable costs some 70 lookups.
  static let maxMistypedUnitSyllables = 3

  /// The unit meant by `unit` (Hangul syllables, a level's suffix last)
  /// and the areas it names, when one syllable of its name a jamo off
  /// names an area inside an area of each of `holders` (the areas the
  /// other units name, unit by unit: `부산 서구 남민동` looks in 서구, not
  /// in all of 부산); nil otherwise. Of several such names, the one whose
  /// area is the most important.
  func areaOneJamoOff(_ unit: [UInt8], inside holders: [[UInt32]]) -> (unit: [UInt8], areas: [UInt32])? {
    func ends(in levels: [[UInt8]]) -> Bool { levels.contains { unit.suffix($0.count).elementsEqual($0) } }
    guard !holders.isEmpty, CandidateSearch.isHangulSyllables(unit, atLeast: 2),
      ends(in: CandidateSearch.mistypedUnitLevels)
        || (unit.count == 6 && ends(in: CandidateSearch.mistypedDistrictLevels))
    else { return nil }
    let scalars = Array(String(decoding: unit, as: UTF8.self).unicodeScalars.map(\.value))
    let stem = scalars.count - 1
    // (Not an IME state on its way to a name: `대구시 달성구` is 달성군 being
    // typed, not 달서구 a jamo off.)
    guard stem <= CandidateSearch.maxMistypedUnitSyllables, !isOnItsWayToAName(unit) else { return nil }
    var best: (unit: [UInt8], areas: [UInt32], importance: Double)?
    let spelt = Hangul.eachSpellingOneJamoOff(scalars, at: 0..<stem) { key in
      guard !keySet(.primaryNames).range(ofKey: key).isEmpty, let found = areas(named: key, inside: holders) else { return }
      if best == nil || found.importance > best!.importance { best = (key, found.areas, found.importance) }
    }
    guard spelt else { return nil }
    return best.map { ($0.unit, $0.areas) }
  }

  /// The unit meant by `unit` and the areas it names, when a text one
  /// keystroke off it (``KeystrokeEdits/oneOff(_:)``: a key dropped,
  /// added, replaced or swapped, the IME having regrouped the rest: `부안ㄱㄴ`
  /// for 부안군, `신림ㄱ동` for 신림동) names an area inside an area of each
  /// of `holders`; nil otherwise. Of several, the most important. For a
  /// unit of ``minKeystrokeSlipKeys`` to ``maxKeystrokeSlipKeys`` keys
  /// that is no state of the IME on the way to a name (`용봉ㄹ` is 용봉로
  /// being typed, `달성구` 달성군: no slip).
  func areaOneKeystrokeOff(_ unit: [UInt8], inside holders: [[UInt32]]) -> (unit: [UInt8], areas: [UInt32])? {
    let text = String(decoding: unit, as: UTF8.self)
    // (A unit that ends as an area's name does, in its level's suffix, or
    // in a bare jamo the slip left: `스타벅스` after an address is a shop,
    // not an area to correct at hundreds of lookups.)
    guard !holders.isEmpty, let last = text.unicodeScalars.last,
      KoreanAddressForms.levelEnds.contains(last) || Hangul.isCompatibilityJamo(last.value),
      text.unicodeScalars.allSatisfy({ Hangul.isSyllable($0.value) || Hangul.isCompatibilityJamo($0.value) }),
      (CandidateSearch.minKeystrokeSlipKeys...CandidateSearch.maxKeystrokeSlipKeys).contains(Hangul.keystrokes(text).count)
    else { return nil }
    guard !isOnItsWayToAName(unit) else { return nil }
    let names = keySet(.primaryNames)
    var best: (unit: [UInt8], areas: [UInt32], importance: Double)?
    let scalars = Array(text.unicodeScalars.map(\.value))
    let window = KeystrokeEdits.slipWindow(text, syllables: startingSyllables(text))
    for variant in KeystrokeEdits.oneOff(text, editing: window) {
      // (A jamo changed in place is the typo tier's, which says so: `부산
      // 헤운대구` is 해운대구 at one edit.)
      if CandidateSearch.isOneJamoOff(scalars, variant.unicodeScalars.map(\.value)) { continue }
      let key = Normalizer.normalize(variant)
      // (Most texts name nothing: one lookup tells, before the areas' three.)
      guard !names.range(ofKey: key).isEmpty, let found = areas(named: key, inside: holders) else { continue }
      if best == nil || found.importance > best!.importance { best = (key, found.areas, found.importance) }
    }
    return best.map { ($0.unit, $0.areas) }
  }

  /// The areas `key` names that lie inside an area of each of `holders`
  /// (the other units' areas, unit by unit), with the most important's
  /// importance; nil when none does.
  func areas(named key: [UInt8], inside holders: [[UInt32]]) -> (areas: [UInt32], importance: Double)? {
    let index = self.index
    let inside = qualifyingAreas(key).filter { a in
      holders.allSatisfy { unit in unit.contains { index.lies(a, in: $0) } }
    }
    return inside.map({ index.importance(of: $0) }).max().map { (inside, $0) }
  }

  /// Whether `unit`, its last syllable an IME state, is on its way to
  /// some primary name (달성구 to 달성군: its final not typed yet).
  func isOnItsWayToAName(_ unit: [UInt8]) -> Bool {
    let names = keySet(.primaryNames)
    return JamoTail.forms(ofLastScalarOf: unit).contains { tail in
      let within = names.range(ofPrefix: tail.prefix)
      return tail.ranges.contains { !names.range(ofPrefix: tail.prefix, thenScalarIn: $0, within: within).isEmpty }
    }
  }

  /// Whether two texts of as many scalars differ in one syllable alone, by
  /// one of its jamo (헤 for 해).
  static func isOneJamoOff(_ a: [UInt32], _ b: [UInt32]) -> Bool {
    guard a.count == b.count else { return false }
    var off = 0
    for (x, y) in zip(a, b) where x != y {
      guard Hangul.differingParts(x, y) == 1 else { return false }
      off += 1
    }
    return off == 1
  }
}
