/// Streams the initial-consonant (choseong) form of text: the normal form
/// (``NormalizedBytes``) with every Hangul syllable replaced by the
/// compatibility jamo of its initial, and no space between two Hangul words.
///
///     "서울특별시"        → "ㅅㅇㅌㅂㅅ"
///     "메가박스 코엑스"   → "ㅁㄱㅂㅅㅋㅇㅅ"
///     "CGV 강남"         → "cgv ㄱㄴ"
///
/// A query in this form ("ㅁㄱㅂㅅ ㅋㅇㅅ" is read the same way) matches a key
/// in this form by prefix. Like ``NormalizedBytes`` it allocates nothing.
struct ChoseongBytes: IteratorProtocol {
  private var inner: NormalizedBytes
  private var pending: UInt64 = 0
  private var pendingCount = 0
  /// A scalar read ahead, after a space.
  private var ahead: UInt32? = nil
  private var lastWasJamo = false

  init(start: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>) {
    inner = NormalizedBytes(start: start, end: end)
  }

  mutating func next() -> UInt8? {
    if pendingCount > 0 { return popPending() }
    guard var scalar = ahead ?? nextScalar() else { return nil }
    ahead = nil
    if scalar == 0x20 {
      guard let following = nextScalar() else { return nil }
      let followingIsHangul = UTF8Scalar.isHangul(following)
      if lastWasJamo && followingIsHangul {
        scalar = following  // drop the space between two Hangul words
      } else {
        ahead = following
        lastWasJamo = false
        return 0x20
      }
    }
    if UTF8Scalar.isSyllable(scalar) {
      scalar = ChoseongBytes.initialJamo(scalar)
    }
    lastWasJamo = scalar >= 0x3131 && scalar <= 0x318E
    push(scalar)
    return popPending()
  }

  /// The compatibility jamo of a syllable's initial consonant.
  static func initialJamo(_ syllable: UInt32) -> UInt32 {
    initials[Int((syllable - 0xAC00) / 588)]
  }

  static let initials: [UInt32] = [
    0x3131, 0x3132, 0x3134, 0x3137, 0x3138, 0x3139, 0x3141, 0x3142, 0x3143, 0x3145, 0x3146,
    0x3147, 0x3148, 0x3149, 0x314A, 0x314B, 0x314C, 0x314D, 0x314E,
  ]

  private mutating func nextScalar() -> UInt32? {
    guard let lead = inner.next() else { return nil }
    let n = UTF8Scalar.length(leadByte: lead)
    var bytes: (UInt8, UInt8, UInt8, UInt8) = (lead, 0, 0, 0)
    if n > 1 { bytes.1 = inner.next() ?? 0 }
    if n > 2 { bytes.2 = inner.next() ?? 0 }
    if n > 3 { bytes.3 = inner.next() ?? 0 }
    return withUnsafeBytes(of: &bytes) { raw in
      UTF8Scalar.decode(raw.baseAddress!.assumingMemoryBound(to: UInt8.self)).0
    }
  }

  private mutating func push(_ scalar: UInt32) {
    pending = 0
    pendingCount = 0
    UTF8.encode(Unicode.Scalar(scalar) ?? " ") { b in
      pending |= UInt64(b) << (8 * UInt64(pendingCount))
      pendingCount += 1
    }
  }

  private mutating func popPending() -> UInt8 {
    let b = UInt8(truncatingIfNeeded: pending)
    pending >>= 8
    pendingCount -= 1
    return b
  }
}

extension Normalizer {
  /// The choseong form (see ``ChoseongBytes``) of `text`.
  static func choseong(_ text: String) -> [UInt8] {
    var text = text
    return text.withUTF8 { utf8 in
      guard let base = utf8.baseAddress else { return [] }
      var it = ChoseongBytes(start: base, end: base + utf8.count)
      var out: [UInt8] = []
      while let b = it.next() { out.append(b) }
      return out
    }
  }

  /// Whether the normal form holds a Hangul syllable.
  static func containsHangulSyllable(_ key: [UInt8]) -> Bool {
    var i = 0
    while i < key.count {
      let n = UTF8Scalar.length(leadByte: key[i])
      if n == 3, i + 2 < key.count {
        let s = UTF8Scalar.threeByte(key[i], key[i + 1], key[i + 2])
        if UTF8Scalar.isSyllable(s) { return true }
      }
      i += n
    }
    return false
  }
}
