import Testing

@testable import PlaceIndex

/// Postcodes of cities outside Korea (US ZIP codes, French postcodes):
/// found whole, after a Korean ZIP code of the same digits typed alone,
/// and inside an address by the partial tier.
@Suite struct PostcodeTests {
  let index = Fixtures.index

  func ids(_ q: String, limit: Int = 5) -> [String] {
    index.complete(q, options: CompletionOptions(limit: limit)).map(\.id)
  }

  @Test func aPostcodeTypedWholeFindsItsCity() {
    #expect(ids("75008").first == "geonames:2988507")
    #expect(ids("75460").first == "geonames:4717560")
    #expect(ids("10001").first == "geonames:5128581")
  }

  @Test func aKoreanZipCodeComesFirstWhenTypedAlone() {
    // 10010 is a Korean ZIP code and New York City's.
    #expect(Array(ids("10010").prefix(2)) == ["kr-zip:10010", "geonames:5128581"])
    #expect(Array(ids(" 10010 ").prefix(2)) == ["kr-zip:10010", "geonames:5128581"])
    // With a location the bias decides: in New York the city, in Seoul the
    // ZIP code.
    var inNewYork = CompletionOptions(limit: 2)
    inNewYork.near = Coordinate(latitude: 40.74, longitude: -73.98)
    #expect(index.complete("10010", options: inNewYork).map(\.id) == ["geonames:5128581", "kr-zip:10010"])
    var inSeoul = CompletionOptions(limit: 2)
    inSeoul.near = Coordinate(latitude: 37.5, longitude: 127.03)
    #expect(index.complete("10010", options: inSeoul).first?.id == "kr-zip:10010")
    // Inside an address the rule is off: the city's code and importance decide.
    #expect(ids("1 main st 10010").first == "geonames:5128581")
  }

  @Test func aCodeStartedIsNoCitysCode() {
    // Four digits list the Korean codes they start (the prefix tier), never
    // a city whose code they start.
    #expect(!ids("7500").contains("geonames:2988507"))
  }

  @Test func aPostcodeInsideAnAddressNamesItsCity() throws {
    let c = try #require(index.complete("8 rue du faubourg saint honore 75008").first)
    #expect(c.id == "geonames:2988507")
    #expect(c.tier == .partial)
    #expect(c.matchedWords == ["75008"])
  }

  @Test func aNameAndItsOwnPostcodeAgree() throws {
    // Both Parises match the name; only the Texan one has 75460.
    #expect(ids("paris 75460").first == "geonames:4717560")
    #expect(ids("paris 75008").first == "geonames:2988507")
    let texas = try #require(index.complete("paris 75460").first)
    #expect(texas.unmatchedWords.isEmpty)
  }
}
