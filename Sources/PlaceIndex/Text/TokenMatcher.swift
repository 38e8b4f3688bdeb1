/// One query word to match against the words of a text: its literal bytes,
/// and for the last word of a Hangul query, the jamo-level forms it may also
/// take (see ``JamoTail``).
struct MatchToken: Sendable {
  /// The normal form of the word.
  var bytes: [UInt8]
  /// Other forms: a word matches when it starts with `base` and the scalar
  /// after it lies in one of `ranges`.
  var tails: [(base: [UInt8], ranges: [ClosedRange<UInt32>])] = []

  init(_ bytes: [UInt8], tails: [(base: [UInt8], ranges: [ClosedRange<UInt32>])] = []) {
    self.bytes = bytes
    self.tails = tails
  }
}

/// Matches query words against the words of a text in one streaming pass:
/// each query word must start a distinct word of the text, in any order.
///
///     var m = TokenMatcher(tokens: Normalizer.words("yo new"))
///     m.match("New York City")    // true; ranges [0, 3) and [4, 6)
///
/// A word of the text goes to the longest query word that starts it; the
/// others try the following words. Ranges are in UTF-16 units, as MapKit's
/// `NSRange`, and cover whole scalars: a jamo-level form such as 성 for 서울
/// covers both syllables. Reuse one matcher for many texts.
struct TokenMatcher {
  let tokens: [MatchToken]
  /// Which tokens found a word, after `match`.
  private(set) var matched: [Bool]
  /// The UTF-16 range each matched token covers, after `match`.
  private(set) var ranges: [HighlightRange]
  /// Per token: whether its literal form is still possible in this word.
  private var literal: [Bool]
  /// Per token and tail: whether that form is still possible.
  private var tailActive: [[Bool]]
  private var completedEnd: [Int]
  private var completedLength: [Int]

  init(tokens: [MatchToken]) {
    self.tokens = tokens
    matched = Array(repeating: false, count: tokens.count)
    ranges = Array(repeating: HighlightRange(location: 0, length: 0), count: tokens.count)
    literal = matched
    tailActive = tokens.map { Array(repeating: false, count: $0.tails.count) }
    completedEnd = Array(repeating: -1, count: tokens.count)
    completedLength = completedEnd
  }

  init(tokens: [[UInt8]]) { self.init(tokens: tokens.map { MatchToken($0) }) }

  /// The literal bytes of the tokens.
  var tokenBytes: [[UInt8]] { tokens.map(\.bytes) }

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
    var j = 0  // bytes of the current word consumed
    var wordStart = 0
    var inWord = false
    var anyActive = false
    var scalarBytes: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)

    while remaining > 0, let lead = it.next() {
      if lead == 0x20 {
        if inWord { endWord(wordStart, &remaining) }
        inWord = false
        continue
      }
      // Gather one whole scalar of the normal form.
      let n = UTF8Scalar.length(leadByte: lead)
      scalarBytes.0 = lead
      if n > 1 { scalarBytes.1 = it.next() ?? 0 }
      if n > 2 { scalarBytes.2 = it.next() ?? 0 }
      if n > 3 { scalarBytes.3 = it.next() ?? 0 }
      if !inWord {
        inWord = true
        j = 0
        anyActive = startWord()
        wordStart = utf16Offset(it.scalarStart)
      }
      if anyActive {
        let scalar = withUnsafeBytes(of: &scalarBytes) {
          UTF8Scalar.decode($0.baseAddress!.assumingMemoryBound(to: UInt8.self)).0
        }
        anyActive = step(scalar: scalar, bytes: scalarBytes, count: n, at: j) {
          utf16Offset(it.sourcePosition)
        }
      }
      j += n
    }
    if inWord && remaining > 0 { endWord(wordStart, &remaining) }
    return remaining == 0
  }

  private mutating func startWord() -> Bool {
    var any = false
    for t in tokens.indices {
      let open = !matched[t] && !tokens[t].bytes.isEmpty
      literal[t] = open
      for f in tailActive[t].indices { tailActive[t][f] = open }
      completedEnd[t] = -1
      any = any || open
    }
    return any
  }

  /// Advances every live form by one scalar; returns whether any is live.
  private mutating func step(
    scalar: UInt32, bytes sb: (UInt8, UInt8, UInt8, UInt8), count n: Int, at j: Int,
    end: () -> Int
  ) -> Bool {
    @inline(__always) func same(_ a: [UInt8]) -> Bool {
      guard j + n <= a.count, a[j] == sb.0 else { return false }
      if n > 1 && a[j + 1] != sb.1 { return false }
      if n > 2 && a[j + 2] != sb.2 { return false }
      if n > 3 && a[j + 3] != sb.3 { return false }
      return true
    }
    var any = false
    for t in tokens.indices {
      let token = tokens[t]
      if literal[t] {
        if same(token.bytes) {
          if j + n == token.bytes.count {
            complete(t, end: end(), length: token.bytes.count)
            literal[t] = false
          } else {
            any = true
          }
        } else {
          literal[t] = false
        }
      }
      for f in token.tails.indices where tailActive[t][f] {
        let base = token.tails[f].base
        if j < base.count {
          if same(base) {
            any = true
          } else {
            tailActive[t][f] = false
          }
        } else {
          tailActive[t][f] = false
          if token.tails[f].ranges.contains(where: { $0.contains(scalar) }) {
            complete(t, end: end(), length: token.bytes.count)
          }
        }
      }
    }
    return any
  }

  private mutating func complete(_ t: Int, end: Int, length: Int) {
    if completedEnd[t] < end { completedEnd[t] = end }
    completedLength[t] = length
  }

  /// The word goes to the longest token that completed on it.
  private mutating func endWord(_ wordStart: Int, _ remaining: inout Int) {
    var best = -1
    for t in tokens.indices where completedEnd[t] >= 0 {
      if best < 0 || tokens[t].bytes.count > tokens[best].bytes.count { best = t }
    }
    if best >= 0 {
      matched[best] = true
      ranges[best] = HighlightRange(location: wordStart, length: completedEnd[best] - wordStart)
      remaining -= 1
    }
  }

  /// The ranges of the matched tokens, in text order.
  var matchedRanges: [HighlightRange] {
    tokens.indices.filter { matched[$0] }.map { ranges[$0] }.sorted { $0.location < $1.location }
  }
}
