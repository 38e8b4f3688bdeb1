/// Splits tab-separated text into rows of fields, on bytes.
///
/// Lines end with LF (a CR before it is dropped). Empty lines and, when
/// `comments` is set, lines starting with `#` are skipped.
struct TabularText {
  let bytes: [UInt8]
  let path: String
  /// Where malformed rows go when they are skipped (nil: the first one
  /// stops the read).
  var badRows: BadRowLog? = nil

  /// Calls `body` with each row's fields and its 1-based line number.
  func forEachRow(
    skippingComments comments: Bool = false,
    _ body: (_ fields: [ArraySlice<UInt8>], _ line: Int) throws(IndexError) -> Void
  ) throws(IndexError) {
    var line = 0
    var start = 0
    var fields: [ArraySlice<UInt8>] = []
    fields.reserveCapacity(20)
    while start < bytes.count {
      line += 1
      var end = start
      while end < bytes.count && bytes[end] != 0x0A { end += 1 }
      var stop = end
      if stop > start && bytes[stop - 1] == 0x0D { stop -= 1 }
      defer { start = end + 1 }
      if stop == start || (comments && bytes[start] == UInt8(ascii: "#")) { continue }
      fields.removeAll(keepingCapacity: true)
      var f = start
      for i in start..<stop where bytes[i] == 0x09 {
        fields.append(bytes[f..<i])
        f = i + 1
      }
      fields.append(bytes[f..<stop])
      do {
        try body(fields, line)
      } catch {
        // A malformed row is noted and skipped, unless the read is strict;
        // any other error (a bad header, a missing file) stops it.
        guard case .badData = error, let badRows, !badRows.strict else { throw error }
        badRows.note(error)
      }
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
