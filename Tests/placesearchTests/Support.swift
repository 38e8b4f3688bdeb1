import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
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

  /// Runs another program (a validator, `script`, `tmux`), started under
  /// the launch lock, and returns its status and what it printed (stdout and
  /// stderr together).
  static func program(_ path: String, _ args: [String], environment: [String: String] = [:]) -> (status: Int32, output: String) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: path)
    p.arguments = args
    var env = ProcessInfo.processInfo.environment
    for (k, v) in environment { env[k] = v }
    p.environment = env
    p.standardInput = FileHandle.nullDevice
    Run.launching.lock()
    let out = Pipe()
    p.standardOutput = out
    p.standardError = out
    do { try p.run() } catch {
      Run.launching.unlock()
      return (-1, "cannot run \(path): \(error)")
    }
    Run.launching.unlock()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return (p.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// Runs a program with posix_spawn and waits for it with waitpid, its
  /// input and output /dev/null, killing it after `seconds`: for programs
  /// that leave daemons behind (tmux), whose pipes and child signals
  /// Foundation's `Process` can wait on for ever. Returns its exit status,
  /// or nil when it was killed.
  static func spawn(_ argv: [String], environment: [String: String] = [:], seconds: Double = 60) -> Int32? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for fd in [Int32(0), 1, 2] {
      posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0)
    }
    var env = ProcessInfo.processInfo.environment
    for (k, v) in environment { env[k] = v }
    let args = argv.map { strdup($0) } + [nil]
    let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for p in args { free(p) }
      for p in envp { free(p) }
    }
    var pid: pid_t = 0
    Run.launching.lock()
    let r = posix_spawn(&pid, argv[0], &actions, nil, args, envp)
    Run.launching.unlock()
    guard r == 0 else { return nil }
    let deadline = Date().addingTimeInterval(seconds)
    var status: Int32 = 0
    while Date() < deadline {
      if waitpid(pid, &status, WNOHANG) == pid { return (status >> 8) & 0xFF }
      usleep(20_000)
    }
    kill(pid, SIGKILL)
    waitpid(pid, &status, 0)
    return nil
  }

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
    p.standardInput = FileHandle.nullDevice
    // The pipes are made and the process started under the lock, and the
    // lock is let go before reading: a process another test starts then
    // never inherits these pipes' write ends (which would keep this read
    // waiting for that process), and no test waits for the lock while
    // this one reads.
    Run.launching.lock()
    let out = Pipe()
    let err = Pipe()
    p.standardOutput = out
    p.standardError = err
    do { try p.run() } catch { fatalError("cannot run \(Run.binary.path): \(error)") }
    Run.launching.unlock()
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

/// SplitMix64: a seeded generator, so that sampled tests are repeatable.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
