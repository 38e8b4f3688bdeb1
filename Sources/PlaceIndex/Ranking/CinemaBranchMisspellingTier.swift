/// A cinema's branch misspelt beside its brand, as typing fast misspells
/// one: by whole syllables, a syllable doubled (`메가박스 코엑엑스`), two
/// swapped (`롯데시네마 홍대구입`, `메가박스 센트럴티시`), or two syllables
/// each one jamo off, spelt as the name sounds (`CGV 대항노`, 대학로); or by
/// one key of the keyboard (``Hangul/keystrokes(_:)``): two keys swapped,
/// which moves a consonant across a syllable's end (`CGV 간암` for 강남,
/// `메가박스 싳논` for 신촌, `메가박스 섯우` for 성수), a key doubled or
/// left out (`메가박스 강ㅇ남`). The jamo typo step
/// (``collectCinemaBranchTypo(_:want:)``) corrects one jamo in place only.
///
/// Only for two Hangul words, one a brand's alias and the other two
/// syllables or more, when no cinema matched every word as typed; among
/// the brand's cinemas alone, each branch at ``SyllableEdits`` distance
/// (three syllables or more) or at one key's edit
/// (``RankingWeights/cinemaBranchKeystrokeEdit``, the branch of
/// ``minMisspeltBranchKeys`` keys or more), the nearest within
/// ``RankingWeights/cinemaBranchMaxSyllableEdits`` kept (all of them when
/// tied), at ``RankingWeights/cinemaBranchAbbreviation`` less, as a
/// shortened branch is.
extension CandidateSearch {
  /// The fewest syllables a branch typed and a branch named must have for
  /// a whole syllable's edit: in two, one is half the name.
  static let minMisspeltBranchSyllables = 3

  /// The fewest keys a branch must have to be matched at a key's edit:
  /// 강남 has six (ㄱㅏㅇㄴㅏㅁ); in four, one key is a quarter of the name.
  static let minMisspeltBranchKeys = 5

  mutating func collectCinemaBranchMisspelling(_ literal: QueryReading, want: Int) {
    guard let (brand, typedBranch) = unmatchedBranch(literal, jamoToo: true) else { return }
    let typedText = String(decoding: typedBranch, as: UTF8.self)
    let typed = Array(typedText.unicodeScalars)
    let typedKeys = Hangul.keystrokes(typedText)
    let bySyllables = typed.count >= CandidateSearch.minMisspeltBranchSyllables
      && typed.allSatisfy { Hangul.isSyllable($0.value) }
    let index = self.index
    var nearest: [UInt32] = []
    var best = weights.cinemaBranchMaxSyllableEdits
    for (place, scalars) in cinemaBranches(of: brand) {
      var d = Double.infinity
      if bySyllables, scalars.count >= CandidateSearch.minMisspeltBranchSyllables, abs(scalars.count - typed.count) <= 1 {
        d = SyllableEdits.distance(typed, scalars)
      }
      let keys = Hangul.keystrokes(String(String.UnicodeScalarView(scalars)))
      if keys.count >= CandidateSearch.minMisspeltBranchKeys, abs(keys.count - typedKeys.count) <= 1 {
        d = min(d, Double(optimalStringAlignment(typedKeys, keys)) * weights.cinemaBranchKeystrokeEdit)
      }
      if d < best {
        best = d
        nearest = [place]
      } else if d == best {
        nearest.append(place)
      }
    }
    addMisspeltBranches(nearest.map { ($0, Int(index.nameStart[Int($0)])) }, literal, want: want)
  }

  /// The same for a branch in Latin letters after its brand's Latin name
  /// (`megabox coez`, `megabox gujna`, `lotte cinema hongdea`): each of the
  /// brand's cinemas (``cinemaBranches(of:latin:)``) whose English branch,
  /// or its start (Hongdae of
  /// Hongdae Entrance), is one edit from the letters typed
  /// (``optimalStringAlignment(_:_:)``, spaces ignored), the typed branch
  /// ``minMisspeltLatinBranchLetters`` letters or more; at
  /// ``RankingWeights/cinemaBranchAbbreviation`` less.
  mutating func collectLatinCinemaBranchMisspelling(_ literal: QueryReading, want: Int) {
    guard literal.tokens.count >= 2, literal.tokens.count <= 5, !literal.isHangul, options.kinds.contains(.cinema),
      !cinemaMatchedEveryWord
    else { return }
    let words = literal.tokens.map(\.bytes)
    let (found, run) = CandidateSearch.brandRun(in: words)
    guard let brand = found, run.lowerBound == 0, run.upperBound < words.count else { return }
    let typed = Array(words[run.upperBound...].joined())
    guard typed.count >= CandidateSearch.minMisspeltLatinBranchLetters, typed.allSatisfy({ $0 &- 0x61 < 26 }) else {
      return
    }
    var nearest: [UInt32] = []
    for (place, scalars) in cinemaBranches(of: brand, latin: true) {
      let branch = Normalizer.normalize(String(String.UnicodeScalarView(scalars))).filter { $0 != 0x20 }
      // (Its start as long as the letters typed, a letter less or more.)
      let edits = (typed.count - 1...typed.count + 1).map { n -> Int in
        n <= branch.count ? optimalStringAlignment(typed, Array(branch.prefix(n))) : Int.max
      }.min() ?? Int.max
      if edits == 1 { nearest.append(place) }
    }
    addMisspeltBranches(nearest.map { ($0, titleOffset(of: $0, latin: true)) }, literal, want: want)
  }

  /// Adds the cinemas a misspelt branch names, through a reading of the
  /// query as typed at ``RankingWeights/cinemaBranchAbbreviation`` less,
  /// each shown by the name at its offset.
  private mutating func addMisspeltBranches(
    _ places: [(place: UInt32, offset: Int)], _ literal: QueryReading, want: Int
  ) {
    guard !places.isEmpty else { return }
    var reading = literal
    reading.kind = .spacing
    reading.extraPenalty = weights.cinemaBranchAbbreviation
    readings.append(reading)
    let n = readings.count - 1
    for (place, offset) in places.prefix(want) {
      add(place, tier: .anyOrder, offset: offset, alternate: false, reading: n)
    }
  }

  /// The fewest letters a Latin branch must have to be read at an edit's
  /// distance: in three, one is a third of it (`cgv coe` is coex on its
  /// way, which the prefix tiers find).
  static let minMisspeltLatinBranchLetters = 4
}
