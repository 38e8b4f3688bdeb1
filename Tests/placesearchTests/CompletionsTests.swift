import Foundation
import Testing

/// `placesearch completions bash|zsh|fish`.
@Suite struct CompletionsTests {
  /// What bash completes for `words` (the cursor at the last one), with the
  /// script that `completions bash` prints loaded.
  func bashCompletes(_ words: [String]) -> [String] {
    let script = Run(["completions", "bash"], index: nil).stdout
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("placesearch-completions-\(getpid())")
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let file = dir.appendingPathComponent("placesearch.bash")
    try? script.write(to: file, atomically: true, encoding: .utf8)
    let quoted = words.map { "'\($0)'" }.joined(separator: " ")
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/bin/bash")
    p.arguments = [
      "--norc", "-c",
      "source '\(file.path)' && COMP_WORDS=(\(quoted)) && COMP_CWORD=\(words.count - 1) && _placesearch && printf '%s\\n' \"${COMPREPLY[@]}\"",
    ]
    let out = Pipe()
    p.standardOutput = out
    p.standardError = FileHandle.nullDevice
    Run.launching.lock()
    defer { Run.launching.unlock() }
    do { try p.run() } catch { return ["cannot run bash: \(error)"] }
    let data = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  @Test func bashCompletesCommandsOptionsAndValues() {
    #expect(bashCompletes(["placesearch", "q"]) == ["query"])
    #expect(bashCompletes(["placesearch", "query", "--for"]) == ["--format"])
    #expect(bashCompletes(["placesearch", "query", "seoul", "--format", "g"]) == ["geojson"])
    #expect(bashCompletes(["placesearch", "nearby", "--brand", "m"]) == ["megabox"])
    #expect(bashCompletes(["placesearch", "index", "b"]) == ["build"])
    #expect(bashCompletes(["placesearch", "completions", "f"]) == ["fish"])
  }

  @Test func everyCommandAndOptionIsInEachScript() {
    for shell in ["bash", "zsh", "fish"] {
      let r = Run(["completions", shell], index: nil)
      #expect(r.status == 0)
      for word in ["query", "resolve", "nearby", "reverse", "index", "pick", "completions"] {
        #expect(r.stdout.contains(word), "\(shell): \(word)")
      }
      for option in ["limit", "geojson", "format", "radius", "around", "brand", "strict"] {
        #expect(r.stdout.contains(option), "\(shell): \(option)")
      }
    }
  }

  @Test func anUnknownShellIsAUsageError() {
    let r = Run(["completions", "tcsh"], index: nil)
    #expect(r.status == 64)
    #expect(r.stderr.hasPrefix("Error: no completions for 'tcsh'"))
    #expect(Run(["completions"], index: nil).status == 64)
  }
}
