/// Parts of the world that a query names before or after a city to tell
/// it from its namesakes, as a traveller does (`동남아 다낭`, `남미 메리다`,
/// `북유럽 스톡홀름`, `mérida south america`): each a set of countries,
/// which a qualifier takes in as it takes in a country it names
/// (``CandidateSearch/qualifiedAreas(_:cities:)``).
///
/// The sets follow the UN's geographic regions (M49), the grouping
/// everyday Korean uses where it differs: 북유럽 is the Nordic and Baltic
/// countries, 서유럽 takes in Britain and Ireland, 북미 is the United
/// States and Canada, the Middle East (서아시아) takes in Egypt and
/// Türkiye. Not 남아프리카 nor 중앙아프리카, which are also countries' names
/// (South Africa, the Central African Republic), nor a word that names a
/// place in the data: 중동 (a 동 of 부천 and of 해운대), `asia` (towns in
/// the Philippines and Peru), `middle east`.
enum WorldRegions {
  /// ISO 3166-1 codes of each region's countries.
  private static let southeastAsia = ["BN", "KH", "ID", "LA", "MY", "MM", "PH", "SG", "TH", "TL", "VN"]
  private static let eastAsia = ["CN", "HK", "MO", "JP", "KP", "KR", "MN", "TW"]
  private static let southAsia = ["AF", "BD", "BT", "IN", "LK", "MV", "NP", "PK"]
  private static let centralAsia = ["KZ", "KG", "TJ", "TM", "UZ"]
  private static let middleEast = [
    "AE", "BH", "CY", "EG", "IL", "IQ", "IR", "JO", "KW", "LB", "OM", "PS", "QA", "SA", "SY", "TR", "YE",
  ]
  private static let westernEurope = ["AT", "BE", "FR", "DE", "LI", "LU", "MC", "NL", "CH", "GB", "IE"]
  private static let northernEurope = ["DK", "FI", "IS", "NO", "SE", "FO", "AX", "EE", "LV", "LT"]
  private static let southernEurope = [
    "AL", "AD", "BA", "HR", "GR", "IT", "MT", "ME", "MK", "PT", "SM", "RS", "SI", "ES", "VA", "GI", "XK",
  ]
  private static let easternEurope = ["BY", "BG", "CZ", "HU", "MD", "PL", "RO", "RU", "SK", "UA"]
  private static let centralEurope = ["AT", "CZ", "DE", "HU", "LI", "PL", "SK", "SI", "CH"]
  private static let balkans = ["AL", "BA", "BG", "HR", "GR", "ME", "MK", "RO", "RS", "SI", "XK"]
  private static let northAmerica = ["US", "CA"]
  private static let centralAmerica = ["BZ", "CR", "SV", "GT", "HN", "MX", "NI", "PA"]
  private static let caribbean = [
    "AG", "AI", "AW", "BB", "BQ", "BS", "CU", "CW", "DM", "DO", "GD", "GP", "HT", "JM", "KN", "KY", "LC", "MQ",
    "MS", "PR", "SX", "TC", "TT", "VC", "VG", "VI",
  ]
  private static let southAmerica = ["AR", "BO", "BR", "CL", "CO", "EC", "GY", "PY", "PE", "SR", "UY", "VE", "GF", "FK"]
  private static let northAfrica = ["DZ", "EG", "LY", "MA", "SD", "TN", "EH"]
  private static let eastAfrica = [
    "BI", "KM", "DJ", "ER", "ET", "KE", "MG", "MW", "MU", "MZ", "RW", "SC", "SO", "SS", "TZ", "UG", "ZM", "ZW",
  ]
  private static let westAfrica = ["BJ", "BF", "CV", "CI", "GM", "GH", "GN", "GW", "LR", "ML", "MR", "NE", "NG", "SN", "SL", "TG"]
  private static let otherAfrica = ["AO", "CM", "CF", "TD", "CG", "CD", "GQ", "GA", "ST", "BW", "LS", "NA", "ZA", "SZ", "RE", "YT"]
  private static let oceania = [
    "AU", "NZ", "FJ", "PG", "SB", "VU", "NC", "PF", "WS", "TO", "KI", "FM", "MH", "NR", "PW", "TV", "GU", "MP",
  ]

  /// Each region's names, Korean and English, and its countries.
  private static let named: [(names: [String], countries: [String])] = {
    let europe = westernEurope + northernEurope + southernEurope + easternEurope
    let asia = southeastAsia + eastAsia + southAsia + centralAsia + middleEast
    let latinAmerica = centralAmerica + caribbean + southAmerica
    let africa = northAfrica + eastAfrica + westAfrica + otherAfrica
    return [
      (["동남아", "동남아시아", "southeast asia", "south east asia"], southeastAsia),
      (["동아시아", "동북아", "동북아시아", "east asia"], eastAsia),
      (["남아시아", "서남아", "서남아시아", "south asia"], southAsia),
      (["중앙아시아", "central asia"], centralAsia),
      (["서아시아", "west asia", "mideast"], middleEast),
      (["아시아"], asia),
      (["서유럽", "western europe", "west europe"], westernEurope),
      (["북유럽", "스칸디나비아", "northern europe", "scandinavia", "nordic"], northernEurope),
      (["남유럽", "southern europe", "south europe"], southernEurope),
      (["동유럽", "eastern europe", "east europe"], easternEurope),
      (["중유럽", "중부유럽", "central europe"], centralEurope),
      (["발칸", "발칸반도", "balkans"], balkans),
      (["유럽", "europe"], europe),
      (["북미", "북아메리카", "north america"], northAmerica),
      (["중미", "중앙아메리카", "central america"], centralAmerica),
      (["카리브", "카리브해", "caribbean"], caribbean),
      (["남미", "남아메리카", "south america"], southAmerica),
      (["중남미", "라틴아메리카", "latin america"], latinAmerica),
      (["북아프리카", "north africa"], northAfrica),
      (["동아프리카", "east africa"], eastAfrica),
      (["서아프리카", "west africa"], westAfrica),
      (["아프리카", "africa"], africa),
      (["오세아니아", "대양주", "oceania"], oceania),
    ]
  }()

  /// The countries (ISO 3166-1 codes) of the region whose name is `key`
  /// (a normal form), or nil.
  static func countries(named key: [UInt8]) -> [String]? {
    byKey[key]
  }

  private static let byKey: [[UInt8]: [String]] = {
    var out: [[UInt8]: [String]] = [:]
    for (names, countries) in named {
      for n in names { out[Normalizer.normalize(n)] = countries }
    }
    return out
  }()
}
