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
    let inside = scalars[(open + 1)..<(scalars.count - 1)]
    let before = scalars[..<open]
    func hasWord<S: Sequence<Unicode.Scalar>>(_ s: S) -> Bool {
      s.contains { $0.properties.isAlphabetic || $0.properties.numericType != nil }
    }
    guard hasWord(inside), hasWord(before) else { return nil }
    var out = String.UnicodeScalarView()
    out.append(contentsOf: before)
    return String(out)
  }
}
