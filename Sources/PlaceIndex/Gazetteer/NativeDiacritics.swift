/// The Latin letters with diacritics that a country's own spelling writes:
/// which of a place's other names that fold alike to show.
///
/// A place keeps one of the names that fold to the same key, and the one
/// with diacritics was kept (`München`, not the `Munchen` GeoNames lists
/// before it). But GeoNames also lists other languages' spellings: Yoruba
/// writes `Tórínó`, `Milánó` and `Napólí` with tone marks, Hungarian
/// `Róma`, Greek romanized `Athína`, pinyin `Běijīng`. Those are shown for
/// `torino` or `roma`, where Italians write Torino and Roma. So a spelling
/// with diacritics is kept only when the place's country writes every one
/// of them (German ä ö ü ß; Italian à è é ì ò ù, not ó or í); else a plain
/// spelling of the same key, when there is one. A country not in the
/// table keeps any (Vietnamese `Hà Nội`, Icelandic, …); one that writes no
/// Latin letters of its own (Greece, Russia, China, Japan …) keeps none.
enum NativeDiacritics {
  /// Letters with diacritics, lower case, by ISO 3166-1 code.
  static let letters: [String: Set<Unicode.Scalar>] = {
    func set(_ s: String) -> Set<Unicode.Scalar> { Set(s.unicodeScalars) }
    let french = set("àâäæçéèêëîïôœùûüÿ")
    let german = set("äöüß")
    let spanish = set("áéíóúüñ")
    let portuguese = set("áâãàçéêíóôõú")
    let serboCroatian = set("čćđšž")
    let noLatin = Set<Unicode.Scalar>()
    var out: [String: Set<Unicode.Scalar>] = [
      "IT": set("àèéìòù"), "SM": set("àèéìòù"), "VA": set("àèéìòù"),
      "DE": german, "AT": german, "LI": german,
      "CH": german.union(french).union(set("àèéìòù")), "LU": german.union(french),
      "FR": french, "BE": french.union(set("éëïèöü")), "MC": french, "CA": french,
      "NL": set("éëïèöü"), "ES": spanish.union(set("àçèïòú")), "AD": spanish.union(set("àçèïòú")),
      "PT": portuguese, "BR": portuguese, "AO": portuguese, "MZ": portuguese,
      "PL": set("ąćęłńóśźż"), "CZ": set("áčďéěíňóřšťúůýž"), "SK": set("áäčďéíĺľňóôŕšťúýž"),
      "HU": set("áéíóöőúüű"), "RO": set("ăâîșşțţ"), "MD": set("ăâîșşțţ"), "TR": set("çğıİöşüâî"),
      "SE": set("åäöé"), "NO": set("æøåé"), "DK": set("æøåé"), "FI": set("äöå"),
      "EE": set("äöõüšž"), "LV": set("āčēģīķļņšūž"), "LT": set("ąčęėįšųūž"),
      "HR": serboCroatian, "BA": serboCroatian, "RS": serboCroatian, "ME": serboCroatian, "SI": set("čšž"),
      "AL": set("çë"),
    ]
    for c in ["GR", "CY", "RU", "UA", "BY", "BG", "MK", "KZ", "CN", "TW", "HK", "JP", "KR", "KP", "TH", "IL", "IR", "IQ",
      "SA", "EG", "IN", "PK", "BD", "GE", "AM"]
    {
      out[c] = noLatin
    }
    // Spanish-speaking America writes Spain's letters.
    for c in ["MX", "AR", "CO", "CL", "PE", "VE", "EC", "GT", "CU", "BO", "DO", "HN", "PY", "SV", "NI", "CR", "PA", "UY", "PR"] {
      out[c] = spanish
    }
    return out
  }()

  /// Whether `country` writes every Latin letter with a diacritic in
  /// `name` (any, for a country not in the table).
  static func writes(_ name: String, in country: String?) -> Bool {
    guard let country, let allowed = letters[country] else { return true }
    let scalars = Array(name.unicodeScalars)
    for (i, u) in scalars.enumerated() where DiacriticMatch.isLatinWithDiacritic(u) {
      if !allowed.contains(u) {
        let lower = u.properties.lowercaseMapping.unicodeScalars
        guard lower.count == 1, let l = lower.first, allowed.contains(l) else { return false }
      }
      // Italian writes an accent on a word's last vowel only (Forlì,
      // Cantù; not the Neapolitan Nàpoli).
      if finalAccentOnly.contains(country), i + 1 < scalars.count, scalars[i + 1].properties.isAlphabetic {
        return false
      }
    }
    return true
  }

  /// Countries whose spelling puts an accent on a word's last letter only.
  static let finalAccentOnly: Set<String> = ["IT", "SM", "VA"]
}
