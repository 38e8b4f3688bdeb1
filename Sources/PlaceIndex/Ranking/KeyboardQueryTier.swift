/// A query of several words typed with the keyboard in the other mode, read
/// whole: `tjdnf rkdska` is 서울 강남, so 강남구 of 서울; `xpgpfksfh 152` is
/// 테헤란로 152; `cgv rkdska` is CGV 강남.
///
/// The keyboard reading of step 4 (``QueryReading/keyboardReadings(of:)``)
/// finds names only: one name that starts with every word. But a Korean
/// query of several words is an address (levels, a road and its building
/// number), a cinema by brand and area, or a place and its qualifier, and
/// those are steps of their own. So when the query as typed found nothing,
/// and its Latin words spell Hangul, the Hangul text is searched as a query
/// of its own, through every step but typos, the partial tier and this one
/// (one relaxation at a time: the keyboard mode is this one's), and what it
/// finds joins as the keyboard reading, at
/// ``RankingWeights/keyboardReading`` less, shown as "results for" the
/// Hangul text.
///
/// Only when at least half its words were garbled (``isMostlyHangul(_:)``):
/// English words of two or three letters often spell a syllable (`air` is
/// 먁, `and` 뭉, `dc` ㅇㅊ), and `national air and space museum,
/// washington dc` is English with three such words, not a Korean query.
extension CandidateSearch {
  /// Whether the keyboard reading of a query turned at least half of its
  /// words into Hangul (`tjdnf rkdska`: both; `cgv rkdska`: one of two).
  static func isMostlyHangul(_ text: String) -> Bool {
    var hangul = 0
    var latin = 0
    for word in text.utf8.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 }) {
      if JamoTail.hasHangul(Array(word)) {
        hangul += 1
      } else if word.contains(where: { $0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A }) {
        latin += 1
      }
    }
    return hangul >= latin
  }

  /// The most words of a Latin query that found nothing read whole in
  /// Hangul through the partial tier, when each of them spells whole
  /// syllables (``isWholeSyllables(_:)``); two otherwise.
  static let maxKeyedPartialWords = 3

  /// Whether every word of `text` is Hangul syllables only, with no loose
  /// jamo or Latin letter: what keys typed in the wrong mode on purpose
  /// give, and English words seldom do.
  static func isWholeSyllables(_ text: String) -> Bool {
    text.split(separator: " ").allSatisfy { word in
      word.unicodeScalars.allSatisfy { Hangul.isSyllable($0.value) }
    }
  }

  /// `text`: the query's Hangul, as its keyboard reading has it. With
  /// `partial`, through the partial tier's steps too (a station by its
  /// place, a place by its area): the last try for a query that found
  /// nothing at all, one word or several (`rkdskadur` is 강남역).
  ///
  /// With `penalty`, at that instead of ``RankingWeights/keyboardReading``
  /// (a Hangul query with a word in the other mode), and an area its
  /// Hangul words found follows the place inside it the whole query names
  /// (``followWithPlacesInside(readingsFrom:)``).
  mutating func collectKeyboardQuery(_ text: String, want: Int, partial: Bool = false, penalty: Double? = nil) {
    var sub = CandidateSearch(index: index, settings: settings)
    sub.maxPops = min(maxPops, weights.filteredMaxPops)
    sub.collectStrict(
      query: text, readings: QueryReading.readings(of: text), want: want,
      pass: Pass(
        address: true, qualifier: true, typos: false, partial: partial, airports: true, keyboard: false, note: false,
        keysBack: false))
    guard !sub.candidates.isEmpty else { return }
    let mixed = penalty != nil
    let penalty = penalty ?? weights.keyboardReading
    let typed = readings.count
    adoptReading(sub, as: .keyboard, text: text, penalty: penalty)
    // (The Hangul words found an area with the other word unmatched: the
    // place inside it that word names comes first.)
    if mixed { followWithPlacesInside(readingsFrom: typed) }
  }
}

