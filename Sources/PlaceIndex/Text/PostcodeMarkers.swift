/// The words that say "postcode" before one, taken out of a query: a
/// Korean address writes its ZIP code after 우 or 우편번호 (`(우)06236 서울
/// 강남구 테헤란로 152`, `우편번호 28515`), an English form after `ZIP` or
/// `Postcode`. The words name no place, and left in they cost a word the
/// partial tier leaves out, or find what they start (`우` is 우동). The
/// Korean word in full may follow the code too (`06236 우편번호`).
///
///     PostcodeMarkers.stripped("(우)32255")          // "32255"
///     PostcodeMarkers.stripped("우편번호 28515 대전")   // "28515 대전"
///     PostcodeMarkers.stripped("우편 번호 30151")      // "30151"
///     PostcodeMarkers.stripped("54968 우편번호")        // "54968"
///     PostcodeMarkers.stripped("zip code 10460")     // "10460"
///     PostcodeMarkers.stripped("우동 48094")          // nil (a place)
enum PostcodeMarkers {
  /// The markers, in their normal form, one to four words: Korean 우 (the
  /// post office's sign), 우편번호, 우편 번호, 우편, and 우편번호 spaced out
  /// as a form's boxes print it; English zip, zipcode, zip code, postcode,
  /// post code, postal code.
  static let markers: [[String]] = [
    ["우편번호"], ["우편", "번호"], ["우", "편", "번", "호"], ["우편"], ["우"], ["zip"], ["zipcode"], ["postcode"], ["zip", "code"],
    ["post", "code"], ["postal", "code"],
  ]

  /// The most words a marker has.
  static let maxMarkerWords = markers.map(\.count).max() ?? 1

  /// The markers that may follow the code instead: the Korean word in
  /// full (not 우 or 우편, which start names: 우동, 우편로).
  static let trailingMarkers: [[String]] = [["우편번호"], ["우편", "번호"]]

  /// The digits of a postcode a marker stands before: five (a Korean ZIP
  /// code, a US one).
  static let postcodeDigits = 5

  /// Whether a query's words (normal forms) may hold a marker and its
  /// postcode: a word of five digits beside another. (A few byte tests a
  /// word: every keystroke asks.)
  static func mayHaveMarker(_ words: [MatchToken]) -> Bool {
    words.count >= 2 && words.contains { $0.bytes.count == postcodeDigits && $0.bytes.allSatisfy { $0 &- 0x30 < 10 } }
  }

  /// The query without the markers that stand right before a postcode
  /// (with their brackets, colon or dot), or nil when it has none.
  ///
  /// - Complexity: O(n) in the query's length.
  static func stripped(_ query: String) -> String? {
    // (Too short to hold a marker and a code: as most keystrokes are.)
    guard query.utf8.count > postcodeDigits else { return nil }
    var scalars = Array(query.unicodeScalars)
    var changed = false
    var i = 0
    while i < scalars.count {
      guard isDigit(scalars[i]), i == 0 || !isDigit(scalars[i - 1]) else {
        i += 1
        continue
      }
      var end = i
      while end < scalars.count && isDigit(scalars[end]) { end += 1 }
      guard end - i == postcodeDigits else {
        i = end
        continue
      }
      guard let start = markerStart(before: i, in: scalars) else {
        if let after = markerEnd(after: end, in: scalars) {
          scalars.removeSubrange(end..<after)
          changed = true
        }
        i = end
        continue
      }
      // (A space kept between the words before and the number.)
      let gap: [Unicode.Scalar] = start > 0 && scalars[start - 1] != " " ? [" "] : []
      scalars.replaceSubrange(start..<i, with: gap)
      changed = true
      i = start + gap.count + postcodeDigits
    }
    guard changed else { return nil }
    var out = String.UnicodeScalarView()
    out.append(contentsOf: scalars)
    return String(out)
  }

  /// Where the marker before position `digits` starts (its opening
  /// bracket included), or nil when the words there are no marker.
  private static func markerStart(before digits: Int, in s: [Unicode.Scalar]) -> Int? {
    // Back over what may stand between the marker and the number.
    var j = digits
    while j > 0, isBetween(s[j - 1]) { j -= 1 }
    // The words before it, last first.
    var words: [(text: String, start: Int)] = []
    var end = j
    while words.count < maxMarkerWords && end > 0 {
      var start = end
      while start > 0, isWordScalar(s[start - 1]) { start -= 1 }
      guard start < end else { break }
      var w = String.UnicodeScalarView()
      w.append(contentsOf: s[start..<end])
      words.append((String(w).lowercased(), start))
      end = start
      while end > 0, s[end - 1] == " " { end -= 1 }
    }
    for marker in markers where marker.count <= words.count {
      let typed = words.prefix(marker.count).reversed().map(\.text)
      guard typed.elementsEqual(marker) else { continue }
      var start = words[marker.count - 1].start
      // (Its opening bracket too: `(우)`, `[우]`.)
      if start > 0, s[start - 1] == "(" || s[start - 1] == "[" { start -= 1 }
      // (Only a marker that starts a word: not the 우 of 해운대구 우.)
      guard start == 0 || !isWordScalar(s[start - 1]) else { return nil }
      return start
    }
    return nil
  }

  /// Where the marker after the number ending at `digits` ends (its
  /// closing bracket included), or nil when the words there are none.
  private static func markerEnd(after digits: Int, in s: [Unicode.Scalar]) -> Int? {
    var j = digits
    while j < s.count, s[j] == " " || s[j] == "(" || s[j] == "[" || s[j] == "\u{3000}" { j += 1 }
    var words: [String] = []
    var end = j
    while words.count < 2 && end < s.count {
      var stop = end
      while stop < s.count, isWordScalar(s[stop]) { stop += 1 }
      guard stop > end else { break }
      var w = String.UnicodeScalarView()
      w.append(contentsOf: s[end..<stop])
      words.append(String(w))
      end = stop
      while end < s.count, s[end] == " " { end += 1 }
    }
    for marker in trailingMarkers where marker.count <= words.count && words.prefix(marker.count).elementsEqual(marker) {
      // (The end of the marker's last word, and its closing bracket.)
      var stop = j
      for (n, word) in marker.enumerated() {
        if n > 0 { while stop < s.count, s[stop] == " " { stop += 1 } }
        stop += word.unicodeScalars.count
      }
      if stop < s.count, s[stop] == ")" || s[stop] == "]" { stop += 1 }
      // (Only a whole word: not 우편번호부 or the like.)
      guard stop == s.count || !isWordScalar(s[stop]) else { return nil }
      return stop
    }
    return nil
  }

  private static func isDigit(_ c: Unicode.Scalar) -> Bool { c.value &- 0x30 < 10 }

  /// A letter of a marker: ASCII letters, Hangul syllables.
  private static func isWordScalar(_ c: Unicode.Scalar) -> Bool {
    let v = c.value
    return (v | 0x20) &- 0x61 < 26 || (0xAC00...0xD7A3).contains(v)
  }

  /// What stands between a marker and its number: spaces, a closing
  /// bracket, a colon, a dot, a hash.
  private static func isBetween(_ c: Unicode.Scalar) -> Bool {
    switch c {
    case " ", ")", "]", ":", ".", "#", "\u{3000}": true
    default: false
    }
  }
}
