/// Vowels with diacritics written as two letters where a keyboard lacks
/// them, as German, Danish, Norwegian and Swedish do: `oe` for ö and ø,
/// `ue` for ü (`Koege` for Køge, `Gjoevik` for Gjøvik, `Poessneck` for
/// Pößneck). The index folds those letters to the plain vowel (ø and ö
/// are `o`), so the query read with each digraph as its vowel finds the
/// name. Not `ae` for ä nor `aa` for å: romanizations write `ae` as a
/// vowel of its own (`Khon Kaen`, `Taean`), and Dutch `aa` (`Maarten`).
///
///     VowelDigraphs.undone(Array("koege".utf8))  // "koge"
enum VowelDigraphs {
  /// `key` (a Latin normal form) with every `oe` and `ue` as its plain
  /// vowel; nil when it has none. Not `ue` after `q` or `g`, which write
  /// a consonant (`queretaro`, `guelph`).
  static func undone(_ key: [UInt8]) -> [UInt8]? {
    var out: [UInt8] = []
    out.reserveCapacity(key.count)
    var changed = false
    var i = 0
    while i < key.count {
      let b = key[i]
      if i + 1 < key.count {
        let next = key[i + 1]
        let digraph =
          (next == 0x65 && b == 0x6F)  // oe
          || (next == 0x65 && b == 0x75 && !(i > 0 && (key[i - 1] == 0x71 || key[i - 1] == 0x67)))  // ue
        if digraph {
          out.append(b)
          i += 2
          changed = true
          continue
        }
      }
      out.append(b)
      i += 1
    }
    return changed ? out : nil
  }
}
