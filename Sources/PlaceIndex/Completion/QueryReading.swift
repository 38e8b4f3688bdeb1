/// One way to read a query: literally, at the jamo level, as initial
/// consonants, or as text typed with the wrong keyboard mode.
///
/// Readings other than the literal one rank lower by their ``penalty(_:)``
/// (importance units, log10 people; ``RankingWeights``): literal 0, jamo 1,
/// choseong 2, reinterpreted 3. So "Ranking keeps literal matches first, then jamo-prefix,
/// then choseong, then reinterpreted input", unless a far more important
/// place matches the weaker reading (서울 for 성, ahead of 성남).
struct QueryReading: Sendable {
  ///
  /// No raw values: a `String`-backed enum's `==` may resolve to the
  /// `RawRepresentable` overload, which builds both names as strings (it
  /// did, in every threshold walk's bound). ``name`` spells them.
  enum Kind {
    case literal, jamo, choseong, keyboard, qualified, address
    /// Abbreviations written out or shortened (``Abbreviations``): `st louis`
    /// read as `saint louis`.
    case abbreviated
    /// Some words left out (the partial tier).
    case partial
    /// Korean words written together or apart, as the name is
    /// (``CandidateSearch/collectSpacing(_:want:pass:)``): `테헤란 로` read as
    /// 테헤란로, `강남구역삼동` as 강남구 역삼동.
    case spacing
    /// A station read as the place it is named after
    /// (``CandidateSearch/collectStationPlace(_:want:)``): `강남역` as 강남.
    case station
    /// A numbered road in Latin letters read in Hangul by its base
    /// (``CandidateSearch/collectRomanizedRoad(_:want:)``): `seogang ro 9
    /// gil` as 서강로9길.
    case romanizedRoad
    /// A Korean romanization in an older or informal spelling, respelled
    /// in the Revised one (``CandidateSearch/collectRespelled(_:query:want:)``):
    /// `shinsa dong` as `sinsa dong`.
    case respelled
    /// A Korean place with a particle or the words of a trip after it,
    /// read without them (``CandidateSearch/collectWithoutParticles(_:want:)``):
    /// `제주에서` as 제주, `의령 가는 법` as 의령.
    case particles
    /// A Korean island by the 시, 군, 읍 or 면 that it is
    /// (``CandidateSearch/collectIsland(_:want:)``): `거제도` as 거제시.
    case island
    /// A Korean name written as it is said, its final carried over into
    /// the next syllable (``CandidateSearch/collectPronouncedSpelling(_:want:)``):
    /// `아냥시` as 안양시.
    case pronounced

    /// The kind as `--explain` and the JSON name it.
    var name: String {
      switch self {
      case .literal: "literal"
      case .jamo: "jamo"
      case .choseong: "choseong"
      case .keyboard: "keyboard"
      case .qualified: "qualified"
      case .address: "address"
      case .abbreviated: "abbreviated"
      case .partial: "partial"
      case .spacing: "spacing"
      case .station: "station"
      case .romanizedRoad: "romanized-road"
      case .respelled: "respelled"
      case .particles: "particles"
      case .island: "island"
      case .pronounced: "pronounced"
      }
    }
  }

  var kind: Kind
  /// The key to look up: the normal form, or the choseong form.
  var key: [UInt8]
  /// The words, for highlighting and for the any-order tier.
  var tokens: [MatchToken]
  /// Jamo-level forms of the last scalar: `prefix` then a scalar in `ranges`.
  var tails: [(prefix: [UInt8], ranges: [ClosedRange<UInt32>])] = []
  /// The query text as it was reinterpreted, for `interpretedAs`.
  var interpretedAs: String? = nil
  /// The building number of an address reading (`테헤란로 152`).
  var building: String? = nil
  /// What an address reading adds: a qualifier bonus when other words name
  /// the areas around the place.
  var bonus: Double = 0
  /// What it costs: words that matched nothing.
  var extraPenalty: Double = 0
  /// Whether its text is whole, never the start of a name: found by the
  /// exact tier only (dotted initials joined: `N.Y.` is `ny`, not the
  /// start of Nyala).
  var isWhole = false
  /// For a choseong reading of a key that mixes whole syllables with bare
  /// consonants (`ㅊ송군`), the query's scalars: a name it finds must have
  /// those syllables where the query has them (``InitialsPattern``).
  var syllablePattern: [UInt32]? = nil

