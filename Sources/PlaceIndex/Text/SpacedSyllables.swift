/// A name typed one syllable to a word (`하 남 시`, `대 구 동 구`, `미 국
/// 라 스 베 이 거 스`), as some users space a name to be sure of it: the
/// syllables are the name, joined. Glued, the levels and a country before
/// a city are read as written together (`대구동구`, `미국라스베이거스`).
///
///     SpacedSyllables.joined(["하", "남", "시"])   // "하남시"
///     SpacedSyllables.joined(["서", "구"])        // nil (two words: 서구 or 서 구)
enum SpacedSyllables {
  /// The fewest one-syllable words read as a name spaced out: two are as
  /// often two words (`서 구`, `중 구청`) as one spaced name.
  static let minWords = 3

  /// Whether every word of the query's normal form is one Hangul
  /// syllable, and there are ``minWords`` or more: a byte test a word.
  static func isSpacedOut(_ words: [MatchToken]) -> Bool {
    words.count >= minWords
      && words.allSatisfy { w in
        w.bytes.count == 3 && Hangul.isSyllable(w.bytes, at: 0)
      }
  }

  /// The syllables joined into one word.
  static func joined(_ words: [MatchToken]) -> String {
    String(decoding: words.flatMap(\.bytes), as: UTF8.self)
  }
}
