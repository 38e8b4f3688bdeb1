/// The words that say a place lies near another, between the two:
/// `Fürth near Nuremberg`, `Offenbach bei Frankfurt`, `Versailles près de
/// Paris`, `Monza vicino a Milano`, `Haarlem bij Amsterdam`. The place
/// meant is the first; the second, bigger and better known, only says
/// where it is (``CandidateSearch/collectNearPlace(_:query:want:)``).
enum NearWords {
  /// Each phrase, as the words of its normal form, longest first.
  static let phrases: [[[UInt8]]] = [
    ["in", "der", "nahe", "von"], ["close", "to"], ["next", "to"], ["pres", "de"], ["cerca", "de"],
    ["vicino", "a"], ["perto", "de"], ["near"], ["nr"], ["bei"], ["nahe"], ["bij"], ["kolo"], ["outside"],
  ].map { $0.map { Array($0.utf8) } }.sorted { $0.count > $1.count }

  /// The query's words split around the first near phrase after its first
  /// word, as the words before and after it; nil when there is none, or
  /// nothing follows it.
  static func split(_ words: [[UInt8]]) -> (place: Range<Int>, near: Range<Int>)? {
    guard words.count >= 3 else { return nil }
    for i in 1..<(words.count - 1) {
      for p in phrases where i + p.count < words.count && words[i..<(i + p.count)].elementsEqual(p) {
        return (0..<i, (i + p.count)..<words.count)
      }
    }
    return nil
  }
}
