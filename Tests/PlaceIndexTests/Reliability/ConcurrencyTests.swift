import Testing

@testable import PlaceIndex

/// One index shared by eight tasks: `complete`, `resolve`, `nearby` and
/// `reverse` from all of them at once give what one thread gives alone.
/// (`PlaceIndex` is `Sendable`, checked by the compiler; under
/// `swift test --sanitize=thread` this test is what the sanitizer watches.)
@Suite struct ConcurrencyTests {
  static let queries = [
    "s", "seoul", "paris texas", "서울", "성", "ㅅㅇ", "tjdnf", "강남구 역삼동", "테헤란로 152", "06236",
    "CGV 강남", "ICN", "olso", "Gangnam-gu", "new york", "역삼",
  ]
  static let points = [(37.5, 127.03), (37.4979, 127.0276), (48.85, 2.35), (35.1, 129.0), (0.0, 0.0)]

  /// Everything the four calls return, as text.
  static func answers(_ index: PlaceIndex, round: Int) -> [String] {
    var out: [String] = []
    for (i, q) in queries.enumerated() {
      var options = CompletionOptions(limit: 5)
      if (i + round) % 3 == 0 { options.near = Coordinate(latitude: 37.5, longitude: 127.0) }
      if (i + round) % 4 == 0 { options.language = .korean }
      for c in index.complete(q, options: options) {
        let d = index.details(of: c.place)
        out.append("\(q)|\(c.id)|\(c.title)|\(c.subtitle)|\(c.titleHighlights.count)|\(d.coordinate.latitude)")
      }
    }
    for (lat, lon) in points {
      let c = Coordinate(latitude: lat, longitude: lon)
      out += index.nearby(c, options: NearbyOptions(radiusMeters: 20_000, limit: 10)).map {
        "nearby|\(index.details(of: $0.place).id)|\($0.distanceMeters)"
      }
      out += index.reverse(c).areas.map { "reverse|\(index.details(of: $0).id)" }
    }
    return out
  }

  @Test func eightTasksAgreeWithOneThread() async {
    let index = Fixtures.index
    let rounds = 6
    let expected = (0..<rounds).map { ConcurrencyTests.answers(index, round: $0) }
    #expect(expected.allSatisfy { !$0.isEmpty })
    let got = await withTaskGroup(of: (Int, [[String]]).self) { group in
      for task in 0..<8 {
        group.addTask {
          (task, (0..<rounds).map { ConcurrencyTests.answers(index, round: ($0 + task) % rounds) })
        }
      }
      var all: [(Int, [[String]])] = []
      for await r in group { all.append(r) }
      return all
    }
    #expect(got.count == 8)
    for (task, answers) in got {
      for (i, a) in answers.enumerated() {
        #expect(a == expected[(i + task) % rounds], "task \(task), round \(i)")
      }
    }
  }
}
