/// Streams the normal form (see ``Normalizer``) of UTF-8 text, byte by byte.
///
/// It reads from `start` up to `end` or up to a byte below 0x07 (NUL or a
/// name mark), whichever comes first, so it can run over the name pool of the
/// index, where such a byte ends each name. It allocates nothing.
///
///     var it = NormalizedBytes(start: p, end: p + n)
///     while let byte = it.next() { ... }
///
/// The input must be valid UTF-8, as Swift strings and the index pool are.
struct NormalizedBytes: IteratorProtocol {
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
  /// Whether the last word scalar was Hangul: a change of script starts a
  /// new word ("CGV강남" is "cgv 강남").
  private var lastWasHangul = false

  /// The largest byte that ends the text (``NameMark/facts``).
  static let lastStop: UInt8 = 0x06

  init(start: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>) {
    self.position = start
    self.end = end
    self.scalarStart = start
  }

  /// Resumes after ASCII letters and digits that were read without it
  /// (they fold one to one): `start` follows them, and `afterWord` tells
  /// whether there were any.
  init(resumingAt start: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>, afterWord: Bool) {
    self.init(start: start, end: end)
    wroteWord = afterWord
  }

  /// The source position just after the last scalar consumed.
  var sourcePosition: UnsafePointer<UInt8> { position }
  /// Where the scalar that produced the latest output starts in the source.
  /// After `next()` returns a space, it is the start of the next word.
  private(set) var scalarStart: UnsafePointer<UInt8>

  mutating func next() -> UInt8? {
    // Most bytes of most names are ASCII letters and digits between
    // letters of the same script: returned as ``nextByDecoding()`` would
    // (a capital lowered, as ``Normalizer/foldASCII(_:)`` does), without
    // its decoding and table. (Calling `foldASCII` here cost the typo
    // workload 1.9 % more instructions; a seeded test holds the two
    // paths equal.)
    if runCount == 0 && pendingCount == 0 && !needsSpace && !lastWasHangul && position < end {
      let b = position.pointee
      if b &- 0x61 < 26 || b &- 0x30 < 10 || b &- 0x41 < 26 {
        scalarStart = position
        position += 1
        wroteWord = true
        return b &- 0x41 < 26 ? b | 0x20 : b
      }
    }
    // So are Hangul syllables, which fold to themselves, after another
    // syllable or at the start (after a word of another script, the space
    // between the scripts is ``nextByDecoding()``'s): their three bytes are
    // returned as they stand. (Key comparisons in Hangul decoded every
    // syllable: a third of a jamo-typo search's instructions.)
    if runCount == 0 && pendingCount == 0 && !needsSpace && (lastWasHangul || !wroteWord)
      && end - position >= 3
    {
      let b = position.pointee
      if b &- 0xEA < 4 {
        let s = UTF8Scalar.threeByte(b, position[1], position[2])
        if UTF8Scalar.isSyllable(s) {
          scalarStart = position
          run = position + 1
          runCount = 2
          position += 3
          wroteWord = true
          lastWasHangul = true
          return b
        }
      }
    }
    return nextByDecoding()
  }

