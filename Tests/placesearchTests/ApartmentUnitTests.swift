import Testing

@testable import PlaceIndex

/// A Korean address that ends in a flat: a complex, its block and unit.
@Suite struct ApartmentUnitTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  /// An address with a complex, its block and its unit after the 동 is
  /// that 동, not the roads the complex's syllables start.
  @Test func aFlatAfterTheDong() {
    #expect(top("시흥시 거모동 거모두산위브2단지아파트 103동 1805호") == "kr:41390127")
    #expect(top("서산시 동문동 동문센트레빌 1207동 501호") == "kr:44210102")
    #expect(top("대구 수성구 범어동 범어센트럴푸르지오 103동 1201호") == "kr:27260101")
    #expect(top("부산 부산진구 당감동 당감주공8단지아파트 107동2503호") == "kr:26230109")
  }

  /// After a road's building number the flat is that building's: the
  /// road stays first.
  @Test func aFlatAfterABuildingNumber() {
    #expect(top("서울 강남구 테헤란로14길 34 한라비발디아파트 8층 801호") == "kr-road:11680:테헤란로14길")
    #expect(top("대구 동구 초례로 6숙천코오롱하늘채아파트 201동 1905호") == "kr-road:27140:초례로")
  }

  @Test func whatIsStripped() {
    #expect(ApartmentUnits.strip("시흥시 거모동 거모두산위브2단지아파트 103동 1805호") == "시흥시 거모동")
    #expect(ApartmentUnits.strip("목포시 양동 양동두산위브 103-1502") == "목포시 양동")
    #expect(ApartmentUnits.strip("순천시 저전동 어울림1차 APT 109동 702호") == "순천시 저전동")
    // No complex, a floor alone, a lot's number, a building's number.
    #expect(ApartmentUnits.strip("시흥시 거모동 103동 1805호") == nil)
    #expect(ApartmentUnits.strip("역삼1동 위브 2층") == nil)
    #expect(ApartmentUnits.strip("세류동 935-5 세류주공 124동 2201호") == nil)
    #expect(ApartmentUnits.strip("테헤란로 152 강남파이낸스센터 101호") == nil)
    // An administrative dong's number is no block.
    #expect(ApartmentUnits.unit("101동") == .block)
    #expect(ApartmentUnits.unit("1동") == nil)
    #expect(ApartmentUnits.unit("935-5") == nil)
    #expect(ApartmentUnits.unit("107동2503호") == .unit)
  }
}

@Suite struct GluedRoadAndFlatTests {
  /// A road with its building number glued on, then the flat: no complex
  /// to strip, the road is the answer.
  @Test func aGluedRoadIsNoComplex() {
    #expect(ApartmentUnits.strip("송파구 백제고분로11길30 803호") == nil)
    #expect(ApartmentUnits.strip("시흥시 거모동 거모두산위브2단지아파트 103동 1805호") == "시흥시 거모동")
    #expect(ApartmentUnits.isRoadAndNumber("경수대로565번길40"))
    #expect(!ApartmentUnits.isRoadAndNumber("거모두산위브2단지아파트"))
    #expect(!ApartmentUnits.isRoadAndNumber("테헤란로"))
    let top = KoreanTests.index.complete("진주시 비봉로104번길1 201동 702호", options: .init(limit: 1)).first?.id
    #expect(top == "kr-road:48170:비봉로104번길")
  }
}
