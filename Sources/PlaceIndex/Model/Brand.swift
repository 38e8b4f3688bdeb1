/// A cinema chain, recognised by any of its names.
///
///     Brand(alias: "씨지브이")      // .cgv
///     Brand(alias: "Lotte")       // .lotteCinema
public enum Brand: String, Sendable, CaseIterable {
  case cgv = "CGV"
  case lotteCinema = "Lotte Cinema"
  case megabox = "Megabox"

  /// Every name a user may write for the brand; the first is its Korean name.
  /// (With the everyday short forms Korean users write, 롯시 and 메박.)
  public var aliases: [String] {
    switch self {
    case .cgv: ["CGV", "씨지브이", "씨지비"]
    case .lotteCinema: ["롯데시네마", "Lotte Cinema", "Lotte", "롯데", "LotteCinema", "롯시"]
    case .megabox: ["메가박스", "Megabox", "Mega Box", "메박"]
    }
  }

  /// The brand that `alias` names, ignoring case, spaces and diacritics.
  public init?(alias: String) {
    guard let b = Brand.byKey[Normalizer.normalize(alias).filter { $0 != 0x20 }] else { return nil }
    self = b
  }

  /// The brand whose alias, normalised and without spaces, is `key`.
  init?(key: [UInt8]) {
    guard let b = Brand.byKey[key] else { return nil }
    self = b
  }

  /// Every alias, normalised and without spaces, in each of its
  /// sound-alike spellings (매가박스, 롯대시네마: ``Hangul/soundAlikeSpellings(_:)``).
  static let byKey: [[UInt8]: Brand] = {
    var out: [[UInt8]: Brand] = [:]
    for b in Brand.allCases {
      for a in b.aliases.flatMap(Hangul.soundAlikeSpellings) { out[Normalizer.normalize(a).filter { $0 != 0x20 }] = b }
    }
    return out
  }()

  /// Each alias's sound-alike spellings (매가박스), normalised and without
  /// spaces, to the alias as written (메가박스).
  static let writtenSpelling: [[UInt8]: [UInt8]] = {
    var out: [[UInt8]: [UInt8]] = [:]
    for a in Brand.allCases.flatMap(\.aliases) {
      let written = Normalizer.normalize(a).filter { $0 != 0x20 }
      for v in Hangul.soundAlikeSpellings(a).dropFirst() {
        out[Normalizer.normalize(v).filter { $0 != 0x20 }] = written
      }
    }
    return out
  }()

  /// `words` (normal forms) with each brand written in a sound-alike
  /// spelling (매가박스) written as the brand writes it (메가박스); nil
  /// when no word is.
  static func respelled(_ words: [[UInt8]]) -> [[UInt8]]? {
    guard words.contains(where: { writtenSpelling[$0] != nil }) else { return nil }
    return words.map { writtenSpelling[$0] ?? $0 }
  }

  /// Every word of every alias, in each spelling, normalised: a query
  /// without one names no brand.
  static let aliasWords: Set<[UInt8]> = Set(
    Brand.allCases.flatMap(\.aliases).flatMap(Hangul.soundAlikeSpellings).flatMap { Normalizer.words($0) })
}
