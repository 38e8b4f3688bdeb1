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
/// ``formattedTailParts`` parts that have words (a British or Canadian
/// postcode is none: ``AlphanumericPostcodes``); the first that finds a
/// place in that country other than a region, by its name's start, is
/// kept, its other words left out at their cost (a part that finds only
/// regions, a state or a province, or places whose names have it as a
/// later word, is kept only when no part before it finds more: `Cancún,
/// Quintana Roo, 77533, Mexico` is Cancún; `Bedford, Bedfordshire, MK42
/// 0XE, United Kingdom` Bedford, not Sandy, `Sandy i Bedfordshire`). The country's part may be a
/// territory's, before the country it belongs to
/// (``addressCountry(_:bounds:)``); with no place of it before, the
/// territory is the answer (`Falkland Islands, United Kingdom`). Step 7
/// of ``collectStrict(query:readings:want:pass:)``, in the partial tier.
extension CandidateSearch {
  /// How many parts before the country with words are tried: the city's,
  /// its region's, and one more (a district between them).
  static let formattedTailParts = 3
  /// The most words a part may have once its numbers are left out: more
  /// is a street or a venue, no city.
  static let formattedPartMaxWords = 4

  /// The part of a formatted address that names its country (`bounds`:
  /// each part's first word, then the word count), the rows of the
  /// countries it names, and whether that part is a territory before the
  /// country it belongs to. Nil when no part names one.
  ///
  /// The last part must be a country's whole name, but for a postcode
  /// (`…, Shanghai, China 200120`), or the part before it, the last naming
  /// no country (`…, Road Town, Tortola, British Virgin Islands, VG1110`;
  /// `…, Saint Helier, JE2 4TN, Jersey, Channel Islands`).
  ///
  /// A territory that GeoNames lists as a country, before the country it
  /// belongs to (`Stanley, Falkland Islands, United Kingdom`, `Jamestown,
  /// Saint Helena, United Kingdom`, `West Island, Cocos (Keeling) Islands,
  /// Australia`), is the country whose places are meant; the last part
  /// only says whose it is. Not when its name is also one of the country's
  /// regions' or cities' (`Atlanta, Georgia, USA` is the state's, `…, عمان
  /// 11183, الأردن` Amman in Jordan, not Oman).
  ///
  /// `naming(i)`: whether word `i` may be part of a name (not a number nor
  /// a postcode).
  func addressCountry(_ words: [[UInt8]], bounds: [Int], naming: (Int) -> Bool)
    -> (part: Int, rows: Set<UInt16>, territory: Bool)?
  {
    func key(_ part: Int) -> [UInt8] {
      let kept = (bounds[part]..<bounds[part + 1]).filter(naming)
      return Array(kept.map { words[$0] }.joined(separator: [0x20]))
    }
    func named(_ part: Int, territories: Bool) -> Set<UInt16> {
      let key = key(part)
      return key.isEmpty ? [] : countries(named: key, territories: territories)
    }
    var part = bounds.count - 2
    var rows = named(part, territories: true)
    if rows.isEmpty && part >= 2 {
      part -= 1
      rows = named(part, territories: true)
    }
    guard !rows.isEmpty else { return nil }
    guard part >= 1 else { return (part, rows, false) }
    let inner = named(part - 1, territories: false)
    guard !inner.isEmpty, inner.isDisjoint(with: named(part, territories: false)) else { return (part, rows, false) }
    let areas = qualifiedAreas(key(part - 1), cities: false)
    let index = self.index
    let outer = rows
    if areas.regions.contains(where: { outer.contains(index.countryRow($0)) })
      || areas.cityPlaces.contains(where: { outer.contains(index.countryRow($0)) })
    {
      return (part, rows, false)
    }
    return (part - 1, inner, true)
  }

