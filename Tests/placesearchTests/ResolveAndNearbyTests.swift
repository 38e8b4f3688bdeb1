import Foundation
import Testing

@testable import PlaceIndex

@Suite struct ResolveCommandTests {
  @Test func resolveSeoul() {
    let r = Run(["resolve", "seoul"])
    #expect(r.status == 0)
    #expect(r.stdout.contains("37.566, 126.9784"))
    #expect(r.stdout.contains("Asia/Seoul"))
    #expect(r.stdout.contains("South Korea (KR)"))
  }

  @Test func resolveJSON() {
    let j = Run(["resolve", "geonames:1835848", "--json"]).json
    #expect(j["latitude"] as? Double == 37.566)
    #expect(j["longitude"] as? Double == 126.9784)
    #expect(j["timezone"] as? String == "Asia/Seoul")
    #expect(j["population"] as? Int == 10_349_312)
    #expect(j["geonameId"] as? Int == 1_835_848)
    #expect(j["country"] as? String == "South Korea")
  }

  @Test func resolveAirportAndCinema() {
    let a = Run(["resolve", "airport:RKSI", "--json"]).json
    #expect(a["iata"] as? String == "ICN")
    #expect(a["icao"] as? String == "RKSI")
    let c = Run(["resolve", "cinema:cgv-gangnam", "--json"]).json
    #expect(c["brand"] as? String == "CGV")
    #expect(c["name"] as? String == "CGV 강남")
  }

  @Test func everyIDOfAQueryResolves() {
    let q = Run(["query", "gangnam", "--json", "--limit", "20"]).results
    for id in q.compactMap({ $0["id"] as? String }) {
      #expect(Run(["resolve", id, "--json"]).json["id"] as? String == id)
    }
  }
}

@Suite struct NearbyCommandTests {
  @Test func gangnamStation() {
    let r = Run(["nearby", "37.4979,127.0276", "--radius", "1km"])
    #expect(r.status == 0)
    let lines = r.stdout.split(separator: "\n")
    #expect(lines.contains { $0.contains("CGV 강남") && $0.contains(" m ") })
    #expect(lines.contains { $0.contains("메가박스 강남") })
    let j = Run(["nearby", "37.4979", "127.0276", "--radius", "1000m", "--json"])
    let results = j.results
    #expect(results.count >= 2)
    let distances = results.compactMap { $0["distanceMeters"] as? Double }
    #expect(distances == distances.sorted() && distances.allSatisfy { $0 <= 1000 })
    #expect(results.allSatisfy { $0["bearingDegrees"] is Double && $0["kind"] as? String == "cinema" })
  }

  @Test func aroundAndBrand() {
    let r = Run(["nearby", "--around", "CGV 강남", "--brand", "메가박스", "--radius", "3km", "--json"])
    let brands = Set(r.results.compactMap { $0["brand"] as? String })
    #expect(brands == ["Megabox"])
    let lotte = Run(["nearby", "37.5665,126.978", "--brand", "Lotte", "--radius", "3km", "--json"])
    #expect(!lotte.results.isEmpty && lotte.results.allSatisfy { $0["brand"] as? String == "Lotte Cinema" })
  }

  @Test func reverseGeocoding() {
    let r = Run(["nearby", "37.5665,126.978", "--category", "city", "--nearest", "--limit", "1", "--json"])
    #expect(r.results.count == 1)
    #expect(r.results.first?["countryCode"] as? String == "KR")
  }

  @Test func airportsNearSeoul() {
    let r = Run(["nearby", "37.5665,126.978", "--category", "airport", "--radius", "80km", "--json"])
    let ids = r.results.compactMap { $0["id"] as? String }
    #expect(ids.contains("airport:RKSI") && ids.contains("airport:RKSS"))
  }

  @Test func nothingInRange() {
    let r = Run(["nearby", "0,-140"])
    #expect(r.status == 1)
    #expect(r.stderr.contains("Nothing within"))
  }
}

