import Testing

@testable import PlaceIndex

/// ``SpacedDigits``: a postcode one digit to a box, and ``SpacedSyllables``:
/// a name one syllable to a word.
@Suite struct SpacedDigitsTests {
  @Test func fiveBoxedDigitsAreACode() {
    #expect(SpacedDigits.joined("2 1 5 1 1") == "21511")
    #expect(SpacedDigits.joined("[1][7][0][2][4]") == "17024")
    #expect(SpacedDigits.joined("0|4|8|0|5") == "04805")
    #expect(SpacedDigits.joined("5  2  0  5  9") == "52059")
    #expect(SpacedDigits.joined("3 9 3 0 9 경북 구미시") == "39309 경북 구미시")
    #expect(SpacedDigits.joined("원주시 2 6 4 3 0") == "원주시 26430")
    #expect(SpacedDigits.joined("우편번호 3 3 3 4 7 (청양군)") == "우편번호 33347 (청양군)")
  }

  /// Not another count of digits, nor digits beside a number.
  @Test func onlyFiveLoneDigits() {
    #expect(SpacedDigits.joined("1 2 3") == nil)
    #expect(SpacedDigits.joined("1 2 3 4 5 6") == nil)
    #expect(SpacedDigits.joined("12 3 4 5 6") == nil)
    #expect(SpacedDigits.joined("테헤란로 152") == nil)
    #expect(SpacedDigits.joined("1    2 3 4 5") == nil)  // a gap wider than a box's
  }

  @Test func theWordSpacedOutIsAMarker() {
    #expect(PostcodeMarkers.stripped("우 편 번 호 41485") == "41485")
  }

  @Test func aNameSpacedASyllableAWord() {
    let words = { (q: String) in QueryReading.readings(of: q).first?.tokens ?? [] }
    #expect(SpacedSyllables.isSpacedOut(words("하 남 시")))
    #expect(SpacedSyllables.joined(words("대 구 동 구")) == "대구동구")
    #expect(!SpacedSyllables.isSpacedOut(words("서 구")))  // two: 서구, or 서 and 구
    #expect(!SpacedSyllables.isSpacedOut(words("서울 강 남")))
    #expect(!SpacedSyllables.isSpacedOut(words("a b c")))
  }
}
