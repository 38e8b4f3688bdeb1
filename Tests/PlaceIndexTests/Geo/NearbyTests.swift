import Testing

@testable import PlaceIndex

@Suite struct NearbyTests {
  let index = Fixtures.index
  let gangnamStation = Coordinate(latitude: 37.4979, longitude: 127.0276)

  @Test func cinemasWithinOneKilometre() {
    let found = index.nearby(gangnamStation, options: NearbyOptions(radiusMeters: 1_000))
    #expect(found.map { index.details(of: $0.place).id } == ["cinema:megabox-gangnam", "cinema:cgv-gangnam"])
    for f in found {
      #expect(f.distanceMeters <= 1_000)
      #expect(abs(f.distanceMeters - GeoMath.distance(gangnamStation, f.coordinate)) < 0.01)
    }
    // CGV Gangnam lies north of the station, Megabox Gangnam west of it.
    #expect(GeoMath.compassPoint(found[1].bearingDegrees) == "N")
    #expect(GeoMath.compassPoint(found[0].bearingDegrees) == "W")
  }

  @Test func radiusLimitsAndKindsFilter() {
    #expect(index.nearby(gangnamStation, options: NearbyOptions(radiusMeters: 10)).isEmpty)
    let all = index.nearby(gangnamStation, options: NearbyOptions(radiusMeters: 60_000, kinds: .all, limit: 100))
    #expect(all.contains { index.details(of: $0.place).id == "airport:RKSI" })
    #expect(all.contains { index.details(of: $0.place).id == "geonames:1835848" })
    #expect(zip(all, all.dropFirst()).allSatisfy { $0.distanceMeters <= $1.distanceMeters })
  }

  @Test func brandFilter() {
    let options = NearbyOptions(radiusMeters: 5_000, brand: Brand(alias: "메가박스"))
    #expect(Set(index.nearby(gangnamStation, options: options).map { index.details(of: $0.place).id }) == ["cinema:megabox-gangnam", "cinema:megabox-coex"])
  }

  @Test func reverseGeocoding() {
    let near = index.nearest(to: Coordinate(latitude: 37.5, longitude: 127.0))
    #expect(near.map { index.details(of: $0.place).id } == ["geonames:1835848"])
    let farFromAll = index.nearest(to: Coordinate(latitude: 0, longitude: -140), kinds: PlaceKinds(.city), count: 1, maxDistance: 100_000)
    #expect(farFromAll.isEmpty)
  }

  @Test(arguments: ["CGV", "씨지브이", "cgv"])
  func cgvAliases(_ alias: String) { #expect(Brand(alias: alias) == .cgv) }

  @Test(arguments: ["롯데시네마", "Lotte Cinema", "lotte", "롯데"])
  func lotteAliases(_ alias: String) { #expect(Brand(alias: alias) == .lotteCinema) }

  @Test(arguments: ["메가박스", "Megabox", "MEGABOX", "메박", "메가"])
  func megaboxAliases(_ alias: String) { #expect(Brand(alias: alias) == .megabox) }
}
