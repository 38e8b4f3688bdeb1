import PlaceIndex

/// `placesearch index build | info | verify`.
enum IndexCommand {
  static let spec = CommandSpec(
    name: "index", usage: "placesearch index <build [FILE | DIR ...] | info | verify> [options]",
    abstract: "Build, describe or check the index file.",
    options: [
      OptionSpec(name: "--output", value: "file", help: "build: where to write (default: the default index)"),
      OptionSpec(name: "--data", value: "dir", help: "build: the bundled-layout data folder (default: the bundled Data/)"),
      OptionSpec(
        name: "--data-dir", value: "dir",
        help: "build: a folder of your own files (GeoNames dumps and tables, CSV, GeoJSON); see 'help data'"),
      OptionSpec(
        name: "--kinds", value: "list",
        help: "build from your files: keep only these kinds (city,region,country,place,cinema,area; default all)"),
      OptionSpec(name: "--quiet", value: nil, help: "build: print no progress"),
      OptionSpec(name: "--strict", value: nil, help: "build: stop at the first malformed data row (default: skip and count them)"),
    ] + CommonOptions.all,
    discussion: """
      build   reads Data/ and writes the index (through a temporary file and a
              rename, so that no reader ever sees half a file); a malformed
              data row is reported with its file and line and skipped, or,
              with --strict, stops the build (exit 65)
              With --data-dir DIR, or files and folders after 'build', it
              reads your own data instead: GeoNames dumps as downloaded
              (cities1000.txt, KR.txt, allCountries.txt, countryInfo.txt,
              admin1CodesASCII.txt, admin2Codes.txt, alternateNamesV2.txt),
              CSV with a header (name, latitude, longitude, and optionally
              kind, category, brand, alt_names, importance, id) and GeoJSON
              (Points are places, Polygons areas that 'reverse' returns).
              It needs --output FILE (or --index / PLACESEARCH_INDEX), so
              the default index is never replaced by accident; use the file
              with --index FILE or PLACESEARCH_INDEX.
      info    prints counts by kind, file size, sources and the data version
      verify  checks the checksum of the whole file, then its structure:
              every offset, place, name and range within bounds, and every
              sort order the format promises (exit 65 at the first fault)
      """,
    examples: [
      "placesearch index build", "placesearch index build --output /tmp/places.idx",
      "placesearch index build --data-dir ~/geonames --kinds city,place --output kr.idx",
      "placesearch index build stores.csv districts.geojson --output mine.idx",
      "placesearch index info", "placesearch --index /tmp/places.idx index verify",
    ])

  static func run(_ words: [String]) throws(CommandError) -> ExitStatus {
    let args = try ParsedArguments(words, spec: spec)
    if args.has("--help") { return help(spec) }
    let v = Validation(usage: spec.usage)
    let json = try args.configureOutput(v)
    guard let action = args.positionals.first, args.positionals.count == 1 || action == "build" else {
      throw v.fail("say what to do: build, info or verify.")
    }
    switch action {
    case "build" where args.value("--data-dir") != nil || args.positionals.count > 1:
      guard args.value("--data") == nil else {
        throw v.fail("--data is the bundled layout; give your own files with --data-dir or after 'build', not both.")
      }
      let inputs = (args.value("--data-dir").map { [$0] } ?? []) + args.positionals.dropFirst()
      guard
        let output = args.value("--output") ?? args.value("--index") ?? IndexLocator.environment("PLACESEARCH_INDEX")
      else {
        throw v.fail("say where to write the index of your data: --output FILE.")
      }
      let kinds = try args.value("--kinds").map { (k: String) throws(CommandError) in try v.kinds(k, option: "--kinds") }
      try IndexLocator.build(
        userData: inputs, output: output, kinds: kinds ?? .all, quiet: args.has("--quiet"), strict: args.has("--strict"))
      Terminal.out("\(output)\n")
      return .success
    case "build":
      guard args.value("--kinds") == nil else {
        throw v.fail("--kinds applies to a build from your own files (--data-dir).")
      }
      guard let data = args.value("--data") ?? IndexLocator.dataDirectory() else {
        throw CommandError(
          message: "cannot find the bundled Data/ folder; pass --data DIR", status: .missingFile)
      }
      let output =
        args.value("--output") ?? args.value("--index") ?? IndexLocator.environment("PLACESEARCH_INDEX")
        ?? IndexLocator.defaultIndexPath(data: data)
      try IndexLocator.build(data: data, output: output, quiet: args.has("--quiet"), strict: args.has("--strict"))
      Terminal.out("\(output)\n")
      return .success
    case "info":
      let index = try IndexLocator.open(explicit: args.value("--index"))
      let info = index.info
      if json {
        Terminal.out(
          JSON.encode(
            .object([
              ("path", .string(info.path)), ("bytes", .int(info.bytes)), ("places", .int(info.places)),
              ("keys", .int(info.keys)),
              ("placesByKind", .object(PlaceKind.allCases.map { ($0.description, .int(info.placesByKind[$0] ?? 0)) })),
              ("metadata", .object(info.metadata.map { ($0.0, .string($0.1)) })),
            ])) + "\n")
      } else {
        var out = "index   \(info.path)\nsize    \(Format.grouped(info.bytes)) bytes (\(Format.mebibytes(info.bytes)))\n"
        out += "places  \(Format.grouped(info.places))\n"
        for k in PlaceKind.allCases {
          out += "  \(k)\(String(repeating: " ", count: max(1, 14 - k.description.count)))\(Format.grouped(info.placesByKind[k] ?? 0))\n"
        }
        out += "keys    \(Format.grouped(info.keys))\n"
        for (k, value) in info.metadata { out += "\(k)\(String(repeating: " ", count: max(1, 8 - k.count)))\(value)\n" }
        Terminal.out(out)
      }
      return .success
    case "verify":
      let index = try IndexLocator.open(explicit: args.value("--index"))
      do {
        try index.verify()
        try index.validate()
      } catch { throw IndexLocator.failure(error) }
      Terminal.out("\(index.path): ok, \(Format.grouped(index.count)) places (checksum and structure)\n")
      return .success
    default:
      var message = "unknown action '\(action)'; use build, info or verify."
      if let near = Suggestion.closest(to: action, among: ["build", "info", "verify"]) {
        message = "unknown action '\(action)'. Did you mean '\(near)'?"
      }
      throw v.fail(message)
    }
  }
}
