import Testing

@testable import PlaceIndex

/// ``GluedNumbers``: a postcode written together with its place.
@Suite struct GluedNumbersTests {
  @Test func aPostcodeAndAPlaceAreReadApart() {
    #expect(GluedNumbers.apart("26000valence") == "26000 valence")
    #expect(GluedNumbers.apart("7 rue du lycée 26000valence") == "7 rue du lycée 26000 valence")
    #expect(GluedNumbers.apart("paris75008") == "paris 75008")
    #expect(GluedNumbers.apart("29600morlaix, france") == "29600 morlaix, france")
    #expect(GluedNumbers.apart("75008Ñuñoa") == "75008 Ñuñoa")
  }

  @Test func codesAndHouseNumbersStayWhole() {
    for q in ["m25", "a1", "12a", "k1n 5a1", "3rd street", "1600 pennsylvania", "route 66", "a12345", "ab1234",
              "1234ab", "06236", "서울"] {
      #expect(GluedNumbers.apart(q) == nil, "\(q)")
    }
  }
}
