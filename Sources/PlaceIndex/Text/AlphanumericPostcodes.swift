/// Postcodes written in two words of letters and digits, which no place's
/// name has and the bundled data does not list: British (`SW1A 1BQ`,
/// `W1D 2JU`, `MK42 0XE`) and Canadian (`K1A 0B1`). Inside an address they
/// are left out as a number is, at a postcode's cost, and a formatted
/// address's part keeps its city without them (`London SW1A 1BQ` is
/// London); their shape points to their countries
/// (``AddressCountries/postcodeCountries(in:)``).
///
/// | country | first word | second word |
/// |---|---|---|
/// | United Kingdom and the Crown Dependencies | A9, A99, AA9, AA99, A9A, AA9A (`m2`, `sw1a`, `w1d`, `mk42`) | 9AA (`1bq`) |
/// | Canada | A9A (`k1a`) | 9A9 (`0b1`) |
///
/// (A is a letter, 9 a digit.) Only the two words together: one alone is
/// as often a road (`M25`, `A1`) or a flat.
enum AlphanumericPostcodes {
  /// The shapes of a British postcode's first word.
  static let britishOutward: Set<String> = ["A9", "A99", "AA9", "AA99", "A9A", "AA9A"]

  /// The countries a postcode of two words of these shapes belongs to
  /// (ISO 3166-1 codes), or nil when the two are no such postcode.
  static func countries(first: String, second: String) -> Set<String>? {
    if first == "A9A" && second == "9A9" { return ["CA"] }
    if second == "9AA" && britishOutward.contains(first) { return ["GB", "IM", "JE", "GG"] }
    return nil
  }

  /// A word's shape: `A` for each letter, `9` for each digit, `-` for
  /// anything else (`sw1a` is AA9A).
  static func shape<W: Collection<UInt8>>(_ word: W) -> String {
    String(
      decoding: word.map { b -> UInt8 in
        b &- 0x30 < 10 ? UInt8(ascii: "9") : (b | 0x20) &- 0x61 < 26 ? UInt8(ascii: "A") : UInt8(ascii: "-")
      }, as: UTF8.self)
  }

  /// The words of `words` (normal forms, the first 32 read) that are such
  /// a postcode, as a mask: bit `i` for word `i`.
  static func mask(_ words: [[UInt8]]) -> UInt32 {
    var out: UInt32 = 0
    let n = min(words.count, 32)
    var i = 0
    while i + 1 < n {
      // (Four bytes at most a word: no shape to make of a longer one.)
      if words[i].count <= 4, words[i + 1].count == 3, words[i].contains(where: { $0 &- 0x30 < 10 }),
        countries(first: shape(words[i]), second: shape(words[i + 1])) != nil
      {
        out |= 3 << UInt32(i)
        i += 2
      } else {
        i += 1
      }
    }
    return out
  }
}
