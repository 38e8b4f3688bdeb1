/// A Korean name written as it is said: a final consonant carried over
/// into the next syllable, which starts with no consonant (ㅇ), as Korean
/// pronounces it (liaison, 연음): `아냥시` for 안양시, `미량시` for 밀양시,
/// `거무동` for 검우동. People who know a place by ear write it so.
///
///     PronouncedSpelling.liaisonUndone("아냥시")  // ["안양시"]
enum PronouncedSpelling {
  /// The most spellings one word gives: one per place where a final may
  /// have been carried over, from the left.
  static let maxSpellings = 4

  /// Each initial consonant that can be a final, with that final's index
  /// (ㄱ, ㄲ, ㄴ, ㄷ, ㄹ, ㅁ, ㅂ, ㅅ, ㅆ, ㅈ, ㅊ, ㅋ, ㅌ, ㅍ, ㅎ; not ㄸ, ㅃ, ㅉ,
  /// nor ㅇ, which starts the syllable the consonant moved into).
  static let finalOfInitial: [Int: Int] = [
    0: 1, 1: 2, 2: 4, 3: 7, 5: 8, 6: 16, 7: 17, 9: 19, 10: 20, 12: 22, 14: 23, 15: 24, 16: 25, 17: 26, 18: 27,
  ]
  /// ㅇ, the initial of a syllable that starts with its vowel.
  static let silentInitial = 11

  /// `word` with one final moved back where it is written, for each
  /// syllable with no final before one that starts with a consonant that
  /// can be one: at most ``maxSpellings``, none for a word with other
  /// than Hangul syllables.
  static func liaisonUndone(_ word: String) -> [String] {
    let scalars = Array(word.unicodeScalars)
    guard scalars.count >= 2, scalars.allSatisfy({ Hangul.isSyllable($0.value) }) else { return [] }
    var out: [String] = []
    for i in 0..<(scalars.count - 1) where out.count < maxSpellings {
      guard let p = Hangul.parts(scalars[i].value), p.final == 0, let q = Hangul.parts(scalars[i + 1].value),
        let final = finalOfInitial[q.initial],
        let spelled = respelled(scalars, at: i, final: final, initial: silentInitial)
      else { continue }
      out.append(spelled)
    }
    return out
  }

  /// `scalars` with syllable `i`'s final and syllable `i + 1`'s initial
  /// replaced, each keeping its other parts; nil when either is no
  /// syllable.
  static func respelled(_ scalars: [Unicode.Scalar], at i: Int, final: Int, initial: Int) -> String? {
    guard let p = Hangul.parts(scalars[i].value), let q = Hangul.parts(scalars[i + 1].value),
      let a = Unicode.Scalar(Hangul.syllable(initial: p.initial, vowel: p.vowel, final: final)),
      let b = Unicode.Scalar(Hangul.syllable(initial: initial, vowel: q.vowel, final: q.final))
    else { return nil }
    var spelled = scalars
    spelled[i] = a
    spelled[i + 1] = b
    return String(String.UnicodeScalarView(spelled))
  }

  /// `word` as it may be written when it is typed as it is said, one
  /// boundary between syllables undone at a time (liaison first, from
  /// the left), at most ``maxSoundSpellings``:
  /// - liaison (``liaisonUndone(_:)``): `아냥시` → 안양시;
  /// - aspiration, a plain final and ㅎ said as one aspirated consonant:
  ///   `부칸강로` → 북한강로, `매주컨길` → 매죽헌길;
  /// - nasalization, ㄱ ㅂ ㄷ said ㅇ ㅁ ㄴ before ㄴ or ㅁ, and ㄹ said ㄴ
  ///   after them: `뱅뉼로` → 백률로, `탐닙로` → 탑립로, `종노` → 종로;
  /// - lateralization, ㄴ beside ㄹ said ㄹ: `실리로` → 신리로;
  /// - tensing, a plain consonant after a final said tense: `국빱` → 국밥.
  ///
  /// None for a word with other than Hangul syllables.
  static func writtenSpellings(_ word: String) -> [String] {
    let scalars = Array(word.unicodeScalars)
    guard scalars.count >= 2, scalars.allSatisfy({ Hangul.isSyllable($0.value) }) else { return [] }
    var out = liaisonUndone(word)
    for i in 0..<(scalars.count - 1) where out.count < maxSoundSpellings {
      guard let p = Hangul.parts(scalars[i].value), let q = Hangul.parts(scalars[i + 1].value) else { continue }
      var pairs: [(final: Int, initial: Int)] = []
      if p.final == 0, let final = aspiratedInitials[q.initial] {
        pairs.append((final, hieut))
      }
      if let written = nasalizedFinals[p.final], q.initial == nieun || q.initial == mieum {
        for f in [p.final, written] {
          for i in q.initial == nieun ? [nieun, rieul] : [q.initial] where (f, i) != (p.final, q.initial) {
            pairs.append((f, i))
          }
        }
      }
      if p.final == finalRieul && q.initial == rieul { pairs.append((finalNieun, rieul)) }
      if p.final == finalRieul && q.initial == nieun { pairs.append((finalRieul, rieul)) }
      if p.final != 0, let plain = tenseInitials[q.initial] { pairs.append((p.final, plain)) }
      for (final, initial) in pairs where out.count < maxSoundSpellings {
        if let spelled = respelled(scalars, at: i, final: final, initial: initial) { out.append(spelled) }
      }
    }
    return out
  }

