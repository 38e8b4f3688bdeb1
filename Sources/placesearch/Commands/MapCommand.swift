#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import PlaceIndex

/// `placesearch map <LAT,LON | --around TEXT>`: the places around a point
/// as a map, in the terminal, as text, as SVG, or as JSON with each pin's
/// cell.
enum MapCommand {
  static let spec = CommandSpec(
    name: "map", usage: "placesearch map <LAT,LON | LAT LON | --around TEXT> [options]",
    abstract: "A map of the places around a point: in the terminal, as text or as SVG.",
    options: [
      OptionSpec(name: "--around", value: "text", help: "Centre the map on the best match of this text"),
      OptionSpec(name: "--radius", value: "distance", help: "The region: 500m, 2km, up to 20000km (default 5km)"),
      OptionSpec(name: "--category", value: "list", help: "Kinds to pin, as nearby's (default: cinema and place)"),
      OptionSpec(
        name: "--brand", value: "brand", help: "Only this cinema brand: CGV/씨지브이, Lotte/롯데시네마, Megabox/메가박스"),
      OptionSpec(name: "--limit", value: "n", help: "At most n pins, 1 to 1000 (default 30)"),
      OptionSpec(
        name: "--size", value: "COLSxROWS",
        help: "The map's size in cells (default: the terminal's, else $COLUMNS x $LINES, else 80x24)"),
      OptionSpec(name: "--svg", value: "file", help: "Also write the map as SVG to this file"),
    ] + CommonOptions.all,
    discussion: """
      The map is Web Mercator around the centre, north up, the region's
      circle fitted to the map. The 읍면동 boundaries are thin lines, with
      the names of their 시군구 where they fit. A pin is C, L or M for a
      cinema of CGV, 롯데시네마 or 메가박스 (red, yellow and magenta), c for
      another cinema, A an airport, o a city, * another place; a number is
      a cluster of pins that would overlap at this scale. Labels never
      overlap: one that does not fit goes to the numbered legend under the
      map, as does every cluster. The line under the map has the scale bar.
      A radius of 200 km or more draws the most important cities and
      countries as dots. Maps within 10° of a pole are refused (exit 64).
      When nothing is pinned, the map is drawn all the same and the exit
      status is 1, as nearby's.
      With --json, it prints what 'nearby --json' prints, each result with
      its pin's cell ("screen": column and row from the top left) and its
      cluster and legend numbers.
      """,
    examples: [
      "placesearch map 37.4979,127.0276", "placesearch map --around 홍대입구 --radius 2km --brand megabox",
      "placesearch map 37.4979,127.0276 --svg gangnam.svg --size 100x30",
      "placesearch map 37.5,127 --radius 20000km",
    ])

