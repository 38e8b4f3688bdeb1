import Testing

@testable import PlaceIndex

/// A session (``CompletionSession``) keeps each keystroke's key-set lookups
/// and the last answers; it must give exactly what a fresh `complete` gives
/// for the same text, whatever the editing: typing on, deleting, typing in
/// the middle (after the cursor), pasting, and starting over.
@Suite struct CompletionSessionTests {
  /// What a user sees of an answer.
  static func shown(_ cs: [Completion]) -> [String] {
    cs.map { "\($0.id)|\($0.title)|\($0.subtitle)|\($0.titleHighlights.map { "\($0.location)+\($0.length)" })" }
  }

  static let pieces = RankingOracleTests.latin + RankingOracleTests.hangul + [" ", " ", "st ", "ㅅ", "ㅇ", "tj", "e"]

  /// Random edits of random texts, each text compared after every edit.
  @Test(arguments: [UInt64(1), 2, 3, 4])
  func sessionAnswersEqualFreshOnes(seed: UInt64) {
    let index = RankingOracleTests.index
    let session = CompletionSession(index: index)
    var rng = SplitMix64(seed: seed)
    func pick<T>(_ a: [T]) -> T { a[Int(rng.next() % UInt64(a.count))] }
    var options = CompletionOptions(limit: 5)
    for _ in 0..<40 {
      var text: [Character] = []
      var cursor = 0
      if rng.next() % 4 == 0 { options.limit = [1, 5, 10, 25][Int(rng.next() % 4)] }
      for _ in 0..<12 {
        switch rng.next() % 10 {
        case 0...4:  // type a letter (or a syllable) at the cursor
          let piece = Array(pick(Self.pieces))
          let one = piece.prefix(1 + Int(rng.next() % UInt64(piece.count)))
          text.insert(contentsOf: one, at: cursor)
          cursor += one.count
        case 5, 6:  // delete the letter before the cursor
          if cursor > 0 {
            text.remove(at: cursor - 1)
            cursor -= 1
          }
        case 7:  // move the cursor, to type in the middle next
          cursor = Int(rng.next() % UInt64(text.count + 1))
        case 8:  // paste a whole piece
          let piece = Array(pick(Self.pieces) + pick(Self.pieces))
          text.insert(contentsOf: piece, at: cursor)
          cursor += piece.count
        default:  // select all and type over it
          text = Array(pick(Self.pieces))
          cursor = text.count
        }
        let query = String(text)
        let fresh = Self.shown(index.complete(query, options: options))
        let kept = Self.shown(session.complete(query, options: options))
        #expect(kept == fresh, "seed \(seed), query '\(query)'")
      }
    }
  }

  /// The same on the fixture gazetteer, with the tiers of real names
  /// (codes, qualifiers, Korean addresses are absent there; the oracle's
  /// index has many buckets).
  @Test func typingRealNamesLetterByLetter() {
    let index = Fixtures.index
    let session = CompletionSession(index: index)
    for name in ["new york city", "seoul", "서울", "springfield il", "paris texas", "zurich", "nyc", "busan"] {
      var typed = ""
      for c in name {
        typed.append(c)
        #expect(Self.shown(session.complete(typed)) == Self.shown(index.complete(typed)), "'\(typed)'")
      }
      while !typed.isEmpty {
        typed.removeLast()
        #expect(Self.shown(session.complete(typed)) == Self.shown(index.complete(typed)), "'\(typed)'")
      }
    }
  }

  /// The ring of answers: past ``CompletionSession/rememberedAnswers``
  /// texts the oldest is forgotten, and every answer, kept or made again,
  /// is a fresh call's.
  @Test func answersPastTheRingAreMadeAgain() {
    let index = Fixtures.index
    let session = CompletionSession(index: index)
    let texts = (0..<(CompletionSession.rememberedAnswers + 8)).map { "s" + String(repeating: "a", count: $0 % 5) + String($0) }
    for t in texts { _ = session.complete(t) }
    for t in texts.reversed() {
      #expect(Self.shown(session.complete(t)) == Self.shown(index.complete(t)), "'\(t)'")
    }
    // Options are part of the answer's key.
    #expect(session.complete("s", options: .init(limit: 2)).count == min(2, index.complete("s").count))
    #expect(Self.shown(session.complete("s")) == Self.shown(index.complete("s")))
    session.reset()
    #expect(Self.shown(session.complete("s")) == Self.shown(index.complete("s")))
  }
}
