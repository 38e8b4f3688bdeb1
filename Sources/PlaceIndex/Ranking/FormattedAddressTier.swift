/// A formatted address, as a geocoder or a mail label writes one: its
/// parts separated by commas, the country last, the city (with its
/// postcode) in a part before it (`BH Posta, Zmaja od Bosne 88, 71000
/// Sarajevo, Bosnia and Herzegovina`; `53 Pirie Street, Mount Victoria,
/// Wellington 6011, New Zealand`; `…, عمان 11183, الأردن`).
///
/// The partial tier's ways of leaving words out try the cheapest first,
/// and in a long address they run out before the one that keeps the
/// city's part and the country, or they find the country alone, or a
/// district that an earlier part names. So the parts before the country
/// are searched too, the last first, each without its numbers and
/// qualified by the country and its territories
/// (``collectQualified(_:want:reduced:)``, ``Territories``), up to
/// ``formattedTailParts`` parts that have words; the first that finds a
/// place in that country other than a region is kept, its other words
/// left out at their cost (a part that finds only regions, a state or a
/// province, is kept only when no part before it finds more: `Cancún,
/// Quintana Roo, 77533, Mexico` is Cancún). Step 7 of
/// ``collectStrict(query:readings:want:pass:)``, in the partial tier.
extension CandidateSearch {
  /// How many parts before the country with words are tried: the city's,
  /// its region's, and one more (a district between them).
  static let formattedTailParts = 3
  /// The most words a part may have once its numbers are left out: more
  /// is a street or a venue, no city.
  static let formattedPartMaxWords = 4

  mutating func collectFormattedTail(
    _ words: [[UInt8]], query: String, costs: [Double], _ literal: QueryReading, want: Int
  ) {
    guard !literal.isHangul, words.count >= 3, words.count <= 16 else { return }
    let starts = CandidateSearch.partStarts(of: query, words: words.count)
    guard starts.count >= 2, let countryStart = starts.last else { return }
    // The last part must be a country's whole name, but for a postcode
    // (`…, Shanghai, China 200120`).
    let countryWords = (countryStart..<words.count).filter { !StreetWords.isNumber(words[$0]) }
    guard !countryWords.isEmpty else { return }
    let countries = countries(named: Array(countryWords.map { words[$0] }.joined(separator: [0x20])), territories: true)
    guard !countries.isEmpty else { return }
    let index = self.index
    // A place in the country named, not the country itself.
    let inCountry = { (c: Candidate) in
      countries.contains(index.countryRow(c.place)) && index.kindRaw(c.place) != PlaceKind.country.rawValue
    }
    let countryBits = countryWords.reduce(UInt32(0)) { $0 | 1 << UInt32($1) }
    let all: UInt32 = (1 << UInt32(words.count)) - 1
    var bounds = [0] + starts
    bounds.removeLast()  // (part i runs from bounds[i] to the next start)
    var end = countryStart
    var tried = 0
    var regionsOnly: (mask: UInt32, search: CandidateSearch)? = nil
    for start in bounds.reversed() {
      defer { end = start }
      let kept = (start..<end).filter { !StreetWords.isNumber(words[$0]) }
      guard !kept.isEmpty else { continue }
      tried += 1
      if tried > CandidateSearch.formattedTailParts { break }
      guard kept.count <= CandidateSearch.formattedPartMaxWords else { continue }
      let mask = all & ~kept.reduce(countryBits) { $0 | 1 << UInt32($1) }
      let sub = reducedSearch(words: words, leavingOut: mask, literal, want: want)
      let found = sub.candidates.filter(inCountry)
      if found.contains(where: { index.kindRaw($0.place) != PlaceKind.region.rawValue }) {
        adopt(sub, leavingOut: mask, cost: CandidateSearch.cost(of: mask, costs), where: inCountry)
        return
      }
      if !found.isEmpty && regionsOnly == nil { regionsOnly = (mask, sub) }
    }
    if let (mask, sub) = regionsOnly {
      adopt(sub, leavingOut: mask, cost: CandidateSearch.cost(of: mask, costs), where: { c in
        inCountry(c) && index.kindRaw(c.place) == PlaceKind.region.rawValue
      })
    }
  }
}
