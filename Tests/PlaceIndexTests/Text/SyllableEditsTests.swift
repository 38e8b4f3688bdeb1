import Testing

@testable import PlaceIndex

/// ``SyllableEdits``: a Hangul word's distance from a name in syllables.
@Suite struct SyllableEditsTests {
  func d(_ a: String, _ b: String) -> Double {
    SyllableEdits.distance(Array(a.unicodeScalars), Array(b.unicodeScalars))
  }

  @Test func wholeSyllableEditsCostOne() {
    #expect(d("코엑엑스", "코엑스") == 1)  // doubled
    #expect(d("월드타", "월드타워") == 1)  // dropped
    #expect(d("홍대구입", "홍대입구") == 1)  // swapped
    #expect(d("센트럴티시", "센트럴시티") == 1)
    #expect(d("강남", "강동") == 1)  // two jamo off is a syllable wrong
  }

  @Test func aSyllableOneJamoOffCostsHalf() {
    #expect(d("대항노", "대학로") == 1)  // 항/학 and 노/로, as it sounds
    #expect(d("셩수", "성수") == SyllableEdits.jamoOff)
    #expect(d("성수", "성수") == 0)
  }

  /// Symmetric, zero only for the same word, and never more than the
  /// longer word's syllables, over seeded random pairs of syllables.
  @Test func isADistance() {
    var rng = SplitMix64(seed: 20261206)
    let alphabet = Array("가각간나낙난다닥단".unicodeScalars)
    for _ in 0..<500 {
      let a = (0..<Int(rng.next() % 5)).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] }
      let b = (0..<Int(rng.next() % 5)).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] }
      let ab = SyllableEdits.distance(a, b)
      #expect(ab == SyllableEdits.distance(b, a))
      #expect((ab == 0) == (a == b))
      #expect(ab <= Double(max(a.count, b.count)))
    }
  }
}
