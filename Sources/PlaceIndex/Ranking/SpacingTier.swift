/// The spacing tier (step 3 of ``CandidateSearch/collectStrict(query:readings:want:pass:)``).
extension CandidateSearch {
  /// Whether a query of several words ends in a Hangul word that is one
  /// syllable, an address level's suffix (구, 동, 로 …:
  /// ``KoreanAddressForms/levelSuffixes``), after a Hangul word.
  static func endsInLoneSuffix(_ literal: QueryReading) -> Bool {
    let words = literal.tokens
    guard words.count >= 2, let last = words.last?.bytes, last.count == 3,
      JamoTail.hasSyllable(words[words.count - 2].bytes)
    else { return false }
    return CandidateSearch.endsInLevelSuffix(last)
  }

  /// Whether `key` ends in a compatibility jamo (U+3131–U+3163, UTF-8
  /// E3 84 B1 … E3 85 A3): a key being typed.
  static func endsInJamo(_ key: [UInt8]) -> Bool {
    let n = key.count
    guard n >= 3, key[n - 3] == 0xE3 else { return false }
    let scalar = UTF8Scalar.threeByte(key[n - 3], key[n - 2], key[n - 1])
    return Hangul.isCompatibilityConsonant(scalar) || Hangul.isCompatibilityVowel(scalar)
  }

