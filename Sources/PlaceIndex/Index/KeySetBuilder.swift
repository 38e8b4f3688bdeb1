#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The bytes of every key of a build, shared by its ``KeySetBuilder``s: a
/// key is a slice of it (a word of a name is a suffix of the name's key,
/// so it takes no bytes of its own).
///
/// The bytes are kept in fixed 1 MiB blocks, never moved: a growing array
/// would double, and hold its old copy while it does, which is the peak
/// memory of a 13-million-place build. A key lies within one block; its
/// start is the block's number and the offset in it.
final class KeyArena {
  private(set) var blocks: [UnsafeMutablePointer<UInt8>] = []
  private var used = KeyArena.blockSize

  static let blockBits = 20
  static let blockSize = 1 << blockBits

  /// A key: `count` bytes at `start`.
  struct Key {
    var start: Int
    var count: Int
    /// The key without its first `n` bytes.
    func dropFirst(_ n: Int) -> Key { Key(start: start + min(n, count), count: count - min(n, count)) }
  }

  /// Stores a key's bytes (at most ``KeySetBuilder/maxKeyLength`` of them).
  func append(_ key: [UInt8]) -> Key {
    let n = min(key.count, KeySetBuilder.maxKeyLength)
    if used + n > KeyArena.blockSize {
      blocks.append(UnsafeMutablePointer<UInt8>.allocate(capacity: KeyArena.blockSize))
      used = 0
    }
    key.withUnsafeBufferPointer { src in
      if n > 0 { (blocks[blocks.count - 1] + used).update(from: src.baseAddress!, count: n) }
    }
    let start = (blocks.count - 1) << KeyArena.blockBits | used
    used += n
    return Key(start: start, count: n)
  }

  /// The first byte of a key that starts at `start`.
  @inline(__always)
  func pointer(_ start: Int) -> UnsafeMutablePointer<UInt8> {
    blocks[start >> KeyArena.blockBits] + (start & (KeyArena.blockSize - 1))
  }

  /// Drops every key, once the sets are built.
  func removeAll() {
    for b in blocks { b.deallocate() }
    blocks = []
    used = KeyArena.blockSize
  }

  deinit { removeAll() }
}

/// Builds the sections of one ``KeySet`` from unsorted entries.
struct KeySetBuilder {
  /// Ranges this small are left as buckets instead of trie nodes.
  static let bucketSize = 64

  /// The longest key kept; longer names are keyed by their first 65,535
  /// bytes.
  static let maxKeyLength = Int(UInt16.max)

  /// 16 bytes: the key's start (48 bits) and length (16 bits) in the
  /// arena, the place, and where in the place's names the key starts.
  struct Entry {
    var key: UInt64
    var place: UInt32
    var offset: UInt16
    var start: Int { Int(key >> 16) }
    var count: Int { Int(key & 0xFFFF) }
  }

  let arena: KeyArena
  /// The entries, in blocks of ``entryBlock`` (for the reason the arena's
  /// bytes are in blocks).
  private var blocks: [[Entry]] = []
  static let entryBlock = 1 << 16

  init(arena: KeyArena) { self.arena = arena }

  /// How many entries have been added.
  var count: Int { blocks.reduce(0) { $0 + $1.count } }

  /// The furthest into a place's names a key may start (entry offsets are
  /// UInt16; the longest names of a place, a country's, take 9,900 bytes).
  static let maxOffset = Int(UInt16.max)

  /// Adds a key of `place`, found `offset` bytes into the place's names;
  /// false, adding nothing, when `offset` is past ``maxOffset``. An empty
  /// key is no key, and is skipped.
  @discardableResult
  mutating func add(key: [UInt8], place: UInt32, offset: Int) -> Bool {
    guard UInt16(exactly: offset) != nil else { return false }
    if key.isEmpty { return true }
    return add(arena.append(key), place: place, offset: offset)
  }

  /// Adds a key already in the arena (see ``add(key:place:offset:)``).
  @discardableResult
  mutating func add(_ key: KeyArena.Key, place: UInt32, offset: Int) -> Bool {
    guard let offset = UInt16(exactly: offset) else { return false }
    if key.count > 0 {
      if blocks.last.map({ $0.count == KeySetBuilder.entryBlock }) ?? true {
        blocks.append([])
        blocks[blocks.count - 1].reserveCapacity(KeySetBuilder.entryBlock)
      }
      blocks[blocks.count - 1].append(
        Entry(key: UInt64(key.start) << 16 | UInt64(key.count), place: place, offset: offset))
    }
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
  consuming func build(hotDepth: Int? = nil) -> Output {
    var out = Output()
    // One array of them all, in the order they were added (the first entry
    // of a key and place is the one kept), each block freed as it is copied.
    var entries: [Entry] = []
    entries.reserveCapacity(count)
    blocks.reverse()
    while let block = blocks.popLast() { entries += block }
    var keys: [UInt64] = []
    let arena = self.arena
    do {
      @inline(__always) func compare(_ a: UInt64, _ b: UInt64) -> Int32 {
        let (la, lb) = (Int(a & 0xFFFF), Int(b & 0xFFFF))
        let c = memcmp(arena.pointer(Int(a >> 16)), arena.pointer(Int(b >> 16)), min(la, lb))
        return c != 0 ? c : la < lb ? -1 : la > lb ? 1 : 0
      }
      entries.sort {
        let c = compare($0.key, $1.key)
        return c < 0 || (c == 0 && $0.place < $1.place)
      }
      keys.reserveCapacity(entries.count)
      out.entryPlace.reserveCapacity(entries.count)
      out.entryOffset.reserveCapacity(entries.count)
      for e in entries {
        if let last = keys.last, out.entryPlace.last == e.place, compare(last, e.key) == 0 { continue }
        keys.append(e.key)
        out.entryPlace.append(e.place)
        out.entryOffset.append(e.offset)
      }
      entries = []
      out.rangeMin = RangeMin.buildTable(out.entryPlace)
      let trie = buildTrie(keys, arena, into: &out)
      if let hotDepth {
        for node in trie where node.depth <= hotDepth {
          out.hotLists += KeySetBuilder.best(out.entryPlace, node.lo..<node.hi, KeySet.hotListLength)
        }
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
  private func buildTrie(_ keys: [UInt64], _ arena: KeyArena, into out: inout Output)
    -> [(depth: Int, lo: Int, hi: Int)]
  {
    @inline(__always) func length(_ i: Int) -> Int { Int(keys[i] & 0xFFFF) }
    @inline(__always) func byte(_ i: Int, _ d: Int) -> UInt8 { arena.pointer(Int(keys[i] >> 16))[d] }
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
        while i < hi && length(i) == depth { i += 1 }  // keys that end here
        while i < hi {
          let label = byte(i, depth)
          var j = i + 1
          while j < hi && byte(j, depth) == label { j += 1 }
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
