import Foundation
import Testing

/// `placesearch query` on the bundled data: the examples of the first
/// version, each must give the named place first (or in the top 3 where the
/// name is shared).
@Suite struct QueryCommandTests {
  typealias Example = QueryExample

  static let examples: [Example] = [
    Example(query: "new yo", id: "geonames:5128581"),
    Example(query: "san fr", id: "geonames:5391959"),
    Example(query: "york new", id: "geonames:5128581"),
    Example(query: "zurich", id: "geonames:2657896"),
    Example(query: "zürich", id: "geonames:2657896"),
    Example(query: "서울", id: "geonames:1835848"),
    Example(query: "seoul", id: "geonames:1835848"),
    Example(query: "москва", id: "geonames:524901"),
    Example(query: "icn", id: "airport:RKSI"),
    Example(query: "CGV 강남", id: "cinema:cgv-gangnam"),
    Example(query: "강남 CGV", id: "cinema:cgv-gangnam"),
    Example(query: "megabox coex", id: "cinema:megabox-coex"),
    Example(query: "germany", id: "geonames:2921044"),
    Example(query: "deutschland", id: "geonames:2921044"),
    Example(query: "allemagne", id: "geonames:2921044"),
    Example(query: "대한민국", id: "geonames:1835841"),
    Example(query: "東京", id: "geonames:1850147", within: 3),
    Example(query: "münchen", id: "geonames:2867714"),
    Example(query: "ソウル", id: "geonames:1835848"),
  ]

  @Test(arguments: examples)
  func example(_ e: Example) {
    let r = Run(["query", e.query, "--json", "--limit", "10"])
    #expect(r.status == 0, "\(r.stderr)")
    e.expectFound(in: r.results.compactMap { $0["id"] as? String })
  }

  @Test func jsonSchemaOfSeoul() throws {
    let r = Run(["query", "서울", "--json"])
    #expect(r.json["query"] as? String == "서울")
    let first = try #require(r.results.first)
    #expect(first["id"] as? String == "geonames:1835848")
    #expect(first["kind"] as? String == "city")
    #expect(first["title"] as? String == "서울특별시")
    #expect(first["subtitle"] as? String == "대한민국")
    let hl = try #require(first["titleHighlights"] as? [[String: Int]])
    #expect(hl == [["location": 0, "length": 2]])
    #expect(first["subtitleHighlights"] as? [Any] != nil)
    #expect(first["latitude"] as? Double == 37.566)
    #expect(first["longitude"] as? Double == 126.9784)
    #expect(first["countryCode"] as? String == "KR")
  }

  @Test func titlesAndSubtitles() throws {
    let seoul = try #require(Run(["query", "seoul", "--json"]).results.first)
    #expect(seoul["title"] as? String == "Seoul")
    #expect(seoul["subtitle"] as? String == "South Korea")
    let icn = try #require(Run(["query", "icn", "--json"]).results.first)
    #expect(icn["title"] as? String == "Incheon International Airport (ICN)")
    // Places in Korea carry their 읍면동, 시군구 and 시도.
    #expect(icn["subtitle"] as? String == "Airport · Unseo-dong, Jung-gu, Incheon")
    let cgv = try #require(Run(["query", "CGV 강남", "--json"]).results.first)
    #expect(cgv["title"] as? String == "CGV 강남")
    #expect(cgv["subtitle"] as? String == "서울특별시 강남구 역삼동")
  }

  @Test func springfieldsDifferByRegion() {
    let r = Run(["query", "springfield", "--json", "--country", "US", "--limit", "10"])
    let subtitles = r.results.compactMap { $0["subtitle"] as? String }
    #expect(subtitles.count >= 3)
    #expect(Set(subtitles).count == subtitles.count)
    #expect(subtitles.contains("Illinois, United States"))
    #expect(subtitles.contains("Massachusetts, United States"))
  }

