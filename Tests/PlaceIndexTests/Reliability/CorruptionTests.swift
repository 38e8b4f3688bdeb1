#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Testing

@testable import PlaceIndex

/// Damaged indexes: the fixture index (every section present, Korean areas
/// and boundaries included) damaged in seeded ways, each copy opened and
/// queried with `complete`, `resolve`, `nearby` and `reverse`. Each copy must
/// end in a clean ``IndexError`` or in results, within a time bound; a
/// crash ends the test run, which is the failure this test exists to catch.
///
/// CI runs 200 seeds; for more, `Tests/Reliability/corrupt.sh 1000` (it sets
/// `PLACESEARCH_CORRUPTION_SEEDS`; `PLACESEARCH_CORRUPTION_INDEX=FILE`
/// damages that index instead of the fixture).
@Suite struct CorruptionTests {
  static let seeds: Int = {
    guard let v = getenv("PLACESEARCH_CORRUPTION_SEEDS"), let n = Int(String(cString: v)) else { return 200 }
    return n
  }()

  /// The longest one damaged copy may take, opened and queried (debug
  /// build; an intact copy takes a few ms).
  static let timeBound = 2.0

  /// The ways a copy is damaged.
  enum Damage: String, CaseIterable {
    case truncation, headerBitFlip, sectionTableValue, extremeElements, randomElements, swappedSections,
      randomBytes
  }

  struct Section {
    var id: UInt32
    var elementSize: Int
    var offset: Int
    var count: Int
    var row: Int
  }

