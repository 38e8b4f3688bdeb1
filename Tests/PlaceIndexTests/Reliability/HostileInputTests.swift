#if canImport(Glibc)
  import Glibc
#endif
import Testing

@testable import PlaceIndex

/// Hostile input (issue 11): what a query reads is bounded by
/// ``QueryLimits``, so a page, 10,000 words or a loop of qualifiers answers
/// as the query cut to the limits does. (Their time is measured by the
/// benchmark's `hostile:` rows and `Tests/Reliability/hostile.sh`.)
@Suite struct HostileInputTests {
  static let inputs: [String] = {
    var rng = SplitMix64(seed: 11)
    let jamo = Array("ㄱㄴㄷㄹㅁㅂㅅㅇㅈㅏㅓㅗㅜ")
    let letters = Array("qwxzjkv")
    return [
      String(repeating: "a", count: 1_000_000),
      Array(repeating: "ab", count: 10_000).joined(separator: " "),
      String((0..<10_000).map { _ in jamo[Int(rng.next() % UInt64(jamo.count))] }),
      String(repeating: "seoul, ", count: 3_000),
      (0..<2_000).map { _ in String((0..<9).map { _ in letters[Int(rng.next() % 7)] }) }.joined(separator: " "),
      String(repeating: "서울 강남구 역삼동 ", count: 2_000),
    ]
  }()

  @Test(arguments: 0..<6)
  func longQueriesAnswerAsTheirCut(_ i: Int) {
    let text = HostileInputTests.inputs[i]
    let (cut, wasCut) = QueryLimits.cut(text)
    #expect(wasCut)
    for options in [CompletionOptions(), CompletionOptions(near: Coordinate(latitude: 37.5, longitude: 127))] {
      let long = Fixtures.index.complete(text, options: options)
      #expect(long.map(\.id) == Fixtures.index.complete(cut, options: options).map(\.id))
      #expect(long.count <= options.limit)
      for c in long { _ = Fixtures.index.details(of: c.place) }
    }
  }

  /// The cut against a plain reference: the longest prefix with at most
  /// `maxScalars` scalars and `maxWords` words, on seeded random text.
  @Test(arguments: 0..<20)
  func cutMatchesAReference(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let alphabet: [Unicode.Scalar] = ["a", "b", " ", ",", "서", "ㅅ", "\u{301}", "-", "1"]
    var scalars = String.UnicodeScalarView()
    for _ in 0..<Int(rng.next() % 400) { scalars.append(alphabet[Int(rng.next() % UInt64(alphabet.count))]) }
    let text = String(scalars)
    // Reference: grow the prefix one scalar at a time while it fits.
    func words(_ s: [Unicode.Scalar]) -> Int {
      var n = 0
      var inWord = false
      for u in s {
        let sep = Normalizer.fold(u.value) == Normalizer.separator
        if !sep && !inWord { n += 1 }
        inWord = !sep
      }
      return n
    }
    let all = Array(text.unicodeScalars)
    var n = 0
    while n < all.count, n < QueryLimits.maxScalars, words(Array(all[..<(n + 1)])) <= QueryLimits.maxWords { n += 1 }
    let (cut, wasCut) = QueryLimits.cut(text)
    #expect(Array(cut.unicodeScalars) == Array(all[..<n]))
    #expect(wasCut == (n < all.count))
  }
}

/// Nothing is dropped in silence (issue 11): names a key cannot reach fail
/// the build with a message, instead of losing their keys.
@Suite struct BuildLimitTests {
  @Test func namesPastAKeysReachFailTheBuild() throws {
    let dir = Fixtures.dataDirectory()
    // 9,000 alternate names of 8 letters each: 81,000 bytes of names.
    let names = (0..<9_000).map { i in "Alt" + String(i + 10_000) }.joined(separator: ",")
    let row = "7777777\tLongville\t\t\(names)\t10\t10\tP\tPPL\tFR\t\t11\t\t\t\t5000\t\t\tEurope/Paris\t\n"
    Fixtures.write(Fixtures.cities + row, to: "\(dir)/cities1000.txt")
    do {
      _ = try IndexBuilder.build(dataDirectory: dir, output: "\(dir)/x.idx")
      Issue.record("the build should have failed")
    } catch {
      #expect(error.description.contains("Longville has"), "\(error)")
      #expect(error.description.contains("at most 65535 fit"), "\(error)")
    }
    #expect(!FileIO.exists("\(dir)/x.idx"))
  }

  /// A malformed row is skipped and counted; with `strict` it stops.
  @Test func malformedRowsAreCountedOrStop() throws {
    let dir = Fixtures.dataDirectory()
    Fixtures.write(Fixtures.cities + "123\tBroken\n", to: "\(dir)/cities1000.txt")
    let report = try IndexBuilder.build(dataDirectory: dir, output: "\(dir)/y.idx")
    #expect(report.skippedRows == 1)
    let example = report.skippedExamples.first ?? ""
    #expect(example.contains("cities1000.txt:") && example.hasSuffix(": expected 19 columns, found 2"), "\(example)")
    #expect(throws: IndexError.self) {
      try IndexBuilder.build(dataDirectory: dir, output: "\(dir)/z.idx", strict: true)
    }
  }

  /// Data files that are not UTF-8 read with U+FFFD, never a crash.
  @Test func invalidUTF8InDataIsRepaired() throws {
    let dir = Fixtures.dataDirectory()
    var bytes = Array(Fixtures.cities.utf8)
    bytes += Array("8888888\tBad".utf8) + [0xFF, 0xC3] + Array("name\t\t\t10\t10\tP\tPPL\tFR\t\t11\t\t\t\t5000\t\t\tEurope/Paris\t\n".utf8)
    let f = fopen("\(dir)/cities1000.txt", "wb")!
    fwrite(bytes, 1, bytes.count, f)
    fclose(f)
    let report = try IndexBuilder.build(dataDirectory: dir, output: "\(dir)/u.idx")
    #expect(report.skippedRows == 0)
    let index = try PlaceIndex(path: "\(dir)/u.idx")
    #expect(index.complete("bad").contains { $0.title == "Bad\u{FFFD}\u{FFFD}name" })
  }
}
