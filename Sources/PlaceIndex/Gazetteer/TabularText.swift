#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Splits tab-separated text into rows of fields, on bytes.
///
/// Lines end with LF (a CR before it is dropped). Empty lines and, when
/// `comments` is set, lines starting with `#` are skipped. The text is held
/// in memory, or streamed from a file in chunks (``init(streaming:badRows:)``)
/// so that a 1.6 GB `allCountries.txt` never is.
struct TabularText {
  private let bytes: [UInt8]?
  let path: String
  /// Where malformed rows go when they are skipped (nil: the first one
  /// stops the read).
  var badRows: BadRowLog? = nil
  /// Called after each chunk of a streamed file with the bytes read so far.
  var progress: ((Int) -> Void)? = nil

  init(bytes: [UInt8], path: String, badRows: BadRowLog? = nil) {
    self.bytes = bytes
    self.path = path
    self.badRows = badRows
  }

  /// Text read from `path` as it is needed, a chunk at a time.
  init(streaming path: String, badRows: BadRowLog? = nil) {
    self.bytes = nil
    self.path = path
    self.badRows = badRows
  }

  /// A streamed file's chunk: 4 MiB.
  static let chunkSize = 1 << 22
  /// The longest line a streamed file may have: 64 MiB.
  static let maxLineBytes = 1 << 26

  /// Calls `body` with each line (without its LF or CR) and its 1-based
  /// number, empty lines included.
  func forEachLine(_ body: (ArraySlice<UInt8>, Int) throws(IndexError) -> Void) throws(IndexError) {
    var line = 0
    func lines(in buffer: [UInt8], upTo limit: Int, final: Bool) throws(IndexError) -> Int {
      var start = 0
      while start < limit {
        var end = start
        while end < limit && buffer[end] != 0x0A { end += 1 }
        if end == limit && !final { return start }  // a part line: the next chunk ends it
        var stop = end
        if stop > start && buffer[stop - 1] == 0x0D { stop -= 1 }
        line += 1
        try body(buffer[start..<stop], line)
        start = end + 1
      }
      return limit
    }
    if let bytes {
      _ = try lines(in: bytes, upTo: bytes.count, final: true)
      return
    }
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else {
      if errno == ENOENT { throw .missing(path: path) }
      throw .unreadable(path: path, reason: String(cString: strerror(errno)))
    }
    defer { close(fd) }
    var buffer = [UInt8](repeating: 0, count: TabularText.chunkSize)
    var filled = 0
    var total = 0
    while true {
      if filled == buffer.count {
        // A very long line: the buffer grows, up to a bound (a file with no
        // line ends is no table).
        guard buffer.count < TabularText.maxLineBytes else {
          throw .badHeader(path: path, reason: "a line longer than \(TabularText.maxLineBytes >> 20) MiB at line \(line + 1); is this a table?")
        }
        buffer += [UInt8](repeating: 0, count: buffer.count)
      }
      let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, $0.count - filled) }
      if n < 0 && errno == EINTR { continue }
      guard n >= 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
      filled += n
      total += n
      let used = try lines(in: buffer, upTo: filled, final: n == 0)
      progress?(total)
      if n == 0 { return }
      // The part line left over moves to the front.
      if used > 0 {
        buffer.withUnsafeMutableBytes { raw in
          guard let base = raw.baseAddress else { return }
          memmove(base, base + used, filled - used)
        }
        filled -= used
      }
    }
  }

  /// Calls `body` with each row's fields and its 1-based line number.
  func forEachRow(
    skippingComments comments: Bool = false,
    _ body: (_ fields: [ArraySlice<UInt8>], _ line: Int) throws(IndexError) -> Void
  ) throws(IndexError) {
    var fields: [ArraySlice<UInt8>] = []
    fields.reserveCapacity(20)
    try forEachLine { (text, line) throws(IndexError) in
      guard let first = text.first, !(comments && first == UInt8(ascii: "#")) else { return }
      fields.removeAll(keepingCapacity: true)
      var f = text.startIndex
      for i in text.indices where text[i] == 0x09 {
        fields.append(text[f..<i])
        f = i + 1
      }
      fields.append(text[f..<text.endIndex])
      defer { fields.removeAll(keepingCapacity: true) }  // (so the chunk is not copied when it moves)
      try noting { () throws(IndexError) in try body(fields, line) }
    }
  }

  /// Runs `body`; a malformed row is noted and skipped, unless the read is
  /// strict; any other error (a bad header, a missing file) stops it.
  func noting(_ body: () throws(IndexError) -> Void) throws(IndexError) {
    do {
      try body()
    } catch {
      guard case .badData = error, let badRows, !badRows.strict else { throw error }
      badRows.note(error)
    }
  }
}

/// The malformed rows met while reading the data files: each noted with its
/// file and line and skipped, or, when `strict` (`index build --strict`),
/// the first one stops the build.
final class BadRowLog {
  let strict: Bool
  private(set) var count = 0
  /// The first few, as `path:line: reason`.
  private(set) var examples: [String] = []
  static let examplesKept = 5

  init(strict: Bool) { self.strict = strict }

  func note(_ error: IndexError) {
    count += 1
    if examples.count < BadRowLog.examplesKept, case .badData(let path, let line, let reason) = error {
      examples.append("\(path):\(line): \(reason)")
    }
  }
}

extension ArraySlice<UInt8> {
  /// The field as a string.
  var string: String { String(decoding: self, as: UTF8.self) }

  /// The field as a number, or nil when it is empty or not a number.
  var double: Double? { isEmpty ? nil : Double(string) }

  /// The field as a whole number, or nil when it is empty or not a number.
  var int: Int? {
    guard !isEmpty else { return nil }
    var n = 0
    var negative = false
    for (i, b) in self.enumerated() {
      if i == 0 && b == UInt8(ascii: "-") {
        negative = true
        continue
      }
      guard b >= 0x30 && b <= 0x39 else { return Int(string) }
      n = n &* 10 &+ Int(b - 0x30)
    }
    return negative ? -n : n
  }
}