  @Test func eachPlaceOnce() {
    for q in ["s", "seoul", "paris", "new york"] {
      let ids = Run(["query", q, "--json", "--limit", "50"]).results.compactMap { $0["id"] as? String }
      #expect(ids.count == Set(ids).count, "\(q)")
    }
  }

  @Test func oneLetterGivesBigCities() {
    let ids = Run(["query", "s", "--json", "--limit", "5"]).results.compactMap { $0["title"] as? String }
    #expect(ids.contains("Shanghai"), "\(ids)")
  }

  @Test func filters() {
    let airports = Run(["query", "seoul", "--json", "--category", "airport"]).results
    #expect(!airports.isEmpty)
    #expect(airports.allSatisfy { $0["kind"] as? String == "airport" })
    let poi = Run(["query", "gangnam", "--json", "--type", "poi"]).results
    #expect(poi.allSatisfy { ["airport", "cinema"].contains($0["kind"] as? String ?? "") })
    let address = Run(["query", "seoul", "--json", "--type", "address"]).results
    #expect(
      address.allSatisfy {
        ["city", "region", "country", "province", "district", "neighbourhood", "village", "road", "postcode"]
          .contains($0["kind"] as? String ?? "")
      })
    let us = Run(["query", "paris", "--json", "--country", "us"]).results
    #expect(!us.isEmpty && us.allSatisfy { $0["countryCode"] as? String == "US" })
    #expect(Run(["query", "paris", "--json", "--limit", "3"]).results.count == 3)
  }

  @Test func nearBiasesTheOrder() {
    let r = Run(["query", "paris", "--json", "--near", "32.78,-96.8"])
    #expect(r.results.first?["id"] as? String == "geonames:4717560")  // Paris, Texas
    let plain = Run(["query", "paris", "--json"])
    #expect(plain.results.first?["id"] as? String == "geonames:2988507")  // Paris, France
  }

  @Test func terminalOutputIsPlainWhenPipedAndBoldWhenAsked() {
    let plain = Run(["query", "seoul", "--limit", "1"])
    #expect(plain.stdout.contains("Seoul"))
    #expect(!plain.stdout.contains("\u{1B}["))
    let bold = Run(["query", "seou", "--limit", "1", "--color", "always"])
    #expect(bold.stdout.contains("\u{1B}[1mSeou\u{1B}[22ml"))
    let never = Run(["query", "seou", "--color", "never"], environment: [:])
    #expect(!never.stdout.contains("\u{1B}["))
  }

  @Test func interpretedAsInJSONAndOnTheTerminal() {
    let j = Run(["query", "tjdnf", "--json"])
    #expect(j.json["interpretedAs"] as? String == "서울")
    #expect(j.results.first?["id"] as? String == "geonames:1835848")
    let t = Run(["query", "tjdnf", "--limit", "1"])
    #expect(t.stdout.hasPrefix("showing results for 서울\n"))
    let literal = Run(["query", "seoul", "--json"])
    #expect(literal.json["interpretedAs"] is NSNull)
  }

  @Test func koreanDisplay() {
    let r = Run(["query", "tokyo", "--lang", "ko", "--json", "--limit", "1"])
    #expect(r.results.first?["title"] as? String == "도쿄")
    #expect(r.results.first?["subtitle"] as? String == "일본")
    let bad = Run(["query", "tokyo", "--lang", "fr"])
    #expect(bad.status == 64)
    #expect(bad.stderr.contains("--lang must be ko"))
  }

  @Test func nothingFoundExitsOne() {
    let r = Run(["query", "qqqxzzv"])
    #expect(r.status == 1)
    #expect(r.stdout.isEmpty)
    #expect(r.stderr.contains("No places match"))
    let j = Run(["query", "qqqxzzv", "--json"])
    #expect(j.status == 1)
    #expect(j.results.isEmpty && j.json["query"] as? String == "qqqxzzv")
  }
}
