/// The places of a user's build in rank order, each made as a
/// ``SourcePlace`` when it is read (see ``PlaceColumns``), with the names
/// and subtitles the GeoNames tables give.
struct RankedPlaces: LayoutPlaces {
  let columns: PlaceColumns
  /// Row of ``columns`` by rank.
  let order: [UInt32]
  let tables: GeoNamesFiles.Tables

  var count: Int { order.count }

  func place(_ rank: Int) -> SourcePlace { make(Int(order[rank])) }

  func summary(_ rank: Int) -> PlaceSummary {
    let i = Int(order[rank])
    let c = columns
    return PlaceSummary(
      kind: PlaceKind(rawValue: c.kind[i]) ?? .place, latitude: Double(c.latitude[i]) / 1e7,
      longitude: Double(c.longitude[i]) / 1e7, countryCode: c.strings[c.country[i]], admin1: c.strings[c.admin1[i]],
      timezone: c.strings[c.timezone[i]], sourceID: c.sourceID[i], importance: Double(c.importance[i]), areaCode: "")
  }

  func make(_ i: Int) -> SourcePlace {
    let c = columns
    let kind = PlaceKind(rawValue: c.kind[i]) ?? .place
    var p = SourcePlace(
      kind: kind, names: [], latitude: Double(c.latitude[i]) / 1e7, longitude: Double(c.longitude[i]) / 1e7)
    p.primaryCount = 0
    var userID = ""
    for (mark, text) in c.storedNames(of: i) {
      switch mark {
      case NameMark.primary:
        p.names.append(text)
        p.primaryCount += 1
      case NameMark.alternate: p.names.append(text)
      case NameMark.code: p.codes.append(text)
      case PlaceColumns.userIDMark: userID = text
      default: break
      }
    }
    // Alternate names: official ones before colloquial and historic ones;
    // the Korean name to show is the preferred short one, else the
    // preferred, else the short, else the first.
    let alternates = c.alternates(of: i)
    var unofficial: [String] = []
    var korean: (name: String, score: Int)? = nil
    for a in alternates {
      if a.flags.contains(.code) {
        p.codes.append(a.name)
        continue
      }
      if a.flags.contains(.unofficial) { unofficial.append(a.name) } else { p.names.append(a.name) }
      if a.flags.contains(.korean), !a.flags.contains(.unofficial) {
        let score = (a.flags.contains(.preferred) ? 2 : 0) + (a.flags.contains(.short) ? 1 : 0)
        if score > (korean?.score ?? -1) { korean = (a.name, score) }
      }
    }
    p.names += unofficial
    p.koreanName = korean?.name
    p.population = Int(c.population[i])
    p.sourceID = c.sourceID[i]
    p.countryCode = c.strings[c.country[i]]
    p.admin1 = c.strings[c.admin1[i]]
    p.timezone = c.strings[c.timezone[i]]
    p.isCapital = c.isCapital[i]
    p.importance = Double(c.importance[i])
    NativeScript.promote(&p)
    let cc = p.countryCode
    let country = tables.countries[cc]
    let countryName = country?.name ?? cc
    let category = c.strings[c.category[i]]
    let brand = c.strings[c.brand[i]]
    switch kind {
    case .region:
      p.info = ["Region · \(countryName)", "\(cc).\(p.admin1)"]
      // A lettered code (TX, IL) qualifies like a name: "paris tx".
      if (2...3).contains(p.admin1.count), p.admin1.allSatisfy({ $0.isLetter }) { p.codes.append(p.admin1) }
    case .country:
      let continent = GazetteerAssembler.continents[country?.continent ?? ""] ?? country?.continent ?? ""
      p.info = ["Country · \(continent)", cc, country?.code3 ?? "", continent, country?.capital ?? ""]
      p.codes += [cc, country?.code3 ?? ""].filter { !$0.isEmpty }
    case .cinema:
      p.info = [(["Cinema"] + [brand, context(i, countryName: countryName, own: p.names.first)].filter { !$0.isEmpty }).joined(separator: " · "), userID, brand, ""]
    case .place, .area:
      // GeoNames rows keep their feature code as the category, and show its
      // words; a user's category shows as it is.
      let label = p.sourceID != 0 && userID.isEmpty
        ? FeatureCodes.label(category, featureClass: category) : category
      let where_ = context(i, countryName: countryName, own: p.names.first)
      let head = [label, brand].filter { !$0.isEmpty }.joined(separator: " · ")
      p.info = [[head, where_].filter { !$0.isEmpty }.joined(separator: " · "), userID, category, brand]
    default:
      break
    }
    return p
  }

  /// "Second-order division, first-order division, country", as far as the
  /// tables know them.
  func context(_ i: Int, countryName: String, own: String?) -> String {
    let c = columns
    let cc = c.strings[c.country[i]]
    let a1 = c.strings[c.admin1[i]]
    let a2 = c.strings[c.admin2[i]]
    var parts: [String] = []
    // (Not a division's own name: Gangnam-gu is not in Gangnam-gu.)
    if !a2.isEmpty, let n = tables.admin2["\(cc).\(a1).\(a2)"], n != own { parts.append(n) }
    if !a1.isEmpty, let n = tables.admin1["\(cc).\(a1)"], n.name != own { parts.append(n.name) }
    if !countryName.isEmpty { parts.append(countryName) }
    return parts.joined(separator: ", ")
  }
}
