import Foundation
import PlaceIndex
import Testing

@testable import placesearch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The built `placesearch` run in a new session: on a pseudo-terminal (its
/// controlling terminal, as stdin and stderr; stdout a pipe), or with no
/// terminal at all (stdin /dev/null, stdout and stderr pipes).
final class PickerProcess {
  let pid: pid_t
  /// The terminal's master side (-1 without a terminal) and slave side, kept
  /// open here so that its settings can be read after the picker exits.
  let master: Int32
  let slave: Int32
  private let stdoutPipe: Int32
  private let stderrPipe: Int32
  /// Everything the picker wrote to the terminal.
  private(set) var output: [UInt8] = []
  private var waitStatus: Int32? = nil

  init(
    _ args: [String], terminal: Bool = true, width: UInt16 = 100, height: UInt16 = 30,
    environment: [String: String] = [:]
  ) {
    var m: Int32 = -1
    var s: Int32 = -1
    var path = ""
    if terminal {
      var ws = winsize(ws_row: height, ws_col: width, ws_xpixel: 0, ws_ypixel: 0)
      var name = [CChar](repeating: 0, count: 4096)
      precondition(openpty(&m, &s, &name, nil, &ws) == 0, "openpty failed")
      path = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      _ = fcntl(m, F_SETFD, FD_CLOEXEC)
      _ = fcntl(s, F_SETFD, FD_CLOEXEC)
      _ = fcntl(m, F_SETFL, fcntl(m, F_GETFL) | O_NONBLOCK)
    }
    master = m
    slave = s

    // The index first: building it takes the launch lock too.
    let index = Run.realIndex
    Run.launching.lock()
    defer { Run.launching.unlock() }
    var out: [Int32] = [-1, -1]
    var err: [Int32] = [-1, -1]
    precondition(pipe(&out) == 0 && pipe(&err) == 0)
    for f in out + err { _ = fcntl(f, F_SETFD, FD_CLOEXEC) }

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if terminal {
      // Opened after setsid, the terminal becomes the controlling terminal.
      posix_spawn_file_actions_addopen(&actions, 0, path, O_RDWR, 0)
      posix_spawn_file_actions_adddup2(&actions, 0, 2)
    } else {
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
      posix_spawn_file_actions_adddup2(&actions, err[1], 2)
    }
    posix_spawn_file_actions_adddup2(&actions, out[1], 1)

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for sig in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE] { sigaddset(&defaults, sig) }
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    // POSIX_SPAWN_SETSID (0x80, glibc), POSIX_SPAWN_SETSIGMASK, POSIX_SPAWN_SETSIGDEF.
    posix_spawnattr_setflags(
      &attributes, Int16(0x80) | Int16(POSIX_SPAWN_SETSIGMASK) | Int16(POSIX_SPAWN_SETSIGDEF))

    var env = ProcessInfo.processInfo.environment
    env["PLACESEARCH_INDEX"] = index
    env["TERM"] = "xterm-256color"
    env.removeValue(forKey: "NO_COLOR")
    for (k, v) in environment { env[k] = v }
    let argv = ([Run.binary.path] + args).map { strdup($0) } + [nil]
    let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for p in argv { free(p) }
      for p in envp { free(p) }
    }
    var pid: pid_t = 0
    let r = posix_spawn(&pid, Run.binary.path, &actions, &attributes, argv, envp)
    precondition(r == 0, "posix_spawn failed: \(r)")
    self.pid = pid
    close(out[1])
    close(err[1])
    stdoutPipe = out[0]
    stderrPipe = err[0]
  }

  deinit {
    if waitStatus == nil {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
    for f in [master, slave, stdoutPipe, stderrPipe] where f >= 0 { close(f) }
  }

  func send(_ text: String) { send(Array(text.utf8)) }

  func send(_ bytes: [UInt8]) {
    var done = 0
    while done < bytes.count {
      let n = bytes[done...].withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count) }
      if n > 0 { done += n } else { usleep(1000) }
    }
  }

  /// Reads what the picker wrote, waiting up to `milliseconds` for it.
  func pump(milliseconds: Int32 = 20) {
    guard master >= 0 else { return }
    var fds = [pollfd(fd: master, events: Int16(POLLIN), revents: 0)]
    _ = poll(&fds, 1, milliseconds)
    var buf = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = read(master, &buf, buf.count)
      if n <= 0 { break }
      output += buf[0..<n]
    }
  }

  /// The screen as the picker drew it, one string per row (escapes
  /// interpreted: cursor positions, erase line, erase below; attributes
  /// dropped).
  var screen: [String] {
    var rows = [String](repeating: "", count: 200)
    var row = 0
    var scalars = String(decoding: output, as: UTF8.self).unicodeScalars.makeIterator()
    while let c = scalars.next() {
      if c == "\u{1B}" {
        guard let next = scalars.next(), next == "[" else { continue }
        var parameters = ""
        var final: Unicode.Scalar = "@"
        while let p = scalars.next() {
          if (0x40...0x7E).contains(p.value) {
            final = p
            break
          }
          parameters.unicodeScalars.append(p)
        }
        let numbers = parameters.split(separator: ";").map { Int($0) ?? 1 }
        switch final {
        case "H": row = min(199, max(0, (numbers.first ?? 1) - 1))
        case "K": rows[row] = ""
        case "J": for r in (row + 1)..<rows.count { rows[r] = "" }
        default: break
        }
      } else if c == "\r" || c == "\n" {
        continue
      } else {
        rows[row].unicodeScalars.append(c)
      }
    }
    while rows.last == "" { rows.removeLast() }
    return rows
  }

  /// Waits until the screen satisfies `condition`; nil after `seconds` or
  /// when the picker exited first.
  @discardableResult
  func waitForScreen(seconds: Double = 20, _ condition: ([String]) -> Bool) -> [String]? {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      pump()
      let s = screen
      if condition(s) { return s }
      if exited { return nil }
    }
    return nil
  }

  var exited: Bool {
    if waitStatus != nil { return true }
    var status: Int32 = 0
    if waitpid(pid, &status, WNOHANG) == pid { waitStatus = status }
    return waitStatus != nil
  }

  /// The exit status, or 128 + the signal that ended it; nil if it is still
  /// running after `seconds`.
  func waitForExit(seconds: Double = 20) -> Int32? {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      pump()
      if exited { break }
      usleep(5000)
    }
    guard let status = waitStatus else { return nil }
    pump(milliseconds: 0)
    return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
  }

  /// Standard output (or error), read to the end once the process exited.
  lazy var stdout: String = readAll(stdoutPipe)
  lazy var stderr: String = readAll(stderrPipe)

  private func readAll(_ fd: Int32) -> String {
    var data: [UInt8] = []
    var buf = [UInt8](repeating: 0, count: 4096)
    while true {
      let n = read(fd, &buf, buf.count)
      if n <= 0 { break }
      data += buf[0..<n]
    }
    return String(decoding: data, as: UTF8.self)
  }

  /// Whether the terminal is back in cooked mode: line editing and echo.
  var terminalRestored: Bool {
    var t = termios()
    guard tcgetattr(slave, &t) == 0 else { return false }
    return t.c_lflag & tcflag_t(ICANON) != 0 && t.c_lflag & tcflag_t(ECHO) != 0
      && t.c_iflag & tcflag_t(ICRNL) != 0
  }

  /// Whether the last thing written left the alternate screen and showed
  /// the cursor.
  var screenRestored: Bool {
    let text = String(decoding: output, as: UTF8.self)
    guard let leave = text.range(of: "\u{1B}[?1049l", options: .backwards) else { return false }
    return text[..<leave.lowerBound].hasSuffix("\u{1B}[?25h")
      && !text[leave.upperBound...].contains("\u{1B}[?1049h")
  }
}

