/// Whether a name writes the diacritics a query typed. Keys fold case and
/// diacritics, so `kuta` and `küta` find Kuta and Kütahya alike; a query
/// that types a Latin letter with a diacritic means it, and a name that
/// writes the bare letter there pays ``RankingWeights/unwrittenDiacritic``.
///
///     DiacriticMatch.typedLetters(of: "Küta")   // ["k", "ü", "t", "a"]
///     DiacriticMatch.typedLetters(of: "kuta")   // nil: nothing to check
enum DiacriticMatch {
  /// The letters and digits of `query`, lower-cased, when it has a Latin
  /// letter with a diacritic (U+00C0–U+024F, U+1E00–U+1EFF); else nil.
  /// At most ``maxLetters`` of them.
  static func typedLetters(of query: String) -> [Unicode.Scalar]? {
    typedWords(of: query).map { letters(of: $0[...]) }
  }

  /// The letters of `words`, in order, at most ``maxLetters``.
  static func letters(of words: ArraySlice<[Unicode.Scalar]>) -> [Unicode.Scalar] {
    var out: [Unicode.Scalar] = []
    for w in words {
      for u in w {
        guard out.count < maxLetters else { return out }
        out.append(u)
      }
    }
    return out
  }

  /// The words of `query`, split where its normal form splits them, each
  /// its letters and digits lower-cased, when it has a Latin letter with a
  /// diacritic; else nil. At most ``maxQueryLetters`` letters in all. (A
  /// partial match compares only the words it matched: `12 rue … rougé`
  /// means Rougé, not Rouge, Ontario.)
  static func typedWords(of query: String) -> [[Unicode.Scalar]]? {
    guard query.unicodeScalars.contains(where: isLatinWithDiacritic) else { return nil }
    var out: [[Unicode.Scalar]] = []
    var word: [Unicode.Scalar] = []
    var count = 0
    for u in query.unicodeScalars {
      let f = Normalizer.fold(u.value)
      if f == Normalizer.separator {
        if !word.isEmpty { out.append(word) }
        word.removeAll()
      } else if f != 0 {
        guard count < maxQueryLetters else { break }
        word.append(lowercased(u))
        count += 1
      }
    }
    if !word.isEmpty { out.append(word) }
    return out
  }

  /// The most letters compared: a name is judged by its start.
  static let maxLetters = 64
  /// The most letters of a query kept for its words.
  static let maxQueryLetters = 512

  /// Whether the name at pool offset `offset` (to its end) writes, at each
  /// of the first letters of `typed`, the letter with a diacritic that
  /// `typed` has there, case aside; letters typed without one match any.
  /// The letters are compared in order, each side's other characters
  /// skipped. (A name that ends first writes all it has.)
  static func name(in pool: FileArray<UInt8>, at offset: Int, writes typed: [Unicode.Scalar]) -> Bool {
    var i = offset
    var t = 0
    while t < typed.count && i < pool.count {
      let lead = pool[i]
      if NameMark.isMarkOrEnd(lead) { break }
      let (u, length) = decode(pool, at: i)
      i += length
      guard let u, isLetter(u) else { continue }
      let c = typed[t]
      t += 1
      if isLatinWithDiacritic(c) && lowercased(u) != c { return false }
    }
    return true
  }

  /// Whether some name of the place whose names are `names` (a range of
  /// the pool), from its start, is `typed` as far as `typed` goes,
  /// diacritics as typed: München for `mün`, when the walk found the place
  /// by Munich. Letters compare by their folds, and a letter typed with a
  /// diacritic must be that letter.
  ///
  /// Cheap, as it runs for each candidate of a query with a diacritic: the
  /// names are found by their marks, byte by byte, in the first
  /// ``maxNameBytes``, and a name whose first byte cannot fold to the
  /// first letter typed is not decoded (a big city has hundreds of names,
  /// most in other scripts).
  static func someName(in pool: FileArray<UInt8>, _ names: Range<Int>, writes typed: [Unicode.Scalar]) -> Bool {
    guard let first = typed.first else { return true }
    let asciiFirst: UInt8? = first.value < 0x80 ? UInt8(first.value) : nil
    var i = names.lowerBound
    let end = min(names.upperBound, names.lowerBound + maxNameBytes)
    while i < end {
      let b = pool[i]
      // Ends at a name's end: the next one starts after its mark.
      if NameMark.isMarkOrEnd(b) {
        i += 1
        continue
      }
      if mayStart(b, asciiFirst), spells(typed, in: pool, from: i, to: names.upperBound) { return true }
      // To the next mark.
      while i < end && !NameMark.isMarkOrEnd(pool[i]) { i += 1 }
    }
    return false
  }

