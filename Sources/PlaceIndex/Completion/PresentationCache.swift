#if os(Linux)
  import Synchronization
#elseif canImport(Darwin)
  import Darwin
#endif

/// The presentations of one query's completions, each made the first time
/// it is read: reading a completion's title, then its subtitle and
/// highlights, reads the names once. (Made on first read, not when the
/// query runs: a keystroke pays only for the rows that are shown.)
///
/// Not copyable: it lives inline in the ``QueryContext`` its completions
/// share, so a query allocates one object for both. On Linux the lock is a
/// `Synchronization.Mutex`, stored inline too; elsewhere it is a
/// `pthread_mutex_t` of its own (`Mutex` needs macOS 15), and `values` is
/// only read and written with it held.
struct PresentationCache: ~Copyable, @unchecked Sendable {
  #if os(Linux)
    private let values = Mutex<[Int: Completion.Presentation]>([:])

    init() {}

    private func withValues<T>(_ body: (inout [Int: Completion.Presentation]) -> T) -> T {
      values.withLock { body(&$0) }
    }
  #else
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let values: UnsafeMutablePointer<[Int: Completion.Presentation]>

    init() {
      mutex = .allocate(capacity: 1)
      pthread_mutex_init(mutex, nil)
      values = .allocate(capacity: 1)
      values.initialize(to: [:])
    }

    deinit {
      values.deinitialize(count: 1)
      values.deallocate()
      pthread_mutex_destroy(mutex)
      mutex.deallocate()
    }

    private func withValues<T>(_ body: (inout [Int: Completion.Presentation]) -> T) -> T {
      pthread_mutex_lock(mutex)
      defer { pthread_mutex_unlock(mutex) }
      return body(&values.pointee)
    }
  #endif

  /// Whether the presentation at `ordinal` has been made (for tests).
  func isMade(_ ordinal: Int) -> Bool {
    withValues { $0[ordinal] != nil }
  }

  /// The presentation of the query's completion at `ordinal`, made by
  /// `make` the first time.
  func presentation(_ ordinal: Int, make: () -> Completion.Presentation) -> Completion.Presentation {
    withValues { values in
      if let p = values[ordinal] { return p }
      let p = make()
      values[ordinal] = p
      return p
    }
  }
}
