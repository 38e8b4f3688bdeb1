import PlaceIndex

/// `placesearch nearby`: places around a point, nearest first.
enum NearbyCommand {
  static let spec = CommandSpec(
    name: "nearby", usage: "placesearch nearby <lat,lon | lat lon | --around text> [options]",
    abstract: "List places around a point, nearest first, with distance and compass bearing.",
    options: [
      OptionSpec(name: "--around", value: "text", help: "Use the best match of this text as the centre"),
      OptionSpec(
        name: "--radius", value: "distance", help: "Search radius: 500m, 2km, or metres (default 5km)"),
      OptionSpec(
        name: "--category", value: "list",
        help: "Kinds to list: cinema and place (the default; a place is a point of your own data), airport, city, region, country, or all (Korean areas, roads and ZIP codes: see reverse)"),
      OptionSpec(
        name: "--brand", value: "brand", help: "Only this cinema brand: CGV/씨지브이, Lotte/롯데시네마, Megabox/메가박스"),
      OptionSpec(name: "--limit", value: "n", help: "At most n places, 1 to 1000 (default 10)"),
      OptionSpec(
        name: "--nearest", value: nil,
        help: "Ignore the radius: the nearest places however far (reverse geocoding)"),
    ] + CommonOptions.all + CommonOptions.formats,
    discussion: """
      Reverse geocoding (the city at a point):
        placesearch nearby 37.5665,126.978 --category city --nearest --limit 1
      Exit status: 0 when something is in range, 1 when nothing is.
      """,
    examples: [
      "placesearch nearby 37.4979,127.0276 --radius 1km",
      "placesearch nearby --around 'CGV 강남' --brand 메가박스 --radius 3km",
      "placesearch nearby 37.5665 126.978 --category airport --radius 80km --json",
    ])

  static func run(_ words: [String]) throws(CommandError) -> ExitStatus {
    let args = try ParsedArguments(words, spec: spec)
    if args.has("--help") { return help(spec) }
    let v = Validation(usage: spec.usage)
    let format = try args.outputFormat(v)
    let radius = try v.radius(args.value("--radius"), default: 5_000)
    let limit = try v.limit(args.value("--limit"), default: 10)
    let kinds = try args.value("--category").map { (c: String) throws(CommandError) in try v.kinds(c) }
      ?? [PlaceKinds(.cinema), PlaceKinds(.place)]
    let brand = try args.value("--brand").map { (b: String) throws(CommandError) in try v.brand(b) }
    let p = args.positionals
    var center: Coordinate
    var centreName: String? = nil
    let index: PlaceIndex
    if let around = args.value("--around") {
      guard p.isEmpty else { throw v.fail("give either a point or --around, not both.") }
      let text = try v.query([around], what: "--around text")
      index = try IndexLocator.open(explicit: args.value("--index"))
      guard let first = index.complete(text, options: .init(limit: 1)).first else {
        Terminal.err("No place matches '\(text.shown)'.\n")
        return .nothingFound
      }
      center = first.coordinate
      centreName = "\(first.title) (\(first.subtitle))"
    } else {
      center = try v.point(p, missing: "give a point as LAT,LON, or --around <text>.")
      index = try IndexLocator.open(explicit: args.value("--index"))
    }
    let results =
      args.has("--nearest")
      ? index.nearest(to: center, kinds: kinds, count: limit, brand: brand)
      : index.nearby(
        center, options: NearbyOptions(radiusMeters: radius, kinds: kinds, brand: brand, limit: limit))
    if format != .text {
      let items = results.map {
        JSON.Value.details(
          index.details(of: $0.place),
          extra: [
            ("distanceMeters", .number(($0.distanceMeters * 10).rounded() / 10)),
            ("bearingDegrees", .number(($0.bearingDegrees * 10).rounded() / 10)),
          ])
      }
      let set = ResultSet(
        envelope: [
          ("center", .object([("latitude", .number(center.latitude)), ("longitude", .number(center.longitude))])),
          ("radiusMeters", args.has("--nearest") ? .null : .number(radius)),
        ],
        results: items,
        columns: ["distanceMeters", "bearingDegrees", "id", "kind", "title", "subtitle", "latitude", "longitude", "brand"])
      Terminal.out(set.render(format))
    } else if results.isEmpty {
      Terminal.err("Nothing within \(Format.distance(radius)) of \(Format.coordinate(center)).\n")
    } else {
      var out = ""
      if let centreName { out += Terminal.dim("around \(centreName)") + "\n" }
      for r in results {
        let distance = Format.distance(r.distanceMeters)
        let bearing = GeoMath.compassPoint(r.bearingDegrees)
        let lead = "\(String(repeating: " ", count: max(0, 8 - distance.count)))\(distance) "
          + bearing + String(repeating: " ", count: 3 - bearing.count)
        let d = index.details(of: r.place)
        out += "\(lead)\(Terminal.bold(d.title))  \(Terminal.dim(d.subtitle))\n"
      }
      Terminal.out(out)
    }
    return results.isEmpty ? .nothingFound : .success
  }
}
