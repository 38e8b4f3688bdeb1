import PlaceIndex

/// `placesearch completions bash|zsh|fish`: a shell completion script, made
/// from the commands' own option lists, so it never lags behind them.
enum CompletionsCommand {
  static let spec = CommandSpec(
    name: "completions", usage: "placesearch completions <bash | zsh | fish>",
    abstract: "Print a shell completion script for placesearch.",
    options: [CommonOptions.help],
    discussion: """
      Commands, their options and the values of --color, --format, --type,
      --category, --brand and --lang complete; --index, --output and --data
      complete file names. Install:
        bash: placesearch completions bash > ~/.local/share/bash-completion/completions/placesearch
        zsh:  placesearch completions zsh > "${fpath[1]}/_placesearch"   (then: compinit)
        fish: placesearch completions fish > ~/.config/fish/completions/placesearch.fish
      """,
    examples: ["source <(placesearch completions bash)"])

  static func run(_ words: [String]) throws(CommandError) -> ExitStatus {
    let args = try ParsedArguments(words, spec: spec)
    if args.has("--help") { return help(spec) }
    guard let shell = args.positionals.first, args.positionals.count == 1 else {
      throw .usage("give a shell: bash, zsh or fish.", spec.usage)
    }
    switch shell {
    case "bash": Terminal.out(bash())
    case "zsh": Terminal.out(zsh())
    case "fish": Terminal.out(fish())
    default: throw .usage("no completions for '\(shell.shown)': give bash, zsh or fish.", spec.usage)
    }
    return .success
  }

  /// The commands and their options (the picker's and this command's too).
  static var specs: [CommandSpec] { commands.map(\.spec) }

  /// The words an option's value completes to, or nil for any text; `[]`
  /// for a file name.
  static func values(of option: String) -> [String]? {
    switch option {
    case "--index", "--output", "--data": []
    case "--color": ["auto", "always", "never"]
    case "--format": OutputFormat.allCases.map(\.rawValue)
    case "--type": ["address", "poi", "all"]
    case "--category": PlaceKind.allCases.map(\.description)
    case "--brand": ["cgv", "lotte", "megabox"]
    case "--lang": ["ko"]
    default: nil
    }
  }

  /// Positional words of a command (index build|info|verify, a shell).
  static func subcommands(of command: String) -> [String] {
    switch command {
    case "index": ["build", "info", "verify"]
    case "completions": ["bash", "zsh", "fish"]
    default: []
    }
  }

  static func bash() -> String {
    var cases = ""
    for s in specs {
      let words = (subcommands(of: s.name) + s.options.map(\.name)).joined(separator: " ")
      cases += "    \(s.name)) opts=\"\(words)\" ;;\n"
    }
    var values = ""
    for name in Set(specs.flatMap { $0.options.map(\.name) }).sorted() {
      guard let v = CompletionsCommand.values(of: name) else { continue }
      values += v.isEmpty
        ? "    \(name)) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;\n"
        : "    \(name)) COMPREPLY=($(compgen -W \"\(v.joined(separator: " "))\" -- \"$cur\")); return ;;\n"
    }
    return """
      # bash completion for placesearch (placesearch completions bash)
      _placesearch() {
        local cur="${COMP_WORDS[COMP_CWORD]}" prev="" opts=""
        (( COMP_CWORD > 0 )) && prev="${COMP_WORDS[COMP_CWORD-1]}"
        if (( COMP_CWORD == 1 )); then
          COMPREPLY=($(compgen -W "\(specs.map(\.name).joined(separator: " ")) help --help --version" -- "$cur"))
          return
        fi
        case "$prev" in
      \(values)  esac
        case "${COMP_WORDS[1]}" in
      \(cases)    help) opts="\(specs.map(\.name).joined(separator: " "))" ;;
        esac
        COMPREPLY=($(compgen -W "$opts" -- "$cur"))
      }
      complete -F _placesearch placesearch

      """
  }

  /// Text for a zsh description: no brackets, colons or quotes.
  static func plain(_ s: String) -> String {
    String(s.map { "[]:'\"\\`$".contains($0) ? " " : $0 })
  }

  static func zsh() -> String {
    var functions = ""
    var dispatch = ""
    for s in specs {
      var specsText = ""
      for o in s.options {
        let names = o.short.map { "'(\($0) \(o.name))'{\($0),\(o.name)}" } ?? "'\(o.name)"
        let open = o.short == nil ? "" : "'"
        var line = "\(names)\(open)[\(plain(o.help))]"
        if let value = o.value {
          let action: String
          switch CompletionsCommand.values(of: o.name) {
          case .some(let v) where v.isEmpty: action = "_files"
          case .some(let v): action = "(\(v.joined(separator: " ")))"
          case .none: action = " "
          }
          line += ":\(plain(value)):\(action)"
        }
        specsText += "    \(line)'\n"
      }
      let subs = subcommands(of: s.name)
      if !subs.isEmpty { specsText += "    '1:what:(\(subs.joined(separator: " ")))'\n" }
      functions += "_placesearch_\(s.name)() {\n  _arguments -s \\\n\(specsText.split(separator: "\n").joined(separator: " \\\n"))\n}\n\n"
      dispatch += "    \(s.name)) _placesearch_\(s.name) ;;\n"
    }
    let described = specs.map { "    '\($0.name):\(plain($0.abstract))'" }.joined(separator: "\n")
    return """
      #compdef placesearch
      # zsh completion for placesearch (placesearch completions zsh)

      \(functions)_placesearch() {
        local -a commands
        commands=(
      \(described)
        )
        if (( CURRENT == 2 )); then
          _describe 'command' commands
          return
        fi
        shift words
        (( CURRENT-- ))
        case $words[1] in
      \(dispatch)  esac
      }

      _placesearch "$@"

      """
  }

  static func fish() -> String {
    var out = "# fish completion for placesearch (placesearch completions fish)\n"
    out += "complete -c placesearch -f\n"
    for s in specs {
      out += "complete -c placesearch -n __fish_use_subcommand -a \(s.name) -d '\(fishQuoted(s.abstract))'\n"
      let when = "'__fish_seen_subcommand_from \(s.name)'"
      for sub in subcommands(of: s.name) {
        out += "complete -c placesearch -n \(when) -a \(sub)\n"
      }
      for o in s.options {
        var line = "complete -c placesearch -n \(when) -l \(o.name.dropFirst(2))"
        if let short = o.short { line += " -s \(short.dropFirst())" }
        if o.value != nil {
          switch CompletionsCommand.values(of: o.name) {
          case .some(let v) where v.isEmpty: line += " -r -F"
          case .some(let v): line += " -x -a '\(v.joined(separator: " "))'"
          case .none: line += " -x"
          }
        }
        out += line + " -d '\(fishQuoted(o.help))'\n"
      }
    }
    return out
  }

  static func fishQuoted(_ s: String) -> String {
    s.replacingAll("\\", with: "\\\\").replacingAll("'", with: "\\'")
  }
}

extension String {
  /// The string with every `target` replaced (no Foundation).
  func replacingAll(_ target: Character, with replacement: String) -> String {
    var out = ""
    for c in self { if c == target { out += replacement } else { out.append(c) } }
    return out
  }
}
