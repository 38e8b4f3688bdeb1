import Testing

@testable import PlaceIndex

/// ``JamoComposition``: loose jamo composed into the syllables they spell.
@Suite struct JamoCompositionTests {
  @Test func looseJamoCompose() {
    #expect(JamoComposition.composed("ㅂㅜㅅㅏㄴ") == "부산")
    #expect(JamoComposition.composed("ㅇㅜㄹㅅㅏㄴ") == "울산")
    #expect(JamoComposition.composed("ㅅㅓㅇㅜㄹ ㄱㅏㅇㄴㅏㅁ") == "서울 강남")
    // Double finals and compound vowels, as an IME makes them.
    #expect(JamoComposition.composed("ㄷㅏㄺ") == "닭")
    #expect(JamoComposition.composed("ㅇㅗㅏㅇ") == "왕")
    // Mixed with syllables and other text.
    #expect(JamoComposition.composed("CGV ㄱㅏㅇㄴㅏㅁ") == "CGV 강남")
    #expect(JamoComposition.composed("서ㅇㅜㄹ") == "서울")
  }

  @Test func nothingToComposeIsNil() {
    #expect(JamoComposition.composed("ㅅㅇ") == nil)  // initials
    #expect(JamoComposition.composed("서ㅇ") == nil)  // a syllable being typed
    #expect(JamoComposition.composed("강ㄴ") == nil)
    #expect(JamoComposition.composed("서울") == nil)
    #expect(JamoComposition.composed("seoul") == nil)
    #expect(JamoComposition.composed("ㅏㅏ") == nil)  // vowels alone
    #expect(JamoComposition.composed("") == nil)
  }

  /// The byte scan agrees with a scan of decoded scalars, on seeded
  /// random texts of jamo, syllables, Latin and spaces.
  @Test func theByteScanAgreesWithScalars() {
    var rng = SplitMix64(seed: 0x4A41_4D4F)
    let pool: [Unicode.Scalar] = ["ㄱ", "ㅅ", "ㅎ", "ㄳ", "ㅏ", "ㅘ", "ㅣ", "서", "가", "a", " ", "1", "〒", "・"]
    for _ in 0..<2_000 {
      var text = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 0...8, using: &rng) { text.append(pool.randomElement(using: &rng)!) }
      let s = String(text)
      let scalars = Array(s.unicodeScalars)
      let expected = zip(scalars, scalars.dropFirst()).contains {
        Hangul.isCompatibilityConsonant($0.value) && Hangul.isCompatibilityVowel($1.value)
      }
      #expect(JamoComposition.hasLooseSyllable(s) == expected, "\(s)")
    }
  }
}
