#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Testing

@testable import PlaceIndex

/// The ranking oracle: a brute-force ranker scores every entry of every key
/// set of a generated index for a query, and the threshold walks of the
/// exact, name-prefix and later-word tiers (trie ranges, range-minimum
/// top-k, hot lists, pruning bounds) must return exactly its top k.
///
/// The generated gazetteer has 3,000 cities with names from a few
/// syllables, so that prefixes are shared widely; 40% are in Korea with a
/// Hangul alternate name, whose romanizations the builder adds (a Latin
/// query then matches them without the alternate-name penalty and with the
/// Korean-first boost: the case the old bound missed). Populations are
/// log-uniform from 10 to 10 million. Queries are seeded: prefixes of
/// names, later words, multi-word names, Hangul IME states, initial
/// consonants, abbreviations; with random limits, kinds, countries and
/// location biases.
@Suite struct RankingOracleTests {
  static let latin = ["sa", "se", "so", "ka", "ko", "na", "ne", "ma", "mo", "ri", "ul", "an", "gang", "nam"]
  static let hangul = ["서", "울", "강", "남", "부", "산", "성", "수", "동", "역", "삼", "대"]

  static let index: PlaceIndex = {
    var rng = SplitMix64(seed: 0x0_5EED)
    var rows: [String] = []
    func pick(_ a: [String]) -> String { a[Int(rng.next() % UInt64(a.count))] }
    func word(_ syllables: [String], _ n: ClosedRange<Int>) -> String {
      let count = n.lowerBound + Int(rng.next() % UInt64(n.count))
      return (0..<count).map { _ in pick(syllables) }.joined()
    }
    for i in 0..<3_000 {
      let korean = rng.next() % 10 < 4
      var name = word(latin, 1...3).leadingCapital
      if rng.next() % 4 == 0 { name += " " + word(latin, 1...2).leadingCapital }
      if rng.next() % 12 == 0 { name = "Saint " + name }
      var alternates: [String] = []
      if korean { alternates.append(word(hangul, 2...3)) }
      if rng.next() % 3 == 0 { alternates.append(word(latin, 2...3).leadingCapital) }
      let population = Int(pow10(Double(rng.next() % 6_000) / 1_000 + 1))
      let cc = korean ? "KR" : ["US", "FR", "CH", "GB"][Int(rng.next() % 4)]
      let admin = ["KR": "11", "US": "NY", "FR": "11", "CH": "25", "GB": "ENG"][cc]!
      let lat = Double(rng.next() % 120_000) / 1_000 - 60
      let lon = Double(rng.next() % 340_000) / 1_000 - 170
      rows.append(
        "\(7_000_000 + i)\t\(name)\t\(name)\t\(alternates.joined(separator: ","))\t\(lat)\t\(lon)\tP\tPPL\t\(cc)\t\t\(admin)\t\t\t\t\(population)\t\t\tUTC\t"
      )
    }
    let dir = Fixtures.temporaryDirectory()
    for (name, text) in Fixtures.files {
      Fixtures.write(name == "cities1000.txt" ? text + rows.joined(separator: "\n") + "\n" : text, to: "\(dir)/\(name)")
    }
    let path = "\(dir)/oracle.idx"
    do {
      _ = try IndexBuilder.build(dataDirectory: dir, output: path)
      return try PlaceIndex(path: path)
    } catch {
      fatalError("oracle index: \(error)")
    }
  }()

  static func pow10(_ x: Double) -> Double { pow(10, x) }

  /// The key of entry `i` of `set`, in full.
  static func key(_ set: KeySet, _ i: Int) -> [UInt8] {
    let (start, end) = set.pool.bytes(from: set.poolOffset(i))
    var out: [UInt8] = []
    if set.choseong {
      var it = ChoseongBytes(start: start, end: end)
      while let b = it.next() { out.append(b) }
    } else {
      var it = NormalizedBytes(start: start, end: end)
      while let b = it.next() { out.append(b) }
    }
    return out
  }

  /// Whether `key` matches reading `r` as a prefix: its key, or one of its
  /// jamo tails (a prefix, then a scalar in a range).
  static func prefixMatch(_ key: [UInt8], _ r: QueryReading) -> Bool {
    guard !r.tails.isEmpty else { return key.starts(with: r.key) }
    for tail in r.tails where key.starts(with: tail.prefix) && key.count >= tail.prefix.count + 3 {
      let b = Array(key[tail.prefix.count..<(tail.prefix.count + 3)])
      let scalar = (UInt32(b[0] & 0x0F) << 12) | (UInt32(b[1] & 0x3F) << 6) | UInt32(b[2] & 0x3F)
      if tail.ranges.contains(where: { $0.contains(scalar) }) { return true }
    }
    return false
  }

