/// A postcode typed or pasted one digit to a box, as paper forms and
/// some sites print it (`2 1 5 1 1`, `[1][7][0][2][4]`, `0|4|8|0|5`,
/// `우편번호 3 3 3 4 7`): the digits are the code, joined.
///
///     SpacedDigits.joined("2 1 5 1 1")             // "21511"
///     SpacedDigits.joined("[1][7][0][2][4] 원주")    // "17024 원주"
///     SpacedDigits.joined("1 2 3")                 // nil (three digits)
///     SpacedDigits.joined("1 2 3 4 5 6")           // nil (six: no code)
///
/// Only a run of exactly ``PostcodeMarkers/postcodeDigits`` digits, each a
/// word of its own, with at most ``maxGap`` separators between two: a
/// longer run is no code, and a number of several digits ends the run.
/// (`complete` asks only when the query has five one-digit words:
/// ``QueryShape/loneDigits``.)
enum SpacedDigits {
  /// The most separators between two digits of a code (`5  2  0  5  9`,
  /// `][`, ` | `).
  static let maxGap = 3

  /// The query with each spaced code joined (its brackets around it
  /// dropped), or nil when it has none.
  ///
  /// - Complexity: O(n) in the query's length.
  static func joined(_ query: String) -> String? {
    let s = Array(query.unicodeScalars)
    var out = String.UnicodeScalarView()
    var changed = false
    var i = 0
    while i < s.count {
      guard isLoneDigit(at: i, in: s) else {
        out.append(s[i])
        i += 1
        continue
      }
      // The run of lone digits from here.
      var digits = [s[i]]
      var end = i + 1
      while true {
        var j = end
        while j < s.count, j - end < maxGap, isSeparator(s[j]) { j += 1 }
        guard j > end, j < s.count, isLoneDigit(at: j, in: s) else { break }
        digits.append(s[j])
        end = j + 1
      }
      guard digits.count == PostcodeMarkers.postcodeDigits else {
        out.append(contentsOf: s[i..<end])
        i = end
        continue
      }
      // (The brackets of the first and the last box go too.)
      if let last = out.last, last == "[" || last == "(" { out.removeLast() }
      out.append(contentsOf: digits)
      if end < s.count, s[end] == "]" || s[end] == ")" { end += 1 }
      changed = true
      i = end
    }
    return changed ? String(out) : nil
  }

  /// Whether the scalar at `i` is a digit with no digit beside it.
  private static func isLoneDigit(at i: Int, in s: [Unicode.Scalar]) -> Bool {
    isDigit(s[i]) && (i == 0 || !isDigit(s[i - 1])) && (i + 1 == s.count || !isDigit(s[i + 1]))
  }

  private static func isDigit(_ c: Unicode.Scalar) -> Bool { c.value &- 0x30 < 10 }

  /// What stands between the boxes: spaces, bars, brackets, a hyphen.
  private static func isSeparator(_ c: Unicode.Scalar) -> Bool {
    switch c {
    case " ", "|", "[", "]", "(", ")", "-", "\u{3000}": true
    default: false
    }
  }
}
