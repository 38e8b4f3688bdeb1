/// Range-minimum queries over a fixed array of `UInt32`, in O(1) per query
/// (plus a scan of at most two blocks).
///
/// Entries of a key set are sorted by key, and each holds its place's rank
/// (0 is the most important place). The places whose keys start with a prefix
/// form one contiguous range, so "the best k places for this prefix" is
/// "the k smallest distinct values in a range": ``TopK`` pops them one by one
/// with this structure, never scanning the range. This is the equivalent of
/// per-node top-k lists, but it also serves ranges that are not one trie node
/// (the union of several subtrees).
///
/// The table is a sparse table over blocks of ``blockSize`` values: level `l`
/// holds, for each block `i`, the position of the minimum of blocks
/// `i ..< i + 2^l`. After it, one byte per chunk of ``chunkSize`` values
/// (packed four to a `UInt32`) says where in the chunk its minimum is, so
/// that the parts of blocks at the ends of a range cost at most two short
/// scans and three lookups, not a scan of up to 127 values.
///
/// Blocks of 128 values, not 64, halve the sparse table (0.7 MB of the
/// index) for up to 8 more chunk lookups at the ends of a range: 0.36 % of
/// the keystroke workload's instructions.
struct RangeMin {
  static let blockSize = 128
  static let chunkSize = 8

  /// The values, each with `mask` applied (a key set's entries keep
  /// their offsets above the place bits: ``KeyEntries``).
  let values: FileArray<UInt32>
  let mask: UInt32
  let table: FileArray<UInt32>
  /// The position of each chunk's minimum within the chunk.
  /// Where the chunk minima start in `table` (four to a UInt32), or -1.
  private let chunkStart: Int

  init(values: FileArray<UInt32>, table: FileArray<UInt32>, mask: UInt32 = .max) {
    self.values = values
    self.mask = mask
    self.table = table
    let blocks = (values.count + RangeMin.blockSize - 1) / RangeMin.blockSize
    let sparse = blocks * (RangeMin.log2(blocks) + 1)
    let chunks = (values.count + RangeMin.chunkSize - 1) / RangeMin.chunkSize
    chunkStart = blocks > 0 && table.count >= sparse + (chunks + 3) / 4 ? sparse : -1
  }

  /// The value at `i`.
  @inline(__always)
  func value(_ i: Int) -> UInt32 { values[i] & mask }

  /// The position of chunk `k`'s minimum within the chunk.
  @inline(__always)
  private func chunkMin(_ k: Int) -> Int {
    Int(truncatingIfNeeded: table[chunkStart + k / 4] >> (8 * UInt32(k % 4))) & 0xFF
  }

  /// Builds the sparse table for `values`.
  ///
  /// - Complexity: O(n + (n / b) log(n / b)), b = ``blockSize``.
  static func buildTable(_ values: [UInt32]) -> [UInt32] {
    let blocks = (values.count + blockSize - 1) / blockSize
    guard blocks > 0 else { return [] }
    var table: [UInt32] = []
    table.reserveCapacity(blocks * (log2(blocks) + 1))
    for b in 0..<blocks {
      var best = b * blockSize
      for i in best..<min(values.count, best + blockSize) where values[i] < values[best] {
        best = i
      }
      table.append(UInt32(best))
    }
    var span = 1
    var level = 0
    while span * 2 <= blocks {
      for b in 0..<blocks {
        let a = Int(table[level * blocks + b])
        let other = b + span < blocks ? Int(table[level * blocks + b + span]) : a
        table.append(UInt32(values[other] < values[a] ? other : a))
      }
      span *= 2
      level += 1
    }
    // Chunk minima, four bytes to a UInt32, little-endian.
    var packed: UInt32 = 0
    var n = 0
    for c in stride(from: 0, to: values.count, by: chunkSize) {
      var best = c
      for i in c..<min(values.count, c + chunkSize) where values[i] < values[best] { best = i }
      packed |= UInt32(best - c) << (8 * UInt32(n % 4))
      n += 1
      if n % 4 == 0 {
        table.append(packed)
        packed = 0
      }
    }
    if n % 4 != 0 { table.append(packed) }
    return table
  }

  static func log2(_ n: Int) -> Int { n <= 1 ? 0 : (Int.bitWidth - 1 - n.leadingZeroBitCount) }

  /// The position of the smallest value in `lo ..< hi` (the first, on ties).
  ///
  /// - Precondition: `lo < hi`.
  func argmin(_ lo: Int, _ hi: Int) -> Int {
    let b = RangeMin.blockSize
    let firstFull = (lo + b - 1) / b
    let lastFull = hi / b  // blocks firstFull ..< lastFull are whole
    if firstFull >= lastFull {
      let p = scan(lo, hi)
      return p >= lo && p < hi ? p : lo
    }
    var best = lo < firstFull * b ? scan(lo, firstFull * b) : Int(table[firstFull])
    let blocks = (values.count + b - 1) / b
    let level = RangeMin.log2(lastFull - firstFull)
    let a = Int(table[level * blocks + firstFull])
    let c = Int(table[level * blocks + lastFull - (1 << level)])
    if value(a) < value(best) || (value(a) == value(best) && a < best) { best = a }
    if value(c) < value(best) { best = c }
    if lastFull * b < hi {
      let tail = scan(lastFull * b, hi)
      if value(tail) < value(best) { best = tail }
    }
    // A damaged table may name a position outside the range: never return
    // one (a caller splits the range there).
    return best >= lo && best < hi ? best : lo
  }

