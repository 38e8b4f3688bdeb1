/// A cinema chain, recognised by any of its names.
///
///     Brand(alias: "씨지브이")      // .cgv
///     Brand(alias: "Lotte")       // .lotteCinema
public enum Brand: String, Sendable, CaseIterable {
  case cgv = "CGV"
  case lotteCinema = "Lotte Cinema"
  case megabox = "Megabox"

  /// Every name a user may write for the brand; the first is its Korean name.
  /// (With the everyday short forms Korean users write, 롯시 and 메박, and
  /// the company name a receipt prints, 메가박스중앙.)
  public var aliases: [String] {
    switch self {
    case .cgv: ["CGV", "씨지브이", "씨지비"]
    case .lotteCinema: ["롯데시네마", "Lotte Cinema", "Lotte", "롯데", "LotteCinema", "롯시"]
    case .megabox: ["메가박스", "Megabox", "Mega Box", "메박", "메가", "메가박스중앙"]
    }
  }

  /// The brand's first name in the script of a branch written after it:
  /// its Korean name before a Hangul branch, its Latin name before any
  /// other (`Megabox coex`, as the cinema's English name writes it, where
  /// 메가박스 coex is no name).
  func alias(before branch: String) -> String {
    let hangul = PlaceKeys.hasHangul(branch)
    return aliases.first { PlaceKeys.hasHangul($0) == hangul } ?? aliases[0]
  }

  /// The brand that `alias` names, ignoring case, spaces and diacritics.
  public init?(alias: String) {
    guard let b = Brand.byKey[Normalizer.normalize(alias).filter { $0 != 0x20 }] else { return nil }
    self = b
  }

  /// The brand whose alias, normalised and without spaces, is `key`.
  init?(key: [UInt8]) {
    guard let b = Brand.byKey[key] else { return nil }
    self = b
  }

  /// Every alias, normalised and without spaces, in each of its
  /// sound-alike spellings (매가박스, 롯대시네마: ``Hangul/soundAlikeSpellings(_:)``).
  static let byKey: [[UInt8]: Brand] = {
    var out: [[UInt8]: Brand] = [:]
    for b in Brand.allCases {
      for a in b.aliases.flatMap(Hangul.soundAlikeSpellings) { out[Normalizer.normalize(a).filter { $0 != 0x20 }] = b }
    }
    return out
  }()

  /// Each alias's sound-alike spellings (매가박스), normalised and without
  /// spaces, to the alias as written (메가박스).
  static let writtenSpelling: [[UInt8]: [UInt8]] = {
    var out: [[UInt8]: [UInt8]] = [:]
    for a in Brand.allCases.flatMap(\.aliases) {
      let written = Normalizer.normalize(a).filter { $0 != 0x20 }
      for v in Hangul.soundAlikeSpellings(a).dropFirst() {
        out[Normalizer.normalize(v).filter { $0 != 0x20 }] = written
      }
    }
    return out
  }()

  /// `words` (normal forms) with each brand written in a sound-alike
  /// spelling (매가박스) written as the brand writes it (메가박스); nil
  /// when no word is.
  static func respelled(_ words: [[UInt8]]) -> [[UInt8]]? {
    // (A Latin brand one letter off only beside Hangul words: `CGB 강남`,
    // `CVG 을지로`, a branch the Latin letters come before; alone, `cgb`
    // is Cuiabá's airport.)
    let besideHangul = words.count > 1 && words.contains(where: Normalizer.containsHangulSyllable)
    // (A longer one an edit off beside any other word, its branch:
    // `lottte cinema hapjeong`, `megabxo ddp`.)
    func latin(_ w: [UInt8]) -> [UInt8]? {
      (besideHangul ? oneLetterOff(w) : nil) ?? (words.count > 1 ? oneEditOff(w) : nil)
    }
    // (The sound-alike spellings and the key slips are Hangul's: a Latin
    // word is only looked up as Latin.)
    func respelling(_ w: [UInt8]) -> [UInt8]? {
      w.first.map { $0 < 0x80 } == true ? latin(w) : writtenSpelling[w] ?? oneJamoOff(w) ?? oneKeyOff(w) ?? latin(w)
    }
    guard words.contains(where: { respelling($0) != nil }) else { return nil }
    return words.map { respelling($0) ?? $0 }
  }

