/// A place found by a query, before it is turned into a ``Completion``.
///
/// 64 bytes (see ``Explanation``): its tier and reading live in its
/// explanation, its key's offset in 32 bits (the pool's offsets are).
struct Candidate {
  var explanation: Explanation
  var place: UInt32
  private var keyOffset: UInt32

  init(place: UInt32, tier: MatchTier, reading: Int, offset: Int, explanation: Explanation) {
    self.explanation = explanation
    self.place = place
    keyOffset = UInt32(truncatingIfNeeded: offset)
    self.explanation.tier = tier
    self.explanation.readingIndex = UInt16(truncatingIfNeeded: reading)
  }

  var tier: MatchTier {
    get { explanation.tier }
    set { explanation.tier = newValue }
  }
  /// Which reading of the query found it (see ``QueryReading``).
  var reading: Int {
    get { Int(explanation.readingIndex) }
    set { explanation.readingIndex = UInt16(truncatingIfNeeded: newValue) }
  }
  /// Pool offset of the key that matched.
  var offset: Int {
    get { Int(keyOffset) }
    set { keyOffset = UInt32(truncatingIfNeeded: newValue) }
  }
  var score: Double { explanation.score }
}
