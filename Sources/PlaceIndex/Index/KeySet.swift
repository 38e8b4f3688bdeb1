/// One sorted set of normalised keys with their places: a burst trie over the
/// keys' bytes, the entries it points into, and a ``RangeMin`` over them.
///
/// An entry is a (place, offset) pair (``KeyEntries``). Its key is the normal form
/// (``Normalizer``) of the pool text that starts `offset` bytes after the
/// start of the place's names and runs to the end of that name. Entries are
/// sorted by key, then place. The index has one key set per ``KeyClass``:
/// whole names and names from their second, third ... word on, primary,
/// alternate, romanized and in initials, and codes (IATA, ICAO, ISO).
///
/// How it works: trie nodes exist only for prefixes shared by more than
/// ``KeySetBuilder/bucketSize`` entries; each node knows its range of entries
/// and its children, whose labels are single key bytes. Below that, the range
/// is a small sorted bucket, finished by comparing keys folded on the fly from
/// the original names (a burst trie, Heinz, Zobel and Williams 2002). The
/// normal forms are never stored.
struct KeySet {
  /// The entries: `entryPlace[i]` is the place of entry `i`.
  let entryPlace: KeyEntries
  let rangeMin: RangeMin
  /// Two `UInt32` per node: its first entry, and its first child in the low
  /// 23 bits with its child count in the high 9. A node's entries end where
  /// its next sibling's begin (the last child's where its parent's end).
  let nodes: FileArray<UInt32>
  /// The byte that leads to each node (the root's is unused).
  let labels: FileArray<UInt8>
  /// For the first nodes (breadth-first: the top levels of the trie),
  /// ``hotListLength`` entries each: the leftmost entry of each of the best
  /// places under the node, best first, padded with `UInt32.max`. The
  /// widest prefixes (`s`, `sa`) then need no top-k search. May be empty.
  var hotLists = FileArray<UInt32>()
  /// Twelve: a list serves the ten places a query wants
  /// (``RankingWeights/minimumCandidates``) with two to spare for the ones
  /// its filters turn away, and the search goes on in the range when it
  /// runs out. Sixteen took 0.29 MB more, for 0.05 % fewer instructions.
  static let hotListLength = 12
  let pool: FileArray<UInt8>
  /// Where each place's names start in `pool`.
  let nameStart: FileArray<UInt32>
  /// Whether keys are read in their choseong form (``ChoseongBytes``)
  /// instead of their normal form.
  var choseong = false
  var count: Int { entryPlace.count }

  /// The pool offset where the key of entry `i` starts.
  @inline(__always)
  func poolOffset(_ i: Int) -> Int {
    let (place, offset) = entryPlace.entry(i)
    return Int(nameStart[Int(place)]) + offset
  }

  /// The entries whose keys start with `prefix`.
  ///
  /// - Complexity: O(|prefix| log 256) in the trie, plus a scan of one bucket.
  func range(ofPrefix prefix: [UInt8]) -> Range<Int> { lookup(prefix).range }

  /// The best entries under a trie node, when it has a list: positions of
  /// distinct places, best first (fewer than ``hotListLength`` when the
  /// node has fewer places).
  func hotList(_ node: Int) -> FileArray<UInt32>? {
    let n = KeySet.hotListLength
    guard node >= 0, (node + 1) * n <= hotLists.count else { return nil }
    var count = n
    while count > 0 && hotLists[node * n + count - 1] == UInt32.max { count -= 1 }
    return hotLists.slice((node * n)..<(node * n + count))
  }

  /// The entries whose keys start with `prefix`, and the trie node whose
  /// entries they are (-1 when the prefix ends in a bucket). Without
  /// `upperBound`, a range in a bucket runs on to the bucket's end (one
  /// bisection instead of two, for callers that scan from its start).
  func lookup(_ prefix: [UInt8], upperBound: Bool = true) -> (range: Range<Int>, node: Int) {
    var walk = Walk(self, prefix, upperBound: upperBound)
    while !walk.done { walk.step(self, prefix) }
    return walk.result
  }