  /// Whether the key holds Hangul.
  let isHangul: Bool
  /// Whether the query may spell a Korean name in Latin letters
  /// (``mayBeRomanized(_:)``). Only such readings look in the romanization
  /// sets.
  var romanizable = true
  /// Whether the text may be a code: not when it has a letter with a
  /// diacritic, or of another script than Latin or Hangul (codes are
  /// ASCII, full-width or not, the brands' also Hangul): `mün` is on the
  /// way to München, not Maturín's airport MUN.
  var mayBeCode = true

  init(
    kind: Kind, key: [UInt8], tokens: [MatchToken],
    tails: [(prefix: [UInt8], ranges: [ClosedRange<UInt32>])] = [], interpretedAs: String? = nil
  ) {
    self.kind = kind
    self.key = key
    self.tokens = tokens
    self.tails = tails
    self.interpretedAs = interpretedAs
    isHangul = JamoTail.hasHangul(key)
  }

  /// What the reading costs: its kind's penalty (``RankingWeights/penalty(of:)``)
  /// and its words that matched nothing.
  func penalty(_ w: RankingWeights) -> Double { w.penalty(of: kind) + extraPenalty }

  /// The literal reading and, when the query ends in Hangul, its jamo-level
  /// reading, and when it holds initial consonants, its choseong reading.
  static func readings(of query: String) -> [QueryReading] {
    let key = Normalizer.normalize(query)
    guard !key.isEmpty else { return [] }
    // (One word, the most common query, shares the key's bytes; the
    // readings share one array of words until one changes it.)
    let words =
      key.contains(0x20) ? key.split(separator: 0x20).map { MatchToken(Array($0)) } : [MatchToken(key)]
    var out = [QueryReading(kind: .literal, key: key, tokens: words)]
    out[0].romanizable = QueryReading.mayBeRomanized(query)
      || (words.count > 1 && query.utf8.allSatisfy({ $0 < 0x80 })
        && QueryReading.mayBeRomanized(besideDescriptions: words))
    // (Full-width letters are ASCII typed wide: `ＩＣＮ` is ICN. Marks of
    // any script separate words as ASCII's do: `【06236】` is 06236.)
    out[0].mayBeCode = out[0].isHangul
      || query.unicodeScalars.allSatisfy {
        $0.value < 0x80 || (0xFF01...0xFF5E).contains($0.value) || Normalizer.fold($0.value) == Normalizer.separator
      }
    // ASCII holds neither Hangul nor jamo: the literal reading is all.
    if key.allSatisfy({ $0 < 0x80 }) { return out }
    let tails = out[0].isHangul ? JamoTail.forms(ofLastScalarOf: key) : []
    if !tails.isEmpty, let last = words.last?.bytes {
      var tokens = words
      // For highlighting, the tails of the last word alone.
      let wordStart = key.count - last.count
      tokens[tokens.count - 1].tails = tails.map { (Array($0.prefix[wordStart...]), $0.ranges) }
      out.append(QueryReading(kind: .jamo, key: key, tokens: tokens, tails: tails))
    }
    // Initial consonants, when the query has at least two bare ones, or
    // one among syllables before its last scalar (`ㅊ송군`, `의ㅈ부시`): the
    // syllables then stand where the query has them.
    let jamo = JamoTail.jamoCount(key)
    // (Not asked of a key whose one bare consonant is its last, a syllable
    // being typed: most Hangul keystrokes.)
    let pattern =
      out[0].isHangul && (jamo >= 2 || (jamo == 1 && !CandidateSearch.endsInJamo(key))) ? InitialsPattern.of(key) : nil
    if jamo >= 2 || pattern != nil {
      var r = QueryReading(kind: .choseong, key: Normalizer.choseong(query), tokens: words)
      r.syllablePattern = pattern
      out.append(r)
    }
    return out
  }

