import Testing

@testable import PlaceIndex

/// ``AddressLabels``: the address after its label in a pasted block.
@Suite struct AddressLabelsTests {
  @Test func theAddressAfterItsLabel() {
    #expect(
      AddressLabels.address(in: "수령인: 박*현 / 연락처: 010-****-3854 / 주소: 전남 여수시 공화남3길 2")
        == " 전남 여수시 공화남3길 2")
    #expect(AddressLabels.address(in: "받는분 김철수 배송지: 서울 강남구 테헤란로 152") == " 서울 강남구 테헤란로 152")
    #expect(AddressLabels.address(in: "상호 ○○상사 사업장 소재지: 부산 해운대구 센텀중앙로 79") == " 부산 해운대구 센텀중앙로 79")
  }

  /// Of a road address and a lot address, the first; the road's
  /// separator before the next label goes.
  @Test func theFirstOfTwoAddresses() {
    #expect(
      AddressLabels.address(in: "도로명: 대구광역시 수성구 지산로9길 5 / 지번: 지산동 363-27")
        == " 대구광역시 수성구 지산로9길 5")
  }

  /// A label alone before the address changes nothing; no label, no colon.
  @Test func nothingElseIsCut() {
    #expect(AddressLabels.address(in: "주소: 서울 강남구 테헤란로 152") == nil)
    #expect(AddressLabels.address(in: "Paris: France") == nil)
    #expect(AddressLabels.address(in: "서울 강남구 테헤란로 152") == nil)
    #expect(AddressLabels.address(in: "연락처: 010-1234-5678") == nil)
  }

  /// Only the first maxPastedScalars are read: a label past them in a
  /// paste of a page is not looked for.
  @Test func aLongPasteIsReadUpToItsBound() {
    let filler = String(repeating: "가나다 ", count: 2 * AddressLabels.maxPastedScalars)
    #expect(AddressLabels.address(in: filler + "주소: 서울 강남구 테헤란로 152") == nil)
    #expect(AddressLabels.address(in: "이름: 홍길동 주소: 서울 " + filler)?.hasPrefix(" 서울") == true)
  }
}
