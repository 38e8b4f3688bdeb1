/// A loose sound skeleton of a Latin word, for a Korean name written the
/// way English spells the word it borrows rather than the Revised
/// Romanization: 올림픽로 is Ollimpik-ro by the rules and Olympic-ro on
/// its signs; 센트럴로 Senteureol-ro and Central-ro; 삼성로 Samseong-ro
/// and Samsung-ro. Both spellings come down to about the same skeleton,
/// whose edit distance tells them apart from other names.
///
/// What it merges: the vowels ŏ and ŭ as the rules write them (`eo` is
/// `o`, `eu` is nothing: the vowel Korean adds between consonants that
/// English runs together), `ae` and `e`, `y` and `i`; the letters English
/// has and Korean lacks (`c` is `s` before e, i, y, else `k`; `v` `b`, `f`
/// `p`, `z` `j`, `q` `k`, `x` `ks`, `ph` `p`, `th` `t`, `sh` `s`, `ck`
/// `k`); voiced and voiceless stops (g k, d t, b p, j ch), `l` and `r`;
/// and a letter written twice.
///
///     RomanizedSkeleton.of(Array("olympic".utf8))   // "orimpik"
///     RomanizedSkeleton.of(Array("ollimpik".utf8))  // "orimpik"
enum RomanizedSkeleton {
  /// The skeleton of `word` (ASCII letters and digits, which stay as they
  /// are: 제2터미널대로 is Je2teomineol-daero; anything else is dropped).
  static func of(_ word: [UInt8]) -> [UInt8] {
    let w = word.compactMap { b -> UInt8? in
      if b &- 0x30 < 10 { return b }
      let l = b | 0x20
      return l >= 0x61 && l <= 0x7A ? l : nil
    }
    var out: [UInt8] = []
    out.reserveCapacity(w.count)
    func next(_ i: Int) -> UInt8 { i + 1 < w.count ? w[i + 1] : 0 }
    var i = 0
    while i < w.count {
      let c = w[i]
      let n = next(i)
      var emit: [UInt8]
      var step = 1
      switch (c, n) {
      case (0x65, 0x6F): emit = [0x6F]; step = 2  // eo → o
      case (0x65, 0x75): emit = []; step = 2  // eu → (nothing)
      case (0x61, 0x65): emit = [0x65]; step = 2  // ae → e
      case (0x70, 0x68): emit = [0x70]; step = 2  // ph → p
      case (0x74, 0x68): emit = [0x74]; step = 2  // th → t
      case (0x73, 0x68): emit = [0x73]; step = 2  // sh → s
      case (0x63, 0x68): emit = [0x6A]; step = 2  // ch → j (merged with j)
      case (0x63, 0x6B): emit = [0x6B]; step = 2  // ck → k
      default:
        switch c {
        case 0x63: emit = n == 0x65 || n == 0x69 || n == 0x79 ? [0x73] : [0x6B]  // c
        case 0x76, 0x62, 0x70: emit = [0x70]  // v b p → p
        case 0x66: emit = [0x70]  // f → p
        case 0x7A: emit = [0x6A]  // z → j
        case 0x71, 0x67, 0x6B: emit = [0x6B]  // q g k → k
        case 0x78: emit = [0x6B, 0x73]  // x → ks
        case 0x64, 0x74: emit = [0x74]  // d t → t
        case 0x79: emit = [0x69]  // y → i
        case 0x6C, 0x72: emit = [0x72]  // l r → r
        default: emit = [c]
        }
      }
      for e in emit where out.last != e { out.append(e) }
      i += step
    }
    return out
  }

  /// The most edits between two skeletons that still read them as one
  /// name: a third of the shorter's letters (Central and Senteureol are
  /// one apart, Everland and Ebeoraendeu two), none below four.
  static func budget(_ a: [UInt8], _ b: [UInt8]) -> Int {
    let n = min(a.count, b.count)
    return n < 4 ? 0 : n / 3
  }
}
