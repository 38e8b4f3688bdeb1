import Testing

@testable import PlaceIndex

/// The words for airport (``CandidateSearch/airportWords``).
@Suite struct AirportWordsTests {
  /// The shortest one's length, written as a literal, is theirs.
  @Test func theShortestAirportWord() {
    #expect(CandidateSearch.airportWords.map(\.count).min() == CandidateSearch.shortestAirportWord)
  }

  /// Each in its normal form, so that a query's word finds it.
  @Test func eachInItsNormalForm() {
    for w in CandidateSearch.airportWords {
      #expect(Normalizer.normalize(String(decoding: w, as: UTF8.self)) == w)
    }
  }
}
