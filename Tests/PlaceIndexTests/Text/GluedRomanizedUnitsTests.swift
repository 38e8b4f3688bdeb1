import Testing

@testable import PlaceIndex

/// ``GluedRomanizedUnits``: Korean address units in Latin letters typed
/// without their hyphen.
@Suite struct GluedRomanizedUnitsTests {
  /// Some keys, as the index's romanized names write them.
  static let keys = [
    "teheran ro", "sejong daero", "toegye ro", "dongmun ro", "yeongdong gun", "jung gu", "seo gu", "to ro", "ali gul",
  ]
  /// Whether a key is `words` or goes on from them with a word.
  static func startsName(_ bytes: [UInt8]) -> Bool {
    let text = String(decoding: bytes, as: UTF8.self)
    return keys.contains { $0 == text || $0.hasPrefix(text + " ") }
  }
  func apart(_ word: String) -> String? {
    GluedRomanizedUnits.apart(Array(word.utf8), startsName: Self.startsName).map {
      String(decoding: Array($0.joined(separator: [0x20])), as: UTF8.self)
    }
  }

  @Test func unitsComeApartWhereTheyStartAName() {
    #expect(apart("teheranro") == "teheran ro")
    #expect(apart("sejongdaero") == "sejong daero")  // daero before ro
    #expect(apart("toegyero18gil") == "toegye ro 18 gil")
    #expect(apart("dongmunro53beongil") == "dongmun ro 53 beon gil")
    #expect(apart("yeongdonggun") == "yeongdong gun")
    #expect(apart("jungga1gil") == "jungga 1 gil")  // a name with no unit, its number part apart
    #expect(apart("seogu") == "seo gu")  // the shortest stems have three letters
  }

  @Test func otherWordsStayWhole() {
    // No name starts so (`ali gul` starts with `ali gu`, but not with its
    // word), a stem too short (`to ro` starts a name, but
    // `toro` is on its way to toronto), a unit alone, a code, digits
    // before letters that are no number part, Hangul.
    for w in ["cairo", "assisi", "toro", "aligu", "daero", "gil", "beongil", "m25", "3rd", "a1", "ro12", "seoul12a",
              "abc", "서울로"] {
      #expect(apart(w) == nil, "\(w)")
    }
  }
}
