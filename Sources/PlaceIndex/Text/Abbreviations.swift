/// Abbreviations and the words they stand for, read both ways: `st louis`
/// also reads `saint louis`, `saint petersburg` also `st petersburg`.
///
/// | short | long                               |
/// |-------|------------------------------------|
/// | st    | saint, sainte, sankt, (san)        |
/// | ste   | sainte                             |
/// | mt    | mount, (mont, monte)               |
/// | ft    | fort                               |
/// | intl  | international                      |
/// | ss    | (sous)                             |
/// | isds  | (islands)                          |
/// | cd    | (ciudad)                           |
/// | sta   | (santa)                            |
/// | sto   | (santo)                            |
/// | pto   | (puerto)                           |
/// | gral  | (general)                          |
/// | and   | `&` (which the normal form drops)  |
///
/// The forms in brackets are only written out, never shortened: `st`
/// may be a Spanish San, but San Francisco is never written St Francisco,
/// nor Mont Blanc Mt Blanc (and every keystroke of `san …` would pay for a
/// second reading); `ss` is French addresses' sous (`la ferté ss jouarre`),
/// and no name writes it so. The Spanish ones (`cd`, `sta`, `pto` …) are
/// written out only too: names keep them long, and `santa …` typed whole
/// needs no second reading.
///
/// (Korean forms, 서울 = 서울시 = 서울특별시, are ``KoreanAddressForms``.)
///
/// The table is applied to the query only, in both directions: a query
/// word that is a short form is also read as each of its long forms, a long
/// form also as its short form, so a name stored either way is found by a
/// query written either way — what writing each variant into the keys
/// would do, without growing the index. The normal form drops dots, so
/// `St.` and `L.A.` read as `st` and `l a`; `&` becomes `and`, and `and`
/// may be left out (`trinidad and tobago` finds "Trinidad & Tobago").
///
/// Only whole words are read so: the last word counts once a space or a dot
/// follows it (`st` alone is on its way to Stockholm), except a short form
/// that hardly begins a word (``readWhenLast``: `intl`), which also reads as
/// its long form as soon as it is typed (`kuala lumpur intl`). Each variant is a
/// reading of kind ``QueryReading/Kind/abbreviated``, without penalty: both
/// spellings are the same name.
enum Abbreviations {
  static let table: [(short: String, long: [String])] = [
    ("st", ["saint", "sainte", "sankt", "san"]),
    ("ste", ["sainte"]),
    ("mt", ["mount", "mont", "monte"]),
    ("ft", ["fort"]),
    ("intl", ["international"]),
    ("ss", ["sous"]),
    ("isds", ["islands"]),
    // (Spanish and Portuguese place names' short forms: `cd. juárez`,
    // `sta. cruz`, `pto. vallarta`, `sto. domingo`, `gral. san martín`.)
    ("cd", ["ciudad"]),
    ("sta", ["santa"]),
    ("sto", ["santo"]),
    ("pto", ["puerto"]),
    ("gral", ["general"]),
  ]

  /// Short forms that are also a country's code (CD, the Congo), which
  /// a query's last word may be (`15 avenue accasias, cd`): they name
  /// something on their own (``NamingWords``).
  static let countryCodes: Set<[UInt8]> = [Array("cd".utf8)]

  /// The most variants one query reads as.
  static let maxVariants = 4

  /// Long forms that are written out but never shortened (see above).
  static let onlyWrittenOut: Set<String> = [
    "san", "mont", "monte", "sous", "islands", "ciudad", "santa", "santo", "puerto", "general",
  ]
  /// Short forms read as their long forms even as the last word, before a
  /// space, beside the literal reading. Hardly a word begins with them
  /// (`intl`: 5 of 1.2 M bundled names, "Penglai Intl" among them, which
  /// the literal reading still finds), so the extra reading mixes nothing
  /// into the list of an unfinished word. `st`, `ste`, `mt` and `ft` begin
  /// many words (Stockholm, Stephen, Mtwara), so they wait for the space:
  /// a reading without penalty on each of those keystrokes would mix
  /// Saint-… into Stockholm's list.
  static let readWhenLast: Set<[UInt8]> = [Array("intl".utf8), Array("isds".utf8)]

