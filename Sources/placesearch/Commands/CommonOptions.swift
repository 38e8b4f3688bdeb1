/// Options every command that reads an index takes.
enum CommonOptions {
  static let index = OptionSpec(
    name: "--index", value: "file",
    help: "Index file to use (default: $PLACESEARCH_INDEX, else built from Data/ on first run)")
  static let json = OptionSpec(name: "--json", value: nil, help: "Print JSON (schema in the README)")
  static let color = OptionSpec(
    name: "--color", value: "when", help: "Bold matches: auto (default), always or never")
  static let help = OptionSpec(name: "--help", value: nil, help: "Show this help", short: "-h")

  static let all = [index, json, color, help]

  /// The other output formats, for the commands that print places (query,
  /// resolve, nearby, reverse).
  static let geojson = OptionSpec(
    name: "--geojson", value: nil, help: "Print an RFC 7946 GeoJSON FeatureCollection (areas with their polygons)")
  static let format = OptionSpec(
    name: "--format", value: "fmt", help: "text (default), json, geojson, or tsv (a header line, then one place a line)")
  static let formats = [geojson, format]
}

extension ParsedArguments {
  /// Applies `--color` and returns whether JSON was asked for.
  func configureOutput(_ v: Validation) throws(CommandError) -> Bool {
    let mode = value("--color") ?? "auto"
    guard ["auto", "always", "never"].contains(mode) else {
      throw v.fail("--color must be auto, always or never, got '\(mode)'.")
    }
    Terminal.configure(mode)
    return has("--json")
  }

  /// Applies `--color` and returns the output format: `--format`, or
  /// `--json` or `--geojson` (one of them at most).
  func outputFormat(_ v: Validation) throws(CommandError) -> OutputFormat {
    _ = try configureOutput(v)
    var asked: [OutputFormat] = []
    if has("--json") { asked.append(.json) }
    if has("--geojson") { asked.append(.geojson) }
    if let f = value("--format") {
      guard let format = OutputFormat(rawValue: f.lowercased()) else {
        throw v.fail("--format must be text, json, geojson or tsv, got '\(f.shown)'.")
      }
      asked.append(format)
    }
    guard Set(asked).count <= 1 else {
      throw v.fail("give one output format: --json, --geojson or --format, not several.")
    }
    return asked.first ?? .text
  }
}