  /// How far into a place's names ``someName(in:_:writes:)`` looks: its
  /// own names, its romanizations and its first other names (München is
  /// 269 bytes into Munich's). A big city has kilobytes of them, and this
  /// runs for each of a query's best candidates (the whole list took 3
  /// times a keystroke's instructions).
  static let maxNameBytes = 1024

  /// Whether a name whose first byte is `b` may start with the letter
  /// typed first: any for a letter typed with a diacritic; else an ASCII
  /// byte must be that letter in either case, and a lead byte must be one
  /// of Latin's with diacritics (U+00C0–U+024F, U+1E00–U+1EFF).
  @inline(__always)
  static func mayStart(_ b: UInt8, _ asciiFirst: UInt8?) -> Bool {
    guard let a = asciiFirst else { return true }
    if b < 0x80 { return b | 0x20 == a | 0x20 }
    return (0xC3...0xC9).contains(b) || b == 0xE1
  }

  /// Whether the pool from `i` spells `typed`'s letters in order (other
  /// characters skipped), each as its fold, a diacritic as typed.
  static func spells(_ typed: [Unicode.Scalar], in pool: FileArray<UInt8>, from start: Int, to end: Int) -> Bool {
    var i = start
    var t = 0
    while t < typed.count {
      guard i < end, !NameMark.isMarkOrEnd(pool[i]) else { return false }
      let (u, length) = decode(pool, at: i)
      i += length
      guard let u, isLetter(u) else { continue }
      let c = typed[t]
      t += 1
      if isLatinWithDiacritic(c) ? lowercased(u) != c : foldKey(u) != foldKey(c) { return false }
    }
    return true
  }

  /// A letter's fold, comparable across scalars (`A`, `a` and `ä` alike).
  static func foldKey(_ u: Unicode.Scalar) -> UInt64 {
    let f = Normalizer.fold(u.value)
    guard f == Normalizer.keep else { return f }
    return u.value < 0x80 ? (1 << 56) | UInt64(u.value) : UInt64(u.value) | (1 << 63)
  }

  /// The scalar at `i` of the pool and its length in bytes (nil for a
  /// malformed sequence, which is skipped a byte at a time).
  static func decode(_ pool: FileArray<UInt8>, at i: Int) -> (Unicode.Scalar?, Int) {
    let b0 = UInt32(pool[i])
    if b0 < 0x80 { return (Unicode.Scalar(b0), 1) }
    let length = b0 >= 0xF0 ? 4 : b0 >= 0xE0 ? 3 : b0 >= 0xC0 ? 2 : 1
    guard length > 1, i + length <= pool.count else { return (nil, 1) }
    var v = b0 & (0xFF >> (length + 1))
    for k in 1..<length {
      let b = UInt32(pool[i + k])
      guard b & 0xC0 == 0x80 else { return (nil, 1) }
      v = v << 6 | (b & 0x3F)
    }
    return (Unicode.Scalar(v), length)
  }

  /// A letter or digit: what the normal form keeps.
  static func isLetter(_ u: Unicode.Scalar) -> Bool {
    let f = Normalizer.fold(u.value)
    return f != Normalizer.separator && f != 0
  }

  static func isLatinWithDiacritic(_ u: Unicode.Scalar) -> Bool {
    (0xC0...0x24F).contains(u.value) && u.value != 0xD7 && u.value != 0xF7 || (0x1E00...0x1EFF).contains(u.value)
  }

  /// The scalar's lower case, when it is one scalar. (ASCII and Latin-1's
  /// capitals without a property lookup, which builds a string: the names
  /// compared are mostly ASCII, and the lookups took 0.3 % of the
  /// keystroke workload's instructions.)
  @inline(__always)
  static func lowercased(_ u: Unicode.Scalar) -> Unicode.Scalar {
    let v = u.value
    if v < 0x80 { return v &- 0x41 < 26 ? Unicode.Scalar(UInt8(v | 0x20)) : u }
    if v &- 0xC0 < 0x1F && v != 0xD7 { return Unicode.Scalar(UInt8(v + 0x20)) }
    if v &- 0xDF < 0x20 { return u }  // ß and Latin-1's small letters
    return lowercasedByProperty(u)
  }

  private static func lowercasedByProperty(_ u: Unicode.Scalar) -> Unicode.Scalar {
    let lower = u.properties.lowercaseMapping.unicodeScalars
    return lower.count == 1 ? lower.first! : u
  }
}
