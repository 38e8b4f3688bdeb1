/// Spells Korean Hangul in Latin letters, the way people type place names.
///
///     Romanizer.revised("왕십리")                 // "wangsimni"
///     Romanizer.revised("CGV 강남")               // "CGV gangnam"
///     Romanizer.mccuneReischauer("부산")          // "pusan"
///     Romanizer.syllableEnds("강남", .revised)    // ("gangnam", [4, 7])
///
/// Each maximal run of Hangul syllables is one word and is romanized as a
/// whole; everything else (Latin letters, digits, spaces, punctuation, lone
/// compatibility jamo such as "ㄱ") is copied unchanged, and sound changes never
/// reach across it. Conjoining jamo (NFD text) are composed into syllables
/// first. The output of a run is lower-case ASCII without hyphens or
/// apostrophes.
///
/// Sound changes, applied between a syllable's final and the next initial:
///
/// - Finals before a consonant or at the end of a word are one of seven
///   sounds: k n t l m p ng.
/// - Liaison: before a silent ㅇ the final is written as the next initial
///   (음악 eumak); a double final keeps its first part and moves the second
///   (읽어 ilgeo); ㅇ stays ng (영어 yeongeo); ㅎ is silent (좋아 joa).
/// - Palatalization: a moved ㄷ or ㅌ before the vowel ㅣ is j or ch
///   (같이 gachi, 해돋이 haedoji), as the 2000 rules require.
/// - ㄹ after a final other than ㄴ or ㄹ is read ㄴ (종로 jongno); ㄴ+ㄹ,
///   ㄹ+ㄴ and ㄹ+ㄹ are ll (신라 silla, 설날 seollal).
/// - Nasalisation before ㄴ or ㅁ: k → ng, t → n, p → m (국물 gungmul,
///   왕십리 wangsimni).
/// - Aspiration: ㅎ (also in ㄶ ㅀ) + ㄱ ㄷ ㅈ is k t ch (좋고 joko); ㅎ + ㅅ is
///   s (tensing is not written).
///
/// Deliberately not applied:
///
/// - A final ㄱ ㄷ ㅂ ㅈ before ㅎ stays as written, as the rules prescribe for
///   proper nouns: "kh", "th", "ph" (묵호 mukho, 집현전 jiphyeonjeon).
/// - Tensing is never written (압구정 apgujeong).
/// - Changes that need a dictionary: ㄴ/ㄹ insertion (학여울 hangnyeoul comes
///   out as hagyeoul), ㄴ+ㄹ read as nn in some compounds (신문로 sinmunno
///   comes out as sinmullo), and verb-stem exceptions such as 밟다 or 맑고.
enum Romanizer {
  /// Which spelling ``syllableEnds(_:_:)`` produces.
  enum System { case revised, mccuneReischauer }

  /// The Revised Romanization of Korean (2000), with its sound changes.
  ///
  /// Lower-case, without hyphens or apostrophes; non-Hangul text is kept as
  /// it is: "메가박스 DDP" → "megabakseu DDP".
  static func revised(_ text: String) -> String {
    romanize(text, .revised)
  }

  /// An older, McCune–Reischauer-like spelling without diacritics or
  /// apostrophes: 부산 → "pusan", 종로 → "chongno", 평양 → "pyongyang".
  ///
  /// ŏ and ŭ are written o and u, aspirates lose their apostrophe, ㅉ is tch,
  /// and ㅅ before ㅟ is sh. ㄱ ㄷ ㅂ ㅈ are g d b j after a vowel or after
  /// n l m ng (as heard, after the sound changes), and k t p ch at the start of
  /// a word or after k t p. The sound changes are those of ``revised(_:)``.
  static func mccuneReischauer(_ text: String) -> String {
    romanize(text, .mccuneReischauer)
  }

  /// The romanization of one run of Hangul syllables, with the UTF-8 end
  /// offset of each syllable's part of it.
  ///
  ///     syllableEnds("왕십리", .revised)   // ("wangsimni", [4, 7, 9])
  ///     syllableEnds("한국어", .revised)   // ("hangugeo", [3, 6, 8])
  ///
  /// Every letter belongs to the syllable whose jamo it spells, even when a
  /// sound change moves it across the boundary: a final that liaison carries
  /// in front of the next vowel stays with its own syllable ("han|gug|eo"), a
  /// changed initial stays with its syllable ("jong|no"), and a letter that
  /// merges ㅎ into the next initial spells that initial ("jo|ko" for 좋고).
  ///
  /// There is one end per syllable, they increase strictly, the last equals
  /// the text's UTF-8 count, and the text equals what ``revised(_:)`` or
  /// ``mccuneReischauer(_:)`` gives for the same word. Scalars that are not
  /// Hangul syllables (or conjoining jamo that compose into one) are ignored.
  static func syllableEnds(_ hangulWord: String, _ system: System) -> (text: String, ends: [Int]) {
    let syllables = tokens(of: hangulWord).compactMap(\.syllable)
    var text = ""
    var ends: [Int] = []
    ends.reserveCapacity(syllables.count)
    for piece in pieces(of: syllables, system) {
      text += piece
      ends.append(text.utf8.count)
    }
    return (text, ends)
  }
}

