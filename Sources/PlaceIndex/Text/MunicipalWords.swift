/// The words that say a query names a city by its municipality, as a
/// city's own site or a form writes it: `Comune di Padova`, `Città di
/// Torino`, `Stadt Zürich`, `Grad Split`, `Municipalidad de Rosario`,
/// `Bergen kommune`, `Glasgow City Council`, `Taipei City`. GeoNames names
/// a city without them, so they are no part of the name to match:
/// ``CandidateSearch/collectCityByType(_:want:)`` reads them as the kind
/// of place meant.
///
/// | where | words (normal form) | example |
/// |---|---|---|
/// | before the name, a linking word after them or not | comune, citta, stadt, grad, municipalidad, municipio, ville, commune, gemeente, gemeinde, kota, dimos, miasto, city, town, municipality, …; a metropolitan area's greater, grande, gran, grossraum, metropolitana, area … | `comune di padova`, `stadt zurich`, `grad split`, `grande porto`, `citta metropolitana di torino` |
/// | after the name | city, council, kommune, kommun, stad, kaupunki, belediyesi, buyuksehir, municipality, …; metropolis, metro | `bergen kommune`, `glasgow city council`, `izmir buyuksehir belediyesi`, `tokyo metropolis` |
///
/// (Inflected names, `Göteborgs Stad`, `Tampereen kaupunki`, are not read:
/// the name before the word is in the genitive, which the data lacks.)
enum MunicipalWords {
  /// Words before a city's name.
  static let before: Set<[UInt8]> = StreetWords.words([
    "comune", "citta", "stadt", "grad", "municipalidad", "municipio", "municipalite", "ville", "commune",
    "gemeente", "gemeinde", "kota", "dimos", "miasto", "mesto", "city", "town", "municipality", "borough",
    "township", "concelho", "prefeitura", "intendencia", "ayuntamiento",
    // (The metropolitan area around the city, as its own bodies and the
    // press name it: `Greater Manchester`, `Grande Porto`, `Gran Rosario`,
    // `Großraum Nürnberg`, `Metropolregion Hamburg`, `Città metropolitana
    // di Torino`, `Área Metropolitana de Barcelona`, `Metropolitan Lima`.)
    "greater", "grande", "gran", "grossraum", "metropolregion", "metropolitana", "metropolitan", "metro", "area",
  ])
  /// Words after a city's name.
  static let after: Set<[UInt8]> = StreetWords.words([
    "city", "council", "kommune", "kommun", "stad", "stadt", "kaupunki", "belediyesi", "buyuksehir", "municipality",
    "borough", "township", "gemeente", "gemeinde", "municipio",
    // (`Tokyo metropolis`, `Manila metro`.)
    "metropolis", "metropolitan", "metro", "metropolitana",
  ])

  /// The range of `words` that names the city, when a municipal word
  /// (and a linking word, ``AreaTypeWords/linking``) starts them or some
  /// end them; nil when none does, or nothing is left.
  static func name(in words: [[UInt8]]) -> Range<Int>? {
    guard words.count >= 2 else { return nil }
    var start = 0
    while start < words.count - 1, before.contains(words[start]) { start += 1 }
    if start > 0, start < words.count - 1, AreaTypeWords.linking.contains(words[start]) { start += 1 }
    var end = words.count
    while end > start + 1, after.contains(words[end - 1]) { end -= 1 }
    return start == 0 && end == words.count ? nil : start..<end
  }
}