  /// Every key of every set, scored by the same `add` as the fast path,
  /// with the same tier gating: exact and name-prefix matches (initials
  /// that are a key whole with their bonus), then, when fewer than `want`
  /// were found, later words.
  static func oracle(_ rs: [QueryReading], options: CompletionOptions, want: Int) -> [UInt32] {
    var search = CandidateSearch(index: index, options: options)
    search.readings = rs
    func scan(_ k: KeyClass, tier: MatchTier) {
      let set = index.keySet(k)
      for i in 0..<set.count {
        let key = key(set, i)
        for (n, r) in rs.enumerated() where !(k.isRomanized && !r.romanizable) {
          let matched: Bool
          switch tier {
          case .exact: matched = CandidateSearch.isWholeText(r.kind) && key == r.key
          default: matched = k.isChoseong == (r.kind == .choseong) && prefixMatch(key, r)
          }
          // (Initials that are a key whole: ``RankingWeights/choseongWhole``.)
          let extra = tier == .namePrefix && k.isChoseong && key == r.key ? options.weights.choseongWhole : 0
          if matched {
            search.add(set.entryPlace[i], tier: tier, offset: set.poolOffset(i), from: k, reading: n, extra: extra)
          }
        }
      }
    }
    for k in [KeyClass.primaryNames, .codes, .alternateNames, .romanizedNames] { scan(k, tier: .exact) }
    for k in CandidateSearch.namePrefixClasses { scan(k, tier: .namePrefix) }
    if search.candidates.count < want {
      for k in CandidateSearch.laterWordClasses { scan(k, tier: .wordPrefix) }
    }
    return search.ranked(dedupe: true, limit: options.limit) { $0.place }
  }

  static func fast(_ rs: [QueryReading], options: CompletionOptions, want: Int) -> [UInt32] {
    var search = CandidateSearch(index: index, options: options)
    search.collectTiers(rs, want: want)
    return search.ranked(dedupe: true, limit: options.limit) { $0.place }
  }

  /// A random query: part of a random name of a random place.
  static func query(_ rng: inout SplitMix64) -> String {
    let place = PlaceHandle(rank: UInt32(rng.next() % UInt64(index.count)))
    let names = index.storedNames(of: place).filter { $0.mark != NameMark.info && $0.mark != NameMark.code }
    guard let name = names.isEmpty ? nil : names[Int(rng.next() % UInt64(names.count))].text else { return "s" }
    var words = name.split(separator: " ").map(String.init)
    switch rng.next() % 8 {
    case 0 where words.count > 1: words.removeFirst()  // a later word
    case 1: return "st " + (words.last ?? "")  // an abbreviation
    default: break
    }
    let text = words.joined(separator: " ")
    if text.unicodeScalars.contains(where: { UTF8Scalar.isSyllable($0.value) }) {
      if rng.next() % 3 == 0 {  // initial consonants
        let initials = String(decoding: Normalizer.choseong(text), as: UTF8.self)
        return String(initials.prefix(2 + Int(rng.next() % 2)))
      }
      let states = HangulIME.states(typing: text)  // an IME state
      return states[Int(rng.next() % UInt64(states.count))]
    }
    let scalars = Array(text.unicodeScalars)
    let n = 1 + Int(rng.next() % UInt64(scalars.count))
    var s = ""
    s.unicodeScalars.append(contentsOf: scalars.prefix(n))
    return s
  }

  static func options(_ rng: inout SplitMix64) -> CompletionOptions {
    var o = CompletionOptions(limit: 1 + Int(rng.next() % 12))
    switch rng.next() % 6 {
    case 0: o.countryCode = ["KR", "US", "FR"][Int(rng.next() % 3)]
    case 1: o.near = Coordinate(latitude: Double(rng.next() % 100) - 50, longitude: Double(rng.next() % 300) - 150)
    case 2: o.kinds = PlaceKinds(.city)
    case 3: o.usesHotLists = false
    default: break
    }
    return o
  }

  @Test(arguments: 0..<6)
  func tiersReturnTheOraclesTopK(batch: Int) {
    var rng = SplitMix64(seed: UInt64(1_000 + batch))
    var compared = 0
    for _ in 0..<50 {
      let q = Self.query(&rng)
      let o = Self.options(&rng)
      let rs = QueryReading.readings(of: q) + QueryReading.abbreviatedReadings(of: q)
      guard !rs.isEmpty else { continue }
      let want = o.near == nil ? o.limit : max(o.limit * 4, 40)
      let fast = Self.fast(rs, options: o, want: want)
      let oracle = Self.oracle(rs, options: o, want: want)
      #expect(fast == oracle, "query \(q) limit \(o.limit) near \(String(describing: o.near)) country \(o.countryCode ?? "-")")
      compared += oracle.isEmpty ? 0 : 1
    }
    // Most queries find something: the comparison is not vacuous.
    #expect(compared >= 40)
  }

  /// The case of the old bound: a Latin query that matches the
  /// romanization of a Korean place's Hangul name, in a range whose other
  /// places are more important than the Korean one but pay the
  /// alternate-name penalty.
  @Test func romanizedKoreanNamesAreNotPrunedAway() {
    var rng = SplitMix64(seed: 7)
    var checked = 0
    for _ in 0..<400 {
      let place = PlaceHandle(rank: UInt32(rng.next() % UInt64(Self.index.count)))
      guard Self.index.countryCode(of: place) == "KR",
        let romanized = Self.index.storedNames(of: place).first(where: { $0.mark == NameMark.romanization })
      else { continue }
      let q = String(romanized.text.prefix(3))
      let o = CompletionOptions(limit: 3)
      let rs = QueryReading.readings(of: q)
      #expect(Self.fast(rs, options: o, want: 3) == Self.oracle(rs, options: o, want: 3), "query \(q)")
      checked += 1
    }
    #expect(checked >= 50)
  }
}

extension String {
  /// The string with its first letter in capitals (ASCII).
  fileprivate var leadingCapital: String {
    guard let f = unicodeScalars.first, f.value >= 0x61, f.value <= 0x7A else { return self }
    return String(Character(Unicode.Scalar(f.value - 0x20)!)) + String(unicodeScalars.dropFirst())
  }
}