  /// The query with abbreviations written out or shortened
  /// (``Abbreviations``), with its dotted initials joined
  /// (``DottedInitials``: `N.Y.` is `ny`), and with Korean numbered dongs
  /// in Latin letters as the keys spell them (``RomanizedNumberedDongs``:
  /// `Yeoksam1-dong` is `yeoksam dong`), one reading per variant.
  static func abbreviatedReadings(of query: String) -> [QueryReading] {
    // (Most queries have none: nothing is allocated for them.)
    var variants = Abbreviations.variants(of: query)
    // (One scan of the bytes for a dot and a digit, which the other two
    // need; most queries have neither.)
    var text = query
    let (hasDot, hasDigit) = text.withUTF8 { b in
      var dot = false
      var digit = false
      for c in b {
        dot = dot || c == 0x2E
        digit = digit || c &- 0x30 < 10
      }
      return (dot, digit)
    }
    let joined = hasDot ? DottedInitials.joined(query) : nil
    if hasDigit, let numbered = RomanizedNumberedDongs.variant(ofNormalized: Normalizer.normalize(query)),
      !variants.contains(numbered)
    {
      variants.append(numbered)
    }
    guard !variants.isEmpty || joined != nil else { return [] }
    let ascii = mayBeRomanized(query)
    func reading(_ key: [UInt8]) -> QueryReading {
      var r = QueryReading(kind: .abbreviated, key: key, tokens: key.split(separator: 0x20).map { MatchToken(Array($0)) })
      r.romanizable = ascii
      return r
    }
    var out = variants.map(reading)
    if let joined, !variants.contains(joined) {
      var r = reading(joined)
      r.isWhole = true
      out.append(r)
    }
    return out
  }

  /// Whether a query may spell a Korean name in Latin letters: plain ASCII
  /// (`munch`, not `münch`) without f, q, v, x or z, which neither the
  /// Revised nor the McCune–Reischauer romanization uses (`frankfurt`,
  /// `zurich` skip the romanization sets).
  static func mayBeRomanized(_ query: String) -> Bool {
    for b in query.utf8 where b >= 0x80 || isUnromanizedLetter(b) { return false }
    return true
  }

  /// Whether a query typed in plain ASCII may spell Korean names in its
  /// other words: the letters no romanization uses may stand in a word
  /// that only describes (``NamingWords``: `Bukchon Hanok Village`, `Seoul
  /// Forest Park`, `Gwanghwamun Plaza`), though not in all of them.
  /// (Only the words with such a letter are looked up, in one set, and
  /// one word without any must stand beside them.)
  static func mayBeRomanized(besideDescriptions words: [MatchToken]) -> Bool {
    var plain = false
    for w in words {
      if w.bytes.contains(where: isUnromanizedLetter) {
        guard unromanizedDescriptions.contains(w.bytes) else { return false }
      } else {
        plain = true
      }
    }
    return plain
  }

  /// The words that name nothing on their own
  /// (``NamingWords/describingWords``) with a letter no romanization uses.
  static let unromanizedDescriptions: Set<[UInt8]> = NamingWords.describingWords.filter {
    $0.contains(where: isUnromanizedLetter)
  }

  /// f, q, v, x or z, in either case.
  static func isUnromanizedLetter(_ b: UInt8) -> Bool {
    switch b | 0x20 {
    case 0x66, 0x71, 0x76, 0x78, 0x7A: true
    default: false
    }
  }

  static func isASCIILetter(_ u: Unicode.Scalar) -> Bool {
    u.value &- 0x41 < 26 || u.value &- 0x61 < 26
  }