  /// The entries whose keys start with `prefix`, which extends a prefix
  /// already looked up (`head`, ``lookup(_:upperBound:)``'s result for its
  /// first `depth` bytes): the walk goes on from where that one ended, down
  /// the trie from its node or bisecting its bucket range. For many
  /// prefixes that share a head (a syllable's variants after the same
  /// syllables).
  ///
  /// - Complexity: O((|prefix| − depth) log 256) in the trie, plus a
  ///   bisection of the head's bucket range.
  func range(ofPrefix prefix: [UInt8], after head: (range: Range<Int>, node: Int), depth: Int)
    -> Range<Int>
  {
    guard depth <= prefix.count, !head.range.isEmpty else { return 0..<0 }
    var walk = Walk(self, resumingAt: head, depth: depth)
    while !walk.done { walk.step(self, prefix) }
    return walk.result.range
  }

  /// The three bytes that follow a prefix in its keys (a Hangul syllable,
  /// packed as ``UTF8Scalar/packed(_:)`` packs one), each once; `nil`
  /// when more than `maxEntries` keys start with the prefix (reading them
  /// all would cost more than the lookups it spares). `head` is
  /// ``lookup(_:upperBound:)``'s result for the prefix, `depth` its length.
  /// For a search that tries many syllables in one place: those not listed
  /// start no key, and need no lookup.
  ///
  /// - Complexity: O(`maxEntries` × (depth + 3)).
  func threeBytes(after head: (range: Range<Int>, node: Int), depth: Int, maxEntries: Int) -> [UInt64]? {
    let r = head.range.clamped(to: 0..<count)
    guard r.count <= maxEntries else { return nil }
    // (Equal bytes follow the prefix in neighbouring keys: the keys are
    // sorted.)
    var found: [UInt64] = []
    for i in r {
      let (start, end) = pool.bytes(from: poolOffset(i))
      var packed: UInt64 = 0
      var n = 0
      if choseong {
        var it = ChoseongBytes(start: start, end: end)
        while n < depth + 3, let b = it.next() {
          if n >= depth { packed |= UInt64(b) << (8 * UInt64(n - depth)) }
          n += 1
        }
      } else {
        var it = NormalizedBytes(start: start, end: end)
        while n < depth + 3, let b = it.next() {
          if n >= depth { packed |= UInt64(b) << (8 * UInt64(n - depth)) }
          n += 1
        }
      }
      if n == depth + 3 && found.last != packed { found.append(packed) }
    }
    return found
  }

  /// ``lookup(_:upperBound:)`` in two key sets at once, a trie level or a
  /// bisection step in one, then in the other: the two walks read unrelated
  /// memory, so their cache misses overlap instead of following each other.
  static func lookup(_ prefix: [UInt8], in first: KeySet, and second: KeySet)
    -> (first: (range: Range<Int>, node: Int), second: (range: Range<Int>, node: Int))
  {
    var x = Walk(first, prefix, upperBound: true)
    var y = Walk(second, prefix, upperBound: true)
    while !x.done || !y.done {
      if !x.done { x.step(first, prefix) }
      if !y.done { y.step(second, prefix) }
    }
    return (x.result, y.result)
  }

  /// The same in two key sets, and in a third at once when there is one
  /// (the romanizations, which only some readings look in).
  static func lookup(_ prefix: [UInt8], in first: KeySet, _ second: KeySet, _ third: KeySet?)
    -> (first: (range: Range<Int>, node: Int), second: (range: Range<Int>, node: Int),
      third: (range: Range<Int>, node: Int)?)
  {
    guard let third else {
      let (a, b) = lookup(prefix, in: first, and: second)
      return (a, b, nil)
    }
    var x = Walk(first, prefix, upperBound: true)
    var y = Walk(second, prefix, upperBound: true)
    var z = Walk(third, prefix, upperBound: true)
    while !x.done || !y.done || !z.done {
      if !x.done { x.step(first, prefix) }
      if !y.done { y.step(second, prefix) }
      if !z.done { z.step(third, prefix) }
    }
    return (x.result, y.result, z.result)
  }

