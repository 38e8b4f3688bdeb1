/// A cinema chain, recognised by any of its names.
///
///     Brand(alias: "씨지브이")      // .cgv
///     Brand(alias: "Lotte")       // .lotteCinema
public enum Brand: String, Sendable, CaseIterable {
  case cgv = "CGV"
  case lotteCinema = "Lotte Cinema"
  case megabox = "Megabox"

  /// Every name a user may write for the brand; the first is its Korean name.
  public var aliases: [String] {
    switch self {
    case .cgv: ["CGV", "씨지브이"]
    case .lotteCinema: ["롯데시네마", "Lotte Cinema", "Lotte", "롯데", "LotteCinema"]
    case .megabox: ["메가박스", "Megabox", "Mega Box"]
    }
  }

  /// The brand that `alias` names, ignoring case, spaces and diacritics.
  public init?(alias: String) {
    let key = Normalizer.normalize(alias).filter { $0 != 0x20 }
    guard !key.isEmpty else { return nil }
    for brand in Brand.allCases
    where brand.aliases.contains(where: { Normalizer.normalize($0).filter { $0 != 0x20 } == key }) {
      self = brand
      return
    }
    return nil
  }
}