  /// Korean spacing (띄어쓰기), when the words as typed found nothing:
  /// Korean users write a name's parts apart (`테헤란 로`, `용산 아이파크몰`,
  /// `월드 타워`) and an address's levels together (`강남구역삼동`,
  /// `서울특별시강남구`). Adjacent Hangul words are read joined, through
  /// the first tiers; a word that runs levels together is read split
  /// after each level's suffix (``KoreanAddressForms/splitLevels(_:keepingPairs:lastOnItsWay:)``),
  /// through the address tier; a word that ends in a cinema brand is read
  /// with the brand apart (``collectBrandAfterBranch(_:want:)``). Each
  /// reading is the same name, so it costs nothing
  /// (``QueryReading/Kind/spacing``).
  mutating func collectSpacing(_ literal: QueryReading, want: Int, pass: Pass) {
    let words = literal.tokens.map { String(decoding: $0.bytes, as: UTF8.self) }
    func isHangul(_ w: String) -> Bool { w.unicodeScalars.contains { Hangul.isSyllable($0.value) } }
    // A lone suffix after levels (`서울 마포 구`): glued to its name only,
    // the levels before it read as an address.
    // (Not when the query named a place whole with every word already:
    // `부산 남구 신정번영로15 길` is a numbered road, read whole, and read
    // again it found that road only again, so the address tier went on to
    // 남구 with the road left out. A name the suffix starts is no such
    // place: `부산 해운대 구` starts 구남로 of 해운대구.)
    if words.count > 2 && CandidateSearch.endsInLoneSuffix(literal)
      && !candidates.contains(where: { $0.tier == .exact && readings[$0.reading].extraPenalty == 0 })
    {
      let glued = words.dropLast(2) + [words[words.count - 2] + words[words.count - 1]]
      if pass.address, var reading = QueryReading.readings(of: glued.joined(separator: " ")).first {
        reading.kind = .spacing
        collectAddress(reading, want: want)
      }
    }
    if words.count > 1 {
      var joined: [String] = []
      for w in words {
        if let last = joined.last, isHangul(last), isHangul(w) { joined[joined.count - 1] += w } else { joined.append(w) }
      }
      if joined.count < words.count {
        collectSpacingReadings(of: joined.joined(separator: " "), want: want)
        if !candidates.isEmpty { return }
      }
    }
    let before = candidates.count
    if before == 0, pass.airports, options.kinds.contains(.cinema), words.count <= 2 {
      collectBrandAfterBranch(words, want: want)
      if candidates.count > before { return }
      collectBrandBeforeBranch(words, want: want)
      if candidates.count > before { return }
    }
    guard pass.address else { return }
    var splits: [[String]] = []
    // (When the word found names already, only the split below: its
    // jamo reading's names compete with it.)
    let keyOnly = before > 0 && !CandidateSearch.endsInLoneSuffix(literal)
    for keepingPairs in [false, true] where !keyOnly {
      splits.append(words.flatMap { KoreanAddressForms.splitLevels($0, keepingPairs: keepingPairs) ?? [$0] })
    }
    // A last level of one key or syllable (`강남구ㅇ`), only when the levels
    // split whole found nothing, as it reads more into the word: the levels
    // before it first as one (`부산진구ㅊ` is 부산진구 ㅊ, not 부산 진구 ㅊ),
    // then split.
    // (Only levels that name areas, whole or split: `평창 알펜시아` is no
    // 알펜시 with 아 on its way, which the address tier would leave out to
    // complete 아; `진도군진도읍동` is 진도군 진도읍 and 동.)
    if !keyOnly, let last = words.last, let parts = KoreanAddressForms.splitLevels(last, lastOnItsWay: true) {
      let head = parts.dropLast().joined()
      let onItsWay = parts[parts.count - 1]
      var levelSplits: [[String]] = []
      for keepingPairs in [false, true] {
        if let split = KoreanAddressForms.splitLevels(head, keepingPairs: keepingPairs),
          split.allSatisfy({ !qualifyingAreas(Array($0.utf8)).isEmpty }), !levelSplits.contains(split)
        {
          levelSplits.append(split)
        }
      }
      if !levelSplits.isEmpty || !qualifyingAreas(Array(head.utf8)).isEmpty { splits.append(words.dropLast() + [head, onItsWay]) }
      for split in levelSplits { splits.append(words.dropLast() + split + [onItsWay]) }
    }
    // An area's whole name, then a key being typed (`서울ㄷ`, `중구ㅇ`):
    // the name and the key apart, as the address tier reads `서울 ㄷ`.
    // (Not a syllable before the key: `서울대ㅎ` is on its way to 서울대학로
    // more than to 서울 대흥동.)
    if words.count == 1, let word = literal.tokens.first?.bytes, CandidateSearch.endsInJamo(word) {
      // (The key is three bytes; the name before it two syllables or more.)
      let name = Array(word.dropLast(3))
      let head = String(decoding: name, as: UTF8.self)
      if head.unicodeScalars.count >= 2, head.unicodeScalars.allSatisfy({ Hangul.isSyllable($0.value) }) {
        // (A 시도's name, or a name with its level's suffix: `강남ㅇ` is on
        // its way to 강남역 more than to 강남구 역삼동.)
        let areas = qualifyingAreas(name)
        let index = self.index
        if !areas.isEmpty,
          CandidateSearch.endsInLevelSuffix(name) || areas.allSatisfy({ index.fact(.parent, of: $0) == nil })
        {
          splits.append([head, String(decoding: word.suffix(3), as: UTF8.self)])
        }
      }
    }
    var tried: [[String]] = []
    for split in splits {
      guard split.count > words.count, split.count <= CandidateSearch.maxAddressWords, !tried.contains(split),
        var reading = QueryReading.readings(of: split.joined(separator: " ")).first
      else { continue }
      tried.append(split)
      reading.kind = .spacing
      collectAddress(reading, want: want)
      if candidates.count > before { return }
    }
  }

  /// Latin words written apart that a name writes together (`mc allen
  /// tx` is McAllen, `o fallon mo` O'Fallon, `rose mount, mn` Rosemount,
  /// `lake wood co` Lakewood), when fewer than a few places and nothing
  /// sizeable matched as typed (the pipeline decides): for
  /// each pair of adjacent words of letters whose joined word is a whole
  /// name, the query with the pair joined, through the steps but typos,
  /// the partial tier, addresses and the other keyboard mode. (Through
  /// the partial tier too, joins found wrong places more often than the
  /// right: `pepe's pizza new haven ct` was Newhaven, England.) The same
  /// name, so no penalty (``QueryReading/Kind/spacing``). At most
  /// ``maxLatinJoins`` pairs are tried.
  mutating func collectLatinSpacing(_ literal: QueryReading, want: Int) {
    let words = literal.tokens.map(\.bytes)
    guard !literal.isHangul, words.count >= 2, words.count <= CandidateSearch.maxLatinSpacingWords else { return }
    func isLetters(_ w: [UInt8]) -> Bool { !w.isEmpty && w.allSatisfy { $0 &- 0x61 < 26 } }
    var tried = 0
    for i in 0..<(words.count - 1) where tried < CandidateSearch.maxLatinJoins {
      guard isLetters(words[i]), isLetters(words[i + 1]) else { continue }
      let joined = words[i] + words[i + 1]
      guard isWholeName(joined) else { continue }
      tried += 1
      var split = words
      split.replaceSubrange(i...(i + 1), with: [joined])
      var pass = Pass.respaced
      pass.qualifier = true
      collectRespaced(
        String(decoding: Array(split.joined(separator: [0x20])), as: UTF8.self), among: options.kinds, want: want,
        pass: pass)
    }
  }