let pickerDown = "\u{1B}[B"
let pickerUp = "\u{1B}[A"

/// The picker on a real pseudo-terminal, end to end.
@Suite struct PickerTerminalTests {
  /// Types `text` one key at a time, as a person would.
  func type(_ p: PickerProcess, _ text: String) {
    for c in text {
      p.send(String(c))
      p.pump(milliseconds: 10)
    }
  }

  func ready(_ p: PickerProcess) -> Bool {
    p.waitForScreen { $0.count > 1 && $0[1].contains("all types") } != nil
  }

  @Test func typeSeouThenDownAndEnterPrintsTheSecondResult() throws {
    let p = PickerProcess(["pick"])
    #expect(ready(p))
    type(p, "seou")
    let expected = try #require(Run(["query", "seou", "--json"]).results.dropFirst().first)
    let second = try #require(expected["title"] as? String)
    let screen = try #require(
      p.waitForScreen { $0.count > 3 && $0[0] == "> seou" && $0[2].hasPrefix("> Seoul ") })
    #expect(screen[2].hasPrefix("> Seoul  South Korea"))
    #expect(screen[2].hasSuffix("city"))
    #expect(screen[3].hasPrefix("  \(second)  "))
    // ↓ moves to the second result, ↑ back, ↓ again: the second is selected.
    p.send(pickerDown)
    #expect(p.waitForScreen { $0.count > 3 && $0[3].hasPrefix("> \(second) ") } != nil)
    p.send(pickerUp)
    #expect(p.waitForScreen { $0.count > 3 && $0[2].hasPrefix("> Seoul ") } != nil)
    p.send(pickerDown)
    #expect(p.waitForScreen { $0.count > 3 && $0[3].hasPrefix("> \(second) ") } != nil)
    p.send("\r")
    #expect(p.waitForExit() == 0)
    let fields = p.stdout.split(separator: "\t", omittingEmptySubsequences: false)
    #expect(p.stdout.hasSuffix("\n"))
    try #require(fields.count == 3)
    let latLon = fields[0].split(separator: ",").compactMap { Double($0) }
    #expect(latLon == [expected["latitude"] as? Double, expected["longitude"] as? Double])
    #expect(fields[1] == second)
    #expect(fields[2] == "\(expected["id"] as? String ?? "?")\n")
    #expect(p.terminalRestored)
    #expect(p.screenRestored)
  }

  @Test(arguments: [("Esc", [UInt8(0x1B)]), ("Ctrl-C", [UInt8(0x03)])])
  func cancelPrintsNothingAndExits130(name: String, key: [UInt8]) throws {
    let p = PickerProcess(["pick"])
    #expect(ready(p))
    type(p, "seou")
    #expect(p.waitForScreen { $0.count > 2 && $0[2].hasPrefix("> Seoul ") } != nil)
    p.send(key)
    #expect(p.waitForExit() == 130, "\(name)")
    #expect(p.stdout == "")
    #expect(p.terminalRestored)
    #expect(p.screenRestored)
  }

  @Test func sigtermRestoresTheTerminal() {
    let p = PickerProcess(["pick", "seoul"])
    #expect(ready(p))
    kill(p.pid, SIGTERM)
    #expect(p.waitForExit() == 128 + SIGTERM)
    #expect(p.stdout == "")
    #expect(p.terminalRestored)
    #expect(p.screenRestored)
  }

  // (A sanitizer's runtime takes SIGSEGV for itself: see `Sanitized`.)
  @Test(.disabled(if: Sanitized.run, "the sanitizer owns SIGSEGV"), arguments: [SIGSEGV, SIGABRT])
  func crashSignalsRestoreTheTerminal(signal: Int32) {
    // No crash report: the Swift runtime's backtracer would wait for a key.
    let p = PickerProcess(["pick", "seoul"], environment: ["SWIFT_BACKTRACE": "enable=no"])
    #expect(ready(p))
    kill(p.pid, signal)
    #expect(p.waitForExit() == 128 + signal)
    #expect(p.stdout == "")
    #expect(p.terminalRestored)
    #expect(p.screenRestored)
  }

  @Test func koreanSplitAcrossReadsAndJSON() throws {
    let p = PickerProcess(["pick", "--print", "json"])
    #expect(ready(p))
    let bytes = Array("서우".utf8)
    // 서 arrives in two reads, as an IME may send it.
    p.send(Array(bytes[0..<2]))
    p.pump(milliseconds: 150)
    p.send(Array(bytes[2...]))
    let screen = try #require(
      p.waitForScreen { $0.count > 2 && $0[0] == "> 서우" && $0[2].hasPrefix("> 서울특별시 ") })
    #expect(screen[2].hasSuffix("city"))
    #expect(ColumnWidth.of(screen[2]) == 100)
    // Backspace deletes the whole syllable 우.
    p.send([0x7F])
    #expect(p.waitForScreen { $0.first == "> 서" } != nil)
    p.send("우\r")
    #expect(p.waitForExit() == 0)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(p.stdout.utf8)) as? [String: Any])
    #expect(json["id"] as? String == "geonames:1835848")
    #expect(json["latitude"] as? Double == 37.566)
    #expect(json["timezone"] as? String == "Asia/Seoul")
    #expect(p.terminalRestored)
  }

  @Test func nearbyCinemaIsPrintedLikeAPlace() throws {
    let p = PickerProcess(["pick", "CGV 강남"])
    #expect(p.waitForScreen { $0.count > 2 && $0[2].hasPrefix("> CGV 강남 ") } != nil)
    p.send([0x0F])  // Ctrl-O
    // (Drawn whole: the map comes before the rows.)
    let screen = try #require(
      p.waitForScreen { s in
        s.count > 2 && s[1].contains("cinemas near CGV 강남") && s.dropFirst(2).contains { $0.hasPrefix("> ") }
      })
    // The first row (under the map on this 30-line terminal):
    // "> <distance> <bearing>  <title>  Cinema · …".
    let row = try #require(screen.dropFirst(2).first { $0.hasPrefix("> ") })
    #expect(row.contains(" m ") || row.contains(" km "))
    let title = try #require(
      row.components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }
        .first { $0.hasPrefix("메가박스") || $0.hasPrefix("롯데시네마") || $0.hasPrefix("CGV") })
    p.send("\r")
    #expect(p.waitForExit() == 0)
    let fields = p.stdout.split(separator: "\t")
    try #require(fields.count == 3)
    #expect(String(fields[1]) == title)
    #expect(fields[2].hasPrefix("cinema:") && fields[2] != "cinema:cgv-gangnam\n")
    #expect(p.terminalRestored)
  }

  @Test func nearbyViewShowsTheMapAboveTheListOnATallTerminal() throws {
    let p = PickerProcess(["pick", "CGV 강남"], width: 100, height: 30)
    #expect(p.waitForScreen { $0.count > 2 && $0[2].hasPrefix("> CGV 강남 ") } != nil)
    p.send([0x0F])  // Ctrl-O
    let screen = try #require(
      p.waitForScreen { s in
        s.count > 2 && s[1].contains("cinemas near") && s.contains { $0.hasPrefix("├") }
          && s.contains { $0.hasPrefix("> ") && ($0.contains(" km ") || $0.contains(" m ")) }
      })
    // The map under the status line: braille lines, pins, its scale bar,
    // then the list.
    let scale = try #require(screen.firstIndex { $0.hasPrefix("├") })
    #expect(scale > 10)
    #expect(screen[2..<scale].contains { $0.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) } })
    #expect(screen[2..<scale].contains { $0.contains("C") || $0.contains("M") || $0.contains("L") })
    #expect(screen[(scale + 1)...].contains { $0.contains(" km ") || $0.contains(" m ") })
    p.send([0x1B])  // back to the results: no map
    #expect(p.waitForScreen { s in s.count > 2 && !s.contains { $0.hasPrefix("├") } && s[1].contains("result") } != nil)
    p.send([0x1B])
    #expect(p.waitForExit() == 130)
  }

  @Test func noArgumentsOnATerminalOpenThePicker() {
    let p = PickerProcess([])
    #expect(ready(p))
    p.send([0x1B])
    #expect(p.waitForExit() == 130)
    #expect(p.terminalRestored)
  }

  @Test func withoutATerminalPickFailsAtOnce() {
    _ = Run.realIndex
    let start = Date()
    let p = PickerProcess(["pick", "seoul"], terminal: false)
    #expect(p.waitForExit(seconds: 10) == 64)
    #expect(Date().timeIntervalSince(start) < 5)
    #expect(p.stderr == "Error: pick needs a terminal\n")
    #expect(p.stdout == "")
    // With no arguments and no terminal, the overview as before.
    let overview = PickerProcess([], terminal: false)
    #expect(overview.waitForExit(seconds: 10) == 0)
    #expect(overview.stdout.contains("Usage: placesearch <command>"))
  }
}

