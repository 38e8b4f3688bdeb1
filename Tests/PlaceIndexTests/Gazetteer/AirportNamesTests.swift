import Testing

@testable import PlaceIndex

@Suite struct AirportNamesTests {
  /// The own name, with `nearby` the names of the cities near the airport.
  func own(_ name: String, city: String, nearby: Set<String> = []) -> String? {
    AirportNames.ownName(of: name, city: city) { nearby.contains($0) }
  }

  @Test func theCityAndTheWordsEveryAirportHasAreLeftOut() {
    #expect(own("London Heathrow Airport", city: "London") == "Heathrow")
    #expect(own("Singapore Changi International Airport", city: "Singapore") == "Changi")
    #expect(own("Washington Dulles International Airport", city: "Washington") == "Dulles")
    #expect(own("Chicago O'Hare International Airport", city: "Chicago") == "O'Hare")
    #expect(own("Laguardia Airport", city: "New York") == "Laguardia")
    #expect(own("Amsterdam Airport Schiphol", city: "Amsterdam") == "Schiphol")
    #expect(own("Dallas Love Field", city: "Dallas") == "Love Field")
    #expect(own("New Castle Airport", city: "") == "New Castle")
  }

  @Test func anotherCityNearbyIsLeftOutToo() {
    // Pearson's city is Mississauga; Toronto is a city near it.
    #expect(own("Toronto Pearson International Airport", city: "Mississauga", nearby: ["Toronto"]) == "Pearson")
    #expect(own("Toronto Pearson International Airport", city: "Mississauga") == "Toronto Pearson")
  }

  @Test func aNameInParenthesesIsTheOneInUse() {
    #expect(own("Leonardo Da Vinci (Fiumicino) International Airport", city: "Rome") == "Fiumicino")
    #expect(own("Leshan Airport (under construction, unknown coordinates)", city: "Leshan") == nil)
  }

  @Test func noOwnNameWhenACityHasIt() {
    // Narita and Gimpo are cities near their airports: they keep the name.
    #expect(own("Narita International Airport", city: "Tokyo", nearby: ["Narita"]) == nil)
    #expect(own("Gimpo International Airport", city: "Seoul", nearby: ["Gimpo"]) == nil)
    #expect(own("Tokyo International Airport", city: "Tokyo") == nil)
    #expect(own("Los Angeles International Airport", city: "Los Angeles") == nil)
  }

  @Test func noOwnNameThatOnlyDescribes() {
    #expect(own("Napa County Airport", city: "Napa") == nil)
    #expect(own("Avon Park Executive Airport", city: "Avon Park") == nil)
    #expect(own("Port Sudan New International Airport", city: "Port Sudan") == nil)
    #expect(own("Gray Army Air Field", city: "") == nil)
  }
}

/// An airport's importance by its size (OurAirports' type): the large
/// airports of a city first, the others under them, never above.
@Suite struct AirportSizeTests {
  @Test func largerAirportsOfACityRankFirst() {
    var p = SourcePlace(kind: .airport, names: ["Somewhere Airport"], latitude: 0, longitude: 0)
    p.population = 1_000_000
    let sizes = ["large", "medium", "", "small", "heliport", "seaplane", "closed"]
    let values = sizes.map { Importance.airport(p, size: $0) }
    #expect(values == values.sorted(by: >))
    #expect(abs(values[0] - Importance.airport(p) - 0.25) < 1e-9)  // no bonus for a large one
    #expect(values[1] == values[2])  // medium and unlisted alike (the default)
    #expect(values[0] > values[3])
  }
}
