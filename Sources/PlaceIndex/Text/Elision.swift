/// Articles and prepositions elided onto the next word, as French and
/// Italian write them: `Château d'Angers`, `Musée d’art`, `Basilica
/// dell'Osservanza`. The normal form deletes apostrophes, so `d'angers`
/// is one word, `dangers`, which starts no name; read apart, `angers` is
/// Angers.
///
/// Only where the joined word starts no name: `L'Aquila`, `L'Haÿ-les-Roses`
/// and `D'Iberville` are names written with their article, and their keys
/// are the joined words (`laquila`).
enum Elision {
  /// The elided words, in normal form: French l', d', qu'; Italian dell',
  /// dall', nell', sull', all', un'.
  static let articles: Set<[UInt8]> = StreetWords.words([
    "l", "d", "qu", "dell", "dall", "nell", "sull", "all", "un",
  ])

  /// The apostrophes an elision is written with: ' ’ ʼ.
  static func isApostrophe(_ u: Unicode.Scalar) -> Bool {
    u == "'" || u == "\u{2019}" || u == "\u{02BC}"
  }

  /// `text` with the apostrophe after each elided article replaced by a
  /// space, where `startsName` says no name starts with the joined word
  /// (its normal form); nil when no word is split. An article counts at
  /// the start of a word that spaces, commas or brackets begin, before a
  /// letter.
  static func split(_ text: String, startsName: ([UInt8]) -> Bool) -> String? {
    let scalars = Array(text.unicodeScalars)
    guard scalars.contains(where: isApostrophe) else { return nil }
    var out = String.UnicodeScalarView()
    var changed = false
    var i = 0
    while i < scalars.count {
      // The word from i: up to the next space.
      var end = i
      while end < scalars.count && scalars[end] != " " { end += 1 }
      var start = i
      while start < end && "([\"“,".unicodeScalars.contains(scalars[start]) { start += 1 }
      if let a = (start..<end).first(where: { isApostrophe(scalars[$0]) }), a > start, a + 1 < end,
        Normalizer.fold(scalars[a + 1].value) != Normalizer.separator,
        articles.contains(Normalizer.normalize(String(String.UnicodeScalarView(scalars[start..<a])))),
        let joined = Normalizer.words(String(String.UnicodeScalarView(scalars[start..<end]))).first,
        !startsName(joined)
      {
        out.append(contentsOf: scalars[i..<a])
        out.append(" ")
        out.append(contentsOf: scalars[(a + 1)..<end])
        changed = true
      } else {
        out.append(contentsOf: scalars[i..<end])
      }
      if end < scalars.count { out.append(scalars[end]) }
      i = end + 1
    }
    return changed ? String(out) : nil
  }
}
