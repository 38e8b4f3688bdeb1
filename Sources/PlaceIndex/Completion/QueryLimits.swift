/// How much of a query the engine reads: the first ``maxScalars`` Unicode
/// scalars and, of those, the first ``maxWords`` words. The rest is cut,
/// not refused, as a search box that stops taking letters would: a paste
/// of a page, 10,000 words or a loop of qualifiers answers as fast as a
/// short query (README, Reliability).
///
/// The limits sit well past real queries: the longest place names (Bangkok's
/// ceremonial name, 168 letters; Llanfairpwllgwyngyll…, 58) and a full Korean
/// address with a building name (`서울특별시 강남구 테헤란로 152 강남파이낸스센터`,
/// 6 words) fit. Photon and Google cap queries by length, Pelias by tokens;
/// this caps both.
public enum QueryLimits {
  /// The most Unicode scalars of a query that are read.
  public static let maxScalars = 200
  /// The most words of a query that are read (words as the normaliser
  /// splits them: on spaces, commas and other separators).
  public static let maxWords = 16

  /// `query` cut to the limits, and whether anything was cut.
  ///
  /// - Complexity: O(min(|query|, maxScalars)); O(1) for a query of at
  ///   most 31 bytes (it cannot hold more than 16 words), as every
  ///   keystroke is.
  public static func cut(_ query: String) -> (text: String, wasCut: Bool) {
    if query.utf8.count < 2 * maxWords { return (query, false) }
    let scalars = query.unicodeScalars
    var words = 0
    var inWord = false
    var n = 0
    var i = scalars.startIndex
    while i != scalars.endIndex {
      if n == maxScalars { return (String(scalars[..<i]), true) }
      let separator = Normalizer.fold(scalars[i].value) == Normalizer.separator
      if !separator && !inWord {
        if words == maxWords { return (String(scalars[..<i]), true) }
        words += 1
      }
      inWord = !separator
      n += 1
      i = scalars.index(after: i)
    }
    return (query, false)
  }
}
