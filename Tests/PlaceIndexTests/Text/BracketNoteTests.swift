import Testing

@testable import PlaceIndex

@Suite struct BracketNoteTests {
  @Test func aClosedNoteAfterAWordIsStripped() {
    #expect(BracketNote.strip("bologna (bo)") == "bologna ")
    #expect(BracketNote.strip("paris (75)  ") == "paris ")
    #expect(BracketNote.strip("via barberia, 22 40123 - bologna (bo)") == "via barberia, 22 40123 - bologna ")
    #expect(BracketNote.strip("東京（日本）") == "東京")
    // Only the last note goes: one at a time.
    #expect(BracketNote.strip("a (b) (c)") == "a (b) ")
  }

  @Test func anythingElseIsNoNote() {
    #expect(BracketNote.strip("bologna (bo") == nil)  // still being typed
    #expect(BracketNote.strip("bologna") == nil)
    #expect(BracketNote.strip("(bo)") == nil)  // nothing before it
    #expect(BracketNote.strip("bologna ( )") == nil)  // nothing in it
    #expect(BracketNote.strip("bologna )") == nil)
    #expect(BracketNote.strip("") == nil)
  }
}
