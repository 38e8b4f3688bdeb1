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
  ///
  /// - Complexity: O(|query|), reading bytes; a string is made only for a
  ///   part of a few letters and dots.
  static func expanded(_ query: String) -> String? {
    // (A comma first, told from the bytes: most queries have none.)
    guard QueryBytes.contains(query, where: { $0 == 0x2C }) else { return nil }
    let bytes = Array(query.utf8)
    var out: [UInt8] = []
    var changed = false
    var start = 0
    for i in 0...bytes.count where i == bytes.count || bytes[i] == 0x2C {
      let part = bytes[start..<i]
      if start > 0, let name = name(ofPart: part) {
        out.append(0x20)
        out += name.utf8
        changed = true
      } else {
        out += part
      }
      if i < bytes.count { out.append(0x2C) }
      start = i + 1
    }
    return changed ? String(decoding: out, as: UTF8.self) : nil
  }

  /// The region a part between commas abbreviates (letters and dots
  /// only, at most a few: `N.S.W.`, `Calif.`), or nil.
  private static func name(ofPart part: ArraySlice<UInt8>) -> String? {
    var lo = part.startIndex
    var hi = part.endIndex
    while lo < hi && part[lo] == 0x20 { lo += 1 }
    while hi > lo && part[hi - 1] == 0x20 { hi -= 1 }
    let word = part[lo..<hi]
    guard !word.isEmpty, word.count <= 8, word.allSatisfy({ ($0 | 0x20) &- 0x61 < 26 || $0 == 0x2E }) else {
      return nil
    }
    let letters = String(decoding: word.filter { $0 != 0x2E }.map { $0 | 0x20 }, as: UTF8.self)
    guard let name = names[letters], word.contains(0x2E) || undotted.contains(letters) else { return nil }
    return name
  }
}
