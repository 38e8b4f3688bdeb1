import Foundation
import Testing

/// The README's "Use it from Swift" example is `Examples/Autocomplete`,
/// a package of its own: the README shows its program as it is, and the
/// package builds and runs against this one.
@Suite struct ReadmeExampleTests {
  static let example = Run.root.appendingPathComponent("Examples/Autocomplete")

  /// Every `$ placesearch …` line of the README's console blocks, run on
  /// the bundled data, prints what the README shows under it (stdout, then
  /// stderr). Not the commands that build, draw or pipe (`index build`,
  /// `pick`, `map`, `|`, `>`): their outputs are files, terminals or cut.
  @Test func theReadmesConsoleExamplesAreWhatTheCommandsPrint() throws {
    let readme = try String(contentsOf: Run.root.appendingPathComponent("README.md"), encoding: .utf8)
    var checked = 0
    for block in readme.components(separatedBy: "```console\n").dropFirst() {
      guard let end = block.range(of: "```") else { continue }
      let lines = block[..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      var i = 0
      while i < lines.count {
        guard lines[i].hasPrefix("$ placesearch ") else {
          i += 1
          continue
        }
        let command = String(lines[i].dropFirst(2))
        var j = i + 1
        while j < lines.count && !lines[j].hasPrefix("$ ") { j += 1 }
        let shown = lines[(i + 1)..<j].joined(separator: "\n")
        i = j
        let skipped = ["index build", " pick", " map", "--svg", "|", ">", "$("]
        guard !skipped.contains(where: { command.contains($0) }), let args = Self.words(of: command) else { continue }
        let r = Run(Array(args.dropFirst()))
        #expect(
          (r.stdout + r.stderr).trimmingTrailingNewlines == shown.trimmingTrailingNewlines,
          "README: \(command)")
        checked += 1
      }
    }
    #expect(checked >= 10)
  }

  /// A command line's words, as a shell splits them: spaces apart, quotes
  /// ('…' and "…") kept together; nil for anything more (escapes).
  static func words(of line: String) -> [String]? {
    var out: [String] = []
    var word = ""
    var quote: Character? = nil
    var inWord = false
    for ch in line {
      if let q = quote {
        if ch == q { quote = nil } else { word.append(ch) }
      } else if ch == "'" || ch == "\"" {
        quote = ch
        inWord = true
      } else if ch == " " {
        if inWord { out.append(word) }
        word = ""
        inWord = false
      } else if ch == "\\" {
        return nil
      } else {
        word.append(ch)
        inWord = true
      }
    }
    if quote != nil { return nil }
    if inWord { out.append(word) }
    return out
  }

  @Test func theReadmeShowsTheExampleAsItIs() throws {
    let readme = try String(contentsOf: Run.root.appendingPathComponent("README.md"), encoding: .utf8)
    let program = try String(
      contentsOf: Self.example.appendingPathComponent("Sources/autocomplete/main.swift"), encoding: .utf8)
    let section = try #require(readme.range(of: "### Use it from Swift"))
    let after = readme[section.upperBound...]
    let open = try #require(after.range(of: "```swift\n"))
    let close = try #require(after[open.upperBound...].range(of: "```"))
    #expect(String(after[open.upperBound..<close.lowerBound]) == program)
  }

  /// Builds the example package (its own build folder) and runs it on the
  /// bundled data's index. (Without the cached build manifest: it lists the
  /// sources of the package it depends on, and a source file added since
  /// the example's last build would be missing from it.)
  @Test func theExampleBuildsAndRuns() throws {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/bin/sh")
    p.arguments = [
      "-c",
      "command -v swift >/dev/null || exit 127; swift run --disable-build-manifest-caching --package-path '\(Self.example.path)' autocomplete '\(Run.realIndex)' seoul",
    ]
    let out = Pipe()
    let err = Pipe()
    p.standardOutput = out
    p.standardError = err
    try p.run()
    let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    p.waitUntilExit()
    if p.terminationStatus == 127 {
      #expect(ProcessInfo.processInfo.environment["CI"] == nil, "CI has the Swift toolchain")
      return
    }
    #expect(p.terminationStatus == 0, "\(stderr.suffix(800))")
    #expect(stdout.contains("seoul → Seoul"))
    #expect(stdout.contains("Seoul — "))
  }
}

extension String {
  /// Without the line breaks and spaces at its end.
  var trimmingTrailingNewlines: String {
    var s = Substring(self)
    while let last = s.last, last == "\n" || last == " " { s = s.dropLast() }
    return String(s)
  }
}
