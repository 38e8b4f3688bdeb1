/// A place misspelt after a street written in a language that one country
/// writes (``AddressCountries``): `39 rue des boulets pais` is Paris, `15bis
/// rue de l'écluse meln` Melun, `13 allée des rouges gorges combs-la-vile`
/// Combs-la-Ville (photon's Île-de-France typo suite). The partial tier
/// keeps the words after a street as the place, and a misspelt one finds
/// only places abroad that it starts or names (`pais`: Paisley, and Pals
/// by its other name Pais).
///
/// When no place found lies in the country every piece of the street's
/// evidence points to (a French street: France), the words after the
/// street, less numbers and a country's name, up to
/// ``maxStreetPlaceWords``, are read through the typo walk among that
/// country's places, within its budget (one edit from four letters, two
/// from eight; one for several words), the other words left out at their
/// cost. They compete on score with what was found: a great place abroad
/// that the words name whole still wins (`rue de la loi 16 bruxelles` is
/// Brussels).
extension CandidateSearch {
  /// The most words after a street read as its misspelt place.
  static let maxStreetPlaceWords = 3

  mutating func collectMisspeltPlaceInStreetCountry(
    _ words: [[UInt8]], streetWords: UInt32, costs: [Double], _ literal: QueryReading, want: Int
  ) {
    guard !literal.isHangul, streetWords != 0 else { return }
    let evidence = AddressCountries.streetEvidence(of: words)
    guard var codes = evidence.first else { return }
    for e in evidence.dropFirst() { codes.formIntersection(e) }
    let index = self.index
    let rows = Set(codes.compactMap { PlaceIndex.countryRow(of: $0, in: index.countryCodes) })
    let n = min(words.count, 16)
    guard !rows.isEmpty, let lastStreet = (0..<n).last(where: { streetWords & (1 << UInt32($0)) != 0 }) else {
      return
    }
    var after = ((lastStreet + 1)..<n).filter { !StreetWords.isNumber(words[$0]) }
    while let last = after.last, after.count > 1, namesCountry(words[last]) { after.removeLast() }
    guard let place = after.last else { return }
    // (A place of that country that kept the last word is the place
    // meant; one found by the street's own words is not: `… rue de
    // l'écluse meln` found Lécluse.)
    guard !candidates.contains(where: { c in
      rows.contains(index.countryRow(c.place)) && c.explanation.leftOut & (1 << UInt16(place)) == 0
    })
    else { return }
    // The run that ends the address, longest first (where the street's
    // name ends is open: `… rue des boulets pais` is `pais` once
    // `boulets pais` found nothing).
    for k in stride(from: min(after.count, CandidateSearch.maxStreetPlaceWords), through: 1, by: -1) {
      let run = after.suffix(k)
      guard run.allSatisfy({ words[$0].count >= 2 }) else { continue }
      let text = String(decoding: Array(run.map { words[$0] }.joined(separator: [0x20])), as: UTF8.self)
      var sub = search(text, among: options.kinds, want: want, pass: .namesOnly)
      guard let reading = sub.readings.first else { continue }
      // (The typo walk alone: the words as typed found nothing in that
      // country that kept them.)
      sub.collectFuzzy(reading, want: want)
      let keep = { (c: Candidate) in c.tier == .fuzzy && rows.contains(index.countryRow(c.place)) }
      guard sub.candidates.contains(where: keep) else { continue }
      let mask = (UInt32(1) << UInt32(words.count) - 1) & ~run.reduce(UInt32(0)) { $0 | 1 << UInt32($1) }
      adopt(sub, leavingOut: mask, cost: CandidateSearch.cost(of: mask, costs), where: keep)
      return
    }
  }
}
