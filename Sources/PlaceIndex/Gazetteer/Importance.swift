#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The static importance of a place: the order of places within a match tier.
///
/// All kinds share one scale, roughly log10 of the people a place concerns
/// (the numbers are ``ImportanceWeights``):
///
/// | kind    | importance                                                   |
/// |---------|--------------------------------------------------------------|
/// | city    | log10(population + 1), + 0.3 for a national capital          |
/// | region  | log10(population of its cities + 1) - 1.5, - 1 more when a city |
/// |         | of 100,000 or more in it has its name (New York, Seoul)      |
/// | country | log10(population + 1) - 0.5; below 5, 5 less a tenth of the |
/// |         | shortfall                                                    |
/// | airport | log10(population of the city it serves + 1) - 1.5, or 2 when |
/// |         | unknown; + 0.5 when its name says "International"; - 0.25   |
/// |         | when medium or unlisted, - 0.75 small, - 1.5 a heliport,     |
/// |         | seaplane base or closed field (OurAirports' type)            |
/// | cinema  | 4, like a town of 10,000                                     |
///
/// What a match adds to it at query time is in ``RankingWeights``.
enum Importance {
  static func city(_ p: SourcePlace) -> Double {
    log10(Double(p.population) + 1) + (p.isCapital ? ImportanceWeights.capitalBonus : 0)
  }

  static func region(_ p: SourcePlace) -> Double {
    log10(Double(p.population) + 1) + ImportanceWeights.regionOffset
  }

  static func country(_ p: SourcePlace) -> Double {
    ImportanceWeights.country(people: log10(Double(p.population) + 1))
  }

  static func airport(_ p: SourcePlace, size: String = "") -> Double {
    let base = p.population > 0
      ? log10(Double(p.population) + 1) + ImportanceWeights.airportOffset
      : ImportanceWeights.airportUnknownCity
    return base + (p.names[0].contains("International") ? ImportanceWeights.internationalBonus : 0)
      + ImportanceWeights.airportSize(size)
  }

  static func cinema(_ p: SourcePlace) -> Double { ImportanceWeights.cinema }
}

func asinDegrees(_ x: Double) -> Double { asin(max(-1, min(1, x))) * 180 / .pi }
func atan2Degrees(_ y: Double, _ x: Double) -> Double { atan2(y, x) * 180 / .pi }
