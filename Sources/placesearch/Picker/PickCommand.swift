import PlaceIndex

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `placesearch pick [text]`: the interactive as-you-type picker, and
/// `placesearch` alone on a terminal.
enum PickCommand {
  static let spec = CommandSpec(
    name: "pick", usage: "placesearch pick [text] [options]",
    abstract: "Pick a place interactively: completions update as you type; Enter prints the place.",
    options: [
      OptionSpec(
        name: "--print", value: "format",
        help: "default: LAT,LON<TAB>title<TAB>id; json: the resolve JSON object"),
      OptionSpec(
        name: "--type", value: "type",
        help: "Start with this type filter: address (places), poi or all"),
      OptionSpec(
        name: "--brand", value: "brand", help: "Start with this cinema brand: CGV, 롯데시네마, 메가박스"),
      OptionSpec(
        name: "--lang", value: "lang",
        help: "ko: Korean names where the data has them (서울 / 대한민국)"),
    ] + CommonOptions.all,
    discussion: """
      The picker reads keys from the terminal (/dev/tty) and draws there, so it
      works inside $(...); only the result goes to standard output.
        typing, Backspace, Ctrl-W, Ctrl-U, Ctrl-K, ←/→, Home/End (Ctrl-A/Ctrl-E)
                        edit the query; the list updates on every key
        ↑/↓, Ctrl-P/Ctrl-N, PgUp/PgDn
                        move the selection
        Enter           print the selected place and exit 0
        Tab             type filter: all → places → points of interest
        Shift-Tab       cinema brand: all → CGV → 롯데시네마 → 메가박스
        Ctrl-O, or → at the end of the query
                        cinemas within 50 km of the selected place, nearest
                        first; Enter prints one, Esc or ← goes back
        Esc, Ctrl-C     cancel: exit 130, nothing printed
      --json is the same as --print json. Without a terminal: exit 64.
      """,
    examples: [
      "placesearch pick", "placesearch pick 서울",
      "coords=$(placesearch pick gangnam | cut -f1)",
      "placesearch pick --print json 'CGV'",
    ])

  enum PrintFormat { case plain, json }

  static func run(_ words: [String]) throws(CommandError) -> ExitStatus {
    let args = try ParsedArguments(words, spec: spec)
    if args.has("--help") { return help(spec) }
    let v = Validation(usage: spec.usage)
    _ = try args.configureOutput(v)
    var format = PrintFormat.plain
    if args.has("--json") { format = .json }
    if let p = args.value("--print") {
      switch p.lowercased() {
      case "default", "plain", "tsv": format = .plain
      case "json": format = .json
      default: throw v.fail("--print must be default or json, got '\(p)'.")
      }
    }
    var state = PickerState()
    if let t = args.value("--type") {
      switch try v.type(t) {
      case .address: state.types = .places
      case .pointsOfInterest: state.types = .pointsOfInterest
      default: state.types = .all
      }
    }
    if let b = args.value("--brand") {
      state.brand = try v.brand(b)
      state.types = .pointsOfInterest
    }
    var language = DisplayLanguage.default
    if let l = args.value("--lang") {
      guard let lang = DisplayLanguage(rawValue: l.lowercased()), lang == .korean else {
        throw v.fail("--lang must be ko (Korean), got '\(l)'.")
      }
      language = lang
    }
    state.styled = (args.value("--color") ?? "auto") != "never"
    // The terminal first: without one, fail at once, before any work.
    guard let terminal = PickerTerminal.open() else {
      throw CommandError(message: "pick needs a terminal", status: .usage)
    }
    let index = try IndexLocator.open(explicit: args.value("--index"))
    let source = IndexPickerSource(index: index, language: language)
    let query = args.positionals.joined(separator: " ")
    var session = PickerSession(terminal: terminal, source: source, query: query, state: state)
    guard let row = try session.run() else { return .cancelled }
    let d = index.details(of: row.place)
    switch format {
    case .json:
      Terminal.out(JSON.encode(.details(d)) + "\n")
    case .plain:
      Terminal.out(plainLine(title: row.title, details: d))
    }
    return .success
  }
}

extension PickCommand {
  /// `LAT,LON<TAB>title<TAB>id`, a line for `cut -f`: the title is the one
  /// shown in the picker, with tabs and line breaks made spaces.
  static func plainLine(title: String, details d: PlaceDetails) -> String {
    let clean = String(
      title.map { (c: Character) -> Character in c.isNewline || c == "\t" ? " " : c })
    let coordinates = JSON.format(d.coordinate.latitude) + "," + JSON.format(d.coordinate.longitude)
    return coordinates + "\t" + clean + "\t" + d.id + "\n"
  }
}

/// The picker on a real terminal: reads keys, updates, redraws.
struct PickerSession {
  let terminal: PickerTerminal
  var picker: Picker
  var decoder = PickerKeyDecoder()
  /// How long a lone ESC waits for the rest of a sequence, in milliseconds.
  static let escapeDelay: Int32 = 50

