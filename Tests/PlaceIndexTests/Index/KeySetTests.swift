import Testing

@testable import PlaceIndex

/// The trie, the range-minimum table and top-k, against brute-force models
/// on random data.
@Suite struct KeySetTests {
  /// A key set built from `names` (place i has name i), with its pool.
  final class Fixture {
    var pool: [UInt8] = [0]
    var nameStart: [UInt32] = []
    var built = KeySetBuilder.Output()

    /// Names of each place are laid out together, as in an index; with
    /// `hotDepth`, the top trie nodes get their lists of best places.
    init(names: [(String, UInt32)], hotDepth: Int? = nil) {
      var builder = KeySetBuilder(arena: KeyArena())
      let places = (names.map(\.1).max() ?? 0) + 1
      for place in 0..<places {
        let start = pool.count
        nameStart.append(UInt32(start))
        for (name, p) in names where p == place {
          let offset = pool.count
          pool += Array(name.utf8) + [0]
          builder.add(key: Normalizer.normalize(name), place: place, offset: offset - start)
        }
      }
      nameStart.append(UInt32(pool.count))
      built = builder.build(hotDepth: hotDepth)
    }

    /// Every entry's key, read back through the normaliser.
    static func keys(of set: KeySet) -> [[UInt8]] {
      (0..<set.count).map { i -> [UInt8] in
        let (start, end) = set.pool.bytes(from: set.poolOffset(i))
        var it = NormalizedBytes(start: start, end: end)
        var k: [UInt8] = []
        while let b = it.next() { k.append(b) }
        return k
      }
    }

    /// The set over the built arrays, its entries packed as an index packs
    /// them; a wider `placeBits` than the places need leaves less room for
    /// offsets, so that more of them go to the overflow pairs.
    func withKeySet<R>(placeBits: Int? = nil, _ body: (KeySet) -> R) -> R {
      let bits = placeBits ?? KeyEntries.placeBits(forPlaceCount: nameStart.count - 1)
      let (words, overflow) = KeyEntries.pack(
        places: built.entryPlace, offsets: built.entryOffset, placeBits: bits)
      return pool.withUnsafeBufferPointer { pool in
        words.withUnsafeBufferPointer { words in
          overflow.withUnsafeBufferPointer { overflow in
            built.rangeMin.withUnsafeBufferPointer { table in
              built.nodes.withUnsafeBufferPointer { nodes in
                built.labels.withUnsafeBufferPointer { labels in
                  nameStart.withUnsafeBufferPointer { starts in
                    let entries = KeyEntries(
                      words: FileArray(words), overflow: FileArray(overflow), placeBits: bits)
                    return body(
                      KeySet(
                        entryPlace: entries,
                        rangeMin: RangeMin(
                          values: entries.words, table: FileArray(table), mask: entries.placeMask),
                        nodes: FileArray(nodes), labels: FileArray(labels), pool: FileArray(pool),
                        nameStart: FileArray(starts)))
                  }
                }
              }
            }
          }
        }
      }
    }
  }

  static func randomNames(seed: UInt64, count: Int) -> [(String, UInt32)] {
    var rng = SplitMix64(seed: seed)
    let syllables = ["sa", "san", "se", "o", "ul", "new", " ", "yo", "rk", "é", "서", "울", "강", "남", "ß"]
    return (0..<count).map { _ in
      let n = Int.random(in: 1...5, using: &rng)
      let name = (0..<n).map { _ in syllables.randomElement(using: &rng)! }.joined()
      return (name, UInt32.random(in: 0..<UInt32(max(1, count / 3)), using: &rng))
    }
  }

