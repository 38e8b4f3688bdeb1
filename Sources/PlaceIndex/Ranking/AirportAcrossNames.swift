/// An airport whose words a query takes from two of its names: its city
/// and a name of its own (`ljubljana brni` is Ljubljana Jože Pučnik
/// Airport, also called Brnik; `iqbal lahor` is Allama Iqbal International
/// Airport, also called Lahore's), the way people call an airport by its
/// city and its nickname. No one name has every word, so the partial tier
/// found it by one name and left the other word out, behind a town that
/// only the nickname's word starts (Brniště, Caravaggio).
///
/// The rule: a partial match of an airport whose every left-out word
/// starts a word of another of its names (or of the city it serves) has
/// matched every word, in another arrangement: it moves to the any-order
/// tier, and the words' ``dropCost(_:)`` is given back. Only airports:
/// they have a few names each, where a city's hundreds in every language
/// would cost the partial tier more than its bound. A left-out letter is
/// no sign (``minAcrossNamesWordBytes``; `l.a. c.a.`: some name of most
/// airports has a word that starts with a or c), nor are short words alone
/// (``minAcrossNamesLongWordBytes``; `karachi ai` is on its way to an
/// airport's word or none: the city); `el` beside `prat` is.
extension CandidateSearch {
  /// The least bytes each left-out word needs to count across names.
  static let minAcrossNamesWordBytes = 2
  /// The least bytes one left-out word at least needs.
  static let minAcrossNamesLongWordBytes = 4

  mutating func matchAirportWordsAcrossNames(_ literal: QueryReading) {
    let words = literal.tokens.map(\.bytes)
    guard words.count >= 2, words.count <= 16 else { return }
    let airport = PlaceKind.airport.rawValue
    for i in candidates.indices
    where candidates[i].tier == .partial && candidates[i].explanation.leftOut != 0
      && index.kindRaw(candidates[i].place) == airport
    {
      var c = candidates[i]
      let left = words.indices.filter { c.explanation.leftOut & (1 << UInt16($0)) != 0 }
      guard left.allSatisfy({ words[$0].count >= CandidateSearch.minAcrossNamesWordBytes }),
        left.contains(where: { words[$0].count >= CandidateSearch.minAcrossNamesLongWordBytes }),
        startsWordsOfItsNames(c.place, left.map { words[$0] })
      else { continue }
      let back = min(c.explanation.penalty, left.reduce(0) { $0 + dropCost(words[$1]) })
      c.tier = .anyOrder
      c.explanation.penalty -= back
      c.explanation.score += back
      c.explanation.leftOut = 0
      replace(at: i, with: c)
    }
  }

  /// Whether each of `tokens` starts a word of some name of `place` (not
  /// its codes), the names read in place in the pool.
  func startsWordsOfItsNames(_ place: UInt32, _ tokens: [[UInt8]]) -> Bool {
    var matcher = TokenMatcher(tokens: tokens)
    var found = [Bool](repeating: false, count: tokens.count)
    var i = index.segment(of: place).lowerBound
    let end = index.factsRange(of: place).namesEnd
    while i < end {
      let j = index.nameEnd(from: i)
      let mark = index.pool[i - 1]
      if mark != NameMark.code && mark != NameMark.info {
        let (from, to) = index.pool.bytes(from: i)
        _ = matcher.match(start: from, end: to)
        for t in tokens.indices where matcher.matched[t] { found[t] = true }
        if !found.contains(false) { return true }
      }
      i = j + 1
    }
    return false
  }
}