/// Latin typed with the keyboard in Korean mode, read whole when nothing
/// at all was found: the IME makes syllables of most Latin words' keys
/// (`노두코` is shenzh, `초뭏쾌` changzho, `ㅜㄷㅈ ㅛㅐ가 챠` new york ci),
/// which step 4 takes for Hangul typed on purpose.
extension CandidateSearch {
  /// Every Hangul word of the query in the letters of its keys, the words
  /// of ASCII letters or digits as they are, searched as a query of its
  /// own (``collectKeyboardQuery(_:want:partial:penalty:)``, without the
  /// partial tier: a third of its cost, and it found no case more), when
  /// the Latin has ``minKoreanModeLetters`` letters or more.
  mutating func collectKoreanModeLatin(_ literal: QueryReading, want: Int) {
    var words: [String] = []
    var letters = 0
    for token in literal.tokens {
      let word = String(decoding: token.bytes, as: UTF8.self)
      if word.unicodeScalars.allSatisfy({ $0.value < 0x80 && ($0.value &- 0x30 < 10 || QueryReading.isASCIILetter($0)) }) {
        words.append(word)
        continue
      }
      guard word.unicodeScalars.allSatisfy({ Hangul.isSyllable($0.value) || Hangul.isCompatibilityJamo($0.value) })
      else { return }
      let latin = KoreanKeyboard.qwerty(fromHangul: word)
      guard latin.unicodeScalars.allSatisfy(QueryReading.isASCIILetter) else { return }
      letters += latin.utf8.count
      words.append(latin)
    }
    guard letters >= CandidateSearch.minKoreanModeLetters else { return }
    collectKeyboardQuery(words.joined(separator: " "), want: want)
  }

  /// The fewest letters Hangul read as Latin keys must make: fewer spell
  /// the start of some name of the world's in almost any order.
  static let minKoreanModeLetters = 5
}

/// A cinema's brand in Latin letters beside its branch typed with the
/// keyboard left in Latin mode (`Lotte Cinema dydtksdur` is 롯데시네마
/// 용산역, `ehrhrdur Lotte Cinema` 도곡역): the brand is a word the query
/// means in Latin letters, so the other keyboard mode of the whole query
/// (step 4) reads it as jamo and finds nothing. The brand as typed and
/// the other words' keys as Hangul, read as some words in the other mode
/// (``RankingWeights/keyboardWordReading``).
extension CandidateSearch {
  /// The most words a brand takes (`lotte cinema`).
  static let maxKeyedBranchBrandWords = 2

  mutating func collectBrandBesideKeyedBranch(_ literal: QueryReading, query: String, want: Int) {
    let words = literal.tokens.map(\.bytes)
    // (Two set lookups for most queries, as for a brand in the other
    // script.)
    guard !literal.isHangul, words.count >= 2, let first = words.first, let last = words.last,
      Brand.aliasWords.contains(first) || Brand.aliasWords.contains(last)
    else { return }
    for n in stride(from: min(CandidateSearch.maxKeyedBranchBrandWords, words.count - 1), through: 1, by: -1) {
      for atStart in [true, false] {
        let run = atStart ? words[..<n] : words[(words.count - n)...]
        guard Brand(key: Array(run.joined())) != nil else { continue }
        let rest = (atStart ? words[n...] : words[..<(words.count - n)]).map { String(decoding: $0, as: UTF8.self) }
        guard rest.allSatisfy(KoreanKeyboard.looksLikeMistypedHangul) else { return }
        // (The brand as typed, in its place: `CGV 강남` is the branch's own
        // name, and a Latin brand before a Hangul branch is read in the
        // branch's script by the steps of the search.)
        // (As the query writes them, when its words are the reading's:
        // `CGV`, shown in "showing results for".)
        let typed = query.split(separator: " ").map(String.init)
        let brandWords = typed.count == words.count
          ? Array(atStart ? typed[..<n] : typed[(words.count - n)...])
          : run.map { String(decoding: $0, as: UTF8.self) }
        let branch = rest.map(KoreanKeyboard.hangul(fromQWERTY:))
        let text = (atStart ? brandWords + branch : branch + brandWords).joined(separator: " ")
        collectKeyboardQuery(text, want: want, penalty: weights.keyboardWordReading)
        return
      }
    }
  }
}
