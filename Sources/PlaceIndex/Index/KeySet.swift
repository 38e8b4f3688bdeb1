/// One sorted set of normalised keys with their places: a burst trie over the
/// keys' bytes, the entries it points into, and a ``RangeMin`` over them.
///
/// An entry is a (place, offset) pair. Its key is the normal form
/// (``Normalizer``) of the pool text that starts at `offset` and runs to the
/// end of that name. Entries are sorted by key, then place. The index has three
/// key sets: whole names, names from their second, third ... word on, and codes
/// (IATA, ICAO, ISO).
///
/// How it works: trie nodes exist only for prefixes shared by more than
/// ``KeySetBuilder/bucketSize`` entries; each node knows its range of entries
/// and its children, whose labels are single key bytes. Below that, the range
/// is a small sorted bucket, finished by comparing keys folded on the fly from
/// the original names (a burst trie, Heinz, Zobel and Williams 2002). The
/// normal forms are never stored.
struct KeySet {
  let entryPlace: UnsafeBufferPointer<UInt32>
  let entryOffset: UnsafeBufferPointer<UInt32>
  let rangeMin: RangeMin
  /// Four `UInt32` per node: first entry, end entry, first child, child count.
  let nodes: UnsafeBufferPointer<UInt32>
  /// The byte that leads to each node (the root's is unused).
  let labels: UnsafeBufferPointer<UInt8>
  let pool: UnsafeBufferPointer<UInt8>

  var count: Int { entryPlace.count }

  /// The entries whose keys start with `prefix`.
  ///
  /// - Complexity: O(|prefix| log 256) in the trie, plus a scan of one bucket.
  func range(ofPrefix prefix: [UInt8]) -> Range<Int> {
    guard !nodes.isEmpty else { return 0..<0 }
    var node = 0
    var depth = 0
    while depth < prefix.count {
      let childStart = Int(nodes[4 * node + 2])
      let childCount = Int(nodes[4 * node + 3])
      if childCount == 0 { break }
      guard let child = findChild(prefix[depth], from: childStart, count: childCount) else {
        return 0..<0
      }
      node = child
      depth += 1
    }
    let lo = Int(nodes[4 * node])
    let hi = Int(nodes[4 * node + 1])
    if depth == prefix.count { return lo..<hi }
    // A bucket: its matching entries are contiguous.
    var first = lo
    while first < hi && !key(at: first, hasPrefix: prefix) { first += 1 }
    var last = first
    while last < hi && key(at: last, hasPrefix: prefix) { last += 1 }
    return first..<last
  }

  /// The entries whose keys equal `key` (a subrange of its prefix range).
  func range(ofKey key: [UInt8]) -> Range<Int> {
    let r = range(ofPrefix: key)
    var end = r.lowerBound
    while end < r.upperBound && keyLength(at: end, atMost: key.count + 1) == key.count {
      end += 1
    }
    return r.lowerBound..<end
  }

  private func findChild(_ byte: UInt8, from start: Int, count: Int) -> Int? {
    var lo = start
    var hi = start + count
    while lo < hi {
      let mid = (lo + hi) / 2
      if labels[mid] < byte { lo = mid + 1 } else { hi = mid }
    }
    return lo < start + count && labels[lo] == byte ? lo : nil
  }

  /// Whether the key of entry `i` starts with `prefix`.
  func key(at i: Int, hasPrefix prefix: [UInt8]) -> Bool {
    guard let base = pool.baseAddress else { return false }
    var it = NormalizedBytes(start: base + Int(entryOffset[i]), end: base + pool.count)
    for b in prefix {
      guard let k = it.next(), k == b else { return false }
    }
    return true
  }

  /// The length of the key of entry `i`, counting no further than `limit`.
  func keyLength(at i: Int, atMost limit: Int) -> Int {
    guard let base = pool.baseAddress else { return 0 }
    var it = NormalizedBytes(start: base + Int(entryOffset[i]), end: base + pool.count)
    var n = 0
    while n < limit, it.next() != nil { n += 1 }
    return n
  }
}
