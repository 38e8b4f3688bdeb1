/// An airport's own name: what people call it, without its city and the
/// words every airport has (`London Heathrow Airport` is Heathrow,
/// `Toronto Pearson International Airport` Pearson, `Singapore Changi
/// International Airport` Changi, `Leonardo Da Vinci (Fiumicino)
/// International Airport` Fiumicino).
///
/// It is a second primary name of the airport, so `heathrow` finds London's
/// airport as a whole name does, ahead of Heathrow, Florida (6,000 people),
/// as the place people mean. It is left out when it is the name of a city
/// near the airport (Narita, Gimpo, Incheon): then the city keeps the name,
/// and the airport follows it by its full name.
enum AirportNames {
  /// How far from the airport a city's name counts as the name of a city
  /// near it (metres): most airports lie within 50 km of the cities they
  /// are named after.
  static let nearbyCityDistance = 100_000.0

  /// Words at the end of an airport's name that every airport may have.
  static let genericWords: Set<String> = [
    "airport", "international", "intl", "regional", "municipal", "domestic", "national",
    "airfield", "aerodrome", "airstrip", "heliport", "air", "base", "airpark", "jetport",
    // (Port Sudan New International Airport: no airport is called New.)
    "new", "old",
  ]

  /// Words that describe an airport rather than name it: an own name needs
  /// one word besides these (Napa County Airport has none; Dallas Love
  /// Field has Love).
  static let describingWords: Set<String> = [
    "county", "state", "city", "executive", "memorial", "metro", "metropolitan", "capital",
    "downtown", "central", "industrial", "business", "general", "aviation", "east", "west",
    "north", "south", "island", "harbour", "harbor", "valley", "lake", "park", "station",
    "seaplane", "glider", "field", "army", "navy", "naval", "force", "afb", "nas", "raf",
    "lrrs", "ntl", "landing", "strip", "intercontinental", "of", "the", "and", "de", "la",
  ]

  /// The own name of an airport called `name` that serves `city`, or nil
  /// when it has none of its own. `namesCityNearby` tells whether some words
  /// are the name of a city near the airport (its city, or another:
  /// Toronto of Pearson, whose city is Mississauga).
  static func ownName(of name: String, city: String, namesCityNearby: (String) -> Bool) -> String? {
    // A name in parentheses is the one in use: Leonardo Da Vinci (Fiumicino).
    if let open = name.firstIndex(of: "("), let close = name[open...].firstIndex(of: ")") {
      let inner = String(name[name.index(after: open)..<close])
      // (Not a remark: "(under construction, unknown coordinates)".)
      guard inner.first?.isUppercase == true, !inner.contains(",") else { return nil }
      return acceptable(inner, city: city, namesCityNearby: namesCityNearby) ? inner : nil
    }
    var words = name.split(separator: " ").map(String.init)
    while let last = words.last, genericWords.contains(last.lowercased()) { words.removeLast() }
    // Leading words that name a city near the airport: its city (London
    // Heathrow), or another (Toronto Pearson). At most three, the longest
    // first (Rio de Janeiro Galeão).
    var cut = 0
    for n in stride(from: min(3, words.count - 1), through: 1, by: -1) {
      let lead = words[..<n].joined(separator: " ")
      if Normalizer.normalizedString(lead) == Normalizer.normalizedString(city) || namesCityNearby(lead) {
        cut = n
        break
      }
    }
    // (And the words every airport has, after the city: Amsterdam Airport
    // Schiphol. Not without a city: New Castle Airport.)
    while cut > 0, cut < words.count - 1, genericWords.contains(words[cut].lowercased()) { cut += 1 }
    let own = words[cut...].joined(separator: " ")
    guard own != name, acceptable(own, city: city, namesCityNearby: namesCityNearby) else { return nil }
    return own
  }

  /// At least three letters, a word that is not a description, not its
  /// city's name, and no city's near it.
  private static func acceptable(_ own: String, city: String, namesCityNearby: (String) -> Bool) -> Bool {
    own.unicodeScalars.filter { $0.properties.isAlphabetic }.count >= 3
      && own.split(separator: " ").contains {
        let w = $0.lowercased()
        return !describingWords.contains(w) && !genericWords.contains(w)
      }
      && Normalizer.normalizedString(own) != Normalizer.normalizedString(city)
      && !namesCityNearby(own)
  }
}