  /// Readings of the query as typed with the other keyboard mode: Latin
  /// words that spell Hangul on a 2-beolsik keyboard (tjdnf → 서울), or
  /// Hangul that spells Latin letters (ㅊㅎㅍ → cgv).
  static func keyboardReadings(of query: String) -> [QueryReading] {
    // (Split by bytes: by characters, each grapheme break was a search,
    // 1 % of the keystroke workload.)
    let words = query.utf8.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 }).map {
      String(decoding: $0, as: UTF8.self)
    }
    var alternatives: [String] = []
    // Latin typed in English mode, meant as Hangul.
    var converted = false
    var asHangul = words.map { w -> String in
      guard w.unicodeScalars.allSatisfy(QueryReading.isASCIILetter) else {
        guard let mixed = QueryReading.hangulAroundDigits(w) else { return w }
        converted = true
        return mixed
      }
      guard KoreanKeyboard.looksLikeMistypedHangul(w) else { return w }
      converted = true
      return KoreanKeyboard.hangul(fromQWERTY: w)
    }
    // The word being typed may be too short to judge (aprkqkrtm z is
    // 메가박스 ㅋ on the way to 코엑스): it follows the others.
    if converted, let last = words.last, words.count > 1, last.count <= 2,
      asHangul[asHangul.count - 1] == last,
      last.unicodeScalars.allSatisfy(QueryReading.isASCIILetter)
    {
      asHangul[asHangul.count - 1] = KoreanKeyboard.hangul(fromQWERTY: last)
    }
    if converted { alternatives.append(asHangul.joined(separator: " ")) }
    // Capitals that are no Shift: Caps Lock on (`WHCJSDMQ` is 조천읍, not
    // ㅉ…) or a phone's capital first letter (`Ehzy` is 도쿄, not 뚀쿄); a
    // second reading with those words in lower case, after the first (`Qkd`
    // may be 빵 typed with Shift). Under Caps Lock, Shift gives small
    // letters: `tLWLQL` is 씨지비, its case turned back.
    var lowered = asHangul
    var anyLowered = false
    for (i, w) in words.enumerated() {
      guard let lower = KoreanKeyboard.capitalsUndone(w) ?? KoreanKeyboard.capsLockShifted(w),
        KoreanKeyboard.looksLikeMistypedHangul(lower)
      else {
        continue
      }
      lowered[i] = KoreanKeyboard.hangul(fromQWERTY: lower)
      anyLowered = true
    }
    if anyLowered {
      let text = lowered.joined(separator: " ")
      if !alternatives.contains(text) { alternatives.append(text) }
    }
    // Hangul typed in Korean mode, meant as Latin: only words with bare jamo,
    // which Latin words leave (seoul is ㄴ대ㅕㅣ); well-formed syllables were
    // typed in Korean on purpose; beside such a word, a syllable and bare
    // jamo are a syllable being typed, not Latin (`미국 뉴ㅇ` is on its way
    // to 미국 뉴욕, not 미국 sbd; `ㅊㅎㅍ 강남` is still cgv 강남).
    converted = false
    // (Looked at only for a word of syllables and jamo: Latin queries, most
    // keystrokes, never pay for it.)
    var deliberateHangul: Bool? = nil
    let asLatin = words.map { w -> String in
      guard w.unicodeScalars.contains(where: { Hangul.isCompatibilityJamo($0.value) }) else { return w }
      // (A bare jamo before a syllable is no syllable being typed, which
      // leaves its bare jamo last: `메가박스 ㅇ에` is megabox ddp.)
      let jamoFirst = w.unicodeScalars.first.map { Hangul.isCompatibilityJamo($0.value) } == true
      if !jamoFirst, w.unicodeScalars.contains(where: { Hangul.isSyllable($0.value) }) {
        let deliberate = deliberateHangul ?? words.contains { w in
          w.unicodeScalars.contains { Hangul.isSyllable($0.value) }
            && !w.unicodeScalars.contains { Hangul.isCompatibilityJamo($0.value) }
        }
        deliberateHangul = deliberate
        if deliberate { return w }
      }
      let latin = KoreanKeyboard.qwerty(fromHangul: w)
      guard latin.unicodeScalars.allSatisfy(QueryReading.isASCIILetter) else {
        return w
      }
      converted = true
      return latin
    }
    if converted { alternatives.append(asLatin.joined(separator: " ")) }
    var out: [QueryReading] = []
    for text in alternatives {
      for var r in readings(of: text) where r.kind != .choseong {
        r.kind = .keyboard
        r.interpretedAs = text
        out.append(r)
      }
    }
    return out
  }
}