  /// A word of three syllables or more that ends in a level's suffix,
  /// typed together where a name writes the suffix apart: GeoNames spells
  /// many cities abroad so in Korean (오사카 시, 요코하마 시), and `오사카시`
  /// is Osaka. The word with the suffix apart, as the same name.
  mutating func collectSuffixApart(_ literal: QueryReading, want: Int) {
    guard literal.tokens.count == 1, let word = literal.tokens.first?.bytes,
      CandidateSearch.isHangulSyllables(word, atLeast: 3), CandidateSearch.endsInLevelSuffix(word)
    else { return }
    let text = String(decoding: word.dropLast(3), as: UTF8.self) + " " + String(decoding: word.suffix(3), as: UTF8.self)
    _ = collectSpacingReadings(of: text, want: want)
  }

  /// The readings of `text`, the query's words spaced or spelled
  /// otherwise, through the first tiers of this search, its literal one
  /// read as spacing (no penalty); the index of the first in
  /// ``readings``.
  @discardableResult
  mutating func collectSpacingReadings(of text: String, want: Int) -> Int {
    var rs = QueryReading.readings(of: text)
    for i in rs.indices where rs[i].kind == .literal { rs[i].kind = .spacing }
    let offset = readings.count
    readings += rs
    collectTiers(rs, want: want, readingOffset: offset)
    return offset
  }

  /// The search of `text`, the query's words spaced or spelled otherwise,
  /// among `kinds`, its places adopted in their tiers as the same name:
  /// read as spacing (``QueryReading/Kind/spacing``), at no penalty.
  mutating func collectRespaced(_ text: String, among kinds: PlaceKinds, want: Int, pass: Pass) {
    adoptRespaced(search(text, among: kinds, want: want, pass: pass))
  }

  /// `sub`'s places that `keep` accepts, a search of the query's words
  /// spaced or spelled otherwise, adopted in their tiers as the same name
  /// (``QueryReading/Kind/spacing``), less `penalty`.
  mutating func adoptRespaced(
    _ sub: CandidateSearch, penalty: Double = 0, where keep: (Candidate) -> Bool = { _ in true }
  ) {
    adopt(
      sub, as: { $0.tier },
      reading: { r in
        var r = r
        if r.kind == .literal || r.kind == .qualified { r.kind = .spacing }
        return r
      },
      adjust: { e in
        e.penalty += penalty
        e.score -= penalty
      },
      where: keep)
  }

