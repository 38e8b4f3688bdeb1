import Testing

@testable import PlaceIndex

/// ``VowelDigraphs``: ö, ø and ü written as two letters, read as the vowel.
@Suite struct VowelDigraphsTests {
  func undone(_ s: String) -> String? { VowelDigraphs.undone(Array(s.utf8)).map { String(decoding: $0, as: UTF8.self) } }

  @Test func digraphsReadAsTheVowel() {
    #expect(undone("koege") == "koge")
    #expect(undone("gjoevik") == "gjovik")
    #expect(undone("duesseldorf") == "dusseldorf")
    #expect(undone("nykoebing falster") == "nykobing falster")
  }

  /// Not `ue` after q or g, nor `ae` or `aa` (a vowel of their own in
  /// romanizations and in Dutch), nor a word without one.
  @Test func onlyTheDigraphsOfTheVowels() {
    #expect(undone("queretaro") == nil)
    #expect(undone("guelph") == nil)
    #expect(undone("khon kaen") == nil)
    #expect(undone("maarten") == nil)
    #expect(undone("seoul") == nil)
  }
}
