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

  /// A name in Hanja with its Hangul reading in the note is the reading;
  /// a Hangul name with its Hanja in the note, or any other note, is not.
  @Test func theHangulReadingOfHanja() {
    #expect(BracketNote.hangulReading("安城(안성)") == "안성")
    #expect(BracketNote.hangulReading("大田（대전）") == "대전")
    #expect(BracketNote.hangulReading("横浜 (요코하마)") == "요코하마")
    #expect(BracketNote.hangulReading("고령(高靈)") == nil)
    #expect(BracketNote.hangulReading("bologna (bo)") == nil)
    #expect(BracketNote.hangulReading("安城(안성") == nil)  // still being typed
  }
}
