#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The controlling terminal, opened as `/dev/tty` so that the picker works
/// with stdin and stdout redirected (inside `$(…)`): raw mode, the alternate
/// screen, its size, and putting everything back.
///
/// The terminal is restored on every way out: ``restore()`` on a normal exit
/// or an error, and a signal handler for SIGTERM, SIGINT, SIGHUP and SIGQUIT
/// (which then lets the signal end the process as usual) and for crashes
/// (SIGSEGV, SIGILL, SIGBUS, SIGFPE, SIGTRAP, SIGABRT, then the previous
/// handler runs). The handlers only call `write` and `tcsetattr`, which are
/// async-signal-safe.
final class PickerTerminal {
  let fd: Int32
  private var saved = termios()
  private(set) var isRaw = false

  /// Enters the alternate screen (kept clean of the shell's scrollback) and
  /// resets attributes.
  static let enterSequence = "\u{1B}[?1049h\u{1B}[0m\u{1B}[H\u{1B}[2J"
  /// Resets attributes, shows the cursor and leaves the alternate screen.
  static let leaveSequence = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

  /// The terminal, or nil when the process has none (no controlling
  /// terminal: a daemon, `setsid`, a CI job).
  static func open() -> PickerTerminal? {
    let fd = Self.openTTY()
    guard fd >= 0 else { return nil }
    guard isatty(fd) == 1 else {
      close(fd)
      return nil
    }
    return PickerTerminal(fd: fd)
  }

  private static func openTTY() -> Int32 {
    #if canImport(Glibc)
      Glibc.open("/dev/tty", O_RDWR | O_CLOEXEC)
    #else
      Darwin.open("/dev/tty", O_RDWR | O_CLOEXEC)
    #endif
  }

  private init(fd: Int32) { self.fd = fd }

  deinit {
    restore()
    close(fd)
  }

  /// The size in columns and lines; 80×24 when the terminal does not say.
  func size() -> (width: Int, height: Int) {
    var ws = winsize()
    let r = withUnsafeMutablePointer(to: &ws) { ioctl(fd, UInt(TIOCGWINSZ), $0) }
    guard r == 0, ws.ws_col > 0, ws.ws_row > 0 else { return (80, 24) }
    return (Int(ws.ws_col), Int(ws.ws_row))
  }

  /// Raw mode (no echo, no line editing, no signals from keys, no CR→NL)
  /// and the alternate screen. Throws when the terminal refuses.
  func enterRawMode() throws(CommandError) {
    guard !isRaw else { return }
    guard tcgetattr(fd, &saved) == 0 else {
      throw CommandError(message: "cannot read the terminal settings", status: .usage)
    }
    var t = saved
    t.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    t.c_cflag |= tcflag_t(CS8)
    t.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    withUnsafeMutableBytes(of: &t.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    PickerSignals.arm(fd: fd, saved: saved, leave: Self.leaveSequence)
    guard tcsetattr(fd, TCSANOW, &t) == 0 else {
      PickerSignals.disarm()
      throw CommandError(message: "cannot put the terminal in raw mode", status: .usage)
    }
    isRaw = true
    write(Self.enterSequence)
  }

  /// Puts raw mode back after the process was stopped and continued (the
  /// shell may have reset the terminal meanwhile).
  func reenterRawMode() {
    guard isRaw else { return }
    var t = termios()
    guard tcgetattr(fd, &t) == 0 else { return }
    t.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    t.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    _ = tcsetattr(fd, TCSANOW, &t)
  }

  /// Leaves the alternate screen, shows the cursor and restores the
  /// settings saved by ``enterRawMode()``. Safe to call more than once.
  func restore() {
    guard isRaw else { return }
    isRaw = false
    write(Self.leaveSequence)
    _ = tcsetattr(fd, TCSANOW, &saved)
    PickerSignals.disarm()
  }

  /// Writes all of `text` (a frame), retrying after signals.
  @discardableResult
  func write(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { buf in
      var done = 0
      while done < buf.count {
        #if canImport(Glibc)
          let n = Glibc.write(fd, buf.baseAddress! + done, buf.count - done)
        #else
          let n = Darwin.write(fd, buf.baseAddress! + done, buf.count - done)
        #endif
        if n < 0 && (errno == EINTR || errno == EAGAIN) { continue }
        if n <= 0 { return false }
        done += n
      }
      return true
    }
  }

  /// Reads what is available (blocking until something is); nil at end of
  /// input or on an error (the terminal went away).
  func read(max: Int = 4096) -> [UInt8]? {
    var buf = [UInt8](repeating: 0, count: max)
    while true {
      #if canImport(Glibc)
        let n = Glibc.read(fd, &buf, max)
      #else
        let n = Darwin.read(fd, &buf, max)
      #endif
      if n < 0 && (errno == EINTR || errno == EAGAIN) { return [] }
      if n <= 0 { return nil }
      return Array(buf[0..<n])
    }
  }
}

/// A frame as terminal output: each line drawn at its row after clearing
/// it, the rest of the screen cleared, the cursor hidden while drawing and
/// put at `cursor` afterwards. Lines are placed with absolute positions, so
/// a full-width line never makes the terminal wrap or scroll.
func pickerFrame(_ lines: [String], cursor: (row: Int, column: Int)) -> String {
  var out = "\u{1B}[?25l"
  for (i, line) in lines.enumerated() {
    out += "\u{1B}[\(i + 1);1H\u{1B}[2K" + line
  }
  out += "\u{1B}[\(lines.count + 1);1H\u{1B}[J"
  out += "\u{1B}[\(cursor.row + 1);\(cursor.column + 1)H\u{1B}[?25h"
  return out
}

/// Signal handling for the picker. Globals, because a C signal handler
/// cannot capture anything; they are set before a handler is installed.
enum PickerSignals {
  /// SIGWINCH and SIGCONT are passed to the main loop through this pipe.
  nonisolated(unsafe) static var pipe: (read: Int32, write: Int32) = (-1, -1)
  nonisolated(unsafe) static var fd: Int32 = -1
  /// The terminal settings to restore, on the heap: a global `termios`
  /// written whole was a 60-byte write into a smaller global under the
  /// address sanitizer (`swift test --sanitize=address`, the picker tests).
  nonisolated(unsafe) static var saved = UnsafeMutablePointer<termios>.allocate(capacity: 1)
  nonisolated(unsafe) static var leaveBytes: UnsafeMutableBufferPointer<UInt8> = .init(
    start: nil, count: 0)
  /// The actions replaced by ours, by signal number (allocated once, so the
  /// handler reads them without allocating).
  nonisolated(unsafe) static var previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)

