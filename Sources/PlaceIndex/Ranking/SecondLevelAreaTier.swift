/// A place with its second-level area written as such (`Pasadena, Los
/// Angeles County, California`, `Sindelfingen, Landkreis Böblingen`,
/// `Montepulciano, provincia di Siena`, `Munnar, Idukki district`): the
/// data has no counties, districts or Italian provinces, so the type word
/// named nothing and the partial tier kept what it could (a Cornwall, Los
/// Angeles itself). Most such areas are named after their seat, a city
/// near the place, which qualifies it as a city does (`Sorrento, Napoli`).
///
/// When the query found no name whole and a part of it between commas
/// starts or ends with such a word (``types``; a linking word after a
/// leading one), the query without those words is searched through every
/// step but the partial tier and this one, at
/// ``RankingWeights/secondLevelAreaWord`` less.
extension CandidateSearch {
  /// Second-level area types, English and the native words English text
  /// keeps.
  static let secondLevelAreaTypes: Set<[UInt8]> = StreetWords.words([
    "county", "co", "landkreis", "kreis", "provincia", "province", "district", "shire", "parish", "borough",
    "arrondissement", "departement", "distrito", "comarca", "okres", "powiat", "raion", "rayon",
  ])

  mutating func collectWithoutSecondLevelTypes(_ query: String, want: Int) {
    guard let bare = CandidateSearch.withoutSecondLevelTypes(query) else { return }
    let sub = search(bare, among: options.kinds, want: want, pass: .rewritten)
    adoptRespaced(sub, penalty: weights.secondLevelAreaWord, where: { $0.tier != .partial })
  }

  /// `query` with each part between commas, of two words or more, less
  /// the second-level types that start it (and a linking word after them)
  /// or end it; nil when no part has one. (Not the first part, the place
  /// itself: `Orange County` is a name.)
  static func withoutSecondLevelTypes(_ query: String) -> String? {
    let parts = query.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count >= 2 else { return nil }
    var out = [String(parts[0])]
    var changed = false
    for part in parts.dropFirst() {
      var words = part.split(separator: " ").map(String.init)
      // (Only a part that starts or ends in a type is read word by word:
      // two words normalized for most parts, not all of them.)
      guard words.count >= 2, let first = words.first, let last = words.last,
        secondLevelAreaTypes.contains(Normalizer.normalize(first))
          || secondLevelAreaTypes.contains(Normalizer.normalize(last))
      else {
        out.append(String(part))
        continue
      }
      let keys = words.map { Normalizer.normalize($0) }
      var start = 0
      while start < words.count - 1, secondLevelAreaTypes.contains(keys[start]) { start += 1 }
      if start > 0, start < words.count - 1, AreaTypeWords.linking.contains(keys[start]) { start += 1 }
      var end = words.count
      while end > start + 1, secondLevelAreaTypes.contains(keys[end - 1]) { end -= 1 }
      if start > 0 || end < words.count {
        words = Array(words[start..<end])
        changed = true
      }
      out.append(" " + words.joined(separator: " "))
    }
    return changed ? out.joined(separator: ",") : nil
  }
}
