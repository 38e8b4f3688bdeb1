import Testing

@testable import PlaceIndex

/// ``RomanizationRespelling``: Korean names in McCune–Reischauer or
/// informal spellings, respelled in the Revised Romanization the keys use.
@Suite struct RomanizationRespellingTests {
  func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }
  func text(_ b: [UInt8]) -> String { String(decoding: b, as: UTF8.self) }

  /// Respellings of `word` against a set of keys, all of them.
  func variants(_ word: String, keys: [String], limit: Int = .max) -> [(String, Int)] {
    let keys = keys.map(bytes)
    return RomanizationRespelling.variants(
      of: bytes(word), limit: limit,
      isPrefix: { p in keys.contains { $0.starts(with: p) } },
      isWord: { w in keys.contains { $0 == w || $0.starts(with: w + [0x20]) } }
    ).map { (text($0.bytes), $0.changes) }
  }

  @Test func eachRuleRespellsAsTheRevisedRomanizationWrites() {
    let keys = ["yeoksam dong", "jamsil", "sinsa", "jung gu", "u dong", "sillim", "daerim", "apgujeong", "bundang", "hapjeong", "eunpyeong"]
    #expect(variants("yoksam", keys: keys).map(\.0) == ["yeoksam"])
    #expect(variants("chamsil", keys: keys).map(\.0) == ["jamsil"])
    #expect(variants("shinsa", keys: keys).map(\.0) == ["sinsa"])
    #expect(variants("joong", keys: keys).map(\.0) == ["jung"])
    #expect(variants("woo", keys: keys).map(\.0) == ["u"])
    #expect(variants("shinlim", keys: keys).map(\.0) == ["sillim"])
    #expect(variants("daelim", keys: keys).map(\.0) == ["daerim"])
    #expect(variants("apkujong", keys: keys).first?.0 == "apgujeong")
    #expect(variants("apkujong", keys: keys).first?.1 == 2)
    #expect(variants("pundang", keys: keys).map(\.0) == ["bundang"])
    #expect(variants("hapjung", keys: keys).map(\.0) == ["hapjeong"])
    #expect(variants("unpyong", keys: keys).map(\.0) == ["eunpyeong"])
  }

  @Test func onlySpellingsSomeKeyStartsAreKept() {
    #expect(variants("london", keys: ["yeoksam dong", "seoul"]).isEmpty)
    // The word as typed is no respelling of itself.
    #expect(variants("jamsil", keys: ["jamsil"]).isEmpty)
    // (Not ASCII letters: nothing.)
    #expect(variants("역삼", keys: ["yeoksam"]).isEmpty)
  }

  @Test func wholeWordsComeFirstThenFewestChanges() {
    // jongja starts a key (jongjang), jeongja is one whole: jeongja first.
    let found = variants("chongja", keys: ["jongjang", "jeongja dong"])
    #expect(found.map(\.0) == ["jeongja", "jongja"])
    #expect(variants("chongja", keys: ["jongjang", "jeongja dong"], limit: 1).map(\.0) == ["jeongja"])
  }

  @Test func marksAndApostrophesComeOff() {
    #expect(RomanizationRespelling.plainLatin("Yŏksam-dong, Kangnam-gu") == "Yoksam-dong, Kangnam-gu")
    #expect(RomanizationRespelling.plainLatin("P'yŏngch'ang") == "Pyongchang")
    #expect(RomanizationRespelling.plainLatin("Ŭljiro") == "uljiro")
    #expect(RomanizationRespelling.plainLatin("역삼동") == nil)
    #expect(RomanizationRespelling.plainLatin("Москва") == nil)
  }

  /// The walk keeps a spelling only while some key starts with it. The
  /// claim: that prunes nothing. On seeded random words and key sets, it
  /// finds exactly the respellings that a walk through every rule at every
  /// letter, filtered at the end, finds, each at its fewest changes.
  @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
  func pruningByKeysLosesNoRespelling(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let letters = Array("aeiouykgtpchslnmrbdjw".utf8)
    func randomWord(_ n: Int) -> [UInt8] { (0..<n).map { _ in letters[Int(rng.next() % UInt64(letters.count))] } }
    for _ in 0..<40 {
      let words = (0..<8).map { _ in randomWord(3 + Int(rng.next() % 4)) }
      // Keys: respellings of the words (found by the simple walk, so that
      // some exist), cut at random lengths, and random strings.
      var keys: [[UInt8]] = (0..<30).map { _ in randomWord(2 + Int(rng.next() % 6)) }
      for w in words {
        let all = Array(everyRespelling(of: w).keys)
        if !all.isEmpty { keys.append(all[Int(rng.next() % UInt64(all.count))]) }
      }
      for w in words {
        let expected = everyRespelling(of: w).filter { r in r.key != w && keys.contains { $0.starts(with: r.key) } }
        let found = RomanizationRespelling.variants(
          of: w, limit: .max, isPrefix: { p in keys.contains { $0.starts(with: p) } }, isWord: { _ in false })
        var got: [[UInt8]: Int] = [:]
        for f in found { got[f.bytes] = f.changes }
        #expect(got == expected, "seed \(seed), \(text(w))")
      }
    }
  }

  /// Every respelling of `word` through ``RomanizationRespelling/rules``,
  /// at most ``RomanizationRespelling/maxChanges``, each at its fewest
  /// changes: the simple walk, with no keys to stop it.
  func everyRespelling(of word: [UInt8]) -> [[UInt8]: Int] {
    var out: [[UInt8]: Int] = [:]
    func walk(_ i: Int, _ spelled: [UInt8], _ changes: Int) {
      if i == word.count {
        out[spelled] = min(out[spelled] ?? .max, changes)
        return
      }
      walk(i + 1, spelled + [word[i]], changes)
      guard changes < RomanizationRespelling.maxChanges else { return }
      for rule in RomanizationRespelling.rules where word[i...].starts(with: rule.written) {
        // The rules' contexts: eo and eu not after an e, r after a vowel.
        let previous = spelled.last
        if rule.revised.count == 2 && rule.revised.first == 0x65 && previous == 0x65 { continue }
        if rule.revised == [0x72] && !(previous.map { Array("aeiouy".utf8).contains($0) } ?? false) { continue }
        walk(i + rule.written.count, spelled + rule.revised, changes + 1)
      }
    }
    walk(0, [], 0)
    return out
  }
}
