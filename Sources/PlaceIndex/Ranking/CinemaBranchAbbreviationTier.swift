/// A cinema's branch shortened to some of its syllables beside its brand,
/// as Korean users shorten a name (`롯시 월타` is 롯데시네마 월드타워, `롯시
/// 건입` 건대입구, `메박 센시` 센트럴시티): the branch's first syllable, then
/// others of it in order, fewer than it has.
///
/// Only for two Hangul words, one a brand's alias and the other two
/// syllables or more, when no cinema matched every word as typed; among
/// the brand's cinemas alone (a few dozen), each at
/// ``RankingWeights/cinemaBranchAbbreviation`` below a whole match.
extension CandidateSearch {
  /// The most cinemas whose branches are read (the bundled data has 26;
  /// an index built from a chain's every cinema may have thousands, each
  /// a name read and a brand compared): more finds an abbreviation among
  /// more of them, at a few microseconds each.
  static let maxCinemasAbbreviated = 4_096

  mutating func collectCinemaBranchAbbreviation(_ literal: QueryReading, want: Int) {
    guard let (brand, short) = unmatchedBranch(literal) else { return }
    let typed = Array(String(decoding: short, as: UTF8.self).unicodeScalars)
    var reading = literal
    reading.kind = .spacing
    reading.extraPenalty = weights.cinemaBranchAbbreviation
    readings.append(reading)
    let n = readings.count - 1
    let index = self.index
    var added = 0
    for (place, branch) in cinemaBranches(of: brand) where added < want {
      guard CandidateSearch.abbreviates(typed, branch) else { continue }
      add(place, tier: .anyOrder, offset: Int(index.nameStart[Int(place)]), alternate: false, reading: n)
      added += 1
    }
  }

  /// The brand's cinemas (of the first ``maxCinemasAbbreviated``), each
  /// with its branch: its name after the brand's alias that starts it, or
  /// its whole name. `latin`: of its first name in Latin letters (Lotte
  /// Cinema Hongdae Entrance), where it has one.
  func cinemaBranches(of brand: Brand, latin: Bool = false) -> [(place: UInt32, branch: [Unicode.Scalar])] {
    let index = self.index
    return index.tree(of: .cinema).payload.prefix(CandidateSearch.maxCinemasAbbreviated)
      .filter { index.matchesBrand($0, brand) }
      .map { place in
        let p = PlaceHandle(rank: place)
        let name =
          latin
          ? index.storedNames(of: p).first { $0.mark == nil && !PlaceKeys.hasHangul($0.text) }?.text
            ?? index.primaryName(of: p)
          : index.primaryName(of: p)
        let branch = brand.aliases.first { name.hasPrefix($0 + " ") }.map { name.dropFirst($0.count + 1) } ?? Substring(name)
        return (place, Array(branch.unicodeScalars))
      }
  }

  /// Whether one of `words` (normal forms) is the branch of one of
  /// `brand`'s cinemas (``cinemaBranches(of:latin:)``), whole.
  func namesBranch(of brand: Brand, among words: [[UInt8]]) -> Bool {
    guard !words.isEmpty else { return false }
    return cinemaBranches(of: brand).contains { words.contains(Normalizer.normalize(String(String.UnicodeScalarView($0.branch)))) }
  }

  /// Whether `short` is `name`'s first syllable, then others of its
  /// syllables in order, and fewer than it has (월타 of 월드타워).
  static func abbreviates(_ short: [Unicode.Scalar], _ name: [Unicode.Scalar]) -> Bool {
    guard short.count >= 2, short.count < name.count, short[0] == name[0] else { return false }
    var j = 1
    for s in short.dropFirst() {
      while j < name.count && name[j] != s { j += 1 }
      guard j < name.count else { return false }
      j += 1
    }
    return true
  }
}