  init(terminal: PickerTerminal, source: any PickerSource, query: String, state: PickerState) {
    self.terminal = terminal
    var state = state
    let size = terminal.size()
    state.width = size.width
    state.height = size.height
    picker = Picker(source: source, query: query, state: state)
  }

  /// The row chosen with Enter, or nil when cancelled. The terminal is
  /// restored before this returns or throws.
  mutating func run() throws(CommandError) -> PickerRow? {
    PickerSignals.install()
    try terminal.enterRawMode()
    defer { terminal.restore() }
    draw()
    while true {
      var fds = [
        pollfd(fd: terminal.fd, events: Int16(POLLIN), revents: 0),
        pollfd(fd: PickerSignals.pipe.read, events: Int16(POLLIN), revents: 0),
      ]
      let n = poll(&fds, nfds_t(fds.count), decoder.hasPending ? Self.escapeDelay : -1)
      if n < 0 {
        if errno == EINTR { continue }
        throw CommandError(message: "cannot read the terminal", status: .usage)
      }
      var keys: [PickerKey] = []
      if n == 0 { keys = decoder.flush() }
      if fds[1].revents & Int16(POLLIN) != 0 {
        for s in PickerSignals.drain() {
          // The terminal was restored for a signal that did not end the
          // process: end it now, as that signal would have.
          if s != SIGWINCH && s != SIGCONT { _exit(128 + s) }
          if s == SIGCONT { terminal.reenterRawMode() }
          let size = terminal.size()
          picker.resize(width: size.width, height: size.height)
        }
      }
      if fds[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
        // The terminal went away: the same as a cancel.
        guard let bytes = terminal.read() else { return nil }
        keys += decoder.feed(bytes)
      }
      for key in keys {
        switch picker.handle(key) {
        case .none: continue
        case .cancel: return nil
        case .accept(let row): return row
        }
      }
      draw()
    }
  }

  func draw() {
    terminal.write(
      pickerFrame(PickerRenderer.lines(picker.state), cursor: PickerRenderer.cursor(picker.state)))
  }
}

/// Rows from the index: completions, and cinemas around a place.
struct IndexPickerSource: PickerSource {
  let index: PlaceIndex
  var language = DisplayLanguage.default

  func completions(_ query: String, types: PickerTypeFilter, brand: Brand?, limit: Int)
    -> (rows: [PickerRow], interpretedAs: String?)
  {
    var text = query
    var highlight = true
    if Normalizer.normalize(query).isEmpty {
      // An empty query lists the chosen brand's cinemas, or nothing.
      guard let brand else { return ([], nil) }
      text = brand.pickerLabel
      highlight = false
    }
    var options = CompletionOptions(limit: limit, kinds: types.kinds)
    options.language = language
    if brand != nil {
      // Filter the cinemas by brand: ask for all of them that match.
      options.kinds = PlaceKinds(.cinema)
      options.limit = 1000
    }
    let results = index.complete(text, options: options)
    var rows: [PickerRow] = []
    for c in results {
      if let brand {
        guard index.details(of: c.place).brand == brand else { continue }
      }
      let p = c.presentation
      rows.append(
        PickerRow(
          place: c.place, id: c.id, kind: c.kind, title: p.title, subtitle: p.subtitle,
          titleHighlights: highlight ? p.titleHighlights : [],
          subtitleHighlights: highlight ? p.subtitleHighlights : [],
          coordinate: c.coordinate, tag: c.kind.description))
      if rows.count == limit { break }
    }
    return (rows, highlight ? results.first?.interpretedAs : nil)
  }

  func map(around center: PickerRow, rows: [PickerRow], width: Int, height: Int, styled: Bool) -> [String] {
    // The region that holds every listed cinema, at least a kilometre.
    let far = rows.map { GeoMath.distance(center.coordinate, $0.coordinate) }.max() ?? 0
    let radius = max(1_000, far * 1.1)
    let found = index.nearby(
      center.coordinate, options: NearbyOptions(radiusMeters: radius, kinds: PlaceKinds(.cinema), limit: rows.count + 1)
    ).filter { n in rows.contains { $0.place == n.place } }
    guard let map = try? PlaceMap(
      index: index, center: center.coordinate, radiusMeters: radius, places: found, columns: width, rows: height,
      centreLabel: center.title)
    else { return [] }
    return map.text(color: styled).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }

  func cinemas(around row: PickerRow, brand: Brand?, limit: Int) -> [PickerRow] {
    let found = index.nearest(
      to: row.coordinate, kinds: PlaceKinds(.cinema), count: limit + 1,
      maxDistance: PickerState.nearbyRadius, brand: brand)
    return found.filter { $0.place != row.place }.prefix(limit).map { n in
      let d = index.details(of: n.place)
      return PickerRow(
        place: n.place, id: d.id, kind: d.kind, title: d.title, subtitle: d.subtitle,
        coordinate: d.coordinate,
        tag: d.brand?.pickerLabel ?? d.kind.description,
        distance: (Format.distance(n.distanceMeters), GeoMath.compassPoint(n.bearingDegrees)))
    }
  }
}
