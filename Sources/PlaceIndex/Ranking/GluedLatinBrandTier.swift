/// A cinema's branch and its brand in Latin letters written as one word,
/// as a phone keyboard leaves them: `gangnamcgv`, `megaboxgoteo`,
/// `lottecinemakonkuk`. The brand apart, first, as the cinema steps read
/// the spaced query (`cgv gangnam`); found cinemas are the same name,
/// read as spacing (no penalty). The Hangul form is
/// ``collectBrandAfterBranch(_:want:)``'s.
extension CandidateSearch {
  /// The brands' Latin aliases, normalised and without spaces, longest
  /// first (lottecinema before lotte).
  static let latinBrandKeys: [(key: [UInt8], brand: Brand)] = Brand.allCases
    .flatMap { b in b.aliases.filter { !PlaceKeys.hasHangul($0) }.map { (Normalizer.normalize($0).filter { $0 != 0x20 }, b) } }
    .sorted { $0.key.count > $1.key.count }

  /// The fewest letters a branch glued to its brand keeps (`ddp`).
  static let minGluedBranchLetters = 3

  mutating func collectGluedLatinBrand(_ literal: QueryReading, want: Int) {
    var words = literal.tokens.map(\.bytes)
    for (i, word) in words.enumerated() where word.allSatisfy({ $0 &- 0x61 < 26 }) {
      for (key, brand) in CandidateSearch.latinBrandKeys where word.count >= key.count + CandidateSearch.minGluedBranchLetters {
        let branch: ArraySlice<UInt8>
        if word.starts(with: key) {
          branch = word[key.count...]
        } else if word.suffix(key.count).elementsEqual(key) {
          branch = word[..<(word.count - key.count)]
        } else {
          continue
        }
        words[i] = Array(brand.alias(before: String(decoding: branch, as: UTF8.self)).utf8) + [0x20] + Array(branch)
        collectRespaced(
          String(decoding: Array(words.joined(separator: [0x20])), as: UTF8.self), among: PlaceKinds(.cinema), want: want,
          pass: .respaced)
        return
      }
    }
  }
}
