import Testing

@testable import PlaceIndex

/// ``PronouncedSpelling``: a final carried over into the next syllable,
/// moved back.
@Suite struct PronouncedSpellingTests {
  @Test func aFinalMovesBackWhereItIsWritten() {
    #expect(PronouncedSpelling.liaisonUndone("아냥시") == ["안양시"])
    #expect(PronouncedSpelling.liaisonUndone("미량시") == ["밀양시"])
    #expect(PronouncedSpelling.liaisonUndone("거무동").contains("검우동"))
  }

  /// Not after a syllable with a final, before one that starts with ㅇ or
  /// with a consonant no final is (ㄸ), nor in a word that is not all
  /// syllables.
  @Test func onlyWhereLiaisonCouldHaveBeen() {
    #expect(PronouncedSpelling.liaisonUndone("안양시") == [])  // 안 and 양 have finals
    #expect(PronouncedSpelling.liaisonUndone("아이") == [])
    #expect(PronouncedSpelling.liaisonUndone("아따") == [])
    #expect(PronouncedSpelling.liaisonUndone("ㅇㅏ냥") == [])
    #expect(PronouncedSpelling.liaisonUndone("서초구소구").count <= PronouncedSpelling.maxSpellings)
  }
}
