/// A cinema's branch misspelt by whole syllables beside its brand, as
/// typing fast misspells one: a syllable doubled (`메가박스 코엑엑스`), two
/// swapped (`롯데시네마 홍대구입`, `메가박스 센트럴티시`), or two syllables
/// each one jamo off, spelt as the name sounds (`CGV 대항노`, 대학로). The
/// jamo typo step (``collectCinemaBranchTypo(_:want:)``) corrects one jamo
/// only.
///
/// Only for two Hangul words, one a brand's alias and the other three
/// syllables or more, when no cinema matched every word as typed; among
/// the brand's cinemas alone, each branch at ``SyllableEdits`` distance,
/// the nearest within ``RankingWeights/cinemaBranchMaxSyllableEdits``
/// kept (all of them when tied), at ``RankingWeights/cinemaBranchAbbreviation``
/// less, as a shortened branch is.
extension CandidateSearch {
  /// The fewest syllables a branch typed and a branch named must have for
  /// a whole syllable's edit: in two, one is half the name.
  static let minMisspeltBranchSyllables = 3

  mutating func collectCinemaBranchMisspelling(_ literal: QueryReading, want: Int) {
    guard let (brand, typedBranch) = unmatchedBranch(literal) else { return }
    let typed = Array(String(decoding: typedBranch, as: UTF8.self).unicodeScalars)
    guard typed.count >= CandidateSearch.minMisspeltBranchSyllables else { return }
    let index = self.index
    var nearest: [UInt32] = []
    var best = weights.cinemaBranchMaxSyllableEdits
    for (place, scalars) in cinemaBranches(of: brand) {
      guard scalars.count >= CandidateSearch.minMisspeltBranchSyllables,
        abs(scalars.count - typed.count) <= 1
      else { continue }
      let d = SyllableEdits.distance(typed, scalars)
      if d < best {
        best = d
        nearest = [place]
      } else if d == best {
        nearest.append(place)
      }
    }
    guard !nearest.isEmpty else { return }
    var reading = literal
    reading.kind = .spacing
    reading.extraPenalty = weights.cinemaBranchAbbreviation
    readings.append(reading)
    let n = readings.count - 1
    for place in nearest.prefix(want) {
      add(place, tier: .anyOrder, offset: Int(index.nameStart[Int(place)]), alternate: false, reading: n)
    }
  }
}
