/// The closing note in brackets of a query (``CandidateSearch/collectWithoutNote(_:want:)``).
enum BracketNote {
  /// `query` without a note in round brackets (ASCII or full-width) that
  /// closes it, when a word comes before the note and a letter or digit
  /// inside it (the text before the bracket as it is, its spaces too);
  /// else nil.
  ///
  ///     BracketNote.strip("bologna (bo)")   // "bologna "
  ///     BracketNote.strip("bologna (bo")    // nil: still being typed
  static func strip(_ query: String) -> String? {
    guard let (before, inside) = closingNote(query) else { return nil }
    func hasWord<S: Sequence<Unicode.Scalar>>(_ s: S) -> Bool {
      s.contains { $0.properties.isAlphabetic || $0.properties.numericType != nil }
    }
    guard hasWord(inside), hasWord(before) else { return nil }
    var out = String.UnicodeScalarView()
    out.append(contentsOf: before)
    return String(out)
  }

  /// The Hangul reading in the note of a name written in Hanja (CJK
  /// Unified Ideographs and their compatibility forms) before it
  /// (`安城(안성)`, `大田（대전）`, `瀋陽(선양)`), as Korean papers gloss a
  /// name: the reading is the name a Korean user means, where the Hanja
  /// alone name places in Japan or China too (安城 is also Anjō). Nil for
  /// any other query: a Hangul name with its Hanja in the note
  /// (`고령(高靈)`) is searched as it is. (`complete` asks only when the
  /// query's first word starts with Hanja: ``QueryShape``.)
  static func hangulReading(_ query: String) -> String? {
    guard let (words, note) = closingNote(query) else { return nil }
    let inside = note.filter { $0 != " " }
    let before = words.filter { $0 != " " }
    guard !inside.isEmpty, !before.isEmpty, inside.allSatisfy({ Hangul.isSyllable($0.value) }),
      before.allSatisfy({ (0x4E00...0x9FFF).contains($0.value) || (0xF900...0xFAFF).contains($0.value) })
    else { return nil }
    var out = String.UnicodeScalarView()
    out.append(contentsOf: inside)
    return String(out)
  }

  /// The text before a closing note in round brackets (ASCII or
  /// full-width) and the note's text, or nil when the query ends in none.
  private static func closingNote(
    _ query: String
  ) -> (before: ArraySlice<Unicode.Scalar>, inside: ArraySlice<Unicode.Scalar>)? {
    // (Most queries end in no bracket: told from their last bytes, with no
    // copy; this runs on every keystroke of several words.)
    guard let end = query.utf8.lastIndex(where: { $0 != 0x20 && $0 != 0x09 }),
      query.utf8[end] == 0x29 || query.utf8[end] == 0x89
    else { return nil }
    var scalars = Array(query.unicodeScalars)
    while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
    guard let last = scalars.last, last == ")" || last == "\u{FF09}",
      let open = scalars.lastIndex(where: { $0 == "(" || $0 == "\u{FF08}" })
    else { return nil }
    return (scalars[..<open], scalars[(open + 1)..<(scalars.count - 1)])
  }
}
