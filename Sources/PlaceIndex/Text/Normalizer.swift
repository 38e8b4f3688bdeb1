/// Folds text into the form that the index keys and queries share.
///
/// The normal form is a sequence of words in UTF-8, separated by one space:
///
///     Normalizer.normalize("Zürich (ZH)")     // "zurich zh"
///     Normalizer.normalize("ＳＥＯＵＬ")         // "seoul"
///     Normalizer.normalize("Xi'an")           // "xian"
///
/// Case, diacritics and width are folded with generated tables
/// (`FoldTable.swift`), never with Foundation or ICU, so the hot path works on
/// bytes. Hangul syllables stay composed (NFC); conjoining jamo, as NFD text
/// carries them, are composed into syllables. Anything that is not a letter,
/// a number or a mark separates words; apostrophes are deleted.
///
/// The same folding runs at build time, over every name, and at query time,
/// lazily over the stored original names (``NormalizedBytes``), so both sides
/// always agree byte for byte.
public enum Normalizer {
  /// Returns the normal form of `text` as UTF-8 bytes.
  public static func normalize(_ text: String) -> [UInt8] {
    var text = text
    return text.withUTF8 { utf8 in
      var out: [UInt8] = []
      out.reserveCapacity(utf8.count)
      guard let base = utf8.baseAddress else { return out }
      var it = NormalizedBytes(start: base, end: base + utf8.count)
      while let b = it.next() { out.append(b) }
      return out
    }
  }

  /// Returns the normal form of `text` as a `String`.
  public static func normalizedString(_ text: String) -> String {
    String(decoding: normalize(text), as: UTF8.self)
  }

  /// The words of the normal form of `text`.
  public static func words(_ text: String) -> [[UInt8]] {
    normalize(text).split(separator: 0x20).map(Array.init)
  }

  // MARK: - Scalar folding

  /// Marks a scalar that is kept as it is.
  static let keep: UInt64 = .max
  /// Marks a scalar that separates words.
  static let separator: UInt64 = .max - 1

  /// The fold of one scalar: ``keep``, ``separator``, or up to 7 UTF-8 bytes
  /// packed little-endian with the byte count in the top byte.
  @inline(__always)
  static func fold(_ scalar: UInt32) -> UInt64 {
    if scalar < 0x80 { return foldASCII(scalar) }
    return foldNonASCII(scalar)
  }

  /// ASCII by arithmetic (a table here would be a lazily made global, with
  /// a check on every read): letters and digits are kept, capitals lowered,
  /// apostrophes and backticks deleted, anything else separates words.
  @inline(__always)
  static func foldASCII(_ c: UInt32) -> UInt64 {
    if c &- 0x61 < 26 || c &- 0x30 < 10 { return keep }
    if c &- 0x41 < 26 { return (1 << 56) | UInt64(c + 0x20) }
    if c == 0x27 || c == 0x60 { return 0 }
    return separator
  }

  static func foldNonASCII(_ scalar: UInt32) -> UInt64 {
    if scalar < 0x800 { return twoByteFold[Int(scalar)] }
    return foldBySearch(scalar)
  }

  /// The folds of U+0000–U+07FF, every scalar UTF-8 writes in two bytes or
  /// one (Latin with its diacritics, Greek, Cyrillic, Armenian, Hebrew,
  /// Arabic), made once from the tables (16 KiB): a key comparison folds
  /// the first letter of many alternate names in these scripts, and one
  /// read costs less than the two bisections of ``foldBySearch(_:)`` (they
  /// were 4 % of the keystroke workload's instructions when the table
  /// stopped at U+024F).
  static let twoByteFold: [UInt64] = (0..<0x800).map {
    $0 < 0x80 ? foldASCII(UInt32($0)) : foldBySearch(UInt32($0))
  }

  /// The fold of a scalar from the generated tables.
  static func foldBySearch(_ scalar: UInt32) -> UInt64 {
    // Hangul, kana and the common CJK ideographs fold to themselves; skip the
    // table searches for them.
    if (0xAC00...0xD7A3).contains(scalar) || (0x3131...0x318E).contains(scalar)
      || (0x3041...0x30FA).contains(scalar) || (0x4E00...0x9FFF).contains(scalar)
    {
      return keep
    }
    if let i = binarySearch(foldKeys, scalar) { return foldValues[i] }
    // Separators come as closed ranges.
    var lo = 0
    var hi = separatorRanges.count / 2
    while lo < hi {
      let mid = (lo + hi) / 2
      if separatorRanges[2 * mid + 1] < scalar { lo = mid + 1 } else { hi = mid }
    }
    if lo < separatorRanges.count / 2 && separatorRanges[2 * lo] <= scalar {
      return separator
    }
    return keep
  }

  private static func binarySearch(_ keys: [UInt32], _ key: UInt32) -> Int? {
    var lo = 0
    var hi = keys.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if keys[mid] < key { lo = mid + 1 } else { hi = mid }
    }
    return lo < keys.count && keys[lo] == key ? lo : nil
  }
}
