/// A road named with another road's suffix: `광주 동구 금남대로` for
/// 금남로, `은평구 연서대로 274` for 연서로, `세종 황토고개로` for
/// 황토고개길, `대전 중구 부사길 30` for 부사로. People remember a road's
/// name better than which of 로, 길 and 대로 ends it, and the jamo walk
/// (one jamo changed) reaches none of the others: 대로 and 로 differ by a
/// syllable, 로 and 길 by three jamo.
///
/// Only for an address unit that names nothing and ends in one of the
/// three, a name of two syllables or more before it, where another unit
/// names an area or a building number follows (the address tier asks):
/// the same name with each other suffix is looked up whole. Matches cost
/// one edit, as a jamo typo does.
extension CandidateSearch {
  /// The suffixes a road's name may end in, as people mistake them.
  static let swappableRoadSuffixes: [[UInt8]] = ["대로", "로", "길"].map { Array($0.utf8) }

  mutating func collectOtherRoadSuffix(_ reading: QueryReading, reading n: Int, want: Int) {
    for variant in CandidateSearch.otherRoadSuffixes(of: reading.key) {
      for k in [KeyClass.primaryNames, .alternateNames] {
        collect(k, ranges: [keySet(k).range(ofKey: variant)], tier: .fuzzy, want: want, reading: n, edits: 1)
      }
    }
  }

  /// `unit` with each other road suffix in place of its own (대로 before
  /// 로, as the longer is matched first): 금남대로 → 금남로, 금남길;
  /// 우현길 → 우현대로, 우현로. Empty for a unit that ends in none, or
  /// whose name before it is shorter than two syllables or holds anything
  /// but syllables (a numbered road: 중앙로12길).
  static func otherRoadSuffixes(of unit: [UInt8]) -> [[UInt8]] {
    guard let own = swappableRoadSuffixes.first(where: { unit.count > $0.count && unit.ends(with: $0) }) else {
      return []
    }
    let stem = Array(unit.dropLast(own.count))
    guard isHangulSyllables(stem, atLeast: 2) else { return [] }
    return swappableRoadSuffixes.filter { $0 != own }.map { stem + $0 }
  }
}

extension Array where Element == UInt8 {
  fileprivate func ends(with suffix: [UInt8]) -> Bool {
    count >= suffix.count && self[(count - suffix.count)...].elementsEqual(suffix)
  }
}
