/// Streams the normal form (see ``Normalizer``) of UTF-8 text, byte by byte.
///
/// It reads from `start` up to `end` or up to a NUL byte, whichever comes
/// first, so it can run over the name pool of the index, where names end with
/// NUL. It allocates nothing.
///
///     var it = NormalizedBytes(start: p, end: p + n)
///     while let byte = it.next() { ... }
///
/// The input must be valid UTF-8, as Swift strings and the index pool are.
public struct NormalizedBytes: IteratorProtocol {
  private var position: UnsafePointer<UInt8>
  private let end: UnsafePointer<UInt8>
  /// Bytes waiting to be returned, packed little-endian.
  private var pending: UInt64 = 0
  private var pendingCount = 0
  /// A source run waiting to be returned (a kept scalar's own bytes).
  private var run: UnsafePointer<UInt8>? = nil
  private var runCount = 0
  private var wroteWord = false
  private var needsSpace = false

  public init(start: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>) {
    self.position = start
    self.end = end
    self.scalarStart = start
  }

  /// The source position just after the last scalar consumed.
  public var sourcePosition: UnsafePointer<UInt8> { position }
  /// Where the scalar that produced the latest output starts in the source.
  /// After `next()` returns a space, it is the start of the next word.
  public private(set) var scalarStart: UnsafePointer<UInt8>

  public mutating func next() -> UInt8? {
    while true {
      if runCount > 0, let r = run {
        runCount -= 1
        run = r + 1
        return r.pointee
      }
      if pendingCount > 0 {
        let b = UInt8(truncatingIfNeeded: pending)
        pending >>= 8
        pendingCount -= 1
        return b
      }
      guard position < end, position.pointee != 0 else { return nil }
      let start = position
      var (scalar, length) = UTF8Scalar.decode(position)
      position += length
      if (0x1100...0x1112).contains(scalar) {
        scalar = composeHangul(leading: scalar)
      }
      let folded = Normalizer.fold(scalar)
      if folded == Normalizer.separator {
        if wroteWord { needsSpace = true }
        continue
      }
      let count = Int(folded >> 56)
      if folded != Normalizer.keep && count == 0 { continue }  // deleted
      if folded == Normalizer.keep {
        if scalar >= 0xAC00 && scalar <= 0xD7A3 && position - start != 3 {
          // A syllable composed from conjoining jamo: emit its own bytes.
          pending = UTF8Scalar.packed(scalar)
          pendingCount = 3
        } else {
          run = start
          runCount = position - start
        }
      } else {
        pending = folded & 0x00FF_FFFF_FFFF_FFFF
        pendingCount = count
      }
      wroteWord = true
      scalarStart = start
      if needsSpace {
        needsSpace = false
        return 0x20
      }
    }
  }

  /// Composes a leading consonant (U+1100 ...) with the vowel and trailing
  /// consonant that follow it, as NFC would. Advances past what it used.
  private mutating func composeHangul(leading: UInt32) -> UInt32 {
    guard position < end, position.pointee != 0 else { return leading }
    let (vowel, vowelLength) = UTF8Scalar.decode(position)
    guard (0x1161...0x1175).contains(vowel) else { return leading }
    position += vowelLength
    var syllable = 0xAC00 + ((leading - 0x1100) * 21 + (vowel - 0x1161)) * 28
    if position < end, position.pointee != 0 {
      let (trailing, trailingLength) = UTF8Scalar.decode(position)
      if (0x11A8...0x11C2).contains(trailing) {
        position += trailingLength
        syllable += trailing - 0x11A7
      }
    }
    return syllable
  }
}

/// UTF-8 decoding and encoding of single scalars, for valid input.
enum UTF8Scalar {
  /// Decodes the scalar at `p`; returns it and its length in bytes.
  @inline(__always)
  static func decode(_ p: UnsafePointer<UInt8>) -> (UInt32, Int) {
    let b0 = UInt32(p[0])
    if b0 < 0x80 { return (b0, 1) }
    if b0 < 0xE0 { return (((b0 & 0x1F) << 6) | (UInt32(p[1]) & 0x3F), 2) }
    if b0 < 0xF0 {
      return (
        ((b0 & 0x0F) << 12) | ((UInt32(p[1]) & 0x3F) << 6) | (UInt32(p[2]) & 0x3F), 3
      )
    }
    return (
      ((b0 & 0x07) << 18) | ((UInt32(p[1]) & 0x3F) << 12)
        | ((UInt32(p[2]) & 0x3F) << 6) | (UInt32(p[3]) & 0x3F), 4
    )
  }

  /// The length in bytes of the scalar that starts with `leadByte`.
  @inline(__always)
  static func length(leadByte b: UInt8) -> Int {
    b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4
  }

  /// The UTF-8 bytes of a BMP scalar of three bytes, packed little-endian.
  static func packed(_ s: UInt32) -> UInt64 {
    UInt64(0xE0 | (s >> 12)) | UInt64(0x80 | ((s >> 6) & 0x3F)) << 8
      | UInt64(0x80 | (s & 0x3F)) << 16
  }
}
