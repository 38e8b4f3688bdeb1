#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import PlaceIndex

/// Writing to standard output and standard error, and styling text for a
/// terminal.
enum Terminal {
  /// Whether escape codes are used on standard output.
  nonisolated(unsafe) static var color = false

  /// Decides on colour from `--color` and the environment: `auto` means a
  /// terminal and no `NO_COLOR`.
  static func configure(_ mode: String) {
    switch mode {
    case "always": color = true
    case "never": color = false
    default:
      let noColor = getenv("NO_COLOR").map { String(cString: $0) } ?? ""
      color = isatty(STDOUT_FILENO) == 1 && noColor.isEmpty
        && (getenv("TERM").map { String(cString: $0) } ?? "") != "dumb"
    }
  }

  /// Writes to standard output; a reader that went away (a closed pipe) ends
  /// the program quietly, as it is not an error.
  static func out(_ text: String) {
    if !writeAll(STDOUT_FILENO, text) { exit(0) }
  }

  static func err(_ text: String) { _ = writeAll(STDERR_FILENO, text) }

  private static func writeAll(_ fd: Int32, _ text: String) -> Bool {
    var text = text
    return text.withUTF8 { buf in
      var done = 0
      while done < buf.count {
        let n = write(fd, buf.baseAddress! + done, buf.count - done)
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { return false }
        done += n
      }
      return true
    }
  }

  static func bold(_ s: String) -> String { color ? "\u{1B}[1m\(s)\u{1B}[22m" : s }
  static func dim(_ s: String) -> String { color ? "\u{1B}[2m\(s)\u{1B}[22m" : s }

  /// `text` with the UTF-16 `ranges` in bold.
  static func highlighted(_ text: String, _ ranges: [HighlightRange]) -> String {
    guard color, !ranges.isEmpty else { return text }
    let utf16 = Array(text.utf16)
    var out: [UInt16] = []
    var i = 0
    for r in ranges.sorted(by: { $0.location < $1.location }) {
      let lo = max(i, min(r.location, utf16.count))
      let hi = min(r.location + r.length, utf16.count)
      guard lo < hi else { continue }
      out += utf16[i..<lo]
      out += Array("\u{1B}[1m".utf16) + utf16[lo..<hi] + Array("\u{1B}[22m".utf16)
      i = hi
    }
    out += utf16[i...]
    return String(decoding: out, as: UTF16.self)
  }
}
