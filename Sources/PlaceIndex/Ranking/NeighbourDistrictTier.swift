/// A road named whole after a 시군구 that does not hold it but lies beside
/// one that does: `서울시 성북구 신이문로 14` is 신이문로 of 동대문구, which
/// borders 성북구. People mix up neighbouring districts (a road on their
/// border, a neighbourhood known by the wrong one), and the address tier,
/// which keeps the road inside the areas named, found the 시군구 alone,
/// leaving the road unmatched.
///
/// When the road as the target found nothing inside the areas named: the
/// roads of that whole name within ``RankingWeights/neighbourDistrictKilometers``
/// of a named 시군구, inside any 시도 named, each as if the 시군구 were one
/// more unit naming nothing (``RankingWeights/addressUnmatchedWord``).
extension CandidateSearch {
  /// The most roads of one name looked at (a common name, 중앙로, has
  /// dozens; one that lies near the district typed is among few).
  static let maxNeighbourRoads = 64

  /// `within`: the areas the other units name.
  mutating func collectRoadBesideNamedDistrict(
    _ units: AddressUnits, target: Int, within: [[UInt32]], unmatched: Int, want: Int
  ) {
    let index = self.index
    func kind(_ p: UInt32) -> PlaceKind? { PlaceKind(rawValue: index.kindRaw(p)) }
    let provinces = within.filter { $0.allSatisfy { kind($0) == .province } }
    let districts = within.filter { list in !list.allSatisfy { kind($0) == .province } }
      .flatMap { $0 }.filter { kind($0) == .district || kind($0) == .city }
    guard !districts.isEmpty, AddressUnits.endsLikeRoad(units.words[target]) else { return }
    let names = keySet(.primaryNames)
    let range = names.range(ofKey: units.words[target])
    guard !range.isEmpty, range.count <= CandidateSearch.maxNeighbourRoads else { return }
    let limit = weights.neighbourDistrictKilometers * 1000
    var holders: [UInt32] = []
    for i in range {
      let road = names.entryPlace[i]
      guard kind(road) == .road, provinces.allSatisfy({ list in list.contains { lies(road, in: $0) } }),
        let parent = index.fact(.parent, of: road), parent < UInt32(index.count),
        districts.contains(where: {
          GeoMath.distance(index.coordinate(of: PlaceHandle(rank: road)), index.coordinate(of: PlaceHandle(rank: $0))) <= limit
        })
      else { continue }
      if !holders.contains(parent) { holders.append(parent) }
    }
    guard !holders.isEmpty else { return }
    let saved = constraints
    constraints = provinces + [holders]
    var roads = options
    roads.kinds = PlaceKinds(.road)
    withOptions(roads) {
      $0.collectUnit(units, target: target, unmatched: unmatched + 1, want: want, wholeOnly: true)
    }
    constraints = saved
  }
}
