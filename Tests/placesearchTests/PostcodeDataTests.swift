import Foundation
import Testing

@testable import PlaceIndex

/// The postcodes of `Data/postcodes.tsv` and `Data/kr-postcodes.tsv` on the
/// bundled index: every code sampled finds its place, and five digits that
/// are a Korean ZIP code and a city's abroad list the Korean code first.
@Suite struct PostcodeDataTests {
  static let index = KoreanTests.index

  /// The cities' codes, `geonames:<id>` by code.
  static let cityCodes: [String: Set<String>] = {
    var out: [String: Set<String>] = [:]
    let text = (try? String(contentsOf: Run.root.appendingPathComponent("Data/postcodes.tsv"), encoding: .utf8)) ?? ""
    for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.hasPrefix("geonameid") {
      let f = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard f.count >= 3 else { continue }
      for code in f[2].split(separator: ",") { out[String(code), default: []].insert("geonames:\(f[0])") }
    }
    return out
  }()

  static let koreanCodes: Set<String> = {
    let text = (try? String(contentsOf: Run.root.appendingPathComponent("Data/kr-postcodes.tsv"), encoding: .utf8)) ?? ""
    return Set(text.split(separator: "\n").dropFirst().map { String($0.prefix { $0 != "\t" }) })
  }()

  func ids(_ q: String, limit: Int = 10) -> [String] {
    Self.index.complete(q, options: CompletionOptions(limit: limit)).map(\.id)
  }

  @Test func theDataHasBothCountries() {
    #expect(Self.cityCodes.count > 20_000)
    #expect(Self.cityCodes["75008"] == ["geonames:2988507"])  // Paris
    #expect(Self.cityCodes["10001"]?.contains("geonames:5128581") == true)  // New York City
    #expect(Self.koreanCodes.count > 30_000)
  }

  /// A seeded sample of the codes that are a city's only: typed whole, the
  /// first place is a city whose code it is.
  @Test func aCitysCodeFindsItsCity() {
    var rng = SeededGenerator(seed: 0x5eed_c0de)
    let foreign = Self.cityCodes.keys.filter { !Self.koreanCodes.contains($0) }.sorted()
    for code in (0..<150).map({ _ in foreign.randomElement(using: &rng)! }) {
      let first = ids(code, limit: 1).first
      #expect(first.map { Self.cityCodes[code]!.contains($0) } == true, "\(code): \(first ?? "nothing")")
    }
  }

  /// A seeded sample of the codes that are a Korean ZIP code and a city's
  /// abroad: the ZIP code first, a city of that code among the next.
  @Test func aKoreanZipCodeLeadsTheCitiesOfItsDigits() {
    var rng = SeededGenerator(seed: 0xc0de_5eed)
    let shared = Self.cityCodes.keys.filter { Self.koreanCodes.contains($0) }.sorted()
    #expect(shared.count > 1_000)
    for code in (0..<150).map({ _ in shared.randomElement(using: &rng)! }) {
      let found = ids(code)
      #expect(found.first == "kr-zip:\(code)", "\(code): \(found.prefix(3))")
      #expect(found.dropFirst().contains { Self.cityCodes[code]!.contains($0) }, "\(code): \(found)")
    }
  }
}
