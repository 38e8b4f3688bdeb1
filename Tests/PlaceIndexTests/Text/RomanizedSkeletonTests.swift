import Testing

@testable import PlaceIndex

/// ``RomanizedSkeleton``: English spellings of borrowed words and the
/// Revised Romanization of their Hangul come down to near skeletons;
/// unrelated names do not.
@Suite struct RomanizedSkeletonTests {
  func distance(_ a: String, _ b: String) -> Int {
    levenshtein(RomanizedSkeleton.of(Array(a.utf8)), RomanizedSkeleton.of(Array(b.utf8)))
  }

  func within(_ a: String, _ b: String) -> Bool {
    let x = RomanizedSkeleton.of(Array(a.utf8))
    let y = RomanizedSkeleton.of(Array(b.utf8))
    return levenshtein(x, y) <= RomanizedSkeleton.budget(x, y)
  }

  @Test func skeletons() {
    #expect(RomanizedSkeleton.of(Array("olympic".utf8)) == Array("orimpik".utf8))
    #expect(RomanizedSkeleton.of(Array("Ollimpik".utf8)) == Array("orimpik".utf8))
    #expect(RomanizedSkeleton.of(Array("senteureol".utf8)) == Array("sentror".utf8))
    #expect(RomanizedSkeleton.of(Array("central".utf8)) == Array("sentrar".utf8))
    #expect(RomanizedSkeleton.of(Array("x-1".utf8)) == Array("ks1".utf8))  // digits stay
    #expect(RomanizedSkeleton.of([]) == [])
  }

  @Test func englishSpellingsMeetTheirRomanization() {
    #expect(within("olympic", "ollimpik"))  // 올림픽
    #expect(within("central", "senteureol"))  // 센트럴
    #expect(within("samsung", "samseong"))  // 삼성
    #expect(within("centumnam", "senteomnam"))  // 센텀남
    #expect(within("everland", "ebeoraendeu"))  // 에버랜드
    #expect(within("yonsei", "yeonse"))  // 연세
  }

  @Test func otherNamesStayApart() {
    #expect(!within("olympic", "oryun"))  // 오륜
    #expect(!within("central", "seongnae"))  // 성내
    #expect(!within("samsung", "sinsa"))
    #expect(!within("abc", "abd"))  // too short to read loosely
    #expect(distance("everland", "eunhaeng") > 2)
  }
}
