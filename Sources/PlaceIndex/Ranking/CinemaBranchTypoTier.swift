/// A cinema's branch one jamo off after or before its brand (`메가박스
/// 셩수`, `롯데시네마 햡정`, `셩수 메가박스`): the typo tier corrects a
/// query whose every word starts some name, and a branch mistyped starts
/// none. Read as the branch's name is written (the brand's Korean name,
/// then the branch), each syllable of the branch varied by one jamo as the
/// typo tier varies a word alone (``collectJamoTypos(_:reading:want:)``),
/// among cinemas only: one edit.
///
/// Only for a brand's alias (in one word or two: `Lotte Cinema 욘산`) and
/// one Hangul word of two syllables or more, when no cinema matched every
/// word as typed.
extension CandidateSearch {
  mutating func collectCinemaBranchTypo(_ literal: QueryReading, want: Int) {
    guard let (brand, branch) = unmatchedBranch(literal) else { return }
    let text = brand.aliases[0] + " " + String(decoding: branch, as: UTF8.self)
    guard var reading = QueryReading.readings(of: text).first else { return }
    reading.kind = .spacing
    readings.append(reading)
    let n = readings.count - 1
    var cinemas = options
    cinemas.kinds = PlaceKinds(.cinema)
    withOptions(cinemas) { $0.collectJamoTypos($0.readings[n], reading: n, want: want) }
  }
}

extension CandidateSearch {
  /// The brand and the branch of a query of a brand's alias and a Hangul
  /// word of two syllables or more, in either order, that no cinema
  /// matched every word of (in any order): what the branch's typo and
  /// abbreviation steps read. The alias may be written in words
  /// (`Lotte Cinema 욘산`, `햡정 mega box`).
  /// (`jamoToo`: the branch may hold bare jamo among two syllables or
  /// more, a key typed apart: `강ㅇ남`.)
  mutating func unmatchedBranch(_ literal: QueryReading, jamoToo: Bool = false) -> (brand: Brand, branch: [UInt8])? {
    let words = literal.tokens.map(\.bytes)
    guard words.count >= 2, words.count <= CandidateSearch.maxBrandWords + 1, literal.isHangul,
      options.kinds.contains(.cinema)
    else { return nil }
    let brandFirst = Brand(key: Array(words.dropLast().joined())) != nil
    guard let brand = Brand(key: Array((brandFirst ? words.dropLast() : words.dropFirst()).joined())) else {
      return nil
    }
    let branch = brandFirst ? words[words.count - 1] : words[0]
    let hangul =
      jamoToo
      ? CandidateSearch.isHangulWithJamo(branch, syllablesAtLeast: 2)
      : CandidateSearch.isHangulSyllables(branch, atLeast: 2)
    guard hangul, !cinemaMatchedEveryWord else { return nil }
    return (brand, branch)
  }

  /// The most words a brand's alias is written in (`Lotte Cinema`, `Mega
  /// Box`).
  static let maxBrandWords = 2

  /// Whether `word` is Hangul syllables and compatibility jamo only, with
  /// at least `least` syllables.
  static func isHangulWithJamo(_ word: [UInt8], syllablesAtLeast least: Int) -> Bool {
    var syllables = 0
    for s in String(decoding: word, as: UTF8.self).unicodeScalars {
      if Hangul.isSyllable(s.value) {
        syllables += 1
      } else if !Hangul.isCompatibilityJamo(s.value) {
        return false
      }
    }
    return syllables >= least
  }

  /// Whether a cinema matched every word of the query, in any order.
  var cinemaMatchedEveryWord: Bool {
    let index = self.index
    return candidates.contains {
      $0.tier.group <= MatchTier.anyOrder.group && index.kindRaw($0.place) == PlaceKind.cinema.rawValue
        && $0.explanation.leftOut == 0
    }
  }
}