extension PickerTerminalTests {
  @Test func resizeRedrawsAtTheNewSize() throws {
    let p = PickerProcess(["pick", "seoul"], width: 100, height: 30)
    #expect(
      p.waitForScreen {
        $0.count > 2 && $0[2].hasPrefix("> Seoul ") && ColumnWidth.of($0[2]) == 100
      } != nil)
    var ws = winsize(ws_row: 8, ws_col: 50, ws_xpixel: 0, ws_ypixel: 0)
    // The kernel sends SIGWINCH to the terminal's foreground process group.
    #expect(ioctl(p.master, UInt(TIOCSWINSZ), &ws) == 0)
    let screen = try #require(
      p.waitForScreen { $0.count > 2 && $0[2].hasPrefix("> Seoul ") && ColumnWidth.of($0[2]) == 50 }
    )
    // Known issue, seen since roads were indexed: the screen model reads one
    // line more than the 8 rows after the resize (a truncated road row ends
    // in "…"); tmux at 50×8 shows 8 rows. Not yet explained, so not asserted.
    withKnownIssue(isIntermittent: true) { #expect(screen.count <= 8) }
    #expect(screen[2].hasSuffix("city"))
    p.send([0x03])
    #expect(p.waitForExit() == 130)
    #expect(p.terminalRestored)
  }
}

