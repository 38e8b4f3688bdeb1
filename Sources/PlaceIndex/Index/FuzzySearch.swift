/// Typo-tolerant lookup in a ``KeySet``: the keys that have a prefix within
/// a few edits of the query.
///
/// Edits are Damerau–Levenshtein (optimal string alignment: insertion,
/// deletion, substitution, transposition of neighbours) on the normal form's
/// bytes. The first byte must be right, except when the first two are
/// swapped. The query may be an unfinished word: a key matches when some
/// prefix of it is within the budget (`barcleo` finds barcelona).
///
/// How it works: a depth-first walk of the trie carries one row of the edit
/// distance table per level, in one preallocated table, and stops where every
/// cell is over the budget; in a bucket it carries the rows on over each
/// key's remaining bytes. A subtree whose prefix already matches is reported
/// whole, as one range. The walk is bounded: after ``maxRows`` rows it stops.
struct FuzzySearch {
  let set: KeySet
  let query: [UInt8]
  let maxEdits: Int
  /// The most distance-table rows one search computes.
  static let maxRows = 8_000
  /// The most bucket keys one search reads (far above what an intact index
  /// needs: its buckets hold at most 64 keys each, and rows run out first).
  static let maxScannedKeys = 100_000

  /// The allowed edits for a query of `count` characters: 1 from 4, 2 from 8.
  static func budget(characters count: Int) -> Int { count >= 8 ? 2 : count >= 4 ? 1 : 0 }

