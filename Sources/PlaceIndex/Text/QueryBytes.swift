/// One pass over a query's UTF-8 bytes in place, for the tests that decide
/// whether a rewrite may apply at all (a digit and Hangul, a domain's dot,
/// a comma): every keystroke asks, and iterating `String.UTF8View` byte by
/// byte cost some 60 instructions a byte where the contiguous buffer costs
/// a few.
enum QueryBytes {
  /// Whether some byte of `text` satisfies `test`.
  @inline(__always)
  static func contains(_ text: String, where test: (UInt8) -> Bool) -> Bool {
    if let found = text.utf8.withContiguousStorageIfAvailable({ $0.contains(where: test) }) { return found }
    return text.utf8.contains(where: test)
  }

  /// Whether some byte of the first `limit` bytes of `text` satisfies
  /// `test`: for a test made before the query's length is bounded.
  @inline(__always)
  static func contains(_ text: String, within limit: Int, where test: (UInt8) -> Bool) -> Bool {
    if let found = text.utf8.withContiguousStorageIfAvailable({ $0.prefix(limit).contains(where: test) }) {
      return found
    }
    return text.utf8.prefix(limit).contains(where: test)
  }

  /// Whether `text` has two bytes side by side that satisfy `test`, the
  /// first and then the second (`.` then a letter).
  @inline(__always)
  static func containsPair(_ text: String, where test: (UInt8, UInt8) -> Bool) -> Bool {
    func scan<C: Collection<UInt8>>(_ bytes: C) -> Bool {
      var previous: UInt8 = 0
      for b in bytes {
        if test(previous, b) { return true }
        previous = b
      }
      return false
    }
    if let found = text.utf8.withContiguousStorageIfAvailable({ scan($0) }) { return found }
    return scan(text.utf8)
  }
}
