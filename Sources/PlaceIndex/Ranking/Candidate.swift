/// A place found by a query, before it is turned into a ``Completion``.
struct Candidate {
  var place: UInt32
  var tier: MatchTier
  /// Which reading of the query found it (see ``QueryReading``).
  var reading: Int
  /// Pool offset of the key that matched.
  var offset: Int
  var explanation: Explanation
  var score: Double { explanation.score }
}
