import PlaceIndex

/// `placesearch resolve <id | text>`: a place's coordinates and details.
enum ResolveCommand {
  static let spec = CommandSpec(
    name: "resolve", usage: "placesearch resolve <id | text> [options]",
    abstract: "Resolve a result id, or free text (its best match), to coordinates and details.",
    options: CommonOptions.all + CommonOptions.formats,
    discussion: """
      Ids are those of query results: geonames:<id>, airport:<ICAO>,
      cinema:<slug>, region:<CC>.<code>, and in Korea kr:<area code>,
      kr-road:<시군구 code>:<road>, kr-zip:<ZIP code>. Roads and ZIP codes have
      no coordinates of their own: they stand at the representative point of
      the 읍면동 with most of their addresses, and say so. Exit status: 0 when resolved, 1 when no
      place has that id or matches that text.
      """,
    examples: [
      "placesearch resolve seoul", "placesearch resolve geonames:1835848 --json",
      "placesearch resolve airport:RKSI", "placesearch resolve 'CGV 강남'",
    ])

  static let idPrefixes = PlaceIndex.idPrefixes

  static func run(_ words: [String]) throws(CommandError) -> ExitStatus {
    let args = try ParsedArguments(words, spec: spec)
    if args.has("--help") { return help(spec) }
    let v = Validation(usage: spec.usage)
    let format = try args.outputFormat(v)
    let text = try v.query(args.positionals, what: "id or text")
    let index = try IndexLocator.open(explicit: args.value("--index"))
    let isID = idPrefixes.contains { text.hasPrefix($0) }
    let place = isID ? index.place(id: text) : index.complete(text, options: .init(limit: 1)).first?.place
    guard let place else {
      Terminal.err(isID ? "No place has the id '\(text.shown)'.\n" : "No place matches '\(text.shown)'.\n")
      return .nothingFound
    }
    let d = index.details(of: place)
    switch format {
    case .json:
      Terminal.out(JSON.encode(.details(d)) + "\n")
    case .geojson, .tsv:
      let set = ResultSet(
        envelope: [], results: [.details(d)],
        columns: [
          "id", "kind", "name", "title", "subtitle", "latitude", "longitude", "countryCode", "region",
          "population", "timezone",
        ],
        polygons: format == .geojson ? [index.boundary(of: place)] : [])
      Terminal.out(set.render(format))
    case .text:
      Terminal.out(describe(d))
    }
    return .success
  }

  static func describe(_ d: PlaceDetails) -> String {
    var rows: [(String, String)] = [
      ("id", d.id), ("kind", d.kind.description), ("coordinates", Format.coordinate(d.coordinate)),
    ]
    if let k = d.koreanName, k != d.title { rows.append(("korean", k)) }
    if let c = d.countryName { rows.append(("country", "\(c) (\(d.countryCode))")) }
    if let r = d.region { rows.append(("region", r)) }
    if let t = d.timezone { rows.append(("timezone", t)) }
    if let p = d.population { rows.append(("population", Format.grouped(p))) }
    if let g = d.geonameID { rows.append(("geonames id", String(g))) }
    if let i = d.iata { rows.append(("iata", i)) }
    if let i = d.icao, !i.isEmpty { rows.append(("icao", i)) }
    if let b = d.brand { rows.append(("brand", b.rawValue)) }
    if let a = d.address {
      if let code = a.areaCode { rows.append(("area code", code)) }
      if !a.areas.isEmpty { rows.append(("address", a.areas.joined(separator: " "))) }
      if let b = a.bounds {
        rows.append(("bounds", "\(Format.coordinate(Coordinate(latitude: b.south, longitude: b.west))) – \(Format.coordinate(Coordinate(latitude: b.north, longitude: b.east)))"))
      }
      if !a.neighbourhoods.isEmpty { rows.append(("읍면동", a.neighbourhoods.joined(separator: ", "))) }
      if !a.postcodes.isEmpty {
        let shown = a.postcodes.prefix(12).joined(separator: ", ")
        rows.append(("zip codes", shown + (a.postcodes.count > 12 ? ", … (\(a.postcodes.count) in all)" : "")))
      }
      if let at = a.approximateAt { rows[2].1 += "  (approximate: \(at))" }
    }
    if !d.alternateNames.isEmpty {
      let shown = d.alternateNames.prefix(8).joined(separator: ", ")
      let more = d.alternateNames.count > 8 ? ", … (\(d.alternateNames.count) in all)" : ""
      rows.append(("other names", shown + more))
    }
    var out = Terminal.bold(d.title) + "\n  " + d.subtitle + "\n"
    for (k, v) in rows {
      out += "  \(k)\(String(repeating: " ", count: max(1, 12 - k.count)))\(v)\n"
    }
    return out
  }
}
