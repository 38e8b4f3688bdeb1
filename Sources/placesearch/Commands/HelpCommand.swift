/// `placesearch help [topic]` and `placesearch help --man`: the help of a
/// command, of the JSON output, the exit codes and the environment, or all
/// of it as a roff manual page (`placesearch help --man | man -l -`).
enum HelpCommand {
  /// The topics, and their sections of the manual page.
  static let topics: [(name: String, abstract: String, section: String, text: String)] = [
    ("json", "The JSON, GeoJSON and TSV output", "OUTPUT", json),
    ("exit-codes", "What each exit status means", "EXIT STATUS", exitCodes),
    ("environment", "The environment variables placesearch reads", "ENVIRONMENT", environment),
    ("data", "Building an index from your own files", "YOUR OWN DATA", data),
  ]

  static let spec = CommandSpec(
    name: "help", usage: "placesearch help [command | json | exit-codes | environment | data] [--man]",
    abstract: "Show the help of a command or a topic, or the whole manual page.",
    options: [
      OptionSpec(name: "--man", value: nil, help: "Print the manual page in roff (placesearch help --man | man -l -)"),
      CommonOptions.help,
    ])

  static func run(_ words: [String]) throws(CommandError) -> ExitStatus {
    let args = try ParsedArguments(words, spec: spec)
    if args.has("--man") {
      Terminal.out(manPage())
      return .success
    }
    guard let topic = args.positionals.first else {
      Terminal.out(overview + "\nTopics (placesearch help <topic>):\n"
        + topics.map { "  \($0.name)\(String(repeating: " ", count: 14 - $0.name.count))\($0.abstract)\n" }.joined())
      return .success
    }
    if let c = commands.first(where: { $0.name == topic }) {
      Terminal.out(c.spec.help)
    } else if let t = topics.first(where: { $0.name == topic }) {
      Terminal.out(t.text)
    } else {
      var message = "no help on '\(topic.shown)'."
      if let near = Suggestion.closest(to: topic, among: commands.map(\.name) + topics.map(\.name)) {
        message += " Did you mean '\(near)'?"
      }
      throw .usage(message, spec.usage)
    }
    return .success
  }

  static let json = """
    JSON (--json, or --format json)
      query:   {"query", "interpretedAs", "results": [completion]}; a completion has
               id, kind, title, subtitle, titleHighlights, subtitleHighlights (UTF-16
               location and length), latitude, longitude, countryCode, unmatchedWords,
               and with --explain an explain object (tier, matchedName, reading, edits,
               importance, bonus, penalty, bias, distanceMeters, score, matchedWords,
               unmatchedWords).
      resolve: one place: id, kind, name, koreanName, title, subtitle, latitude,
               longitude, countryCode, country, region, timezone, population,
               geonameId; iata and icao for airports, brand for cinemas; for Korean
               places an address object (areas, areaIds, code, bounds, neighbourhoods,
               postcodes, approximate); alternateNames.
      nearby:  {"center", "radiusMeters", "results": [place + distanceMeters,
               bearingDegrees]}.
      reverse: {"point", "results": [place]}, smallest area first; outside Korea the
               nearest city, with distanceMeters and "nearest": true.
      Kinds: city, region, country, airport, cinema, province, district,
      neighbourhood, village, road, postcode.
    GeoJSON (--geojson, or --format geojson)
      An RFC 7946 FeatureCollection: one Feature per result, geometry a Point
      [longitude, latitude] or, for a 읍면동 or 리, the Polygon of its boundary;
      properties the result's JSON object. The other fields (query, center, point)
      are foreign members of the collection.
    TSV (--format tsv)
      A header line of JSON field names, then one place a line; tabs and line
      breaks in values become spaces, lists are joined with |.

    """

  static let exitCodes = """
    Exit codes
      0    results were found, or the command did what it was asked
      1    the query ran and found nothing
      64   the command line is wrong (EX_USAGE): an unknown option, a bad value
      65   the index or a data file is malformed (EX_DATAERR)
      66   a file that is needed does not exist (EX_NOINPUT)
      130  the picker was cancelled (Ctrl-C, Esc)

    """