  static func run(_ words: [String]) throws(CommandError) -> ExitStatus {
    let args = try ParsedArguments(words, spec: spec)
    if args.has("--help") { return help(spec) }
    let v = Validation(usage: spec.usage)
    let json = try args.configureOutput(v)
    let radius = try v.radius(args.value("--radius"), default: 5_000)
    guard radius <= 20_000_000 else { throw v.fail("--radius goes up to 20000km (half the Earth around).") }
    let limit = try v.limit(args.value("--limit"), default: 30)
    _ = try args.value("--category").map { (c: String) throws(CommandError) in try v.kindsAndWords(c) }
    var (columns, rows) = terminalSize()
    if let size = args.value("--size") {
      let parts = size.lowercased().split(separator: "x")
      guard parts.count == 2, let c = Int(parts[0]), let r = Int(parts[1]), (10...1000).contains(c), (6...1000).contains(r)
      else { throw v.fail("--size is COLSxROWS, from 10x6 to 1000x1000 (like 100x30).") }
      (columns, rows) = (c, r)
    }
    guard let centre = try Centre.resolve(args, v) else { return .nothingFound }
    let index = centre.index
    let center = centre.point
    let centreName = centre.found?.title
    let filter = try PlaceFilter(
      category: args.value("--category"), brand: args.value("--brand"),
      defaultKinds: [PlaceKinds(.cinema), PlaceKinds(.place)], index: index, v)
    let found = filter.nearby(index, center, radius: radius, limit: limit)
    let map: PlaceMap
    do {
      map = try PlaceMap(
        index: index, center: center, radiusMeters: radius, places: found, columns: columns, rows: rows,
        centreLabel: centreName ?? Format.coordinate(center))
    } catch {
      switch error {
      case .nearPole(let lat):
        throw v.fail("cannot draw a map centred at latitude \(JSON.format(lat)): Web Mercator needs the centre within \(Int(MapProjection.maxLatitude))° of the equator.")
      case .badRadius: throw v.fail("--radius must be a distance above zero, up to 20000km.")
      case .tooSmall: throw v.fail("the map needs at least 10x6 cells.")
      }
    }
    if let file = args.value("--svg") {
      do { try FileOutput.write(map.svg(index: index), to: file) } catch { throw error }
    }
    if json {
      var cellOf: [PlaceHandle: (pin: PlaceMap.Pin, number: Int)] = [:]
      for (n, pin) in map.pins.enumerated() { for place in pin.places { cellOf[place.place] = (pin, n + 1) } }
      let items = found.map { r -> JSON.Value in
        var extra: [(String, JSON.Value)] = [
          ("distanceMeters", .number((r.distanceMeters * 10).rounded() / 10)),
          ("bearingDegrees", .number((r.bearingDegrees * 10).rounded() / 10)),
        ]
        if let (pin, number) = cellOf[r.place] {
          extra.append(("screen", .object([("column", .int(pin.column)), ("row", .int(pin.row))])))
          extra.append(("pin", .int(number)))
          if pin.isCluster { extra.append(("cluster", .int(pin.places.count))) }
          if let l = pin.legend { extra.append(("legend", .int(l))) }
        } else {
          extra.append(("screen", .null))
        }
        return JSON.Value.details(index.details(of: r.place), extra: extra)
      }
      Terminal.out(JSON.encode(.object([
        ("center", .object([("latitude", .number(center.latitude)), ("longitude", .number(center.longitude))])),
        ("radiusMeters", .number(radius)),
        ("size", .object([("columns", .int(columns)), ("rows", .int(rows))])),
        ("results", .array(items)),
      ])) + "\n")
      return found.isEmpty ? .nothingFound : .success
    }
    Terminal.out(map.text(color: Terminal.color))
    return found.isEmpty ? .nothingFound : .success
  }

  /// The terminal's size when standard output is one; else `$COLUMNS` ×
  /// `$LINES`; else 80 × 24.
  static func terminalSize() -> (Int, Int) {
    var ws = winsize()
    if isatty(STDOUT_FILENO) == 1, withUnsafeMutablePointer(to: &ws, { ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), $0) }) == 0,
      ws.ws_col >= 10, ws.ws_row >= 6
    {
      return (Int(ws.ws_col), Int(ws.ws_row) - 1)  // (a line for the prompt after it)
    }
    let c = IndexLocator.environment("COLUMNS").flatMap { Int($0) }
    let r = IndexLocator.environment("LINES").flatMap { Int($0) }
    return (max(10, min(1000, c ?? 80)), max(6, min(1000, r ?? 24)))
  }
}

/// Writing a whole output file: through a temporary file and a rename, so
/// that a reader never sees half of it.
enum FileOutput {
  static func write(_ text: String, to path: String) throws(CommandError) {
    let temp = "\(path).tmp.\(getpid())"
    guard let f = fopen(temp, "w") else {
      throw CommandError(message: "cannot write \(path): \(String(cString: strerror(errno)))", status: .missingFile)
    }
    let ok = fputs(text, f) >= 0
    let closed = fclose(f) == 0
    guard ok, closed, rename(temp, path) == 0 else {
      unlink(temp)
      throw CommandError(message: "cannot write \(path): \(String(cString: strerror(errno)))", status: .missingFile)
    }
  }
}
