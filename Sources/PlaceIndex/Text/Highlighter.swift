/// Finds where query words match the words of a display string, as UTF-16
/// ranges (MapKit's `NSRange` unit).
///
///     Highlighter.ranges(of: ["new", "yo"], in: "New York City")
///     // [0, 3), [4, 6)
struct Highlighter {
  /// A word of the display string: its normal form, where it starts, and
  /// where each of its normalised bytes ends, all in UTF-16 units.
  struct Word {
    var key: [UInt8] = []
    var start = 0
    var ends: [Int] = []
  }

  let words: [Word]

  init(_ text: String) {
    var text = text
    words = text.withUTF8 { utf8 in
      guard let base = utf8.baseAddress else { return [] }
      // UTF-16 offset of every UTF-8 offset that starts a scalar (and the end).
      var utf16At = [Int](repeating: 0, count: utf8.count + 1)
      var u16 = 0
      var i = 0
      while i < utf8.count {
        utf16At[i] = u16
        let n = UTF8Scalar.length(leadByte: utf8[i])
        u16 += n == 4 ? 2 : 1
        for j in 1..<n where i + j < utf8.count { utf16At[i + j] = u16 }
        i += n
      }
      utf16At[utf8.count] = u16
      var out: [Word] = []
      var current = Word()
      var it = NormalizedBytes(start: base, end: base + utf8.count)
      while let b = it.next() {
        if b == 0x20 {
          out.append(current)
          current = Word()
          continue
        }
        if current.key.isEmpty { current.start = utf16At[it.scalarStart - base] }
        current.key.append(b)
        current.ends.append(utf16At[it.sourcePosition - base])
      }
      if !current.key.isEmpty { out.append(current) }
      return out
    }
  }

  /// Matches each token to a distinct word that it starts, longest tokens
  /// first; returns the ranges and which tokens matched.
  func match(_ tokens: [[UInt8]]) -> (ranges: [HighlightRange], matched: [Bool]) {
    var used = [Bool](repeating: false, count: words.count)
    var matched = [Bool](repeating: false, count: tokens.count)
    var ranges: [HighlightRange] = []
    let order = tokens.indices.sorted { tokens[$0].count > tokens[$1].count }
    for t in order {
      let token = tokens[t]
      guard !token.isEmpty else { continue }
      for (w, word) in words.enumerated() where !used[w] && word.key.starts(with: token) {
        used[w] = true
        matched[t] = true
        let end = word.ends[token.count - 1]
        ranges.append(HighlightRange(location: word.start, length: end - word.start))
        break
      }
    }
    return (ranges.sorted { $0.location < $1.location }, matched)
  }

  /// Ranges of `tokens` in `text`.
  static func ranges(of tokens: [[UInt8]], in text: String) -> [HighlightRange] {
    Highlighter(text).match(tokens).ranges
  }
}
