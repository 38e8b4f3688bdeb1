#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import PlaceIndex

/// Finds the index to open, and builds the default one when it is missing or
/// older than the bundled data.
///
/// The index is, in order: `--index FILE`, `$PLACESEARCH_INDEX`, or the
/// default `<checkout>/.build/placesearch.idx`; when that cannot be written
/// (a read-only checkout, a full disk), the user's cache
/// (`$XDG_CACHE_HOME/placesearch/`, else `~/.cache/placesearch/`), then
/// `/tmp/placesearch-<uid>/`. An index is written through a temporary file
/// and a rename, so none of them ever holds half a file. The bundled data is
/// `$PLACESEARCH_DATA`, or the `Data/` folder found above the executable (as
/// in `.build/release/placesearch`) or above this source file.
enum IndexLocator {
  static func open(explicit: String?) throws(CommandError) -> PlaceIndex {
    let chosen = explicit ?? environment("PLACESEARCH_INDEX")
    if let path = chosen {
      do { return try PlaceIndex(path: path) } catch { throw failure(error) }
    }
    guard let data = dataDirectory() else {
      throw CommandError(
        message: "cannot find the bundled Data/ folder; set PLACESEARCH_DATA to it, or pass --index FILE",
        status: .missingFile)
    }
    let fingerprint = IndexBuilder.fingerprint(dataDirectory: data)
    let paths = defaultIndexPaths(data: data, fingerprint: fingerprint)
    for path in paths {
      if let index = try? PlaceIndex(path: path), index.dataFingerprint == fingerprint { return index }
    }
    Terminal.err("placesearch: building the index from \(data) (first run, a few seconds)\n")
    var lastError: CommandError? = nil
    for (i, path) in paths.enumerated() {
      if i > 0, let lastError {
        Terminal.err("placesearch: \(lastError.message); writing \(path) instead\n")
      }
      do {
        try build(data: data, output: path, quiet: false)
      } catch let e where e.status == .missingFile && e.message.hasPrefix("cannot write") {
        lastError = e
        continue
      }
      do { return try PlaceIndex(path: path) } catch { throw failure(error) }
    }
    throw lastError ?? CommandError(message: "cannot write the index anywhere", status: .missingFile)
  }

  /// Where the default index may live, in order of preference (see the
  /// type's comment). The fallbacks carry the data's fingerprint in their
  /// name, so that two checkouts never share one.
  static func defaultIndexPaths(data: String, fingerprint: UInt64) -> [String] {
    let name = "placesearch-\(String(fingerprint, radix: 16)).idx"
    var paths = [defaultIndexPath(data: data)]
    if let cache = environment("XDG_CACHE_HOME") {
      paths.append("\(cache)/placesearch/\(name)")
    } else if let home = environment("HOME") {
      paths.append("\(home)/.cache/placesearch/\(name)")
    }
    paths.append("/tmp/placesearch-\(getuid())/\(name)")
    return paths
  }

  static func build(data: String, output: String, quiet: Bool, strict: Bool = false) throws(CommandError) {
    let dir = output.split(separator: "/", omittingEmptySubsequences: false).dropLast()
      .joined(separator: "/")
    if !dir.isEmpty { makeDirectories(dir) }
    do {
      let report = try IndexBuilder.build(
        dataDirectory: data, output: output, strict: strict,
        progress: { line in if !quiet { Terminal.err("  \(line)\n") } })
      if report.skippedRows > 0 {
        // Said even with --quiet: rows were left out of the index.
        Terminal.err(
          "placesearch: skipped \(report.skippedRows) malformed data row\(report.skippedRows == 1 ? "" : "s"), "
            + "first \(report.skippedExamples[0]) (--strict stops at the first; "
            + "regenerate Data/ with 'python3 Data/generate.py')\n")
      }
      if !quiet {
        Terminal.err(
          "  done: \(report.places) places, \(report.keys) keys, "
            + "\(Format.mebibytes(report.bytes)) in \(Format.seconds(report.seconds))\n")
      }
    } catch {
      throw failure(error)
    }
  }

  /// Builds an index from a user's files, with a progress line on a
  /// terminal (rows read, rate, time left) and the skipped rows said.
  static func build(
    userData inputs: [String], output: String, kinds: PlaceKinds, quiet: Bool, strict: Bool
  ) throws(CommandError) {
    let dir = output.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
    if !dir.isEmpty { makeDirectories(dir) }
    let live = !quiet && isatty(STDERR_FILENO) == 1
    var lastDraw = -1.0
    var drawn = false
    func endLine() {
      if drawn { Terminal.err("\n") }
      drawn = false
    }
    do {
      let report = try IndexBuilder.build(
        userData: inputs, output: output, kinds: kinds, strict: strict,
        step: { line in
          guard !quiet else { return }
          endLine()
          Terminal.err("  \(line)\n")
        },
        progress: { p in
          guard live, p.seconds - lastDraw >= 0.25 || p.bytes == p.totalBytes else { return }
          lastDraw = p.seconds
          Terminal.err("\r\u{1B}[K" + BuildProgressLine.text(p))
          drawn = true
        })
      endLine()
      if report.skippedRows > 0 {
        Terminal.err(
          "placesearch: skipped \(report.skippedRows) malformed row\(report.skippedRows == 1 ? "" : "s"), "
            + "first \(report.skippedExamples[0]) (--strict stops at the first)\n")
      }
      if !quiet {
        Terminal.err(
          "  done: \(Format.grouped(report.places)) places, \(Format.grouped(report.keys)) keys, "
            + "\(Format.mebibytes(report.bytes)) in \(Format.seconds(report.seconds)), "
            + "peak memory \(Format.mebibytes(peakMemory()))\n")
      }
    } catch {
      endLine()
      throw failure(error)
    }
  }