extension QueryReading {
  /// The last syllable of what follows a number in a Korean road's,
  /// area's or building's name or address: 2가, 38길, 122번길, 132번안길,
  /// 61번가길, 3동, 10층, 101호, 12번지, 3단지, 2차.
  static let afterNumber: Set<Unicode.Scalar> = ["가", "길", "동", "로", "층", "호", "지", "번", "차"]

  /// A word of letters and digits whose every run of letters spells Hangul
  /// on the other keyboard, those runs in Hangul: `tjcheofh38rlf` is
  /// 서초대로38길, `vkfekffh2rk` 팔달로2가 (a road's or a 가's number in its
  /// name). Nil for any other word (`m25`, `a1`: a letter run that spells no
  /// syllable; `1dl`: 이 follows no number in an address).
  ///
  /// With `keepingHangul`, Hangul in the word is kept as it is, as digits
  /// are, and a word with Hangul and no digit is read too: the 한/영 key
  /// pressed inside a word (``modeSwitchesUndone(in:)``).
  static func hangulAroundDigits(_ word: String, keepingHangul: Bool = false) -> String? {
    var out = ""
    var run = ""
    var letters = false
    var digits = false
    var hangul = false
    func flush() -> Bool {
      guard !run.isEmpty else { return true }
      defer { run = "" }
      guard KoreanKeyboard.looksLikeMistypedHangul(run) else { return false }
      let hangul = KoreanKeyboard.hangul(fromQWERTY: run)
      // (After a number, only what follows one in an address: `1dl` of a
      // UK postcode, LA1 1DL, is no 1이.)
      if digits, let last = hangul.unicodeScalars.last, !QueryReading.afterNumber.contains(last) { return false }
      out += hangul
      return true
    }
    for u in word.unicodeScalars {
      if QueryReading.isASCIILetter(u) {
        run.unicodeScalars.append(u)
        letters = true
      } else if u.value &- 0x30 < 10 {
        guard flush() else { return nil }
        out.unicodeScalars.append(u)
        digits = true
      } else if keepingHangul && (Hangul.isSyllable(u.value) || Hangul.isCompatibilityJamo(u.value)) {
        guard flush() else { return nil }
        out.unicodeScalars.append(u)
        hangul = true
      } else {
        return nil
      }
    }
    guard flush(), letters, digits || hangul else { return nil }
    return out
  }

  /// The query with each word typed partly in each keyboard mode, the
  /// 한/영 key pressed inside it, in Hangul: `나주tl` is 나주시, `dk산` 아산,
  /// `하이epfkqkem` 하이데라바드, `예산군 dPtks읍` 예산군 예산읍. The switch
  /// ends the syllable being composed, so each run of Latin letters is a
  /// text of its own (``hangulAroundDigits(_:keepingHangul:)``). Nil when
  /// no word mixes Hangul and Latin letters that spell Hangul (`CGV강남`
  /// is the brand's branch).
  static func modeSwitchesUndone(in query: String) -> String? {
    // (Two passes over the bytes for most queries, which are one script.)
    guard query.utf8.contains(where: { $0 >= 0x80 }), query.utf8.contains(where: { ($0 | 0x20) &- 0x61 < 26 })
    else { return nil }
    var converted = false
    let words = query.split(separator: " ").map { w -> String in
      let word = String(w)
      guard word.utf8.contains(where: { $0 >= 0x80 }), word.utf8.contains(where: { ($0 | 0x20) &- 0x61 < 26 }),
        let hangul = hangulAroundDigits(word, keepingHangul: true)
      else { return word }
      converted = true
      return hangul
    }
    return converted ? words.joined(separator: " ") : nil
  }
}

