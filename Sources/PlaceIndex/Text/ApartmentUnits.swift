/// A Korean address that ends in a flat: an apartment complex's name, its
/// block (동) and its unit (호), as a delivery form or a listing writes
/// them (`시흥시 거모동 거모두산위브2단지아파트 103동 1805호`, `목포시 양동
/// 양동두산위브 103-1502`). The data knows no complex, no block and no
/// unit; the address is the words before them
/// (``CandidateSearch/collectWithoutApartment(_:want:)``).
enum ApartmentUnits {
  /// The least digits of a block's number written with 동: a block is
  /// 101동 and on; `역삼1동` or `상계3동` is an administrative dong.
  static let leastBlockDigits = 3
  /// The least digits of each part of a block and unit written with a
  /// hyphen (`704-2202`); a lot's number and sub-number (`935-5`) has a
  /// shorter second part.
  static let leastHyphenatedDigits = 3
  /// The suffixes of an area's name: a word ending in one before the
  /// complex is that area (`거모동 거모두산위브 103동`); a road's (로, 길)
  /// comes with a building number, whose flat the address tier reads.
  static let areaSuffixes: Set<Unicode.Scalar> = ["시", "군", "구", "읍", "면", "동", "리", "가"]
  /// Words that say "apartment" written apart from the complex's name.
  static let apartmentWords: Set<String> = ["아파트", "apt", "APT", "Apt"]

  /// `query` without its flat: the block and unit at its end and the
  /// complex's name before them (one word, and an apartment word written
  /// apart after it), when an area's name comes before the complex; nil
  /// when the query ends in no block or unit, or no complex follows an
  /// area (the address tier reads a flat after a building number or
  /// alone after an area: `거모동 103동 1805호`).
  ///
  ///     ApartmentUnits.strip("시흥시 거모동 거모두산위브2단지아파트 103동 1805호")
  ///     // "시흥시 거모동"
  ///     ApartmentUnits.strip("테헤란로 152 한라비발디 8층 801호")  // nil: a building's
  ///     ApartmentUnits.strip("역삼1동 2층")                        // nil: a floor alone
  static func strip(_ query: String) -> String? {
    // (Most queries end in no unit: told from the last scalar, no copy.)
    guard let end = query.unicodeScalars.last(where: { $0 != " " }),
      end.value &- 0x30 < 10 || unitEnds.contains(end)
    else { return nil }
    var words = query.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
    var sawUnit = false
    while let last = words.last, let kind = unit(last) {
      sawUnit = sawUnit || kind != .floor
      words.removeLast()
    }
    guard sawUnit, !words.isEmpty else { return nil }
    if let last = words.last, apartmentWords.contains(last) { words.removeLast() }
    // (Only a complex after an area's name: after a road's building
    // number or a lot's, the address tier reads the flat as that
    // building's, and the road or lot is the answer.)
    // (Nor a complex with a building number glued before it: `초례로
    // 6숙천코오롱하늘채아파트`.)
    // (Nor a road with its building number glued after it: `백제고분로11길30
    // 803호` is building 30 of the road and its flat.)
    // (Nor a word that ends like a road, whose number is its building's:
    // `서종면 노문리노문길 14`.)
    guard let complex = words.last, words.count > 1, !namesArea(complex),
      complex.unicodeScalars.first.map({ $0.value &- 0x30 >= 10 }) == true, !isRoadAndNumber(complex),
      complex.unicodeScalars.last.map({ !roadEnds.contains($0) }) == true
    else { return nil }
    words.removeLast()
    guard let area = words.last, namesArea(area), area.unicodeScalars.contains(where: { Hangul.isSyllable($0.value) })
    else { return nil }
    return words.joined(separator: " ")
  }

  /// Whether `word` is a road's name and a building number glued to it
  /// (`중앙로77`, `경수대로565번길40`): digits after 로 or 길.
  static func isRoadAndNumber(_ word: String) -> Bool {
    let s = Array(word.unicodeScalars)
    let digits = s.reversed().prefix { $0.value &- 0x30 < 10 }.count
    guard digits > 0, digits < s.count else { return false }
    return roadEnds.contains(s[s.count - digits - 1])
  }
  static let roadEnds: Set<Unicode.Scalar> = ["로", "길"]

  /// The last scalars of a block's, a unit's or a floor's word.
  static let unitEnds: Set<Unicode.Scalar> = ["동", "호", "실", "층"]

  enum Unit { case block, unit, floor }

  /// What a word of a flat is: a block (`103동`), a unit (`1805호`,
  /// `103동1805호`, `103-1502`), a floor (`3층`), or nil.
  static func unit(_ word: String) -> Unit? {
    let s = Array(word.unicodeScalars)
    let digits = s.prefix { $0.value &- 0x30 < 10 }.count
    guard digits > 0 else { return nil }
    let rest = s[digits...]
    if rest.isEmpty { return nil }
    if rest.first == "-" {
      let second = rest.dropFirst()
      guard digits >= leastHyphenatedDigits, second.count >= leastHyphenatedDigits,
        second.allSatisfy({ $0.value &- 0x30 < 10 })
      else { return nil }
      return .unit
    }
    switch String(String.UnicodeScalarView(rest)) {
    case "호", "호실": return .unit
    case "층": return .floor
    case "동": return digits >= leastBlockDigits ? .block : nil
    default:
      // (Block and unit written together: 107동2503호.)
      guard digits >= leastBlockDigits, rest.first == "동" else { return nil }
      let unit = rest.dropFirst()
      let unitDigits = unit.prefix { $0.value &- 0x30 < 10 }.count
      guard unitDigits > 0 else { return nil }
      let tail = String(String.UnicodeScalarView(unit.dropFirst(unitDigits)))
      return tail == "호" || tail == "호실" ? .unit : nil
    }
  }

  /// Whether a word ends as an area's name does (a level's suffix, in
  /// Hangul, no digit), or is a lot's number (`935-5`): no complex's name.
  static func namesArea(_ word: String) -> Bool {
    let s = Array(word.unicodeScalars)
    if s.allSatisfy({ $0.value &- 0x30 < 10 || $0 == "-" }) { return true }
    guard let last = s.last, areaSuffixes.contains(last) else { return false }
    return s.allSatisfy { Hangul.isSyllable($0.value) }
  }
}