  static func failure(_ error: IndexError) -> CommandError {
    switch error {
    case .missing, .missingSource: CommandError(message: error.description, status: .missingFile)
    case .unreadable, .unwritable: CommandError(message: error.description, status: .missingFile)
    default: CommandError(message: error.description, status: .badData)
    }
  }

  static func defaultIndexPath(data: String) -> String {
    "\(parent(data))/.build/placesearch.idx"
  }

  /// The bundled data folder, or nil.
  static func dataDirectory() -> String? {
    if let d = environment("PLACESEARCH_DATA") { return d }
    for start in [executablePath(), #filePath].compactMap({ $0 }) {
      var dir = parent(start)
      while dir.count > 1 {
        let candidate = "\(dir)/Data"
        if access("\(candidate)/cities1000.txt", R_OK) == 0 { return candidate }
        dir = parent(dir)
      }
    }
    return nil
  }

  static func executablePath() -> String? {
    #if os(Linux)
      var buf = [CChar](repeating: 0, count: 4096)
      let n = readlink("/proc/self/exe", &buf, buf.count - 1)
      guard n > 0 else { return nil }
      return String(decoding: buf[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #else
      return CommandLine.arguments.first
    #endif
  }

  /// `mkdir -p`: errors are left to the write that follows.
  static func makeDirectories(_ path: String) {
    var sofar = path.hasPrefix("/") ? "" : "."
    for part in path.split(separator: "/") {
      sofar += "/" + part
      mkdir(sofar, 0o755)
    }
  }

  static func parent(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  static func environment(_ name: String) -> String? {
    guard let v = getenv(name) else { return nil }
    let s = String(cString: v)
    return s.isEmpty ? nil : s
  }
}

/// The most memory the process has held so far, in bytes: Linux's
/// `VmHWM` (the peak of this program's own address space), else
/// `ru_maxrss`, which on Linux also counts a parent's memory held when the
/// process was spawned.
func peakMemory() -> Int {
  #if os(Linux)
    if let f = fopen("/proc/self/status", "r") {
      defer { fclose(f) }
      var line = [CChar](repeating: 0, count: 256)
      while fgets(&line, 256, f) != nil {
        let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if text.hasPrefix("VmHWM:"), let kb = Int(text.dropFirst(6).filter(\.isNumber)) { return kb * 1024 }
      }
    }
  #endif
  var usage = rusage()
  #if canImport(Darwin)
    getrusage(RUSAGE_SELF, &usage)
    return Int(usage.ru_maxrss)
  #else
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Int(usage.ru_maxrss) * 1024
  #endif
}

/// "  allCountries.txt  1,204,000 rows · 310,000 rows/s · 41 % · 1:12 left".
enum BuildProgressLine {
  static func text(_ p: IndexBuilder.Progress) -> String {
    let name = p.file.split(separator: "/").last.map(String.init) ?? p.file
    var line = "  \(name)  \(Format.grouped(p.rows)) rows"
    guard p.seconds > 0 else { return line }
    line += " · \(Format.grouped(Int(Double(p.rows) / p.seconds))) rows/s"
    if p.totalBytes > 0 {
      let done = Double(p.bytes) / Double(p.totalBytes)
      line += " · \(Int(done * 100)) %"
      if done > 0 && done < 1 {
        let left = Int((p.seconds / done - p.seconds).rounded())
        line += " · \(left / 60):\(left % 60 < 10 ? "0" : "")\(left % 60) left"
      }
    }
    return line
  }
}

enum Format {
  static func seconds(_ s: Double) -> String {
    s < 1 ? "\(Int(s * 1000)) ms" : "\(Double(Int(s * 100)) / 100) s"
  }

  /// "380 m", "1.2 km", "12 km".
  static func distance(_ m: Double) -> String {
    if m < 1000 { return "\(Int(m.rounded())) m" }
    if m < 10_000 { return "\(Double(Int((m / 100).rounded())) / 10) km" }
    return "\(Int((m / 1000).rounded())) km"
  }

  /// 31269712 → "29.8 MiB" (one decimal, truncated: never rounded up to
  /// a limit it does not meet).
  static func mebibytes(_ bytes: Int) -> String {
    "\(Double(bytes * 10 / 1_048_576) / 10) MiB"
  }

  /// 10349312 → "10,349,312".
  static func grouped(_ n: Int) -> String {
    let digits = Array(String(n))
    var out = ""
    for (i, d) in digits.enumerated() {
      if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
      out.append(d)
    }
    return out
  }

  static func coordinate(_ c: Coordinate) -> String {
    "\(JSON.format(c.latitude)), \(JSON.format(c.longitude))"
  }
}