  static let ending: [Int32] = [SIGTERM, SIGINT, SIGHUP, SIGQUIT]
  static let crashing: [Int32] = [SIGSEGV, SIGILL, SIGBUS, SIGFPE, SIGTRAP, SIGABRT]
  static let passed: [Int32] = [SIGWINCH, SIGCONT]

  /// Creates the pipe and installs the handlers: call once, before raw mode.
  static func install() {
    if pipe.read < 0 {
      var fds: [Int32] = [-1, -1]
      #if canImport(Glibc)
        guard Glibc.pipe(&fds) == 0 else { return }
      #else
        guard Darwin.pipe(&fds) == 0 else { return }
      #endif
      for f in fds {
        _ = fcntl(f, F_SETFL, fcntl(f, F_GETFL) | O_NONBLOCK)
        _ = fcntl(f, F_SETFD, FD_CLOEXEC)
      }
      pipe = (fds[0], fds[1])
    }
    for s in passed { setHandler(s, passSignal) }
    for s in ending + crashing {
      var current = sigaction()
      sigaction(s, nil, &current)
      // A signal the parent ignores (nohup) stays ignored.
      if ending.contains(s) && isIgnored(current) { continue }
      (previous + Int(s)).initialize(to: current)
      setHandler(s, restoreOnSignal)
    }
  }

  /// The signals received since the last call: SIGWINCH, SIGCONT, and
  /// any that restored the terminal but did not end the process.
  static func drain() -> [Int32] {
    var out: [Int32] = []
    var buf = [UInt8](repeating: 0, count: 64)
    while true {
      #if canImport(Glibc)
        let n = Glibc.read(pipe.read, &buf, buf.count)
      #else
        let n = Darwin.read(pipe.read, &buf, buf.count)
      #endif
      if n <= 0 { break }
      out += buf[0..<n].map { Int32($0) }
    }
    return out
  }

  static func arm(fd: Int32, saved: termios, leave: String) {
    if leaveBytes.baseAddress == nil {
      let bytes = Array(leave.utf8)
      leaveBytes = .allocate(capacity: bytes.count)
      _ = leaveBytes.initialize(from: bytes)
    }
    self.saved.pointee = saved
    self.fd = fd
  }

  static func disarm() { fd = -1 }

  /// Async-signal-safe: writes the leave sequence and restores termios.
  static func restoreNow() {
    let f = fd
    guard f >= 0 else { return }
    fd = -1
    if let base = leaveBytes.baseAddress {
      #if canImport(Glibc)
        _ = Glibc.write(f, base, leaveBytes.count)
      #else
        _ = Darwin.write(f, base, leaveBytes.count)
      #endif
    }
    _ = tcsetattr(f, TCSANOW, saved)
  }

  private static func isIgnored(_ action: sigaction) -> Bool {
    #if os(Linux)
      let handler = action.__sigaction_handler.sa_handler
    #else
      let handler = action.__sigaction_u.__sa_handler
    #endif
    return action.sa_flags & Int32(SA_SIGINFO) == 0
      && handler.map { unsafeBitCast($0, to: Int.self) == 1 } == true
  }

  private static func setHandler(
    _ signal: Int32, _ handler: @escaping @convention(c) (Int32) -> Void
  ) {
    var action = sigaction()
    #if os(Linux)
      action.__sigaction_handler.sa_handler = handler
    #else
      action.__sigaction_u.__sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    sigaction(signal, &action, nil)
  }
}

/// SIGWINCH, SIGCONT: a byte on the pipe wakes the main loop.
private func passSignal(_ signal: Int32) {
  let saved = errno
  var byte = UInt8(truncatingIfNeeded: signal)
  #if canImport(Glibc)
    _ = Glibc.write(PickerSignals.pipe.write, &byte, 1)
  #else
    _ = Darwin.write(PickerSignals.pipe.write, &byte, 1)
  #endif
  errno = saved
}

/// SIGTERM and the others: restore the terminal, then let the signal do what
/// it did before (end the process, or the Swift runtime's crash report).
private func restoreOnSignal(_ signal: Int32) {
  PickerSignals.restoreNow()
  // Should the process live on (a handler before ours that returns after a
  // signal sent with kill), the main loop wakes up and ends it.
  passSignal(signal)
  sigaction(signal, PickerSignals.previous + Int(signal), nil)
  // Raised again for the previous action (it is blocked until this handler
  // returns); a fault that gets past it re-runs its instruction and meets
  // the previous handler again.
  raise(signal)
}
