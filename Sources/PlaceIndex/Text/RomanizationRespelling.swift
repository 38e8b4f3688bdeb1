/// Korean names in Latin letters as people write them besides the Revised
/// Romanization, respelled in it: the older McCune–Reischauer spelling
/// without its marks (Chamsil, Yoksam, Pundang, Kwangjin), and the
/// everyday informal ones (Shinsa, Joong-gu, Daelim).
///
///     RomanizationRespelling.variants(of: Array("shinsa".utf8), limit: 2,
///       isPrefix: { keysStart(with: $0) }, isWord: { keysHaveWord($0) })
///     // [("sinsa", 1)]: s, si, sin, sins, sinsa each start a key
///
/// The index keys every 시군구 and 시도 in both spellings, but a 읍면동, 리
/// and road in the Revised one only (the older one for each would cost
/// 0.1 MB, and the informal ones are many). A word is respelled letter by
/// letter through ``rules``, each application a change, and a spelling is
/// kept only while some key starts with it, so the walk stays as narrow as
/// the keys are: a handful of lookups a letter.
enum RomanizationRespelling {
  /// What a spelling writes, and what the Revised Romanization writes
  /// instead. Each is optional: the letter as written is always tried too.
  ///
  /// - `sh` is `s` (the Revised Romanization has no `sh`: 신사 sinsa).
  /// - `oo` is `u`, `woo` too, `ee` is `i` (중구 Jung-gu, written Joong-gu;
  ///   우동 U-dong, Woo-dong), and `eui` is `ui` (의정부 Uijeongbu, written
  ///   Euijeongbu).
  /// - `ch` is `j`, where McCune–Reischauer writes ㅈ ch (잠실 Chamsil,
  ///   Jamsil).
  /// - `nl` is `ll` (신림 Sillim, written Shinlim).
  /// - `o` is `eo` and `u` is `eu` (ŏ and ŭ written without their
  ///   breve: 역삼 Yoksam, Yeoksam; 은평 Unpyong, Eunpyeong), and `u` is
  ///   `eo` as English spells the sound (합정 Hapjung, Hapjeong).
  /// - `k` `t` `p` are `g` `d` `b` (McCune–Reischauer's voiceless initials:
  ///   분당 Pundang, Bundang), and `l` between vowels is `r` (대림 Daelim,
  ///   Daerim).
  static let rules: [(written: [UInt8], revised: [UInt8])] = [
    ("sh", "s"), ("woo", "u"), ("oo", "u"), ("ee", "i"), ("eui", "ui"), ("ch", "j"), ("nl", "ll"), ("o", "eo"), ("u", "eu"),
    ("u", "eo"),
    ("k", "g"), ("t", "d"), ("p", "b"), ("l", "r"),
  ].map { (Array($0.0.utf8), Array($0.1.utf8)) }

  /// The levels as McCune–Reischauer writes them after a hyphen, where the
  /// Revised Romanization writes otherwise (면 myŏn, 읍 ŭp, without their
  /// marks; a 구 or 군 written as a word starting it would be: ku, kun;
  /// 가 ka). (`-dong`, `-ri`, `-si`, `-do` are written alike.)
  static let levels: [[UInt8]: [UInt8]] = [
    "myon": "myeon", "up": "eup", "ku": "gu", "kun": "gun", "ka": "ga",
  ].reduce(into: [:]) { $0[Array($1.key.utf8)] = Array($1.value.utf8) }

  /// The most changes one word takes (Apkujong is Apgujeong in three).
  static let maxChanges = 4
  /// The most prefix lookups one word's walk makes.
  static let maxLookups = 400

