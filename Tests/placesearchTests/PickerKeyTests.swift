import Testing

@testable import placesearch

/// Key decoding: bytes in, keys out, with partial sequences kept between reads.
@Suite struct PickerKeyDecoderTests {
  func decode(_ bytes: [UInt8]) -> [PickerKey] {
    var d = PickerKeyDecoder()
    return d.feed(bytes) + d.flush()
  }

  func esc(_ s: String) -> [UInt8] { [0x1B] + Array(s.utf8) }

  @Test func arrowsInBothForms() {
    #expect(decode(esc("[A")) == [.up])
    #expect(decode(esc("[B")) == [.down])
    #expect(decode(esc("[C")) == [.right])
    #expect(decode(esc("[D")) == [.left])
    #expect(decode(esc("OA")) == [.up])
    #expect(decode(esc("OB")) == [.down])
    #expect(decode(esc("OC")) == [.right])
    #expect(decode(esc("OD")) == [.left])
  }

  @Test func homeAndEndInEveryForm() {
    for s in ["[H", "OH", "[1~", "[7~"] { #expect(decode(esc(s)) == [.home], "ESC \(s)") }
    for s in ["[F", "OF", "[4~", "[8~"] { #expect(decode(esc(s)) == [.end], "ESC \(s)") }
  }

  @Test func otherSequences() {
    #expect(decode(esc("[Z")) == [.shiftTab])
    #expect(decode(esc("[3~")) == [.delete])
    #expect(decode(esc("[5~")) == [.pageUp])
    #expect(decode(esc("[6~")) == [.pageDown])
    #expect(decode(esc("[1;5C")) == [.wordRight])
    #expect(decode(esc("[1;5D")) == [.wordLeft])
    #expect(decode(esc("[1;2A")) == [.up])
    #expect(decode(esc("[15~")) == [.unknown(esc("[15~"))])
    #expect(decode(esc("[200~")) == [.unknown(esc("[200~"))])
  }

  @Test func controlBytes() {
    #expect(decode([0x0D]) == [.enter])
    #expect(decode([0x0A]) == [.enter])
    #expect(decode([0x09]) == [.tab])
    #expect(decode([0x7F]) == [.backspace])
    #expect(decode([0x08]) == [.backspace])
    #expect(decode([0x03]) == [.control("c")])
    #expect(decode([0x17]) == [.control("w")])
    #expect(decode([0x15]) == [.control("u")])
    #expect(decode([0x10, 0x0E]) == [.control("p"), .control("n")])
    #expect(decode([0x0F]) == [.control("o")])
  }

  @Test func textIsJoinedBetweenOtherKeys() {
    #expect(decode(Array("seou".utf8)) == [.text("seou")])
    #expect(
      decode(Array("ab".utf8) + esc("[B") + Array("c".utf8)) == [.text("ab"), .down, .text("c")])
    #expect(decode(Array("서울 CGV".utf8)) == [.text("서울 CGV")])
  }

  @Test func utf8SplitAcrossReadsAtEveryByte() {
    let bytes = Array("서울😀é".utf8)
    for cut in 1..<bytes.count {
      var d = PickerKeyDecoder()
      var keys = d.feed(bytes[..<cut])
      keys += d.feed(bytes[cut...])
      let text = keys.map { key -> String in
        if case .text(let t) = key { return t }
        return "?"
      }.joined()
      #expect(text == "서울😀é", "cut at \(cut)")
      #expect(!d.hasPending)
    }
  }

  @Test func aHalfCharacterWaitsForTheRest() {
    var d = PickerKeyDecoder()
    #expect(d.feed([0xEC, 0x84]) == [])
    #expect(d.hasPending)
    #expect(d.feed([0x9C]) == [.text("서")])
    #expect(!d.hasPending)
  }

  @Test func escAloneIsEscOnlyWhenNothingFollows() {
    var d = PickerKeyDecoder()
    #expect(d.feed([0x1B]) == [])
    #expect(d.hasPending)
    #expect(d.flush() == [.escape])
    #expect(!d.hasPending)
  }

  @Test func escapeSequenceSplitAcrossReads() {
    var d = PickerKeyDecoder()
    #expect(d.feed([0x1B]) == [])
    #expect(d.feed([0x5B]) == [])
    #expect(d.feed([0x41]) == [.up])
    #expect(d.feed(esc("[1;")) == [])
    #expect(d.feed(Array("5C".utf8)) == [.wordRight])
    #expect(d.feed([0x1B, 0x4F]) == [])
    #expect(d.feed([0x48]) == [.home])
  }

  @Test func escFollowedByOtherKeys() {
    // Two Escs in a row, Esc then an arrow, Alt-b, Alt-Backspace.
    #expect(decode([0x1B, 0x1B]) == [.escape, .escape])
    #expect(decode([0x1B] + esc("[A")) == [.escape, .up])
    #expect(decode(esc("b")) == [.alt("b")])
    #expect(decode([0x1B, 0x7F]) == [.altBackspace])
    // Esc then Hangul: Esc, and the syllable.
    #expect(decode([0x1B] + Array("서".utf8)) == [.escape, .text("서")])
    // A flushed "ESC [" is Esc, then "[" typed.
    var d = PickerKeyDecoder()
    #expect(d.feed(esc("[")) == [])
    #expect(d.flush() == [.escape, .text("[")])
  }

  @Test func invalidBytesAreSkipped() {
    #expect(decode([0xFF] + Array("a".utf8)) == [.unknown([0xFF]), .text("a")])
    #expect(decode([0x80]) == [.unknown([0x80])])
    // A lead byte followed by ASCII: the lead is dropped, the ASCII kept.
    #expect(decode([0xEC, 0x41]) == [.unknown([0xEC]), .text("A")])
    // A truncated character is dropped when flushed.
    var d = PickerKeyDecoder()
    #expect(d.feed([0xEC, 0x84]) == [])
    #expect(d.flush() == [])
    #expect(!d.hasPending)
  }
}