  /// The state of one lookup, advanced a step at a time: down the trie, then,
  /// when the prefix goes on into a bucket, bisection (the bucket's matching
  /// entries are contiguous).
  private struct Walk {
    let upperBound: Bool
    var node = 0
    var depth = 0
    var lo = 0
    var hi = 0
    var a = 0
    var b = 0
    /// Where the keys past the prefix start at the latest, as the first
    /// bisection learns it on its way (phase 2 bisects only up to it).
    var past = 0
    /// 0: in the trie, 1: bisecting for the first key not below the prefix,
    /// 2: bisecting for the first key past it.
    var phase = 0
    var done = false
    var result: (range: Range<Int>, node: Int) = (0..<0, -1)

    init(_ set: KeySet, _ prefix: [UInt8], upperBound: Bool) {
      self.upperBound = upperBound
      if set.nodes.isEmpty {
        done = true
        return
      }
      (lo, hi) = Walk.clamp(Int(set.nodes[0]), set.count, set.count)
    }

    /// A walk that goes on from an earlier one's end (`head`, after `depth`
    /// bytes): at its trie node, or bisecting its bucket range.
    init(_ set: KeySet, resumingAt head: (range: Range<Int>, node: Int), depth: Int) {
      upperBound = true
      (lo, hi) = Walk.clamp(head.range.lowerBound, head.range.upperBound, set.count)
      if head.node >= 0 && 2 * head.node + 1 < set.nodes.count {
        node = head.node
        self.depth = depth
      } else {
        (a, b, past, phase) = (lo, hi, hi, 1)
      }
    }

    /// A node's range of entries as read from the file, cut to the set:
    /// a damaged node gives a wrong range, never an invalid one.
    @inline(__always)
    static func clamp(_ lo: Int, _ hi: Int, _ count: Int) -> (Int, Int) {
      let a = Swift.min(Swift.max(lo, 0), count)
      return (a, Swift.max(a, Swift.min(hi, count)))
    }

    mutating func step(_ set: KeySet, _ prefix: [UInt8]) {
      switch phase {
      case 0:
        if depth == prefix.count {
          result = (lo..<hi, node)
          done = true
          return
        }
        let packed = set.nodes[2 * node + 1]
        let childStart = Int(packed & 0x7F_FFFF)
        let childCount = Int(packed >> 23)
        if childCount == 0 {
          (a, b, past, phase) = (lo, hi, hi, 1)
          return
        }
        guard let child = set.findChild(prefix[depth], from: childStart, count: childCount) else {
          done = true
          return
        }
        let childHi = child + 1 < childStart + childCount ? Int(set.nodes[2 * child + 2]) : hi
        (lo, hi) = Walk.clamp(Int(set.nodes[2 * child]), Swift.min(childHi, hi), hi)
        node = child
        depth += 1
      case 1:
        if a < b {
          let mid = (a + b) / 2
          let order = set.compare(mid, prefix)
          if order < 0 {
            a = mid + 1
          } else {
            b = mid
            if order > 0 { past = mid }
          }
          return
        }
        if !upperBound {
          result = (a..<hi, -1)
          done = true
          return
        }
        lo = a  // the start of the range; now its end
        b = past
        phase = 2
      default:
        if a < b {
          let mid = (a + b) / 2
          if set.compare(mid, prefix) == 0 { a = mid + 1 } else { b = mid }
          return
        }
        result = (lo..<a, -1)
        done = true
      }
    }
  }

  /// Compares the key of entry `i`, cut to the length of `prefix`, with
  /// `prefix`: -1, 0 (the key starts with the prefix) or 1.
  func compare(_ i: Int, _ prefix: [UInt8]) -> Int {
    compare(i, prefix, whole: false)
  }

