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
    // A level's suffix after a name that is one without it goes (a
    // Japanese prefecture and city: 千葉県 and 市川市 are no names).
    #expect(split("千葉県市川市", names: ["千葉", "市川"]) == ["千葉", "市川"])
    #expect(split("三重県四日市市", names: ["三重", "四日市市", "四日市"]) == ["三重", "四日市市"])
    // Not after a name that ends in one: 町田 keeps its 町.
    #expect(split("東京都町田市", names: ["東京都", "町田市"]) == ["東京都", "町田市"])
  }

  /// A Japanese rural district (郡) that is no name is passed over before
  /// the town it holds; a name that starts with 郡 (郡山) is not cut.
  @Test func aDistrictThatIsNoNameIsPassedOver() {
    let names: Set = ["熊本", "湯前町", "寄居", "郡山市"]
    #expect(split("熊本県球磨郡湯前町", names: names) == ["熊本", "湯前町"])
    #expect(split("大里郡寄居町", names: names) == ["寄居"])
    #expect(split("福島郡山市", names: names.union(["福島"])) == ["福島", "郡山市"])
    // Nothing after the 郡: no cut (a district alone is no place).
    #expect(split("球磨郡", names: names) == nil)
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

  /// Han and kana cut from the digits and Latin against them, the CJK
  /// punctuation (〒) dropped; a word of one kind is itself.
  @Test func scriptRunsCutWhereHanMeetsOtherCharacters() {
    func runs(_ s: String) -> [String] {
      HanSegments.scriptRuns(Array(s.utf8)).map { String(decoding: $0, as: UTF8.self) }
    }
    #expect(runs("8446京都市西九条高畠町25") == ["8446", "京都市西九条高畠町", "25"])
    #expect(runs("〒601") == ["601"])
    #expect(runs("文京区4丁目3番") == ["文京区", "4", "丁目", "3", "番"])
    #expect(runs("東京都") == ["東京都"])
    #expect(runs("tokyo") == ["tokyo"])
  }
}
