import PlaceIndex

/// The centre of `nearby` and `map`: a point (`LAT,LON` or `LAT LON`), or
/// the best match of `--around TEXT`; and the index, opened once the words
/// are known to be right.
struct Centre {
  var index: PlaceIndex
  var point: Coordinate
  /// The place `--around` found, when it was given.
  var found: Completion?

  /// Nil when `--around` matches nothing (said on stderr; exit 1).
  static func resolve(_ args: ParsedArguments, _ v: Validation) throws(CommandError) -> Centre? {
    let p = args.positionals
    if let around = args.value("--around") {
      guard p.isEmpty else { throw v.fail("give either a point or --around, not both.") }
      let text = try v.query([around], what: "--around text")
      let index = try IndexLocator.open(explicit: args.value("--index"))
      guard let first = index.complete(text, options: .init(limit: 1)).first else {
        Terminal.err("No place matches '\(text.shown)'.\n")
        return nil
      }
      return Centre(index: index, point: first.coordinate, found: first)
    }
    let point = try v.point(p, missing: "give a point as LAT,LON, or --around <text>.")
    return Centre(index: try IndexLocator.open(explicit: args.value("--index")), point: point, found: nil)
  }
}