  /// A space typed inside a name (`서울 서 초구`, `경기도 하 남시`): two
  /// Hangul words side by side that together are a place's whole name,
  /// joined, through every step but typos and the partial tier, as the
  /// same name (no penalty). The first such pair only; each word of
  /// syllables alone, and no more than ``maxSpaceSlipWords`` words. Or
  /// every level's suffix typed apart from its name, at any length
  /// (`군포 시 부곡 동 949번지`, `고령 군 성산 면 대흥 리`): each joined
  /// where the two make a whole name.
  mutating func collectSpaceSlip(_ literal: QueryReading, want: Int) {
    let words = literal.tokens.map(\.bytes)
    guard words.count >= 2 else { return }
    func syllables(_ w: [UInt8]) -> Bool { Hangul.syllableCount(ofWord: w) != nil }
    var suffixesJoined = words
    for i in words.indices.dropFirst().reversed()
    where CandidateSearch.levelSuffixes.contains(words[i]) && syllables(words[i - 1])
      && isWholeName(words[i - 1] + words[i])
    {
      suffixesJoined[i - 1] += suffixesJoined[i]
      suffixesJoined.remove(at: i)
    }
    if suffixesJoined.count < words.count {
      let text = String(decoding: Array(suffixesJoined.joined(separator: [0x20])), as: UTF8.self)
      collectRespaced(text, among: options.kinds, want: want, pass: .respelled)
      return
    }
    guard words.count <= CandidateSearch.maxSpaceSlipWords else { return }
    for i in 0..<(words.count - 1) where syllables(words[i]) && syllables(words[i + 1]) {
      let joined = words[i] + words[i + 1]
      guard isWholeName(joined) else { continue }
      var spaced = words
      spaced[i] = joined
      spaced.remove(at: i + 1)
      let text = String(decoding: Array(spaced.joined(separator: [0x20])), as: UTF8.self)
      collectRespaced(text, among: options.kinds, want: want, pass: .respelled)
      return
    }
  }

  /// The most words a query may have for ``collectSpaceSlip(_:want:)``:
  /// each pair is a lookup.
  static let maxSpaceSlipWords = 6

  /// The suffixes of Korean address levels, as words of their own: a
  /// 시도's, 시군구's, 읍면동's, 리's and road's.
  static let levelSuffixes: Set<[UInt8]> = Set(
    ["도", "시", "군", "구", "읍", "면", "동", "리", "가", "로", "길"].map { Array($0.utf8) })

  /// The most words a query may have for ``collectLatinSpacing(_:want:)``,
  /// and the most pairs it joins: each is a search of its own.
  static let maxLatinSpacingWords = 6
  static let maxLatinJoins = 2

  /// The Hangul aliases of the cinema brands, in each sound-alike
  /// spelling (매가박스), longest first (롯데시네마 before 롯데).
  static let hangulBrandAliases: [(alias: [Unicode.Scalar], brand: Brand)] = Brand.allCases
    .flatMap { b in
      b.aliases.filter { PlaceKeys.hasHangul($0) }.flatMap(Hangul.soundAlikeSpellings)
        .map { (Array($0.unicodeScalars), b) }
    }
    .sorted { $0.alias.count > $1.alias.count }

  /// The same, and each state an IME shows on the way to one from its
  /// second scalar (메가, 메갑, 메가바, 롯데시ㄴ), longest first: what the
  /// last word of a query may end in while the brand is typed.
  static let hangulBrandAliasesOnTheirWay: [(alias: [Unicode.Scalar], brand: Brand)] = hangulBrandAliases
    .flatMap { a in
      HangulIME.states(typing: String(String.UnicodeScalarView(a.alias)))
        .filter { $0.unicodeScalars.count >= 2 }.map { (Array($0.unicodeScalars), a.brand) }
    }
    .sorted { $0.alias.count > $1.alias.count }

  /// The states of one syllable on the way to a brand that already say
  /// which: its first syllable (롯, 메, 씨), or that syllable with the next
  /// one's initial held as its final (멕 of 메가); not an open syllable on
  /// its way to a closed one (로 of 롯데), which many words end in.
  /// (The aliases as written: a sound-alike spelling's first syllable,
  /// 로 of 로데, is no such sign.)
  static let hangulBrandFirstSyllables: [(alias: [Unicode.Scalar], brand: Brand)] = Brand.allCases
    .flatMap { b in b.aliases.filter { PlaceKeys.hasHangul($0) }.map { (alias: Array($0.unicodeScalars), brand: b) } }
    .flatMap { a in
      HangulIME.states(typing: String(String.UnicodeScalarView(a.alias)))
        .map { Array($0.unicodeScalars) }
        .filter { s in
          s.count == 1 && Hangul.isSyllable(s[0].value) && (s[0] == a.alias[0] || (Hangul.parts(s[0].value)?.final ?? 0) != 0)
        }
        .map { ($0, a.brand) }
    }

  /// What the last word may end in: a brand on its way, from its first
  /// syllable.
  static let hangulBrandAliasesLast = hangulBrandAliasesOnTheirWay + hangulBrandFirstSyllables