  /// The first position of the smallest value in `lo ..< hi`, by chunks.
  private func scan(_ lo: Int, _ hi: Int) -> Int {
    let c = RangeMin.chunkSize
    let firstFull = (lo + c - 1) / c
    let lastFull = hi / c
    guard chunkStart >= 0, firstFull < lastFull else { return scanValues(lo, hi) }
    var best = lo < firstFull * c ? scanValues(lo, firstFull * c) : firstFull * c + chunkMin(firstFull)
    var bestValue = value(best)
    for k in firstFull..<lastFull {
      let p = k * c + chunkMin(k)
      if value(p) < bestValue {
        best = p
        bestValue = value(p)
      }
    }
    if lastFull * c < hi {
      let p = scanValues(lastFull * c, hi)
      if value(p) < bestValue { best = p }
    }
    return best
  }

  private func scanValues(_ lo: Int, _ hi: Int) -> Int {
    var best = lo
    var bestValue = value(lo)
    var i = lo + 1
    while i < hi {
      let v = value(i)
      if v < bestValue {
        best = i
        bestValue = v
      }
      i += 1
    }
    return best
  }
}

/// Pops the smallest distinct values of one or more ranges, in order.
///
///     var top = TopK(rangeMin: rm, ranges: [10..<500])
///     while let (value, position) = top.next() { ... }   // ascending
///
/// Each value is returned once, at the first position found for it, unless
/// `distinct` is false: then every position comes, in value order. Values
/// come out in ascending order, so the copies of one value come one after
/// another, and a value is new when it differs from the one before.
/// - Complexity: O(log r) per pop, r = ranges split so far; a value with m
///   entries in the ranges costs up to m pops.
struct TopK {
  typealias Heap = [(value: UInt32, position: Int, lo: Int, hi: Int)]
  private let rangeMin: RangeMin
  private let distinct: Bool
  /// A binary min-heap of (value, position, lo, hi), by value, then `lo`:
  /// when a value comes to the top, every range that holds it has it as its
  /// minimum, so the leftmost such range, and in it the first position,
  /// gives its leftmost entry (as ``KeySet/hotList(_:)`` does).
  private(set) var heap: Heap
  private var last: UInt32? = nil

  /// - Parameter storage: an array to keep the heap in (emptied first), so
  ///   that a caller can reuse one allocation; get it back from ``heap``.
  init(rangeMin: RangeMin, ranges: [Range<Int>], distinct: Bool = true, storage: Heap = []) {
    self.rangeMin = rangeMin
    self.distinct = distinct
    heap = storage
    heap.removeAll(keepingCapacity: true)
    for r in ranges where !r.isEmpty { push(r.lowerBound, r.upperBound) }
  }

  init(rangeMin: RangeMin, range r: Range<Int>, storage: Heap = []) {
    self.rangeMin = rangeMin
    self.distinct = true
    heap = storage
    heap.removeAll(keepingCapacity: true)
    if !r.isEmpty { push(r.lowerBound, r.upperBound) }
  }

  @inline(__always)
  private static func before(
    _ a: (value: UInt32, position: Int, lo: Int, hi: Int), _ b: (value: UInt32, position: Int, lo: Int, hi: Int)
  ) -> Bool {
    a.value < b.value || (a.value == b.value && a.lo < b.lo)
  }

  /// The smallest value left, without taking it (it may be a copy of the
  /// value returned last, which ``next()`` skips).
  func peek() -> UInt32? { heap.first?.value }

  @inline(__always)
  mutating func next() -> (value: UInt32, position: Int)? {
    while let top = pop() {
      if top.lo < top.position { push(top.lo, top.position) }
      if top.position + 1 < top.hi { push(top.position + 1, top.hi) }
      if !distinct || top.value != last {
        last = top.value
        return (top.value, top.position)
      }
    }
    return nil
  }

  @inline(__always)
  private mutating func push(_ lo: Int, _ hi: Int) {
    let p = rangeMin.argmin(lo, hi)
    heap.append((rangeMin.value(p), p, lo, hi))
    var i = heap.count - 1
    while i > 0 {
      let parent = (i - 1) / 2
      guard TopK.before(heap[i], heap[parent]) else { break }
      heap.swapAt(i, parent)
      i = parent
    }
  }

  @inline(__always)
  private mutating func pop() -> (value: UInt32, position: Int, lo: Int, hi: Int)? {
    guard !heap.isEmpty else { return nil }
    let top = heap[0]
    let last = heap.removeLast()
    if !heap.isEmpty {
      heap[0] = last
      var i = 0
      while true {
        let l = 2 * i + 1
        let r = l + 1
        var m = i
        if l < heap.count && TopK.before(heap[l], heap[m]) { m = l }
        if r < heap.count && TopK.before(heap[r], heap[m]) { m = r }
        if m == i { break }
        heap.swapAt(i, m)
        i = m
      }
    }
    return top
  }
}
