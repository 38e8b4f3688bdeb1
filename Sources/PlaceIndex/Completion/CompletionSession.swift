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

  func removeAll() { for t in tables { t.entries.removeAll() } }

  /// One key set's lookups: key → (entries with that prefix, trie node or
  /// -1 in a bucket), as ``KeySet/lookup(_:upperBound:)`` finds them.
  ///
  /// `@unchecked Sendable`: a key set carries its table while one search
  /// runs, and a session, which owns the tables, is used by one task at a
  /// time.
  final class Table: @unchecked Sendable {
    var entries: [[UInt8]: (range: Range<Int>, node: Int)] = [:]

    /// Lookups kept per key set before the table starts again (a session
    /// of a few hundred keystrokes stays under it).
    static let capacity = 4_096

    /// The longest key in the table that `key` starts with, at most
    /// ``maxBackoff`` bytes shorter, and its lookup.
    func longestPrefix(of key: [UInt8]) -> (depth: Int, found: (range: Range<Int>, node: Int))? {
      guard !entries.isEmpty else { return nil }
      var n = key.count - 1
      while n > 0 && n >= key.count - Table.maxBackoff {
        if let f = entries[Array(key[..<n])] { return (n, f) }
        n -= 1
      }
      return nil
    }

    /// How far back a resumed lookup looks: a Hangul syllable is three
    /// bytes, and the IME's next state changes the last one or two.
    static let maxBackoff = 6

    func store(_ key: [UInt8], _ found: (range: Range<Int>, node: Int)) {
      if entries.count >= Table.capacity { entries.removeAll(keepingCapacity: true) }
      entries[key] = found
    }
  }
}
