import Foundation
import Testing

/// The first run builds the default index; later runs open it; a change to
/// the data rebuilds it. Runs on a tiny data folder in a temporary checkout.
@Suite struct IndexCommandTests {
  static let files = [
    "cities1000.txt": """
      1835848\tSeoul\t\t서울\t37.566\t126.9784\tP\tPPLC\tKR\t\t11\t\t\t\t10349312\t\t\tAsia/Seoul\t

      """,
    "countryInfo.txt": """
      #ISO\tISO3\tISO-Numeric\tfips\tCountry\tCapital\tArea(in sq km)\tPopulation\tContinent\ttld\tCurrencyCode\tCurrencyName\tPhone\tPostal Code Format\tPostal Code Regex\tLanguages\tgeonameid\tneighbours\tEquivalentFipsCode
      KR\tKOR\t410\tKS\tSouth Korea\tSeoul\t98480\t51635256\tAS\t.kr\tKRW\tWon\t82\t\t\tko-KR\t1835841\t\t

      """,
    "admin1CodesASCII.txt": "KR.11\tSeoul\tSeoul\t\n",
    "postcodes.tsv": "# geonameid, country, postcodes\ngeonameid\tcountry\tpostcodes\n",
    "regionCodes.txt": "# admin1 code, ISO 3166-2 subdivision code\n",
    "regionNames.txt": "# admin1 code, language, name\n",
    "countryNames.txt": "1\t1835841\tko\t대한민국\t\t\t\t\t\t\n",
    "airports.tsv": "iata\ticao\tname\tcity\tsubd\tcountry\tlatitude\tlongitude\televation\ttimezone\n",
    "cinemas.tsv": "slug\tbrand\tname\tname_en\tlatitude\tlongitude\ncgv-gangnam\tCGV\tCGV 강남\tCGV Gangnam\t37.501670\t127.026383\n",
    // The Korean address files may hold no rows, but they must be there.
    "kr-areas.tsv": "code\tlevel\tname\tparent\tlatitude\tlongitude\tsouth\twest\tnorth\teast\taddresses\tformer\n",
    "kr-boundaries.tsv": "code\trings...\n",
    "kr-roads.tsv": "sigungu\troad\taddresses\temd\tzips\tbuildings\n",
    "kr-postcodes.tsv": "zip\tsigungu\taddresses\temd\n",
    "airports-ko.tsv": "iata\tname\tshort\n",
  ]

  func checkout() throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("placesearch-checkout-\(UUID().uuidString)")
    let data = root.appendingPathComponent("Data")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    for (name, text) in Self.files {
      try text.write(to: data.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return root
  }

  @Test func firstRunBuildsTheDefaultIndexThenReusesIt() throws {
    let root = try checkout()
    let env = ["PLACESEARCH_DATA": root.appendingPathComponent("Data").path]
    let first = Run(["query", "seoul"], index: nil, environment: env, directory: "/")
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stderr.contains("building the index"))
    #expect(first.stdout.contains("Seoul"))
    let index = root.appendingPathComponent(".build/placesearch.idx").path
    #expect(FileManager.default.fileExists(atPath: index))
    let leftovers = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent(".build").path)
    #expect(leftovers == ["placesearch.idx"])

    let second = Run(["query", "서울", "--json"], index: nil, environment: env, directory: "/tmp")
    #expect(second.status == 0)
    #expect(second.stderr.isEmpty)

