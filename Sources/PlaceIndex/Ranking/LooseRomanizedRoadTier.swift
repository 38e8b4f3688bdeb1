/// A Korean road in Latin letters spelled as English spells the word its
/// name borrows, or as people spell a syllable, not as the Revised
/// Romanization does: `300 Olympic-ro, Songpa-gu` is 올림픽로 (Ollimpik-ro),
/// `123 Central-ro, Yeonsu-gu` 센트럴로 (Senteureol-ro), `129 Samsung-ro,
/// Yeongtong-gu` 삼성로 (Samseong-ro). The respelling rules
/// (``RomanizationRespelling``) walk a letter at a time and know no
/// English; the typo tier allows two edits, and `olympic` is three from
/// `ollimpik`.
///
/// So when an address's road unit found nothing among the roads of the
/// areas its other units name, those roads are read whole: the romanized
/// keys that start as the unit may (``firstLetters(of:)``,
/// ``secondLetters(of:)``), kept when their
/// road lies in the areas, its suffix (`ro`, `gil`, `daero`) is the
/// unit's, and its base's ``RomanizedSkeleton`` is within the skeleton's
/// budget of the unit's. The nearest is searched as the unit, at
/// ``RankingWeights/looseRomanizationReading`` less.
///
/// Bounded: at most ``maxLooseRoadKeys`` keys are read; only a unit that
/// names a road in Latin letters, after other units named areas below a
/// 시도, comes here.
extension CandidateSearch {
  /// The most keys read for one unit (those that start `se`, among the
  /// most common first two letters, are about this many roads' and
  /// areas').
  static let maxLooseRoadKeys = 12_000

  mutating func collectLooseRomanizedRoad(
    _ units: AddressUnits, target: Int, unmatched: Int, want: Int, wordBefore: Bool = false
  ) {
    // The base read whole, with the word before it when that names nothing
    // (`world cup ro`, `art center daero`); the word alone first.
    if wordBefore {
      var joined = units
      joined.words[target] = units.words[target - 1] + [0x20] + units.words[target]
      joined.words.remove(at: target - 1)
      let before = candidates.count
      collectLooseRomanizedRoad(joined, target: target - 1, unmatched: unmatched - 1, want: want)
      if candidates.count > before { return }
    }
    let unit = units.words[target]
    guard unit.allSatisfy({ $0 < 0x80 }), let space = unit.lastIndex(of: 0x20) else { return }
    let base = unit[..<space].filter { $0 != 0x20 }
    let suffix = Array(unit[(space + 1)...])
    guard ["ro", "gil", "daero"].contains(String(decoding: suffix, as: UTF8.self)),
      base.count >= 4, base[0] | 0x20 >= 0x61, base[0] | 0x20 <= 0x7A,
      base.allSatisfy({ (($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A) || $0 &- 0x30 < 10 })
    else { return }
    // (A 시도 alone holds a quarter of the country's roads: too many to
    // read, and to tell one from another by sound. A 시군구 or lower.)
    let index = self.index
    guard constraints.contains(where: { $0.allSatisfy { index.fact(.parent, of: $0) != nil } }) else { return }
    let typed = RomanizedSkeleton.of(base)
    // (A key far longer than the unit is no spelling of it: Olympic-ro
    // is 11 letters, Ollimpik-ro 11; Central-ro 10, Senteureol-ro 13.)
    let longest = 2 * unit.count + 4
    let set = keySet(.romanizedNames)
    let roadKind = PlaceKind.road.rawValue
    var best: (distance: Int, key: [UInt8])? = nil
    var read = 0
    let prefixes: [[UInt8]] = CandidateSearch.firstLetters(of: base).flatMap { (first: UInt8) -> [[UInt8]] in
      // (`u` as `yu` is two letters already.)
      if first == 0x79 && base[0] | 0x20 == 0x75 { return [[0x79, 0x75]] }
      return CandidateSearch.secondLetters(of: base).map { [first, $0] }
    }
    keys: for prefix in prefixes {
      for i in set.range(ofPrefix: prefix) {
        read += 1
        guard read <= CandidateSearch.maxLooseRoadKeys else { break keys }
        let place = set.entryPlace[i]
        guard index.kindRaw(place) == roadKind, set.keyLength(at: i, atMost: longest) < longest, liesInAreas(place)
        else { continue }
        let key = index.normalizedName(containing: set.poolOffset(i))
        guard let keySpace = key.lastIndex(of: 0x20), key[(keySpace + 1)...].elementsEqual(suffix) else { continue }
        let skeleton = RomanizedSkeleton.of(Array(key[..<keySpace]))
        let budget = RomanizedSkeleton.budget(typed, skeleton)
        guard abs(typed.count - skeleton.count) <= budget else { continue }
        let d = levenshtein(typed, skeleton)
        if d <= budget && d < (best?.distance ?? .max) { best = (d, key) }
      }
    }
    guard let best, best.key != unit else { return }
    var respelled = units
    respelled.words[target] = best.key
    let before = candidates.count
    collectUnit(respelled, target: target, unmatched: unmatched, want: want)
    let penalty = weights.looseRomanizationReading
    for i in before..<candidates.count {
      var c = candidates[i]
      c.explanation.penalty += penalty
      c.explanation.score -= penalty
      replace(at: i, with: c)
    }
  }

  /// The letters a Revised Romanization key may have second where
  /// English has `word`'s (`o` may be `eo`, `u` `eo` or `eu`: Samsung is
  /// Samseong; `y` `i`; `l` and `r`; a consonant as ``firstLetters(of:)``
  /// has it).
  static func secondLetters(of word: [UInt8]) -> [UInt8] {
    let c = word[1] | 0x20
    switch c {
    case 0x6F: return [0x6F, 0x65]
    case 0x75: return [0x75, 0x65]
    case 0x61, 0x65, 0x69: return [c]
    case 0x79: return [0x79, 0x69]
    case 0x6C: return [0x6C, 0x72]
    case 0x72: return [0x72, 0x6C]
    default: return firstLetters(of: Array(word[1...]))
    }
  }

  /// The letters a Revised Romanization key may start with where English
  /// spells the word so: its own, and the one Korean writes for it (`c` is
  /// `s` or `k`, `v` `b`, `f` `p`, `z` `j`, `q` and `x` `k`, `u` may be
  /// `yu`; a stop voiced or not).
  static func firstLetters(of word: [UInt8]) -> [UInt8] {
    let c = word[0] | 0x20
    let n = word.count > 1 ? word[1] | 0x20 : 0
    switch c {
    case 0x63: return n == 0x68 ? [0x63, 0x6A] : n == 0x65 || n == 0x69 || n == 0x79 ? [0x73] : [0x6B, 0x67]
    case 0x76: return [0x62]
    case 0x66: return [0x70]
    case 0x78: return [0x6B]  // x: ks
    case 0x75: return [0x75, 0x79]  // u: yu (UNIST, 유니스트)
    case 0x7A: return [0x6A]
    case 0x71: return [0x6B]
    case 0x67: return [0x67, 0x6B]
    case 0x6B: return [0x6B, 0x67]
    case 0x64: return [0x64, 0x74]
    case 0x74: return [0x74, 0x64]
    case 0x62: return [0x62, 0x70]
    case 0x70: return [0x70, 0x62]
    case 0x6A: return [0x6A, 0x63]
    case 0x79: return [0x79, 0x69]
    default: return [c]
    }
  }
}
