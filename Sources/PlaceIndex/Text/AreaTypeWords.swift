/// The words that say a query names a first-level area by its type:
/// `homs governorate`, `kyoto prefecture`, `lviv oblast`, `state of texas`,
/// `canton of zurich`, `province of quebec`. GeoNames names most regions
/// without their type (Homs, Kyoto, Texas) and a few with it (Basra
/// Governorate, Masovian Voivodeship), so the type word is no part of the
/// name to match: ``CandidateSearch/collectAreaByType(_:want:)`` reads it as
/// the kind of place meant.
///
/// | where | words (normal form) | example |
/// |---|---|---|
/// | after the name | province, prefecture, oblast, governorate, state, region, voivodeship, canton, krai, emirate, ken, fu, ili, … | `sichuan province`, `aichi prefecture`, `nagano-ken`, `antalya ili` |
/// | before the name, with `of` (or de, di, del, du) | the same, and changwat, provinsi, estado, freistaat | `state of texas`, `canton of zurich`, `estado de mexico` |
///
/// Only first-level types: a county or a district is a second-level area
/// the data does not have, and `washington county` is no Washington state.
enum AreaTypeWords {
  /// First-level area types (English, and the native words English text
  /// keeps: oblast, krai, sheng, provincia, voivodeship).
  static let types: Set<[UInt8]> = StreetWords.words([
    "province", "prefecture", "oblast", "governorate", "state", "region", "voivodeship", "canton",
    "krai", "kray", "emirate", "sheng", "provincia", "provinz", "provincie", "regione", "bundesland",
    "wojewodztwo", "muhafazah", "ostan", "vilayet",
    // (Thai, Turkish, Indonesian, Spanish and Portuguese, German: `changwat
    // chiang mai`, `antalya ili`, `provinsi bali`, `estado de mexico`,
    // `freistaat thuringen`.)
    "changwat", "ili", "provinsi", "estado", "freistaat",
    // (Japanese prefectures' suffixes, romanized: `nagano-ken`,
    // `osaka-fu`.)
    "ken", "fu",
  ])

  /// The romanized suffixes of Japanese and Korean levels below the first
  /// (city, ward, county, town, village; 시, 구, 군, 동, 읍, 면), written
  /// after a name as a word of their own once a hyphen is read as a space:
  /// `niigata-shi`, `shinjuku-ku`, `gangnam-gu`. A word that says the
  /// level, not the start of another place's name.
  static let romanizedLevelSuffixes: Set<[UInt8]> = StreetWords.words([
    "shi", "ku", "gun", "cho", "machi", "mura", "son", "si", "gu", "dong", "eup", "myeon",
  ])

  /// The words between a leading type and the name (`state of texas`,
  /// `provincia di roma`).
  static let linking: Set<[UInt8]> = StreetWords.words(["of", "de", "di", "del", "du", "della"])

  /// The range of `words` that names the area, when one of them gives its
  /// type: all but a type word that ends them, or all after a type word
  /// (and a linking word) that starts them; nil when no word does, or
  /// nothing is left.
  static func name(in words: [[UInt8]]) -> Range<Int>? {
    guard words.count >= 2 else { return nil }
    if let last = words.last, types.contains(last) { return 0..<(words.count - 1) }
    guard let first = words.first, types.contains(first) else { return nil }
    let start = linking.contains(words[1]) ? 2 : 1
    return start < words.count ? start..<words.count : nil
  }
}
