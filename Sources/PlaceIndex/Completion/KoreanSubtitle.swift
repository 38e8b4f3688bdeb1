/// How a place that is not an address reads in Korean (`--lang ko`).
extension PlaceIndex {
  /// The subtitle in Korean: the country's Korean name, after the region's
  /// when it has one that differs from the title.
  func koreanSubtitle(of p: PlaceHandle, title: String) -> String {
    let row = Int(countryRow(p.rank))
    let countryPlace = row != 0xFFFF && row < self.countryPlace.count
      ? PlaceHandle(rank: self.countryPlace[row]) : nil
    let countryName = countryPlace.flatMap { koreanName(of: $0) } ?? self.countryName(of: p) ?? ""
    let r = regionPlace(of: p.rank)
    let regionName = r == .max ? nil : koreanName(of: PlaceHandle(rank: r))
    var place = countryName
    // (Not the 시도 that is the city itself: 서울특별시 for 서울.)
    if let regionName, !regionName.hasPrefix(title) { place = regionName + ", " + countryName }
    switch kind(of: p) {
    case .city: return place
    case .region: return "지역 · " + countryName
    case .country: return "국가"
    case .airport: return "공항 · " + place
    case .cinema: return "영화관 · " + place
    case .province, .district, .neighbourhood, .village, .road, .postcode: return countryName
    case .place, .area: return defaultSubtitle(of: p)
    }
  }
}
