/// Qualifiers in the Korean order, the largest area first: `일본 도쿄`,
/// `러시아 연방 모스크바`, `미국 캘리포니아 로스앤젤레스`, and written together,
/// `일본도쿄`. ``collectQualified(_:want:reduced:)`` moves a query's leading
/// names of countries or regions to its end (``leadingAreasLast(_:)``), for
/// a query mostly in Hangul, and tries that before the trailing qualifier;
/// ``collectGluedLeadingArea(_:want:)`` splits one word that starts with
/// such a name, when it found nothing as typed.
extension CandidateSearch {
  /// One Hangul word that found nothing and starts with a country's or
  /// region's whole name (two syllables or more, at least one after it),
  /// written together with a place in it as Korean often writes them
  /// (`일본도쿄`, `미국뉴욕`, `프랑스파리`), or ends with one (`파리프랑스`):
  /// the name and the rest apart, through the qualifiers above. The
  /// longest such name first.
  mutating func collectGluedLeadingArea(_ literal: QueryReading, want: Int) {
    guard literal.tokens.count == 1, let word = literal.tokens.first?.bytes else { return }
    // (Whole syllables from the start; the rest may end in a key being
    // typed: `일본도ㅋ`.)
    let syllables = String(decoding: word, as: UTF8.self).unicodeScalars.prefix { Hangul.isSyllable($0.value) }.count
    let longest = 3 * syllables == word.count ? syllables - 1 : syllables
    guard longest >= 2 else { return }
    // Whether `name` is a country's or region's, and `text`, the word with
    // the name apart, found places through the qualifiers.
    func foundApart(_ name: [UInt8], _ text: [UInt8]) -> Bool {
      let named = qualifiedAreas(name, cities: false)
      guard !named.regions.isEmpty || !named.countries.isEmpty,
        let reading = QueryReading.readings(of: String(decoding: text, as: UTF8.self)).first
      else { return false }
      collectQualified(reading, want: want)
      return !candidates.isEmpty
    }
    for head in stride(from: longest, through: 2, by: -1) {
      let name = Array(word[..<(3 * head)])
      if foundApart(name, name + [0x20] + word[(3 * head)...]) { return }
    }
    // (Or ends with one, the place first as English writes it: `항저우중국`,
    // `파리프랑스`, `댈러스텍사스`; whole syllables only, the place two or
    // more, the name after it too.)
    guard 3 * syllables == word.count, syllables >= 4 else { return }
    for tail in stride(from: syllables - 2, through: 2, by: -1) {
      let cut = 3 * (syllables - tail)
      let name = Array(word[cut...])
      if foundApart(name, word[..<cut] + [0x20] + name) { return }
    }
  }

  /// The words with their leading run of whole country or region names
  /// (each of one to ``maxQualifierWords`` words, the longest first: `러시아
  /// 연방`; at most ``maxQualifierWords`` words in all, at least one word
  /// left after them) moved to the end in reverse order, largest last, each
  /// name's words in their order, and how many words the names took; nil
  /// when the first words name none.
  func leadingAreasLast(_ tokens: [[UInt8]]) -> (words: [[UInt8]], nameWords: Int)? {
    // (A first word of initials that are a country's Korean name's, `ㅈㄱ
    // ㅎㅈㅇ`, is that name: ``countryName(initials:)``.)
    var tokens = tokens
    if tokens.count >= 2, let name = countryName(initials: tokens[0]) { tokens[0] = name }
    let most = min(tokens.count - 1, CandidateSearch.maxQualifierWords)
    var names: [ArraySlice<[UInt8]>] = []
    var start = 0
    next: while start < most {
      for end in stride(from: most, to: start, by: -1) {
        let named = qualifiedAreas(Array(tokens[start..<end].joined(separator: [0x20])), cities: false)
        if !named.regions.isEmpty || !named.countries.isEmpty {
          names.append(tokens[start..<end])
          start = end
          continue next
        }
      }
      break
    }
    guard start > 0 else { return nil }
    return (Array(tokens[start...]) + names.reversed().flatMap { $0 }, start)
  }

  /// The Korean name (normal form) of the most important country whose
  /// Korean name has `word`'s initial consonants (ㅈㄱ: 중국, ㅇㄷ: 인도),
  /// as a first word a country qualifies the rest; nil when `word` is not
  /// two initials or more, or no country's name has them. Countries only:
  /// a Korean area's initials are the address reading's (ㅅㅇ ㄱㄴㄱ).
  func countryName(initials word: [UInt8]) -> [UInt8]? {
    guard JamoTail.jamoCount(word) >= 2, AddressUnits.isInitials(word) else { return nil }
    let set = keySet(.choseongNames)
    var best: (place: UInt32, importance: Double)?
    for i in set.range(ofKey: word) {
      let p = set.entryPlace[i]
      guard index.kindRaw(p) == PlaceKind.country.rawValue else { continue }
      let importance = index.importance(of: p)
      if best.map({ importance > $0.importance }) ?? true { best = (p, importance) }
    }
    guard let country = best?.place else { return nil }
    return index.storedNames(of: PlaceHandle(rank: country)).lazy
      .map { Normalizer.normalize($0.text) }
      .first { PlaceKeys.hasHangul(String(decoding: $0, as: UTF8.self)) && Normalizer.choseong(String(decoding: $0, as: UTF8.self)) == word }
  }
}
