/// Chinese and Japanese addresses are written without spaces
/// (`北京市海淀区中关村大街27号`, `東京都新宿区西新宿`), so the whole run is one
/// word of the normal form, which starts no name. ``split(_:isName:)`` cuts
/// such a word where names end: the longest leading run that is a whole
/// name, then the rest the same way (`北京市 海淀区 中关村大街`), for the
/// partial tier to keep the places it knows and leave out the rest.
enum HanSegments {
  /// Whether a word (its normal form) starts with Han ideographs or kana
  /// (U+3040–U+30FF, U+3400–U+4DBF, U+4E00–U+9FFF: lead bytes E3–E9), at
  /// least ``minimumCharacters`` of them (a house number may follow:
  /// `大街27号`).
  static func startsHanRun(_ word: [UInt8]) -> Bool {
    guard word.count >= 3 * minimumCharacters else { return false }
    for i in stride(from: 0, to: 3 * minimumCharacters, by: 3) where !isHan(word, at: i) { return false }
    return true
  }

  /// Whether a Han ideograph or kana starts at `i`.
  static func isHan(_ word: [UInt8], at i: Int) -> Bool {
    guard i + 2 < word.count else { return false }
    let lead = word[i]
    guard (0xE3...0xE9).contains(lead) else { return false }
    return !(lead == 0xE3 && word[i + 1] < 0x81)  // U+3000–U+303F: punctuation
  }

  /// The fewest characters a run must have to be cut (two are one name or
  /// none).
  static let minimumCharacters = 3
  /// The most pieces a run is cut into (an address has a few levels).
  static let maxPieces = 6

  /// The words of a Chinese or Japanese address below its areas, a road's
  /// or a building's, which name no place, as whole words once cut
  /// (`上海市 长宁 金钟 路 658 弄 5 号楼 5 楼`): the partial tier leaves them
  /// out as it does numbers, so that no place is found by the 楼 (floor)
  /// of an address (楼岗) or its 座 (block: 座間).
  static let addressUnits: Set<[UInt8]> = Set(
    [
      "号", "楼", "号楼", "弄", "室", "座", "层", "栋", "幢", "单元", "路", "街", "巷", "大道", "號", "樓", "層",
      "階", "丁目", "番地", "番", "号室", "号館",
    ].map { Array($0.utf8) })

  /// The suffixes of administrative levels that Chinese and Japanese
  /// names carry and addresses drop (`广东广州` is 广东省 广州市): a run is a
  /// name when it is one with a suffix added (省 province, 市 city, 区
  /// district, 县 county, 镇 town, in simplified or traditional writing;
  /// 都 道 府 県, 郡 (a rural district), 町 村 in Japan: `大里郡寄居町` is
  /// 大里郡 寄居町, Yorii, not 大里, Ōzato).
  static let levelSuffixes: [[UInt8]] = [
    "省", "市", "区", "區", "县", "縣", "镇", "鎮", "都", "道", "府", "県", "郡", "町", "村",
  ].map {
    Array($0.utf8)
  }

  /// `word` cut where Han or kana meets other characters (a postcode, a
  /// house number: `〒601-8446京都市西九条高畠町25-1` is 601, 8446, 京都市西九条高畠町,
  /// 25, 1 once the normal form has split off the dashes), without the
  /// CJK punctuation (U+3000–U+303F: 〒, 、, 。). The word itself when it
  /// has one kind only.
  static func scriptRuns(_ word: [UInt8]) -> [[UInt8]] {
    var runs: [[UInt8]] = []
    var current: [UInt8] = []
    var currentIsHan = false
    var i = 0
    while i < word.count {
      let length = word[i] < 0x80 ? 1 : word[i] < 0xE0 ? 2 : word[i] < 0xF0 ? 3 : 4
      let end = min(i + length, word.count)
      let punctuation = word[i] == 0xE3 && i + 1 < word.count && word[i + 1] < 0x81
      if punctuation {
        if !current.isEmpty { runs.append(current) }
        current = []
      } else {
        let han = isHan(word, at: i)
        if !current.isEmpty && han != currentIsHan {
          runs.append(current)
          current = []
        }
        currentIsHan = han
        current += word[i..<end]
      }
      i = end
    }
    if !current.isEmpty { runs.append(current) }
    return runs.isEmpty ? [word] : runs
  }

  /// 郡, a Japanese rural district's suffix.
  static let district = Array("郡".utf8)

  /// Where the Han run `start..<end` of `word` goes on after a 郡 that
  /// ends a name of two characters or more, with a character after it; nil
  /// when it has none (郡山市 is a name that starts with one).
  static func districtEnd(_ word: [UInt8], from start: Int, before end: Int) -> Int? {
    var i = start + 6
    while i + 3 < end {
      if word[i..<(i + 3)].elementsEqual(district) { return i + 3 }
      i += 3
    }
    return nil
  }

  /// `word` cut after each longest leading run of two Han characters or
  /// more that `isName` says is a whole name, a level's suffix after it
  /// dropped; what follows the last such run is one piece. Nil when no
  /// leading run is a name.
  static func split(_ word: [UInt8], isName: ([UInt8]) -> Bool) -> [[UInt8]]? {
    guard startsHanRun(word) else { return nil }
    // The length of the longest name of two Han characters or more at `i`.
    func longestName(at i: Int) -> Int? {
      var end = i
      while isHan(word, at: end) { end += 3 }
      return stride(from: end - i, through: 6, by: -3).first { isName(Array(word[i..<(i + $0)])) }
    }
    var pieces: [[UInt8]] = []
    var start = 0
    while pieces.count < maxPieces - 1 {
      // The Han run from `start`: its character boundaries.
      var end = start
      while isHan(word, at: end) { end += 3 }
      guard end - start >= 6 else { break }
      guard let n = longestName(at: start) else {
        // A Japanese rural district (郡) that is no name, before the town
        // it holds: passed over (熊本県球磨郡湯前町 is 熊本 湯前町).
        if let after = districtEnd(word, from: start, before: end) {
          start = after
          continue
        }
        break
      }
      pieces.append(Array(word[start..<(start + n)]))
      start += n
      // (A level's suffix after a name that is one without it goes:
      // 千葉県市川市 is 千葉 市川, where 千葉県 and 市川市 are no names. Not
      // after a name that ends in one: 東京都町田市 is 東京都 町田市.)
      // (Nor a 郡 that starts the next name: 福島郡山市 is 福島 郡山市.)
      let piece = pieces[pieces.count - 1]
      if !levelSuffixes.contains(where: { piece.suffix($0.count).elementsEqual($0) }),
        let suffix = levelSuffixes.first(where: { word[start...].starts(with: $0) }),
        !(suffix == district && longestName(at: start) != nil)
      {
        start += suffix.count
      }
    }
    guard !pieces.isEmpty else { return nil }
    if start < word.count { pieces.append(Array(word[start...])) }
    return pieces
  }
}
