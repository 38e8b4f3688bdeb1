// libFuzzer target: arbitrary bytes as an index file: open, validate, and
// query it. The seed corpus holds a small real index (128 KB: Seoul's
// Gangnam-gu areas, roads and boundaries, 150 Korean and French cities),
// built with `placesearch index build --data DIR` from a slice of Data/;
// rebuild it the same way when the format changes.
@_cdecl("LLVMFuzzerTestOneInput")
public func indexFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let index = try? PlaceIndex(bytes: bytes, name: "fuzz") else { return 0 }
  _ = try? index.verify()
  _ = try? index.validate()
  for q in ["s", "se", "seoul", "서울", "성", "ㅅㅇ", "tjdnf", "역삼동 강남구", "테헤란로 152", "06236", "CGV 강남", "olso"] {
    for c in index.complete(q, options: CompletionOptions(limit: 5)) {
      _ = c.title
      _ = c.subtitle
      _ = index.details(of: c.place)
    }
  }
  for r in 0..<min(index.count, 32) { _ = index.details(of: PlaceHandle(rank: UInt32(r))) }
  for (lat, lon) in [(37.5, 127.03), (48.85, 2.35), (0.0, 0.0)] {
    let c = Coordinate(latitude: lat, longitude: lon)
    _ = index.nearby(c, options: NearbyOptions(radiusMeters: 50_000, limit: 20))
    _ = index.reverse(c)
  }
  _ = index.info
  return 0
}
