#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The arrays a ``CandidateSearch`` fills and empties on every call: its
/// candidates, their places and fingerprints, and the top-k heap.
///
/// Made new for every keystroke, they cost four allocations, and four
/// frees when the search ends: 2.7 k instructions of a 45 k keystroke
/// (callgrind, the benchmark's keystroke workload). ``SearchBufferPool``
/// keeps them between calls instead.
struct SearchBuffers {
  var candidates: [Candidate] = []
  var places: [UInt32] = []
  var fingerprints: [UInt64] = []
  var heap: TopK.Heap = []

  /// Room for as many candidates as a query without a location bias keeps.
  static let initialCapacity = 32
  /// Buffers grown past this many candidates (a location bias collects
  /// hundreds, a hostile query thousands) are not kept: the pool holds a
  /// few kilobytes, never the largest search it has seen.
  static let largestKept = 256

  /// Empty buffers with room for ``initialCapacity`` candidates.
  static func reserved() -> SearchBuffers {
    var b = SearchBuffers()
    b.candidates.reserveCapacity(initialCapacity)
    b.places.reserveCapacity(initialCapacity)
    b.fingerprints.reserveCapacity(initialCapacity)
    b.heap.reserveCapacity(initialCapacity)
    return b
  }

  /// Whether the buffers are small enough to keep.
  var isWorthKeeping: Bool {
    candidates.capacity <= SearchBuffers.largestKept && heap.capacity <= SearchBuffers.largestKept
  }

  /// Empties the buffers, keeping their room.
  mutating func clear() {
    candidates.removeAll(keepingCapacity: true)
    places.removeAll(keepingCapacity: true)
    fingerprints.removeAll(keepingCapacity: true)
    heap.removeAll(keepingCapacity: true)
  }
}

/// Spare ``SearchBuffers`` of one index, for its next searches: a
/// `complete` takes a set when it starts and gives it back when it ends.
/// Calls at the same time each get their own set (the pool makes a new
/// one when it has none spare); it keeps at most ``maximumSpare``.
///
/// `@unchecked Sendable`: `spare` is only read and written with `mutex`
/// held (a `pthread_mutex_t`:
/// `Synchronization.Mutex` needs macOS 15).
final class SearchBufferPool: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var spare: [SearchBuffers] = []
  /// As many sets as calls that commonly run at once on one index (a
  /// completer's worker, and a few callers of their own).
  static let maximumSpare = 4

  init() {
    mutex = .allocate(capacity: 1)
    pthread_mutex_init(mutex, nil)
    spare.reserveCapacity(SearchBufferPool.maximumSpare)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Empty buffers: spare ones, or new ones when none are spare.
  func take() -> SearchBuffers {
    pthread_mutex_lock(mutex)
    let found = spare.popLast()
    pthread_mutex_unlock(mutex)
    return found ?? .reserved()
  }

  /// Gives buffers back, emptied, unless they grew too large or the pool
  /// is full.
  func give(_ buffers: consuming SearchBuffers) {
    guard buffers.isWorthKeeping else { return }
    // (Consumed, so the arrays are uniquely held: emptying them keeps
    // their storage instead of copying it.)
    buffers.clear()
    pthread_mutex_lock(mutex)
    if spare.count < SearchBufferPool.maximumSpare { spare.append(buffers) }
    pthread_mutex_unlock(mutex)
  }

  /// How many sets are spare (for tests).
  var spareCount: Int {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return spare.count
  }
}
