/// A region abroad named with its type in Korean after it, typed together
/// (`텍사스주` is Texas, `퀘벡주 캐나다` Quebec in Canada, `중국 쓰촨성`
/// Sichuan): Korean writes a state 주, a Chinese province 성, a Japanese
/// prefecture 현 or 부, and the data names most regions without the type
/// (텍사스, 퀘벡). So a city with 시티, as its English name has City
/// (`퀘벡시티`, `호찌민시티`, `세부시티`). The query with each such word's
/// type left off, when what is left is a whole name of a place of that
/// type, as the same name (no penalty), through every step that reads it
/// whole: a qualifier after or before it, a city after it.
extension CandidateSearch {
  /// The Korean words for the type of a first-level area abroad, written
  /// after its name: state, province, prefecture (현, and 부 for Osaka and
  /// Kyoto), autonomous region.
  static let regionTypeSuffixes: [[Unicode.Scalar]] = ["자치구", "주", "성", "현", "부"].map { Array($0.unicodeScalars) }
  /// The Korean word for City after a city's name (`퀘벡시티`).
  static let cityTypeSuffix: [Unicode.Scalar] = Array("시티".unicodeScalars)

  mutating func collectRegionType(_ literal: QueryReading, want: Int) {
    let index = self.index
    var words = literal.tokens.map { String(decoding: $0.bytes, as: UTF8.self) }
    // Each stem, with the kind its type says.
    var stems: [[UInt8]: PlaceKind] = [:]
    for i in words.indices {
      let s = Array(words[i].unicodeScalars)
      // (A stem of two syllables or more: 광주 is no 광 state.)
      let city = s.count >= CandidateSearch.cityTypeSuffix.count + 2 && s.suffix(CandidateSearch.cityTypeSuffix.count).elementsEqual(CandidateSearch.cityTypeSuffix)
      guard let type = city
        ? CandidateSearch.cityTypeSuffix
        : CandidateSearch.regionTypeSuffixes.first(where: { s.count >= $0.count + 2 && s.suffix($0.count).elementsEqual($0) }),
        s.allSatisfy({ Hangul.isSyllable($0.value) }), !isWholeName(literal.tokens[i].bytes)
      else { continue }
      let kind: PlaceKind = city ? .city : .region
      let stem = Array(String(String.UnicodeScalarView(s.dropLast(type.count))).utf8)
      guard isWholeName(stem, of: { index.kindRaw($0) == kind.rawValue }) else { continue }
      words[i] = String(decoding: stem, as: UTF8.self)
      stems[stem] = kind
    }
    guard !stems.isEmpty else { return }
    // (The type says the kind: not a place of the stem's name of another,
    // `퀘벡주` being no Québec City, `미조리주` no 미조리 of 남해군, `퀘벡시티`
    // no province.)
    let sub = search(words.joined(separator: " "), among: options.kinds, want: want, pass: .respelled)
    adoptRespaced(sub) { c in
      stems[index.normalizedName(containing: c.offset)].map { index.kindRaw(c.place) == $0.rawValue } ?? true
    }
  }
}