/// Jamo-level forms of a syllable being typed (see issue "Korean-first
/// matching"): what the last scalar of a query may still become.
enum JamoTail {
  /// For the key's last scalar: each form is a prefix (the key without that
  /// scalar, plus maybe a changed syllable) and the ranges the next scalar of
  /// a matching key may take.
  ///
  /// - a bare consonant ㅅ: any syllable starting with ㅅ;
  /// - 서 (no final): 서, 석, 선 ... and 소 → 솨, 쇄, 쇠 (compound vowels);
  /// - 성 (final ㅇ): 서 followed by a syllable starting with ㅇ (the final
  ///   begins the next syllable, 서울), or 섫-like double finals (갈 → 갉);
  /// - 닭 (double final ㄺ): 달 followed by a syllable starting with ㄱ.
  static func forms(ofLastScalarOf key: [UInt8]) -> [(prefix: [UInt8], ranges: [ClosedRange<UInt32>])] {
    guard key.count >= 3 else { return [] }
    let tail = Array(key.suffix(3))
    guard tail[0] & 0xF0 == 0xE0 else { return [] }
    let c = UTF8Scalar.threeByte(tail[0], tail[1], tail[2])
    let head = Array(key.dropLast(3))
    func syllables(initial l: Int) -> ClosedRange<UInt32> {
      Hangul.syllable(initial: l, vowel: 0, final: 0)...Hangul.syllable(initial: l, vowel: 20, final: 27)
    }
    func bytes(_ s: UInt32) -> [UInt8] { Array(String(Character(Unicode.Scalar(s)!)).utf8) }
    if Hangul.isCompatibilityConsonant(c) {
      guard let l = Hangul.initialIndex(ofCompatibility: c) else { return [] }
      return [(head, [syllables(initial: l)])]
    }
    guard let (l, v, t) = Hangul.parts(c) else { return [] }
    if t == 0 {
      // The syllable itself is the literal reading's; here only what it
      // may still become: a final added, or a compound vowel.
      let ranges = ([v] + Hangul.vowelExtensions(v)).map {
        Hangul.syllable(initial: l, vowel: $0, final: $0 == v ? 1 : 0)
          ... Hangul.syllable(initial: l, vowel: $0, final: 27)
      }
      return [(head, ranges)]
    }
    var out: [(prefix: [UInt8], ranges: [ClosedRange<UInt32>])] = []
    let longer = Hangul.finalExtensions(t).map { ext -> ClosedRange<UInt32> in
      let s = Hangul.syllable(initial: l, vowel: v, final: ext)
      return s...s
    }
    if !longer.isEmpty { out.append((head, longer)) }
    if let (first, second) = Hangul.splitFinal(t), let next = Hangul.initialIndex(ofFinal: second) {
      out.append((head + bytes(Hangul.syllable(initial: l, vowel: v, final: first)), [syllables(initial: next)]))
    } else if let next = Hangul.initialIndex(ofFinal: t) {
      out.append((head + bytes(Hangul.syllable(initial: l, vowel: v, final: 0)), [syllables(initial: next)]))
    }
    return out
  }

  static func hasHangul(_ key: [UInt8]) -> Bool { containsThreeByteScalar(key, where: UTF8Scalar.isHangul) }

  /// Whether a key holds a precomposed syllable (가…힣), not only jamo.
  static func hasSyllable(_ key: [UInt8]) -> Bool { containsThreeByteScalar(key, where: Hangul.isSyllable) }

  private static func containsThreeByteScalar(_ key: [UInt8], where test: (UInt32) -> Bool) -> Bool {
    var i = 0
    while i + 2 < key.count {
      let n = UTF8Scalar.length(leadByte: key[i])
      if n == 3 && test(UTF8Scalar.threeByte(key[i], key[i + 1], key[i + 2])) { return true }
      i += n
    }
    return false
  }

  /// The number of compatibility jamo in a key.
  static func jamoCount(_ key: [UInt8]) -> Int {
    var n = 0
    var i = 0
    while i + 2 < key.count {
      if key[i] == 0xE3 {
        let s = UTF8Scalar.threeByte(key[i], key[i + 1], key[i + 2])
        if Hangul.isCompatibilityJamo(s) { n += 1 }
      }
      i += UTF8Scalar.length(leadByte: key[i])
    }
    return n
  }
}
