import Foundation
import PlaceIndex
import Testing

/// Runs the built `placesearch` and captures what it prints.
struct Run {
  var status: Int32
  var stdout: String
  var stderr: String

  /// The repository root, found from this file.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The `placesearch` built beside the test bundle.
  static let binary: URL = {
    let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let beside = exe.deletingLastPathComponent().appendingPathComponent("placesearch")
    if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
    return root.appendingPathComponent(".build/debug/placesearch")
  }()

  /// The index of the bundled data, built once for the whole test run.
  static let realIndex: String = {
    let dir = FileManager.default.temporaryDirectory
      .appendingPathComponent("placesearch-e2e-\(getpid())")
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let path = dir.appendingPathComponent("places.idx").path
    let r = Run(["index", "build", "--quiet", "--output", path], index: nil)
    precondition(r.status == 0, "index build failed: \(r.stderr)")
    return path
  }()

  /// Serialises process launches: Foundation's `Process` has crashed here
  /// when many tests launched processes at once.
  static let launching = NSLock()

  /// Runs `placesearch args`, by default on the index of the bundled data.
  init(
    _ args: [String], index: String? = Run.realIndex, environment: [String: String] = [:],
    directory: String = "/"
  ) {
    let p = Process()
    p.executableURL = Run.binary
    p.currentDirectoryURL = URL(fileURLWithPath: directory)
    p.arguments = args
    var env = ProcessInfo.processInfo.environment
    env["PLACESEARCH_INDEX"] = index
    env.removeValue(forKey: "NO_COLOR")
    for (k, v) in environment { env[k] = v }
    p.environment = env
    let out = Pipe()
    let err = Pipe()
    p.standardOutput = out
    p.standardError = err
    p.standardInput = FileHandle.nullDevice
    Run.launching.lock()
    defer { Run.launching.unlock() }
    do { try p.run() } catch { fatalError("cannot run \(Run.binary.path): \(error)") }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    status = p.terminationStatus
    stdout = String(decoding: outData, as: UTF8.self)
    stderr = String(decoding: errData, as: UTF8.self)
  }

  /// stdout parsed as JSON.
  var json: [String: Any] {
    (try? JSONSerialization.jsonObject(with: Data(stdout.utf8))) as? [String: Any] ?? [:]
  }

  /// The `results` of a JSON answer.
  var results: [[String: Any]] { json["results"] as? [[String: Any]] ?? [] }
}

/// A query and the place it must find within its first `within` results.
struct QueryExample: CustomTestStringConvertible, Sendable {
  var query: String
  var id: String
  var within = 1
  var near: Coordinate? = nil
  var testDescription: String { "\(query) → \(id)" }

  /// Expects the place among the first `within` of `found` (ids, best
  /// first), and shows the first five when it is not.
  func expectFound(in found: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(found.prefix(within).contains(id), "got \(found.prefix(5))", sourceLocation: sourceLocation)
  }
}

/// Whether the tests run under a sanitizer (`PLACESEARCH_SANITIZER=1 swift
/// test --sanitize=…`, as the README's Reliability section says): the two
/// tests that depend on what the sanitizer's runtime owns (SIGSEGV, a
/// file-size limit) are skipped then.
enum Sanitized {
  static let run = ProcessInfo.processInfo.environment["PLACESEARCH_SANITIZER"] != nil
}
