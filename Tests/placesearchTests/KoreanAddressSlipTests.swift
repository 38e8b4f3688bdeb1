import Testing

@testable import PlaceIndex

/// Korean addresses on the bundled data written a little off: a 읍면동's
/// name a jamo off beside its 시군구, a lot between a romanized area and
/// the areas that hold it, a ZIP code in brackets.
@Suite struct KoreanAddressSlipTests {
  func ids(_ q: String, limit: Int = 1) -> [String] {
    var o = CompletionOptions()
    o.limit = limit
    return KoreanTests.index.complete(q, options: o).map(\.id)
  }

  func top(_ q: String) -> PlaceHandle? {
    KoreanTests.index.complete(q, options: CompletionOptions(limit: 1)).first?.place
  }

  func place(_ id: String) -> PlaceHandle? { KoreanTests.index.place(id: id) }

  /// A 읍면동's name a jamo off, after the 시군구 that holds it: the one
  /// of that 시군구 (화순군 has a 동면, 태안군 a 남면, 양양군 a 서면).
  @Test func aUnitAJamoOffInsideItsDistrict() {
    #expect(top("화순군 덩면") == place("kr:46790420"))
    #expect(top("태안군 냠면") == place("kr:44825320"))
    #expect(top("양양군 사면") == place("kr:42830310"))
    #expect(top("강남구 엮삼동") == place("kr:11680101"))
    // The name as typed, where it is one, stays: 사동 of 안산 is no typo.
    #expect(top("안산시 사동") == place("kr:41271103"))
  }

  /// A lot number after a romanized 동 or 리, then the areas that hold
  /// it, as English orders an address: the 동 or 리 of those areas.
  @Test func aLotBeforeTheAreasInEnglishOrder() {
    #expect(ids("Geumgok-dong 20-2, Buk-gu, Gwangju") == ["kr:29170120"])
    #expect(ids("Sangwon-ri 405, Anui-myeon, Hamyang-gun, Gyeongsangnam-do") == ["kr:4887036033"])
    #expect(ids("Sangwon-ri San 405, Anui-myeon, Hamyang-gun") == ["kr:4887036033"])
    // In Hangul what follows a lot is its building, left out as before.
    #expect(ids("역삼동 737 래미안") == ["kr:11680101"])
  }

  /// A ZIP code alone in brackets, as order forms print it, is the ZIP
  /// code first, as it is bare.
  @Test func aBracketedZipCodeAlone() {
    #expect(ids("(44056)") == ["kr-zip:44056"])
    #expect(ids("[06236]") == ["kr-zip:06236"])
    #expect(ids("【06236】") == ["kr-zip:06236"])
    #expect(ids("44056") == ["kr-zip:44056"])
  }
}
