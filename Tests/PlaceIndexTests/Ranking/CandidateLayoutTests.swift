import Testing

@testable import PlaceIndex

/// A candidate is copied a dozen times per keystroke: at 64 bytes or less
/// a copy is a few moves, past that a call to `memcpy` (the keystroke
/// workload took 1 % more instructions at 104 bytes). And the compact
/// fields read back what was stored.
@Suite struct CandidateLayoutTests {
  @Test func aCandidateFitsInSixtyFourBytes() {
    #expect(MemoryLayout<Explanation>.size <= 56)
    #expect(MemoryLayout<Candidate>.size <= 64)
  }

  @Test func compactFieldsReadBackWhatWasStored() {
    var e = Explanation(
      tier: .fuzzy, readingKind: .keyboard, edits: 2, importance: 5.25, bonus: 1, penalty: 0.5,
      bias: 0, distanceMeters: nil, score: 5.75)
    #expect(e.edits == 2 && e.distanceMeters == nil && e.reading == "keyboard")
    e.distanceMeters = 0
    #expect(e.distanceMeters == 0)
    e.distanceMeters = 12_345.5
    e.edits = 300  // clamped, never wrapped
    #expect(e.distanceMeters == 12_345.5 && e.edits == 255)
    var c = Candidate(place: 7, tier: .wordPrefix, reading: 300, offset: 26_000_000, explanation: e)
    #expect(c.tier == .wordPrefix && c.explanation.tier == .wordPrefix)
    #expect(c.reading == 300 && c.offset == 26_000_000 && c.place == 7)
    c.tier = .partial
    #expect(c.explanation.tier == .partial && c.score == 5.75)
  }
}
