/// Territories that addresses write with the country they belong to, which
/// GeoNames lists as countries of their own: `San Juan, Puerto Rico,
/// United States`, `Charlotte Amalie, VI 00803, United States of America`,
/// `Hong Kong, China`. A qualifier that names the country takes in its
/// territories. (Not France's overseas departments nor Britain's
/// territories: `saint-denis, france` and `st louis, france` mean the
/// towns in France, which the bigger ones of Réunion beat once France
/// took Réunion in; a French address names its department, `la réunion`.)
enum Territories {
  /// ISO 3166-1 codes: a country's, then its territories'.
  static let of: [String: [String]] = [
    "US": ["PR", "VI", "GU", "AS", "MP", "UM"],
    "NL": ["AW", "CW", "SX", "BQ"],
    "DK": ["GL", "FO"],
    "NO": ["SJ", "BV"],
    "AU": ["CX", "CC", "NF", "HM"],
    "NZ": ["CK", "NU", "TK"],
    "CN": ["HK", "MO"],
  ]
}
