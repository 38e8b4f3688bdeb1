#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Testing

@testable import PlaceIndex

@Suite struct PlaceIndexTests {
  let index = Fixtures.index

  @Test func resolvesIDs() throws {
    let seoul = try #require(index.place(id: "geonames:1835848"))
    let d = index.details(of: seoul)
    #expect(d.name == "Seoul")
    #expect(d.kind == .city)
    #expect(d.coordinate == Coordinate(latitude: 37.566, longitude: 126.9784))
    #expect(d.countryName == "South Korea")
    #expect(d.region == "Seoul")
    #expect(d.timezone == "Asia/Seoul")
    #expect(d.population == 10_349_312)
    #expect(d.geonameID == 1_835_848)
    #expect(d.alternateNames.contains("서울"))

    let icn = index.details(of: try #require(index.place(id: "airport:RKSI")))
    #expect(icn.iata == "ICN")
    #expect(icn.icao == "RKSI")
    #expect(index.details(of: try #require(index.place(id: "cinema:megabox-coex"))).brand == .megabox)
    #expect(index.place(id: "region:KR.11") != nil)
    #expect(index.place(id: "geonames:1") == nil)
    #expect(index.place(id: "cinema:nope") == nil)
    #expect(index.place(id: "nonsense") == nil)
  }

  @Test func everyIDRoundTrips() {
    for rank in 0..<UInt32(index.count) {
      let p = PlaceHandle(rank: rank)
      #expect(index.place(id: index.details(of: p).id) == p)
    }
  }

  @Test func info() {
    let info = index.info
    #expect(info.places == index.count)
    #expect(info.placesByKind[.city] == 12)
    #expect(info.placesByKind[.country] == 5)
    #expect(info.placesByKind[.airport] == 2)
    #expect(info.placesByKind[.cinema] == 3)
    #expect(info.metadata.contains { $0.0 == "format" })
  }

  @Test func verifyPassesOnAGoodFile() throws {
    try index.verify()
  }

  func copyOfIndex(_ transform: (inout [UInt8]) -> Void) throws -> String {
    var bytes = try FileIO.read(index.path)
    transform(&bytes)
    let path = "\(Fixtures.temporaryDirectory())/damaged.idx"
    try FileIO.writeAtomically(bytes, to: path)
    return path
  }

  @Test func missingFile() {
    #expect(throws: IndexError.missing(path: "/nonexistent/x.idx")) {
      try PlaceIndex(path: "/nonexistent/x.idx")
    }
  }

  @Test(arguments: [0, 10, 63, 64, 1000, -1])
  func truncatedFileIsRejected(keep: Int) throws {
    let path = try copyOfIndex { bytes in
      bytes = Array(bytes.prefix(keep >= 0 ? keep : bytes.count - 1))
    }
    #expect(throws: IndexError.self) { try PlaceIndex(path: path) }
  }

  @Test func otherVersionIsRejected() throws {
    let path = try copyOfIndex { $0[8] = 99 }
    #expect(throws: IndexError.version(path: path, found: 99, expected: IndexFormat.version)) {
      try PlaceIndex(path: path)
    }
  }

  @Test func garbageIsRejected() throws {
    let path = try copyOfIndex { bytes in
      for i in bytes.indices { bytes[i] = UInt8(truncatingIfNeeded: i &* 31) }
    }
    #expect(throws: IndexError.self) { try PlaceIndex(path: path) }
  }

  @Test func verifyFindsAFlippedByte() throws {
    let path = try copyOfIndex { $0[$0.count / 2] ^= 0xFF }
    let damaged = try PlaceIndex(path: path)
    #expect(throws: IndexError.checksum(path: path)) { try damaged.verify() }
  }
}