  /// Calls `found` with each matching range of entries and its edits.
  func run(_ found: (Range<Int>, Int) -> Void) {
    guard maxEdits > 0, !query.isEmpty, query.count < 200, !set.nodes.isEmpty else { return }
    // The table and the byte rows live in buffers made once for the search
    // (their size depends on the query alone, never on the file): as
    // arrays in the walker, every write checked that they were unique, and
    // a bucket's keys were a new array each.
    let width = query.count + 1
    let depth = query.count + maxEdits + 2
    let rows = UnsafeMutableBufferPointer<Int>.allocate(capacity: width * (depth + 1))
    let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 3 * (depth + 1))
    defer {
      rows.deallocate()
      bytes.deallocate()
    }
    rows.initialize(repeating: maxEdits + 1)
    bytes.initialize(repeating: 0)
    for j in 0..<width { rows[j] = min(j, maxEdits + 1) }
    query.withUnsafeBufferPointer { q in
      var walker = Walker(
        set: set, query: q, maxEdits: maxEdits, width: width, rows: rows,
        path: UnsafeMutableBufferPointer(rebasing: bytes[0...depth]),
        key: UnsafeMutableBufferPointer(rebasing: bytes[(depth + 1)...(2 * depth + 1)]),
        previous: UnsafeMutableBufferPointer(rebasing: bytes[(2 * depth + 2)...]))
      walker.walk(node: 0, lo: 0, hi: set.count, depth: 0, found)
    }
  }

  private struct Walker {
    let set: KeySet
    let query: UnsafeBufferPointer<UInt8>
    let maxEdits: Int
    let width: Int
    /// Row d of the table is the distances after d key bytes.
    let rows: UnsafeMutableBufferPointer<Int>
    /// The key bytes walked so far: `path[d]` is the byte at depth `d`, one
    /// slot a row (written in place, so the walk allocates nothing).
    let path: UnsafeMutableBufferPointer<UInt8>
    /// The bucket key being read and the one before it, from the bucket's
    /// depth on: their first `keyCount` and `previousCount` bytes (written
    /// in place, as `path` is).
    var key: UnsafeMutableBufferPointer<UInt8>
    var previous: UnsafeMutableBufferPointer<UInt8>
    var computed = 0
    var scanned = 0

    /// Fills row `d` + 1 from row `d` for key byte `c`; returns the row's
    /// minimum and its last cell. Only the band |j - (d + 1)| ≤ budget can
    /// stay within the budget (Ukkonen), so only it is computed; cells
    /// outside it count as over the budget.
    mutating func step(_ d: Int, _ c: UInt8) -> (min: Int, last: Int) {
      computed += 1
      let m = query.count
      let previous = d * width
      let next = previous + width
      let over = maxEdits + 1
      let lo = max(1, d + 1 - maxEdits)
      let hi = min(m, d + 1 + maxEdits)
      rows[next] = min(rows[previous] + 1, over)
      if lo > 1 { rows[next + lo - 1] = over }
      var least = lo > 1 ? over : rows[next]
      if lo <= hi {
        for j in lo...hi {
          let cost = query[j - 1] == c ? 0 : 1
          var v = min(rows[previous + j] + 1, rows[next + j - 1] + 1, rows[previous + j - 1] + cost)
          if d >= 1, j > 1, query[j - 1] == path[d - 1], query[j - 2] == c {
            v = min(v, rows[previous - width + j - 2] + 1)
          }
          v = min(v, over)
          rows[next + j] = v
          least = min(least, v)
        }
      }
      if hi < m { rows[next + hi + 1] = over }
      return (least, hi == m ? rows[next + m] : over)
    }

    /// Whether the first bytes of the key allow a match.
    func allowed(_ d: Int, _ c: UInt8) -> Bool {
      switch d {
      case 0: return c == query[0] || (query.count > 1 && c == query[1])
      case 1: return path[0] == query[0] || c == query[0]
      default: return true
      }
    }

    mutating func walk(node: Int, lo: Int, hi: Int, depth: Int, _ found: (Range<Int>, Int) -> Void) {
      let packed = set.nodes[2 * node + 1]
      let childStart = Int(packed & 0x7F_FFFF)
      let childCount = Int(packed >> 23)
      if childCount == 0 {
        scanBucket(set.entryPlace.range(lo, hi), depth: depth, found)
        return
      }
      for child in childStart..<(childStart + childCount) {
        guard computed < FuzzySearch.maxRows, depth + 1 < rows.count / width else { return }
        let c = set.labels[child]
        guard allowed(depth, c) else { continue }
        let (least, last) = step(depth, c)
        guard least <= maxEdits else { continue }
        let childLo = Int(set.nodes[2 * child])
        let childHi = child + 1 < childStart + childCount ? Int(set.nodes[2 * child + 2]) : hi
        if last <= maxEdits {
          found(set.entryPlace.range(childLo, childHi), last)
          continue
        }
        path[depth] = c
        walk(node: child, lo: childLo, hi: childHi, depth: depth + 1, found)
      }
    }

    /// Carries the rows on over each key of a bucket. Keys are sorted, so a
    /// key shares a prefix with the one before it: the rows of that prefix,
    /// and what happened at its end, are reused instead of computed again.
    mutating func scanBucket(_ range: Range<Int>, depth: Int, _ found: (Range<Int>, Int) -> Void) {
      let maxDepth = rows.count / width
      var previousCount = 0  // bytes after `depth` of the key before
      var previousEnd = Outcome.open  // what followed its last byte
      for i in range {
        // Keys that share every byte with the one before cost no row; they
        // are counted too, so the scan is bounded whatever the file says.
        scanned += 1
        guard computed < FuzzySearch.maxRows, scanned < FuzzySearch.maxScannedKeys else { break }
        let (from, end) = set.pool.bytes(from: set.poolOffset(i))
        var it = NormalizedBytes(start: from, end: end)
        for _ in 0..<depth { _ = it.next() }
        var keyCount = 0
        var outcome = Outcome.open
        var d = depth
        var sharing = true  // the bytes so far are the key before's
        while d + 1 < maxDepth, let c = it.next() {
          let k = keyCount
          key[k] = c
          keyCount += 1
          sharing = sharing && k < previousCount && previous[k] == c
          if sharing {
            // The same byte as the key before: its row is still in place.
            path[d] = c
            d += 1
            if k + 1 == previousCount, previousEnd != .open {
              outcome = previousEnd
              break
            }
            continue
          }
          guard allowed(d, c) else {
            outcome = .pruned
            break
          }
          let (least, last) = step(d, c)
          if last <= maxEdits {
            outcome = .matched(last)
            break
          }
          guard least <= maxEdits else {
            outcome = .pruned
            break
          }
          path[d] = c
          d += 1
        }
        if case .matched(let edits) = outcome { found(i..<(i + 1), edits) }
        swap(&key, &previous)
        previousCount = keyCount
        previousEnd = outcome
      }
    }

    enum Outcome: Equatable {
      case open
      case pruned
      case matched(Int)
    }
  }
}
