import Testing

@testable import PlaceIndex

/// ``optimalStringAlignment(_:_:)`` (the whole-word check of a typo before
/// a qualifier) against the textbook full-table recurrence, and against
/// ``levenshtein(_:_:)``, which it never exceeds.
@Suite struct EditDistanceTests {
  /// The full (n+1)×(m+1) table, as the definition writes it.
  static func reference(_ a: [UInt8], _ b: [UInt8]) -> Int {
    var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { d[i][0] = i }
    for j in 0...b.count { d[0][j] = j }
    for i in stride(from: 1, through: a.count, by: 1) {
      for j in stride(from: 1, through: b.count, by: 1) {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
        }
      }
    }
    return d[a.count][b.count]
  }

  @Test func transpositionsAreOneEdit() {
    #expect(optimalStringAlignment(Array("macknezie".utf8), Array("mackenzie".utf8)) == 1)
    #expect(optimalStringAlignment(Array("vicotira".utf8), Array("victoria".utf8)) == 2)
    #expect(levenshtein(Array("vicotira".utf8), Array("victoria".utf8)) == 3)
    #expect(optimalStringAlignment(Array("".utf8), Array("abc".utf8)) == 3)
    #expect(optimalStringAlignment(Array("abc".utf8), Array("".utf8)) == 3)
    // Optimal string alignment edits no substring twice: `ca` → `abc` is
    // three, not two as unrestricted Damerau–Levenshtein counts it.
    #expect(optimalStringAlignment(Array("ca".utf8), Array("abc".utf8)) == 3)
  }

  @Test(arguments: 0..<8)
  func matchesTheFullTable(seed: Int) {
    var rng = SplitMix64(seed: UInt64(seed))
    // Few letters, so that transpositions and repeats are common.
    let alphabet = Array("abcde".utf8)
    func word() -> [UInt8] {
      (0..<Int.random(in: 0...9, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }
    }
    for _ in 0..<300 {
      let (a, b) = (word(), word())
      let d = optimalStringAlignment(a, b)
      #expect(d == Self.reference(a, b), "\(a) \(b)")
      #expect(d <= levenshtein(a, b))
      #expect(d == optimalStringAlignment(b, a))
    }
  }
}
