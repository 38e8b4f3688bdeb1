import Foundation
import Testing

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