/// `nearest` and `nearby` on the bundled data against an exact scan of
/// every place of a kind: the tree's stored points are rounded (168 m at
/// most), and what it returns must be exact all the same.
@Suite struct NearestAgainstAScanTests {
  @Test func nearestAndNearbyMatchAScanOfEveryPlace() {
    let index = KoreanTests.index
    let cities = Array(index.allPlaces).filter { index.kind(of: $0) == .city }
    let airports = Array(index.allPlaces).filter { index.kind(of: $0) == .airport }
    var rng = SeededGenerator(seed: 20261205)
    func uniform(_ r: ClosedRange<Double>) -> Double {
      r.lowerBound + Double(rng.next() >> 11) / Double(1 << 53) * (r.upperBound - r.lowerBound)
    }
    for n in 0..<24 {
      // Around a city (dense places, near ties), or anywhere.
      let base = index.coordinate(of: cities[Int(rng.next() % UInt64(cities.count))])
      let center =
        n % 2 == 0
        ? Coordinate(latitude: base.latitude + uniform(-0.02...0.02), longitude: base.longitude + uniform(-0.02...0.02))
        : Coordinate(latitude: uniform(-60...70), longitude: uniform(-180...180))
      for (kind, places) in [(PlaceKind.city, cities), (.airport, airports)] {
        let scan = places.map { (place: $0.rank, d: GeoMath.distance(center, index.coordinate(of: $0))) }
          .sorted { ($0.d, $0.place) < ($1.d, $1.place) }
        let k = [1, 3, 10][n % 3]
        let got = index.nearest(to: center, kinds: PlaceKinds(kind), count: k).map(\.place.rank)
        #expect(got == scan.prefix(k).map(\.place), "nearest \(kind) \(k) of \(center)")
        let radius = [2_000.0, 20_000, 100_000][n % 3]
        let within = index.nearby(center, options: NearbyOptions(radiusMeters: radius, kinds: PlaceKinds(kind), limit: 50))
        #expect(
          within.map(\.place.rank) == scan.prefix { $0.d <= radius }.prefix(50).map(\.place),
          "nearby \(kind) \(radius) m of \(center)")
      }
    }
  }
}

/// Every place of the bundled data, read back from the index, has the facts
/// its source gave it, though the index leaves many out and makes them
/// where they are read: a time zone its parent or most of its country's
/// places share, a Korean name that is its primary name, an area's box, an
/// airport's title, a road's people from its addresses.
@Suite struct FactsReadBackTests {
  @Test func everyPlaceHasItsSourcesFacts() throws {
    let index = KoreanTests.index
    let reader = GazetteerReader(directory: Run.root.appendingPathComponent("Data").path)
    let places = try IndexBuilder.rankedPlaces(reader).places
    try #require(places.count == index.count)
    var wrong: [String] = []
    for (rank, source) in places.enumerated() {
      let p = PlaceHandle(rank: UInt32(rank))
      let d = index.details(of: p)
      func check(_ what: String, _ ok: Bool) { if !ok && wrong.count < 20 { wrong.append("\(d.id) \(what)") } }
      check("timezone \(d.timezone ?? "nil") for \(source.timezone)", (d.timezone ?? "") == source.timezone)
      if let k = PlaceKeys.koreanName(of: source), source.names.contains(k) || source.koreanName != nil {
        check("korean name \(d.koreanName ?? "nil") for \(k)", d.koreanName == k)
      }
      if let b = source.bounds {
        let got = index.areaBounds(of: p)
        check(
          "bounds", got?.south == (b.south * 1e6).rounded() / 1e6 && got?.west == (b.west * 1e6).rounded() / 1e6
            && got?.north == (b.north * 1e6).rounded() / 1e6 && got?.east == (b.east * 1e6).rounded() / 1e6)
      }
      let people = source.kind == .airport || source.kind == .cinema || source.population == 0 ? nil : source.population
      check("population \(d.population ?? 0) for \(source.population)", d.population == people)
      if source.kind == .airport, let iata = source.info[safe: 2] {
        check("title \(index.defaultTitle(of: p))", index.defaultTitle(of: p) == "\(source.names[0]) (\(iata))")
      }
    }
    #expect(wrong.isEmpty, "\(wrong)")
  }
}
