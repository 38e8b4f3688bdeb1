/// A numbered road typed in Latin letters: `Seogang-ro 9-gil`, `mapo-gu
/// seogang-ro 9-gil 12`, `Simin-ro 122beon-gil`, on its way too
/// (`teheran-ro 2`).
///
/// The index stores the romanization of a numbered road only when no other
/// key leads to it (``RomanizedRoads``): the base's romanization is a key of
/// the road named so (Seogang-ro of 서강로), or of the first numbered road
/// of a base no road is named (Gyopo 3-gil of 교포3길). So a Latin query
/// whose words run base, number and unit (`seogang ro 9 gil`) is read in
/// Hangul: the base by its key, the number as typed, the unit by its
/// romanization (`gil` 길, `beon gil` 번길), and searched as a query of its
/// own with its other words (`mapo gu 서강로9길 12`), through the address
/// and qualifier steps. What it finds that is a road named so joins, read
/// as the Latin query was (so the title stays `Seogang-ro 9-gil`), at no
/// cost: it is the name as its romanization spells it.
extension CandidateSearch {
  /// The most words before the number that a base may have
  /// (`jungang ro`, `seoul daehak ro`), and the most keys of a base read
  /// to find its Hangul (중앙로 names a road in over 100 districts, all the
  /// same Hangul).
  static let maxRomanizedBaseWords = 4
  static let maxRomanizedBaseKeys = 128
  /// The most Hangul bases one romanized base is searched as (each a
  /// search of its own): romanizations of different Hangul seldom meet.
  static let maxRomanizedBases = 3

  /// Searches a Latin query's numbered road in Hangul, when it has one.
  mutating func collectRomanizedRoad(_ literal: QueryReading, want: Int) {
    // (A word after the first that starts with a digit, tested before any
    // copy: every Latin query of several words comes here.)
    guard !literal.isHangul,
      literal.tokens.dropFirst().contains(where: { $0.bytes.first.map(RomanizedRoads.isDigit) ?? false })
    else { return }
    let words = literal.tokens.map(\.bytes)
    for j in 1..<words.count where words[j].first.map(RomanizedRoads.isDigit) ?? false {
      guard let (number, unit, end) = RomanizedRoads.numberedPart(words, from: j) else { continue }
      for i in max(0, j - CandidateSearch.maxRomanizedBaseWords)..<j {
        let base = Array(words[i..<j].joined(separator: [0x20]))
        let hangul = hangulBases(of: base)
        guard !hangul.isEmpty else { continue }
        for h in hangul.prefix(CandidateSearch.maxRomanizedBases) {
          let road = h + number + unit
          // (No road starts so: `teheran ro 152` is a building number.)
          guard !keySet(.primaryNames).range(ofPrefix: Normalizer.normalize(road)).isEmpty else { continue }
          let text = (words[..<i].map { String(decoding: $0, as: UTF8.self) } + [road]
            + words[end...].map { String(decoding: $0, as: UTF8.self) }).joined(separator: " ")
          collectRomanizedRoad(text, road: road, literal: literal, want: want)
        }
        return
      }
    }
  }

  /// The Hangul of a romanized base (`seogang ro` → 서강로): the roads its
  /// key names, and the bases of numbered roads whose stored romanization
  /// starts with it (`gyopo` → 교포 of 교포3길).
  func hangulBases(of base: [UInt8]) -> [String] {
    let set = keySet(.romanizedNames)
    var out: [String] = []
    for i in set.range(ofPrefix: base).prefix(CandidateSearch.maxRomanizedBaseKeys) {
      let place = set.entryPlace.entry(i).place
      guard index.kindRaw(place) == PlaceKind.road.rawValue else { continue }
      let name = index.primaryName(of: PlaceHandle(rank: place))
      let hangul: String
      if let n = KoreanAddressForms.numberedPart(of: name), !n.base.isEmpty {
        hangul = String(n.base)
        guard Normalizer.normalize(KoreanAddressForms.romanized(hangul)) == base else { continue }
      } else {
        guard set.keyLength(at: i, atMost: base.count + 1) == base.count else { continue }
        hangul = name
      }
      if !out.contains(hangul) { out.append(hangul) }
    }
    return out
  }