  /// Compares the key of entry `i` with `bytes`: -1, 0 or 1. When not
  /// `whole`, only the first `bytes.count` bytes of the key count.
  func compare(_ i: Int, _ bytes: [UInt8], whole: Bool) -> Int {
    let (start, end) = pool.bytes(from: poolOffset(i))
    if choseong {
      var it = ChoseongBytes(start: start, end: end)
      return KeySet.compare(&it, bytes, whole: whole)
    }
    // ASCII folds byte by byte (``Normalizer/foldASCII(_:)``): letters and
    // digits to one byte each (A → a), apostrophes to none, a run of other
    // ASCII after a word to one space before the next word. Compare that
    // in place, and fold through ``NormalizedBytes`` only from the first
    // other byte on (from the start of the run of separators before it,
    // which it then reads itself).
    var p = start
    var k = 0
    var separators: UnsafePointer<UInt8>? = nil
    while k < bytes.count && p < end {
      var c = p.pointee
      if c &- 0x41 < 26 {
        c |= 0x20
      } else if !(c &- 0x61 < 26 || c &- 0x30 < 10) {
        if c == 0x27 || c == 0x60 {
          p += 1
          continue
        }
        if c >= 0x80 || c <= NormalizedBytes.lastStop { break }
        if separators == nil && k > 0 { separators = p }
        p += 1
        continue
      }
      if separators != nil {
        if bytes[k] != 0x20 { return 0x20 < bytes[k] ? -1 : 1 }
        separators = nil
        k += 1
        if k == bytes.count { break }
      }
      if c != bytes[k] { return c < bytes[k] ? -1 : 1 }
      p += 1
      k += 1
    }
    var it = NormalizedBytes(resumingAt: separators ?? p, end: end, afterWord: k > 0)
    if k == 0 { return KeySet.compare(&it, bytes, whole: whole) }
    return KeySet.compare(&it, bytes[k...], whole: whole)
  }

  /// Compares the keys of entries `i` and `j`: -1, 0 or 1 (for
  /// ``PlaceIndex/validate()``).
  func compareKeys(_ i: Int, _ j: Int) -> Int {
    let (a, aEnd) = pool.bytes(from: poolOffset(i))
    let (b, bEnd) = pool.bytes(from: poolOffset(j))
    if choseong {
      var x = ChoseongBytes(start: a, end: aEnd)
      var y = ChoseongBytes(start: b, end: bEnd)
      return KeySet.compare(&x, &y)
    }
    var x = NormalizedBytes(start: a, end: aEnd)
    var y = NormalizedBytes(start: b, end: bEnd)
    return KeySet.compare(&x, &y)
  }

  private static func compare<I: IteratorProtocol<UInt8>>(_ x: inout I, _ y: inout I) -> Int {
    while true {
      switch (x.next(), y.next()) {
      case (nil, nil): return 0
      case (nil, _): return -1
      case (_, nil): return 1
      case let (p?, q?) where p != q: return p < q ? -1 : 1
      default: continue
      }
    }
  }

  @inline(__always)
  private static func compare<I: IteratorProtocol<UInt8>, B: Collection<UInt8>>(
    _ it: inout I, _ bytes: B, whole: Bool
  ) -> Int {
    for b in bytes {
      guard let k = it.next() else { return -1 }
      if k != b { return k < b ? -1 : 1 }
    }
    return whole && it.next() != nil ? 1 : 0
  }

  /// The first entry in `range` whose key is not below `bytes`.
  ///
  /// - Complexity: O(log |range|) key comparisons.
  func lowerBound(_ bytes: [UInt8], in range: Range<Int>) -> Int {
    var a = range.lowerBound
    var b = range.upperBound
    while a < b {
      let mid = (a + b) / 2
      if compare(mid, bytes, whole: true) < 0 { a = mid + 1 } else { b = mid }
    }
    return a
  }

  /// The entries whose keys are `prefix` followed by a scalar in `scalars`
  /// (and anything after it): one contiguous range, as UTF-8 keeps the order
  /// of scalars. `within` is the range of `prefix` itself: bisected there,
  /// or for a single scalar in a large range, looked up in the trie.
  func range(
    ofPrefix prefix: [UInt8], thenScalarIn scalars: ClosedRange<UInt32>, within: Range<Int>
  ) -> Range<Int> {
    if within.count > 256, scalars.lowerBound == scalars.upperBound,
      let s = Unicode.Scalar(scalars.lowerBound)
    {
      return range(ofPrefix: prefix + Array(String(Character(s)).utf8))
    }
    guard !within.isEmpty, let lo = Unicode.Scalar(scalars.lowerBound),
      let hi = Unicode.Scalar(scalars.upperBound + 1)
    else { return 0..<0 }
    let a = lowerBound(prefix + Array(String(Character(lo)).utf8), in: within)
    let b = lowerBound(prefix + Array(String(Character(hi)).utf8), in: a..<within.upperBound)
    return a..<b
  }

