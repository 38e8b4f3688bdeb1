import Foundation
import Testing

/// `placesearch index build` from a user's files (issue 13 §2): a GeoNames
/// country file in the 19-column layout with its tables and an
/// `alternateNamesV2` sample, a CSV, and a GeoJSON file of points and
/// polygons, each built into an index that `query`, `resolve`, `nearby` and
/// `reverse` use. The fixtures are in `Tests/Fixtures/userdata`.
@Suite struct UserDataBuildTests {
  static let fixtures = Run.root.appendingPathComponent("Tests/Fixtures/userdata").path

  static func temporary(_ name: String) -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("placesearch-user-\(getpid())")
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir.appendingPathComponent(name).path
  }

  /// Builds `inputs` into a fresh index; the build must succeed.
  static func build(_ name: String, _ inputs: [String], _ extra: [String] = []) -> String {
    let out = temporary(name)
    let r = Run(["index", "build", "--quiet", "--output", out] + inputs + extra, index: nil)
    precondition(r.status == 0, "build failed: \(r.stderr)")
    return out
  }

  static let geonames = build("geonames.idx", ["--data-dir", "\(fixtures)/geonames"])
  static let own = build("own.idx", ["\(fixtures)/own/stores.csv", "\(fixtures)/own/districts.geojson"])

  func first(_ index: String, _ args: [String]) -> [String: Any]? {
    Run(args + ["--json"], index: index).results.first
  }

  // MARK: GeoNames

  @Test func geonamesRowsBecomeCitiesRegionsCountriesAndPlaces() throws {
    let r = Run(["index", "info", "--json"], index: Self.geonames)
    let byKind = try #require(r.json["placesByKind"] as? [String: Int])
    #expect(byKind["city"] == 4)  // the four P rows
    #expect(byKind["country"] == 1)  // the PCLI row that countryInfo lists
    // The ADM1 row (Jeju-do), and Seoul, Busan and Incheon from
    // admin1CodesASCII.txt at their cities' centre.
    #expect(byKind["region"] == 4)
    #expect(byKind["place"] == 5)  // a station, two mountains, an ADM2, a zoo
    let metadata = try #require(r.json["metadata"] as? [String: String])
    #expect(metadata["sources"]?.contains("KR.txt (GeoNames dump, 11 rows)") == true)
  }

  @Test func aFeatureIsAPlaceWithItsFeatureCodeAsCategory() throws {
    let hit = try #require(first(Self.geonames, ["query", "hallasan"]))
    #expect(hit["id"] as? String == "geonames:1846265")
    #expect(hit["kind"] as? String == "place")
    // The feature code's words, then admin1 and the country of countryInfo.
    #expect(hit["subtitle"] as? String == "Mountain · Jeju-do, South Korea")
    let details = Run(["resolve", "geonames:1846265", "--json"], index: Self.geonames).json
    #expect(details["category"] as? String == "MT")
  }

  @Test func alternateNamesV2FindsAndNamesPlaces() throws {
    // A Korean alternate name, by its initial consonants too.
    #expect(first(Self.geonames, ["query", "한라산"])?["id"] as? String == "geonames:1846265")
    #expect(first(Self.geonames, ["query", "ㅎㄹㅅ"])?["id"] as? String == "geonames:1846265")
    // A historic name still finds the place; an IATA row is a code.
    #expect(first(Self.geonames, ["query", "pusan"])?["id"] as? String == "geonames:1838524")
    #expect(first(Self.geonames, ["query", "QSS"])?["id"] as? String == "geonames:9900001")
    // The preferred short Korean name is the one shown in Korean; a link is
    // no name.
    let seoul = Run(["resolve", "geonames:1835848", "--json"], index: Self.geonames).json
    #expect(seoul["koreanName"] as? String == "서울")
    let names = try #require(seoul["alternateNames"] as? [String])
    #expect(!names.contains { $0.hasPrefix("http") })
    #expect(names.contains("Keijō"))
    // A row for an id no dump has is dropped, not a place of its own.
    #expect(Run(["query", "nowhere"], index: Self.geonames).status == 1)
  }

  @Test func geonamesIndexServesNearbyAndReverse() throws {
    let near = Run(["nearby", "37.55,126.97", "--radius", "2km", "--json"], index: Self.geonames)
    #expect(near.status == 0)
    #expect(near.results.first?["id"] as? String == "geonames:9900001")
    // No area holds the point: the nearest city.
    let rev = Run(["reverse", "37.56,126.98", "--json"], index: Self.geonames)
    let city = try #require(rev.results.first)
    #expect(city["id"] as? String == "geonames:1835848")
    #expect(city["nearest"] as? Bool == true)
  }

  @Test func kindsKeepsOnlyTheKindsAsked() throws {
    let out = Self.build("cities.idx", ["--data-dir", "\(Self.fixtures)/geonames"], ["--kinds", "city"])
    let byKind = try #require(Run(["index", "info", "--json"], index: out).json["placesByKind"] as? [String: Int])
    #expect(byKind["city"] == 4)
    #expect(byKind.filter { $0.key != "city" }.values.allSatisfy { $0 == 0 })
  }

  // MARK: CSV and GeoJSON

  @Test func csvRowsArePlacesWithTheirColumns() throws {
    let blue = try #require(first(Self.own, ["query", "blue bottle"]))
    #expect(blue["id"] as? String == "place:s1")
    #expect(blue["subtitle"] as? String == "cafe · Blue Bottle")
    // A quoted name with a comma; a name from alt_names.
    #expect(first(Self.own, ["query", "교보문고"])?["id"] as? String == "place:s2")
    #expect(first(Self.own, ["query", "kyobo book centre, gwang"])?["title"] as? String == "Kyobo Book Centre, Gwanghwamun")
    #expect(first(Self.own, ["query", "quoted \"sign\""])?["title"] as? String == "Quoted \"Sign\" Shop")
    // kind=cinema is a cinema; another kind word is the category.
    #expect(first(Self.own, ["query", "CGV 용산"])?["kind"] as? String == "cinema")
    let tower = Run(["resolve", "place:s4", "--json"], index: Self.own).json
    #expect(tower["category"] as? String == "landmark")
    #expect((tower["alternateNames"] as? [String])?.contains("남산타워") == true)
    // The importance column ranks: Namsan (5) before the shop (none, 2).
    let both = Run(["query", "s", "--json", "--limit", "20"], index: Self.own).results.compactMap { $0["id"] as? String }
    #expect((both.firstIndex(of: "place:s4") ?? 99) < (both.firstIndex(of: "place:s5") ?? 99))
  }

  @Test func geojsonPolygonsAreAreasThatReverseReturnsSmallestFirst() throws {
    func areas(_ point: String) -> [String] {
      Run(["reverse", point, "--json"], index: Self.own).results.filter { $0["kind"] as? String == "area" }
        .compactMap { $0["id"] as? String }
    }
    #expect(areas("37.515,126.905") == ["area:yeouido", "area:greater"])
    // In the Yeouido polygon's hole: only the larger area holds it.
    #expect(areas("37.525,126.925") == ["area:greater"])
    // Either part of a MultiPolygon.
    #expect(areas("37.517,126.965") == ["area:islands"])
    #expect(areas("37.517,126.995") == ["area:islands"])
    #expect(areas("37.60,127.10").isEmpty)
    // An area stands at a point inside it, not in its hole.
    let yeouido = Run(["resolve", "area:yeouido", "--json"], index: Self.own).json
    let lat = try #require(yeouido["latitude"] as? Double)
    let lon = try #require(yeouido["longitude"] as? Double)
    #expect(!(37.52...37.53).contains(lat) || !(126.92...126.93).contains(lon))
    #expect((37.51...37.54).contains(lat) && (126.90...126.95).contains(lon))
  }

  @Test func reverseGivesAnAreasPolygonAsGeoJSON() throws {
    let r = Run(["reverse", "37.515,126.905", "--geojson"], index: Self.own)
    let features = try #require(r.json["features"] as? [[String: Any]])
    let yeouido = try #require(features.first)
    let geometry = try #require(yeouido["geometry"] as? [String: Any])
    #expect(geometry["type"] as? String == "Polygon")
    // The outer ring and its hole, closed, as the file gave them.
    let rings = try #require(geometry["coordinates"] as? [[[Double]]])
    #expect(rings.count == 2)
    #expect(rings.allSatisfy { $0.first == $0.last && $0.count == 5 })
  }

  @Test func geojsonPointsAreFoundAndNearby() throws {
    let hit = try #require(first(Self.own, ["query", "63 build"]))
    #expect(hit["id"] as? String == "place:districts:4")  // no id: the file and feature number
    let near = Run(["nearby", "37.52,126.94", "--radius", "1km", "--json"], index: Self.own)
    #expect(near.results.first?["id"] as? String == "place:districts:4")
    // An area by its name, as a result.
    #expect(first(Self.own, ["query", "yeouido park"])?["id"] as? String == "area:yeouido")
  }

  @Test func nearbyAndMapFilterByTheDatasOwnCategoriesAndBrands() throws {
    func ids(_ index: String, _ args: [String]) -> [String] {
      Run(args + ["--json"], index: index).results.compactMap { $0["id"] as? String }
    }
    #expect(ids(Self.own, ["nearby", "37.55,126.98", "--radius", "20km", "--category", "cafe"]) == ["place:s1"])
    #expect(ids(Self.own, ["nearby", "37.55,126.98", "--radius", "20km", "--brand", "Blue Bottle"]) == ["place:s1"])
    #expect(ids(Self.own, ["map", "37.55,126.98", "--radius", "20km", "--category", "bookstore"]) == ["place:s2"])
    // A GeoNames feature code is a category too, beside a kind.
    let mountains = ids(Self.geonames, ["nearby", "37.55,126.98", "--radius", "30km", "--category", "MT,city"])
    #expect(mountains.contains("geonames:1838716") && mountains.contains("geonames:1835848"))
    #expect(!mountains.contains("geonames:9900001"))  // the station
    // On the bundled data a word that names no kind is still a typo.
    let typo = Run(["nearby", "37.5,127", "--category", "ciyt"])
    #expect(typo.status == 64 && typo.stderr.contains("Did you mean 'city'"))
  }

  // MARK: Bad input

  @Test func malformedRowsAreSkippedWithTheirFileAndLineOrStopTheBuildWithStrict() throws {
    let dir = Self.temporary("bad")
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    try "name,latitude,longitude\nGood,37.5,127.0\nBad,north,127.0\nAlso good,37.6,127.1\n"
      .write(toFile: "\(dir)/rows.csv", atomically: true, encoding: .utf8)
    let out = Self.temporary("bad.idx")
    let skipped = Run(["index", "build", "--quiet", "--output", out, "\(dir)/rows.csv"], index: nil)
    #expect(skipped.status == 0)
    #expect(skipped.stderr.contains("skipped 1 malformed row"))
    #expect(skipped.stderr.contains("rows.csv:3: latitude 'north' is not a number"))
    #expect(Run(["query", "also good"], index: out).status == 0)
    let strict = Run(["index", "build", "--quiet", "--strict", "--output", out + "2", "\(dir)/rows.csv"], index: nil)
    #expect(strict.status == 65)
    #expect(strict.stderr.contains("rows.csv:3"))
    #expect(!FileManager.default.fileExists(atPath: out + "2"))
  }

  @Test func anUnclosedQuoteIsABadRowNotTheRestOfTheFile() throws {
    // A quote left open, then 3 MiB of rows: the record is cut at 1 MiB
    // and skipped as a bad row, in time linear in the file.
    var text = "name,latitude,longitude\nFirst,37.5,127.0\n\"Open quote,37.5,127.0\n"
    let row = "Filler row,37.5,127.0\n"
    text += String(repeating: row, count: 3 * (1 << 20) / row.utf8.count)
    let path = Self.temporary("open-quote.csv")
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let out = Self.temporary("open-quote.idx")
    let r = Run(["index", "build", "--quiet", "--output", out, path], index: nil)
    #expect(r.status == 0)
    #expect(r.stderr.contains("open-quote.csv:3: a quoted field runs past 1 MiB"))
    #expect(Run(["query", "first"], index: out).status == 0)
    let strict = Run(["index", "build", "--quiet", "--strict", "--output", out + "2", path], index: nil)
    #expect(strict.status == 65)
  }

  @Test func userBuildsSayWhatIsWrongInOneLine() throws {
    let noOutput = Run(["index", "build", "--data-dir", "\(Self.fixtures)/own"], index: nil)
    #expect(noOutput.status == 64)
    #expect(noOutput.stderr.contains("--output"))
    let missing = Run(["index", "build", "--output", Self.temporary("x.idx"), "/nonexistent/data"], index: nil)
    #expect(missing.status == 66)
    let header = Self.temporary("header.csv")
    try "title,lat,lon\nx,1,2\n".write(toFile: header, atomically: true, encoding: .utf8)
    let badHeader = Run(["index", "build", "--output", Self.temporary("h.idx"), header], index: nil)
    #expect(badHeader.status == 65)
    #expect(badHeader.stderr.contains("no 'name' column"))
    let unknown = Self.temporary("notes.md")
    try "hello".write(toFile: unknown, atomically: true, encoding: .utf8)
    #expect(Run(["index", "build", "--output", Self.temporary("u.idx"), unknown], index: nil).status == 65)
    // A zip archive as GeoNames serves it: unzip it first, says the error.
    let zip = Self.temporary("KR.zip")
    try "PK".write(toFile: zip, atomically: true, encoding: .utf8)
    let zipped = Run(["index", "build", "--output", Self.temporary("z.idx"), zip], index: nil)
    #expect(zipped.status == 65 && zipped.stderr.contains("unzip KR.zip"))
    let kinds = Run(["index", "build", "--output", Self.temporary("k.idx"), header, "--kinds", "citty"], index: nil)
    #expect(kinds.status == 64)
    #expect(kinds.stderr.contains("Did you mean 'city'"))
  }
}