  /// `compare` and `keyLength` read ASCII in place (letters, digits,
  /// apostrophes, runs of separators) and fold the rest: against the keys
  /// folded from the start by ``NormalizedBytes`` alone, on names that mix
  /// them with capitals, diacritics, Hangul and marks, and on queries cut
  /// anywhere (a space last, a letter past the key) or changed by a byte.
  @Test(arguments: 0..<12)
  func inPlaceComparisonMatchesTheNormalForm(seed: Int) {
    var rng = SplitMix64(seed: UInt64(seed) &+ 4242)
    let pieces = [
      "san", "Jose", "o", "de", " ", "  ", "-", " - ", ", ", ".", "'", "`", "x'", "St. ", "(", ")", "12", "ß",
      "é", "Ö", "ł", "서울", "강남", "CGV", "e\u{301}", "\t", "/", "ǅ", "Ⅻ",
    ]
    let names = (0..<120).map { i -> (String, UInt32) in
      let n = Int.random(in: 1...7, using: &rng)
      return ((0..<n).map { _ in pieces.randomElement(using: &rng)! }.joined(), UInt32(i / 2))
    }
    let f = Fixture(names: names)
    f.withKeySet { set in
      let keys = Fixture.keys(of: set)
      func reference(_ key: [UInt8], _ q: [UInt8], whole: Bool) -> Int {
        let cut = whole ? key : Array(key.prefix(q.count))
        if cut == q { return 0 }
        return cut.lexicographicallyPrecedes(q) ? -1 : 1
      }
      for _ in 0..<400 {
        let key = keys.randomElement(using: &rng)!
        var q = Array(key.prefix(Int.random(in: 0...(key.count + 1), using: &rng)))
        switch Int.random(in: 0..<4, using: &rng) {
        case 0 where !q.isEmpty: q[Int.random(in: 0..<q.count, using: &rng)] &+= UInt8.random(in: 1...2, using: &rng)
        case 1: q.append([0x20, 0x61, 0x7A, 0x2D].randomElement(using: &rng)!)
        default: break
        }
        for i in 0..<set.count {
          for whole in [false, true] {
            #expect(set.compare(i, q, whole: whole) == reference(keys[i], q, whole: whole),
              "key \(String(decoding: keys[i], as: UTF8.self)) query \(String(decoding: q, as: UTF8.self))")
          }
          let limit = Int.random(in: 0...12, using: &rng)
          #expect(set.keyLength(at: i, atMost: limit) == min(limit, keys[i].count))
        }
      }
    }
  }

  @Test(arguments: 0..<20)
  func prefixRangesMatchBruteForce(seed: Int) {
    let names = Self.randomNames(seed: UInt64(seed), count: 50 + seed * 60)
    let f = Fixture(names: names)
    // Every other seed with places as wide as they may be: four bits of
    // offset, so that most entries keep theirs in the overflow pairs.
    f.withKeySet(placeBits: seed.isMultiple(of: 2) ? nil : KeyEntries.maxPlaceBits) { set in
      #expect(set.entryPlace.isConsistent)
      let keys = Fixture.keys(of: set)
      // Sorted by key, as the builder promises.
      for i in keys.indices.dropFirst() {
        #expect(!keys[i].lexicographicallyPrecedes(keys[i - 1]))
      }
      var rng = SplitMix64(seed: UInt64(seed) + 100)
      for _ in 0..<60 {
        let source = names.randomElement(using: &rng)!.0
        let full = Normalizer.normalize(source)
        let prefix = Array(full.prefix(Int.random(in: 0...full.count, using: &rng)))
        let expected = keys.indices.filter { keys[$0].starts(with: prefix) }
        let got = Array(set.range(ofPrefix: prefix))
        #expect(got == expected, "prefix \(String(decoding: prefix, as: UTF8.self))")
        // Whole keys: the entries whose key is exactly the prefix.
        let equal = keys.indices.filter { keys[$0] == prefix }
        if !prefix.isEmpty {
          #expect(Array(set.range(ofKey: prefix)) == equal, "key \(String(decoding: prefix, as: UTF8.self))")
        }
        // A walk resumed after any head of the prefix (a trie node or a
        // bucket's range) finds what a walk from the root finds.
        let depth = Int.random(in: 0...prefix.count, using: &rng)
        let head = set.lookup(Array(prefix[..<depth]))
        #expect(
          Array(set.range(ofPrefix: prefix, after: head, depth: depth)) == expected,
          "prefix \(String(decoding: prefix, as: UTF8.self)) after \(depth) bytes")
        // The three bytes after the prefix that keys have, read from the
        // keys: each once, every one there is (none when too many keys).
        let after = expected.compactMap { i -> UInt64? in
          let k = keys[i]
          guard k.count >= prefix.count + 3 else { return nil }
          return (0..<3).reduce(UInt64(0)) { $0 | UInt64(k[prefix.count + $1]) << (8 * UInt64($1)) }
        }
        let listed = set.threeBytes(after: set.lookup(prefix), depth: prefix.count, maxEntries: 40)
        if expected.count <= 40 {
          #expect(listed.map { Set($0) } == Set(after) && listed?.count == Set(after).count)
        } else {
          #expect(listed == nil)
        }
        // Two sets walked together find what each finds alone.
        let pair = KeySet.lookup(prefix, in: set, and: set)
        #expect(pair.first.range == set.lookup(prefix).range && pair.second.node == set.lookup(prefix).node)
        // The trie node, when the prefix ends at one, holds the same range.
        let (range, node) = set.lookup(prefix)
        #expect(Array(range) == expected)
        if node >= 0 { #expect(Int(set.nodes[2 * node]) == range.lowerBound || range.isEmpty) }
        // Top-k: the k smallest distinct places, ascending.
        let k = Int.random(in: 1...10, using: &rng)
        var top = TopK(rangeMin: set.rangeMin, ranges: [set.range(ofPrefix: prefix)])
        var popped: [UInt32] = []
        while popped.count < k, let (v, position) = top.next() {
          #expect(set.entryPlace[position] == v)
          popped.append(v)
        }
        let brute = Array(Set(expected.map { set.entryPlace[$0] })).sorted().prefix(k)
        #expect(popped == Array(brute))
      }
    }
  }

  @Test(arguments: 0..<10)
  func rangeMinMatchesBruteForce(seed: Int) {
    var rng = SplitMix64(seed: UInt64(seed))
    let values = (0..<Int.random(in: 1...3000, using: &rng)).map { _ in
      UInt32.random(in: 0..<500, using: &rng)
    }
    let table = RangeMin.buildTable(values)
    values.withUnsafeBufferPointer { v in
      table.withUnsafeBufferPointer { t in
        let rm = RangeMin(values: FileArray(v), table: FileArray(t))
        for _ in 0..<300 {
          let lo = Int.random(in: 0..<values.count, using: &rng)
          let hi = Int.random(in: (lo + 1)...values.count, using: &rng)
          #expect(values[rm.argmin(lo, hi)] == values[lo..<hi].min()!)
        }
      }
    }
  }

  /// Packing gives back every place and offset, whether the offset fits
  /// in the entry or goes to the overflow pairs.
  @Test(arguments: 0..<6)
  func packedEntriesReadBackWhatWasPacked(seed: Int) {
    var rng = SplitMix64(seed: UInt64(seed) &+ 900)
    let placeBits = [1, 5, 13, 19, 24, KeyEntries.maxPlaceBits][seed]
    let n = Int.random(in: 0...2000, using: &rng)
    let places = (0..<n).map { _ in UInt32.random(in: 0..<(UInt32(1) << UInt32(placeBits)), using: &rng) }
    let offsets = (0..<n).map { _ in
      Bool.random(using: &rng) ? UInt16.random(in: 0..<40, using: &rng) : UInt16.random(in: 0...UInt16.max, using: &rng)
    }
    let (words, overflow) = KeyEntries.pack(places: places, offsets: offsets, placeBits: placeBits)
    #expect(words.count == n)
    words.withUnsafeBufferPointer { w in
      overflow.withUnsafeBufferPointer { o in
        let entries = KeyEntries(words: FileArray(w), overflow: FileArray(o), placeBits: placeBits)
        #expect(entries.isConsistent)
        for i in 0..<n {
          #expect(entries[i] == places[i])
          #expect(entries.entry(i).place == places[i] && entries.entry(i).offset == Int(offsets[i]))
        }
        // Outside the entries: zero, never a trap.
        #expect(entries[n] == 0 && entries.entry(-1).offset >= 0)
      }
    }
    #expect(KeyEntries.placeBits(forPlaceCount: 401_946) == 19)
    #expect(KeyEntries.placeBits(forPlaceCount: 1) == 1 && KeyEntries.placeBits(forPlaceCount: 3) == 2)
  }

  @Test func exactKeysComeFirstInTheirRange() {
    let f = Fixture(names: [("San", 5), ("San Jose", 1), ("Sana", 2), ("san", 3)])
    f.withKeySet { set in
      let exact = set.range(ofKey: Normalizer.normalize("san"))
      #expect(Set(exact.map { set.entryPlace[$0] }) == [3, 5])
      #expect(set.range(ofPrefix: Normalizer.normalize("san")).count == 4)
      #expect(set.range(ofPrefix: Normalizer.normalize("xyz")).isEmpty)
    }
  }

  /// Runs of one key of every length, in a bucket and under a trie node,
  /// against a scan: the run's end is galloped to, then bisected.
  @Test(arguments: 0..<8)
  func longRunsOfOneKeyMatchAScan(seed: Int) {
    var rng = SplitMix64(seed: UInt64(seed) &+ 900)
    var names: [(String, UInt32)] = []
    var place: UInt32 = 0
    for stem in ["santiago", "san", "santa", "sant"] {
      // Run lengths 0...300, with longer names and namesakes around them.
      let run = [0, 1, 2, 3, 7, 63, 64, 65, 300].randomElement(using: &rng)!
      for _ in 0..<run {
        names.append((rng.next() % 2 == 0 ? stem : stem.capitalized, place))
        place += 1
      }
      for suffix in [" de cuba", "go", "a", "x"] where rng.next() % 2 == 0 {
        for _ in 0..<Int(rng.next() % 40) {
          names.append((stem + suffix, place))
          place += 1
        }
      }
    }
    names.shuffle(using: &rng)
    let f = Fixture(names: names)
    f.withKeySet { set in
      let keys = Fixture.keys(of: set)
      for stem in ["santiago", "san", "santa", "sant", "santi", "s", "santiago de cuba", "sanx"] {
        let key = Normalizer.normalize(stem)
        let expected = keys.indices.filter { keys[$0] == key }
        #expect(Array(set.range(ofKey: key)) == expected, "key \(stem), seed \(seed)")
        // And within the key's range as a prefix, as the exact tier asks.
        let prefix = set.range(ofPrefix: key)
        #expect(Array(set.range(ofKey: key, within: prefix)) == expected, "key \(stem) within its prefix")
      }
    }
  }
}

