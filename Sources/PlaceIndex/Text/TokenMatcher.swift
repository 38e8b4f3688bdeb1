/// Matches query words against the words of a text in one streaming pass,
/// without allocating: each query word must start a distinct word of the
/// text, in any order.
///
///     var m = TokenMatcher(tokens: Normalizer.words("yo new"))
///     m.match("New York City")    // true; ranges [0, 3) and [4, 6)
///
/// A word of the text goes to the longest query word that starts it; the
/// others try the following words. Ranges are in UTF-16 units, as MapKit's
/// `NSRange`. Reuse one matcher for many texts: its buffers are kept.
struct TokenMatcher {
  let tokens: [[UInt8]]
  /// Which tokens found a word, after `match`.
  private(set) var matched: [Bool]
  /// The UTF-16 range each matched token covers, after `match`.
  private(set) var ranges: [HighlightRange]
  private var active: [Bool]
  private var completedEnd: [Int]

  init(tokens: [[UInt8]]) {
    self.tokens = tokens
    matched = Array(repeating: false, count: tokens.count)
    ranges = Array(repeating: HighlightRange(location: 0, length: 0), count: tokens.count)
    active = matched
    completedEnd = Array(repeating: -1, count: tokens.count)
  }

  /// Whether every token starts a distinct word of `text`.
  mutating func match(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { buf in
      guard let base = buf.baseAddress else { return match(start: nil, end: nil) }
      return match(start: base, end: base + buf.count)
    }
  }

  /// Whether every token starts a distinct word of the UTF-8 text from
  /// `start` to `end` or to a NUL byte.
  mutating func match(start: UnsafePointer<UInt8>?, end: UnsafePointer<UInt8>?) -> Bool {
    for t in tokens.indices { matched[t] = false }
    guard let start, let end else { return tokens.isEmpty }
    var it = NormalizedBytes(start: start, end: end)
    // UTF-16 offsets, counted lazily up to a byte position.
    var countedTo = start
    var utf16 = 0
    func utf16Offset(_ p: UnsafePointer<UInt8>) -> Int {
      while countedTo < p {
        let n = UTF8Scalar.length(leadByte: countedTo.pointee)
        utf16 += n == 4 ? 2 : 1
        countedTo += n
      }
      return utf16
    }
    var remaining = tokens.count
    var j = 0  // byte index within the current word
    var wordStart = 0
    var inWord = false
    var anyActive = false

    func startWord() {
      j = 0
      anyActive = false
      for t in tokens.indices {
        active[t] = !matched[t] && !tokens[t].isEmpty
        completedEnd[t] = -1
        anyActive = anyActive || active[t]
      }
    }
    func endWord() {
      // The word goes to the longest token that completed on it.
      var best = -1
      for t in tokens.indices where completedEnd[t] >= 0 {
        if best < 0 || tokens[t].count > tokens[best].count { best = t }
      }
      if best >= 0 {
        matched[best] = true
        ranges[best] = HighlightRange(location: wordStart, length: completedEnd[best] - wordStart)
        remaining -= 1
      }
    }

    while remaining > 0, let b = it.next() {
      if b == 0x20 {
        if inWord { endWord() }
        inWord = false
        continue
      }
      if !inWord {
        inWord = true
        startWord()
        wordStart = utf16Offset(it.scalarStart)
      }
      if !anyActive { continue }
      anyActive = false
      for t in tokens.indices where active[t] {
        let token = tokens[t]
        if token[j] != b {
          active[t] = false
          continue
        }
        if j + 1 == token.count {
          completedEnd[t] = utf16Offset(it.sourcePosition)
          active[t] = false
        } else {
          anyActive = true
        }
      }
      j += 1
    }
    if inWord && remaining > 0 { endWord() }
    return remaining == 0
  }

  /// The ranges of the matched tokens, in text order.
  var matchedRanges: [HighlightRange] {
    tokens.indices.filter { matched[$0] }.map { ranges[$0] }.sorted { $0.location < $1.location }
  }
}
