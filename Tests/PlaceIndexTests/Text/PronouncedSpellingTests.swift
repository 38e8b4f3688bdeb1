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

  /// The sound changes beyond liaison, each undone at one boundary:
  /// aspiration, nasalization (ㄹ said ㄴ too), lateralization, tensing.
  @Test func soundChangesUndone() {
    #expect(PronouncedSpelling.writtenSpellings("부칸산로").contains("북한산로"))
    #expect(PronouncedSpelling.writtenSpellings("매주컨길").contains("매죽헌길"))
    #expect(PronouncedSpelling.writtenSpellings("뱅뉼로").contains("백률로"))
    #expect(PronouncedSpelling.writtenSpellings("탐닙로").contains("탑립로"))
    #expect(PronouncedSpelling.writtenSpellings("종노").contains("종로"))
    #expect(PronouncedSpelling.writtenSpellings("실리로").contains("신리로"))
    #expect(PronouncedSpelling.writtenSpellings("국빱").contains("국밥"))
    // Liaison first, as before.
    #expect(PronouncedSpelling.writtenSpellings("아냥시").first == "안양시")
    // Nothing to undo, or not all syllables, or too many.
    #expect(PronouncedSpelling.writtenSpellings("서울").isEmpty)
    #expect(PronouncedSpelling.writtenSpellings("ㅂ칸").isEmpty)
    #expect(PronouncedSpelling.writtenSpellings("아카타파차카타파").count <= PronouncedSpelling.maxSoundSpellings)
  }

  /// A vowel written as another said alike, one syllable at a time.
  @Test func vowelsSaidAlike() {
    #expect(PronouncedSpelling.vowelsMerged("김헤") == ["김해", "김혜"])  // ㅔ as ㅐ, then as ㅖ
    #expect(PronouncedSpelling.vowelsMerged("휑성읍").contains("횡성읍"))
    #expect(PronouncedSpelling.vowelsMerged("에천").contains("예천"))
    #expect(PronouncedSpelling.vowelsMerged("괘산").contains("괴산"))
    #expect(PronouncedSpelling.vowelsMerged("서울").isEmpty)
    #expect(PronouncedSpelling.vowelsMerged("seoul").isEmpty)
    #expect(PronouncedSpelling.vowelsMerged("애애애애애").count <= PronouncedSpelling.maxVowelSpellings)
  }
}
