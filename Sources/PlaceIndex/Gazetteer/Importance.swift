#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The static importance of a place: the order of places within a match tier.
///
/// All kinds share one scale, roughly log10 of the people a place concerns:
///
/// | kind    | importance                                                   |
/// |---------|--------------------------------------------------------------|
/// | city    | log10(population + 1), + 0.3 for a national capital          |
/// | region  | log10(population of its cities + 1) - 2, - 1 more when a city |
/// |         | of 100,000 or more in it has its name (New York, Seoul)      |
/// | country | log10(population + 1) - 0.5                                  |
/// | airport | log10(population of the city it serves + 1) - 1.5, or 2 when |
/// |         | unknown; + 0.5 when its name says "International"            |
/// | cinema  | 4, like a town of 10,000                                     |
///
/// A match through an alternate name counts ``alternatePenalty`` less, so that
/// "new yo" finds New York City before Jakarta's nickname "New York van Java".
enum Importance {
  static let alternatePenalty = 1.5
  /// Taken from a region named like a city of 100,000 or more in it.
  static let regionNamedLikeCityPenalty = 1.0

  static func city(_ p: SourcePlace) -> Double {
    log10(Double(p.population) + 1) + (p.isCapital ? 0.3 : 0)
  }

  static func region(_ p: SourcePlace) -> Double { log10(Double(p.population) + 1) - 2 }

  static func country(_ p: SourcePlace) -> Double { log10(Double(p.population) + 1) - 0.5 }

  static func airport(_ p: SourcePlace) -> Double {
    let base = p.population > 0 ? log10(Double(p.population) + 1) - 1.5 : 2
    return base + (p.names[0].contains("International") ? 0.5 : 0)
  }

  static func cinema(_ p: SourcePlace) -> Double { 4 }
}

func asinDegrees(_ x: Double) -> Double { asin(max(-1, min(1, x))) * 180 / .pi }
func atan2Degrees(_ y: Double, _ x: Double) -> Double { atan2(y, x) * 180 / .pi }