  /// A cinema's branch or area written together with its brand after it
  /// (`코엑스메가박스`, `월드타워롯데시네마`, `강남씨지브이`): the brand apart,
  /// first, as the brand-first glued form already reads (`메가박스코엑스`),
  /// through the cinema steps; found cinemas are the same name, read as
  /// spacing (no penalty). Two syllables or more must be left before the
  /// brand. In the last word the brand may be on its way (`코엑스메가`,
  /// `코엑스메가바`: ``hangulBrandAliasesOnTheirWay``), from its first
  /// syllable (`홍대롯`, `센트럴멕`: ``hangulBrandFirstSyllables``).
  mutating func collectBrandAfterBranch(_ words: [String], want: Int) {
    for (i, word) in words.enumerated() {
      let scalars = Array(word.unicodeScalars)
      let aliases =
        i == words.count - 1 ? CandidateSearch.hangulBrandAliasesLast : CandidateSearch.hangulBrandAliases
      // (Or a word for cinemas after the branch: `대학로영화`, `강남극장`.)
      let brandOrWord: (alias: [Unicode.Scalar], brand: Brand?)? =
        aliases.first { a in
          scalars.count >= a.alias.count + 2 && scalars.suffix(a.alias.count).elementsEqual(a.alias)
        }.map { ($0.alias, $0.brand) }
        ?? CandidateSearch.gluedCinemaWords.first { w in
          scalars.count >= w.count + 2 && scalars.suffix(w.count).elementsEqual(w)
        }.map { ($0, nil) }
      guard let (alias, brand) = brandOrWord else { continue }
      let branch = String(String.UnicodeScalarView(scalars.dropLast(alias.count)))
      // (The branch in syllables, or in two initials or more: `ㄱㅈ메가박스`
      // is 메가박스 군자 as `ㄱㅈ 메가박스` is.)
      let initials = branch.unicodeScalars.allSatisfy { Hangul.isCompatibilityConsonant($0.value) }
      guard branch.unicodeScalars.allSatisfy({ Hangul.isSyllable($0.value) }) || initials else { continue }
      var split = words
      split[i] = (brand?.aliases[0] ?? String(String.UnicodeScalarView(alias))) + " " + branch
      collectRespaced(split.joined(separator: " "), among: PlaceKinds(.cinema), want: want, pass: .respaced)
      return
    }
  }

  /// A brand written together with a branch that is not the cinema's name
  /// as its keys write it (`메가박스성수동`, `롯데시네마롯데월드타워점`), or
  /// with 점 alone (`씨지브이점`): the brand apart, through the cinema
  /// steps, as the same name (no penalty). Two syllables or more must
  /// follow the brand.
  mutating func collectBrandBeforeBranch(_ words: [String], want: Int) {
    for (i, word) in words.enumerated() {
      let scalars = Array(word.unicodeScalars)
      guard
        let a = CandidateSearch.hangulBrandAliases.first(where: { a in
          scalars.count > a.alias.count && scalars.prefix(a.alias.count).elementsEqual(a.alias)
        })
      else { continue }
      let rest = String(String.UnicodeScalarView(scalars.dropFirst(a.alias.count)))
      var split = words
      if CandidateSearch.brandBranchSuffixes.contains(rest) {
        split[i] = a.brand.aliases[0]
      } else {
        guard rest.unicodeScalars.count >= 2, rest.unicodeScalars.first.map({ Hangul.isSyllable($0.value) }) == true
        else { continue }
        split[i] = a.brand.aliases[0] + " " + rest
      }
      collectRespaced(split.joined(separator: " "), among: PlaceKinds(.cinema), want: want, pass: .respaced)
      return
    }
  }

  /// What a cinema's branch ends in, written after a brand alone too.
  static let brandBranchSuffixes: Set<String> = ["점", "지점"]

  /// The Korean words for cinemas that a branch's or an area's name may
  /// have glued after it, longest first (``koreanCinemaWords`` and 영화,
  /// "movie": `대학로영화`).
  static let gluedCinemaWords: [[Unicode.Scalar]] = (koreanCinemaWords + ["영화"])
    .map { Array($0.unicodeScalars) }.sorted { $0.count > $1.count }
}
