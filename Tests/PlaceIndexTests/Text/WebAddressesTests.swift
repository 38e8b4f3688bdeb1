import Testing

@testable import PlaceIndex

/// ``WebAddresses``: a web address typed for the site it names.
@Suite struct WebAddressesTests {
  @Test func theSiteNameStandsForTheAddress() {
    #expect(WebAddresses.withoutDomains("www.cgv.co.kr 대학로") == "cgv 대학로")
    #expect(WebAddresses.withoutDomains("m.megabox.co.kr 강남") == "megabox 강남")
    #expect(WebAddresses.withoutDomains("https://www.lottecinema.co.kr/NLCHS 신사") == "lottecinema 신사")
    #expect(WebAddresses.withoutDomains("visitseoul.net") == "visitseoul")
  }

  /// Abbreviations, decimals and dotted initials are no web address.
  @Test func dotsThatAreNoAddress() {
    #expect(WebAddresses.withoutDomains("st. louis") == nil)
    #expect(WebAddresses.withoutDomains("3.1대로") == nil)
    #expect(WebAddresses.withoutDomains("u.s.a. new york") == nil)
    #expect(WebAddresses.withoutDomains("ft. worth") == nil)
    #expect(WebAddresses.withoutDomains("www.co.kr") == nil)  // no site's name
    #expect(WebAddresses.withoutDomains("seoul") == nil)
  }
}

/// ``QueryBytes``: the byte tests the rewrites start with.
@Suite struct QueryBytesTests {
  @Test func bytesAndPairs() {
    #expect(QueryBytes.contains("장성 1박", where: { $0 &- 0x30 < 10 }))
    #expect(!QueryBytes.contains("장성 숙소", where: { $0 &- 0x30 < 10 }))
    #expect(QueryBytes.containsPair("cgv.co.kr", where: { $0 == 0x2E && $1 == 0x63 }))
    #expect(!QueryBytes.containsPair("st. louis", where: { $0 == 0x2E && $1 == 0x6C }))
    #expect(!QueryBytes.containsPair("", where: { _, _ in true }))
  }
}
