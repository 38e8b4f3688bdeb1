import Testing

@testable import PlaceIndex

/// ``HanSegments``: a Chinese or Japanese address written without spaces,
/// cut where whole names end.
@Suite struct HanSegmentsTests {
  func split(_ s: String, names: Set<String>) -> [String]? {
    HanSegments.split(Array(s.utf8)) { names.contains(String(decoding: $0, as: UTF8.self)) }?
      .map { String(decoding: $0, as: UTF8.self) }
  }

  @Test func cutsAfterTheLongestWholeNames() {
    let names: Set = ["北京", "北京市", "海淀区", "东京"]
    #expect(split("北京市海淀区中关村大街27号", names: names) == ["北京市", "海淀区", "中关村大街27号"])
    // The longest name first (北京市, not 北京).
    #expect(split("北京市朝阳区", names: names) == ["北京市", "朝阳区"])
  }

  @Test func nothingWhenNoLeadingRunIsAName() {
    #expect(split("中关村大街", names: ["北京市"]) == nil)
    // Two characters are one name or none; Hangul and Latin are not cut.
    #expect(split("北京", names: ["北京"]) == nil)
    #expect(split("서울특별시강남구", names: ["서울특별시"]) == nil)
    #expect(split("beijingshi", names: ["beijing"]) == nil)
  }

  @Test func atMostAFewPieces() {
    let names: Set = ["東京", "京都", "大阪"]
    let pieces = split(String(repeating: "東京", count: 12), names: names) ?? []
    #expect(pieces.count == HanSegments.maxPieces)
    #expect(pieces.joined() == String(repeating: "東京", count: 12))
  }
}
