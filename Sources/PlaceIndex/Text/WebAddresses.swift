/// A web address typed for the site it names (`www.cgv.co.kr 대학로`,
/// `m.megabox.co.kr 강남`, `lottecinema.co.kr 신사점`): the site's name
/// stands for it, as a chain's brand does (`cgv 대학로`). No place is
/// written with a scheme, `www.` or a top-level domain.
///
///     WebAddresses.withoutDomains("www.cgv.co.kr 대학로")  // "cgv 대학로"
///     WebAddresses.withoutDomains("st. louis")            // nil
enum WebAddresses {
  /// The top-level domains, and the second levels under a country's, that
  /// end such an address (`.co.kr`, `.com`).
  static let topLevels: Set<String> = ["com", "net", "org", "kr", "jp", "cn", "io"]
  static let secondLevels: Set<String> = ["co", "or", "go", "ne", "ac"]
  /// What comes before the site's name: a mobile site's `m`, `www`.
  static let hostPrefixes: Set<String> = ["www", "m", "mobile"]

  /// The site's name of `word` when it is a web address, else nil.
  static func siteName(_ word: Substring) -> Substring? {
    var w = word
    for scheme in ["https://", "http://"] where w.lowercased().hasPrefix(scheme) {
      w = w.dropFirst(scheme.count)
    }
    if let slash = w.firstIndex(of: "/") { w = w[..<slash] }
    var labels = w.split(separator: ".", omittingEmptySubsequences: false)
    guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") } }),
      topLevels.contains(labels.last!.lowercased())
    else { return nil }
    labels.removeLast()
    if labels.count >= 2, secondLevels.contains(labels.last!.lowercased()) { labels.removeLast() }
    while labels.count >= 2, hostPrefixes.contains(labels.first!.lowercased()) { labels.removeFirst() }
    guard labels.count == 1, labels[0].count >= 2, !hostPrefixes.contains(labels[0].lowercased()) else { return nil }
    return labels[0]
  }

  /// `query` with each web address written as its site's name, or nil
  /// when it has none.
  static func withoutDomains(_ query: String) -> String? {
    // (A dot with a letter after it, as a domain's is: most keystrokes
    // have none, and `st. louis` has a space after its dot.)
    guard QueryBytes.containsPair(query, where: { $0 == 0x2E && ($1 | 0x20) &- 0x61 < 26 }) else { return nil }
    var changed = false
    let words = query.split(separator: " ").map { w -> Substring in
      guard let name = siteName(w) else { return w }
      changed = true
      return name
    }
    return changed ? words.joined(separator: " ") : nil
  }
}
