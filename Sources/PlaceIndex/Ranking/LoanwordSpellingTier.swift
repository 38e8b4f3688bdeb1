/// A place abroad spelt as Korean media and travellers write it, with a
/// tense consonant where the standard loanword spelling (외래어 표기법,
/// which writes none) has a plain or an aspirated one: `청뚜` is 청두,
/// `빠리` 파리, `꾸알라룸뿌르` 쿠알라룸푸르. The typo tier finds a name one
/// jamo off, often a Korean one more important (청주 for `청뚜`); here each
/// tense initial is read as its plain or aspirated consonant, and a word so
/// read that is a place's whole name is searched, at
/// ``RankingWeights/loanwordSpelling``.
///
/// For a Hangul query of one word that matched no name whole; at most
/// ``maxTenseSyllables`` tense syllables, each two readings (ㅆ one).
extension CandidateSearch {
  /// Each tense initial (by its index among the 19 initials) and the plain
  /// and aspirated ones it stands in for: ㄲ ㄱ ㅋ, ㄸ ㄷ ㅌ, ㅃ ㅂ ㅍ, ㅆ ㅅ, ㅉ ㅈ ㅊ.
  static let tenseInitials: [Int: [Int]] = [1: [0, 15], 4: [3, 16], 8: [7, 17], 10: [9], 13: [12, 14]]
  /// The most tense syllables of a word read otherwise (`꾸알라룸뿌르` has
  /// two): each adds a factor of two lookups.
  static let maxTenseSyllables = 3

  /// The readings of `word` (Hangul syllables) with every tense initial
  /// read plain or aspirated; empty when it has none or too many.
  static func loanwordSpellings(_ word: String) -> [String] {
    let scalars = Array(word.unicodeScalars.map(\.value))
    let tense = scalars.indices.filter { i in Hangul.parts(scalars[i]).map { tenseInitials[$0.initial] != nil } ?? false }
    guard !tense.isEmpty, tense.count <= maxTenseSyllables else { return [] }
    var out: [[UInt32]] = [scalars]
    for i in tense {
      guard let p = Hangul.parts(scalars[i]), let plain = tenseInitials[p.initial] else { return [] }
      out = out.flatMap { s in
        plain.map { initial in
          var t = s
          t[i] = Hangul.syllable(initial: initial, vowel: p.vowel, final: p.final)
          return t
        }
      }
    }
    return out.map { String(String.UnicodeScalarView($0.compactMap(Unicode.Scalar.init))) }
  }

  /// For a query of one word: each reading that is a place's whole name,
  /// or one with 시 after it as GeoNames writes many cities abroad in
  /// Korean (청두 시), searched (`빠리` reads both 바리 and 파리: the more
  /// important comes first).
  mutating func collectLoanwordSpelling(_ literal: QueryReading, want: Int) {
    guard literal.tokens.count == 1 else { return }
    let word = String(decoding: literal.tokens[0].bytes, as: UTF8.self)
    for spelt in CandidateSearch.loanwordSpellings(word)
    where isWholeName(Normalizer.normalize(spelt)) || isWholeName(Normalizer.normalize(spelt + " 시")) {
      let sub = search(spelt, among: options.kinds, want: want, pass: .respelled)
      adoptRespaced(sub, penalty: weights.loanwordSpelling)
    }
  }
}
