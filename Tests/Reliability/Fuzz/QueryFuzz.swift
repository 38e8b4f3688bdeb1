// libFuzzer target: arbitrary bytes as query text and options, through
// `complete` (with the presentation and `resolve` of every result),
// `nearby` and `reverse`, on the bundled index. Built and run by
// Tests/Reliability/fuzz.sh (compiled with the PlaceIndex sources).
#if canImport(Glibc)
  import Glibc
#endif

nonisolated(unsafe) var fuzzIndex: PlaceIndex? = nil

@_cdecl("LLVMFuzzerTestOneInput")
public func queryFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  if fuzzIndex == nil {
    let path = getenv("PLACESEARCH_FUZZ_INDEX").map { String(cString: $0) } ?? ".build/placesearch.idx"
    fuzzIndex = try? PlaceIndex(path: path)
    if fuzzIndex == nil { fatalError("no index at \(path); build one or set PLACESEARCH_FUZZ_INDEX") }
  }
  let index = fuzzIndex!
  guard size >= 1 else { return 0 }
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let flags = bytes[0]
  let text = String(decoding: bytes.dropFirst(min(size, 17)), as: UTF8.self)
  // Sixteen bytes of options: a limit, and two doubles for a point (any
  // bit pattern: NaN, infinities, subnormals).
  func double(_ at: Int) -> Double {
    var v: UInt64 = 0
    for i in 0..<8 where at + i < size { v |= UInt64(bytes[at + i]) << (8 * UInt64(i)) }
    return Double(bitPattern: v)
  }
  let point = Coordinate(latitude: double(1), longitude: double(9))
  var options = CompletionOptions(limit: Int(flags & 0x0F))
  if flags & 0x10 != 0 { options.near = point }
  if flags & 0x20 != 0 { options.language = .korean }
  if flags & 0x40 != 0 { options.kinds = PlaceKinds(.city) }
  if flags & 0x80 != 0 { options.countryCode = "KR" }
  for c in index.complete(text, options: options) {
    _ = c.title
    _ = c.subtitle
    _ = c.titleHighlights
    _ = c.explanation
    let d = index.details(of: c.place)
    _ = index.place(id: d.id)
  }
  _ = index.place(id: text)
  if point.latitude.isFinite, point.longitude.isFinite, abs(point.latitude) <= 90, abs(point.longitude) <= 180 {
    let radius = Double(flags) * 500
    _ = index.nearby(point, options: NearbyOptions(radiusMeters: radius, limit: Int(flags & 0x3F)))
    _ = index.nearest(to: point, count: Int(flags & 7))
  }
  _ = index.reverse(point)
  return 0
}
