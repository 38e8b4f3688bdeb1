import PlaceIndex

/// A small two-stage command-line parser: raw words into options and
/// positionals, checked against a command's declared options.
///
///     var args = try ParsedArguments(["seoul", "--limit", "3"], spec: QueryCommand.spec)
///     args.value("--limit")   // "3"
///     args.positionals        // ["seoul"]
struct OptionSpec {
  var name: String
  /// The value's placeholder, or nil for a flag.
  var value: String?
  var help: String
  var short: String? = nil
}

struct CommandSpec {
  var name: String
  var usage: String
  var abstract: String
  var options: [OptionSpec]
  var discussion: String = ""
  var examples: [String] = []

  /// The full help text of the command.
  var help: String {
    var s = "\(abstract)\n\nUsage: \(usage)\n"
    if !discussion.isEmpty { s += "\n\(discussion)\n" }
    if !options.isEmpty {
      s += "\nOptions:\n"
      let width = options.map { label($0).count }.max() ?? 0
      for o in options {
        let l = label(o)
        s += "  \(l)\(String(repeating: " ", count: width - l.count + 2))\(o.help)\n"
      }
    }
    if !examples.isEmpty {
      s += "\nExamples:\n" + examples.map { "  \($0)\n" }.joined()
    }
    return s
  }

  private func label(_ o: OptionSpec) -> String {
    let names = o.short.map { "\($0), \(o.name)" } ?? o.name
    return o.value.map { "\(names) <\($0)>" } ?? names
  }
}

struct ParsedArguments {
  var positionals: [String] = []
  private var values: [String: String] = [:]
  private var flags: Set<String> = []

  /// Splits `words` by `spec`. `--name=value` and `--name value` both work;
  /// `--` ends the options; a lone `-`, a negative number (or `-inf`,
  /// `-nan`) is a positional.
  init(_ words: [String], spec: CommandSpec) throws(CommandError) {
    var i = 0
    var onlyPositionals = false
    while i < words.count {
      let w = words[i]
      i += 1
      if onlyPositionals || !w.hasPrefix("-") || w == "-" || Double(w) != nil
        || w.first == "-" && (w.dropFirst().first?.isNumber == true || w.dropFirst().first == ".")
        // `-inf`, `-nan`: a bad coordinate, which the value's check names.
        || ["inf", "nan"].contains(w.dropFirst().prefix(3).lowercased())
      {
        positionals.append(w)
        continue
      }
      if w == "--" {
        onlyPositionals = true
        continue
      }
      var name = w
      var inline: String? = nil
      if let eq = w.firstIndex(of: "="), w.hasPrefix("--") {
        name = String(w[..<eq])
        inline = String(w[w.index(after: eq)...])
      }
      guard let option = spec.options.first(where: { $0.name == name || $0.short == name }) else {
        var message = "Unknown option '\(name)'."
        if let near = Suggestion.closest(to: name, among: spec.options.map(\.name)) {
          message += " Did you mean '\(near)'?"
        }
        throw .usage(message, spec.usage)
      }
      if option.value != nil {
        if let inline {
          values[option.name] = inline
        } else if i < words.count {
          values[option.name] = words[i]
          i += 1
        } else {
          throw .usage("Option '\(option.name)' needs a value <\(option.value!)>.", spec.usage)
        }
      } else {
        guard inline == nil else {
          throw .usage("Option '\(option.name)' takes no value.", spec.usage)
        }
        flags.insert(option.name)
      }
    }
  }

  func value(_ name: String) -> String? { values[name] }
  func has(_ name: String) -> Bool { flags.contains(name) }
}

/// "Did you mean" suggestions by edit distance.
enum Suggestion {
  static func closest(to word: String, among candidates: [String]) -> String? {
    let scored = candidates.map { ($0, distance(Array(word), Array($0))) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, word.count / 3) else {
      return nil
    }
    return best.0
  }

  /// The edit distance of two words (insertions, deletions and
  /// substitutions; the table of prefixes, as options are short).
  static func distance(_ a: [Character], _ b: [Character]) -> Int {
    var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { d[i][0] = i }
    for j in 0...b.count { d[0][j] = j }
    for i in stride(from: 1, through: a.count, by: 1) {
      for j in stride(from: 1, through: b.count, by: 1) {
        d[i][j] = Swift.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
    }
    return d[a.count][b.count]
  }
}
