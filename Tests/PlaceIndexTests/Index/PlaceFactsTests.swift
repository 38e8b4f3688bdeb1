import Testing

@testable import PlaceIndex

/// A place's facts read back as written, and damaged bytes never read past
/// their range.
@Suite struct PlaceFactsTests {
  static func random(_ rng: inout SplitMix64) -> PlaceFacts {
    func maybe(_ v: UInt32) -> UInt32? { rng.next() % 2 == 0 ? v : nil }
    func value() -> UInt32 { UInt32(truncatingIfNeeded: rng.next() >> (rng.next() % 64)) }
    var f = PlaceFacts()
    f.population = rng.next() % 3 == 0 ? 0 : value()
    f.source = rng.next() % 3 == 0 ? 0 : value()
    f.region = maybe(value())
    f.timezone = maybe(value())
    f.koreanName = maybe(value())
    f.parent = maybe(value())
    if rng.next() % 2 == 0 {
      // Any edges, in any order: a box past the antimeridian or upside down
      // reads back as written too.
      func edge() -> Int32 { Int32(truncatingIfNeeded: Int64(rng.next() % 360_000_001) - 180_000_000) }
      f.bounds = PlaceFacts.Bounds(south: edge(), west: edge(), north: edge(), east: edge())
    }
    if rng.next() % 2 == 0 {
      var a = PlaceFacts.AddressRecord()
      a.neighbourhoods = (0..<Int(rng.next() % 4)).map { _ in value() }
      a.postcodes = (0..<Int(rng.next() % 30)).map { _ in UInt32(rng.next() % 100_000) }
      // Runs name one of the ZIP codes (the index checks it), and none is
      // written when there is one.
      var start: UInt32 = 0
      a.runs = (0..<(a.postcodes.isEmpty ? 0 : Int(rng.next() % 50))).map { _ in
        start += UInt32(rng.next() % 300)
        return (start, UInt32(rng.next() % UInt64(a.postcodes.count)))
      }
      f.address = a
    }
    return f
  }

  /// Every length reads back from the end as written, in one byte below
  /// 128 and two from there to the largest.
  @Test func lengthsReadBackFromTheEnd() {
    for length in [0, 1, 0x7F, 0x80, 0x81, 0xFF, 0x100, 0x1234, PlaceFacts.maxLength] {
      let bytes = [UInt8](repeating: 0xEE, count: 3) + PlaceFacts.lengthBytes(length)
      bytes.withUnsafeBufferPointer { buf in
        let got = PlaceFacts.length(endingAt: bytes.count, in: FileArray(buf))
        #expect(got.length == length && got.bytes == bytes.count - 3, "\(length)")
      }
    }
  }

  @Test(arguments: 0..<50)
  func roundTrip(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let f = PlaceFactsTests.random(&rng)
    let bytes = f.encoded()
    bytes.withUnsafeBufferPointer { buf in
      let pool = FileArray(buf)
      // The length, read back from the end, covers the fields exactly.
      let (length, lengthBytes) = PlaceFacts.length(endingAt: bytes.count, in: pool)
      #expect(length + lengthBytes == bytes.count && lengthBytes == (length < 0x80 ? 1 : 2))
      #expect(PlaceFacts(pool, 0..<length) == f)
      for field in [PlaceFacts.Field.population, .source, .region, .timezone, .koreanName, .parent] {
        let expected: UInt32? =
          switch field {
          case .population: f.population == 0 ? nil : f.population
          case .source: f.source == 0 ? nil : f.source
          case .region: f.region
          case .timezone: f.timezone
          case .koreanName: f.koreanName
          case .parent: f.parent
          }
        #expect(PlaceFacts.field(field, in: pool, 0..<length) == expected)
      }
      // Every cut of the bytes reads without a trap, and only inside it.
      for cut in 0..<length { _ = PlaceFacts(pool, 0..<cut) }
    }
  }
}