// MARK: - Scanning

extension Romanizer {
  /// One unit of input: a Hangul syllable, or a scalar that is kept as it is.
  private enum Token {
    case syllable(Syllable)
    case other(Unicode.Scalar)

    /// The syllable, if this is one.
    var syllable: Syllable? {
      if case .syllable(let s) = self { s } else { nil }
    }
  }

  /// Romanizes every run of syllables in `text` and copies the rest.
  private static func romanize(_ text: String, _ system: System) -> String {
    var out = ""
    var run: [Syllable] = []
    for token in tokens(of: text) {
      switch token {
      case .syllable(let syllable):
        run.append(syllable)
      case .other(let scalar):
        out += pieces(of: run, system).joined()
        run.removeAll(keepingCapacity: true)
        out.unicodeScalars.append(scalar)
      }
    }
    out += pieces(of: run, system).joined()
    return out
  }

  /// The tokens of `text`, with conjoining jamo composed into syllables.
  private static func tokens(of text: String) -> [Token] {
    let scalars = Array(text.unicodeScalars)
    var tokens: [Token] = []
    tokens.reserveCapacity(scalars.count)
    var i = 0
    while i < scalars.count {
      if let (syllable, length) = syllable(in: scalars, at: i) {
        tokens.append(.syllable(syllable))
        i += length
      } else {
        tokens.append(.other(scalars[i]))
        i += 1
      }
    }
    return tokens
  }

  /// The syllable starting at `i`, precomposed or as conjoining jamo
  /// (L V, L V T, or LV T), and how many scalars it spans.
  private static func syllable(in scalars: [Unicode.Scalar], at i: Int) -> (Syllable, Int)? {
    let first = scalars[i].value
    var syllable: Syllable
    var length: Int
    if let s = Syllable(precomposed: first) {
      (syllable, length) = (s, 1)
    } else if i + 1 < scalars.count, let s = Syllable(leading: first, vowel: scalars[i + 1].value) {
      (syllable, length) = (s, 2)
    } else {
      return nil
    }
    if syllable.final == .empty, i + length < scalars.count,
      let final = Final(trailing: scalars[i + length].value)
    {
      syllable.final = final
      length += 1
    }
    return (syllable, length)
  }
}

// MARK: - Romanizing a run

extension Romanizer {
  /// What the sound at a syllable boundary is heard after, for MR voicing.
  private enum Preceding: Equatable {
    case wordStart, vowel
    case coda(Coda)

    /// Whether ㄱ ㄷ ㅂ ㅈ are voiced (g d b j in MR) after this.
    var isVoiced: Bool {
      switch self {
      case .wordStart: false
      case .vowel: true
      case .coda(let coda): coda.isVoiced
      }
    }
  }

  /// The sounds at the boundary between two syllables, after sound changes.
  private struct Junction {
    /// How the first syllable ends, or nil when it ends in its vowel.
    var coda: Coda?
    /// How the second syllable starts.
    var onset: Initial
    /// Whether `onset` spells the first syllable's final (liaison), so that
    /// its letters belong to the first syllable.
    var spellsFinal = false
  }

  /// The romanized part of each syllable of one run; see
  /// ``syllableEnds(_:_:)`` for which letters belong to which syllable.
  private static func pieces(of syllables: [Syllable], _ system: System) -> [String] {
    guard let first = syllables.first else { return [] }
    var pieces: [String] = []
    pieces.reserveCapacity(syllables.count)
    var lead = onsetText(first.initial, after: .wordStart, before: first.vowel, system)
    for (i, syllable) in syllables.enumerated() {
      var piece = lead + syllable.vowel.text(system)
      lead = ""
      if i + 1 < syllables.count {
        let next = syllables[i + 1]
        let junction = junction(syllable.final, next.initial, next.vowel)
        let after = junction.coda.map(Preceding.coda) ?? .vowel
        let onset = onsetText(junction.onset, after: after, before: next.vowel, system)
        piece += junction.coda?.text ?? ""
        if junction.spellsFinal { piece += onset } else { lead = onset }
      } else {
        piece += syllable.final.coda?.text ?? ""
      }
      pieces.append(piece)
    }
    return pieces
  }

  /// The spelling of an initial in its context.
  private static func onsetText(
    _ onset: Initial, after: Preceding, before vowel: Vowel, _ system: System
  ) -> String {
    if onset == .r { return after == .coda(.l) ? "l" : "r" }
    switch system {
    case .revised: return onset.revised
    case .mccuneReischauer: return onset.mcCune(voiced: after.isVoiced, before: vowel)
    }
  }

