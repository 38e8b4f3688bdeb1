#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import PlaceIndex

// placesearch-eval: runs the relevance test set (Tests/Relevance/cases.tsv)
// and prints, per slice, success@1, success@3, success@10 and the mean
// reciprocal rank.
//
//   swift run -c release placesearch-eval [--index FILE] [--cases FILE] [--json] [--failures]

func say(_ s: String) { _ = s.utf8CString.withUnsafeBufferPointer { write(1, $0.baseAddress, $0.count - 1) } }
func fail(_ s: String) -> Never {
  _ = "placesearch-eval: \(s)\n".utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
  exit(66)
}

let arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String) -> String? {
  guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count else { return nil }
  return arguments[i + 1]
}

/// The checkout this file belongs to.
let root: String = {
  var path = #filePath
  for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
  return path
}()

let casesPath = option("--cases") ?? "\(root)/Tests/Relevance/cases.tsv"
var indexPath = option("--index") ?? getenv("PLACESEARCH_INDEX").map { String(cString: $0) }
if indexPath == nil {
  let path = "\(root)/.build/placesearch.idx"
  if (try? PlaceIndex(path: path)) == nil {
    do { _ = try IndexBuilder.build(dataDirectory: "\(root)/Data", output: path) } catch {
      fail("\(error)")
    }
  }
  indexPath = path
}
let index: PlaceIndex
do { index = try PlaceIndex(path: indexPath!) } catch { fail("\(error)") }

struct Case {
  var slice: String
  var query: String
  var expected: String
  var options: CompletionOptions
  var why: String
  var line: Int
}

func readCases() -> [Case] {
  guard let f = fopen(casesPath, "r") else { fail("cannot read \(casesPath)") }
  defer { fclose(f) }
  var out: [Case] = []
  // (getline: a line of any length stays one case; a fixed buffer cut a
  // long list of expected ids into cases of its own.)
  var buffer: UnsafeMutablePointer<CChar>? = nil
  var capacity = 0
  defer { free(buffer) }
  var line = 0
  while true {
    let n = getline(&buffer, &capacity, f)
    guard n >= 0, let buffer else { break }
    line += 1
    var text = String(decoding: UnsafeRawBufferPointer(start: buffer, count: n), as: UTF8.self)
    while text.hasSuffix("\n") || text.hasSuffix("\r") { text.removeLast() }
    if text.isEmpty || text.hasPrefix("#") || line == 1 { continue }
    let fields = text.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    guard fields.count >= 3 else { fail("\(casesPath):\(line): expected slice, query, expected") }
    var options = CompletionOptions(limit: 10)
    for pair in (fields.count > 3 ? fields[3] : "").split(separator: " ") {
      let kv = pair.split(separator: "=", maxSplits: 1).map(String.init)
      guard kv.count == 2 else { fail("\(casesPath):\(line): bad option '\(pair)'") }
      switch kv[0] {
      case "near":
        let ll = kv[1].split(separator: ",").compactMap { Double($0) }
        guard ll.count == 2 else { fail("\(casesPath):\(line): bad near '\(kv[1])'") }
        options.near = Coordinate(latitude: ll[0], longitude: ll[1])
      case "country": options.countryCode = kv[1]
      case "limit": options.limit = Int(kv[1]) ?? 10
      case "lang": options.language = kv[1] == "ko" ? .korean : .default
      default: fail("\(casesPath):\(line): unknown option '\(kv[0])'")
      }
    }
    out.append(
      Case(
        slice: fields[0], query: fields[1], expected: fields[2], options: options,
        why: fields.count > 4 ? fields[4] : "", line: line))
  }
  return out
}

struct Tally {
  var n = 0
  var at1 = 0
  var at3 = 0
  var at10 = 0
  var reciprocal = 0.0
}

let cases = readCases()
var slices: [String: Tally] = [:]
var order: [String] = []
var failures: [String] = []
for c in cases {
  var o = c.options
  o.limit = max(o.limit, 10)
  let found = index.complete(c.query, options: o)
  let ids = found.map(\.id)
  // An expected id may be an alias of the place's own (kr:11 for Seoul,
  // geonames:1835848, one place since the 시도 and the city were merged).
  // Several ids, `|`-separated, are one answer in several places (명동 is
  // 명동1가 and 명동2가): the first found counts.
  let alternatives = c.expected.split(separator: "|").map(String.init)
  let expected = Set(alternatives.compactMap { index.place(id: $0) })
  let rank = found.indices.first { alternatives.contains(ids[$0]) || expected.contains(found[$0].place) }
    .map { $0 + 1 }
  if slices[c.slice] == nil { order.append(c.slice) }
  var t = slices[c.slice, default: Tally()]
  t.n += 1
  if let rank {
    if rank <= 1 { t.at1 += 1 }
    if rank <= 3 { t.at3 += 1 }
    if rank <= 10 { t.at10 += 1 }
    t.reciprocal += 1 / Double(rank)
  }
  if rank != 1 {
    failures.append(
      "\(c.slice)\t\(c.query)\texpected \(c.expected) at \(rank.map(String.init) ?? "-")\tgot \(ids.prefix(3).joined(separator: ","))")
  }
  slices[c.slice] = t
}
var all = Tally()
for t in slices.values {
  all.n += t.n
  all.at1 += t.at1
  all.at3 += t.at3
  all.at10 += t.at10
  all.reciprocal += t.reciprocal
}

func pct(_ k: Int, _ n: Int) -> String {
  n == 0 ? "-" : String(Double(Int(1000 * Double(k) / Double(n))) / 10)
}
func mrr(_ t: Tally) -> String { t.n == 0 ? "-" : String(Double(Int(1000 * t.reciprocal / Double(t.n))) / 1000) }

if arguments.contains("--json") {
  var items: [String] = []
  for name in order + ["all"] {
    let t = name == "all" ? all : slices[name]!
    items.append(
      "\"\(name)\": {\"n\": \(t.n), \"s1\": \(pct(t.at1, t.n)), \"s3\": \(pct(t.at3, t.n)), \"s10\": \(pct(t.at10, t.n)), \"mrr\": \(mrr(t))}"
    )
  }
  say("{" + items.joined(separator: ", ") + "}\n")
} else {
  say("| slice | cases | success@1 | success@3 | success@10 | MRR |\n|---|---|---|---|---|---|\n")
  for name in order + ["all"] {
    let t = name == "all" ? all : slices[name]!
    say("| \(name) | \(t.n) | \(pct(t.at1, t.n)) % | \(pct(t.at3, t.n)) % | \(pct(t.at10, t.n)) % | \(mrr(t)) |\n")
  }
}
if arguments.contains("--failures") {
  say("\nNot first:\n" + failures.map { "  " + $0 }.joined(separator: "\n") + "\n")
}
