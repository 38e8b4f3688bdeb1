import Testing

@testable import PlaceIndex

/// ``DiacriticMatch``: whether a name writes the diacritics a query typed.
@Suite struct DiacriticMatchTests {
  /// Runs `body` over a pool of `names`, each after its mark (NUL for the
  /// first, 0x03 for the others), as a place's segment: the pool, and the
  /// offset of each name.
  func withPool(_ names: [String], _ body: (FileArray<UInt8>, [Int]) -> Void) {
    var bytes: [UInt8] = []
    var offsets: [Int] = []
    for (i, n) in names.enumerated() {
      bytes.append(i == 0 ? NameMark.primary : NameMark.alternate)
      offsets.append(bytes.count)
      bytes += Array(n.utf8)
    }
    bytes.append(NameMark.facts)
    bytes.withUnsafeBufferPointer { body(FileArray($0), offsets) }
  }

  @Test func onlyAQueryWithALatinDiacriticIsChecked() {
    #expect(DiacriticMatch.typedLetters(of: "Küta") == ["k", "ü", "t", "a"])
    #expect(DiacriticMatch.typedLetters(of: "São P") == ["s", "ã", "o", "p"])
    #expect(DiacriticMatch.typedLetters(of: "kuta") == nil)
    #expect(DiacriticMatch.typedLetters(of: "서울") == nil)
    #expect(DiacriticMatch.typedLetters(of: "Москва") == nil)
  }

  @Test func aNameMustWriteTheDiacriticTyped() {
    withPool(["Kuta", "Kütahya", "KÜTAHYA"]) { pool, at in
      let typed = DiacriticMatch.typedLetters(of: "küta")!
      #expect(!DiacriticMatch.name(in: pool, at: at[0], writes: typed))
      #expect(DiacriticMatch.name(in: pool, at: at[1], writes: typed))
      #expect(DiacriticMatch.name(in: pool, at: at[2], writes: typed))  // case aside
    }
    // A letter typed without one matches either.
    withPool(["Malmö"]) { pool, at in
      #expect(DiacriticMatch.name(in: pool, at: at[0], writes: DiacriticMatch.typedLetters(of: "malmö")!))
      #expect(DiacriticMatch.name(in: pool, at: at[0], writes: ["m", "a", "l", "m", "o"]))
    }
  }

  @Test func aNameStartsWithAnyFirstLetterThatMayFoldToTheOneTyped() {
    #expect(DiacriticMatch.mayStart(UInt8(ascii: "M"), UInt8(ascii: "m")))
    #expect(!DiacriticMatch.mayStart(UInt8(ascii: "B"), UInt8(ascii: "m")))
    #expect(DiacriticMatch.mayStart(0xC3, UInt8(ascii: "o")))  // Ö
    #expect(!DiacriticMatch.mayStart(0xD0, UInt8(ascii: "m")))  // Cyrillic
    #expect(!DiacriticMatch.mayStart(0xE6, UInt8(ascii: "m")))  // CJK
    #expect(DiacriticMatch.mayStart(0xD0, nil))  // a diacritic typed first: any
  }

  @Test func anotherNameOfThePlaceMayWriteIt() {
    withPool(["Munich", "Monaco di Baviera", "München"]) { pool, at in
      let names = (at[0] - 1)..<(pool.count - 1)
      #expect(DiacriticMatch.someName(in: pool, names, writes: DiacriticMatch.typedLetters(of: "mün")!))
      #expect(!DiacriticMatch.someName(in: pool, names, writes: DiacriticMatch.typedLetters(of: "mön")!))
      // From a name's start only.
      #expect(DiacriticMatch.someName(in: pool, names, writes: DiacriticMatch.typedLetters(of: "bäv")!) == false)
    }
    withPool(["Kuta", "Bali Kuta"]) { pool, at in
      #expect(!DiacriticMatch.someName(in: pool, (at[0] - 1)..<(pool.count - 1), writes: DiacriticMatch.typedLetters(of: "küta")!))
    }
  }

  /// The lower case without a property lookup (ASCII, Latin-1) is the
  /// lookup's, for every scalar of the planes' first 64 K.
  @Test func lowerCaseWithoutTheLookupIsTheLookups() {
    for v in UInt32(0)..<0x1_0000 {
      guard let u = Unicode.Scalar(v) else { continue }
      let lower = u.properties.lowercaseMapping.unicodeScalars
      #expect(DiacriticMatch.lowercased(u) == (lower.count == 1 ? lower.first! : u), "U+\(String(v, radix: 16))")
    }
  }
}
