import Foundation
import Testing

/// The README's "Use it from Swift" example is `Examples/Autocomplete`,
/// a package of its own: the README shows its program as it is, and the
/// package builds and runs against this one.
@Suite struct ReadmeExampleTests {
  static let example = Run.root.appendingPathComponent("Examples/Autocomplete")

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
