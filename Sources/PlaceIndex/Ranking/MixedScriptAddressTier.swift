/// A Korean address with its areas in Hangul and its road or 읍면동 in
/// Latin letters, as a visitor copies one part from a sign and types the
/// other (`서울 강북구 Nohaero 32gil 5`, `담양군 juksangil 2`, `14 Beolgokro
/// 1349beongil 대전 서구`): the romanized road is read only in a query of
/// Latin letters (``collectGluedRomanization(_:want:)``,
/// ``collectRomanizedRoad(_:want:)``), and the Hangul areas are in the
/// romanization sets too. So the Hangul words are romanized (Revised,
/// as the sets write them) and the query searched in Latin letters,
/// through every step but typos and the partial tier, as the same address
/// (``QueryReading/Kind/spacing``, no penalty).
extension CandidateSearch {
  /// Only for a query of Hangul words that each name a Korean area
  /// (``qualifyingAreas(_:initialsAmongSyllables:)``) and Latin ones, one
  /// of which is a romanized unit, apart or glued (`ro`, `32gil`,
  /// `juksangil`: ``GluedRomanizedUnits``); other Hangul words (a brand,
  /// `씨지비 Yongsan-gu`) or words of other scripts leave it alone.
  mutating func collectMixedScriptAddress(_ literal: QueryReading, want: Int) {
    let tokens = literal.tokens.map(\.bytes)
    guard literal.isHangul, tokens.count >= 2, tokens.count <= CandidateSearch.maxAddressWords else { return }
    var romanizedUnit = false
    var words: [String] = []
    for word in tokens {
      if word.allSatisfy({ $0 < 0x80 }) {
        romanizedUnit = romanizedUnit || CandidateSearch.endsInRomanizedUnit(word)
        words.append(String(decoding: word, as: UTF8.self))
      } else if CandidateSearch.isHangulSyllables(word, atLeast: 1), !qualifyingAreas(word).isEmpty {
        words.append(Romanizer.revised(String(decoding: word, as: UTF8.self)))
      } else {
        return
      }
    }
    guard romanizedUnit else { return }
    let offset = readings.count
    collectRespaced(words.joined(separator: " "), among: options.kinds, want: want, pass: .respelled)
    // (What the address tier found leaving the romanized words unmatched,
    // the areas alone, `부산 서구 Eomgwangsan-ro 39beon-gil 9` being 서구,
    // goes below the address read whole.)
    guard
      let best = candidates.lazy.filter({ $0.reading >= offset && $0.tier == .exact }).map(\.score).max()
    else { return }
    for i in candidates.indices
    where candidates[i].reading < offset && readings[candidates[i].reading].extraPenalty > 0
      && candidates[i].score > best - weights.belowWholeAddress
    {
      var c = candidates[i]
      let drop = c.score - (best - weights.belowWholeAddress)
      c.explanation.penalty += drop
      c.explanation.score -= drop
      replace(at: i, with: c)
    }
  }

  /// A romanized Korean name with its level's suffix in Hangul, apart or
  /// glued (`jeongseon군`, `yeonsu 구`, `Sadang 동`, `samhyang 읍`): the
  /// suffix (``KoreanAddressForms/levelSuffixes``) romanized
  /// (``Romanizer/revised(_:)``) and joined to the name as the romanization
  /// sets write it (`jeongseon-gun`), through every step but typos and the
  /// partial tier, as the same name (no penalty). Only for a query of
  /// Latin words and such suffixes; the last word may be one glued.
  mutating func collectRomanizedStemWithHangulUnit(_ literal: QueryReading, want: Int) {
    let tokens = literal.tokens.map(\.bytes)
    guard literal.isHangul, tokens.count <= CandidateSearch.maxAddressWords else { return }
    var words: [String] = []
    var changed = false
    for word in tokens {
      if word.allSatisfy({ $0 < 0x80 }) {
        words.append(String(decoding: word, as: UTF8.self))
        continue
      }
      // (The suffix apart, after a Latin word, or glued to its end.)
      let latin = word.prefix { $0 < 0x80 }
      let suffix = String(decoding: word[latin.endIndex...], as: UTF8.self)
      guard suffix.unicodeScalars.count == 1, let s = suffix.unicodeScalars.first,
        KoreanAddressForms.levelSuffixes.contains(s.value)
      else { return }
      let unit = Romanizer.revised(suffix)
      if !latin.isEmpty, latin.allSatisfy(GluedRomanizedUnits.isLetter) {
        words.append(String(decoding: latin, as: UTF8.self) + "-" + unit)
      } else if latin.isEmpty, let last = words.last, last.utf8.last.map(GluedRomanizedUnits.isLetter) == true {
        words[words.count - 1] = last + "-" + unit
      } else {
        return
      }
      changed = true
    }
    guard changed else { return }
    collectRespaced(words.joined(separator: " "), among: options.kinds, want: want, pass: .respelled)
  }

  /// Whether a word of ASCII is a romanized address unit or ends in one:
  /// `gil`, `32gil`, `1349beongil`, `juksangil` (a stem of three letters
  /// or more before a unit: `seoul` is no `seo ul`, `cairo` ends in `ro`
  /// but is a word of letters the unit needs a stem before).
  static func endsInRomanizedUnit(_ word: [UInt8]) -> Bool {
    if GluedRomanizedUnits.isUnit(word) { return true }
    let letters = word.drop(while: GluedRomanizedUnits.isDigit)
    guard !letters.isEmpty, letters.allSatisfy(GluedRomanizedUnits.isLetter) else { return false }
    if letters.count < word.count {
      return GluedRomanizedUnits.isUnit(Array(letters)) || GluedRomanizedUnits.unit(ending: letters, leaving: 0) != nil
    }
    return GluedRomanizedUnits.unit(ending: letters, leaving: GluedRomanizedUnits.minStemLetters) != nil
  }
}
