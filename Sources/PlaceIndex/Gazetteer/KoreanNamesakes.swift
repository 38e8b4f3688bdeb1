#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which of several Korean places of one name is meant when the name comes
/// alone: the one in the larger city.
///
/// Korea repeats its neighbourhood and road names: there are six 명동, nine
/// 신촌동, a 인사동 in 서울 and in 진주, a 동성로 in 대구 and in 경주. By
/// their own size (``KoreanAddressAssembler/Weights``: people estimated
/// from the basic zones) the small city's namesake often wins: 진주's
/// 인사동 has 5.0 zones to Seoul's 2.8. Yet a reader of the bare name,
/// without a location, means the one in the large city, as encyclopedias
/// do (the unqualified article 인사동 is Seoul's; 명동 is Seoul's 명동1가
/// and 명동2가; 동성로 is 대구's).
///
/// So within each group of namesakes (districts, 읍면동, 리 and roads that
/// share a primary name), each place's *prominence* is its importance plus
/// ``cityWeight`` for every tenfold by which the people of its city exceed
/// ``cityReferencePopulation``. The namesakes in the city of the most
/// prominent are lifted, in their own order, to just above the most
/// important namesake of any other city (within ``leadMargin``): 대구's
/// 동성로1가 to 3가 and its road 동성로 all come before 경주's road, Seoul's
/// 명동1가 and 명동2가 before 양산's 명동. Nothing else moves: the order
/// between different names (역삼 → 역삼동 before 역삼로) and a place's rank
/// among other names' places keep their own-size order, and a location
/// bias (`--near`) still brings the nearby namesake first.
///
/// "Its city" is the 특별시 or 광역시 the place lies in, else its top
/// 시군구 (수원시 for 수원시 장안구; a 군 is its own, in a 광역시 too), with
/// the population GeoNames gives where a city was merged, else the
/// estimate (``KoreanAddressAssembler/cityPopulations(_:byCode:people:)``).
enum KoreanNamesakes {
  /// Prominence added per tenfold of city people beyond
  /// ``cityReferencePopulation``. Larger lets a big city's namesake lead
  /// against one of more own people: at 1.25, Seoul's (10 M people, +1.27)
  /// leads a namesake of up to 18× its own estimate in a city under a
  /// million, Busan's (3.7 M, +0.71) one of up to 5×, and between two
  /// large cities the difference counts (대구 +0.51 against 대전 +0.21).
  /// Below 1.0, 신촌동 (Seoul, 1.4 basic zones) stayed with 창원's (5.7);
  /// at 2, a Seoul namesake would lead one 100× its size.
  static let cityWeight = 1.25
  /// Cities under this many people add nothing: among towns, own size
  /// decides (a 면 of a 군 against a 동 of a small 시).
  static let cityReferencePopulation = 1_000_000.0
  /// How far above the other cities' most important namesake the leading
  /// city's are lifted at most (each by its importance's share of that):
  /// enough to order them, too little to pass another name's place that
  /// the other city's namesake did not.
  static let leadMargin = 0.01

  /// The kinds whose names repeat across cities and are ordered here.
  static let kinds: Set<PlaceKind> = [.district, .neighbourhood, .village, .road]

  /// The city a place lies in: its code and its people.
  struct City: Equatable {
    var code: String
    var people: Double
  }

  /// Lifts the leading city's namesakes in each group of namesakes among
  /// `places` (see the type's documentation). `city` gives the city a
  /// place lies in (nil when unknown: no prominence added, never lifted
  /// with another).
  static func order(_ places: inout [SourcePlace], city: (SourcePlace) -> City?) {
    var groups: [String: [Int]] = [:]
    for (i, p) in places.enumerated() where p.countryCode == "KR" && kinds.contains(p.kind) {
      for name in Set(p.names.prefix(p.primaryCount)) { groups[name, default: []].append(i) }
    }
    // Computed from the importances as they were, then applied: a place in
    // two groups (명동1가 is also 명동) takes the higher.
    var lifted: [Int: Double] = [:]
    for members in groups.values where members.count > 1 {
      let cities = members.map { city(places[$0]) }
      let prominence = members.indices.map { m in
        places[members[m]].importance
          + cityWeight * max(0, log10((cities[m]?.people ?? 0) / cityReferencePopulation))
      }
      guard let lead = members.indices.max(by: { (prominence[$0], -$0) < (prominence[$1], -$1) }),
        let leadCity = cities[lead]
      else { continue }
      // The most important namesake of another city; the leading city's
      // below it are lifted over it, into (other, other + leadMargin), by
      // their own importance (so in their own order).
      let others = members.indices.filter { cities[$0] != leadCity }.map { places[members[$0]].importance }
      guard let other = others.max(), other + leadMargin > 0 else { continue }
      let ceiling = other + leadMargin
      for m in members.indices where cities[m] == leadCity && places[members[m]].importance < ceiling {
        let own = places[members[m]].importance
        lifted[members[m]] = max(lifted[members[m]] ?? own, other + leadMargin * max(0, own) / ceiling)
      }
    }
    for (i, importance) in lifted { places[i].importance = importance }
  }
}
