/// A run of fixed-width elements inside a mapped index file, read in place:
/// the one type through which the index reads file memory.
///
/// Every read is bounds-checked, in release builds too: an index that lies
/// (an offset past a section's end, a count larger than the file) gives
/// wrong answers, never a read outside the mapping. A read past the end
/// gives ``FileElement/fallback`` (zero), which every caller can survive;
/// the structural checks at open and ``PlaceIndex/verify()`` are what tell
/// the user that the file is damaged.
///
/// The check is one unsigned compare, which the branch predictor learns: on
/// the benchmark's keystroke workload it costs under 5% (README,
/// Reliability).
struct FileArray<Element: FileElement>: RandomAccessCollection, @unchecked Sendable {
  typealias Index = Int
  typealias Indices = Range<Int>

  // The mapping is read-only and lives as long as the `IndexFile` that made
  // this view (every holder also holds the file), so sharing it across
  // threads is safe: hence `@unchecked`, here and on `IndexFile`, which owns
  // the mapping, and nowhere else.
  private let base: UnsafePointer<Element>
  let count: Int

  /// A view of `count` elements at `start`; only `IndexFile` makes these.
  init(start: UnsafePointer<Element>, count: Int) {
    base = start
    self.count = count
  }

  /// A view of memory that outlives it (the builder's own arrays, in
  /// tests and in ``BoundaryLayout``).
  init(_ buffer: UnsafeBufferPointer<Element>) {
    if let start = buffer.baseAddress { self.init(start: start, count: buffer.count) } else { self.init() }
  }

  /// A view with no elements.
  init() {
    base = UnsafePointer(bitPattern: MemoryLayout<Element>.alignment)!
    count = 0
  }

  /// The element at `i`, or ``FileElement/fallback`` when `i` is outside
  /// the section.
  @inline(__always)
  subscript(i: Int) -> Element {
    UInt(bitPattern: i) < UInt(bitPattern: count) ? base[i] : .fallback
  }

  /// The element at `i`, which the caller has proven to lie in
  /// `0 ..< count` (a loop over ``indices``, or a position below a count
  /// it clamped to this one). Checked in debug builds.
  @inline(__always)
  subscript(unchecked i: Int) -> Element {
    assert(contains(i), "FileArray: \(i) is outside 0..<\(count)")
    return base[i]
  }

  /// Whether `i` is a position in the section.
  @inline(__always)
  func contains(_ i: Int) -> Bool { UInt(bitPattern: i) < UInt(bitPattern: count) }

  var startIndex: Int { 0 }
  var endIndex: Int { count }

  /// `range` cut to the section (empty when it lies outside).
  @inline(__always)
  func clamp(_ range: Range<Int>) -> Range<Int> {
    let lo = Swift.min(Swift.max(range.lowerBound, 0), count)
    return lo..<Swift.max(lo, Swift.min(range.upperBound, count))
  }

  /// A half-open range made of two values read from a file, cut to the
  /// section: never a trap when `hi < lo`.
  @inline(__always)
  func range(_ lo: Int, _ hi: Int) -> Range<Int> {
    let a = Swift.min(Swift.max(lo, 0), count)
    return a..<Swift.max(a, Swift.min(hi, count))
  }

  /// The elements in `range` (cut to the section), as a view of their own.
  func slice(_ range: Range<Int>) -> FileArray {
    let r = clamp(range)
    return r.isEmpty ? FileArray() : FileArray(start: base + r.lowerBound, count: r.count)
  }
}

extension FileArray where Element == UInt8 {
  /// The bytes from `offset` to the end of the section, as the pointer pair
  /// the byte iterators (``NormalizedBytes``, ``ChoseongBytes``) walk;
  /// `offset` is cut to the section.
  @inline(__always)
  func bytes(from offset: Int) -> (start: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>) {
    let o = Swift.min(Swift.max(offset, 0), count)
    return (base + o, base + count)
  }

  /// The little-endian integer of `T`'s width at byte `offset`, or zero
  /// when it does not lie wholly in the section.
  @inline(__always)
  func load<T: FixedWidthInteger>(_ type: T.Type, at offset: Int) -> T {
    guard offset >= 0, offset <= count - MemoryLayout<T>.size else { return 0 }
    return T(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: T.self))
  }

  /// The UTF-8 text in `range` (cut to the section); ill-formed bytes read
  /// as U+FFFD.
  func string(_ range: Range<Int>) -> String {
    let r = clamp(range)
    return String(decoding: UnsafeBufferPointer(start: base + r.lowerBound, count: r.count), as: UTF8.self)
  }
}

/// An element type of index sections: fixed width, and a value to read
/// when an offset from the file points outside its section.
protocol FileElement: BitwiseCopyable {
  static var fallback: Self { get }
}

extension UInt8: FileElement { static var fallback: UInt8 { 0 } }
extension UInt16: FileElement { static var fallback: UInt16 { 0 } }
extension UInt32: FileElement { static var fallback: UInt32 { 0 } }
extension UInt64: FileElement { static var fallback: UInt64 { 0 } }
extension Int16: FileElement { static var fallback: Int16 { 0 } }
extension Int32: FileElement { static var fallback: Int32 { 0 } }
extension Float: FileElement { static var fallback: Float { 0 } }