/// The lists of best places of the top trie nodes.
@Suite struct HotListTests {
  @Test(arguments: 0..<8)
  func hotListsAreTheFirstDistinctPlacesOfTheirNode(seed: Int) {
    let names = KeySetTests.randomNames(seed: UInt64(seed) &+ 500, count: 400 + seed * 300)
    let built = KeySetTests.Fixture(names: names, hotDepth: 2).built
    let n = KeySet.hotListLength
    #expect(built.hotLists.count % n == 0)
    let lists = built.hotLists.count / n
    #expect(lists >= 1)
    // Breadth-first: the lists belong to nodes 0 ..< lists. Compare each
    // with the first distinct values that top-k pops from the node's range.
    built.entryPlace.withUnsafeBufferPointer { values in
      built.rangeMin.withUnsafeBufferPointer { table in
        let rm = RangeMin(values: FileArray(values), table: FileArray(table))
        for node in 0..<lists {
          let lo = Int(built.nodes[2 * node])
          // The node's end: its next sibling's start, else its parent's end.
          let range = lo..<nodeEnd(node, built.nodes, count: values.count)
          var top = TopK(rangeMin: rm, ranges: [range])
          var expected: [UInt32] = []
          while expected.count < n, let (v, _) = top.next() { expected.append(v) }
          let list = built.hotLists[(node * n)..<(node * n + n)].filter { $0 != UInt32.max }
          #expect(list.map { values[Int($0)] } == expected, "node \(node)")
          for p in list {
            #expect(range.contains(Int(p)))
            // The leftmost entry of its place in the node.
            #expect(!values[range.lowerBound..<Int(p)].contains(values[Int(p)]))
          }
        }
      }
    }
  }

