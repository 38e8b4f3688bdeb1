/// A Korean name followed by its own romanization (`군위 Gunwi`, `광산구
/// Gwangsan-gu`, `용현 Yonghyeon`), as a page or a sign writes both: the
/// Latin word says again what the Hangul one says, and as a word of its
/// own it names nothing with it (the Hangul word's roads and 읍 come
/// first).
///
/// For a query of Hangul and Latin words, whatever else matched: the
/// Latin words that spell, in the Revised Romanization, the Hangul word
/// just before them (``Romanizer/revised(_:)``, spaces and hyphens
/// aside; the stem's alone when the Hangul has a level's suffix, `유성구
/// Yuseong`) are left out, and the rest searched as any query is; what it
/// finds is the same name (``QueryReading/Kind/spacing``).
extension CandidateSearch {
  mutating func collectWithoutRomanizedEcho(_ literal: QueryReading, want: Int) {
    // (Told from the bytes first: a Latin word after a Hangul one. Most
    // queries of several words have none, and this runs on each of their
    // keystrokes.)
    // (The normal form has a Latin word's letters in lower case, its
    // hyphens and apostrophes as spaces.)
    let tokens = literal.tokens
    func latinAfterHangul(_ i: Int) -> Bool {
      i > 0 && tokens[i - 1].bytes.first.map({ $0 >= 0xEA && $0 <= 0xED }) == true
        && tokens[i].bytes.count >= 3 && tokens[i].bytes.allSatisfy({ $0 &- 0x61 < 26 })
    }
    guard tokens.count >= 2, tokens.count <= 4, tokens.indices.contains(where: latinAfterHangul) else { return }
    let words = tokens.map { String(decoding: $0.bytes, as: UTF8.self) }
    var kept: [String] = []
    var echoes = 0
    var i = 0
    while i < words.count {
      let w = words[i]
      if latinAfterHangul(i), CandidateSearch.isRomanization(w, of: words[i - 1]) {
        echoes += 1
        i += 1
        // (With its level, which the normal form writes apart:
        // `Gwangsan-gu` is gwangsan gu.)
        if i < words.count, CandidateSearch.romanizedUnits.contains(literal.tokens[i].bytes) { i += 1 }
        continue
      }
      kept.append(w)
      i += 1
    }
    guard echoes > 0, !kept.isEmpty else { return }
    collectRespaced(kept.joined(separator: " "), among: options.kinds, want: want, pass: .respelled)
  }

  /// Whether `latin` (lower-case letters) is the Revised Romanization of
  /// the Hangul word `hangul`, or of its stem before a level's suffix.
  static func isRomanization(_ latin: String, of hangul: String) -> Bool {
    guard hangul.unicodeScalars.allSatisfy({ Hangul.isSyllable($0.value) }) else { return false }
    let whole = Romanizer.revised(hangul)
    if latin == whole { return true }
    let scalars = Array(hangul.unicodeScalars)
    guard scalars.count >= 3, let last = scalars.last, KoreanAddressForms.levelEnds.contains(last) else { return false }
    return latin == Romanizer.revised(String(String.UnicodeScalarView(scalars.dropLast())))
  }
}
