import PlaceIndex

/// `placesearch reverse`: the areas that contain a point.
enum ReverseCommand {
  static let spec = CommandSpec(
    name: "reverse", usage: "placesearch reverse <lat,lon | lat lon> [options]",
    abstract: "Tell which areas contain a point: in Korea 리 or 읍면동, 시군구 and 시도; elsewhere the nearest city.",
    options: CommonOptions.all + CommonOptions.formats,
    discussion: """
      In Korea the areas come from point-in-polygon on the boundaries of the
      읍면동 and 리 (NGII, simplified), smallest first, then the areas above
      them. Outside Korea no boundaries are known: the nearest city is given,
      and said to be the nearest. The same as
        placesearch nearby LAT,LON --category city --nearest --limit 1
      Exit status: 0 when an area or a city is found, 1 when none is.
      """,
    examples: [
      "placesearch reverse 37.5,127.03", "placesearch reverse 35.1587 129.1604 --json",
      "placesearch reverse 48.8566,2.3522",
    ])

  static func run(_ words: [String]) throws(CommandError) -> ExitStatus {
    let args = try ParsedArguments(words, spec: spec)
    if args.has("--help") { return help(spec) }
    let v = Validation(usage: spec.usage)
    let format = try args.outputFormat(v)
    let point = try v.point(args.positionals, missing: "give a point as LAT,LON.")
    let index = try IndexLocator.open(explicit: args.value("--index"))
    let result = index.reverse(point)
    if format != .text {
      var items = result.areas.map { JSON.Value.details(index.details(of: $0)) }
      var polygons = format == .geojson ? result.areas.map { index.boundary(of: $0) } : []
      if let city = result.nearestCity {
        items = [
          JSON.Value.details(
            index.details(of: city.place),
            extra: [
              ("distanceMeters", .number((city.distanceMeters * 10).rounded() / 10)),
              ("nearest", .bool(true)),
            ])
        ]
        polygons = []
      }
      let set = ResultSet(
        envelope: [
          ("point", .object([("latitude", .number(point.latitude)), ("longitude", .number(point.longitude))]))
        ],
        results: items, columns: ["id", "kind", "title", "subtitle", "latitude", "longitude", "distanceMeters"],
        polygons: polygons)
      Terminal.out(set.render(format))
    } else if let first = result.areas.first {
      let d = index.details(of: first)
      let chain = ([d.title] + (d.address?.areas.reversed() ?? [])).joined(separator: " · ")
      var out = Terminal.bold(chain) + "\n"
      for a in result.areas {
        let k = index.details(of: a)
        out += "  \(k.kind.description)\(String(repeating: " ", count: max(1, 14 - k.kind.description.count)))"
          + "\(k.title)  \(Terminal.dim(k.id))\n"
      }
      Terminal.out(out)
    } else if let city = result.nearestCity {
      let d = index.details(of: city.place)
      Terminal.out(
        "\(Terminal.bold(d.title))  \(Terminal.dim(d.subtitle))\n"
          + "  nearest city, \(Format.distance(city.distanceMeters)) away (no boundaries are known here)\n")
    } else {
      Terminal.err("No area contains \(Format.coordinate(point)) and no city is known.\n")
    }
    return result.areas.isEmpty && result.nearestCity == nil ? .nothingFound : .success
  }
}