    // New data: the index is rebuilt on the next run.
    let cities = root.appendingPathComponent("Data/cities1000.txt")
    var text = try String(contentsOf: cities, encoding: .utf8)
    text += "1838524\tBusan\t\t부산\t35.10168\t129.03004\tP\tPPLA\tKR\t\t10\t\t\t\t3678555\t\t\tAsia/Seoul\t\n"
    try text.write(to: cities, atomically: true, encoding: .utf8)
    let third = Run(["query", "busan"], index: nil, environment: env)
    #expect(third.status == 0)
    #expect(third.stderr.contains("building the index"))
    #expect(third.stdout.contains("Busan"))
  }

  /// A missing or malformed Korean address file: exit 66 or 65, its path and
  /// the command that regenerates it.
  @Test func missingOrMalformedKoreanFile() throws {
    let root = try checkout()
    let data = root.appendingPathComponent("Data")
    let out = root.appendingPathComponent("k.idx").path
    try FileManager.default.removeItem(at: data.appendingPathComponent("kr-roads.tsv"))
    let missing = Run(["index", "build", "--data", data.path, "--output", out], index: nil)
    #expect(missing.status == 66)
    #expect(missing.stderr.contains("\(data.path)/kr-roads.tsv"))
    #expect(missing.stderr.contains("python3 Data/generate.py"))
    try "sigungu\troad\taddresses\temd\tzips\tbuildings\n11680\t테헤란로\t5\tnot-a-count\t06236\t1:0\n"
      .write(to: data.appendingPathComponent("kr-roads.tsv"), atomically: true, encoding: .utf8)
    let malformed = Run(["index", "build", "--data", data.path, "--output", out, "--strict"], index: nil)
    #expect(malformed.status == 65)
    #expect(malformed.stderr.contains("\(data.path)/kr-roads.tsv:2: bad road row"))
    #expect(malformed.stderr.contains("python3 Data/generate.py"))
    #expect(!FileManager.default.fileExists(atPath: out))
    let lenient = Run(["index", "build", "--data", data.path, "--output", out, "--quiet"], index: nil)
    #expect(lenient.status == 0)
    #expect(lenient.stderr.contains("\(data.path)/kr-roads.tsv:2: bad road row"))
    #expect(lenient.stderr.contains("python3 Data/generate.py"))
  }

  @Test func buildInfoVerify() throws {
    let root = try checkout()
    let out = root.appendingPathComponent("custom.idx").path
    let data = root.appendingPathComponent("Data").path
    let build = Run(["index", "build", "--data", data, "--output", out], index: nil)
    #expect(build.status == 0)
    #expect(build.stdout == "\(out)\n")
    #expect(build.stderr.contains("done: "))
    let info = Run(["index", "info"], index: out)
    #expect(info.stdout.contains("places  4"))
    #expect(info.stdout.contains("cinema        1"))
    #expect(info.stdout.contains("sources cities1000.txt"))
    #expect(Run(["index", "verify"], index: out).status == 0)
    #expect(Run(["--index", out, "query", "cgv"]).stdout.contains("CGV 강남"))
  }

  @Test func malformedDataIsReported() throws {
    let root = try checkout()
    let data = root.appendingPathComponent("Data")
    try "1835848\tSeoul\tonly four columns\n".write(
      to: data.appendingPathComponent("cities1000.txt"), atomically: true, encoding: .utf8)
    let out = root.appendingPathComponent("x.idx").path
    // By default the row is skipped, and said with its file and line.
    let skipped = Run(["index", "build", "--data", data.path, "--output", out, "--quiet"], index: nil)
    #expect(skipped.status == 0)
    #expect(skipped.stderr.contains("skipped 1 malformed data row, first \(data.path)/cities1000.txt:1: expected 19 columns"))
    #expect(FileManager.default.fileExists(atPath: out))
    try FileManager.default.removeItem(atPath: out)
    // --strict stops at it, and writes nothing.
    let r = Run(["index", "build", "--data", data.path, "--output", out, "--strict"], index: nil)
    #expect(r.status == 65)
    #expect(r.stderr.contains("cities1000.txt:1: expected 19 columns"))
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  @Test func missingDataFolder() {
    let r = Run(["index", "build", "--data", "/nonexistent", "--output", "/tmp/never.idx"], index: nil)
    #expect(r.status == 66)
    #expect(r.stderr.contains("Error: no data file at /nonexistent/cities1000.txt"))
  }
}
