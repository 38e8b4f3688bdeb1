#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Testing

@testable import PlaceIndex

/// The population estimates of Korean areas
/// (``KoreanAddressAssembler/estimatePopulations(_:byCode:zones:into:)``):
/// a 읍면동 by its share of the basic zones, by its addresses where no zone
/// reaches it, a 리 by its addresses, the levels above by their sums.
@Suite struct KoreanPopulationTests {
  typealias Area = KoreanAddressReader.Area

  func area(_ code: String, _ level: Int, _ name: String, parent: String, addresses: Int) -> Area {
    Area(
      code: code, level: level, name: name, parent: parent, latitude: 37, longitude: 127,
      bounds: (36.9, 126.9, 37.1, 127.1), addresses: addresses, former: [])
  }

  /// Each area's index, by its code.
  func codes(_ areas: [Area]) -> [String: Int] {
    Dictionary(uniqueKeysWithValues: areas.enumerated().map { ($1.code, $0) })
  }

  @Test func aZoneIsSplitByItsAddresses() {
    let shares = KoreanAddressAssembler.zoneShares([
      .init(code: "21900", sigungu: "28185", addresses: 30, neighbourhoods: [("28185106", 20), ("28185105", 10)]),
      .init(code: "21901", sigungu: "28185", addresses: 5, neighbourhoods: [("28185106", 5)]),
      .init(code: "21902", sigungu: "28185", addresses: 0, neighbourhoods: []),
    ])
    #expect(abs((shares["28185106"] ?? 0) - (2.0 / 3 + 1)) < 1e-9)
    #expect(abs((shares["28185105"] ?? 0) - 1.0 / 3) < 1e-9)
    #expect(shares.count == 2)
  }

  @Test func zonesCountFlatsThatAddressesDoNot() {
    let areas = [
      area("28", 1, "인천광역시", parent: "", addresses: 600),
      area("28185", 2, "연수구", parent: "28", addresses: 600),
      // Few addresses, each a block of flats, in many zones …
      area("28185106", 3, "송도동", parent: "28185", addresses: 518),
      // … many houses in few zones; no zone at all.
      area("28185105", 3, "옥련동", parent: "28185", addresses: 2_904),
      area("28185999", 3, "어느면", parent: "28185", addresses: 100),
      area("2818599921", 4, "어느리", parent: "28185999", addresses: 40),
    ]
    let byCode = codes(areas)
    var places = areas.map(KoreanAddressAssembler.place(of:))
    KoreanAddressAssembler.estimatePopulations(
      areas, byCode: byCode, zones: ["28185106": 45, "28185105": 13.5], into: &places)
    let zone = KoreanAddressAssembler.Weights.peoplePerZone
    #expect(places[2].population == Int(45 * zone))
    #expect(places[3].population == Int(13.5 * zone))
    #expect(places[2].importance > places[3].importance)
    // No zone: its addresses, at a 면's figure; a 리 at its 면's.
    #expect(places[4].population == Int(100 * KoreanAddressAssembler.Weights.peoplePerAddressInMyeon))
    #expect(places[5].population == Int(40 * KoreanAddressAssembler.Weights.peoplePerAddressInMyeon))
    // The 시군구 and the 시도 add up their 읍면동 (not the 리 again).
    let sum = Int(45 * zone + 13.5 * zone + 100 * KoreanAddressAssembler.Weights.peoplePerAddressInMyeon)
    #expect(abs(places[1].population - sum) <= 1)
    #expect(abs(places[0].population - sum) <= 1)
  }

  @Test func theCityOfAnArea() {
    let areas = [
      area("28", 1, "인천광역시", parent: "", addresses: 0),
      area("28140", 2, "동구", parent: "28", addresses: 0),
      area("28140101", 3, "송현동", parent: "28140", addresses: 0),
      area("28710", 2, "강화군", parent: "28", addresses: 0),
      area("28710250", 3, "강화읍", parent: "28710", addresses: 0),
      area("41", 1, "경기도", parent: "", addresses: 0),
      area("41110", 2, "수원시", parent: "41", addresses: 0),
      area("41111", 2, "장안구", parent: "41110", addresses: 0),
      area("41111101", 3, "파장동", parent: "41111", addresses: 0),
    ]
    let byCode = codes(areas)
    let people = [2_600_000, 60_000, 5_000, 69_000, 20_000, 13_500_000, 1_200_000, 280_000, 9_000]
    let city = KoreanAddressAssembler.cityPopulations(areas, byCode: byCode, people: people)
    // The 광역시 for its 구 and itself, a 군 of its own; the 시 above a
    // 일반구; none for a 도.
    #expect(city["28140101"] == .init(code: "28", people: 2_600_000))
    #expect(city["28140"] == .init(code: "28", people: 2_600_000))
    #expect(city["28710250"] == .init(code: "28710", people: 69_000))
    #expect(city["41111101"] == .init(code: "41110", people: 1_200_000))
    #expect(city["41111"] == .init(code: "41110", people: 1_200_000))
    #expect(city["28"] == .init(code: "28", people: 2_600_000))
    #expect(city["41"] == nil)
  }

  @Test func aCityLargerThanItsDistrictIsMisplaced() {
    let areas = [
      area("29", 1, "광주광역시", parent: "", addresses: 0),
      area("29140", 2, "서구", parent: "29", addresses: 0),
      area("29140123", 3, "벽진동", parent: "29140", addresses: 0),
      area("41", 1, "경기도", parent: "", addresses: 0),
      area("41110", 2, "수원시", parent: "41", addresses: 0),
      area("41111", 2, "장안구", parent: "41110", addresses: 0),
      area("41111101", 3, "파장동", parent: "41111", addresses: 0),
    ]
    let byCode = codes(areas)
    var areaPlaces = areas.map(KoreanAddressAssembler.place(of:))
    for (i, imp) in [6.0, 5.4, 3.9, 7.0, 6.1, 5.3, 4.2].enumerated() { areaPlaces[i].importance = imp }
    let estimated = [1_400_000, 270_000, 9_000, 13_500_000, 1_200_000, 280_000, 20_000]
    func city(_ name: String, population: Int) -> SourcePlace {
      var p = SourcePlace(kind: .city, names: [name], latitude: 35, longitude: 127)
      p.population = population
      p.importance = log10(Double(population) + 1)
      p.countryCode = "KR"
      return p
    }
    var places = [
      city("Masan", population: 434_371),  // in 광주 서구: more people than it holds
      city("Siheungdong", population: 128_142),  // fewer than its 시군구
      city("Somewhere", population: 600_000),  // in 장안구, but 수원시 (1.2 M) is its 시군구
      city("Merged", population: 900_000),
    ]
    let before = places.map(\.importance)
    KoreanAddressAssembler.demoteMisplacedCities(
      &places, areaOf: [0: "29140123", 1: "29140123", 2: "41111101", 3: "29140123"], merged: [3],
      areas: areas, byCode: byCode, estimated: estimated, areaPlaces: areaPlaces)
    #expect(places[0].importance == 3.9)
    #expect(places[0].population == 434_371)
    #expect(places[1].importance == before[1])
    #expect(places[2].importance == before[2])
    #expect(places[3].importance == before[3])
  }
}