  /// The respellings of `word` (lower-case ASCII letters) that differ from
  /// it, each a prefix of some key by `isPrefix`: those that are a whole
  /// word of some key by `isWord` first, then fewest changes first (ties in
  /// the order found), at most `limit`.
  ///
  /// - Complexity: at most ``maxLookups`` calls of `isPrefix`, and one of
  ///   `isWord` for each respelling found.
  static func variants(
    of word: [UInt8], limit: Int, isPrefix: ([UInt8]) -> Bool, isWord: ([UInt8]) -> Bool
  ) -> [(bytes: [UInt8], changes: Int)] {
    guard !word.isEmpty, word.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { return [] }
    var found: [(bytes: [UInt8], changes: Int)] = []
    var lookups = 0
    var out: [UInt8] = []
    out.reserveCapacity(word.count * 2)
    func walk(_ i: Int, _ changes: Int) {
      if i == word.count {
        if changes > 0 { found.append((out, changes)) }
        return
      }
      func tryAppend(_ bytes: ArraySlice<UInt8>, next: Int, changes c: Int) {
        guard lookups < maxLookups else { return }
        let mark = out.count
        out += bytes
        lookups += 1
        if isPrefix(out) { walk(next, c) }
        out.removeSubrange(mark...)
      }
      tryAppend(word[i...i], next: i + 1, changes: changes)
      guard changes < maxChanges else { return }
      for rule in rules where word[i...].starts(with: rule.written) && applies(rule.revised, after: out) {
        tryAppend(rule.revised[...], next: i + rule.written.count, changes: changes + 1)
      }
    }
    walk(0, 0)
    // (One spelling reached by several paths keeps its fewest changes.)
    var fewest: [[UInt8]: Int] = [:]
    for f in found { fewest[f.bytes] = min(fewest[f.bytes] ?? .max, f.changes) }
    var kept: [(bytes: [UInt8], changes: Int)] = []
    for f in found where fewest[f.bytes] == f.changes {
      kept.append(f)
      fewest[f.bytes] = nil
    }
    found = kept
    // (Stable: of equal rank, the walk found the ones that keep the
    // letters as written first.)
    let ranked = found.enumerated().map { (isWord($0.element.bytes) ? 0 : 1, $0.element.changes, $0.offset) }
      .sorted { ($0.0, $0.1, $0.2) < ($1.0, $1.1, $1.2) }
    return ranked.prefix(limit).map { found[$0.2] }
  }

  /// Whether `text` writes ŏ or ŭ (either case): McCune–Reischauer's
  /// vowels, which no other romanization in use writes.
  /// (Read as UTF-8 bytes: C5 8E/8F and C5 AC/AD.)
  static func hasBreve(_ text: String) -> Bool {
    var previous: UInt8 = 0
    for b in text.utf8 {
      if previous == 0xC5 && (b == 0x8E || b == 0x8F || b == 0xAC || b == 0xAD) { return true }
      previous = b
    }
    return false
  }

  /// The text with its Latin letters' marks taken off and its apostrophes
  /// out, as the keys fold them (Yŏksam-dong → Yoksam-dong, P'yŏngch'ang →
  /// Pyongchang), its other ASCII kept (commas, hyphens); nil when it holds
  /// a scalar that folds to no ASCII letters (Hangul, Cyrillic).
  static func plainLatin(_ text: String) -> String? {
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      let v = scalar.value
      if v < 0x80 {
        if v != 0x27 && v != 0x60 { out.append(UInt8(v)) }
        continue
      }
      let folded = Normalizer.fold(v)
      if folded == Normalizer.separator {
        out.append(0x20)
        continue
      }
      guard folded != Normalizer.keep else { return nil }
      let count = Int(folded >> 56)
      for i in 0..<count {
        let b = UInt8(truncatingIfNeeded: folded >> (8 * UInt64(i)))
        guard b &- 0x61 < 26 else { return nil }
        out.append(b)
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Whether a rule writing `revised` may follow `out`: `eo` and `eu` not
  /// after an e (ee and eeo are no spelling), `r` only after a vowel.
  private static func applies(_ revised: [UInt8], after out: [UInt8]) -> Bool {
    let previous = out.last
    switch revised.first {
    case 0x65 where revised.count == 2:  // eo, eu
      return previous != 0x65
    case 0x72:  // r
      return previous.map(isVowel) ?? false
    default:
      return true
    }
  }

  private static func isVowel(_ b: UInt8) -> Bool {
    switch b {
    case 0x61, 0x65, 0x69, 0x6F, 0x75, 0x79: true
    default: false
    }
  }
}
