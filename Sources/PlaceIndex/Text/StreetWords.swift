/// The words that make a run of query words a street address, so that the
/// partial tier can leave the street out and keep the place around it: the
/// bundled data has no streets outside Korea, and a geocoder's answer to
/// `140 rue Don Bosco, Saguenay` or `Central Street, Manchester`, when it
/// has no streets, is the city (Nominatim's, Pelias' and geocoder-tester's
/// suites expect the locality).
///
/// A street is marked by a street type, in one of three places:
///
/// | where | words (normal form) | example |
/// |---|---|---|
/// | after the name | street, st, road, rd, avenue, ave, lane, drive, boulevard, way, … strasse, str, weg, allee, platz, laan, straat, gatan, utca … | `thoresby road`, `leipziger str` |
/// | before the name | rue, avenue, boulevard, chemin, venelle, lotissement, montée, via, viale, piazza, corso, calle, avenida, rua, ulica, ul, … | `rue don bosco`, `via vittorio veneto`, `venelle notre dame de la mer` |
/// | the end of one word | strasse, str, weg, gasse, platz, allee, damm, ufer, straat, laan, gracht, gatan, vagen, vej, gade, katu | `sophienstr`, `clayallee` |
///
/// The street runs from the start of its comma-separated part (or of the
/// query) to a type after the name; from a type before the name (with
/// only a house number before it in its part, or a house number just
/// before it: `pascual 3 rue troyon paris`) to the end
/// of its part (or to a postcode with a place after it there:
/// ``isPostcode(_:)``), or, without commas, to the next number. Without either,
/// where the name ends is open: it takes the word after the type, and may
/// take the words after that up to the last (``Street/open``: `rue de
/// Bellevue Mur de Bretagne`). A street counts only when some word that is
/// not a number follows it: the place it lies in. (For the place written
/// first, `amiens rue du mal de lattre`, see ``placeFirst(_:partStarts:)``.)
///
/// A venue's type written before its name (``VenueWords``: `musee`,
/// `chiesa`) marks a venue the same way. (Not one written after it:
/// `winter garden`, `new castle` and `fort walton beach` are towns.)
///
/// Only the partial tier reads this, when the query as typed matched
/// nothing: `mount st helens` or `fifth avenue` as typed are names the
/// first tiers find.
enum StreetWords {
  /// Street types written after the street's name.
  static let after: Set<[UInt8]> = words([
    "street", "st", "road", "rd", "avenue", "ave", "av", "lane", "ln", "drive", "dr", "boulevard",
    "blvd", "way", "court", "ct", "terrace", "tce", "crescent", "cres", "close", "parade", "pde",
    "highway", "hwy", "parkway", "pkwy", "square", "sq", "alley", "circle", "cir", "trail",
    "place", "pl", "row", "mews", "grove", "wharf", "embankment", "strasse", "str", "weg", "allee",
    "platz", "gasse", "damm", "ufer", "chaussee", "laan", "straat", "gracht", "plein", "steeg",
    "kade", "dreef", "singel", "vej", "gade", "gatan", "gata", "vagen", "vag", "veien", "vei",
    "katu", "tie", "utca", "ut", "ter", "expy", "expressway", "fwy", "freeway", "tpke", "turnpike", "loop",
    "xing", "ests", "rdg", "ridge", "bend",
  ])

  /// Street types written before the street's name.
  static let before: Set<[UInt8]> = words([
    "rue", "avenue", "av", "boulevard", "bd", "chemin", "allee", "impasse", "quai", "route",
    "place", "cours", "via", "viale", "piazza", "piazzale", "corso", "largo", "vicolo", "strada",
    "ruelle", "promenade", "sentier", "passage", "r", "imp", "rte", "calle", "avenida", "avda",
    "carrer", "paseo", "plaza", "camino", "carretera", "rua", "travessa", "praca", "estrada",
    "rodovia", "alameda", "ulica", "ul", "aleja", "plac", "osiedle", "улица", "ул", "проспект",
    "пр", "переулок", "шоссе", "бульвар", "площадь", "venelle", "lotissement", "montee", "traverse",
    "esplanade", "parvis", "voie",
  ])

