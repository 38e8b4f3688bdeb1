/// Postcodes inside an address, for the partial tier: a postcode that
/// some place has (a Korean, US or French code: `Data/postcodes.tsv`) is a
/// word the tier keeps, not a number it leaves out; a place found by its
/// name whose own code the address types has it back; a street that runs
/// into a code ends before the name of a place with that code.
extension CandidateSearch {
  /// The last words of a street that run into a postcode without a comma
  /// and are the whole name of a place with that code (`300 rue du hameau
  /// des grands la farlede 83210`: La Farlède): the place, not the
  /// street's. Up to ``streetPlaceWords`` words; the street keeps its
  /// type and a word of its name.
  func placeBeforePostcode(_ words: [[UInt8]], street: UInt32) -> UInt32 {
    guard let p = words.indices.first(where: { i in
      i > 0 && i < 32 && street & (1 << UInt32(i - 1)) != 0 && street & (1 << UInt32(i)) == 0
        && isPostcodeOfSomePlace(words[i])
    }) else { return 0 }
    let codes = keySet(.codes)
    let coded = Set(codes.range(ofKey: words[p]).map { codes.entryPlace[$0] })
    guard let streetStart = (0..<p).first(where: { street & (1 << UInt32($0)) != 0 }) else { return 0 }
    for k in stride(from: CandidateSearch.streetPlaceWords, through: 1, by: -1) where p - k >= streetStart + 2 {
      let run = Array(words[(p - k)..<p].joined(separator: [0x20]))
      if isWholeName(run, of: { coded.contains($0) }) {
        return ((1 << UInt32(k)) - 1) << UInt32(p - k)
      }
    }
    return 0
  }

  /// The last words of a street that are a place's whole name, two words
  /// or more, a street type among them: the place, not a street (`tailem
  /// bend sa 5260`: Tailem Bend, whose Bend ends streets; `beck street park
  /// ridge qld`: Park Ridge). Up to ``streetPlaceWords`` words.
  func placeNamedLikeStreet(_ words: [[UInt8]], street: UInt32) -> UInt32 {
    var out: UInt32 = 0
    var end = min(words.count, 32)
    while end > 0 {
      // The runs of street words, last first.
      guard street & (1 << UInt32(end - 1)) != 0 else {
        end -= 1
        continue
      }
      var start = end - 1
      while start > 0 && street & (1 << UInt32(start - 1)) != 0 { start -= 1 }
      // (Its type among the words: `boulevard saint martin` is a street
      // named after a place, Saint-Martin, not that place; and no house
      // number before it: `65 middle road` is a street, whatever place
      // is named Middle Road.)
      for k in stride(from: min(CandidateSearch.streetPlaceWords, end - start), through: 2, by: -1)
      where words[(end - k)..<end].contains(where: { StreetWords.after.contains($0) || StreetWords.before.contains($0) })
        && !(end - k > 0 && StreetWords.isNumber(words[end - k - 1]))
        && isWholeName(Array(words[(end - k)..<end].joined(separator: [0x20])))
      {
        out |= ((1 << UInt32(k)) - 1) << UInt32(end - k)
        break
      }
      end = start
    }
    return out
  }

  /// The most words of a place's name ``placeBeforePostcode(_:street:)``
  /// looks for at a street's end (`saint sauveur de pierrepont`).
  static let streetPlaceWords = 4

  /// Whether `word` is a postcode (five digits or more) that some place
  /// is found by whole: a Korean ZIP code, a US ZIP code, a French
  /// postcode.
  func isPostcodeOfSomePlace(_ word: [UInt8]) -> Bool {
    StreetWords.isPostcode(word) && !keySet(.codes).range(ofKey: word).isEmpty
  }

  /// A place found by some words whose own postcode is one of the words
  /// left out has that word back, its cost, and
  /// ``RankingWeights/ownPostcode`` (`57 route de poitiers 79300 saint
  /// sauveur`: the Saint-Sauveur whose code is 79300, before the others;
  /// `paris 75460` Paris, Texas).
  mutating func creditPostcodes(_ words: [[UInt8]], postcodes: [Bool], costs: [Double]) {
    guard postcodes.contains(true) else { return }
    let codes = keySet(.codes)
    for (i, isCode) in postcodes.enumerated() where isCode && i < 16 {
      let range = codes.range(ofKey: words[i])
      for j in candidates.indices where candidates[j].tier == .partial {
        var c = candidates[j]
        guard c.explanation.leftOut & (1 << UInt16(i)) != 0,
          range.contains(where: { codes.entryPlace[$0] == c.place })
        else { continue }
        c.explanation.leftOut &= ~(1 << UInt16(i))
        c.explanation.penalty -= costs[i]
        c.explanation.bonus += weights.ownPostcode
        c.explanation.score += costs[i] + weights.ownPostcode
        replace(at: j, with: c)
      }
    }
  }
}
