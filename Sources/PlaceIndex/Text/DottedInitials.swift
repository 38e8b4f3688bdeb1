/// Initials written with dots, read joined: `N.Y.` is `ny` (New York's
/// code), `U.K.` `uk`, `U.S.A.` `usa`, `washington d.c.` `washington dc`.
///
/// The normal form drops dots, so `N.Y.` reads as the words `n y`, which
/// start the names of places (Talat-n-Ya'qoub) but name none; a name that
/// writes the dots itself (`L.A.`, an alternate name of Los Angeles) is
/// still found by that literal reading. The joined text is one more
/// reading of kind ``QueryReading/Kind/abbreviated``.
///
/// A word is read so when it is two to ``maxLetters`` single ASCII letters,
/// each followed by a dot (the last dot may be missing: `N.Y`).
enum DottedInitials {
  /// The most letters of one such word: `U.S.A.` has three.
  static let maxLetters = 4

  /// The query with its dotted initials joined, in the normal form, or nil
  /// when it has none.
  static func joined(_ query: String) -> [UInt8]? {
    var query = query
    guard query.withUTF8({ $0.contains(0x2E) }) else { return nil }
    var out: [UInt8] = []
    var changed = false
    for word in query.utf8.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 || $0 == 0x2C }) {
      if let letters = initials(Array(word)) {
        out += letters
        changed = true
      } else {
        out += word
      }
      out.append(0x20)
    }
    guard changed else { return nil }
    let key = Normalizer.normalize(String(decoding: out, as: UTF8.self))
    return key.isEmpty ? nil : key
  }

  /// The letters of a word of dotted initials (`n.y.` → `ny`), or nil.
  static func initials(_ w: [UInt8]) -> [UInt8]? {
    var letters: [UInt8] = []
    var i = 0
    while i < w.count {
      guard (w[i] | 0x20) &- 0x61 < 26 else { return nil }
      letters.append(w[i] | 0x20)
      if i + 1 < w.count {
        guard w[i + 1] == 0x2E else { return nil }
        i += 2
      } else {
        i += 1
        // (The last dot may be missing, once a dot came before.)
        guard letters.count >= 2 else { return nil }
      }
    }
    return (2...maxLetters).contains(letters.count) ? letters : nil
  }
}
