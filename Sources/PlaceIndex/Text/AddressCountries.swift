/// The countries an address's own words point to: a street type that one
/// language writes (`rue`, `rua`, `via`, `strasse`, `gatan`) and a postcode
/// of one country's shape (`3060-187` is Portugal's NNNN-NNN, `47-400`
/// Poland's NN-NNN, `M2M 1C8` Canada's).
///
/// The partial tier leaves a street out and keeps the place it lies in,
/// and two places of that name then differ by importance alone: `17 rue
/// amiral romain desfossés brest` gave Brest, Belarus before Brest, France;
/// `rua padre cruz 31 3060-187 cantanhede` the Brazilian town before the
/// Portuguese one. Places in the countries the address points to get
/// ``RankingWeights/addressCountryBonus`` for each piece of evidence (the
/// street's language, the postcode's shape).
///
/// Only words that one language's addresses use: `avenue`, `boulevard`,
/// `place` and `plaza` are English as well (French only between a house
/// number and the street's name), and `route` is one only before `de`,
/// `du`, `des` (`route 66` is American).
enum AddressCountries {
  /// ISO 3166-1 codes, as GeoNames gives them.
  typealias Codes = Set<String>

  static let french: Codes = [
    "FR", "BE", "CH", "LU", "MC", "CA", "RE", "GP", "MQ", "GF", "YT", "PM", "NC", "PF", "BL", "MF", "WF",
  ]
  static let italian: Codes = ["IT", "SM", "VA", "CH"]
  static let spanish: Codes = [
    "ES", "AD", "MX", "AR", "CO", "CL", "PE", "VE", "EC", "GT", "CU", "BO", "DO", "HN", "PY", "SV", "NI", "CR",
    "PA", "UY", "PR", "GQ",
  ]
  static let portuguese: Codes = ["PT", "BR", "AO", "MZ", "CV", "GW", "ST", "TL", "MO"]
  static let german: Codes = ["DE", "AT", "CH", "LI", "LU"]
  static let dutch: Codes = ["NL", "BE", "SR"]

  /// Street types (normal forms) and the countries whose addresses use
  /// them.
  static let streetTypes: [[UInt8]: Codes] = {
    var out: [[UInt8]: Codes] = [:]
    func add(_ words: [String], _ codes: Codes) {
      for w in words { out[Normalizer.normalize(w), default: []].formUnion(codes) }
    }
    add(["rue", "chemin", "impasse", "allée", "quai", "ruelle", "sentier", "imp", "rte", "faubourg", "bd", "cours"], french)
    add(["via", "viale", "piazza", "piazzale", "corso", "vicolo", "strada"], italian)
    add(["calle", "avda", "carrer", "paseo", "carretera"], spanish)
    add(["avenida"], spanish.union(portuguese))
    add(["rua", "travessa", "praça", "estrada", "rodovia"], portuguese)
    add(["straße", "strasse", "str", "gasse", "damm", "ufer", "chaussee"], german)
    add(["weg"], german.union(dutch))
    add(["straat", "laan", "gracht", "plein", "steeg", "kade", "dreef", "singel"], dutch)
    add(["gatan", "gata", "vägen", "väg"], ["SE"])
    add(["veien", "vei"], ["NO"])
    add(["vej", "gade"], ["DK"])
    add(["katu"], ["FI"])
    add(["utca"], ["HU"])
    add(["ulica", "ul", "aleja", "osiedle"], ["PL"])
    add(["улица", "ул", "проспект", "переулок", "шоссе"], ["RU", "BY", "UA", "KZ", "KG"])
    return out
  }()

  /// Street types that end a compound word (`Sophienstraße`,
  /// `Drottninggatan`), after a stem of ``StreetWords/minimumStem`` bytes
  /// or more. (Not Danish `vej` and `gade`: `brigade`.)
  static let endings: [([UInt8], Codes)] = [
    ("strasse", german), ("gasse", german), ("straat", dutch), ("gracht", dutch), ("gatan", ["SE"]),
    ("vagen", ["SE"]), ("veien", ["NO"]), ("katu", ["FI"]),
  ].map { (Array($0.0.utf8), $0.1) }