  /// The next byte, by decoding the scalar and folding it: ``next()``
  /// without its ASCII shortcut (which a test checks against this).
  mutating func nextByDecoding() -> UInt8? {
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
      guard position < end, position.pointee > NormalizedBytes.lastStop else { return nil }
      let start = position
      var (scalar, length) = UTF8Scalar.decode(position, end: end)
      position += length
      var composed = false
      if (0x1100...0x11FF).contains(scalar) {
        // Conjoining jamo (NFD): compose a syllable, or stand alone as the
        // compatibility jamo an IME would show.
        if (0x1100...0x1112).contains(scalar) { scalar = composeHangul(leading: scalar) }
        if !UTF8Scalar.isSyllable(scalar) { scalar = UTF8Scalar.compatibilityJamo(conjoining: scalar) }
        composed = true
      }
      let folded = Normalizer.fold(scalar)
      if folded == Normalizer.separator {
        if wroteWord { needsSpace = true }
        continue
      }
      let count = Int(folded >> 56)
      if folded != Normalizer.keep && count == 0 { continue }  // deleted
      let hangul = UTF8Scalar.isHangul(scalar)
      if folded == Normalizer.keep {
        if composed {
          // Made from conjoining jamo: emit the composed scalar's bytes.
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
      if wroteWord && hangul != lastWasHangul { needsSpace = true }
      lastWasHangul = hangul
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
    guard position < end, position.pointee > NormalizedBytes.lastStop else { return leading }
    let (vowel, vowelLength) = UTF8Scalar.decode(position, end: end)
    guard (0x1161...0x1175).contains(vowel) else { return leading }
    position += vowelLength
    var syllable = 0xAC00 + ((leading - 0x1100) * 21 + (vowel - 0x1161)) * 28
    if position < end, position.pointee > NormalizedBytes.lastStop {
      let (trailing, trailingLength) = UTF8Scalar.decode(position, end: end)
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
    if b0 < 0xF0 { return (threeByte(p[0], p[1], p[2]), 3) }
    return (
      ((b0 & 0x07) << 18) | ((UInt32(p[1]) & 0x3F) << 12)
        | ((UInt32(p[2]) & 0x3F) << 6) | (UInt32(p[3]) & 0x3F), 4
    )
  }

  /// The same, reading nothing at or past `end`: a scalar cut off by `end`
  /// (a damaged index) reads as U+FFFD, one byte long.
  @inline(__always)
  static func decode(_ p: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>) -> (UInt32, Int) {
    if p[0] < 0x80 { return (UInt32(p[0]), 1) }
    return length(leadByte: p[0]) <= end - p ? decode(p) : (0xFFFD, 1)
  }

  /// The scalar of a three-byte sequence (U+0800…U+FFFF: Hangul, jamo,
  /// CJK), its lead byte first; the bytes are not checked.
  @inline(__always)
  static func threeByte(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt32 {
    (UInt32(a & 0x0F) << 12) | (UInt32(b & 0x3F) << 6) | UInt32(c & 0x3F)
  }

  /// The length in bytes of the scalar that starts with `leadByte`.
  @inline(__always)
  static func length(leadByte b: UInt8) -> Int {
    b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4
  }

  static func isSyllable(_ s: UInt32) -> Bool { s >= 0xAC00 && s <= 0xD7A3 }

  /// Hangul syllables and jamo of every form.
  @inline(__always)
  static func isHangul(_ s: UInt32) -> Bool {
    (s >= 0xAC00 && s <= 0xD7A3) || (s >= 0x3131 && s <= 0x318E) || (s >= 0x1100 && s <= 0x11FF)
      || (s >= 0xA960 && s <= 0xA97F) || (s >= 0xD7B0 && s <= 0xD7FF)
  }

  /// The compatibility jamo (U+3131 ...) for a lone conjoining jamo.
  static func compatibilityJamo(conjoining s: UInt32) -> UInt32 {
    switch s {
    case 0x1100...0x1112: return initials[Int(s - 0x1100)]
    case 0x1161...0x1175: return 0x314F + (s - 0x1161)
    case 0x11A8...0x11C2: return finals[Int(s - 0x11A8)]
    default: return s
    }
  }

  private static let initials: [UInt32] = [
    0x3131, 0x3132, 0x3134, 0x3137, 0x3138, 0x3139, 0x3141, 0x3142, 0x3143, 0x3145, 0x3146,
    0x3147, 0x3148, 0x3149, 0x314A, 0x314B, 0x314C, 0x314D, 0x314E,
  ]
  private static let finals: [UInt32] = [
    0x3131, 0x3132, 0x3133, 0x3134, 0x3135, 0x3136, 0x3137, 0x3139, 0x313A, 0x313B, 0x313C,
    0x313D, 0x313E, 0x313F, 0x3140, 0x3141, 0x3142, 0x3144, 0x3145, 0x3146, 0x3147, 0x3148,
    0x314A, 0x314B, 0x314C, 0x314D, 0x314E,
  ]

  /// The UTF-8 bytes of a BMP scalar of three bytes, packed little-endian.
  static func packed(_ s: UInt32) -> UInt64 {
    UInt64(0xE0 | (s >> 12)) | UInt64(0x80 | ((s >> 6) & 0x3F)) << 8
      | UInt64(0x80 | (s & 0x3F)) << 16
  }
}
