/// Variable-length unsigned integers, seven bits to a byte, low bits first,
/// the high bit set on every byte but the last (LEB128), and signed ones
/// zigzagged onto them (0, -1, 1, -2 … as 0, 1, 2, 3 …): a place's facts
/// (``PlaceFacts``) and the steps of the boundaries (``BoundaryLayout``).
enum Varint {
  /// Appends `v` to `out`, in one to five bytes.
  static func append(_ v: UInt32, to out: inout [UInt8]) {
    var v = v
    while v >= 0x80 {
      out.append(UInt8(v & 0x7F) | 0x80)
      v >>= 7
    }
    out.append(UInt8(v))
  }

  @inline(__always)
  static func zigzag(_ v: Int32) -> UInt32 { UInt32(bitPattern: (v << 1) ^ (v >> 31)) }

  @inline(__always)
  static func unzigzag(_ v: UInt32) -> Int32 { Int32(bitPattern: (v >> 1) ^ (0 &- (v & 1))) }
}

/// Reads varints one at a time from `pool[at ..< end]`, never past `end`
/// (a damaged one reads wrong, never outside): the fields of
/// ``PlaceFacts``, the steps of a boundary ring (``BoundaryView``).
struct VarintReader {
  let pool: FileArray<UInt8>
  var at: Int
  let end: Int

  init(pool: FileArray<UInt8>, at: Int, end: Int) {
    self.pool = pool
    self.at = at
    self.end = min(end, pool.count)
  }

  var remaining: Int { max(0, end - at) }

  @inline(__always)
  mutating func byte() -> UInt8 {
    guard at < end else { return 0 }
    defer { at += 1 }
    return pool[at]
  }

  @inline(__always)
  mutating func skipVarint() {
    while at < end {
      let b = pool[at]
      at += 1
      if b < 0x80 { return }
    }
  }

  /// (Reads unchecked: `at < end`, and `end` is at most the pool's count.)
  @inline(__always)
  mutating func varint() -> UInt32 {
    var v: UInt32 = 0
    var shift: UInt32 = 0
    while at < end, shift < 35 {
      let b = pool[unchecked: at]
      at += 1
      v |= UInt32(b & 0x7F) << shift
      if b < 0x80 { return v }
      shift += 7
    }
    return v
  }
}
