import Testing

@testable import PlaceIndex

@Suite struct GazetteerReaderTests {
  func rows(_ text: String, comments: Bool = false) throws -> [[String]] {
    var out: [[String]] = []
    try TabularText(bytes: Array(text.utf8), path: "t").forEachRow(skippingComments: comments) {
      fields, _ in out.append(fields.map(\.string))
    }
    return out
  }

  @Test func splitsTabsAndLines() throws {
    #expect(try rows("a\tb\n\nc\t\td\r\n") == [["a", "b"], ["c", "", "d"]])
    #expect(try rows("# x\ny\n", comments: true) == [["y"]])
    #expect(try rows("# x\ny") == [["# x"], ["y"]])
    #expect(try rows("") == [])
  }

  @Test func numbers() {
    #expect(Array("123".utf8)[...].int == 123)
    #expect(Array("-7".utf8)[...].int == -7)
    #expect(Array("".utf8)[...].int == nil)
    #expect(Array("37.566".utf8)[...].double == 37.566)
    #expect(Array("x".utf8)[...].double == nil)
  }

  @Test func readsTheFixtureFiles() throws {
    let reader = GazetteerReader(directory: Fixtures.dataDirectory())
    let cities = try reader.cities()
    #expect(cities.count == 12)  // the mountain (feature class T) is skipped
    let seoul = try #require(cities.first { $0.sourceID == 1_835_848 })
    #expect(seoul.names.prefix(2) == ["Seoul", "서울"])
    #expect(seoul.codes == ["SEL"])
    #expect(!seoul.names.contains("syul"))  // a machine transliteration
    #expect(seoul.isCapital)
    #expect(seoul.admin1 == "11" && seoul.countryCode == "KR" && seoul.population == 10_349_312)
    let zurich = try #require(cities.first { $0.sourceID == 2_657_896 })
    #expect(zurich.primaryCount == 2)  // name and ASCII name
    #expect(try reader.countries().map(\.code) == ["CH", "FR", "GB", "KR", "US"])
    #expect(try reader.regions().first?.code == "CH.25")
    #expect(try reader.regionCodes() == ["FR.11": "IDF"])
    #expect(try reader.postcodes() == [2_988_507: ["75001", "75008"], 4_717_560: ["75460", "75461"], 5_128_581: ["10001", "10010"]])
    let regionNames = try reader.regionAlternateNames()
    #expect(regionNames["US.IL"]?.map(\.name) == ["일리노이"] && regionNames["US.IL"]?.first?.language == "ko")
    #expect(regionNames["CH.25"]?.map(\.name) == ["Zürich (Kanton)"])
    let alternates = try reader.alternateNames()
    #expect(alternates[1_835_841] == ["대한민국", "韓国"])
    #expect(alternates[3_017_382] == ["Frankreich"])  // the link row is skipped
  }

  @Test func badRowsSayWhere() throws {
    let dir = Fixtures.dataDirectory()
    Fixtures.write("1\tX\n", to: "\(dir)/cities1000.txt")
    #expect(throws: IndexError.badData(path: "\(dir)/cities1000.txt", line: 1, reason: "expected 19 columns, found 2")) {
      try GazetteerReader(directory: dir).cities()
    }
    Fixtures.write("CA.02\tbc\n", to: "\(dir)/regionCodes.txt")
    #expect(throws: IndexError.badData(path: "\(dir)/regionCodes.txt", line: 1, reason: "expected a region's code and its 1 to 3 capital letters")) {
      try GazetteerReader(directory: dir).regionCodes()
    }
    Fixtures.write("geonameid\tcountry\tpostcodes\n5128581\tUS\t10001,1-0\n", to: "\(dir)/postcodes.tsv")
    #expect(throws: IndexError.badData(path: "\(dir)/postcodes.tsv", line: 2, reason: "expected postcodes of 3 to 10 digits or capital letters")) {
      try GazetteerReader(directory: dir).postcodes()
    }
    Fixtures.write("US.IL\tko\n", to: "\(dir)/regionNames.txt")
    #expect(throws: IndexError.badData(path: "\(dir)/regionNames.txt", line: 1, reason: "expected a region's code, a language and a name")) {
      try GazetteerReader(directory: dir).regionAlternateNames()
    }
    Fixtures.write("slug\tname\n", to: "\(dir)/cinemas.tsv")
    #expect(throws: IndexError.self) {
      try GazetteerReader(directory: dir).records("cinemas.tsv", required: ["brand"])
    }
  }

  @Test(arguments: ["SEL", "NYC", "KR"])
  func codes(_ name: String) { #expect(GazetteerReader.looksLikeCode(name)) }

  @Test(arguments: ["Seoul", "S", "ABCDE", "Sel", "서울"])
  func notCodes(_ name: String) { #expect(!GazetteerReader.looksLikeCode(name)) }

  @Test(arguments: ["kashmr  washynqtwn", "qian jiang qu", "puriiedoru", "al-qahira"])
  func transliterations(_ name: String) { #expect(GazetteerReader.isTransliteration(name)) }

  @Test(arguments: ["Seoul", "den Haag", "'s-Hertogenbosch", "zürich", "서울", "Москва", "1000", ""])
  func notTransliterations(_ name: String) { #expect(!GazetteerReader.isTransliteration(name)) }

  /// A place's own name with where it lies after `i` is no name to index;
  /// a name that only starts the same way is, and so is an official name
  /// with `in`.
  @Test func disambiguationsOfTheirOwnName() {
    let own = ["Sandy"]
    #expect(GazetteerReader.isDisambiguation("Sandy i Bedfordshire", of: own))
    #expect(GazetteerReader.isDisambiguation("Kabul i Israel", of: ["Kabul", "Kabul"]))
    #expect(!GazetteerReader.isDisambiguation("Sandy Bay", of: own))
    #expect(!GazetteerReader.isDisambiguation("Sandy i", of: own))
    #expect(!GazetteerReader.isDisambiguation("Weiden in der Oberpfalz", of: ["Weiden"]))
    #expect(!GazetteerReader.isDisambiguation("Castell i Platja d'Aro", of: ["Castell-Platja d'Aro"]))
  }
}