  /// Each word's other forms, by normal form.
  static let forms: [[UInt8]: [[UInt8]]] = {
    var out: [[UInt8]: [[UInt8]]] = [:]
    for (short, longs) in table {
      let s = Array(short.utf8)
      for l in longs {
        out[s, default: []].append(Array(l.utf8))
        guard !onlyWrittenOut.contains(l) else { continue }
        if !out[Array(l.utf8), default: []].contains(s) { out[Array(l.utf8), default: []].append(s) }
      }
    }
    return out
  }()

  /// Every word of the table, short and long, and `and`: by length.
  static let tableWords: [[UInt8]] = {
    var all = Set(table.flatMap { [$0.short] + $0.long }).subtracting(onlyWrittenOut)
    all.insert("and")
    return all.sorted().map { Array($0.utf8) }
  }()

  /// Whether the query has an `&` or an ASCII word of the table (any
  /// case): the test every keystroke pays, without allocating.
  static func mayHaveVariants(_ query: String) -> Bool {
    var query = query
    return query.withUTF8 { bytes in
      var start = 0
      var i = 0
      func isTableWord(_ s: Int, _ e: Int) -> Bool {
        let n = e - s
        guard n >= 2 && n <= 13 else { return false }
        for w in tableWords where w.count == n {
          var same = true
          for k in 0..<n where bytes[s + k] | 0x20 != w[k] {
            same = false
            break
          }
          if same { return true }
        }
        return false
      }
      while i <= bytes.count {
        let b: UInt8 = i < bytes.count ? bytes[i] : 0x20
        if b == 0x26 { return true }
        let letter = (b | 0x20) &- 0x61 < 26
        if !letter {
          if isTableWord(start, i) { return true }
          start = i + 1
        }
        i += 1
      }
      return false
    }
  }

  /// The words that may be left out: `and` stands for an `&` that names
  /// written with it lost in their normal form.
  static let droppable: [UInt8] = Array("and".utf8)

  /// The other readings of `query`: texts in the normal form, at most
  /// ``maxVariants``.
  static func variants(of query: String) -> [[UInt8]] {
    guard mayHaveVariants(query) else { return [] }
    let sawAmpersand = query.utf8.contains(0x26)
    // An ampersand is a word of its own here.
    let text = sawAmpersand ? query.split(separator: "&", omittingEmptySubsequences: false).joined(separator: " and ") : query
    let words = Normalizer.words(text)
    guard !words.isEmpty else { return [] }
    let lastComplete = query.utf8.last.map { $0 == 0x20 || $0 == 0x2E || $0 == 0x09 } ?? false
    var choices: [[[UInt8]?]] = []  // per word: its forms (nil: left out)
    var any = sawAmpersand
    for (i, w) in words.enumerated() {
      var c: [[UInt8]?] = [w]
      if i < words.count - 1 || lastComplete || readWhenLast.contains(w) {
        if let f = forms[w] { c += f.map { Optional($0) } }
        if w == droppable, words.count > 1 { c.append(nil) }
      }
      any = any || c.count > 1
      choices.append(c)
    }
    guard any else { return [] }
    // The combinations, the query as written first (skipped), in order.
    var out: [[UInt8]] = []
    var combination: [[UInt8]] = []
    func walk(_ i: Int) {
      if out.count > maxVariants { return }
      if i == choices.count {
        out.append(Array(combination.joined(separator: [0x20])))
        return
      }
      for c in choices[i] {
        if let c { combination.append(c) }
        walk(i + 1)
        if c != nil { combination.removeLast() }
      }
    }
    walk(0)
    let literal = Normalizer.normalize(query)
    return Array(out.filter { !$0.isEmpty && $0 != literal }.prefix(maxVariants))
  }
}