  /// Adjectives that French streets put before their type (`vieille
  /// route`, `grande rue`, `petite rue`, `ancien chemin`).
  static let adjectives: Set<[UInt8]> = words([
    "grande", "grand", "petite", "petit", "vieille", "vieux", "vieil", "ancienne", "ancien", "haute", "haut",
    "basse", "bas", "nouvelle", "nouveau", "belle", "longue",
  ])

  /// Compass points written before a numbered street's number (`w 26 st`,
  /// `se 82nd ave`).
  static let directions: Set<[UInt8]> = words([
    "n", "s", "e", "w", "ne", "nw", "se", "sw", "north", "south", "east", "west",
  ])

  /// Street types that end a compound word (`Sophienstr`, `Clayallee`):
  /// the word must have at least ``minimumStem`` bytes before them.
  static let endings: [[UInt8]] = [
    "strasse", "str", "weg", "gasse", "platz", "allee", "damm", "ufer", "chaussee",
    "straat", "laan", "gracht", "plein", "steeg", "gatan", "vagen", "vej", "gade", "katu",
  ].map { Array($0.utf8) }

  /// The shortest stem before a compound ending (`str` alone, or `ostr`,
  /// is no street).
  static let minimumStem = 3

  /// The words of a query that belong to a street address.
  struct Street: Equatable {
    /// The street's words (bit i for word i).
    var words: UInt32 = 0
    /// Words after a type written before the name that may be the rest of
    /// its name or the start of the place it lies in.
    var open: UInt32 = 0
  }

  /// The street of `words` (normal forms), or an empty ``Street`` when none
  /// is found or nothing but a number follows it. `partStarts` are the
  /// indices of the first word of each comma-separated part after the
  /// first, ascending (empty when the query has no commas).
  ///
  /// `startsName` tells whether some name starts with a run of words
  /// (their normal forms, a space between); with it, `st` before a word it
  /// starts a name with is Saint, not Street (`town of st helens`, `des
  /// st jeannet`; `main st london` is a street). `isPlaceCode` tells
  /// whether a number is a postcode some place has.
  static func street(
    _ words: [[UInt8]], partStarts: [Int] = [], startsName: ([UInt8]) -> Bool = { _ in false },
    isPlaceCode: ([UInt8]) -> Bool = { _ in false }
  ) -> Street {
    let n = min(words.count, 32)
    guard n >= 2 else { return Street() }
    func partStart(_ i: Int) -> Int { partStarts.last { $0 <= i } ?? 0 }
    func partEnd(_ i: Int) -> Int { (partStarts.first { $0 > i } ?? n) - 1 }
    var street: UInt32 = 0
    var open: UInt32 = 0
    var i = 0
    while i < n {
      let w = words[i]
      let start = partStart(i)
      // (A number names a street after a direction, `w 26 st`, `nw 5 ave`,
      // or after a house number, `1359 54 street`.)
      let namedBefore = i > start
        && (!isHouseNumber(words, i - 1)
          || (i - 2 >= start
            && (directions.contains(words[i - 2]) || (isNumber(words[i - 1]) && isNumber(words[i - 2])))))
      var end: Int? = nil
      if hasEnding(w) || (namedBefore && after.contains(w) && !startsSaintName(words, i, partEnd(i), startsName)) {
        end = i
      } else if before.contains(w) || VenueWords.before.contains(w),
        (start..<i).allSatisfy({ isHouseNumber(words, $0) }) || (i > start && isHouseNumber(words, i - 1))
          || (i > start && adjectives.contains(words[i - 1])
            && ((start..<(i - 1)).allSatisfy({ isHouseNumber(words, $0) }) || (i - 1 > start && isHouseNumber(words, i - 2))))
      {
        // (An adjective before the type is the street's: `14 vieille
        // route du teil montelimar`, `2 grande rue`.)
        // (After a house number, whatever comes before it: a venue or a
        // person the address is for, `pascual 3 rue troyon paris`.)
        // The name runs to the end of the part; without commas, to the
        // next number, else up to the last word (the place). But a venue's
        // word before a street's type written after its name is that
        // street's name (`4031 university drive fairfax, virginia`,
        // `12 museum street london`): the street ends at its type.
        if !before.contains(w), i + 1 < partEnd(i), after.contains(words[i + 1]) || hasEnding(words[i + 1]) {
          end = i + 1
        } else if !partStarts.isEmpty {
          // (Before a postcode with a place after it in the part: `24,
          // route de saint-omer 59380 socx`.)
          let last = partEnd(i)
          end = ((i + 2)..<max(i + 2, last)).first { isPostcode(words[$0]) }.map { $0 - 1 } ?? last
        } else if let number = ((i + 1)..<n).first(where: { isNumber(words[$0]) }) {
          end = number - 1
        } else if i > start + 1, i + 2 < n, StreetWords.articles.contains(words[n - 2]),
          (start..<(i - 1)).contains(where: { !isNumber(words[$0]) })
        {
          // (Words, a house number, then a street whose last word follows
          // an article: the street runs to the end, its last word its own,
          // and the words before the number are its place, as the place
          // first reads them: `allauch 8 rue des moulins`, `valence 7 rue
          // du lycée`; `pascual 3 rue troyon paris` keeps its last word.)
          end = n - 1
        } else {
          end = min(i + 1, n - 2)
          for j in (i + 2)..<max(i + 2, n - 1) { open |= 1 << UInt32(j) }
        }
        // A type with no name after it is no street, unless an adjective
        // named it (`2 grande rue besancon`).
        if let e = end, e <= i { end = i > start && adjectives.contains(words[i - 1]) ? i : nil }
      }
      if let e = end {
        for j in start...e { street |= 1 << UInt32(j) }
        i = e + 1
      } else {
        i += 1
      }
    }
    // A street must lie in something: a word after it that is not a number,
    // or, when a type written before the name starts a comma-separated part
    // of its own, the part before it, unless that ends in a house number
    // (`modena, viale vittorio veneto`; not `boutique au 16, rue alexandre
    // dumas paris`). A postcode a place has is such a word: the street
    // lies in that place (`6 impasse de la combe 25420`).
    let rest = (0..<n).filter {
      street & (1 << UInt32($0)) == 0 && (!isNumber(words[$0]) || isPlaceCode(words[$0]))
    }
    guard let last = rest.last, street != 0,
      let firstStreet = (0..<n).first(where: { street & (1 << UInt32($0)) != 0 })
    else { return Street() }
    let placeBefore = firstStreet > 0 && partStarts.contains(firstStreet)
      && (before.contains(words[firstStreet]) || VenueWords.before.contains(words[firstStreet]))
      && !isNumber(words[firstStreet - 1]) && rest.first.map { $0 < firstStreet } == true
    guard last > firstStreet || placeBefore else { return Street() }
    return Street(words: street, open: open & ~street)
  }

