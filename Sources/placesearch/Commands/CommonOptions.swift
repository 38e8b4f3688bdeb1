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
}