  /// Applies the sound changes between `final` and the next syllable's
  /// `initial` and `vowel`.
  private static func junction(_ final: Final, _ initial: Initial, _ vowel: Vowel) -> Junction {
    guard let coda = final.coda else { return Junction(coda: nil, onset: initial) }
    if initial == .silent { return liaison(final, vowel) }
    if final.endsInH, let aspirated = initial.aspirated {
      return Junction(coda: final.restBeforeH, onset: aspirated)
    }
    if final.endsInH, initial == .s { return Junction(coda: final.restBeforeH, onset: .s) }
    return assimilated(coda, initial)
  }

  /// Liaison of `final` before a silent ㅇ, with palatalization before ㅣ.
  private static func liaison(_ final: Final, _ vowel: Vowel) -> Junction {
    let (kept, moved) = final.liaison
    guard let moved else { return Junction(coda: kept, onset: .silent) }
    let onset = vowel == .i ? moved.palatalized : moved
    return Junction(coda: kept, onset: onset, spellsFinal: true)
  }

  /// The ㄹ rules, then nasalisation, between a coda and a consonant.
  private static func assimilated(_ coda: Coda, _ initial: Initial) -> Junction {
    var coda = coda
    var onset = initial
    switch (coda, onset) {
    case (.n, .r): coda = .l  // 신라 silla
    case (.l, .r): break  // ll
    case (_, .r): onset = .n  // 종로 jongno, 왕십리 → nasalised below
    case (.l, .n): onset = .r  // 설날 seollal: ㄹ after l is written l
    default: break
    }
    if onset == .n || onset == .m { coda = coda.nasalized }
    return Junction(coda: coda, onset: onset)
  }
}

// MARK: - Jamo

extension Romanizer {
  /// A Hangul syllable as its three jamo.
  private struct Syllable {
    var initial: Initial
    var vowel: Vowel
    var final: Final

    /// A syllable from U+AC00...U+D7A3, where
    /// scalar = 0xAC00 + (initial * 21 + vowel) * 28 + final.
    init?(precomposed scalar: UInt32) {
      guard (0xAC00...0xD7A3).contains(scalar) else { return nil }
      let index = Int(scalar - 0xAC00)
      guard let initial = Initial(rawValue: index / (21 * 28)),
        let vowel = Vowel(rawValue: index / 28 % 21),
        let final = Final(rawValue: index % 28)
      else { return nil }
      (self.initial, self.vowel, self.final) = (initial, vowel, final)
    }

    /// A syllable from a conjoining leading consonant (U+1100...U+1112) and
    /// vowel (U+1161...U+1175).
    init?(leading: UInt32, vowel: UInt32) {
      guard (0x1100...0x1112).contains(leading), (0x1161...0x1175).contains(vowel),
        let initial = Initial(rawValue: Int(leading - 0x1100)),
        let vowel = Vowel(rawValue: Int(vowel - 0x1161))
      else { return nil }
      (self.initial, self.vowel, self.final) = (initial, vowel, .empty)
    }
  }

  /// The seven sounds a final can have before a consonant or at the end.
  private enum Coda: Equatable {
    case k, n, t, l, m, p, ng

    /// The spelling, the same in both systems.
    var text: String {
      switch self {
      case .k: "k"
      case .n: "n"
      case .t: "t"
      case .l: "l"
      case .m: "m"
      case .p: "p"
      case .ng: "ng"
      }
    }

    /// Whether this sound is voiced.
    var isVoiced: Bool {
      switch self {
      case .n, .l, .m, .ng: true
      case .k, .t, .p: false
      }
    }

    /// The sound before ㄴ or ㅁ.
    var nasalized: Coda {
      switch self {
      case .k: .ng
      case .t: .n
      case .p: .m
      default: self
      }
    }
  }

  /// The 19 initial consonants in Unicode order, named by their RR spelling.
  private enum Initial: Int {
    case g, kk, n, d, tt, r, m, b, pp, s, ss, silent, j, jj, ch, k, t, p, h

    /// The Revised Romanization spelling (ㄹ is handled by the caller).
    var revised: String {
      switch self {
      case .g: "g"
      case .kk: "kk"
      case .n: "n"
      case .d: "d"
      case .tt: "tt"
      case .r: "r"
      case .m: "m"
      case .b: "b"
      case .pp: "pp"
      case .s: "s"
      case .ss: "ss"
      case .silent: ""
      case .j: "j"
      case .jj: "jj"
      case .ch: "ch"
      case .k: "k"
      case .t: "t"
      case .p: "p"
      case .h: "h"
      }
    }

