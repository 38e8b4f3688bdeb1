import Testing

@testable import PlaceIndex

@Suite struct NormalizerTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var input: String
    var expected: String
    var testDescription: String { "\(input) → \(expected)" }
  }

  static let cases: [Case] = [
    Case(input: "Zürich", expected: "zurich"),
    Case(input: "Zu\u{0308}rich", expected: "zurich"),  // NFD
    Case(input: "ZÜRICH", expected: "zurich"),
    Case(input: "München", expected: "munchen"),
    Case(input: "São Paulo", expected: "sao paulo"),
    Case(input: "ＳＥＯＵＬ", expected: "seoul"),  // full width
    Case(input: "Straße", expected: "strasse"),
    Case(input: "Øresund", expected: "oresund"),
    Case(input: "Łódź", expected: "lodz"),
    Case(input: "Xi'an", expected: "xian"),
    // The half rings of Arabic and Hebrew transliteration (ʿayn, hamza)
    // are apostrophes too.
    Case(input: "Sanʿaʾ", expected: "sana"),
    Case(input: "Nukuʻalofa", expected: "nukualofa"),
    Case(input: "St. Louis", expected: "st louis"),
    Case(input: "  Frankfurt (Oder)  ", expected: "frankfurt oder"),
    Case(input: "Saint-Étienne", expected: "saint etienne"),
    Case(input: "Москва", expected: "москва"),
    Case(input: "Αθήνα", expected: "αθηνα"),
    Case(input: "서울특별시", expected: "서울특별시"),
    Case(input: "\u{1109}\u{1165}\u{110B}\u{116E}\u{11AF}", expected: "서울"),  // NFD Hangul
    Case(input: "ソウル", expected: "ソウル"),
    Case(input: "東京都", expected: "東京都"),
    Case(input: "CGV 강남", expected: "cgv 강남"),
    Case(input: "İstanbul", expected: "istanbul"),
    Case(input: "!!!", expected: ""),
    Case(input: "", expected: ""),
  ]

  @Test(arguments: cases)
  func normalizes(_ c: Case) {
    #expect(Normalizer.normalizedString(c.input) == c.expected)
  }

  @Test func wordsSplitOnSeparators() {
    #expect(Normalizer.words("New York, NY").map { String(decoding: $0, as: UTF8.self) } == ["new", "york", "ny"])
  }

  /// The streaming form, which stops at NUL as in the name pool, agrees with
  /// `normalize` on random text.
  @Test func streamingAgreesWithNormalize() {
    var rng = SplitMix64(seed: 7)
    let alphabet = Array("aZ é-ü'ß .,Ж서울ㅅ東\u{0301}\u{1100}\u{1161}\u{11A8}ＡＢ1")
    for _ in 0..<2000 {
      let n = Int.random(in: 0...12, using: &rng)
      let s = String((0..<n).map { _ in alphabet.randomElement(using: &rng)! })
      var bytes = Array(s.utf8) + [0] + Array("tail".utf8)
      let streamed: [UInt8] = bytes.withUnsafeMutableBufferPointer { buf in
        var it = NormalizedBytes(start: buf.baseAddress!, end: buf.baseAddress! + buf.count)
        var out: [UInt8] = []
        while let b = it.next() { out.append(b) }
        return out
      }
      #expect(streamed == Normalizer.normalize(s), "\(s)")
    }
  }

  /// `next()`'s shortcuts for ASCII letters and digits and for Hangul
  /// syllables return what decoding every scalar returns, and leave the
  /// same source positions.
  @Test func shortcutsAgreeWithDecoding() {
    var rng = SplitMix64(seed: 11)
    // (Scalars, not characters: a lone trailing jamo or combining mark
    // after a syllable too.)
    let alphabet = Array("aZz09AM é'ß .,Ж서울강힣가ㅅ\u{1100}\u{1161}\u{11A8}\u{0301}Ａ-".unicodeScalars)
    for _ in 0..<3000 {
      let n = Int.random(in: 0...14, using: &rng)
      var s = ""
      for _ in 0..<n { s.unicodeScalars.append(alphabet.randomElement(using: &rng)!) }
      var bytes = Array(s.utf8) + [0x03] + Array("tail".utf8)
      func stream(_ shortcut: Bool) -> [Int] {
        bytes.withUnsafeMutableBufferPointer { buf in
          let base = UnsafePointer(buf.baseAddress!)
          var it = NormalizedBytes(start: base, end: base + buf.count)
          var out: [Int] = []
          while let b = shortcut ? it.next() : it.nextByDecoding() {
            out += [Int(b), it.sourcePosition - base, it.scalarStart - base]
          }
          return out
        }
      }
      #expect(stream(true) == stream(false), "\(s)")
    }
  }
}
