import Testing

@testable import PlaceIndex

/// The typo walk against a brute-force model: for every entry, the least
/// optimal-string-alignment distance between the query and a prefix of the
/// key, with the walk's rule on the first byte.
@Suite struct FuzzySearchTests {
  /// The OSA distance of `query` to the closest prefix of `key`.
  static func prefixDistance(_ query: [UInt8], _ key: [UInt8]) -> Int {
    let m = query.count
    var rows = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: key.count + 1)
    for j in 0...m { rows[0][j] = j }
    var best = rows[0][m]
    for i in stride(from: 1, through: key.count, by: 1) {
      rows[i][0] = i
      for j in stride(from: 1, through: m, by: 1) {
        let cost = key[i - 1] == query[j - 1] ? 0 : 1
        var v = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
        if i > 1, j > 1, key[i - 1] == query[j - 2], key[i - 2] == query[j - 1] {
          v = min(v, rows[i - 2][j - 2] + 1)
        }
        rows[i][j] = v
      }
      best = min(best, rows[i][m])
    }
    return best
  }

  /// The first byte is right, or the first two are swapped.
  static func firstBytesAllowed(_ query: [UInt8], _ key: [UInt8]) -> Bool {
    guard let k0 = key.first else { return false }
    if k0 == query[0] { return true }
    return query.count > 1 && key.count > 1 && k0 == query[1] && key[1] == query[0]
  }

  @Test(arguments: 0..<12)
  func matchesBruteForce(seed: Int) {
    // Many keys that share later bytes but not earlier ones ("lo a", "la a"),
    // in buckets and in trie nodes.
    var rng = SplitMix64(seed: UInt64(seed) &+ 77)
    let pieces = ["la", "lo", "s", " a", "n", "ge", "le", "es", "os", "x", "ang", "sa"]
    let names: [(String, UInt32)] = (0..<(200 + seed * 150)).map { i in
      let n = Int.random(in: 2...6, using: &rng)
      return ((0..<n).map { _ in pieces.randomElement(using: &rng)! }.joined(), UInt32(i))
    }
    let f = KeySetTests.Fixture(names: names)
    let queries = ["los angelas", "lasa", "olsa", "sang", "nsaa", "lexx", "gelos"]
    f.withKeySet { set in
      let keys = KeySetTests.Fixture.keys(of: set)
      for q in queries {
        let query = Array(q.utf8)
        for budget in 1...2 {
          var found: [Int: Int] = [:]
          FuzzySearch(set: set, query: query, maxEdits: budget).run { range, edits in
            for i in range { found[i] = edits }
          }
          var expected: [Int: Int] = [:]
          for (i, key) in keys.enumerated() where Self.firstBytesAllowed(query, key) {
            let d = Self.prefixDistance(query, key)
            if d <= budget { expected[i] = d }
          }
          #expect(Set(found.keys) == Set(expected.keys), "\(q) budget \(budget)")
          for (i, e) in found where expected[i] != nil {
            // A whole subtree is reported with the edits at its prefix, which
            // are at least the best prefix's.
            #expect(e >= expected[i]!, "\(q) \(String(decoding: keys[i], as: UTF8.self))")
          }
        }
      }
    }
  }
}
