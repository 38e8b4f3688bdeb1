/// Administrative dongs (행정동) whose names are no legal dong's (법정동).
///
/// An address names legal dongs, which are the data's areas; people write
/// the administrative dong they live in, which either splits a legal dong
/// or joins several. A split one adds a number (역삼1동, 창신제1동, 상계3·4동,
/// 성수1가1동), which ``AddressUnits`` drops as it groups the words. The
/// joined ones are read here, when a unit names no area as it is:
///
/// - a 동 of numbered 가 written with the 동 last: 금호2·3가동 is 금호동2가
///   (and 3가), 종로1·2·3·4가동 is 종로1가 (the words give `금호 2 가`, and
///   the legal name may have its 동 before the number or not at all);
/// - the main dong of a split one: 면목본동, 시흥본동 are 면목동, 시흥동;
/// - a dong named for the numbered 가 it holds: 을지로동 (3가 to 5가) is
///   read as 을지로1가, the first of the series, as the name gives no number;
/// - two legal dongs' names joined: 청운효자동 is 청운동 and 효자동 of
///   종로구, read as the first of the two, within their 시군구.
///
/// Each reading is tried only for a unit that names no area whole, so a
/// legal dong of the same name (본동 of 동작구) is never read away.
extension CandidateSearch {
  /// A unit read as the legal dong it stands for.
  struct LegalDongReading {
    /// The legal dong's name, in the query's normal form (`금호동 2 가`).
    var unit: [UInt8]
    /// The legal dongs it names.
    var areas: [UInt32]
    /// The 시군구 the reading is confined to when the unit is the target
    /// (the one both joined names lie in).
    var within: UInt32? = nil
  }

  /// The legal dong an administrative dong's name stands for, or nil when
  /// the unit is no such name (see the extension's documentation).
  func legalDong(for unit: [UInt8]) -> LegalDongReading? {
    let last = unit.suffix(3)
    guard last.elementsEqual(AddressUnits.dong) || last.elementsEqual(AddressUnits.ga) else { return nil }
    let text = String(decoding: unit, as: UTF8.self)
    let parts = text.split(separator: " ", omittingEmptySubsequences: true)
    // 금호 2 가 ↔ 금호동 2 가.
    if parts.count == 3, parts[2] == "가", parts[1].utf8.allSatisfy({ $0 &- 0x30 < 10 }) {
      let stem = String(parts[0])
      let other = stem.hasSuffix("동") ? String(stem.unicodeScalars.dropLast()) : stem + "동"
      return neighbourhoods(named: Array((other + " " + parts[1] + " 가").utf8))
    }
    // Hangul syllables only, so the name is cut by bytes, three a syllable,
    // not rebuilt as a String.
    let dong = AddressUnits.dong
    guard parts.count == 1, last.elementsEqual(dong), let n = Hangul.syllableCount(ofWord: unit), n >= 3
    else { return nil }
    let stem = unit.dropLast(3)
    let syllables = n - 1
    // 면목본동 → 면목동.
    if syllables >= 2, stem.suffix(3).elementsEqual("본".utf8),
      let r = neighbourhoods(named: Array(stem.dropLast(3)) + dong)
    {
      return r
    }
    // 서제동 (서제1동) → 서동: 제 after a name of one syllable, when the
    // name with it is none (홍제동, 거제동 are names whole).
    if syllables == 2, stem.suffix(3).elementsEqual("제".utf8),
      let r = neighbourhoods(named: Array(stem.dropLast(3)) + dong)
    {
      return r
    }
    // 을지로동 → 을지로1가: numbered 가 start at 1.
    if let r = neighbourhoods(named: Array(stem) + Array(" 1 가".utf8)) { return r }
    // 청운효자동 → 청운동 of the 시군구 that has 효자동 too; the most even
    // split first (names are two syllables, mostly).
    let splits = (1..<syllables).sorted { abs(2 * $0 - syllables) < abs(2 * $1 - syllables) }
    for k in splits {
      let cut = stem.startIndex + 3 * k
      guard let first = neighbourhoods(named: Array(stem[..<cut]) + dong),
        let second = neighbourhoods(named: Array(stem[cut...]) + dong)
      else { continue }
      let districts = Set(second.areas.compactMap { index.fact(.parent, of: $0) })
      for a in first.areas {
        if let d = index.fact(.parent, of: a), districts.contains(d) {
          return LegalDongReading(unit: first.unit, areas: [a], within: d)
        }
      }
    }
    return nil
  }

  /// The 읍면동 a name names whole, as a reading, or nil when it names
  /// none. (Primary names only: a legal dong's name is its own, and a miss,
  /// the common case, costs one lookup.)
  func neighbourhoods(named unit: [UInt8]) -> LegalDongReading? {
    let set = keySet(.primaryNames)
    var areas: [UInt32] = []
    for i in set.range(ofKey: unit) {
      let p = set.entryPlace[i]
      if index.kindRaw(p) == PlaceKind.neighbourhood.rawValue && !areas.contains(p) { areas.append(p) }
      if areas.count == CandidateSearch.maxQualifierAreas { break }
    }
    return areas.isEmpty ? nil : LegalDongReading(unit: unit, areas: areas)
  }

  /// The words with each administrative dong written apart by the normal
  /// form (`서초 2 동`, `창신제 1 동`, `상계 3 4 동`) joined as its legal
  /// dong's name (서초동, 창신동), or nil when there is none: a Hangul name,
  /// numbers of one or two digits, then 동 (as ``AddressUnits`` groups
  /// them), unless that is a name whole (`상도 1 동`: 상도1동 is a legal
  /// dong of its own).
  static func administrativeDongsMerged(_ words: [[UInt8]], isName: ([UInt8]) -> Bool) -> String? {
    guard words.contains(AddressUnits.dong) else { return nil }
    var out: [String] = []
    var merged = false
    var i = 0
    while i < words.count {
      let j = AddressUnits.endOfDongNumbers(words, after: i)
      if j > i + 1, j < words.count, words[j] == AddressUnits.dong, Hangul.syllableCount(ofWord: words[i]) != nil,
        !isName(Array(words[i...j].joined(separator: [0x20])))
      {
        // (A legal dong numbered in its own right, with 제 before its
        // number: `상도제1동` is 상도1동, `대저제1동` 대저1동.)
        if j == i + 2, let numbered = AddressUnits.numberedLegalDong(words[i], words[i + 1], isName: isName) {
          out.append(String(decoding: numbered, as: UTF8.self))
          merged = true
          i = j + 1
          continue
        }
        out.append(String(decoding: AddressUnits.legalDongName(stem: words[i]), as: UTF8.self))
        merged = true
        i = j + 1
        continue
      }
      out.append(String(decoding: words[i], as: UTF8.self))
      i += 1
    }
    return merged ? out.joined(separator: " ") : nil
  }
}
