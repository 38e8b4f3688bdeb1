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
/// distance table per level and stops where every cell is over the budget;
/// in a bucket it carries the rows on over each key's remaining bytes. A
/// subtree whose prefix already matches is reported whole, as one range.
struct FuzzySearch {
  let set: KeySet
  let query: [UInt8]
  let maxEdits: Int

  /// The allowed edits for a query of `count` characters: 1 from 4, 2 from 8.
  static func budget(characters count: Int) -> Int { count >= 8 ? 2 : count >= 4 ? 1 : 0 }

  /// Calls `found` with each matching range of entries and its edits.
  func run(_ found: (Range<Int>, Int) -> Void) {
    guard maxEdits > 0, !query.isEmpty, !set.nodes.isEmpty else { return }
    let m = query.count
    let first = Array(0...m)
    walk(node: 0, lo: 0, hi: set.count, depth: 0, path: [], previous: nil, row: first, found)
  }

  /// The next row of the distance table after key byte `c`, given the row
  /// before it (`row`), the one before that (`previous`) and the key's
  /// previous byte.
  private func step(_ row: [Int], _ previous: [Int]?, _ c: UInt8, _ lastByte: UInt8?) -> [Int] {
    let m = query.count
    var next = [Int](repeating: 0, count: m + 1)
    next[0] = row[0] + 1
    for j in 1...m {
      let cost = query[j - 1] == c ? 0 : 1
      var v = min(row[j] + 1, next[j - 1] + 1, row[j - 1] + cost)
      if let previous, let lastByte, j > 1, query[j - 1] == lastByte, query[j - 2] == c {
        v = min(v, previous[j - 2] + 1)
      }
      next[j] = v
    }
    return next
  }

  /// Whether the first bytes of the key allow a match (first byte right, or
  /// the first two swapped).
  private func allowed(_ path: [UInt8], _ c: UInt8) -> Bool {
    switch path.count {
    case 0: return c == query[0] || (query.count > 1 && c == query[1])
    case 1: return path[0] == query[0] || c == query[0]
    default: return true
    }
  }

  private func walk(
    node: Int, lo: Int, hi: Int, depth: Int, path: [UInt8], previous: [Int]?, row: [Int],
    _ found: (Range<Int>, Int) -> Void
  ) {
    let packed = set.nodes[2 * node + 1]
    let childStart = Int(packed & 0x7F_FFFF)
    let childCount = Int(packed >> 23)
    if childCount == 0 {
      scanBucket(lo..<hi, depth: depth, path: path, previous: previous, row: row, found)
      return
    }
    // Keys that end at this node are shorter than any child's: nothing to
    // add for them that a prefix match here has not reported.
    for child in childStart..<(childStart + childCount) {
      let c = set.labels[child]
      guard allowed(path, c) else { continue }
      let next = step(row, previous, c, path.last)
      guard next.min()! <= maxEdits else { continue }
      let childLo = Int(set.nodes[2 * child])
      let childHi = child + 1 < childStart + childCount ? Int(set.nodes[2 * child + 2]) : hi
      if next[query.count] <= maxEdits {
        found(childLo..<childHi, next[query.count])
        continue
      }
      walk(
        node: child, lo: childLo, hi: childHi, depth: depth + 1, path: path + [c], previous: row,
        row: next, found)
    }
  }

  private func scanBucket(
    _ range: Range<Int>, depth: Int, path: [UInt8], previous: [Int]?, row: [Int],
    _ found: (Range<Int>, Int) -> Void
  ) {
    guard let base = set.pool.baseAddress else { return }
    for i in range {
      var it = NormalizedBytes(start: base + set.poolOffset(i), end: base + set.pool.count)
      for _ in 0..<depth { _ = it.next() }
      var p = path
      var prev = previous
      var r = row
      while let c = it.next() {
        guard allowed(p, c) else { break }
        let next = step(r, prev, c, p.last)
        if next[query.count] <= maxEdits {
          found(i..<(i + 1), next[query.count])
          break
        }
        guard next.min()! <= maxEdits else { break }
        prev = r
        r = next
        p.append(c)
      }
    }
  }
}