  /// The Latin alias of five letters or more (megabox, lottecinema, lotte)
  /// that `word` misspells by one edit (``optimalStringAlignment(_:_:)``:
  /// megabxo, lottte, megbox), normalised; nil when it is an alias or none.
  static func oneEditOff(_ word: [UInt8]) -> [UInt8]? {
    // (Its first or second letter the alias's, as one edit leaves one of
    // them: a byte test for most words, before any distance.)
    guard word.count >= minEditedLatinAlias - 1, word.count <= 12,
      longLatinAliases.contains(where: { $0[0] == word[0] || $0[1] == word[1] }),
      word.allSatisfy({ $0 &- 0x61 < 26 }), byKey[word] == nil
    else { return nil }
    return longLatinAliases.first { abs($0.count - word.count) <= 1 && optimalStringAlignment(word, $0) == 1 }
  }

  /// The fewest letters a Latin alias has for a word an edit off it to be
  /// read as it: `cgv` one letter off is read only beside Hangul
  /// (``oneLetterOff(_:)``).
  static let minEditedLatinAlias = 5

  /// The Latin aliases of ``minEditedLatinAlias`` letters or more, normalised.
  private static let longLatinAliases: [[UInt8]] = Brand.allCases.flatMap(\.aliases)
    .map { Normalizer.normalize($0).filter { $0 != 0x20 } }
    .filter { $0.count >= minEditedLatinAlias && $0.allSatisfy { $0 &- 0x61 < 26 } }

  /// The Hangul alias of three syllables or more that `word` misspells by
  /// one key (``Hangul/keystrokes(_:)``, optimal string alignment): two
  /// keys swapped across syllables (롣세시네마, 씨집의 and 씨지븽 for
  /// 씨지브이), one doubled or left out. Not a key after the alias's last
  /// (메가박슼: the branch's first, held by the IME, as ``oneJamoOff(_:)``
  /// says). Normalised; nil when it is an alias or none.
  static func oneKeyOff(_ word: [UInt8]) -> [UInt8]? {
    guard word.count >= 9, word.count <= 18, word.first! >= 0xE0, byKey[word] == nil else { return nil }
    let text = String(decoding: word, as: UTF8.self)
    guard text.unicodeScalars.allSatisfy({ Hangul.isSyllable($0.value) }) else { return nil }
    let keys = Hangul.keystrokes(text)
    for (alias, aliasKeys) in hangulAliasKeys where abs(aliasKeys.count - keys.count) <= 1 {
      if keys.count == aliasKeys.count + 1 && keys.starts(with: aliasKeys) { continue }
      if optimalStringAlignment(keys, aliasKeys) == 1 { return Array(String(String.UnicodeScalarView(alias)).utf8) }
    }
    return nil
  }

  /// The Hangul aliases of three syllables or more, with their keystrokes.
  private static let hangulAliasKeys: [([Unicode.Scalar], [Unicode.Scalar])] = hangulAliases.map {
    ($0, Hangul.keystrokes(String(String.UnicodeScalarView($0))))
  }

  /// The Latin alias of three letters (cgv) that `word` misspells by one
  /// letter changed or two swapped (cgb, cvg, cgc), the first letter a
  /// key beside its own (xgv), or one letter doubled (cgvv), normalised;
  /// nil when it is an alias or none. (Longer Latin aliases are words
  /// whose typos the typo tier reads: megabax.)
  static func oneLetterOff(_ word: [UInt8]) -> [UInt8]? {
    guard word.count == 3 || word.count == 4, word.allSatisfy({ $0 &- 0x61 < 26 }), byKey[word] == nil else {
      return nil
    }
    if word.count == 4 {
      // (A letter doubled: one of two alike taken out is the alias.)
      for i in 1..<4 where word[i] == word[i - 1] {
        var once = word
        once.remove(at: i)
        if let alias = shortLatinAliases.first(where: { $0 == once }) { return alias }
      }
      return nil
    }
    for alias in shortLatinAliases {
      let differing = alias.indices.filter { alias[$0] != word[$0] }
      let swapped =
        differing.count == 2 && differing[1] == differing[0] + 1 && alias[differing[0]] == word[differing[1]]
        && alias[differing[1]] == word[differing[0]]
      // (The first letter only for a key beside it: `sgv` is as likely
      // another word, `xgv` the C key missed.)
      let besideFirst = differing == [0] && QwertyNeighbours.areNeighbours(alias[0], word[0])
      if (differing.count == 1 && differing[0] > 0) || (swapped && differing[0] > 0) || besideFirst { return alias }
    }
    return nil
  }

