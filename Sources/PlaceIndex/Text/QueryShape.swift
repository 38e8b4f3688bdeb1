/// What a query's words are made of, told in one pass over their first
/// and last bytes: which of the rewrites that ``PlaceIndex/complete(_:options:)``
/// tries before searching may apply. Every keystroke asks, and most
/// queries need none of them, so each rewrite looks at its text only
/// when the shape allows it.
struct QueryShape {
  /// Words of one digit (`2 1 5 1 1`: ``SpacedDigits``).
  var loneDigits = 0
  /// Words of one Hangul syllable (`하 남 시`: ``SpacedSyllables``).
  var syllables = 0
  /// Whether a word of five bytes or more ends in five digits' first and
  /// last (`44216`, `kr22100`: a ZIP code, ``PostcodeMarkers``,
  /// ``PlaceIndex/koreanPostcodeBesideCountry(_:)``).
  var hasFiveDigitEnd = false
  /// Whether the first word starts with a CJK ideograph (UTF-8 lead byte
  /// E4–E9: `安城(안성)`, ``BracketNote/hangulReading(_:)``).
  var startsWithHan = false
  /// How many words.
  var words = 0

  init() {}

  init(_ tokens: [MatchToken]) {
    words = tokens.count
    for t in tokens {
      let b = t.bytes
      if b.count == 1 {
        if b[0] &- 0x30 < 10 { loneDigits += 1 }
      } else if b.count == 3 {
        if b[0] &- 0xEA < 4 { syllables += 1 }
      }
      if b.count >= PostcodeMarkers.postcodeDigits, b[b.count - 1] &- 0x30 < 10,
        b[b.count - PostcodeMarkers.postcodeDigits] &- 0x30 < 10
      {
        hasFiveDigitEnd = true
      }
    }
    if let first = tokens.first?.bytes.first { startsWithHan = first &- 0xE4 < 6 }
  }
}
