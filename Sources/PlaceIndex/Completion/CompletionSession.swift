/// Completion keystroke by keystroke, keeping the answers of the last
/// texts: what a ``Completer`` runs on, and what a program that calls
/// `complete` on every keystroke itself can use instead.
///
///     let session = CompletionSession(index: index)
///     for text in ["s", "se", "seo", "seou", "seoul"] {
///       show(session.complete(text))
///     }
///
/// A session gives exactly what ``PlaceIndex/complete(_:options:)`` gives
/// for the same text and options. Deleting a letter back to a text typed
/// before, or typing the same text again, costs a comparison of strings
/// (``rememberedAnswers`` texts are kept). A new text costs what a fresh
/// call costs: an earlier version also kept each keystroke's trie lookups
/// and started the next keystroke's walks from them, and measured with
/// the keystrokes' order alternated (the second of two runs over the same
/// prefixes finds their trie nodes in the cache) it saved nothing — the
/// walks are a tenth of a keystroke, and keeping them cost as much.
///
/// Not `Sendable`: use one session from one task at a time (a completer
/// keeps one on its worker).
public final class CompletionSession {
  /// The index completed over.
  public let index: PlaceIndex
  /// The last answers, a ring: `next` is the oldest once it is full.
  private var answers: [(key: AnswerKey, completions: [Completion])] = []
  private var next = 0

  /// How many texts' answers are kept (deleting back through a word of
  /// that many letters finds every one; more costs memory for no common
  /// use).
  public static let rememberedAnswers = 32

  /// A session over `index`, with nothing remembered yet.
  public init(index: PlaceIndex) {
    self.index = index
    answers.reserveCapacity(CompletionSession.rememberedAnswers)
  }

  /// The completions of `text`, as ``PlaceIndex/complete(_:options:)``
  /// gives them.
  public func complete(_ text: String, options: CompletionOptions = .init()) -> [Completion] {
    // (The text first: most kept answers differ in it, and comparing the
    // options' weights for each would cost more.)
    let key = AnswerKey(text: text, options: options)
    for i in answers.indices where answers[i].key.text == text && answers[i].key == key {
      return answers[i].completions
    }
    let found = index.complete(text, options: options)
    let entry = (key, found)
    if answers.count < CompletionSession.rememberedAnswers {
      answers.append(entry)
    } else {
      answers[next] = entry
      next = (next + 1) % CompletionSession.rememberedAnswers
    }
    return found
  }

  /// Forgets everything kept (nothing needs it: a session's memory only
  /// ever describes its index).
  public func reset() {
    answers.removeAll(keepingCapacity: true)
    next = 0
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
