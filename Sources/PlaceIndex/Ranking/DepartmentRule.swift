/// A French town with its département's number (`Bayonne 64`, `Aix (73)`,
/// `38 Vienne`, `Ajaccio 2A`, `Saint-Paul 974`), as French addresses and
/// listings write one: the number is the first two digits of the town's
/// postcodes (three overseas; Corsica's 2A and 2B are 20), which no name
/// has. The partial tier leaves it out, and every namesake ties on the
/// name: Bayonne, New Jersey came before Bayonne, Pyrénées-Atlantiques.
///
/// The rule: when the query's first or last word, and only it, is such a
/// number, the places in France or its overseas départements with a
/// postcode that starts with it are lifted to lead the best other place of
/// their tier group by ``RankingWeights/departmentLead``. Nothing else
/// moves; a number that starts no candidate's postcode changes nothing.
extension CandidateSearch {
  /// The countries whose postcodes start with a département's number:
  /// France and its overseas départements and collectivities.
  static let departmentCountries: Set<String> = ["FR", "GP", "MQ", "GF", "RE", "YT", "PM", "BL", "MF"]

  /// The postcode prefix a word names as a département's number: `01`–`95`,
  /// `2a` and `2b` (Corsica: `20`), `971`–`976`; nil for any other word.
  static func departmentPrefix(_ word: [UInt8]) -> [UInt8]? {
    let digit = { (b: UInt8) in b &- 0x30 < 10 }
    switch word.count {
    case 2 where word[0] == 0x32 && (word[1] == 0x61 || word[1] == 0x62):
      return [0x32, 0x30]
    case 2 where digit(word[0]) && digit(word[1]):
      let n = Int(word[0] - 0x30) * 10 + Int(word[1] - 0x30)
      return (1...95).contains(n) && n != 20 ? word : nil
    case 3 where word.allSatisfy(digit):
      let n = Int(word[0] - 0x30) * 100 + Int(word[1] - 0x30) * 10 + Int(word[2] - 0x30)
      return (971...976).contains(n) ? word : nil
    default:
      return nil
    }
  }

  mutating func applyDepartmentRule() {
    // (Most queries end and start in no such number: nothing is copied
    // for them.)
    guard let tokens = readings.first?.tokens, tokens.count >= 2,
      CandidateSearch.departmentPrefix(tokens[0].bytes) != nil
        || CandidateSearch.departmentPrefix(tokens[tokens.count - 1].bytes) != nil
    else { return }
    let words = tokens.map(\.bytes)
    let numbered = words.indices.filter { CandidateSearch.departmentPrefix(words[$0]) != nil }
    guard numbered.count == 1, let at = numbered.first, at == 0 || at == words.count - 1,
      let prefix = CandidateSearch.departmentPrefix(words[at]),
      words.indices.allSatisfy({ $0 == at || words[$0].contains(where: { $0 >= 0x61 }) })
    else { return }
    let index = self.index
    func inDepartment(_ c: Candidate) -> Bool {
      let p = PlaceHandle(rank: c.place)
      guard CandidateSearch.departmentCountries.contains(index.countryCode(of: p)) else { return false }
      return index.storedNames(of: p).contains { $0.mark == NameMark.code && $0.text.utf8.starts(with: prefix) }
    }
    let lifted = candidates.indices.filter { inDepartment(candidates[$0]) }
    guard !lifted.isEmpty, lifted.count < candidates.count else { return }
    let liftedSet = Set(lifted)
    for i in lifted {
      var c = candidates[i]
      let group = c.tier.group
      guard
        let best = candidates.indices.filter({ !liftedSet.contains($0) && candidates[$0].tier.group == group })
          .map({ candidates[$0].explanation.score }).max()
      else { continue }
      let lift = max(0, best + weights.departmentLead - c.explanation.score)
      c.explanation.bonus += lift
      c.explanation.score += lift
      replace(at: i, with: c)
    }
  }
}