  /// Street types that English writes too, but after the street's name:
  /// before it, after a house number, they are French.
  static let frenchBeforeTheName: Set<[UInt8]> = Set(["avenue", "boulevard", "place"].map { Array($0.utf8) })

  /// Words after which `route` is French (`route de toulouse`).
  static let frenchRouteFollowers: Set<[UInt8]> = Set(["de", "du", "des", "d"].map { Array($0.utf8) })

  /// The countries the street types among `words` (normal forms) point
  /// to, and those the postcodes in `query` (as typed) point to: two
  /// pieces of evidence, each empty when there is none (`rua … 3060-187`:
  /// Portuguese-speaking countries, then Portugal).
  static func evidence(of words: [[UInt8]], query: String) -> [Codes] {
    (streetEvidence(of: words) + [postcodeCountries(in: query)]).filter { !$0.isEmpty }
  }

  /// The street types' evidence alone: the countries they point to, and
  /// France for a French street (each empty when there is none).
  static func streetEvidence(of words: [[UInt8]]) -> [Codes] {
    let streets = streetCountries(of: words)
    // (French streets are France's first: Belgium's, Switzerland's and
    // Quebec's too, but `2 rue des coteaux vernon` is Vernon, Eure, before
    // Vernon, British Columbia, a little bigger.)
    let france: Codes = streets.isSuperset(of: french) ? ["FR"] : []
    return [streets, france].filter { !$0.isEmpty }
  }

  /// The countries the street types among `words` (normal forms) point to.
  static func streetCountries(of words: [[UInt8]]) -> Codes {
    var out: Codes = []
    for (i, w) in words.enumerated() {
      if let codes = streetTypes[w] {
        out.formUnion(codes)
      } else if w == Array("route".utf8), i + 1 < words.count, frenchRouteFollowers.contains(words[i + 1]) {
        out.formUnion(french)
      } else if frenchBeforeTheName.contains(w), i > 0, StreetWords.isNumber(words[i - 1]), i + 1 < words.count,
        !StreetWords.isNumber(words[i + 1])
      {
        // (After the house number and before the street's name, as French
        // writes it: `5 boulevard henri ruel 94120` is in France, where
        // English writes `350 fifth avenue`.)
        out.formUnion(french)
      } else {
        for (ending, codes) in endings where StreetWords.ends(w, with: ending) {
          out.formUnion(codes)
        }
      }
    }
    return out
  }

  /// The countries whose postcode shape some run of `query` has: NNNN-NNN
  /// Portugal, NN-NNN Poland, NNNNN-NNN Brazil, NNNNN-NNNN the United
  /// States, A9A 9A9 Canada, NNNN AA the Netherlands, A9 9AA … the United
  /// Kingdom. (Five digits alone are France's, Germany's, Italy's, Spain's
  /// and America's: no country.)
  static func postcodeCountries(in query: String) -> Codes {
    guard query.utf8.contains(where: { $0 &- 0x30 < 10 }) else { return [] }
    // The query's shape, a letter a byte: 9 a digit, A a letter, - a
    // hyphen, space for anything else; runs are cut at the spaces.
    var shape: [UInt8] = []
    for b in query.utf8.prefix(maxShapeBytes) {
      switch b {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): shape.append(UInt8(ascii: "9"))
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): shape.append(UInt8(ascii: "A"))
      case UInt8(ascii: "-"): shape.append(UInt8(ascii: "-"))
      default: shape.append(UInt8(ascii: " "))
      }
    }
    let tokens = shape.split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
    var out: Codes = []
    for (i, t) in tokens.enumerated() {
      let next = i + 1 < tokens.count ? tokens[i + 1] : ""
      switch t {
      case "9999-999": out.insert("PT")
      case "99-999": out.insert("PL")
      case "99999-999": out.insert("BR")
      case "99999-9999": out.insert("US")
      case "A9A9A9": out.insert("CA")
      case "9999" where next == "AA": out.insert("NL")
      default:
        // (Two words of letters and digits: ``AlphanumericPostcodes``.)
        if let codes = AlphanumericPostcodes.countries(first: t, second: next) { out.formUnion(codes) }
      }
    }
    return out
  }

  /// How much of a query its shape is read over (a query is cut at
  /// ``QueryLimits`` before it gets here; this bounds a direct call).
  static let maxShapeBytes = 1024
}