  /// The most spellings ``writtenSpellings(_:)`` gives for one word.
  static let maxSoundSpellings = 8

  /// Initials (ㄴ 2, ㄹ 5, ㅁ 6, ㅎ 18) and finals (ㄴ 4, ㄹ 8) by index.
  static let nieun = 2, rieul = 5, mieum = 6, hieut = 18, finalNieun = 4, finalRieul = 8

  /// Each aspirated initial (ㅊ ㅋ ㅌ ㅍ) and the plain final a ㅎ after it
  /// makes it (ㅈ ㄱ ㄷ ㅂ).
  static let aspiratedInitials: [Int: Int] = [14: 22, 15: 1, 16: 7, 17: 17]

  /// Each final a ㄴ or ㅁ after it makes of a plain one (ㅇ ㅁ ㄴ) and
  /// that plain one (ㄱ ㅂ ㄷ).
  static let nasalizedFinals: [Int: Int] = [21: 1, 16: 17, 4: 7]

  /// Each tense initial (ㄲ ㄸ ㅃ ㅆ ㅉ) and the plain one a final before
  /// it makes tense.
  static let tenseInitials: [Int: Int] = [1: 0, 4: 3, 8: 7, 10: 9, 13: 12]

  /// Vowels Korean says alike, by their index (ㅐ 1, ㅒ 3, ㅔ 5, ㅖ 7, ㅙ
  /// 10, ㅚ 11, ㅞ 15): ㅐ and ㅔ, ㅒ and ㅖ, ㅔ and ㅖ (after a consonant
  /// ㅖ is said ㅔ: 계 as 게), and ㅙ, ㅚ and ㅞ, which most speakers no
  /// longer tell apart. The misspelling a native writer makes most.
  static let vowelsSaidAlike: [Int: [Int]] = [
    1: [5], 5: [1, 7], 3: [7], 7: [5, 3], 10: [11, 15], 11: [10, 15], 15: [11, 10],
  ]

  /// The most spellings ``vowelsMerged(_:)`` gives for one word.
  static let maxVowelSpellings = 8

  /// `word` with the vowel of one syllable written as another vowel said
  /// alike (``vowelsSaidAlike``: `김헤` → 김해, `휑성읍` → 횡성읍, `에천` →
  /// 예천), from the left: at most ``maxVowelSpellings``, none for a word
  /// with other than Hangul syllables.
  ///
  ///     PronouncedSpelling.vowelsMerged("김헤")  // ["김해", "김혜"]
  static func vowelsMerged(_ word: String) -> [String] {
    let scalars = Array(word.unicodeScalars)
    guard scalars.allSatisfy({ Hangul.isSyllable($0.value) }) else { return [] }
    var out: [String] = []
    for i in scalars.indices {
      guard let p = Hangul.parts(scalars[i].value), let others = vowelsSaidAlike[p.vowel] else { continue }
      for v in others where out.count < maxVowelSpellings {
        guard let u = Unicode.Scalar(Hangul.syllable(initial: p.initial, vowel: v, final: p.final)) else { continue }
        var spelled = scalars
        spelled[i] = u
        out.append(String(String.UnicodeScalarView(spelled)))
      }
    }
    return out
  }
}
