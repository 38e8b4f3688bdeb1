import Testing

@testable import PlaceIndex

/// `complete` fills buffers kept from the calls before it
/// (``SearchBufferPool``): its answers must be those of a search with new
/// buffers, whatever ran before and however many calls run at once.
@Suite struct SearchBufferTests {
  /// What a completion is, beyond its context: its place, how it matched,
  /// its score and its title.
  static func summary(_ cs: [Completion]) -> [String] {
    cs.map { "\($0.place.rank) \($0.tier) \($0.reading) \($0.offset) \($0.explanation.score) \($0.title)" }
  }

  /// Seeded queries over the oracle index: prefixes of its names, Hangul,
  /// several words; a third with a location bias, which collects hundreds
  /// of candidates and grows the buffers past what the pool keeps.
  static func queries(count: Int, seed: UInt64) -> [(String, CompletionOptions)] {
    var rng = SplitMix64(seed: seed)
    let syllables = RankingOracleTests.latin + RankingOracleTests.hangul
    return (0..<count).map { _ in
      let words = (0..<Int.random(in: 1...2, using: &rng)).map { _ in
        (0..<Int.random(in: 1...3, using: &rng)).map { _ in syllables.randomElement(using: &rng)! }.joined()
      }
      var text = words.joined(separator: " ")
      text = String(text.prefix(Int.random(in: 1...text.count, using: &rng)))
      var o = CompletionOptions()
      o.limit = Int.random(in: 1...20, using: &rng)
      if Int.random(in: 0..<3, using: &rng) == 0 {
        o.near = Coordinate(
          latitude: Double.random(in: -60...60, using: &rng), longitude: Double.random(in: -170...170, using: &rng))
      }
      return (text, o)
    }
  }

  @Test func keptBuffersGiveWhatNewOnesGive() throws {
    let warm = RankingOracleTests.index
    let path = warm.file.path
    var kept = 0
    for (text, options) in SearchBufferTests.queries(count: 150, seed: 0xB0FF) {
      // A new index has no spare buffers: its first search makes new ones.
      let fresh = try PlaceIndex(path: path)
      #expect(fresh.searchBuffers.spareCount == 0)
      let expected = SearchBufferTests.summary(fresh.complete(text, options: options))
      if warm.searchBuffers.spareCount > 0 { kept += 1 }
      #expect(SearchBufferTests.summary(warm.complete(text, options: options)) == expected, "\(text)")
      #expect(warm.searchBuffers.spareCount <= SearchBufferPool.maximumSpare)
    }
    // (Most calls did reuse buffers: the comparison was not of new ones.)
    #expect(kept > 100)
  }

  @Test func callsAtOnceEachGetTheirOwn() async throws {
    let index = RankingOracleTests.index
    let queries = SearchBufferTests.queries(count: 60, seed: 0xC0C0)
    let expected = queries.map { SearchBufferTests.summary(index.complete($0.0, options: $0.1)) }
    let answers = await withTaskGroup(of: (Int, [[String]]).self) { group in
      for task in 0..<4 {
        group.addTask {
          // Each task goes through the queries from its own start.
          (task, queries.indices.map { i in
            let (text, options) = queries[(i + task * 15) % queries.count]
            return SearchBufferTests.summary(index.complete(text, options: options))
          })
        }
      }
      var all: [(Int, [[String]])] = []
      for await a in group { all.append(a) }
      return all
    }
    for (task, got) in answers {
      for i in got.indices { #expect(got[i] == expected[(i + task * 15) % queries.count]) }
    }
    #expect(index.searchBuffers.spareCount <= SearchBufferPool.maximumSpare)
  }

  @Test func growingBuffersAreNotKept() {
    let pool = SearchBufferPool()
    var big = SearchBuffers.reserved()
    big.candidates.reserveCapacity(SearchBuffers.largestKept * 2)
    pool.give(big)
    #expect(pool.spareCount == 0)
    for _ in 0..<(SearchBufferPool.maximumSpare + 3) { pool.give(.reserved()) }
    #expect(pool.spareCount == SearchBufferPool.maximumSpare)
    // What comes back is empty, with its room.
    var used = SearchBuffers.reserved()
    used.places = [1, 2, 3]
    used.heap.append((value: 1, position: 2, lo: 3, hi: 4))
    let pool2 = SearchBufferPool()
    pool2.give(used)
    let again = pool2.take()
    #expect(again.places.isEmpty && again.heap.isEmpty && again.candidates.isEmpty)
    #expect(again.candidates.capacity >= SearchBuffers.initialCapacity)
    #expect(pool2.spareCount == 0)
  }
}
