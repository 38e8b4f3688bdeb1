#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Completion keystroke by keystroke, keeping what one keystroke found for
/// the next: what a ``Completer`` runs on, and what a program that calls
/// `complete` on every keystroke itself can use instead.
///
///     let session = CompletionSession(index: index)
///     for text in ["s", "se", "seo", "seou", "seoul"] {
///       show(session.complete(text))
///     }
///
/// It keeps two things, and they never change an answer — a session gives
/// exactly what ``PlaceIndex/complete(_:options:)`` gives for the same text
/// and options:
/// - **the key-set lookups**: the range of entries and the trie node of
///   each key looked up. A key seen before costs a dictionary lookup; a key
///   that extends one seen before (`seou` after `seo`) starts its walk from
///   that key's node or bucket range, not from the root.
/// - **the answers of the last few texts** (``rememberedAnswers``), for
///   deleting a letter back to a text typed before, or the same text again.
///
/// Not `Sendable`: use one session from one task at a time (a completer
/// keeps one on its worker).
public final class CompletionSession {
  /// The index completed over.
  public let index: PlaceIndex
  let memo = LookupMemo()
  private var answers: [(key: AnswerKey, completions: [Completion])] = []

  /// How many texts' answers are kept (deleting back through a word of
  /// that many letters finds every one; more costs memory for no common
  /// use).
  public static let rememberedAnswers = 32

  /// A session over `index`, with nothing remembered yet.
  public init(index: PlaceIndex) { self.index = index }

  /// The completions of `text`, as ``PlaceIndex/complete(_:options:)``
  /// gives them.
  public func complete(_ text: String, options: CompletionOptions = .init()) -> [Completion] {
    let key = AnswerKey(text: text, options: options)
    if let i = answers.firstIndex(where: { $0.key == key }) {
      let hit = answers.remove(at: i)
      answers.append(hit)
      return hit.completions
    }
    let found = index.complete(text, options: options, memo: memo)
    answers.append((key, found))
    if answers.count > CompletionSession.rememberedAnswers { answers.removeFirst() }
    return found
  }

  /// Forgets everything kept (nothing needs it: a session's memory only
  /// ever describes its index).
  public func reset() {
    memo.removeAll()
    answers.removeAll()
  }

  /// The text and every option that shapes an answer.
  struct AnswerKey: Equatable {
    var text: String
    var limit: Int
    var kinds: PlaceKinds
    var near: Coordinate?
    var bias: Double
    var countryCode: String?
    var language: DisplayLanguage
    var weights: RankingWeights

    init(text: String, options o: CompletionOptions) {
      self.text = text
      limit = o.limit
      kinds = o.kinds
      near = o.near
      bias = o.biasScaleKilometers
      countryCode = o.countryCode
      language = o.language
      weights = o.weights
    }
  }
}

/// The key-set lookups of a session (see ``CompletionSession``), a table
/// per key set. (`@unchecked Sendable` for the reason of ``Table``.)
final class LookupMemo: @unchecked Sendable {
  private var tables: [Table] = KeyClass.allCases.map { _ in Table() }

  func table(_ k: KeyClass) -> Table { tables[k.rawValue] }

  func removeAll() { for t in tables { t.removeAll() } }

  /// One key set's recent lookups: key → (entries with that prefix, trie
  /// node or -1 in a bucket), as ``KeySet/lookup(_:upperBound:)`` finds
  /// them. A ring of the last ``capacity``, searched by comparing bytes: a
  /// keystroke's keys are few and short, and hashing them (an array each)
  /// cost more than the walks it saved.
  ///
  /// `@unchecked Sendable`: a key set carries its table while one search
  /// runs, and a session, which owns the tables, is used by one task at a
  /// time.
  final class Table: @unchecked Sendable {
    private(set) var keys: [[UInt8]] = []
    private(set) var found: [(range: Range<Int>, node: Int)] = []
    private var next = 0

    /// Lookups kept per key set: a few keystrokes' worth (each looks up a
    /// key or two per reading).
    static let capacity = 64

    var isEmpty: Bool { keys.isEmpty }

    func removeAll() {
      keys.removeAll()
      found.removeAll()
      next = 0
    }

    /// The lookup of `key` itself when it is kept (depth = its length), else
    /// of the longest kept key that `key` starts with, at most
    /// ``maxBackoff`` bytes shorter.
    func nearest(_ key: [UInt8]) -> (depth: Int, found: (range: Range<Int>, node: Int))? {
      var best: (depth: Int, i: Int)? = nil
      let shortest = Swift.max(1, key.count - Table.maxBackoff)
      key.withUnsafeBufferPointer { k in
        for i in keys.indices {
          let n = keys[i].count
          guard n <= k.count, n >= shortest, n > (best?.depth ?? 0) else { continue }
          let same = keys[i].withUnsafeBufferPointer { memcmp($0.baseAddress!, k.baseAddress!, n) == 0 }
          if same {
            best = (n, i)
            if n == k.count { break }
          }
        }
      }
      return best.map { ($0.depth, found[$0.i]) }
    }

    /// How far back a resumed lookup looks: a Hangul syllable is three
    /// bytes, and the IME's next state changes the last one or two.
    static let maxBackoff = 6

    func store(_ key: [UInt8], _ result: (range: Range<Int>, node: Int)) {
      guard !key.isEmpty else { return }
      if keys.count < Table.capacity {
        keys.append(key)
        found.append(result)
      } else {
        keys[next] = key
        found[next] = result
        next = (next + 1) % Table.capacity
      }
    }
  }
}