  private mutating func collectRomanizedRoad(_ text: String, road: String, literal: QueryReading, want: Int) {
    var sub = CandidateSearch(index: index, settings: settings)
    sub.maxPops = min(maxPops, weights.filteredMaxPops)
    sub.collectStrict(
      query: text, readings: QueryReading.readings(of: text), want: want,
      pass: Pass(
        address: true, qualifier: true, typos: false, partial: false, airports: false, keyboard: false,
        note: false, keysBack: false))
    guard !sub.candidates.isEmpty else { return }
    let index = index
    adopt(
      sub, as: { $0.tier },
      reading: { r in
        var l = literal
        l.kind = .romanizedRoad
        l.building = r.building
        l.bonus = r.bonus
        l.extraPenalty = r.extraPenalty
        return l
      },
      where: { c in
        index.kindRaw(c.place) == PlaceKind.road.rawValue
          && index.primaryName(of: PlaceHandle(rank: c.place)).hasPrefix(road)
      })
  }
}

/// Numbered roads in Latin letters: which romanizations the index derives
/// instead of storing, and how a query's number and unit read in Hangul.
///
/// A numbered road (서강로9길, 시민로122번길: 107,000 of the 165,000 roads)
/// is romanized as its base and its number (`Seogang-ro 9-gil`,
/// `Simin-ro 122beon-gil`: ``KoreanAddressForms/romanized(_:placeNames:)``).
/// Stored, those romanizations took 1.9 MB of names and 0.5 MB of keys, for
/// text the base's key and the number already spell. The index keeps one
/// where nothing else leads to it (the first numbered road of a base no
/// road is named) or where it reads otherwise without the place names
/// (해운대로1번길 is Haeundae-ro 1beon-gil, not Haeun-daero); the rest are
/// derived where they are shown (``PlaceIndex/derivedRomanization(of:)``)
/// and read from a query by ``CandidateSearch/collectRomanizedRoad(_:want:)``.
enum RomanizedRoads {
  /// The units of a numbered road, romanized without hyphen or space
  /// (`beongil`), and in Hangul.
  static let units: [(latin: [UInt8], hangul: String)] = KoreanAddressForms.romanizedSuffixes.map {
    (Array($0.1.utf8.filter { $0 != UInt8(ascii: "-") }), $0.0)
  }

  @inline(__always)
  static func isDigit(_ b: UInt8) -> Bool { b &- 0x30 < 10 }

  /// The number and unit that start at word `j` (`9 gil`, `122beon gil`,
  /// `12gil`), in Hangul (`9`, `길`), and the word after them. The unit may
  /// be on its way (`9 g`), or not typed yet (`9`), in the last words only:
  /// then it is empty, and the road's name is searched as a prefix. Nil when
  /// the words after the number are no unit (`152 gangnam`: a building
  /// number).
  static func numberedPart(_ words: [[UInt8]], from j: Int) -> (number: String, unit: String, end: Int)? {
    let first = words[j]
    let digits = first.prefix(while: isDigit)
    guard !digits.isEmpty else { return nil }
    var letters = Array(first.dropFirst(digits.count))
    guard letters.allSatisfy({ !isDigit($0) }) else { return nil }
    var end = j + 1
    func extends(_ l: [UInt8]) -> Bool { units.contains { $0.latin.starts(with: l) } }
    guard letters.isEmpty || extends(letters) else { return nil }
    while end < words.count, words[end].allSatisfy({ $0 &- 0x61 < 26 }), extends(letters + words[end]) {
      letters += words[end]
      end += 1
    }
    let number = String(decoding: digits, as: UTF8.self)
    if let unit = units.first(where: { $0.latin == letters }) { return (number, unit.hangul, end) }
    // On its way: only as the query's last words.
    guard end == words.count else { return nil }
    return (number, "", end)
  }
}