  static func sections(of bytes: [UInt8]) -> [Section] {
    func u32(_ at: Int) -> Int { (0..<4).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } }
    func u64(_ at: Int) -> Int { (0..<8).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } }
    return (0..<u32(40)).map { i in
      let row = IndexFormat.headerSize + i * IndexFormat.sectionRowSize
      return Section(id: UInt32(u32(row)), elementSize: u32(row + 4), offset: u64(row + 8), count: u64(row + 16), row: row)
    }
  }

  static func damage(_ bytes: inout [UInt8], _ kind: Damage, _ rng: inout SplitMix64) {
    let sections = CorruptionTests.sections(of: bytes).filter { $0.count > 0 }
    func put(_ value: UInt64, at offset: Int, size: Int) {
      for b in 0..<size where offset + b < bytes.count { bytes[offset + b] = UInt8(truncatingIfNeeded: value >> (8 * UInt64(b))) }
    }
    func extreme(_ size: Int) -> UInt64 {
      let max = size >= 8 ? UInt64.max : (UInt64(1) << (8 * UInt64(size))) - 1
      return [0, 1, max, max - 1, max / 2, max / 2 + 1, UInt64.random(in: 0...max, using: &rng)].randomElement(using: &rng)!
    }
    switch kind {
    case .truncation:
      bytes.removeLast(Int.random(in: 1..<bytes.count, using: &rng))
    case .headerBitFlip:
      for _ in 0..<Int.random(in: 1...3, using: &rng) {
        bytes[Int.random(in: 0..<IndexFormat.headerSize, using: &rng)] ^= 1 << UInt8.random(in: 0..<8, using: &rng)
      }
    case .sectionTableValue:
      let s = sections.randomElement(using: &rng)!
      let field = [(4, 4), (8, 8), (16, 8)].randomElement(using: &rng)!
      put(extreme(field.1), at: s.row + field.0, size: field.1)
    case .extremeElements, .randomElements:
      // Every section gets its turn over the seeds.
      let s = sections.randomElement(using: &rng)!
      for _ in 0..<Int.random(in: 1...8, using: &rng) {
        let at = s.offset + Int.random(in: 0..<s.count, using: &rng) * s.elementSize
        let value = kind == .extremeElements ? extreme(s.elementSize) : UInt64.random(in: 0...UInt64.max, using: &rng)
        put(value, at: at, size: s.elementSize)
      }
    case .swappedSections:
      let a = sections.randomElement(using: &rng)!
      let b = sections.randomElement(using: &rng)!
      // Swap where they are (and how long), keeping their ids.
      for f in 4..<24 { bytes.swapAt(a.row + f, b.row + f) }
    case .randomBytes:
      for _ in 0..<Int.random(in: 1...64, using: &rng) {
        bytes[Int.random(in: IndexFormat.headerSize..<bytes.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
      }
    }
  }

  static let queries = [
    "s", "se", "seoul", "paris texas", "new york", "서울", "성", "ㅅㅇ", "tjdnf", "강남구 역삼동", "역삼동 강남구",
    "테헤란로 152", "테헤란로", "06236", "CGV 강남", "ICN", "인천공항", "olso", "Gangnam-gu", "zzzz", "a b c d",
  ]

  /// Everything a user can ask of an index; returns how many results came
  /// back.
  static func exercise(_ index: PlaceIndex, _ rng: inout SplitMix64) -> Int {
    var n = 0
    for q in queries {
      var options = CompletionOptions(limit: 5)
      if Bool.random(using: &rng) { options.near = Coordinate(latitude: 37.5, longitude: 127.0) }
      if Bool.random(using: &rng) { options.language = .korean }
      for c in index.complete(q, options: options) {
        // Presentation and resolve read every field of a place.
        n += c.title.count + c.subtitle.count + c.titleHighlights.count
        let d = index.details(of: c.place)
        n += d.alternateNames.count
        _ = index.place(id: d.id)
      }
    }
    for _ in 0..<20 where index.count > 0 {
      let p = PlaceHandle(rank: UInt32.random(in: 0..<UInt32(index.count), using: &rng))
      n += index.details(of: p).name.count
    }
    for (lat, lon) in [(37.5, 127.03), (37.4979, 127.0276), (48.85, 2.35), (0, 0), (-89.9, 179.9)] {
      let c = Coordinate(latitude: lat, longitude: lon)
      n += index.nearby(c, options: NearbyOptions(radiusMeters: 50_000, limit: 20)).count
      n += index.nearest(to: c, count: 3).count
      n += index.reverse(c).areas.count
    }
    _ = index.info
    _ = try? index.validate()
    return n
  }

  @Test func damagedIndexesEndInAnErrorOrResults() throws {
    // PLACESEARCH_CORRUPTION_INDEX damages another index instead (the real
    // one: slower, and the time bound scales with it).
    let source = getenv("PLACESEARCH_CORRUPTION_INDEX").map { String(cString: $0) } ?? Fixtures.index.path
    let bound = CorruptionTests.timeBound * (source == Fixtures.index.path ? 1 : 10)
    let original = try readFile(source)
    let dir = Fixtures.temporaryDirectory()
    defer { _ = rmdir(dir) }
    let path = "\(dir)/damaged.idx"
    var outcomes: [String: Int] = [:]
    var slowest = 0.0
    let only = getenv("PLACESEARCH_CORRUPTION_ONLY").flatMap { Int(String(cString: $0)) }
    for seed in 0..<CorruptionTests.seeds where only == nil || only == seed {
      var rng = SplitMix64(seed: UInt64(seed))
      let kind = Damage.allCases[seed % Damage.allCases.count]
      var bytes = original
      CorruptionTests.damage(&bytes, kind, &rng)
      try writeFile(path, bytes)
      if getenv("CORRUPTION_TRACE") != nil { print("seed \(seed) \(kind)") }
      let started = monotonic()
      let outcome: String
      do {
        let index = try PlaceIndex(path: path)
        _ = CorruptionTests.exercise(index, &rng)
        // Damage the structural pass missed must not pass `verify`.
        do {
          try index.verify()
          outcome = bytes == original ? "unchanged" : "results"
        } catch { outcome = "results, verify fails" }
      } catch {
        #expect(error.description.contains("index"), "seed \(seed): \(error)")
        outcome = "error at open"
      }
      let took = monotonic() - started
      slowest = max(slowest, took)
      #expect(took < bound, "seed \(seed) (\(kind)) took \(took) s")
      outcomes[outcome, default: 0] += 1
    }
    unlink(path)
    print("corruption: \(CorruptionTests.seeds) seeds, \(outcomes.sorted { $0.key < $1.key }), slowest \(slowest) s")
    guard only == nil else { return }
    #expect(outcomes.values.reduce(0, +) == CorruptionTests.seeds)
    // The damage is real: most copies are caught at open or by verify.
    #expect((outcomes["error at open"] ?? 0) + (outcomes["results, verify fails"] ?? 0) >= CorruptionTests.seeds * 9 / 10)
  }
}

func readFile(_ path: String) throws -> [UInt8] {
  guard let f = fopen(path, "rb") else { throw CorruptionError.io(path) }
  defer { fclose(f) }
  var out: [UInt8] = []
  var buf = [UInt8](repeating: 0, count: 1 << 16)
  while true {
    let n = fread(&buf, 1, buf.count, f)
    if n <= 0 { break }
    out += buf[0..<n]
  }
  return out
}

func writeFile(_ path: String, _ bytes: [UInt8]) throws {
  guard let f = fopen(path, "wb") else { throw CorruptionError.io(path) }
  defer { fclose(f) }
  guard fwrite(bytes, 1, bytes.count, f) == bytes.count else { throw CorruptionError.io(path) }
}

func monotonic() -> Double {
  var ts = timespec()
  clock_gettime(CLOCK_MONOTONIC, &ts)
  return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

enum CorruptionError: Error { case io(String) }
