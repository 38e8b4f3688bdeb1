#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The presentations of one query's completions, each made the first time
/// it is read: reading a completion's title, then its subtitle and
/// highlights, reads the names once. (Made on first read, not when the
/// query runs: a keystroke pays only for the rows that are shown.)
///
/// `@unchecked Sendable`: `values` is only read and written with `mutex`
/// held. (A `pthread_mutex_t`, not `Synchronization.Mutex`, which needs
/// macOS 15.)
final class PresentationCache: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var values: [Int: Completion.Presentation] = [:]

  init() {
    mutex = .allocate(capacity: 1)
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Whether the presentation at `ordinal` has been made (for tests).
  func isMade(_ ordinal: Int) -> Bool {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return values[ordinal] != nil
  }

  /// The presentation of the query's completion at `ordinal`, made by
  /// `make` the first time.
  func presentation(_ ordinal: Int, make: () -> Completion.Presentation) -> Completion.Presentation {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    if let p = values[ordinal] { return p }
    let p = make()
    values[ordinal] = p
    return p
  }
}
