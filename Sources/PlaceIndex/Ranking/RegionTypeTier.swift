/// A region abroad named with its type in Korean after it, typed together
/// (`텍사스주` is Texas, `퀘벡주 캐나다` Quebec in Canada, `중국 쓰촨성`
/// Sichuan): Korean writes a state 주, a Chinese province 성, a Japanese
/// prefecture 현 or 부, and the data names most regions without the type
/// (텍사스, 퀘벡). The query with each such word's type left off, when
/// what is left is a region's whole name, as the same name (no penalty),
/// through every step that reads it whole: a qualifier after or before
/// it, a city after it.
extension CandidateSearch {
  /// The Korean words for the type of a first-level area abroad, written
  /// after its name: state, province, prefecture (현, and 부 for Osaka and
  /// Kyoto), autonomous region.
  static let regionTypeSuffixes: [[Unicode.Scalar]] = ["자치구", "주", "성", "현", "부"].map { Array($0.unicodeScalars) }

  mutating func collectRegionType(_ literal: QueryReading, want: Int) {
    let index = self.index
    func isRegion(_ p: UInt32) -> Bool { index.kindRaw(p) == PlaceKind.region.rawValue }
    var words = literal.tokens.map { String(decoding: $0.bytes, as: UTF8.self) }
    var stems: Set<[UInt8]> = []
    for i in words.indices {
      let s = Array(words[i].unicodeScalars)
      // (A stem of two syllables or more: 광주 is no 광 state.)
      guard let type = CandidateSearch.regionTypeSuffixes.first(where: { s.count >= $0.count + 2 && s.suffix($0.count).elementsEqual($0) }),
        s.allSatisfy({ Hangul.isSyllable($0.value) }), !isWholeName(literal.tokens[i].bytes)
      else { continue }
      let stem = String(String.UnicodeScalarView(s.dropLast(type.count)))
      guard isWholeName(Array(stem.utf8), of: isRegion) else { continue }
      words[i] = stem
      stems.insert(Array(stem.utf8))
    }
    guard !stems.isEmpty else { return }
    // (The type says a region: not a place of the stem's name that is
    // none, `퀘벡주` being no Québec City, `미조리주` no 미조리 of 남해군.)
    let sub = search(words.joined(separator: " "), among: options.kinds, want: want, pass: .respelled)
    adoptRespaced(sub) { c in isRegion(c.place) || !stems.contains(index.normalizedName(containing: c.offset)) }
  }
}
