import Testing

@testable import PlaceIndex

/// The missing-syllable walk, which reads only the syllables names have
/// after each prefix, against trying every place and every key.
@Suite struct MissingSyllableTests {
  /// Syllables that names share in every order (and a space and digits,
  /// which the walk must step past).
  static let syllables = ["서", "울", "영", "등", "포", "구", "해", "운", "대", "동", "로"]

  static func names(seed: UInt64, count: Int) -> [(String, UInt32)] {
    var rng = SplitMix64(seed: seed)
    return (0..<count).map { i in
      let n = Int.random(in: 1...5, using: &rng)
      var name = (0..<n).map { _ in syllables.randomElement(using: &rng)! }.joined()
      switch Int.random(in: 0..<6, using: &rng) {
      case 0: name += " " + syllables.randomElement(using: &rng)!
      case 1: name += String(Int.random(in: 1...12, using: &rng)) + "길"
      default: break
      }
      return (name, UInt32(i))
    }
  }

  /// The keys of whole syllables that are `query` with one syllable put in
  /// between two of its syllables: every key tried against every place.
  static func bruteForce(_ query: [UInt8], keys: [[UInt8]]) -> Set<[UInt8]> {
    var out = Set<[UInt8]>()
    for key in keys where key.count == query.count + 3 {
      for cut in stride(from: 3, to: query.count, by: 3)
      where Array(key[..<cut]) == Array(query[..<cut]) && Array(key[(cut + 3)...]) == Array(query[cut...])
        && Hangul.isSyllable(UTF8Scalar.threeByte(key[cut], key[cut + 1], key[cut + 2]))
      {
        out.insert(key)
      }
    }
    return out
  }

  @Test(arguments: 0..<10)
  func matchesBruteForce(seed: Int) {
    let names = Self.names(seed: UInt64(seed) &+ 4_001, count: 300 + seed * 120)
    let f = KeySetTests.Fixture(names: names)
    var rng = SplitMix64(seed: UInt64(seed) &+ 99)
    f.withKeySet { set in
      let keys = KeySetTests.Fixture.keys(of: set)
      // Names with one syllable taken out (each has an answer), and random
      // runs of syllables (most have none).
      var queries: [[UInt8]] = []
      for _ in 0..<40 {
        let key = keys.randomElement(using: &rng)!
        let scalars = Array(String(decoding: key, as: UTF8.self).unicodeScalars)
        guard scalars.count >= 3, scalars.allSatisfy({ Hangul.isSyllable($0.value) }) else { continue }
        var cut = scalars
        cut.remove(at: Int.random(in: 1..<(scalars.count - 1), using: &rng))
        queries.append(Array(String(String.UnicodeScalarView(cut)).utf8))
      }
      for _ in 0..<20 {
        let n = Int.random(in: 2...4, using: &rng)
        queries.append(Array((0..<n).map { _ in Self.syllables.randomElement(using: &rng)! }.joined().utf8))
      }
      var answered = 0
      for q in queries {
        let found = set.keysWithSyllableAdded(to: q, atMost: .max)
        #expect(found.count == Set(found).count, "each key once")
        let expected = Self.bruteForce(q, keys: keys)
        #expect(Set(found) == expected, "\(String(decoding: q, as: UTF8.self))")
        if !expected.isEmpty { answered += 1 }
      }
      // The queries with a syllable taken out have answers: the test
      // compares something.
      #expect(answered >= 10)
    }
  }

  /// The limit bounds the syllables tried after each prefix: with one,
  /// only the first syllable names have there is tried.
  @Test func theLimitBoundsTheSyllablesTried() {
    let f = KeySetTests.Fixture(names: [("영가구", 0), ("영등포구", 1), ("영등가구", 2)])
    f.withKeySet { set in
      let q = Array("영등구".utf8)
      #expect(Set(set.keysWithSyllableAdded(to: q, atMost: 8)) == [Array("영등포구".utf8), Array("영등가구".utf8)])
      // After 영 the first syllable is 가 (영가구 would need 영가등구),
      // after 영등 it is 가: 영등가구 only.
      #expect(set.keysWithSyllableAdded(to: q, atMost: 1) == [Array("영등가구".utf8)])
    }
  }
}
