/// Highlights for the Korean readings that ``TokenMatcher`` cannot see:
/// initial consonants (ㅅㅇ on 서울) and romanized words (gangnam on 강남).
enum KoreanHighlight {
  /// A Hangul syllable of a text with its UTF-16 position, and whether a word
  /// starts at it.
  struct Syllable {
    var scalar: UInt32
    var location: Int
    var wordStart: Bool
  }

  static func syllables(_ text: String) -> [Syllable] {
    var out: [Syllable] = []
    var u16 = 0
    var previousWasHangul = false
    for u in text.unicodeScalars {
      if UTF8Scalar.isSyllable(u.value) {
        out.append(Syllable(scalar: u.value, location: u16, wordStart: !previousWasHangul))
      }
      previousWasHangul = UTF8Scalar.isHangul(u.value)
      u16 += u.utf16.count
    }
    return out
  }

  /// Ranges of the syllables whose initials spell `jamo` (compatibility
  /// consonants), starting at a word start and running on across Hangul
  /// words: ㅁㄱㅂㅅㅋㅇㅅ covers 메가박스 and 코엑스.
  static func choseong(_ jamo: [UInt32], in text: String) -> [HighlightRange] {
    guard !jamo.isEmpty else { return [] }
    let s = syllables(text)
    guard s.count >= jamo.count else { return [] }
    for start in 0...(s.count - jamo.count) where s[start].wordStart {
      var ok = true
      for (i, j) in jamo.enumerated() where ChoseongBytes.initialJamo(s[start + i].scalar) != j {
        ok = false
        break
      }
      if ok { return merge(s[start..<(start + jamo.count)].map(\.location)) }
    }
    return []
  }

  /// Ranges of the Hangul syllables that a romanized word covers, as Revised
  /// or older romanization (gangnam and kangnam both cover 강남).
  static func romanized(_ token: [UInt8], in text: String) -> [HighlightRange] {
    let s = syllables(text)
    var i = 0
    while i < s.count {
      // A run of syllables with no gap between them.
      var j = i + 1
      while j < s.count && s[j].location == s[j - 1].location + 1 && !s[j].wordStart { j += 1 }
      if s[i].wordStart {
        let word = String(String.UnicodeScalarView(s[i..<j].compactMap { Unicode.Scalar($0.scalar) }))
        for system in [Romanizer.System.revised, .mccuneReischauer] {
          let (roman, ends) = Romanizer.syllableEnds(word, system)
          let folded = Normalizer.normalize(roman)
          if folded.starts(with: token), let covered = ends.firstIndex(where: { $0 >= token.count }) {
            return merge(s[i...(i + covered)].map(\.location))
          }
        }
      }
      i = j
    }
    return []
  }

  /// Consecutive one-unit locations merged into ranges.
  static func merge(_ locations: [Int]) -> [HighlightRange] {
    var out: [HighlightRange] = []
    for l in locations {
      if let last = out.last, last.location + last.length == l {
        out[out.count - 1].length += 1
      } else {
        out.append(HighlightRange(location: l, length: 1))
      }
    }
    return out
  }
}
