import Foundation
import Testing

/// Index builds that are killed, race each other, or cannot write never
/// leave a file that a later run trusts (issue 11).
@Suite(.serialized) struct CrashSafeBuildTests {
  /// A data folder that builds a real index with Korean areas: a slice of
  /// the bundled data (a build takes long enough to be killed mid-way).
  static func dataFolder() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("placesearch-crash-\(UUID().uuidString)")
    let data = root.appendingPathComponent("Data")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    let bundled = Run.root.appendingPathComponent("Data")
    for name in try FileManager.default.contentsOfDirectory(atPath: bundled.path) where !name.hasSuffix(".py") {
      let text = try String(contentsOf: bundled.appendingPathComponent(name), encoding: .utf8)
      // Every file's first rows.
      let keep = 3_000
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      try lines.prefix(keep).joined(separator: "\n").appending("\n")
        .write(to: data.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return data
  }

  static func start(_ args: [String]) throws -> Process {
    let p = Process()
    p.executableURL = Run.binary
    p.arguments = args
    p.standardOutput = FileHandle.nullDevice
    p.standardError = FileHandle.nullDevice
    try p.run()
    return p
  }

  /// Starts the CLI with posix_spawn, for the builds this test kills: it
  /// waits for them with waitpid itself (Foundation's `Process` can wait
  /// forever for a child killed just after it started).
  static func spawn(_ args: [String]) -> pid_t {
    var pid: pid_t = 0
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([Run.binary.path] + args).map { strdup($0) } + [nil]
    defer { for a in argv { free(a) } }
    let status = posix_spawn(&pid, Run.binary.path, &actions, nil, argv, environ)
    precondition(status == 0, "posix_spawn: \(status)")
    return pid
  }

  /// Waits for a spawned child; whether it exited on its own (not killed).
  static func waitForExit(_ pid: pid_t) -> Bool {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    return status & 0x7F == 0
  }

  @Test func killedBuildsLeaveThePreviousIndexWhole() throws {
    let data = try CrashSafeBuildTests.dataFolder()
    let out = data.deletingLastPathComponent().appendingPathComponent("places.idx").path
    let first = Date()
    let build = Run(["index", "build", "--data", data.path, "--output", out, "--quiet"], index: nil)
    #expect(build.status == 0, "\(build.stderr)")
    let duration = Date().timeIntervalSince(first)
    let before = try Data(contentsOf: URL(fileURLWithPath: out))
    var rng = SystemRandomNumberGenerator()
    var renamed = 0
    for _ in 0..<50 {
      let pid = CrashSafeBuildTests.spawn(["index", "build", "--data", data.path, "--output", out, "--quiet"])
      Thread.sleep(forTimeInterval: Double.random(in: 0...(duration * 1.1), using: &rng))
      kill(pid, SIGKILL)
      let exited = CrashSafeBuildTests.waitForExit(pid)
      // The index is the old one or a whole new one (same data: the same
      // bytes), never part of one.
      let now = try Data(contentsOf: URL(fileURLWithPath: out))
      #expect(now == before)
      if exited { renamed += 1 }
    }
    #expect(Run(["index", "verify"], index: out).status == 0)
    #expect(Run(["query", "seoul", "--limit", "1"], index: out).status == 0)
    // What the killed builds left (their temporary files) the next build
    // removes.
    #expect(Run(["index", "build", "--data", data.path, "--output", out, "--quiet"], index: nil).status == 0)
    let left = try FileManager.default.contentsOfDirectory(atPath: data.deletingLastPathComponent().path)
    #expect(left.sorted() == ["Data", "places.idx"], "\(left)")
    print("killed builds: 50, of which \(renamed) finished before the kill")
  }

  @Test func twoBuildsAtOnceLeaveOneWholeIndex() throws {
    let data = try CrashSafeBuildTests.dataFolder()
    let out = data.deletingLastPathComponent().appendingPathComponent("places.idx").path
    let a = try CrashSafeBuildTests.start(["index", "build", "--data", data.path, "--output", out, "--quiet"])
    let b = try CrashSafeBuildTests.start(["index", "build", "--data", data.path, "--output", out, "--quiet"])
    a.waitUntilExit()
    b.waitUntilExit()
    #expect(a.terminationStatus == 0 && b.terminationStatus == 0)
    #expect(Run(["index", "verify"], index: out).status == 0)
    let left = try FileManager.default.contentsOfDirectory(atPath: data.deletingLastPathComponent().path)
    #expect(left.sorted() == ["Data", "places.idx"], "\(left)")
  }

  @Test func anUnwritableLocationIsAClearError() throws {
    // A path under a regular file cannot be created, even by root.
    let r = Run(["index", "build", "--output", "/etc/hostname/places.idx", "--quiet"], index: nil)
    #expect(r.status == 66)
    #expect(r.stderr.contains("cannot write /etc/hostname/places.idx"), "\(r.stderr)")
    #expect(r.stderr.split(separator: "\n").count == 1)
  }

  @Test(.disabled(if: Sanitized.run, "the thread sanitizer's runtime dies under a file-size limit"))
  func aFullDiskLeavesNoPartialFile() throws {
    // A file-size limit stands in for a full disk: the write fails half-way.
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("placesearch-full-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let out = dir.appendingPathComponent("places.idx").path
    let data = try CrashSafeBuildTests.dataFolder()
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/bin/sh")
    p.arguments = [
      "-c", #"trap '' XFSZ; ulimit -f 64; "$0" index build --data "$2" --output "$1" --quiet"#, Run.binary.path, out,
      data.path,
    ]
    let err = Pipe()
    p.standardError = err
    p.standardOutput = FileHandle.nullDevice
    try p.run()
    let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    p.waitUntilExit()
    #expect(p.terminationStatus == 66, "\(message)")
    #expect(message.contains("cannot write \(out)"), "\(message)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
  }

  /// The default index's folder cannot be written: the index goes to the
  /// user's cache instead, and is found there the next time.
  @Test func anUnwritableDefaultFallsBackToTheCache() throws {
    let data = try CrashSafeBuildTests.dataFolder()
    let root = data.deletingLastPathComponent()
    // `.build` is a file, so `.build/placesearch.idx` cannot be made.
    try "not a folder".write(to: root.appendingPathComponent(".build"), atomically: true, encoding: .utf8)
    let cache = root.appendingPathComponent("cache")
    let env = ["PLACESEARCH_DATA": data.path, "XDG_CACHE_HOME": cache.path]
    let first = Run(["query", "seoul", "--limit", "1"], index: nil, environment: env)
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stderr.contains("instead"), "\(first.stderr)")
    let made = try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("placesearch").path)
    #expect(made.count == 1 && made[0].hasSuffix(".idx"), "\(made)")
    let second = Run(["query", "seoul", "--limit", "1"], index: nil, environment: env)
    #expect(second.status == 0)
    #expect(!second.stderr.contains("building"), "\(second.stderr)")
  }
}
