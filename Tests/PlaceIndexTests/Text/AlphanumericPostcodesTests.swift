import Testing

@testable import PlaceIndex

/// ``AlphanumericPostcodes``: British and Canadian postcodes among a
/// query's words, as pairs only.
@Suite struct AlphanumericPostcodesTests {
  func masked(_ q: String) -> [String] {
    let words = Normalizer.words(q)
    let m = AlphanumericPostcodes.mask(words)
    return words.indices.filter { m & (1 << UInt32($0)) != 0 }.map { String(decoding: words[$0], as: UTF8.self) }
  }

  @Test func britishAndCanadianPairs() {
    #expect(masked("Marlborough Rd, St. James's, London SW1A 1BQ") == ["sw1a", "1bq"])
    #expect(masked("Bedford, MK42 0XE, United Kingdom") == ["mk42", "0xe"])
    #expect(masked("Manchester M2 5DB") == ["m2", "5db"])
    #expect(masked("24 Sussex Drive, Ottawa, ON K1M 1M4") == ["k1m", "1m4"])
  }

  @Test func oneWordAloneOrAnotherShapeIsNone() {
    #expect(masked("M25 motorway") == [])
    #expect(masked("A1 road london") == [])
    #expect(masked("10117 berlin") == [])
    #expect(masked("1012 AB Amsterdam") == [])  // Dutch: letters only after
    #expect(masked("SW1A") == [])
  }

  /// The countries agree with the query-wide shapes the partial tier
  /// reads (``AddressCountries/postcodeCountries(in:)``).
  @Test func theirCountries() {
    #expect(AddressCountries.postcodeCountries(in: "London SW1A 1BQ").contains("GB"))
    #expect(AddressCountries.postcodeCountries(in: "Ottawa K1M 1M4") == ["CA"])
    #expect(AlphanumericPostcodes.shape(Array("sw1a".utf8)) == "AA9A")
  }
}