  /// `lettered`: the words that are a British or Canadian postcode
  /// (``AlphanumericPostcodes/mask(_:)``), as the partial tier found them.
  mutating func collectFormattedTail(
    _ words: [[UInt8]], query: String, costs: [Double], lettered: UInt32, _ literal: QueryReading, want: Int
  ) {
    guard !literal.isHangul, words.count >= 2, words.count <= 16 else { return }
    let starts = CandidateSearch.partStarts(of: query, words: words.count)
    guard !starts.isEmpty else { return }
    // (part i runs from bounds[i] to bounds[i + 1])
    let bounds = [0] + starts + [words.count]
    // (Numbers and a British or Canadian postcode are no part's name:
    // `Bedford, Bedfordshire, MK42 0XE, United Kingdom`.)
    let named = { (i: Int) in !StreetWords.isNumber(words[i]) && lettered & (1 << UInt32(i)) == 0 }
    guard let (countryPart, rows, territory) = addressCountry(words, bounds: bounds, naming: named) else { return }
    // Three parts or more, or a territory and its country: `city,
    // country` is the qualifier's.
    guard bounds.count - 2 >= 2 || territory else { return }
    let index = self.index
    let countryStart = bounds[countryPart]
    let countryWords = (countryStart..<bounds[countryPart + 1]).filter(named)
    // A place in the country named, not the country itself.
    let inCountry = { (c: Candidate) in
      rows.contains(index.countryRow(c.place)) && index.kindRaw(c.place) != PlaceKind.country.rawValue
    }
    let countryBits = countryWords.reduce(UInt32(0)) { $0 | 1 << UInt32($1) }
    let all: UInt32 = (1 << UInt32(words.count)) - 1
    // (The country a territory belongs to is no word left out: the
    // address names both, and both hold.)
    let sovereign = territory ? all & ~((1 << UInt32(bounds[countryPart + 1])) - 1) : 0
    func adopt(_ sub: CandidateSearch, leavingOut mask: UInt32, where keep: (Candidate) -> Bool) {
      self.adopt(sub, leavingOut: mask & ~sovereign, cost: CandidateSearch.cost(of: mask & ~sovereign, costs), where: keep)
    }
    var end = countryStart
    var tried = 0
    var regionsOnly: (mask: UInt32, search: CandidateSearch)? = nil
    for start in bounds[..<countryPart].reversed() {
      defer { end = start }
      let kept = (start..<end).filter(named)
      guard !kept.isEmpty else { continue }
      tried += 1
      if tried > CandidateSearch.formattedTailParts { break }
      guard kept.count <= CandidateSearch.formattedPartMaxWords else { continue }
      let mask = all & ~kept.reduce(countryBits) { $0 | 1 << UInt32($1) }
      let sub = reducedSearch(words: words, leavingOut: mask, literal, want: want)
      let found = sub.candidates.filter(inCountry)
      // (A part names a place from its name's start: `Bedfordshire` is no
      // Sandy, whose other name `Sandy i Bedfordshire` has it as a later
      // word; the part before it, Bedford, is the place. Such matches are
      // kept for last, as regions are.)
      if found.contains(where: { index.kindRaw($0.place) != PlaceKind.region.rawValue && $0.tier <= .namePrefix }) {
        adopt(sub, leavingOut: mask, where: inCountry)
        return
      }
      if !found.isEmpty && regionsOnly == nil { regionsOnly = (mask, sub) }
    }
    if let (mask, sub) = regionsOnly {
      let regions = { (c: Candidate) in inCountry(c) && index.kindRaw(c.place) == PlaceKind.region.rawValue }
      adopt(sub, leavingOut: mask, where: sub.candidates.contains(where: regions) ? regions : inCountry)
      return
    }
    // No place of the territory named before it: the territory itself
    // (`Falkland Islands, United Kingdom`; `Christmas Island Supermarket,
    // Gaze Road, Christmas Island 6798, Australia`).
    guard territory else { return }
    let mask = all & ~countryBits
    let sub = reducedSearch(words: words, leavingOut: mask, literal, want: want)
    adopt(sub, leavingOut: mask, where: { c in
      index.kindRaw(c.place) == PlaceKind.country.rawValue && rows.contains(index.countryRow(c.place))
    })
  }
}