    /// The McCune–Reischauer-like spelling (ㄹ is handled by the caller).
    func mcCune(voiced: Bool, before vowel: Vowel) -> String {
      switch self {
      case .g: voiced ? "g" : "k"
      case .d: voiced ? "d" : "t"
      case .b: voiced ? "b" : "p"
      case .j: voiced ? "j" : "ch"
      case .jj: "tch"
      case .s where vowel == .wi: "sh"
      default: revised
      }
    }

    /// The aspirate that ㅎ before this consonant makes, if it makes one.
    var aspirated: Initial? {
      switch self {
      case .g: .k
      case .d: .t
      case .j: .ch
      default: nil
      }
    }

    /// The consonant before the vowel ㅣ: ㄷ → ㅈ, ㅌ → ㅊ.
    var palatalized: Initial {
      switch self {
      case .d: .j
      case .t: .ch
      default: self
      }
    }
  }

  /// The 21 vowels in Unicode order, named by their RR spelling.
  private enum Vowel: Int {
    case a, ae, ya, yae, eo, e, yeo, ye, o, wa, wae, oe, yo, u, wo, we, wi, yu, eu, ui, i

    /// The spelling in `system`; MR writes ŏ and ŭ as o and u.
    func text(_ system: Romanizer.System) -> String {
      switch (self, system) {
      case (.eo, .mccuneReischauer): "o"
      case (.yeo, .mccuneReischauer): "yo"
      case (.eu, .mccuneReischauer): "u"
      default: revisedText
      }
    }

    /// The Revised Romanization spelling.
    private var revisedText: String {
      switch self {
      case .a: "a"
      case .ae: "ae"
      case .ya: "ya"
      case .yae: "yae"
      case .eo: "eo"
      case .e: "e"
      case .yeo: "yeo"
      case .ye: "ye"
      case .o: "o"
      case .wa: "wa"
      case .wae: "wae"
      case .oe: "oe"
      case .yo: "yo"
      case .u: "u"
      case .wo: "wo"
      case .we: "we"
      case .wi: "wi"
      case .yu: "yu"
      case .eu: "eu"
      case .ui: "ui"
      case .i: "i"
      }
    }
  }

  /// The 27 finals (and `empty`) in Unicode order, named by the RR spelling of
  /// their jamo as initials: `gs` is ㄳ, `lh` is ㅀ.
  private enum Final: Int {
    case empty, g, kk, gs, n, nj, nh, d, l, lg, lm, lb, ls, lt, lp, lh
    case m, b, bs, s, ss, ng, j, ch, k, t, p, h

    /// A final from a conjoining trailing consonant (U+11A8...U+11C2).
    init?(trailing scalar: UInt32) {
      guard (0x11A8...0x11C2).contains(scalar) else { return nil }
      self.init(rawValue: Int(scalar - 0x11A7))
    }

    /// The representative sound before a consonant or at the end of a word.
    var coda: Coda? {
      switch self {
      case .empty: nil
      case .g, .kk, .k, .gs, .lg: .k
      case .n, .nj, .nh: .n
      case .d, .s, .ss, .j, .ch, .t, .h: .t
      case .l, .lb, .ls, .lt, .lh: .l
      case .m, .lm: .m
      case .b, .p, .bs, .lp: .p
      case .ng: .ng
      }
    }

    /// Before a silent ㅇ: what stays as the coda, and what moves over to be
    /// the next initial. ㅇ stays ng; ㅎ (also in ㄶ ㅀ) is silent.
    var liaison: (kept: Coda?, moved: Initial?) {
      switch self {
      case .empty, .h: (nil, nil)
      case .ng: (.ng, nil)
      case .g: (nil, .g)
      case .kk: (nil, .kk)
      case .k: (nil, .k)
      case .gs: (.k, .s)
      case .n, .nh: (nil, .n)
      case .nj: (.n, .j)
      case .d: (nil, .d)
      case .l, .lh: (nil, .r)
      case .lg: (.l, .g)
      case .lm: (.l, .m)
      case .lb: (.l, .b)
      case .ls: (.l, .s)
      case .lt: (.l, .t)
      case .lp: (.l, .p)
      case .m: (nil, .m)
      case .b: (nil, .b)
      case .bs: (.p, .s)
      case .s: (nil, .s)
      case .ss: (nil, .ss)
      case .j: (nil, .j)
      case .ch: (nil, .ch)
      case .t: (nil, .t)
      case .p: (nil, .p)
      }
    }

    /// Whether the final is or ends in ㅎ (ㅎ ㄶ ㅀ).
    var endsInH: Bool {
      self == .h || self == .nh || self == .lh
    }

    /// For ㄶ and ㅀ, the sound left when the ㅎ merges into the next
    /// consonant; nil for ㅎ and every other final.
    var restBeforeH: Coda? {
      switch self {
      case .nh: .n
      case .lh: .l
      default: nil
      }
    }
  }
}
