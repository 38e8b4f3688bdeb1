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
        help: "Kinds to list: cinema and place (the default; a place is a point of your own data), airport, city, region, country, or all (Korean areas, roads and ZIP codes: see reverse); on your own data also its categories (cafe, MT)"),
      OptionSpec(
        name: "--brand", value: "brand", help: "Only this cinema brand: CGV/씨지브이, Lotte/롯데시네마, Megabox/메가박스 (on your own data, its brands)"),
      OptionSpec(name: "--limit", value: "n", help: "At most n places, 1 to 1000 (default 10)"),
      OptionSpec(
        name: "--cluster", value: "distance",
        help: "Group places within this distance of a nearer one (as the map's clusters): 200m, 1km"),
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
    // (Checked once the index is open: a word that names no kind may be a
    // category of a user's data.)
    _ = try args.value("--category").map { (c: String) throws(CommandError) in try v.kindsAndWords(c) }
    guard let centre = try Centre.resolve(args, v) else { return .nothingFound }
    let index = centre.index
    let center = centre.point
    let centreName = centre.found.map { "\($0.title) (\($0.subtitle))" }
    let clusterDistance = try args.value("--cluster").map { (d: String) throws(CommandError) in
      try v.radius(d, default: 0)
    }
    let filter = try PlaceFilter(
      category: args.value("--category"), brand: args.value("--brand"),
      defaultKinds: [PlaceKinds(.cinema), PlaceKinds(.place)], index: index, v)
    let results = filter.nearby(index, center, radius: radius, limit: limit, nearest: args.has("--nearest"))
    // Groups: each place joins the first group whose first (nearest)
    // place is within the distance, else starts one.
    var group = [Int](repeating: 0, count: results.count)
    var heads: [Int] = []
    if let d = clusterDistance {
      for (i, r) in results.enumerated() {
        if let g = heads.firstIndex(where: { GeoMath.distance(results[$0].coordinate, r.coordinate) <= d }) {
          group[i] = g
        } else {
          group[i] = heads.count
          heads.append(i)
        }
      }
    }
    let groupSize = heads.indices.map { g in group.filter { $0 == g }.count }
    if format != .text {
      let items = results.enumerated().map { (i, r) -> JSON.Value in
        var extra: [(String, JSON.Value)] = [
          ("distanceMeters", .number((r.distanceMeters * 10).rounded() / 10)),
          ("bearingDegrees", .number((r.bearingDegrees * 10).rounded() / 10)),
        ]
        if clusterDistance != nil {
          extra += [("cluster", .int(group[i] + 1)), ("clusterSize", .int(groupSize[group[i]]))]
        }
        return JSON.Value.details(index.details(of: r.place), extra: extra)
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
      func line(_ r: NearbyPlace, indent: String) -> String {
        let distance = Format.distance(r.distanceMeters)
        let bearing = GeoMath.compassPoint(r.bearingDegrees)
        let lead = "\(String(repeating: " ", count: max(0, 8 - distance.count)))\(distance) "
          + bearing + String(repeating: " ", count: 3 - bearing.count)
        let d = index.details(of: r.place)
        return "\(indent)\(lead)\(Terminal.bold(d.title))  \(Terminal.dim(d.subtitle))\n"
      }
      if let d = clusterDistance {
        // A group of several: its size, then its places, indented.
        for (g, head) in heads.enumerated() {
          let members = results.indices.filter { group[$0] == g }
          if members.count == 1 {
            out += line(results[head], indent: "")
          } else {
            let title = index.details(of: results[head].place).title
            out += "[\(members.count)] within \(Format.distance(d)) of \(title):\n"
            for m in members { out += line(results[m], indent: "    ") }
          }
        }
      } else {
        for r in results { out += line(r, indent: "") }
      }
      Terminal.out(out)
    }
    return results.isEmpty ? .nothingFound : .success
  }
}
