import Testing

@testable import PlaceIndex

/// ``KoreanAsides``: when, with whom and how many, beside a place.
@Suite struct KoreanAsidesTests {
  func place(_ q: String) -> String? {
    KoreanParticles.place(in: q.split(separator: " ").map(String.init))
  }

  /// Counts, dates, times and an exit's number name nothing; a road's
  /// 번길 typed apart is no count.
  @Test func countsAndTimes() {
    #expect(KoreanAsides.isCount("2박3일"))
    #expect(KoreanAsides.isCount("1박"))
    #expect(KoreanAsides.isCount("4인"))
    #expect(KoreanAsides.isCount("16시"))
    #expect(!KoreanAsides.isCount("316번"))
    #expect(!KoreanAsides.isCount("박3일"))
    #expect(!KoreanAsides.isCount("2박3"))
    #expect(KoreanAsides.withoutCounts("장성 1박 숙소") == "장성 숙소")
    #expect(KoreanAsides.withoutCounts("12월 말 단양 여행 코스") == "단양 여행 코스")
    #expect(KoreanAsides.withoutCounts("롯시 도곡 1시 30분") == "롯시 도곡")
    #expect(KoreanAsides.withoutCounts("대전 유성구 월드컵대로 316번 길 1") == nil)
    #expect(KoreanAsides.withoutCounts("Jinhae 2 days") == nil)  // no Hangul
    #expect(KoreanAsides.withoutCounts("2박3일") == nil)  // nothing left
    #expect(place("성인 2명 전주 여행") == "전주")
    #expect(place("씨지비 용산점 1번 출구 앞") == "씨지비 용산점")
  }

  /// Asides are words of their own: a name that starts with one keeps it.
  @Test func onlyWholeWords() {
    #expect(KoreanAsides.asides(in: ["설악산", "숙소"]).isEmpty)
    #expect(KoreanAsides.asides(in: ["주말에", "속초"]) == [0])
    #expect(KoreanAsides.asides(in: ["주말에"]).isEmpty)  // nothing would be left
    #expect(KoreanAsides.asides(in: ["오늘", "영화", "강남"], sentence: false).isEmpty)
  }
}
