import Testing

@testable import PlaceIndex

/// Korean places in Latin letters spelled otherwise than the Revised
/// Romanization (``CandidateSearch/collectRespelled(_:query:want:)``), on
/// the fixture.
@Suite struct RespelledRomanizationTests {
  let index = Fixtures.index

  @Test(arguments: [
    // McCune–Reischauer without its marks, with them, and informal.
    ("Yoksam-dong", "kr:11680101"), ("Yŏksam-dong", "kr:11680101"), ("yoksamdong", "kr:11680101"),
    ("Shinsa-dong", "kr:11680107"),
    // With the 구 after it, which the address tier read alone (the words
    // before it unmatched): the place inside it first.
    ("Yoksam-dong, Kangnam-gu", "kr:11680101"), ("Shinsa-dong, Gangnam-gu, Seoul", "kr:11680107"),
  ])
  func findsThePlace(_ query: String, _ id: String) {
    let found = index.complete(query)
    #expect(found.first?.place == index.place(id: id), "\(query): \(found.prefix(4).map(\.id))")
  }

  @Test func aRespellingIsACorrectionAndSaysSo() throws {
    let top = try #require(index.complete("Yoksam-dong").first)
    #expect(top.place == index.place(id: "kr:11680101"))
    #expect(top.tier == .fuzzy)
    let w = RankingWeights.standard
    #expect(top.explanation.penalty >= w.respelledReading + w.respellingChange)
    // The area the query as typed found with a word unmatched follows.
    let found = index.complete("Shinsa-dong, Gangnam-gu")
    let dong = try #require(found.firstIndex { $0.place == index.place(id: "kr:11680107") })
    if let gu = found.firstIndex(where: { $0.place == index.place(id: "kr:11680") }) { #expect(dong < gu) }
  }

  @Test func spellingsAsTheKeysAreNotRespelled() throws {
    // Found as typed, exactly.
    let top = try #require(index.complete("Yeoksam-dong").first)
    #expect(top.tier == .exact)
    #expect(top.explanation.penalty == 0)
  }
}