  /// The place first, then its street, as French and Italian users write
  /// them (`amiens rue du mal de lattre de tassigny`, `allauch rue des
  /// moulins`): a type written before the name, after words of the first
  /// part that are not all numbers, starts a street that runs to the end
  /// of its part, or, without commas, to the next number or the end.
  /// It is only a guess (`plan via marsala roma` starts with a stray
  /// word, and the place is last): the partial tier tries it when
  /// ``street(_:partStarts:)`` finds no street, and keeps it only when the
  /// words before it find a place.
  static func placeFirst(_ words: [[UInt8]], partStarts: [Int] = []) -> Street {
    let n = min(words.count, 32)
    let firstPartEnd = min(partStarts.first ?? n, n)
    guard firstPartEnd > 1, let i = (1..<firstPartEnd).first(where: { before.contains(words[$0]) }),
      (0..<i).contains(where: { !isNumber(words[$0]) }), i + 1 < n
    else { return Street() }
    let end = min(n, partStarts.first { $0 > i } ?? ((i + 1)..<n).first(where: { isNumber(words[$0]) }) ?? n)
    guard end > i + 1 else { return Street() }
    var street: UInt32 = 0
    for j in i..<end { street |= 1 << UInt32(j) }
    return Street(words: street)
  }

  /// A first comma-separated part that is a street and its house number,
  /// in the European order (`Gran Via 28, Madrid`, `Yehuda Hamaccabi 15,
  /// Tel Aviv`, `Ångermannagatan 80, Vällingby`): one to four words, none a
  /// number, then a house number of one to three digits (and a letter:
  /// `85b`), with a part after it, where the place is. Its words; none when
  /// it is not one. (A number of four digits or more may be a postcode,
  /// `Paris 75008, France`.)
  static func numberedFirstPart(_ words: [[UInt8]], partStarts: [Int]) -> Street {
    guard let end = partStarts.first, end >= 2, end <= 5, end < words.count else { return Street() }
    let number = words[end - 1]
    let digits = number.prefix { $0 &- 0x30 < 10 }.count
    guard (1...3).contains(digits), number.count <= digits + 1, number.allSatisfy({ $0 < 0x80 }),
      (0..<(end - 1)).allSatisfy({ !isNumber(words[$0]) })
    else { return Street() }
    return Street(words: (1 << UInt32(end)) - 1)
  }

