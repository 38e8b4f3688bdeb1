/// The label a form or a delivery app prints before an address, which a
/// pasted block keeps with the name and phone number before it
/// (`수령인: 박*현 / 연락처: 010-****-3854 / 주소: 전남 여수시 공화남3길 2`):
/// what follows the first such label and its colon is the address, read
/// before the query's length is bounded (``QueryLimits``), which would
/// otherwise keep the name and the phone number and cut the address off.
enum AddressLabels {
  /// Labels for an address, in their normal form without spaces.
  static let labels: Set<String> = [
    "주소", "배송지", "배송주소", "배송지주소", "수령지", "수령지주소", "받는주소", "받는곳", "도로명주소", "도로명",
    "지번주소", "지번", "기본주소", "소재지", "사업장소재지", "위치", "도착지", "address", "addr", "shippingaddress",
  ]

  /// The most words a label has before its colon (`사업장 소재지`).
  static let maxLabelWords = 2

  /// How much of a query is looked at for a label, in scalars: a pasted
  /// block's name, phone number and address fit; a longer paste is read
  /// up to it, as ``QueryLimits`` reads any query up to its limits.
  static let maxPastedScalars = 4 * QueryLimits.maxScalars

  /// How much of a query's bytes is looked at for a colon: the most bytes
  /// ``maxPastedScalars`` scalars take.
  static let maxPastedBytes = 4 * maxPastedScalars

  /// What follows the first address label and its colon in `query`, up
  /// to the next address label (`도로명: … / 지번: …`: the road address a
  /// form gives first), when other text comes before the label or another
  /// label after it; nil otherwise. Only the first ``maxPastedScalars``
  /// are read.
  ///
  /// - Complexity: O(min(|query|, maxPastedScalars)).
  static func address(in query: String) -> String? {
    // (A colon first, told from the bytes: most queries have none.)
    guard QueryBytes.contains(query, within: maxPastedBytes, where: { $0 == 0x3A }) else { return nil }
    let scalars = Array(query.unicodeScalars.prefix(maxPastedScalars))
    // Each address label: where it starts and where its colon is.
    var found: [(start: Int, colon: Int)] = []
    for colon in scalars.indices where scalars[colon] == ":" {
      if let start = labelStart(scalars, before: colon) { found.append((start, colon)) }
    }
    guard let first = found.first else { return nil }
    let end = found.count > 1 ? found[1].start : scalars.count
    guard first.start > 0 || end < scalars.count else { return nil }
    // (Without the separators before the next label: `… 5 / 지번:`.)
    var last = end
    while last > first.colon + 1, " /|,".unicodeScalars.contains(scalars[last - 1]) { last -= 1 }
    let rest = String(String.UnicodeScalarView(scalars[(first.colon + 1)..<last]))
    return rest.contains(where: { $0 != " " }) ? rest : nil
  }

  /// Where the address label that ends at `colon` starts (its last one or
  /// two words, brackets around it aside), or nil when the words before
  /// the colon end in none.
  private static func labelStart(_ scalars: [Unicode.Scalar], before colon: Int) -> Int? {
    func isSeparator(_ u: Unicode.Scalar) -> Bool { " /|,".unicodeScalars.contains(u) }
    var end = colon
    while end > 0, scalars[end - 1] == " " { end -= 1 }
    var start = end
    var label = ""
    for _ in 0..<maxLabelWords {
      var wordStart = start
      while wordStart > 0, !isSeparator(scalars[wordStart - 1]) { wordStart -= 1 }
      guard wordStart < start else { return nil }
      label = String(String.UnicodeScalarView(scalars[wordStart..<start])) + label
      let key = label.lowercased().filter { !"[]()".contains($0) }
      if labels.contains(key) { return wordStart }
      start = wordStart
      while start > 0, scalars[start - 1] == " " { start -= 1 }
    }
    return nil
  }
}
