/// The entries of a ``KeySet``, one `UInt32` each: the place's rank in the
/// low ``placeBits`` bits, and in the bits above them where the key starts
/// in the place's names.
///
///     bits 0 ..< placeBits    the place (its rank)
///     bits placeBits ..< 32   the offset from the start of the place's
///                             names, or all ones: the offset is in
///                             `overflow`
///
/// `placeBits` is the width of the largest rank, so it follows from the
/// number of places (``placeBits(forPlaceCount:)``) and is not stored. An
/// offset that does not fit above it (a key more than 8 KiB into the names
/// of one of the 400,000 places: 443 of 1.7 million entries, all of them
/// in the few dozen places with a name in every language) is kept in
/// `overflow`, (position, offset) pairs sorted by position.
///
/// Why: the place and the offset took 6 bytes in two arrays; packed, an
/// entry takes 4 (3.5 MB of the bundled index, 6 % of it), and a reader
/// that needs both reads one word instead of two arrays.
struct KeyEntries: RandomAccessCollection {
  typealias Index = Int
  typealias Indices = Range<Int>

  let words: FileArray<UInt32>
  /// `(position, offset)` pairs, sorted by position.
  let overflow: FileArray<UInt32>
  let placeBits: UInt32
  /// The mask of the place bits: what ``RangeMin`` compares.
  let placeMask: UInt32
  /// The offset field's value that sends a reader to `overflow`.
  let overflowMark: UInt32

  init(words: FileArray<UInt32>, overflow: FileArray<UInt32>, placeBits: Int) {
    self.words = words
    self.overflow = overflow
    self.placeBits = UInt32(Swift.min(Swift.max(placeBits, 1), KeyEntries.maxPlaceBits))
    placeMask = (1 << self.placeBits) - 1
    overflowMark = UInt32.max >> self.placeBits
  }

  /// No entries.
  init() { self.init(words: FileArray(), overflow: FileArray(), placeBits: 1) }

  /// The most bits a place may take: four are left for the offset.
  static let maxPlaceBits = 28

  /// The bits a rank of `count` places takes (at least one).
  static func placeBits(forPlaceCount count: Int) -> Int {
    Swift.max(1, Int.bitWidth - Swift.max(count - 1, 0).leadingZeroBitCount)
  }

  var startIndex: Int { 0 }
  var endIndex: Int { words.count }

  /// The place of entry `i` (zero outside the entries).
  @inline(__always)
  subscript(i: Int) -> UInt32 { words[i] & placeMask }

  /// The place of entry `i` and where its key starts in the place's names.
  @inline(__always)
  func entry(_ i: Int) -> (place: UInt32, offset: Int) {
    let w = words[i]
    let o = w >> placeBits
    return (w & placeMask, o != overflowMark ? Int(o) : overflowOffset(i))
  }

  /// A half-open range made of two values read from a file, cut to the
  /// entries.
  @inline(__always)
  func range(_ lo: Int, _ hi: Int) -> Range<Int> { words.range(lo, hi) }

  /// The offset of entry `i` from `overflow`; zero when it is not there
  /// (only a damaged file has a marked entry without one). Never inlined:
  /// the readers' common path stays a load, a shift and a mask.
  @inline(never)
  private func overflowOffset(_ i: Int) -> Int {
    var a = 0
    var b = overflow.count / 2
    while a < b {
      let mid = (a + b) / 2
      if Int(overflow[2 * mid]) < i { a = mid + 1 } else { b = mid }
    }
    return a < overflow.count / 2 && Int(overflow[2 * a]) == i ? Int(overflow[2 * a + 1]) : 0
  }

  /// Whether every marked entry has its offset in `overflow`, and every
  /// pair there names a marked entry, in order (for
  /// ``PlaceIndex/validate()``).
  var isConsistent: Bool {
    guard overflow.count % 2 == 0 else { return false }
    var next = 0
    for i in 0..<words.count where words[i] >> placeBits == overflowMark {
      guard 2 * next < overflow.count, Int(overflow[2 * next]) == i else { return false }
      next += 1
    }
    return 2 * next == overflow.count
  }

  /// Packs `places` and `offsets` (one per entry) as words and overflow
  /// pairs, for places of `placeBits` bits.
  static func pack(places: [UInt32], offsets: [UInt16], placeBits: Int) -> (words: [UInt32], overflow: [UInt32]) {
    precondition(places.count == offsets.count && (1...maxPlaceBits).contains(placeBits))
    let mark = UInt32.max >> UInt32(placeBits)
    var words: [UInt32] = []
    var overflow: [UInt32] = []
    words.reserveCapacity(places.count)
    for (i, (p, o)) in zip(places, offsets).enumerated() {
      precondition(p >> UInt32(placeBits) == 0, "a place rank wider than its bits")
      let offset = UInt32(o)
      if offset < mark {
        words.append(p | offset << UInt32(placeBits))
      } else {
        words.append(p | mark << UInt32(placeBits))
        overflow += [UInt32(i), offset]
      }
    }
    return (words, overflow)
  }
}
