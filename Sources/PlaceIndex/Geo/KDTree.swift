/// Builds the flat arrays of an implicit, balanced 3-D k-d tree over points
/// on the unit sphere; ``KDTree`` reads them.
///
/// Layout: point `i` is `xyz[3i ..< 3i + 3]` (unit-sphere x, y, z, each
/// times ``KDTree/scale`` and rounded to an `Int16`: 6 bytes a point where
/// three `Float`s took 12, 1.1 MB of the index) with caller id
/// `payload[i]`. For every subrange `lo ..< hi` the
/// search visits, the point at `mid = (lo + hi) / 2` splits it on dimension
/// `depth % 3` (x, y, z; the whole array is depth 0): points in `lo ..< mid`
/// have that coordinate `<=` the split value, points in `mid + 1 ..< hi`
/// have it `>=`. The invariant holds on the stored values.
struct KDTreeBuilder {
  /// One point being placed: its stored unit vector and caller id.
  private struct Item {
    var x: Int16
    var y: Int16
    var z: Int16
    var id: UInt32
    @inline(__always) subscript(d: Int) -> Int16 { d == 0 ? x : d == 1 ? y : z }
  }

  /// Lays out `points` as an implicit k-d tree.
  ///
  /// The result depends only on the input (including its order), so equal
  /// inputs give byte-identical trees. Coordinates should be valid; a
  /// non-finite one cannot crash the build but may be misplaced.
  /// - Complexity: O(n log n) expected time, O(n) extra space.
  static func build(_ points: [(Coordinate, UInt32)]) -> (xyz: [Int16], payload: [UInt32]) {
    var items = points.map { point in
      let v = KDTree.stored(GeoMath.unitVector(point.0))
      return Item(x: v.0, y: v.1, z: v.2, id: point.1)
    }
    items.withUnsafeMutableBufferPointer { split($0, 0, $0.count, depth: 0) }
    var xyz: [Int16] = []
    xyz.reserveCapacity(3 * items.count)
    for item in items {
      xyz.append(item.x)
      xyz.append(item.y)
      xyz.append(item.z)
    }
    return (xyz, items.map(\.id))
  }

  /// Arranges `items[lo ..< hi]` and, recursively, both halves.
  /// - Complexity: O(m log m) expected for m = hi - lo; recursion depth
  ///   is log₂ m.
  private static func split(
    _ items: UnsafeMutableBufferPointer<Item>, _ lo: Int, _ hi: Int, depth: Int
  ) {
    guard hi - lo > 1 else { return }
    let mid = (lo + hi) / 2
    select(items, lo, hi, nth: mid, dimension: depth % 3)
    split(items, lo, mid, depth: depth + 1)
    split(items, mid + 1, hi, depth: depth + 1)
  }

  /// Quickselect: moves the item that belongs at index `nth` of
  /// `items[lo ..< hi]` (ordered by `dimension`) there, with no larger
  /// coordinate before it and no smaller one after it.
  ///
  /// Median-of-three pivots and three-way partitioning keep sorted input
  /// and runs of duplicates fast.
  /// - Complexity: O(m) expected for m = hi - lo.
  private static func select(
    _ items: UnsafeMutableBufferPointer<Item>, _ lo: Int, _ hi: Int, nth: Int, dimension d: Int
  ) {
    var lo = lo
    var hi = hi
    while hi - lo > 1 {
      let pivot = medianOfThree(
        items[lo][d], items[(lo + hi) / 2][d], items[hi - 1][d])
      // Invariant: [lo, less) < pivot, [less, i) == pivot, [greater, hi) > pivot.
      var less = lo
      var i = lo
      var greater = hi
      while i < greater {
        let v = items[i][d]
        if v < pivot {
          items.swapAt(less, i)
          less += 1
          i += 1
        } else if v > pivot {
          greater -= 1
          items.swapAt(i, greater)
        } else {
          i += 1
        }
      }
      if nth < less {
        hi = less
      } else if nth >= greater {
        lo = greater
      } else {
        return
      }
    }
  }

  /// The median of three values.
  private static func medianOfThree(_ a: Int16, _ b: Int16, _ c: Int16) -> Int16 {
    max(min(a, b), min(max(a, b), c))
  }
}

