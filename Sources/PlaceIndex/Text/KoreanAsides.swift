/// Words beside a Korean place that say when, with whom or how many, not
/// where: time words (`이번 주말에`, `설 연휴`), company (`친구랑`, `성인`),
/// counts with their counter (`1박`, `2명`, `16시`), a hashtag's generic
/// tags (`#국내여행`). ``KoreanParticles/placeAndCut(in:sentence:)`` leaves
/// them out of a sentence around a place; counts go before any search
/// (``withoutCounts(_:)``), as no name is one.
enum KoreanAsides {
  /// Words beside a place that say when, with whom or how many, not
  /// where (`이번 주말에 안덕 가는데`, `친구랑 변산`, `성인 2명 전주 여행`,
  /// `#국내여행 #화순나들이`): left out wherever they stand. None names a
  /// place whole.
  static let asideWords: Set<String> = [
    "오늘", "내일", "낼", "모레", "지금", "이번", "이번주", "다음주", "이번달", "다음달", "주말", "주말에",
    "이번주말", "평일", "평일에", "연휴", "연휴에", "명절", "설", "설날", "구정", "추석", "연말", "새해", "여름",
    "겨울", "휴가", "여름휴가", "방학",
    "아침", "점심", "저녁", "새벽", "오전", "오후",
    "혼자", "둘이", "친구", "가족", "가족과", "부모님", "부모님과", "아이", "아이와", "아기", "애들", "커플",
    "연인", "여친", "남친", "성인", "어른",
    "국내여행", "해외여행", "여행스타그램", "일상", "데일리",
  ]

  /// With whom, on a word: `친구랑`, `엄마랑`, `아이랑` (with).
  static let companionParticles: [[Unicode.Scalar]] = ["이랑", "랑"].map { Array($0.unicodeScalars) }

  /// Whether `word` ends in a companion particle after a name of two
  /// syllables or more (`친구랑`). (Its last bytes first: 랑 is EB 9E 91.)
  static func endsInCompanion(_ word: String) -> Bool {
    word.utf8.last == 0x91 && word.utf8.count >= 9 && KoreanParticles.endsInParticle(word, companionParticles)
  }

  /// A count in digits and its counter: nights and days of a stay
  /// (`2박3일`, `1박`), people (`2명`, `4인`), a date or a time (`12월`,
  /// `25일`, `6시`, `50분`), an exit's number glued to its word (`9번출구`).
  static let counters: Set<String> = [
    "박", "일", "명", "인", "월", "시", "분", "주", "세", "년", "시간", "개월", "인분", "번째", "번출구",
  ]

  /// A station exit's number before the word for exit (`9번 출구`): not a
  /// count alone, as a road's 번길 typed apart is one (`316번 길`).
  static func isExitNumber(_ word: String, before next: String?) -> Bool {
    guard let next, word.utf8.first.map({ $0 &- 0x30 < 10 }) == true, next.hasPrefix("출구"), word.hasSuffix("번")
    else { return false }
    let digits = word.dropLast()
    return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// A word of `counters` after digits (`2박3일` too).
  static func isCount(_ word: String) -> Bool {
    // (A digit first, told from the first byte: most words have none.)
    guard word.utf8.first.map({ $0 &- 0x30 < 10 }) == true else { return false }
    var rest = Substring(word)
    func digits() -> Bool {
      let n = rest.prefix { $0.isASCII && $0.isNumber }.count
      rest = rest.dropFirst(n)
      return n > 0
    }
    guard digits() else { return false }
    if counters.contains(String(rest)) { return true }
    // (Nights then days: `2박3일`.)
    guard rest.first == "박" else { return false }
    rest = rest.dropFirst()
    return digits() && rest == "일"
  }

  /// The part of a month after its count (`12월 말`, `3월 초`): end,
  /// beginning, middle.
  static let partsOfAMonth: Set<String> = ["말", "초", "중순"]

  /// Whether `words[i]` is a count or the part of a month after one
  /// (`12월 말`): what ``withoutCounts(_:)`` takes out, and what
  /// ``asides(in:sentence:)`` leaves out of a sentence.
  static func isCountOrItsPart(_ words: [String], at i: Int) -> Bool {
    isCount(words[i]) || (i > 0 && partsOfAMonth.contains(words[i]) && isCount(words[i - 1]))
  }

  /// The words of `words` that are beside the place (``asideWords``, a
  /// count, a companion; ``partsOfAMonth`` after a count), when another
  /// word is left.
  ///
  /// Not `sentence` (a cinema's query): counts and an exit's number only.
  static func asides(in words: [String], sentence: Bool = true) -> [Int] {
    var out: [Int] = []
    for (i, w) in words.enumerated() {
      if isExitNumber(w, before: i + 1 < words.count ? words[i + 1] : nil)
        || (sentence ? isCountOrItsPart(words, at: i) || asideWords.contains(w) || endsInCompanion(w) : isCount(w))
      {
        out.append(i)
      }
    }
    return out.count < words.count ? out : []
  }

  /// `query` without its counts (``isCount(_:)``: `장성 1박 숙소`, `2박3일
  /// 처인구`, `롯시 도곡 1시 30분`) and the ``partsOfAMonth`` after one
  /// (`12월 말 단양`), when it writes Hangul and another word is
  /// left; nil otherwise. No name is a count, and left in, a count finds
  /// the names its counter starts (`박석로`, `명주길`).
  static func withoutCounts(_ query: String) -> String? {
    // (Most keystrokes have no digit, or no Hangul: a pass over the bytes
    // spares them the split.)
    guard QueryBytes.contains(query, where: { $0 &- 0x30 < 10 }), QueryBytes.contains(query, where: { $0 >= 0xEA })
    else { return nil }
    let words = query.split(separator: " ").map(String.init)
    let kept = words.indices.filter { !isCountOrItsPart(words, at: $0) }.map { words[$0] }
    guard kept.count < words.count, !kept.isEmpty,
      kept.contains(where: { $0.unicodeScalars.contains { Hangul.isSyllable($0.value) } })
    else { return nil }
    return kept.joined(separator: " ")
  }
}
