/// The abbreviations newspapers and old address books write for states
/// and provinces after a city, which are neither the region's name nor
/// its postal code nor the start of its name: the Associated Press's for
/// US states (`Tampa, Fla.`), the Canadian Press's for provinces (`Truro, N.S.`,
/// `Brandon, Man.`, `Charlottetown, P.E.I.`), and Australia's (`Cairns,
/// Qld`, `Dubbo, N.S.W.`).
///
/// Read only as a part of the query after a comma, written with a dot
/// (`Man.`) or, for the few Australian forms written without one, as
/// they are (`Qld`, `NSW`): the same letters elsewhere are words
/// (`man`, `vic`).
///
///     RegionAbbreviations.expanded("Truro, N.S.")  // "Truro, Nova Scotia"
enum RegionAbbreviations {
  /// Each abbreviation, its letters lower-cased without dots, and the
  /// region's name.
  static let names: [String: String] = [
    // Canada (Canadian Press; `Ont.`, `Que.` and `Sask.` start the name).
    "bc": "British Columbia", "alta": "Alberta", "man": "Manitoba", "ns": "Nova Scotia", "nb": "New Brunswick",
    "nfld": "Newfoundland and Labrador",
    "pei": "Prince Edward Island", "nwt": "Northwest Territories", "yt": "Yukon",
    // Australia.
    "qld": "Queensland", "vic": "Victoria", "tas": "Tasmania", "nsw": "New South Wales",
    "wa": "Western Australia", "sa": "South Australia", "nt": "Northern Territory",
    "act": "Australian Capital Territory",
    // The United States (Associated Press), those that are neither the
    // postal code (`Md.`) nor the start of the name (`Okla.`; `Mich.` may
    // be Michoacán), which the qualifier reads as they are.
    "fla": "Florida", "wva": "West Virginia",
  ]

  /// The abbreviations also written without a dot: Australia's.
  static let undotted: Set<String> = ["qld", "nsw", "vic", "tas"]

  /// `query` with each part after a comma that is an abbreviation of
  /// ``names`` written as the region's name; nil when none is.
  static func expanded(_ query: String) -> String? {
    // (A comma first, told from the bytes: most queries have none.)
    guard QueryBytes.contains(query, where: { $0 == 0x2C }) else { return nil }
    var parts = query.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    guard parts.count >= 2 else { return nil }
    var changed = false
    for i in parts.indices.dropFirst() {
      let part = parts[i].trimmingSpaces
      // (Letters and dots only, at most a few: `N.S.W.`, `Calif.`.)
      guard part.utf8.count <= 8, !part.isEmpty,
        part.utf8.allSatisfy({ ($0 | 0x20) &- 0x61 < 26 || $0 == 0x2E })
      else { continue }
      let letters = String(part.filter { $0 != "." }).lowercased()
      guard let name = names[letters], part.contains(".") || undotted.contains(letters) else { continue }
      parts[i] = " " + name
      changed = true
    }
    return changed ? parts.joined(separator: ",") : nil
  }
}

extension String {
  /// The string without the spaces at its ends.
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
