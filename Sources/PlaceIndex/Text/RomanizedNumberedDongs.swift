/// Korean numbered areas written in Latin letters the ways people write
/// them, read as the keys spell them.
///
/// Two kinds of Korean area carry a number:
///
/// - a numbered 가 is a legal dong (을지로3가, 성수동1가), whose keys are
///   its romanization with the number and `ga` joined, hyphens dropped
///   (`euljiro 3ga`, `seongsudong 1ga`) or kept (`eulji ro 3 ga`);
/// - a numbered 동 is an administrative dong (역삼1동, 잠실2동), which is
///   no area of the data: it reads as the legal dong it splits (역삼동), as
///   its Hangul form does (``CandidateSearch/legalDong(for:)``).
///
/// People write both with the number glued or apart, with or without the
/// hyphen, and with the number's Korean reading in brackets as the
/// official romanization does (`Yeoksam 1(il)-dong`, `Jongno 3(sam)-ga`):
///
/// | typed                                   | read as              |
/// |-----------------------------------------|----------------------|
/// | `Euljiro 3-ga`, `euljiro3ga`, `Euljiro 3(sam)-ga` | `euljiro 3ga` |
/// | `Seongsu-dong 1-ga`                     | `seongsudong 1ga`    |
/// | `Yeoksam1-dong`, `Yeoksam 1(il)-dong`   | `yeoksam dong`       |
///
/// The rewritten text is one more reading of kind
/// ``QueryReading/Kind/abbreviated``; nothing is read so unless a number of
/// at most ``maxDigits`` digits stands before `ga` or `dong`, so other
/// queries pay one scan of their bytes.
enum RomanizedNumberedDongs {
  /// The most digits of a 가's or an administrative dong's number (the
  /// highest are single digits, 종로6가, 을지로7가; 2 leaves a margin).
  static let maxDigits = 2

  /// The Korean readings of the numbers, as the official romanization
  /// writes them in brackets: 1(il), 2(i), 3(sam) … 10(sip).
  static let numerals: Set<[UInt8]> = Set(
    ["il", "i", "sam", "sa", "o", "yuk", "chil", "pal", "gu", "sip"].map { Array($0.utf8) })

  static let ga = Array("ga".utf8)
  static let dong = Array("dong".utf8)

  /// The query's normal form with its numbered 가 and dongs as the keys
  /// spell them, or nil when it has none (or reads the same).
  static func variant(ofNormalized key: [UInt8]) -> [UInt8]? {
    // (Most queries have no digit: one scan, nothing allocated.)
    guard key.contains(where: isDigit), key.allSatisfy({ $0 < 0x80 }) else { return nil }
    var words: [[UInt8]] = []
    for w in key.split(separator: 0x20) { words += split(Array(w)) }
    var out: [[UInt8]] = []
    var changed = false
    var i = 0
    while i < words.count {
      let w = words[i]
      // A number before ga or dong, after a name, its reading in brackets
      // left out.
      if isNumber(w), !out.isEmpty, isName(out[out.count - 1]) {
        var j = i + 1
        if j + 1 < words.count, numerals.contains(words[j]), words[j + 1] == ga || words[j + 1] == dong { j += 1 }
        if j < words.count, words[j] == ga {
          // Seongsu-dong 1-ga: the name joined as its key joins it.
          if out.count >= 2, out[out.count - 1] == dong, isName(out[out.count - 2]) {
            let d = out.removeLast()
            out[out.count - 1] += d
          }
          out.append(w + ga)
          changed = true
          i = j + 1
          continue
        }
        if j < words.count, words[j] == dong {
          out.append(dong)
          changed = true
          i = j + 1
          continue
        }
      }
      out.append(w)
      i += 1
    }
    guard changed else { return nil }
    let text = Array(out.joined(separator: [0x20]))
    return text == key ? nil : text
  }

  /// A word split where letters meet a number of at most ``maxDigits``
  /// digits: `yeoksam1` → `yeoksam 1`, `euljiro3ga` → `euljiro 3 ga`,
  /// `3ga` → `3 ga`. Other words whole.
  static func split(_ w: [UInt8]) -> [[UInt8]] {
    guard let first = w.firstIndex(where: isDigit) else { return [w] }
    let end = w[first...].firstIndex(where: { !isDigit($0) }) ?? w.endIndex
    let letters = w[..<first]
    let number = w[first..<end]
    let rest = w[end...]
    guard number.count <= maxDigits, letters.allSatisfy(isLetter),
      rest.isEmpty || rest.elementsEqual(ga) || rest.elementsEqual(dong),
      !letters.isEmpty || !rest.isEmpty
    else { return [w] }
    var parts: [[UInt8]] = []
    if !letters.isEmpty { parts.append(Array(letters)) }
    parts.append(Array(number))
    if !rest.isEmpty { parts.append(Array(rest)) }
    return parts
  }

  static func isNumber(_ w: [UInt8]) -> Bool { !w.isEmpty && w.count <= maxDigits && w.allSatisfy(isDigit) }
  /// A word of a name: letters, at least two.
  static func isName(_ w: [UInt8]) -> Bool { w.count >= 2 && w.allSatisfy(isLetter) }
  static func isDigit(_ b: UInt8) -> Bool { b &- 0x30 < 10 }
  static func isLetter(_ b: UInt8) -> Bool { b &- 0x61 < 26 }
}