/// A read-only view of the implicit k-d tree laid out by ``KDTreeBuilder``,
/// answering radius and nearest-neighbour queries on the unit sphere.
///
/// The tree does not own its storage: it reads `xyz` and `payload` in place
/// (for example straight out of a memory-mapped index file), so that memory
/// must stay valid and unchanged for as long as the tree, or any copy of it,
/// is used (they are ``FileArray`` views of the index file).
///
/// Distances are chords: the Euclidean distance between unit vectors, in
/// `0 ... 2`. Use ``GeoMath/chordLength(forDistance:)`` to convert a radius.
/// Because points are stored rounded (``scale``: up to ``storedError``,
/// 168 m on Earth), both queries include points up to ``chordSlack`` beyond
/// the requested chord, and rank by the stored points; callers that filter
/// the results by exact haversine distance therefore never miss a point
/// (``PlaceIndex/nearest(to:kinds:count:maxDistance:brand:)`` widens its
/// search by twice the error to rank exactly).
struct KDTree {
  /// Unit-sphere x, y, z of each point, stored (``stored(_:)``), 3 per point.
  let xyz: FileArray<Int16>
  /// The caller's id of each point.
  let payload: FileArray<UInt32>

  /// What a unit-vector coordinate is multiplied by before it is rounded
  /// to the `Int16` stored.
  static let scale: Double = 32_767
  static let inverseScale: Double = 1 / scale
  /// The largest chord between a point and its stored image: half a unit of
  /// ``scale`` in each of three coordinates (2.65e-5, 168 m on Earth).
  static let storedError: Double = (3.0).squareRoot() * 0.5 / scale
  /// Extra chord length added to every query limit: the stored error, and
  /// a little for rounding.
  static let chordSlack: Double = storedError * 1.01

  /// The stored image of a unit vector.
  static func stored(_ v: SIMD3<Double>) -> (Int16, Int16, Int16) {
    func q(_ c: Double) -> Int16 { Int16((max(-1, min(1, c.isNaN ? 0 : c)) * scale).rounded()) }
    return (q(v.x), q(v.y), q(v.z))
  }

  /// Coordinate `d` of stored point `i`, as a unit-vector coordinate.
  @inline(__always)
  func coordinate(_ i: Int, _ d: Int) -> Double { Double(xyz[unchecked: 3 * i + d]) * Self.inverseScale }

  /// Subranges with at most this many points are scanned linearly.
  static let leafSize = 8

  /// Capacity of the explicit traversal stack. A traversal holds at most
  /// one pending subrange per tree level plus one, and a tree of up to
  /// 2⁶⁴ points has at most 64 levels.
  private static let stackCapacity = 130

  /// A tree over arrays produced by ``KDTreeBuilder/build(_:)``.
  /// Points past the shorter of the two arrays (`xyz` should hold three
  /// values per payload) are left out.
  init(xyz: FileArray<Int16>, payload: FileArray<UInt32>) {
    self.xyz = xyz
    self.payload = payload
    count = min(payload.count, xyz.count / 3)
  }

  /// The number of points.
  let count: Int

  /// The squared chord, computed in `Double`, from stored point `i` to `c`.
  /// - Complexity: O(1).
  @inline(__always)
  func squaredChord(at i: Int, to c: SIMD3<Double>) -> Double {
    // `i < count`, so `3 * i + 2 < xyz.count` (see `init`).
    let dx = coordinate(i, 0) - c.x
    let dy = coordinate(i, 1) - c.y
    let dz = coordinate(i, 2) - c.z
    return dx * dx + dy * dy + dz * dz
  }

  /// Calls `body` with the payload of every point whose chord distance to
  /// `center` is at most `chord` (plus ``chordSlack``), in tree order.
  ///
  /// Nothing is reported when `chord` is negative or NaN.
  /// - Complexity: O(√n + m) typical for m reported points; O(n) worst
  ///   case. No heap allocation.
  func forEach(withinChord chord: Double, of center: SIMD3<Double>, _ body: (UInt32) -> Void) {
    forEach(withinChord: chord, of: center) { payload, _ in body(payload) }
  }

  /// The same, with each point's squared chord to `center` (from the stored
  /// coordinates).
  func forEach(
    withinChord chord: Double, of center: SIMD3<Double>, _ body: (UInt32, _ squaredChord: Double) -> Void
  ) {
    guard count > 0, chord >= 0 else { return }
    let limit = chord + Self.chordSlack
    let limit2 = limit * limit
    withUnsafeTemporaryAllocation(
      of: (lo: Int, hi: Int, depth: Int).self, capacity: Self.stackCapacity
    ) { stack in
      stack[0] = (0, count, 0)
      var top = 1
      while top > 0 {
        top -= 1
        let (lo, hi, depth) = stack[top]
        if hi - lo <= Self.leafSize {
          for i in lo..<hi {
            let d2 = squaredChord(at: i, to: center)
            if d2 <= limit2 { body(payload[unchecked: i], d2) }
          }
          continue
        }
        let mid = (lo + hi) / 2
        let d2 = squaredChord(at: mid, to: center)
        if d2 <= limit2 { body(payload[unchecked: mid], d2) }
        let d = depth % 3
        let diff = center[d] - coordinate(mid, d)
        // Left points have coordinate <= split, so their chord is >= diff.
        if diff <= 0 || diff * diff <= limit2 {
          stack[top] = (lo, mid, depth + 1)
          top += 1
        }
        if diff >= 0 || diff * diff <= limit2 {
          stack[top] = (mid + 1, hi, depth + 1)
          top += 1
        }
      }
    }
  }