  /// The Latin aliases of three letters, normalised.
  private static let shortLatinAliases: [[UInt8]] = Brand.allCases.flatMap(\.aliases)
    .map { Normalizer.normalize($0).filter { $0 != 0x20 } }
    .filter { $0.count == 3 && $0.allSatisfy { $0 &- 0x61 < 26 } }

  /// The Hangul alias of three syllables or more (씨지비, 메가박스,
  /// 롯데시네마) that `word` misspells by one jamo of one syllable (씨지피,
  /// 메가박수, 메갸박스), normalised; nil when it is an alias or none.
  /// (A shorter alias one jamo off is as likely another word: 롯시, 메박.)
  static func oneJamoOff(_ word: [UInt8]) -> [UInt8]? {
    guard word.count >= 9, word.count <= 18, word.first! >= 0xE0, byKey[word] == nil else { return nil }
    let typed = Array(String(decoding: word, as: UTF8.self).unicodeScalars)
    guard typed.allSatisfy({ Hangul.isSyllable($0.value) }) else { return nil }
    for alias in hangulAliases where alias.count == typed.count {
      let differing = alias.indices.filter { alias[$0] != typed[$0] }
      guard differing.count == 1, let a = Hangul.parts(alias[differing[0]].value),
        let t = Hangul.parts(typed[differing[0]].value)
      else { continue }
      let changed = Hangul.differingParts(alias[differing[0]].value, typed[differing[0]].value)
      // (A final on the alias's open last syllable is no misspelling but
      // the next key, which the IME holds there: 메가박슼 is 메가박스 and
      // the ㅋ of 코엑스, typed without a space, which the jamo reading
      // matches; read as 메가박스 alone, every branch would tie.)
      let heldKey = differing[0] == alias.count - 1 && a.final == 0 && t.final != 0
      if changed == 1 && !heldKey { return Array(String(String.UnicodeScalarView(alias)).utf8) }
    }
    return nil
  }

  /// The Hangul aliases of three syllables or more, as scalars.
  private static let hangulAliases: [[Unicode.Scalar]] = Brand.allCases.flatMap(\.aliases)
    .filter { PlaceKeys.hasHangul($0) && $0.unicodeScalars.count >= 3 }
    .map { Array($0.unicodeScalars) }

  /// `words` (normal forms) with a brand that leads or ends them written
  /// first, in the other words' script, when it is written in the other
  /// one (`메가박스 coex` → `megabox coex`, `world tower 롯데시네마` →
  /// `lotte cinema world tower`): a branch has its names in one script each
  /// (메가박스 코엑스, Megabox COEX). Nil when no brand is, or the words
  /// beside it are in both scripts or none.
  static func inOtherScript(_ words: [[UInt8]]) -> [[UInt8]]? {
    // (Two set lookups for most queries: a brand's alias starts or ends
    // them with one of its words.)
    guard words.count >= 2, let first = words.first, let last = words.last,
      aliasWords.contains(first) || aliasWords.contains(last)
    else { return nil }
    func isHangul(_ w: [UInt8]) -> Bool { Normalizer.containsHangulSyllable(w) }
    // The longest run of words at either end that is a brand's alias.
    for n in stride(from: min(3, words.count - 1), through: 1, by: -1) {
      for atStart in [true, false] {
        let run = atStart ? words[..<n] : words[(words.count - n)...]
        let rest = atStart ? words[n...] : words[..<(words.count - n)]
        guard let brand = Brand(key: Array(run.joined())) else { continue }
        let hangulRest = rest.allSatisfy(isHangul)
        guard hangulRest || !rest.contains(where: isHangul), hangulRest != run.contains(where: isHangul) else {
          return nil
        }
        // The brand's first alias in the rest's script: its Korean name,
        // or its name in Latin letters.
        guard let alias = brand.aliases.first(where: { PlaceKeys.hasHangul($0) == hangulRest }) else { return nil }
        // (First, as a branch's names write it: `world tower 롯데시네마` is
        // Lotte Cinema World Tower.)
        return Normalizer.words(alias) + rest
      }
    }
    return nil
  }

  /// Every word of every alias, in each spelling, normalised: a query
  /// without one names no brand.
  static let aliasWords: Set<[UInt8]> = Set(
    Brand.allCases.flatMap(\.aliases).flatMap(Hangul.soundAlikeSpellings).flatMap { Normalizer.words($0) })
}
