/// Builds the sections of one ``KeySet`` from unsorted entries.
struct KeySetBuilder {
  /// Ranges this small are left as buckets instead of trie nodes.
  static let bucketSize = 64

  struct Entry {
    var key: [UInt8]
    var place: UInt32
    var offset: UInt16
  }

  private(set) var entries: [Entry] = []

  /// The furthest into a place's names a key may start (entry offsets are
  /// UInt16; the longest names of a place, a country's, take 9,900 bytes).
  static let maxOffset = Int(UInt16.max)

  /// Adds a key of `place`, found `offset` bytes into the place's names;
  /// false, adding nothing, when `offset` is past ``maxOffset``. An empty
  /// key is no key, and is skipped.
  @discardableResult
  mutating func add(key: [UInt8], place: UInt32, offset: Int) -> Bool {
    guard let offset = UInt16(exactly: offset) else { return false }
    if !key.isEmpty { entries.append(Entry(key: key, place: place, offset: offset)) }
    return true
  }

  /// The built arrays: entries sorted by key then place (duplicates of the
  /// same key and place removed), the range-minimum table, and the trie.
  struct Output {
    var entryPlace: [UInt32] = []
    var entryOffset: [UInt16] = []
    var rangeMin: [UInt32] = []
    var nodes: [UInt32] = []
    var labels: [UInt8] = []
    /// ``KeySet/hotListLength`` entry positions per node of the top trie
    /// levels, in node order (see ``KeySet/hotList(_:)``).
    var hotLists: [UInt32] = []
  }

  /// Sorts the entries and builds the trie; with `hotDepth`, also the best
  /// entries of every trie node of at most that depth.
  ///
  /// - Complexity: O(n log n) key comparisons, n = entries.
  func build(hotDepth: Int? = nil) -> Output {
    let sorted = entries.sorted {
      $0.key.lexicographicallyPrecedes($1.key) || ($0.key == $1.key && $0.place < $1.place)
    }
    var keys: [[UInt8]] = []
    var out = Output()
    keys.reserveCapacity(sorted.count)
    for e in sorted {
      if let last = keys.last, last == e.key, out.entryPlace.last == e.place { continue }
      keys.append(e.key)
      out.entryPlace.append(e.place)
      out.entryOffset.append(e.offset)
    }
    out.rangeMin = RangeMin.buildTable(out.entryPlace)
    let trie = buildTrie(keys, into: &out)
    if let hotDepth {
      for node in trie where node.depth <= hotDepth {
        out.hotLists += KeySetBuilder.best(out.entryPlace, node.lo..<node.hi, KeySet.hotListLength)
      }
    }
    return out
  }

  /// The leftmost position of each of the `k` smallest distinct values in
  /// `range`, by value; padded with `UInt32.max`.
  static func best(_ values: [UInt32], _ range: Range<Int>, _ k: Int) -> [UInt32] {
    var best: [(value: UInt32, position: Int)] = []
    for i in range {
      let v = values[i]
      if best.count == k && v >= best[k - 1].value { continue }
      if best.contains(where: { $0.value == v }) { continue }  // an earlier copy
      var j = best.count
      best.append((v, i))
      while j > 0 && best[j - 1].value > v {
        best[j] = best[j - 1]
        j -= 1
      }
      best[j] = (v, i)
      if best.count > k { best.removeLast() }
    }
    return best.map { UInt32($0.position) } + Array(repeating: UInt32.max, count: k - best.count)
  }

  /// Breadth-first, so that the children of a node are contiguous (and the
  /// nodes of the top levels come first). Returns each node's depth and
  /// range of entries.
  private func buildTrie(_ keys: [[UInt8]], into out: inout Output) -> [(depth: Int, lo: Int, hi: Int)] {
    var trie: [(depth: Int, lo: Int, hi: Int)] = []
    // Pending nodes: (range, depth).
    var queue: [(lo: Int, hi: Int, depth: Int)] = [(0, keys.count, 0)]
    out.labels.append(0)
    var head = 0
    while head < queue.count {
      let (lo, hi, depth) = queue[head]
      head += 1
      trie.append((depth, lo, hi))
      var children: [(lo: Int, hi: Int, label: UInt8)] = []
      if hi - lo > KeySetBuilder.bucketSize {
        var i = lo
        while i < hi && keys[i].count == depth { i += 1 }  // keys that end here
        while i < hi {
          let label = keys[i][depth]
          var j = i + 1
          while j < hi && keys[j][depth] == label { j += 1 }
          children.append((i, j, label))
          i = j
        }
      }
      let childStart = queue.count
      precondition(childStart < 1 << 23, "too many trie nodes for the node format")
      out.nodes += [UInt32(lo), UInt32(childStart) | UInt32(children.count) << 23]
      for c in children {
        queue.append((c.lo, c.hi, depth + 1))
        out.labels.append(c.label)
      }
    }
    return trie
  }
}
