#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import PlaceIndex

// placesearch-bench: per-keystroke completion latency and nearby latency on
// an index, with a fixed workload (the peers' in ../shared/peers/common.py:
// every keystroke of 200 queries).
//
//   swift run -c release placesearch-bench [--index FILE] [--passes N] [--json]
//     [--smoke: one pass, for CI] [--slowest N: list the slowest keystrokes]
//     [--repeat QUERY: time one query 20,000 times (--count N), for
//      profiling; with --near LAT,LON, with that location bias]
//     [--keystrokes-only: only the peers' workload, for profiling]
//     [--no-near: without the --near rows of that workload]
//     [--dump FILE: each keystroke's fastest time, for comparing builds]
//     [--workload FILE: the queries, one per line, instead of the built-in
//      copy of the peers' workload (compare-peers.py passes theirs)]
//     [--export-names FILE: every place's searchable names, for building a
//      peer index over the same names (compare-peers.py does)]

func warn(_ s: String) { _ = s.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) } }

#if DEBUG
  warn("WARNING: placesearch-bench was built in debug; its figures are meaningless.\n")
  warn("         Run it with: swift run -c release placesearch-bench\n")
#endif

func now() -> UInt64 {
  var ts = timespec()
  clock_gettime(CLOCK_MONOTONIC, &ts)
  return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

func percentile(_ sorted: [Double], _ p: Double) -> Double {
  guard !sorted.isEmpty else { return .nan }
  let k = Double(sorted.count - 1) * p / 100
  let lo = Int(k)
  let hi = min(lo + 1, sorted.count - 1)
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (k - Double(lo))
}

func fmt(_ x: Double) -> String {
  guard x.isFinite else { return "-" }
  return x < 10
    ? String(Double(Int(x * 100)) / 100) : x < 1000 ? String(Double(Int(x * 10)) / 10) : String(Int(x))
}

func option(_ name: String) -> String? {
  let args = Array(CommandLine.arguments.dropFirst())
  guard let i = args.firstIndex(of: name), i + 1 < args.count else { return nil }
  return args[i + 1]
}
let path = option("--index") ?? getenv("PLACESEARCH_INDEX").map { String(cString: $0) }
  ?? ".build/placesearch.idx"
let smoke = CommandLine.arguments.contains("--smoke")
let json = CommandLine.arguments.contains("--json")
let passes = smoke ? 1 : Int(option("--passes") ?? "3") ?? 3
nonisolated(unsafe) var jsonRows: [String] = []

var t0 = now()
let index: PlaceIndex
do { index = try PlaceIndex(path: path) } catch {
  warn("placesearch-bench: \(error)\n")
  exit(66)
}
let firstOpenMicros = Double(now() - t0) / 1000
// Opening again, 21 times: the median is what a program that opens the
// index pays (the first open also pays for the first page faults).
var opens: [Double] = []
for _ in 0..<21 {
  let t = now()
  let again = try? PlaceIndex(path: path)
  opens.append(Double(now() - t) / 1000)
  if again == nil { exit(66) }
}
let openMicros = opens.sorted()[opens.count / 2]

// Every place's searchable names, for building a peer over the same names:
// rank, kind, population, latitude, longitude, then the names, tab-separated.
if let file = option("--export-names") {
  guard let f = fopen(file, "w") else {
    warn("placesearch-bench: cannot write \(file)\n")
    exit(73)
  }
  for p in index.allPlaces {
    let rank = p.rank
    let d = index.details(of: p)
    let names = index.searchableNames(of: p).filter { !$0.isEmpty }
    let line = "\(rank)\t\(d.kind)\t\(d.population ?? 0)\t\(d.coordinate.latitude)\t\(d.coordinate.longitude)\t"
      + names.joined(separator: "\t") + "\n"
    fputs(line, f)
  }
  fclose(f)
  exit(0)
}

if let q = option("--repeat") {
  var xs: [Double] = []
  var n = 0
  // (With --near LAT,LON: the query with that location bias.)
  var repeatOptions = CompletionOptions()
  if let near = option("--near") {
    let ll = near.split(separator: ",").compactMap { Double($0) }
    guard ll.count == 2 else {
      warn("placesearch-bench: --near takes LAT,LON\n")
      exit(64)
    }
    repeatOptions.near = Coordinate(latitude: ll[0], longitude: ll[1])
  }
  let repeats = Int(option("--count") ?? "") ?? 20_000
  for _ in 0..<repeats {
    let t = now()
    n &+= index.complete(q, options: repeatOptions).count
    xs.append(Double(now() - t))
  }
  xs.sort()
  print("\(q): \(n / max(repeats, 1)) results, p50 \(fmt(percentile(xs, 50) / 1000)) µs, p99 \(fmt(percentile(xs, 99) / 1000)) µs")
  exit(0)
}

// The workload, as in common.py: the 118 most populous cities typed as
// lower-case ASCII, 35 mid-size cities (seeded), and 47 fixed queries.
let fixed = [
  "new york", "los angeles", "san francisco", "rio de janeiro", "buenos aires", "hong kong",
  "kuala lumpur", "tel aviv", "cape town", "las vegas", "salt lake city", "saint petersburg",
  "san jose", "new delhi", "abu dhabi", "santa cruz", "st. louis", "frankfurt am main",
  "den haag", "new orleans", "zürich", "são paulo", "münchen", "kraków", "montréal", "bogotá",
  "malmö", "córdoba", "reykjavík", "düsseldorf", "서울", "москва", "東京", "北京", "القاهرة",
  "मुंबई", "αθήνα", "киев", "부산", "תל אביב", "санкт-петербург", "ニューヨーク", "jfk", "lhr", "icn",
  "heathrow", "changi",
]
var cities: [(name: String, population: Int)] = []
for p in index.allPlaces {
  let d = index.details(of: p)
  if d.kind == .city { cities.append((d.name, d.population ?? 0)) }
}
var seen = Set(fixed)
var queries: [String] = []
for c in cities.sorted(by: { $0.population > $1.population }) where queries.count < 118 {
  let q = Normalizer.normalizedString(c.name)
  if q.utf8.allSatisfy({ $0 < 0x80 }), seen.insert(q).inserted { queries.append(q) }
}
nonisolated(unsafe) var state: UInt64 = 42
func nextRandom() -> UInt64 {
  state &+= 0x9E37_79B9_7F4A_7C15
  var z = state
  z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
  z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
  return z ^ (z >> 31)
}
let mids = cities.filter { (50_000..<1_000_000).contains($0.population) }
var mid = 0
while mid < 35 && !mids.isEmpty {
  let q = Normalizer.normalizedString(mids[Int(nextRandom() % UInt64(mids.count))].name)
  if q.utf8.allSatisfy({ $0 < 0x80 }), seen.insert(q).inserted {
    queries.append(q)
    mid += 1
  }
}
queries += fixed
if let file = option("--workload") {
  guard let f = fopen(file, "r") else {
    warn("placesearch-bench: cannot read \(file)\n")
    exit(66)
  }
  queries = []
  var line: UnsafeMutablePointer<CChar>? = nil
  var capacity = 0
  while getline(&line, &capacity, f) > 0, let l = line {
    let q = String(cString: l).split(separator: "\n").first.map(String.init) ?? ""
    if !q.isEmpty { queries.append(q) }
  }
  fclose(f)
}
let onlyLength = Int(option("--only-length") ?? "")
// Every keystroke, as the peers cut them: by Unicode scalar (an IME or a
// combining mark adds one at a time).
let keystrokes = queries.flatMap { q in
  (1...q.unicodeScalars.count).map { String(String.UnicodeScalarView(q.unicodeScalars.prefix($0))) }
}.filter { onlyLength == nil || $0.unicodeScalars.count == onlyLength }

var samples: [(ns: Double, length: Int, query: String)] = []
var results = 0
for pass in 0...passes {
  for k in keystrokes {
    let t = now()
    let r = index.complete(k)
    let dt = Double(now() - t)
    results &+= r.count
    if pass > 0 { samples.append((dt, k.unicodeScalars.count, k)) }  // pass 0 warms up
  }
}

// Each keystroke's fastest time over the passes, one per line (query, µs):
// for comparing two builds keystroke by keystroke.
if let file = option("--dump"), let f = fopen(file, "w") {
  var best: [String: Double] = [:]
  for s in samples { best[s.query] = min(best[s.query] ?? .infinity, s.ns) }
  for k in keystrokes { fputs("\(k)\t\(best[k] ?? 0)\n", f) }
  fclose(f)
}

func row(_ name: String, _ xs: [Double]) {
  if json {
    let s = xs.sorted().map { $0 / 1000 }
    func v(_ x: Double) -> String { x.isFinite ? String(Double(Int(x * 100)) / 100) : "null" }
    jsonRows.append(
      "\"\(name)\": {\"n\": \(s.count), \"p50_us\": \(v(percentile(s, 50))), \"p90_us\": \(v(percentile(s, 90))), \"p99_us\": \(v(percentile(s, 99))), \"max_us\": \(v(s.last ?? .nan))}"
    )
    return
  }
  let s = xs.sorted().map { $0 / 1000 }
  print(
    "\(name + String(repeating: " ", count: max(0, 26 - name.count)))  n=\(s.count)  p50 \(fmt(percentile(s, 50)))  p90 \(fmt(percentile(s, 90)))  p99 \(fmt(percentile(s, 99)))  max \(fmt(s.last ?? .nan)) µs"
  )
}

if !json {
  print("index \(path): \(index.count) places, opened in \(fmt(openMicros)) µs (median of 21; first \(fmt(firstOpenMicros)) µs)")
  print("workload: \(queries.count) queries, \(keystrokes.count) keystrokes, \(passes) timed passes")
}
row("complete, all keystrokes", samples.map(\.ns))
row("complete, 1 character", samples.filter { $0.length == 1 }.map(\.ns))
row("complete, 2 characters", samples.filter { $0.length == 2 }.map(\.ns))
row("complete, 3+ characters", samples.filter { $0.length >= 3 }.map(\.ns))
// Typing each query letter by letter, as a completer does: a fresh
// complete() of each prefix, then the same prefixes through one
// CompletionSession per query (its lookups carried from keystroke to
// keystroke), interleaved query by query so that both meet the same noise.
var typedFresh: [Double] = []
var typedSession: [Double] = []
// Which goes first alternates from query to query: the second finds the
// trie nodes and places the first touched in the cache, and always giving
// that to the session flattered it (0.6× where the instructions say
// 1.04×).
for pass in 0...(smoke ? 1 : passes) {
  for (qi, q) in queries.enumerated() {
    let prefixes = (1...q.unicodeScalars.count).map { String(String.UnicodeScalarView(q.unicodeScalars.prefix($0))) }
    func fresh() {
      for k in prefixes {
        let t = now()
        results &+= index.complete(k).count
        if pass > 0 { typedFresh.append(Double(now() - t)) }
      }
    }
    func session() {
      let session = CompletionSession(index: index)
      for k in prefixes {
        let t = now()
        results &+= session.complete(k).count
        if pass > 0 { typedSession.append(Double(now() - t)) }
      }
    }
    if (qi + pass) % 2 == 0 {
      fresh()
      session()
    } else {
      session()
      fresh()
    }
  }
}
row("typed, fresh complete()", typedFresh)
row("typed, CompletionSession", typedSession)
if !json {
  let mean = { (xs: [Double]) in xs.reduce(0, +) / Double(max(xs.count, 1)) }
  let p50 = { (xs: [Double]) in percentile(xs.sorted(), 50) }
  print("typed, session / fresh: mean \(fmt(mean(typedSession) / mean(typedFresh))), p50 \(fmt(p50(typedSession) / p50(typedFresh)))")
}
// The same keystrokes with a location bias (--near): at Seoul, and in the
// middle of the Pacific, far from every place (the bias then lifts none,
// and the walks must still end).
let nearPoints = CommandLine.arguments.contains("--no-near") ? [] : [
  ("Seoul", Coordinate(latitude: 37.5665, longitude: 126.978)),
  ("the Pacific", Coordinate(latitude: 0, longitude: -140)),
]
for (name, point) in nearPoints {
  var xs: [Double] = []
  let biased = CompletionOptions(near: point)
  for pass in 0...(smoke ? 1 : passes) {
    for k in keystrokes {
      let t = now()
      let r = index.complete(k, options: biased)
      let dt = Double(now() - t)
      results &+= r.count
      if pass > 0 { xs.append(dt) }
    }
  }
  row("complete --near \(name)", xs)
}
if !json && option("--slowest") != nil {
let slowest = samples.sorted { $0.ns > $1.ns }.prefix(Int(option("--slowest") ?? "8") ?? 8).map { "\($0.query) \(fmt($0.ns / 1000))" }
print("slowest keystrokes (µs): \(slowest.joined(separator: ", "))")
}

if CommandLine.arguments.contains("--keystrokes-only") { exit(0) }

// The map: 5 km around 강남역 with 30 pins (the cinemas nearest Seoul's
// centre, placed in the region by a fixed rule) and the 읍면동 boundaries,
// laid out for a 100 × 30 terminal and drawn as text.
do {
  let gangnam = Coordinate(latitude: 37.4979, longitude: 127.0276)
  var pins = index.nearest(to: gangnam, kinds: PlaceKinds(.cinema), count: 30)
  for i in pins.indices {
    let angle = Double(i) * 2.399963  // the golden angle: spread, not in a line
    let r = 4_500 * (Double(i) + 0.5) / Double(pins.count)
    pins[i].coordinate = Coordinate(
      latitude: gangnam.latitude + r * cos(angle) / 111_320,
      longitude: gangnam.longitude + r * sin(angle) / (111_320 * cos(gangnam.latitude * .pi / 180)))
  }
  var xs: [Double] = []
  var drawn = 0
  for pass in 0...(smoke ? 1 : max(passes, 3) * 10) {
    let t = now()
    if let map = try? PlaceMap(index: index, center: gangnam, radiusMeters: 5_000, places: pins, columns: 100, rows: 30) {
      drawn &+= map.text(color: true).utf8.count
    }
    if pass > 0 { xs.append(Double(now() - t)) }
  }
  row("map 5 km, 30 pins, 100x30", xs)
  results &+= drawn
}

// Korean: every IME state of Korean names, their initials typed one by
// one, and the same names typed with the keyboard in English mode.
let koreanNames = [
  "서울", "부산", "인천", "대구", "대전", "광주", "울산", "수원", "성남", "제주", "서울특별시",
  "강남", "코엑스", "홍대입구", "CGV 강남", "CGV 명동", "롯데시네마 월드타워", "메가박스 코엑스",
  "메가박스 신촌", "도쿄", "베이징", "뉴욕", "부산광역시", "전주", "창원시",
]
let choseongTable = Array("ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ")
func initials(_ text: String) -> String {
  String(text.unicodeScalars.map { u -> Character in
    (0xAC00...0xD7A3).contains(u.value) ? choseongTable[Int((u.value - 0xAC00) / 588)] : Character(u)
  })
}
let jamoStates = koreanNames.flatMap { HangulIME.states(typing: $0) }
let choseongStates = koreanNames.flatMap { n -> [String] in
  let i = Array(initials(n))
  return (1...i.count).map { String(i.prefix($0)) }
}
let keyboardStates = koreanNames.flatMap { n -> [String] in
  let q = Array(KoreanKeyboard.qwerty(fromHangul: n))
  return (1...q.count).map { String(q.prefix($0)) }
}
// Typos: one or two edits in names that exist, typed whole, and Hangul
// jamo-level typos.
let typos = [
  "seoull", "olso", "amsterdma", "reikjavik", "barcleona", "neu york", "londno", "pairs",
  "berlinn", "tokio", "moskow", "sydeny", "melbourn", "chicagoo", "philadelpia", "washingtn",
  "budapset", "stokholm", "copenhagn", "jakrta", "bangkock", "singapor", "vancuver", "montral",
  "torronto", "barcelnoa", "lisbn", "madird", "viennna", "prauge", "zurihc", "genva", "helsinky",
  "dublni", "bruxells", "istambul", "atehns", "kairo", "nairbi", "johanesburg", "seol", "busna",
  "서룰", "부싼", "인촌", "대져ㅜ", "광쥬", "울싼", "수웜", "제쥬",
]
// Korean addresses: every IME state of 30 names of 읍면동, 시군구 and roads.
let addressNames = [
  "역삼동", "잠실동", "이태원동", "판교동", "성수동1가", "신사동", "삼성동", "압구정동", "창신동",
  "우동", "정자동", "행신동", "역삼1동", "해운대구", "강남구", "분당구", "종로구", "마포구",
  "수영구", "유성구", "서귀포시", "의정부시", "테헤란로", "강남대로", "세종대로", "올림픽로",
  "해운대로", "중앙로", "시민로122번길", "서강로9길",
]
let addressStates = addressNames.flatMap { HangulIME.states(typing: $0) }
// The partial tier (issue 12): queries with words the data does not have (a
// venue, a street, a postcode, an unofficial airport name), typed whole.
let partialQueries = [
  "seoul gimpo international airport", "town of greenwich", "city of london", "village of oak park",
  "10117 berlin", "75001 paris", "20121 milano", "hotel adlon berlin", "the ritz london",
  "main street springfield", "1600 pennsylvania avenue washington", "221b baker street london",
  "narita international airport tokyo", "london heathrow airport", "paris charles de gaulle airport",
  "munich franz josef strauss airport", "busan airport", "osaka airport", "rome fiumicino",
  "shibuya crossing tokyo", "marienplatz münchen", "times square new york", "테헤란로 152 강남파이낸스센터",
  "서울 강남구 역삼동 스타벅스", "해운대 해수욕장", "gangnam station seoul", "sydney opera house",
  "golden gate bridge san francisco", "eiffel tower paris", "brandenburger tor berlin",
]
for (name, workload) in [
  ("korean: IME states (jamo)", jamoStates), ("korean: initials", choseongStates),
  ("korean: wrong keyboard", keyboardStates), ("korean addresses: IME states", addressStates),
  ("typo-tolerant (whole words)", typos), ("partial: words we don't know", partialQueries),
] {
  var xs: [(Double, String)] = []
  for pass in 0...passes {
    for k in workload {
      let t = now()
      let r = index.complete(k)
      let dt = Double(now() - t)
      results &+= r.count
      if pass > 0 { xs.append((dt, k)) }
    }
  }
  row(name, xs.map(\.0))
  if option("--slowest") != nil {
    let slow = xs.sorted { $0.0 > $1.0 }.prefix(12).map { "\($0.1) \(fmt($0.0 / 1000))" }
    print("  slowest: \(slow.joined(separator: ", "))")
  }
}

// Nearby: the peers' 20 centres, 50 times each, at 5 km and 50 km.
let centres: [(Double, Double)] = [
  (37.5665, 126.978), (48.8566, 2.3522), (40.7128, -74.006), (0, -140), (35.6762, 139.6503),
  (51.5074, -0.1278), (19.076, 72.8777), (-23.5505, -46.6333), (-33.8688, 151.2093),
  (30.0444, 31.2357), (55.7558, 37.6173), (19.4326, -99.1332), (6.5244, 3.3792),
  (64.1466, -21.9426), (61.2181, -149.9003), (38.5, -98.0), (23.4162, 25.6628),
  (47.8864, 106.9057), (1.3521, 103.8198), (21.3069, -157.8583),
]
for radius in [5_000.0, 50_000.0] {
  var xs: [Double] = []
  let options = NearbyOptions(radiusMeters: radius, kinds: .all, limit: 1000)
  for pass in 0...(smoke ? 2 : 50) {
    for (lat, lon) in centres {
      let t = now()
      let r = index.nearby(Coordinate(latitude: lat, longitude: lon), options: options)
      let dt = Double(now() - t)
      results &+= r.count
      if pass > 0 { xs.append(dt) }
    }
  }
  row("nearby \(Int(radius / 1000)) km, all kinds", xs)
}
// Reverse geocoding: points in Korea (near every 5th 읍면동's representative
// point, seeded), 20 passes.
var reversePoints: [Coordinate] = []
var n5 = 0
for p in index.allPlaces {
  guard index.details(of: p).kind == .neighbourhood else { continue }
  n5 += 1
  if n5 % 5 != 0 { continue }
  let c = index.details(of: p).coordinate
  let dy = Double(nextRandom() % 1000) / 1000 * 0.01 - 0.005
  let dx = Double(nextRandom() % 1000) / 1000 * 0.01 - 0.005
  reversePoints.append(Coordinate(latitude: c.latitude + dy, longitude: c.longitude + dx))
}
if !reversePoints.isEmpty {
  var xs: [Double] = []
  for pass in 0...(smoke ? 1 : 20) {
    for c in reversePoints {
      let t = now()
      let r = index.reverse(c)
      let dt = Double(now() - t)
      results &+= r.areas.count
      if pass > 0 { xs.append(dt) }
    }
  }
  row("reverse, points in Korea", xs)
}

// Hostile input (issue 11): each answers within 20x `complete("s")`, or is
// cut (QueryLimits). Timed with the options a user can add: --explain
// (explanations are always made), --near, resolve (details of the first).
func hostileRandom(_ n: Int) -> Int { Int(nextRandom() % UInt64(n)) }
let jamoPool = Array("ㄱㄴㄷㄹㅁㅂㅅㅇㅈㅏㅓㅗㅜ")
let typoLetters = Array("qwxzjkv")
let hostile: [(String, String)] = [
  ("1 MB of letters", String(repeating: "a", count: 1_000_000)),
  ("10,000 words", Array(repeating: "ab", count: 10_000).joined(separator: " ")),
  ("10,000 jamo", String((0..<10_000).map { _ in jamoPool[hostileRandom(jamoPool.count)] })),
  ("3,000 qualifiers", String(repeating: "seoul, ", count: 3_000)),
  ("typo-heavy, 2,000 words", (0..<2_000).map { _ in String((0..<9).map { _ in typoLetters[hostileRandom(7)] }) }.joined(separator: " ")),
]
do {
  func timed(_ body: () -> Int) -> Double {
    var xs: [Double] = []
    for pass in 0...(smoke ? 1 : 20) {
      let t = now()
      results &+= body()
      if pass > 0 { xs.append(Double(now() - t)) }
    }
    return percentile(xs.sorted(), 50)
  }
  let baseline = timed { index.complete("s").count }
  let seoul = Coordinate(latitude: 37.5665, longitude: 126.978)
  for (name, text) in hostile {
    let plain = timed { index.complete(text).count }
    let near = timed { index.complete(text, options: CompletionOptions(near: seoul)).count }
    let resolve = timed { index.complete(text, options: CompletionOptions(limit: 1)).first.map { index.details(of: $0.place).name.count } ?? 0 }
    let worst = max(plain, near, resolve)
    if !json {
      print("hostile: \(name + String(repeating: " ", count: max(0, 24 - name.count)))  p50 \(fmt(plain / 1000)) µs, --near \(fmt(near / 1000)), resolve \(fmt(resolve / 1000)); worst \(fmt(worst / baseline))x complete(\"s\")")
    } else {
      jsonRows.append("\"hostile: \(name)\": {\"p50_us\": \(fmt(plain / 1000)), \"near_p50_us\": \(fmt(near / 1000)), \"resolve_p50_us\": \(fmt(resolve / 1000)), \"worst_vs_s\": \(fmt(worst / baseline))}")
    }
  }
}

/// This process's peak RSS in MiB. On Linux, from VmHWM in /proc/self/status:
/// getrusage's figure there carries over the peak of the process that
/// started this one (`swift run`, a Python script) across exec.
func peakResidentMiB() -> Double {
  #if os(Linux)
    if let f = fopen("/proc/self/status", "r") {
      defer { fclose(f) }
      var buffer = [CChar](repeating: 0, count: 256)
      while fgets(&buffer, Int32(buffer.count), f) != nil {
        let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if line.hasPrefix("VmHWM:"), let kib = Double(line.split(separator: " ")[1]) { return kib / 1024 }
      }
    }
    return .nan
  #else
    var usage = rusage()
    getrusage(RUSAGE_SELF, &usage)
    return Double(usage.ru_maxrss) / 1_048_576  // bytes on macOS
  #endif
}
let peakMiB = peakResidentMiB()
if json {
  print(
    "{\"index\": {\"places\": \(index.count), \"open_us\": \(fmt(openMicros)), \"first_open_us\": \(fmt(firstOpenMicros))}, \"peak_rss_MiB\": \(fmt(peakMiB)), "
      + jsonRows.joined(separator: ", ") + "}")
} else {
  print("peak RSS of this benchmark process: \(fmt(peakMiB)) MiB (index mapped, workload and samples held)")
}
if results == 42 { print("") }  // keeps the work from being optimised away
