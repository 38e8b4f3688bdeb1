#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Testing

@testable import PlaceIndex

/// The order of Korean namesakes (``KoreanNamesakes``): the namesakes in
/// the city of the most prominent come first, in their own order, and no
/// other place moves.
@Suite struct KoreanNamesakesTests {
  typealias City = KoreanNamesakes.City
  static let seoul = City(code: "11", people: 10_349_312)
  static let busan = City(code: "26", people: 3_678_555)
  static let jinju = City(code: "48170", people: 340_000)
  static let yangsan = City(code: "48330", people: 350_000)

  func place(_ kind: PlaceKind, _ names: [String], _ importance: Double, in city: City?) -> SourcePlace {
    var p = SourcePlace(kind: kind, names: names, latitude: 37, longitude: 127)
    p.primaryCount = names.count
    p.importance = importance
    p.countryCode = "KR"
    p.parentCode = city?.code ?? ""
    return p
  }

  func order(_ places: [SourcePlace], cities: [City?]) -> [Double] {
    var ps = places
    let byCode = Dictionary(cities.compactMap { $0 }.map { ($0.code, $0) }, uniquingKeysWith: { a, _ in a })
    KoreanNamesakes.order(&ps) { byCode[$0.parentCode] }
    return ps.map(\.importance)
  }

  @Test func theLargerCitysNamesakesComeFirst() {
    // 인사동: Seoul's has fewer people of its own than 진주's.
    let seoul = place(.neighbourhood, ["인사동"], 3.30, in: Self.seoul)
    let jinju = place(.neighbourhood, ["인사동"], 4.12, in: Self.jinju)
    let other = place(.neighbourhood, ["역삼동"], 4.00, in: Self.seoul)
    let got = order([seoul, jinju, other], cities: [Self.seoul, Self.jinju])
    #expect(got[0] > 4.12 && got[0] <= 4.12 + KoreanNamesakes.leadMargin)
    #expect(got[1] == 4.12)
    #expect(got[2] == 4.00)
  }

  @Test func aNamesakeFarLargerOfItsOwnStillLeads() {
    // Seoul's lead (+1.27) does not reach a namesake 100× its size.
    let seoul = place(.neighbourhood, ["신당동"], 3.0, in: Self.seoul)
    let big = place(.neighbourhood, ["신당동"], 5.0, in: Self.jinju)
    #expect(order([seoul, big], cities: [Self.seoul, Self.jinju]) == [3.0, 5.0])
  }

  @Test func theLeadingCitysNamesakesKeepTheirOwnOrder() {
    // 명동: Seoul's 명동1가 and 명동2가 (by the name their 가 share) both
    // before 양산's 명동, 2가 first as it is the larger.
    let first = place(.neighbourhood, ["명동1가", "명동"], 2.98, in: Self.seoul)
    let second = place(.neighbourhood, ["명동2가", "명동"], 3.44, in: Self.seoul)
    let yangsan = place(.neighbourhood, ["명동"], 4.03, in: Self.yangsan)
    let got = order([first, second, yangsan], cities: [Self.seoul, Self.yangsan])
    #expect(got[1] > got[0] && got[0] > 4.03)
    #expect(got[2] == 4.03)
  }

  @Test func onlyKoreanAreasAndRoadsAreOrdered() {
    var cinema = place(.cinema, ["인사동"], 3.0, in: Self.seoul)
    cinema.kind = .cinema
    var foreign = place(.neighbourhood, ["인사동"], 3.0, in: Self.seoul)
    foreign.countryCode = "JP"
    let jinju = place(.neighbourhood, ["인사동"], 4.12, in: Self.jinju)
    #expect(order([cinema, foreign, jinju], cities: [Self.seoul, Self.jinju]) == [3.0, 3.0, 4.12])
  }

  /// Random groups of namesakes against the rule read plainly: the city of
  /// the most prominent (importance + cityWeight per tenfold of people past
  /// cityReferencePopulation) has all its namesakes above every other
  /// city's, in their own order, no place falls, and the others stay.
  @Test func randomGroupsFollowTheRule() {
    var rng = SplitMix64(seed: 20_261_203)
    let pool: [City?] = [Self.seoul, Self.busan, Self.jinju, Self.yangsan, City(code: "30", people: 1_475_221), nil]
    for _ in 0..<500 {
      let n = Int.random(in: 1...6, using: &rng)
      var places: [SourcePlace] = []
      var cities: [City?] = []
      for _ in 0..<n {
        let city = pool.randomElement(using: &rng)!
        let kind: PlaceKind = [.district, .neighbourhood, .village, .road].randomElement(using: &rng)!
        places.append(place(kind, ["같은동"], Double(Int.random(in: 0...6000, using: &rng)) / 1000, in: city))
        cities.append(city)
      }
      let before = places.map(\.importance)
      let after = order(places, cities: pool)
      #expect(zip(before, after).allSatisfy { $0 <= $1 })
      let prominence = places.indices.map { i in
        before[i] + KoreanNamesakes.cityWeight
          * Swift.max(0, log10((cities[i]?.people ?? 0) / KoreanNamesakes.cityReferencePopulation))
      }
      guard n > 1, let lead = places.indices.max(by: { (prominence[$0], -$0) < (prominence[$1], -$1) }),
        let leadCity = cities[lead]
      else {
        #expect(after == before)
        continue
      }
      let leading = places.indices.filter { cities[$0] == leadCity }
      let others = places.indices.filter { cities[$0] != leadCity }
      for i in others { #expect(after[i] == before[i]) }
      guard let otherTop = others.map({ before[$0] }).max() else {
        #expect(after == before)
        continue
      }
      for i in leading {
        #expect(after[i] > otherTop || (after[i] == otherTop && before[i] == 0), "\(before) → \(after)")
        for j in leading where before[i] < before[j] { #expect(after[i] <= after[j]) }
      }
    }
  }
}
