/// Initial consonants typed among whole syllables: `ㅊ송군` for 청송군,
/// `의ㅈ부시` for 의정부시, `ㅇ산광역시` for 울산광역시. The choseong reading
/// looks such a query up by its initials (ㅊㅅㄱ), which many names share;
/// the syllables typed whole must then stand in the name where the query
/// has them.
enum InitialsPattern {
  /// The query's scalars, spaces left out, when the key mixes whole
  /// syllables with bare consonants, at least one of them before its last
  /// scalar (a last one alone is a syllable being typed, the jamo
  /// reading's); nil for any other key (initials alone, or a bare vowel).
  static func of(_ key: [UInt8]) -> [UInt32]? {
    let scalars = String(decoding: key, as: UTF8.self).unicodeScalars.map(\.value).filter { $0 != 0x20 }
    guard let last = scalars.indices.last, scalars.contains(where: Hangul.isSyllable),
      scalars.allSatisfy({ Hangul.isSyllable($0) || Hangul.isCompatibilityConsonant($0) }),
      scalars[..<last].contains(where: Hangul.isCompatibilityConsonant)
    else { return nil }
    return scalars
  }

  /// Whether `name` has `pattern` from the start of one of its words, on
  /// across its Hangul words: each bare consonant the initial of the
  /// name's syllable there, each syllable that syllable itself.
  static func matches(_ pattern: [UInt32], name: String) -> Bool {
    let s = KoreanHighlight.syllables(name)
    guard !pattern.isEmpty, s.count >= pattern.count else { return false }
    for start in 0...(s.count - pattern.count) where s[start].wordStart {
      var ok = true
      for (i, p) in pattern.enumerated() {
        let n = s[start + i].scalar
        if Hangul.isCompatibilityConsonant(p) ? ChoseongBytes.initialJamo(n) != p : n != p {
          ok = false
          break
        }
      }
      if ok { return true }
    }
    return false
  }
}