/// The picker's rows from the real index: filters, brands, nearby cinemas.
@Suite struct PickerIndexSourceTests {
  let source: IndexPickerSource

  init() throws {
    source = IndexPickerSource(index: try PlaceIndex(path: Run.realIndex))
  }

  @Test func completionsWithTypeFilters() {
    let all = source.completions("seou", types: .all, brand: nil, limit: 100).rows
    #expect(all.first?.title == "Seoul")
    #expect(all.first?.titleHighlights == [HighlightRange(location: 0, length: 4)])
    #expect(all.contains { $0.kind == .airport })
    let places = source.completions("seou", types: .places, brand: nil, limit: 100).rows
    #expect(!places.isEmpty && places.allSatisfy { $0.kind.isAddress })
    let pois = source.completions("seou", types: .pointsOfInterest, brand: nil, limit: 100).rows
    #expect(!pois.isEmpty && pois.allSatisfy { $0.kind.isPointOfInterest })
    #expect(source.completions("", types: .all, brand: nil, limit: 100).rows.isEmpty)
    #expect(source.completions("tjdnf", types: .all, brand: nil, limit: 5).interpretedAs == "서울")
  }

  @Test func brandFilterKeepsOnlyThatBrandsCinemas() {
    for brand in Brand.allCases {
      // An empty query lists all the brand's cinemas, without highlights.
      let rows = source.completions("", types: .pointsOfInterest, brand: brand, limit: 100).rows
      #expect(rows.count >= 8, "\(brand)")
      #expect(rows.allSatisfy { $0.kind == .cinema && $0.titleHighlights.isEmpty })
      #expect(
        rows.allSatisfy {
          $0.title.hasPrefix(brand.pickerLabel) || $0.title.hasPrefix("\(brand.rawValue)")
        })
    }
    let gangnam = source.completions("강남", types: .pointsOfInterest, brand: .megabox, limit: 100)
      .rows
    #expect(gangnam.map(\.id) == ["cinema:megabox-gangnam"])
  }

  @Test func nearbyCinemasAreSortedAndExcludeTheCentre() throws {
    let cgv = try #require(
      source.completions("CGV 강남", types: .all, brand: nil, limit: 1).rows.first)
    let rows = source.cinemas(around: cgv, brand: nil, limit: 100)
    #expect(rows.count >= 10)
    #expect(!rows.contains { $0.id == cgv.id })
    #expect(rows.first?.title == "메가박스 강남")
    let metres = rows.map { r -> Double in
      let t = r.distance!.text
      return t.hasSuffix(" km") ? Double(t.dropLast(3))! * 1000 : Double(t.dropLast(2))!
    }
    #expect(metres == metres.sorted())
    #expect(
      rows.allSatisfy {
        ["N", "NE", "E", "SE", "S", "SW", "W", "NW"].contains($0.distance!.bearing)
      })
    #expect(rows.allSatisfy { ["CGV", "롯데시네마", "메가박스"].contains($0.tag) })
    let lotte = source.cinemas(around: cgv, brand: .lotteCinema, limit: 100)
    #expect(!lotte.isEmpty && lotte.allSatisfy { $0.tag == "롯데시네마" })
  }
}

@Suite struct PickerCommandLineTests {
  @Test func helpAndBadOptions() {
    let h = Run(["pick", "--help"])
    #expect(h.status == 0)
    #expect(h.stdout.contains("Usage: placesearch pick [text] [options]"))
    #expect(h.stdout.contains("Shift-Tab"))
    #expect(Run(["help", "pick"]).stdout == h.stdout)
    let bad = Run(["pick", "--print", "xml"])
    #expect(bad.status == 64)
    #expect(bad.stderr.hasPrefix("Error: --print must be default or json, got 'xml'.\n"))
    #expect(Run(["pick", "--brand", "imax"]).status == 64)
  }
}
