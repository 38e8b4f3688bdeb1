import Foundation
import Testing

/// `placesearch help <topic>` and `placesearch help --man`.
@Suite struct HelpTopicsTests {
  @Test func topicsAndCommands() {
    #expect(Run(["help", "json"], index: nil).stdout.contains("FeatureCollection"))
    #expect(Run(["help", "exit-codes"], index: nil).stdout.contains("64   the command line is wrong"))
    #expect(Run(["help", "environment"], index: nil).stdout.contains("PLACESEARCH_INDEX"))
    #expect(Run(["help", "query"], index: nil).stdout == Run(["query", "--help"], index: nil).stdout)
    let listed = Run(["help"], index: nil).stdout
    #expect(listed.contains("Topics") && listed.contains("exit-codes"))
    let wrong = Run(["help", "qurey"], index: nil)
    #expect(wrong.status == 64)
    #expect(wrong.stderr.contains("Did you mean 'query'?"))
  }

  /// The page is valid roff for groff's man macros (`-ww`: every warning),
  /// and holds every command and topic.
  @Test func theManualPageFormats() throws {
    let page = Run(["help", "--man"], index: nil)
    #expect(page.status == 0)
    for section in [".SH NAME", ".SH SYNOPSIS", ".SH COMMANDS", ".SH OUTPUT", ".SH EXIT STATUS", ".SH ENVIRONMENT"] {
      #expect(page.stdout.contains(section), "\(section)")
    }
    for command in ["query", "resolve", "nearby", "reverse", "index", "pick", "completions"] {
      #expect(page.stdout.contains(".SS placesearch \(command)"), "\(command)")
    }
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("placesearch-man-\(getpid())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let file = dir.appendingPathComponent("placesearch.1")
    try page.stdout.write(to: file, atomically: true, encoding: .utf8)
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/bin/sh")
    p.arguments = ["-c", "command -v groff >/dev/null || exit 127; groff -k -Tutf8 -man -z -ww '\(file.path)'"]
    let err = Pipe()
    p.standardError = err
    p.standardOutput = FileHandle.nullDevice
    Run.launching.lock()
    defer { Run.launching.unlock() }
    try p.run()
    let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    p.waitUntilExit()
    if p.terminationStatus == 127 {
      #expect(ProcessInfo.processInfo.environment["CI"] == nil, "CI must install groff")
      return
    }
    #expect(p.terminationStatus == 0)
    #expect(text.isEmpty, "\(text.prefix(500))")
  }
}
