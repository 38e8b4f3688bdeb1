/// A 시도's English name in a Latin address (`Changwon-si, South
/// Gyeongsang Province`, ``KoreanAddressForms/englishProvinceNames(_:)``):
/// its words joined into one address unit before the units are grouped,
/// since a unit is a word and its suffix and such a name is more.
extension CandidateSearch {
  /// The words of a 시도's English name as one unit, the way its
  /// romanized key has them (`south gyeongsang province`, `jeju special
  /// self governing province`, ``KoreanAddressForms/englishProvinceNames(_:)``):
  /// the address units are a word and its suffix, and such a name is more.
  func joinedEnglishProvinces(_ tokens: [[UInt8]]) -> [[UInt8]] {
    guard tokens.count >= 3 else { return tokens }
    var out = tokens
    var end = out.count - 1
    while end >= 1 {
      defer { end -= 1 }
      guard end < out.count, CandidateSearch.englishProvinceLevels.contains(out[end]) else { continue }
      for start in max(0, end - CandidateSearch.maxEnglishProvinceWords + 1)..<end {
        let joined = Array(out[start...end].joined(separator: [0x20]))
        guard !keySet(.romanizedNames).range(ofKey: joined).isEmpty else { continue }
        out.replaceSubrange(start...end, with: [joined])
        end = start
        break
      }
    }
    return out
  }

  /// The words that end a 시도's English name, and the most words one has
  /// (Sejong Special Self Governing City).
  static let englishProvinceLevels: Set<[UInt8]> = StreetWords.words(["province", "city", "state"])
  static let maxEnglishProvinceWords = 5
}
