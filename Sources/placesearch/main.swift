#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// placesearch: parse, dispatch, map errors to exit codes.
let version = "0.1.0"

nonisolated(unsafe) let commands: [(name: String, run: ([String]) throws(CommandError) -> ExitStatus, spec: CommandSpec)] = [
  ("query", QueryCommand.run, QueryCommand.spec),
  ("resolve", ResolveCommand.run, ResolveCommand.spec),
  ("nearby", NearbyCommand.run, NearbyCommand.spec),
  ("reverse", ReverseCommand.run, ReverseCommand.spec),
  ("map", MapCommand.run, MapCommand.spec),
  ("index", IndexCommand.run, IndexCommand.spec),
  ("pick", PickCommand.run, PickCommand.spec),
  ("completions", CompletionsCommand.run, CompletionsCommand.spec),
  ("help", HelpCommand.run, HelpCommand.spec),
]

let overview = """
  placesearch \(version): offline place search with autocomplete.

  Usage: placesearch <command> [options]

  Commands:
    query <text>        Ranked completions, with the matched parts highlighted
    resolve <id|text>   Coordinates and details of a result or of the best match
    nearby <lat,lon>    Places around a point, nearest first (default: cinemas)
    reverse <lat,lon>   The areas that contain a point (리/읍면동 › 시군구 › 시도)
    map <lat,lon>       A map of the places around a point (terminal, text, SVG)
    index build|info|verify
                        Build, describe or check the index
    pick [text]         Interactive picker: completions as you type; Enter
                        prints the place (also: placesearch alone on a terminal)
    completions <shell> A completion script for bash, zsh or fish
    help [topic]        Help on a command, json, exit-codes or environment;
                        help --man prints the manual page

  Options:
    -h, --help          Show help (also after a command: placesearch query --help)
    --version           Show the version

  Examples:
    placesearch query 'new yo'
    placesearch query 서울 --json
    placesearch resolve seoul
    placesearch nearby 37.4979,127.0276 --radius 1km
    placesearch reverse 37.5,127.03

  """

func main() -> Int32 {
  signal(SIGPIPE, SIG_IGN)
  var words = Array(CommandLine.arguments.dropFirst())
  // Options before the command (placesearch --index F query x) move after it.
  var leading: [String] = []
  while let w = words.first, w.hasPrefix("-"), !["-h", "--help", "--version"].contains(w) {
    leading.append(words.removeFirst())
    if ["--index", "--color"].contains(w), let value = words.first {
      leading.append(value)
      words.removeFirst()
    }
  }
  // `placesearch` alone on a terminal opens the picker.
  if words.isEmpty && leading.isEmpty && isatty(STDIN_FILENO) == 1 && isatty(STDERR_FILENO) == 1 {
    words = ["pick"]
  }
  guard let first = words.first else {
    if !leading.isEmpty {
      Terminal.err("Error: no command given.\nUsage: placesearch <command> [options]\n")
      return ExitStatus.usage.rawValue
    }
    Terminal.out(overview)
    return 0
  }
  if first == "-h" || first == "--help" {
    Terminal.out(overview)
    return 0
  }
  if first == "--version" {
    Terminal.out("placesearch \(version)\n")
    return 0
  }
  guard let command = commands.first(where: { $0.name == first }) else {
    var message = "Error: unknown command '\(first)'."
    if let near = Suggestion.closest(to: first, among: commands.map(\.name)) {
      message += " Did you mean '\(near)'?"
    }
    Terminal.err("\(message)\nUsage: placesearch <command> [options]\n")
    return ExitStatus.usage.rawValue
  }
  do {
    return try command.run(Array(words.dropFirst()) + leading).rawValue
  } catch {
    Terminal.err("Error: \(error.message)\n")
    if let usage = error.usage { Terminal.err("Usage: \(usage)\n") }
    return error.status.rawValue
  }
}

exit(main())