  /// The entries whose keys equal `key`: they come first among the keys
  /// that start with it (one bisection finds where those start).
  func range(ofKey key: [UInt8]) -> Range<Int> {
    range(ofKey: key, within: lookup(key, upperBound: false).range)
  }

  /// The same, given `r`: the range of `key` as a prefix, or a range that
  /// starts where the keys that start with `key` start.
  ///
  /// The keys equal to `key` are a run at the start of `r` (every key after
  /// them is longer or greater), so its end is found by galloping, then
  /// bisecting: a run of one or none costs what a scan costs (two keys
  /// read, or one), and the 400 places called Santiago cost 18 keys, not
  /// 400.
  ///
  /// - Complexity: O(log n) keys read, for a run of n.
  func range(ofKey key: [UInt8], within r: Range<Int>) -> Range<Int> {
    let start = r.lowerBound
    func isKey(_ i: Int) -> Bool {
      keyLength(at: i, atMost: key.count + 1) == key.count && compare(i, key) == 0
    }
    guard start < r.upperBound, isKey(start) else { return start..<start }
    // `start..<good` are the key; `bad` is the end of `r` or no key.
    var good = start + 1
    var bad = r.upperBound
    var step = 1
    while good < bad {
      let probe = Swift.min(good + step, bad) - 1
      guard isKey(probe) else {
        bad = probe
        break
      }
      good = probe + 1
      step *= 2
    }
    while good < bad {
      let mid = (good + bad) / 2
      if isKey(mid) { good = mid + 1 } else { bad = mid }
    }
    return start..<good
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

  /// The first `limit` bytes (or fewer) of the key of entry `i`: for the
  /// rare walk that lists what follows a prefix (not the hot path, which
  /// compares in place).
  func keyBytes(at i: Int, atMost limit: Int) -> [UInt8] {
    let (start, end) = pool.bytes(from: poolOffset(i))
    var out: [UInt8] = []
    out.reserveCapacity(limit)
    if choseong {
      var it = ChoseongBytes(start: start, end: end)
      while out.count < limit, let b = it.next() { out.append(b) }
    } else {
      var it = NormalizedBytes(start: start, end: end)
      while out.count < limit, let b = it.next() { out.append(b) }
    }
    return out
  }

  /// The length of the key of entry `i`, counting no further than `limit`.
  func keyLength(at i: Int, atMost limit: Int) -> Int {
    var n = 0
    let (start, end) = pool.bytes(from: poolOffset(i))
    if choseong {
      var it = ChoseongBytes(start: start, end: end)
      while n < limit, it.next() != nil { n += 1 }
    } else {
      // ASCII is counted in place, as `compare` reads it. (The same loop
      // as there, not an iterator both share: one, tried, cost 1 % of the
      // keystroke workload's instructions, 454.9 M against 450.1 M.)
      var p = start
      var separators: UnsafePointer<UInt8>? = nil
      while n < limit && p < end {
        let c = p.pointee
        if !(c &- 0x41 < 26 || c &- 0x61 < 26 || c &- 0x30 < 10) {
          if c == 0x27 || c == 0x60 {
            p += 1
            continue
          }
          if c >= 0x80 || c <= NormalizedBytes.lastStop { break }
          if separators == nil && n > 0 { separators = p }
          p += 1
          continue
        }
        if separators != nil {
          separators = nil
          n += 1
          if n == limit { break }
        }
        n += 1
        p += 1
      }
      var it = NormalizedBytes(resumingAt: separators ?? p, end: end, afterWord: n > 0)
      while n < limit, it.next() != nil { n += 1 }
    }
    return n
  }
}
