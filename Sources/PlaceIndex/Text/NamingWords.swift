/// Which query words can name a place on their own: what the partial tier
/// must keep of a query, so that leaving out the words that do name
/// something never leaves a word that only describes (`mt everest` is not
/// Malta by its code MT; `20 bd poniatowsk` not Bangladesh by BD; `zaventem
/// airport` not the first airports by importance).
///
/// A word names nothing on its own when it is
/// - a street type (``StreetWords``: `rue`, `bd`, `street`),
/// - a venue type or a landform (``VenueWords``: `musee`, `church`,
///   `beach`),
/// - a word of the abbreviation table (``Abbreviations``: `st`, `mt`,
///   `saint`, `mount`, `intl`),
/// - a word that says "airport" (`CandidateSearch.airportWords`; not
///   every word of ``AirportNames/genericWords``: `new` and `national`
///   name no airport, but start New York and National City),
/// - a word that joins the words of a name (``joiningWords``: `of`, `de`,
///   `the`) or says what kind of place it is (`city`, `town`),
/// - or a Latin word of one or two letters before the last word (an
///   initial or an abbreviation; as the last word it may be a state's or a
///   country's code, which Pelias also falls back to: `ridgewood nj`).
///
/// Hangul words are not judged here: the Korean tiers read 시, 구, 역 and
/// 공항 themselves.
enum NamingWords {
  /// Words that link the words of a name (`Santiago de Cuba`, `Isle of
  /// Man`): they belong with the word after them.
  static let linkingWords: Set<[UInt8]> = StreetWords.words([
    "of", "the", "and", "de", "del", "della", "des", "du", "la", "le", "les", "los", "las", "el",
    "di", "da", "do", "dos", "das", "von", "van", "der", "den",
  ])

  /// Words that join or classify the words of a name.
  static let joiningWords: Set<[UInt8]> = linkingWords.union(
    StreetWords.words(["city", "town", "village", "county"]))

  /// The words that name nothing wherever they stand: street, venue and
  /// landform types, a city's centre, the abbreviation table's words, joining words and
  /// words for airports, in one set.
  static let describingWords: Set<[UInt8]> = {
    var all = StreetWords.after.union(StreetWords.before)
    all.formUnion(VenueWords.before)
    all.formUnion(VenueWords.after)
    all.formUnion(VenueWords.landforms)
    all.formUnion(VenueWords.centre)
    all.formUnion(VenueWords.travel)
    all.formUnion(Abbreviations.forms.keys.filter { !Abbreviations.countryCodes.contains($0) })
    all.formUnion(joiningWords)
    all.formUnion(CandidateSearch.airportWords)
    return all
  }()

  /// Whether `word` (a normal form), at position `i` of `count` words,
  /// names nothing on its own.
  static func namesNothing(_ word: [UInt8], at i: Int, of count: Int) -> Bool {
    if describingWords.contains(word) { return true }
    return i + 1 < count && word.count <= 2 && word.allSatisfy { $0 < 0x80 }
  }

  /// Whether the words not in `mask` include one that names something.
  static func keepsNamingWord(_ words: [[UInt8]], leavingOut mask: UInt32) -> Bool {
    words.indices.contains { mask & (1 << $0) == 0 && !namesNothing(words[$0], at: $0, of: words.count) }
  }
}