  static let data = """
    Your own data
      placesearch index build --output FILE (--data-dir DIR | FILE | DIR) ...
      reads every file placesearch knows in the folders (not their
      subfolders) and the files given, and writes one index; use it with
      --index FILE or PLACESEARCH_INDEX=FILE. 'index info' lists what went in.

      GeoNames, exactly as downloaded from download.geonames.org/export/dump:
        cities500.txt, cities1000.txt, cities15000.txt, a country's KR.txt,
        allCountries.txt    19 columns; every feature class: populated places
                            are cities, ADM1 rows regions, the countries of
                            countryInfo.txt countries, anything else a place
                            whose category is its feature code (MT, RSTN)
        countryInfo.txt     country names and codes (a country no row gives
                            stands at its cities' centre)
        admin1CodesASCII.txt, admin2Codes.txt
                            region names, and the places' subtitles
        alternateNamesV2.txt (or alternateNames.txt)
                            more names by language; codes (iata, icao, faac,
                            abbr) find a place typed whole; the preferred,
                            short Korean name is shown with --lang ko; links,
                            postal codes and Wikidata ids are skipped
      CSV (.csv, or .tsv with tabs) with a header line:
        name, latitude, longitude (lat, lon, lng), and optionally kind
        (place, cinema, area; another word is the category), category, brand,
        alt_names (|-separated), importance (about log10 of the people a place
        concerns: a town of 10,000 is 4; default 2, or from population), id
        (the place's id is place:ID; default file:line), country, population
      GeoJSON (.geojson, .json): a FeatureCollection or a Feature; Points are
        places, Polygons and MultiPolygons areas that 'reverse' returns
        (smallest first), shown at a point inside them; properties as the
        CSV's columns (alt_names may be an array)

      --kinds city,place,...  keep only these kinds
      --strict                stop at the first malformed row (exit 65);
                              else each is skipped and counted, the first
                              said with its file and line
      A GeoNames id in two files (cities1000.txt and KR.txt) is one place.
      On a terminal a progress line shows rows read, the rate and the time
      left; memory stays within about twice the finished index.

    """

  static let environment = """
    Environment
      PLACESEARCH_INDEX  the index file to use when --index is not given
      PLACESEARCH_DATA   the data folder the default index is built from
                         (default: the Data/ folder above the executable)
      XDG_CACHE_HOME     where a default index goes when the checkout cannot be
                         written (default: ~/.cache/placesearch/), before /tmp
      NO_COLOR           set: no colour or bold, as --color never
      TERM               dumb: no colour; the picker needs a terminal

    """

  /// The manual page: the overview, every command with its options, and the
  /// topics, in roff (man(7) macros).
  static func manPage() -> String {
    var out = """
      .\\" -*- coding: utf-8 -*-
      .TH PLACESEARCH 1 "" "placesearch \(version)" "User Commands"
      .SH NAME
      placesearch \\- offline place search with autocomplete
      .SH SYNOPSIS
      .B placesearch
      .I command
      .RI [ options ]
      .SH DESCRIPTION
      \(roff("Completes partial text into ranked places (the world's cities with every alternate name, countries, regions, airports, cinemas, and for Korea every address level, road and ZIP code), resolves them to details, lists places near a point and tells which areas contain a point. Offline, from one index file."))
      .SH COMMANDS

      """
    for c in commands.map(\.spec) {
      out += ".SS \(roff(c.usage))\n\(roff(c.abstract))\n"
      if !c.discussion.isEmpty { out += ".PP\n\(roff(c.discussion.split(separator: "\n").joined(separator: " ")))\n" }
      for o in c.options {
        let label = (o.short.map { "\($0), " } ?? "") + o.name + (o.value.map { " <\($0)>" } ?? "")
        out += ".TP\n.B \(roff(label))\n\(roff(o.help))\n"
      }
      if !c.examples.isEmpty {
        out += ".PP\nExamples:\n.nf\n" + c.examples.map { roff($0) + "\n" }.joined() + ".fi\n"
      }
    }
    for t in topics {
      out += ".SH \(t.section)\n.nf\n\(roff(t.text))\n.fi\n"
    }
    out += ".SH SEE ALSO\nThe README of the placesearch repository.\n"
    return out
  }

  /// Text safe in roff: backslashes escaped, and a line that would start
  /// with a control character (. or ') guarded.
  static func roff(_ s: String) -> String {
    s.replacingAll("\\", with: "\\e").split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.first == "." || line.first == "'" ? "\\&" + line : String(line)
    }.joined(separator: "\n")
  }
}
