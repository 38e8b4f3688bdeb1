import Testing

@testable import PlaceIndex

/// ``AddressCountries``: the countries an address's street types and
/// postcodes point to.
@Suite struct AddressCountriesTests {
  func evidence(_ q: String) -> [AddressCountries.Codes] {
    AddressCountries.evidence(of: Normalizer.words(q), query: q)
  }

  @Test func aStreetTypeOfOneLanguage() {
    // A French street is France's first: France counts twice.
    #expect(evidence("17bis rue amiral romain desfossés brest") == [AddressCountries.french, ["FR"]])
    #expect(evidence("via vittorio veneto modena") == [AddressCountries.italian])
    #expect(evidence("Calle Mayor 5, Toledo") == [AddressCountries.spanish])
    #expect(evidence("Drottninggatan 12 Stockholm") == [["SE"]])
    #expect(evidence("Sophienstraße 3, Berlin") == [AddressCountries.german])
    #expect(evidence("ul. Żorska 11 Rybnik") == [["PL"]])
    // Route is French before de, du, des; else it may be American.
    #expect(evidence("86 route de toulouse noé") == [AddressCountries.french, ["FR"]])
    #expect(evidence("route 66 kingman").isEmpty)
  }

  /// Avenue, boulevard and place between a house number and the street's
  /// name are French; after the name, or with no number before, nothing.
  @Test func englishTypesBeforeTheNameAreFrench() {
    #expect(evidence("5 Boulevard Henri Ruel 94120") == [AddressCountries.french, ["FR"]])
    #expect(evidence("23 avenue lamartine 94510") == [AddressCountries.french, ["FR"]])
    #expect(evidence("10 place de la gare lille") == [AddressCountries.french, ["FR"]])
    #expect(evidence("350 fifth avenue 10118").isEmpty)
    #expect(evidence("avenue lamartine").isEmpty)
  }

  @Test func wordsOfMoreThanOneLanguageSayNothing() {
    // avenue, boulevard, place, plaza: English streets too, unless
    // between a house number and the name (``englishTypesBeforeTheNameAreFrench``).
    #expect(evidence("avenue trentieme corps verdun").isEmpty)
    #expect(evidence("plaza de la gare lille").isEmpty)
    #expect(evidence("main street springfield").isEmpty)
    // A compound ending needs a stem: `brigade` is no Danish street.
    #expect(evidence("brigade road bangalore").isEmpty)
  }

  @Test func postcodeShapes() {
    #expect(AddressCountries.postcodeCountries(in: "rua padre cruz 31 3060-187 cantanhede") == ["PT"])
    #expect(AddressCountries.postcodeCountries(in: "Żorska 11, 47-400") == ["PL"])
    #expect(AddressCountries.postcodeCountries(in: "av paulista 1578, 01310-200 sao paulo") == ["BR"])
    #expect(AddressCountries.postcodeCountries(in: "36067-1111, us") == ["US"])
    #expect(AddressCountries.postcodeCountries(in: "M2M 1C8") == ["CA"])
    #expect(AddressCountries.postcodeCountries(in: "k1a0b1 ottawa") == ["CA"])
    #expect(AddressCountries.postcodeCountries(in: "Damrak 1, 1012 LG Amsterdam") == ["NL"])
    #expect(AddressCountries.postcodeCountries(in: "Old Palace Road, GU2 7UP") == ["GB", "IM", "JE", "GG"])
    // Five digits are many countries': none.
    #expect(AddressCountries.postcodeCountries(in: "14 rue jean mermoz 63110 beaumont").isEmpty)
    #expect(AddressCountries.postcodeCountries(in: "").isEmpty)
  }

  @Test func bothPiecesOfEvidence() {
    #expect(evidence("Rua Padre Cruz 31 3060-187 Cantanhede") == [AddressCountries.portuguese, ["PT"]])
  }
}
