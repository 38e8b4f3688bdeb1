/// Korean address units in Latin letters typed without their hyphen or
/// space (``GluedRomanizedUnits``: `teheranro 152`, `59 toegyero18gil
/// junggu seoul`, `sejongdaero`), when no sizeable name matched as typed:
/// the query with its units apart, through the steps that read a query
/// whole but its typos and the partial tier, which the query as typed
/// runs. It is the same name, spaced as the keys space it, so its places
/// join at no cost (``QueryReading/Kind/spacing``).
extension CandidateSearch {
  mutating func collectGluedRomanization(_ literal: QueryReading, want: Int) {
    guard !literal.isHangul, literal.tokens.count <= CandidateSearch.maxAddressWords else { return }
    // (The words copied only once one comes apart: most keystrokes have
    // none.)
    let tokens = literal.tokens
    var words: [[UInt8]] = []
    for i in tokens.indices {
      // (Not a word its own unit follows: `gangdong gu` is 강동구, no
      // `gang dong gu`; `noeundong ro` 노은동로.
      // Nor a name whole: `daegu` is 대구, no `dae gu`.)
      guard let apart = GluedRomanizedUnits.apart(tokens[i].bytes, startsName: { startsWords($0) }),
        i + 1 == tokens.count || !GluedRomanizedUnits.isUnit(tokens[i + 1].bytes), !isWholeName(tokens[i].bytes)
      else { continue }
      if words.isEmpty { words = tokens.map(\.bytes) }
      words[i] = Array(apart.joined(separator: [0x20]))
    }
    guard !words.isEmpty else { return }
    collectRespaced(
      String(decoding: Array(words.joined(separator: [0x20])), as: UTF8.self), among: options.kinds, want: want,
      pass: .respelled)
  }

  /// Whether some name is `words` or goes on from them with a word of its
  /// own (`teheran ro` is Teheran-ro's; `ali gu` starts Ali Gul, whose
  /// `gu` is no word).
  func startsWords(_ words: [UInt8]) -> Bool {
    for k in [KeyClass.primaryNames, .alternateNames, .romanizedNames] where !keySet(k).range(ofKey: words).isEmpty {
      return true
    }
    return startsSomeKey(words + [0x20])
  }
}