  /// Whether a word is a number: a house number or a postcode (`75008`,
  /// `12a`, `k1n`: digits, at most one letter among them, as long as it
  /// has a digit).
  static func isNumber(_ w: [UInt8]) -> Bool {
    var digits = 0
    var letters = 0
    for b in w {
      if b &- 0x30 < 10 { digits += 1 } else if b &- 0x61 < 26 { letters += 1 } else { return false }
    }
    return digits > 0 && letters <= 1
  }

  /// Whether a word reads as a postcode inside an address: five digits or
  /// more (`59380`, `75008`; a house number is seldom that long, a year is
  /// four digits).
  static func isPostcode(_ w: [UInt8]) -> Bool {
    w.count >= 5 && w.allSatisfy { $0 &- 0x30 < 10 }
  }

  /// Whether word `i` is `st` and starts a name with the word after it in
  /// its part (`st helens`, or `saint jeannet` for `st jeannet`; in
  /// `church st st albans` the first is a street's).
  static func startsSaintName(
    _ words: [[UInt8]], _ i: Int, _ partEnd: Int, _ startsName: ([UInt8]) -> Bool
  ) -> Bool {
    guard i < partEnd, saintTypes.contains(words[i]), !saintTypes.contains(words[i + 1]) else { return false }
    let phrase = words[i] + [0x20] + words[i + 1]
    if startsName(phrase) { return true }
    return Abbreviations.variants(of: String(decoding: phrase, as: UTF8.self)).contains(where: startsName)
  }

  /// Street types that are also an abbreviation of Saint.
  static let saintTypes: Set<[UInt8]> = words(["st"])
  /// Articles and prepositions inside a street's name (`rue des moulins`,
  /// `rue charles le téméraire`): a word after one is the name's, no
  /// place's.
  static let articles: Set<[UInt8]> = words([
    "de", "del", "della", "des", "du", "d", "la", "le", "les", "l", "los", "las", "el", "di", "da", "do",
    "dos", "das", "von", "van", "der", "den",
  ])

  /// Whether word `i` is part of a house number: a number, or a letter or
  /// an ordinal suffix written apart after one, as French, Belgian and
  /// Italian addresses write them (`17 b place du général de gaulle`,
  /// `5 bis rue …`, `19 t route nationale`).
  static func isHouseNumber(_ words: [[UInt8]], _ i: Int) -> Bool {
    let w = words[i]
    if isNumber(w) { return true }
    guard i > 0, isNumber(words[i - 1]) else { return false }
    return (w.count == 1 && w[0] &- 0x61 < 26) || numberSuffixes.contains(w)
  }

  /// Suffixes of a house number written as a word of their own.
  static let numberSuffixes: Set<[UInt8]> = words(["bis", "ter", "quater"])

  /// Whether a word is a compound street name (``endings``).
  static func hasEnding(_ w: [UInt8]) -> Bool {
    endings.contains { ends(w, with: $0) }
  }

  /// Whether `w` ends in `ending` after a stem of ``minimumStem`` bytes or
  /// more.
  static func ends(_ w: [UInt8], with ending: [UInt8]) -> Bool {
    w.count >= ending.count + minimumStem && w.suffix(ending.count).elementsEqual(ending)
  }

  /// The words of a table, written in their normal form (a test checks
  /// it), so that making the table folds nothing.
  static func words(_ list: [String]) -> Set<[UInt8]> { Set(list.map { Array($0.utf8) }) }
}