  func nodeEnd(_ node: Int, _ nodes: [UInt32], count: Int) -> Int {
    for p in 0..<(nodes.count / 2) {
      let packed = nodes[2 * p + 1]
      let start = Int(packed & 0x7F_FFFF)
      let children = Int(packed >> 23)
      if node >= start && node < start + children {
        return node + 1 < start + children ? Int(nodes[2 * node + 2]) : nodeEnd(p, nodes, count: count)
      }
    }
    return count
  }
}

/// The spelling a place's other name is stored in (``PlaceKeys/accentedSpellings(_:)``).
@Suite struct AccentedSpellingTests {
  /// Of the other names that share a key, the spelling with the most
  /// diacritics is the one stored (and shown when the place is found by
  /// it); on a tie, the first.
  @Test func accentedSpellingsWin() {
    let best = PlaceKeys.accentedSpellings(["Muenchen", "Munchen", "München", "Koeln", "Kôln", "Köln", "Paris"])
    #expect(best[PlaceKeys.key("munchen").key] == "München")
    #expect(best[PlaceKeys.key("koln").key] == "Kôln")
    #expect(best[PlaceKeys.key("muenchen").key] == nil)
    #expect(best[PlaceKeys.key("paris").key] == nil)
  }

  /// Only the diacritics the place's country writes: not Yoruba's tone
  /// marks on an Italian city, nor a Greek romanization's accent; a plain
  /// spelling of the same key instead, when there is one.
  @Test func theCountrysOwnDiacriticsWin() {
    let turin = PlaceKeys.accentedSpellings(["Tórínó", "Torino", "Turín", "Nàpoli"], country: "IT")
    #expect(turin[PlaceKeys.key("torino").key] == "Torino")
    #expect(turin[PlaceKeys.key("napoli").key] == nil)  // no plain spelling: the name stays as given
    #expect(turin[PlaceKeys.key("turin").key] == nil)
    #expect(PlaceKeys.accentedSpellings(["Athína", "Athina"], country: "GR")[PlaceKeys.key("athina").key] == "Athina")
    #expect(PlaceKeys.accentedSpellings(["Lodz", "Łódź"], country: "PL")[PlaceKeys.key("lodz").key] == "Łódź")
    #expect(PlaceKeys.accentedSpellings(["Izmir", "İzmir"], country: "TR")[PlaceKeys.key("izmir").key] == "İzmir")
    // Italian accents on a word's last letter only.
    #expect(NativeDiacritics.writes("Forlì", in: "IT") && !NativeDiacritics.writes("Nàpoli", in: "IT"))
    // A country not in the table keeps any.
    #expect(NativeDiacritics.writes("Hà Nội", in: "VN") && NativeDiacritics.writes("Tórínó", in: nil))
  }
}