  /// The `k` nearest points to `center` within `maxChord` (plus
  /// ``chordSlack``) whose payload passes `accept`, sorted by chord
  /// ascending and then by payload.
  ///
  /// `accept` is called only for points within range. Branch and bound:
  /// the nearer half is searched first, and a subtree is skipped once its
  /// distance bound exceeds the current k-th best (plus `slack`).
  ///
  /// With a `slack`, every other accepted point within the k-th's chord
  /// plus `slack` comes too, in the same order: the places a caller must
  /// measure exactly to know the true k nearest, when the stored points
  /// are up to half the slack from them.
  /// - Complexity: about O(log n + k log k) typical for a permissive
  ///   filter; O(n) worst case. Allocates only the result.
  func nearest(
    to center: SIMD3<Double>, count k: Int, maxChord: Double, slack: Double = 0,
    where accept: (UInt32) -> Bool
  ) -> [(payload: UInt32, chord: Double)] {
    guard count > 0, k > 0, maxChord >= 0 else { return [] }
    let limit = maxChord + Self.chordSlack
    let limit2 = limit * limit
    var best: [(payload: UInt32, chord: Double)] = []
    best.reserveCapacity(min(k, count))
    // Accepted points past the k best, within the slack of the k-th.
    var near: [(payload: UInt32, chord: Double)] = []

    /// Offers point `i` to the bounded, sorted buffer `best`.
    func consider(_ i: Int) {
      let d2 = squaredChord(at: i, to: center)
      guard d2 <= limit2 else { return }
      let chord = d2.squareRoot()
      let id = payload[unchecked: i]
      if best.count == k, let last = best.last, !precedes(chord, id, last.chord, last.payload) {
        if slack > 0, chord <= last.chord + slack, accept(id) { near.append((id, chord)) }
        return
      }
      guard accept(id) else { return }
      // Binary search for the first entry that (chord, id) precedes.
      var a = 0
      var b = best.count
      while a < b {
        let m = (a + b) / 2
        if precedes(best[m].chord, best[m].payload, chord, id) { a = m + 1 } else { b = m }
      }
      if best.count == k, let out = best.popLast(), slack > 0 { near.append(out) }
      best.insert((id, chord), at: a)
    }

    withUnsafeTemporaryAllocation(
      of: (lo: Int, hi: Int, depth: Int, bound2: Double).self, capacity: Self.stackCapacity
    ) { stack in
      stack[0] = (0, count, 0, 0)
      var top = 1
      while top > 0 {
        top -= 1
        let (lo, hi, depth, bound2) = stack[top]
        // Every point in the subrange has squared chord >= bound2.
        if bound2 > limit2 { continue }
        if best.count == k, let last = best.last, bound2.squareRoot() > last.chord + slack { continue }
        if hi - lo <= Self.leafSize {
          for i in lo..<hi { consider(i) }
          continue
        }
        let mid = (lo + hi) / 2
        consider(mid)
        let d = depth % 3
        let diff = center[d] - coordinate(mid, d)
        let farBound2 = max(bound2, diff * diff)
        let (near, far) = diff <= 0 ? ((lo, mid), (mid + 1, hi)) : ((mid + 1, hi), (lo, mid))
        // Push the far half first so the near half is searched first.
        stack[top] = (far.0, far.1, depth + 1, farBound2)
        stack[top + 1] = (near.0, near.1, depth + 1, bound2)
        top += 2
      }
    }
    guard slack > 0, best.count == k, let last = best.last else { return best }
    let reach = last.chord + slack
    return best + near.filter { $0.chord <= reach }.sorted { precedes($0.chord, $0.payload, $1.chord, $1.payload) }
  }

  /// Whether `(chord1, id1)` orders before `(chord2, id2)`.
  @inline(__always)
  private func precedes(_ chord1: Double, _ id1: UInt32, _ chord2: Double, _ id2: UInt32) -> Bool {
    chord1 < chord2 || (chord1 == chord2 && id1 < id2)
  }
}
