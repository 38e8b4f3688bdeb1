/// A Hangul word one keystroke off a whole name, when no name matched it
/// (`겨이도` is 경기도 with a key dropped, `잇밀군` 임실군 with two keys
/// swapped, `나모해군` 남해군 with one added): each text one keystroke away
/// (``KeystrokeEdits/oneOff(_:)``) looked up as a whole name, one edit each.
/// The jamo-level typo tier reaches a jamo changed in place; here the IME
/// has regrouped the keys after the slip, and the syllables differ more,
/// at ``RankingWeights/keystrokeSlip`` more than that typo. A syllable
/// typed twice (`방콕콕`) is read without it, at
/// ``RankingWeights/doubledSyllable`` more.
extension CandidateSearch {
  /// The fewest keystrokes a word must have: a shorter one is a keystroke
  /// from too many names.
  static let minKeystrokeSlipKeys = 6
  /// The most keystrokes a word may have: the texts a word makes grow with
  /// its keys (about 1,100 at this bound, each composed from its keys
  /// anew, and twice as many lookups), and a long name is found by its
  /// start before a slip near its end.
  static let maxKeystrokeSlipKeys = 16

  /// How many of `word`'s first scalars start some primary or other name.
  func startingSyllables(_ word: String) -> Int {
    let scalars = Array(word.unicodeScalars)
    var n = 0
    while n < scalars.count {
      let key = Normalizer.normalize(String(String.UnicodeScalarView(scalars[...n])))
      guard !keySet(.primaryNames).range(ofPrefix: key).isEmpty || !keySet(.alternateNames).range(ofPrefix: key).isEmpty
      else { break }
      n += 1
    }
    return n
  }

  mutating func collectKeystrokeSlip(_ literal: QueryReading) {
    guard literal.isHangul, literal.tokens.count == 1 else { return }
    // (A syllable typed twice, a key held too long: `방콕콕`, `모잠잠비크`.)
    if let single = Hangul.withoutDoubledSyllable(literal.tokens[0].bytes) {
      collectWholeName(single, edits: 1, extra: -weights.doubledSyllable)
    }
    let word = String(decoding: literal.tokens[0].bytes, as: UTF8.self)
    let keys = Hangul.keystrokes(word).count
    guard (CandidateSearch.minKeystrokeSlipKeys...CandidateSearch.maxKeystrokeSlipKeys).contains(keys) else { return }
    // (Only slips that can reach the first syllable no name starts with:
    // the texts are a keystroke count squared.)
    let window = KeystrokeEdits.slipWindow(word, syllables: startingSyllables(word))
    for text in KeystrokeEdits.oneOff(word, editing: window) {
      collectWholeName(Normalizer.normalize(text), edits: 1, extra: -weights.keystrokeSlip)
    }
  }

  /// The places whose whole primary or other name is `key`, as fuzzy
  /// matches of the literal reading.
  private mutating func collectWholeName(_ key: [UInt8], edits: Int, extra: Double) {
    for k in [KeyClass.primaryNames, .alternateNames] {
      let set = keySet(k)
      for i in set.range(ofKey: key) {
        add(set.entryPlace[i], tier: .fuzzy, offset: set.poolOffset(i), from: k, reading: 0, edits: edits, extra: extra)
      }
    }
  }
}
