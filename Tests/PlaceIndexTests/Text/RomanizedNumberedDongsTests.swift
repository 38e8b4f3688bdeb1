import Testing

@testable import PlaceIndex

/// ``RomanizedNumberedDongs``: Korean numbered areas in Latin letters read
/// as the keys spell them.
@Suite struct RomanizedNumberedDongsTests {
  func variant(_ q: String) -> String? {
    RomanizedNumberedDongs.variant(ofNormalized: Normalizer.normalize(q)).map { String(decoding: $0, as: UTF8.self) }
  }

  @Test func aNumberedGaJoinsItsNumber() {
    #expect(variant("Euljiro 3-ga") == "euljiro 3ga")
    #expect(variant("Euljiro3-ga") == "euljiro 3ga")
    #expect(variant("euljiro3ga") == "euljiro 3ga")
    #expect(variant("Jongno 3(sam)-ga") == "jongno 3ga")
    #expect(variant("Seongsu-dong 1-ga") == "seongsudong 1ga")
    #expect(variant("Jongno 1-ga, Jongno-gu") == "jongno 1ga jongno gu")
  }

  @Test func anAdministrativeDongLosesItsNumber() {
    #expect(variant("Yeoksam1-dong") == "yeoksam dong")
    #expect(variant("Yeoksam 1-dong") == "yeoksam dong")
    #expect(variant("Yeoksam 1(il)-dong") == "yeoksam dong")
    #expect(variant("yeoksam1dong") == "yeoksam dong")
    #expect(variant("Jamsil2-dong, Songpa-gu") == "jamsil dong songpa gu")
  }

  @Test func otherNumbersAreNot() {
    #expect(variant("seoul") == nil)
    #expect(variant("10117 berlin") == nil)
    #expect(variant("atlanta 30303 ga") == nil)  // a ZIP code and Georgia
    #expect(variant("route 66") == nil)
    #expect(variant("a1 dong") == nil)  // one letter is no name
    #expect(variant("3 dong") == nil)  // no name before the number
    #expect(variant("역삼1동") == nil)  // Hangul is the address tier's
    #expect(variant("m25 ga") == nil)  // a road's code, no 가
  }

  /// The reading is one more of the query's: the literal stays first.
  @Test func itIsAnAbbreviatedReading() {
    let r = QueryReading.abbreviatedReadings(of: "Yeoksam1-dong")
    #expect(r.contains { $0.key == Array("yeoksam dong".utf8) && $0.kind == .abbreviated && $0.romanizable })
    #expect(QueryReading.abbreviatedReadings(of: "seoul").isEmpty)
  }
}
