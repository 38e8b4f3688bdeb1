import Foundation
import Testing

/// `--geojson` and `--format tsv` on the commands that print places.
@Suite struct OutputFormatTests {
  /// The features of a GeoJSON answer.
  func features(_ r: Run) -> [[String: Any]] { r.json["features"] as? [[String: Any]] ?? [] }

  @Test func geojsonIsAFeatureCollectionWithLongitudeFirst() {
    let r = Run(["query", "seoul", "--limit", "3", "--geojson"])
    #expect(r.status == 0)
    #expect(r.json["type"] as? String == "FeatureCollection")
    #expect(r.json["query"] as? String == "seoul")
    let first = features(r).first ?? [:]
    #expect(first["type"] as? String == "Feature")
    #expect(first["id"] as? String == "geonames:1835848")
    let geometry = first["geometry"] as? [String: Any] ?? [:]
    #expect(geometry["type"] as? String == "Point")
    #expect(geometry["coordinates"] as? [Double] == [126.9784, 37.566])  // [lon, lat]
    let properties = first["properties"] as? [String: Any] ?? [:]
    #expect(properties["title"] as? String == "Seoul")
    #expect(properties["titleHighlights"] != nil)  // the JSON schema's names
  }

  @Test func anAreaCarriesItsPolygon() {
    // 역삼동 holds the point; the 시군구 and 시도 above it have no boundary.
    let f = features(Run(["reverse", "37.5,127.03", "--geojson"]))
    let types = f.map { ($0["geometry"] as? [String: Any])?["type"] as? String }
    #expect(types == ["Polygon", "Point", "Point"])
    let ring = ((f.first?["geometry"] as? [String: Any])?["coordinates"] as? [[[Double]]])?.first ?? []
    #expect(ring.count >= 4 && ring.first == ring.last)  // closed
    // The representative point lies inside the ring (lon, lat).
    let p = f.first?["properties"] as? [String: Any] ?? [:]
    let lat = p["latitude"] as? Double ?? 0
    let lon = p["longitude"] as? Double ?? 0
    var inside = false
    for i in 1..<max(1, ring.count) where (ring[i - 1][1] > lat) != (ring[i][1] > lat) {
      let x = ring[i - 1][0] + (lat - ring[i - 1][1]) / (ring[i][1] - ring[i - 1][1]) * (ring[i][0] - ring[i - 1][0])
      if lon < x { inside.toggle() }
    }
    #expect(inside)
  }

  @Test func resolveAndNearbyToo() {
    let resolved = features(Run(["resolve", "airport:RKSI", "--geojson"]))
    #expect(resolved.count == 1 && (resolved.first?["properties"] as? [String: Any])?["iata"] as? String == "ICN")
    let near = Run(["nearby", "37.4979,127.0276", "--radius", "1km", "--geojson"])
    #expect((near.json["center"] as? [String: Any])?["latitude"] as? Double == 37.4979)
    #expect(!features(near).isEmpty)
  }

  /// The answers pass a GeoJSON validator that is not ours: the `geojson`
  /// package from PyPI (`.ci/run` installs it; without it, and outside CI,
  /// the test says so and passes).
  @Test func anExternalValidatorAcceptsTheOutput() throws {
    let check = """
      import geojson, sys
      o = geojson.loads(sys.stdin.read())
      assert o.is_valid, o.errors()
      assert o["type"] == "FeatureCollection" and o["features"], "no features"
      print(len(o["features"]))
      """
    let probe = shell("python3 -c 'import geojson'")
    if probe.status != 0 {
      #expect(ProcessInfo.processInfo.environment["CI"] == nil, "CI must install the geojson package")
      return
    }
    for args in [
      ["query", "seoul", "--geojson"], ["query", "역삼", "--geojson"], ["reverse", "37.5,127.03", "--geojson"],
      ["reverse", "35.1587", "129.1604", "--geojson"], ["resolve", "kr:11680101", "--geojson"],
      ["nearby", "37.4979,127.0276", "--radius", "2km", "--category", "cinema,airport,neighbourhood", "--geojson"],
    ] {
      let r = Run(args)
      #expect(r.status == 0, "\(args)")
      let v = shell("python3 -c '\(check)'", input: r.stdout)
      #expect(v.status == 0, "\(args): \(v.stderr)")
    }
  }

  @Test func tsvHasAHeaderAndOneLineAPlace() {
    let r = Run(["query", "seoul", "--limit", "3", "--format", "tsv"])
    let lines = r.stdout.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
    #expect(lines.first == ["id", "kind", "title", "subtitle", "latitude", "longitude", "countryCode"])
    #expect(lines.count == 4)
    #expect(lines.dropFirst().allSatisfy { $0.count == 7 })
    #expect(lines.dropFirst().first?.first == "geonames:1835848")
    let near = Run(["nearby", "37.4979,127.0276", "--radius", "1km", "--format", "tsv"])
    let rows = near.stdout.split(separator: "\n").dropFirst()
    // Nearest first: the distance column sorts as the rows come.
    let distances = rows.compactMap { Double($0.split(separator: "\t").first ?? "") }
    #expect(!distances.isEmpty && distances == distances.sorted())
  }

  @Test func oneFormatAtATime() {
    let r = Run(["query", "seoul", "--json", "--geojson"])
    #expect(r.status == 64)
    #expect(r.stderr.hasPrefix("Error: give one output format"))
    let bad = Run(["query", "seoul", "--format", "xml"])
    #expect(bad.status == 64)
    #expect(bad.stderr.contains("--format must be text, json, geojson or tsv"))
    #expect(Run(["query", "seoul", "--format", "json"]).json["results"] != nil)
  }

  /// Runs a shell command, with `input` on its stdin.
  func shell(_ command: String, input: String = "") -> (status: Int32, stdout: String, stderr: String) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/bin/sh")
    p.arguments = ["-c", command]
    let inPipe = Pipe()
    let out = Pipe()
    let err = Pipe()
    p.standardInput = inPipe
    p.standardOutput = out
    p.standardError = err
    Run.launching.lock()
    defer { Run.launching.unlock() }
    do { try p.run() } catch { return (127, "", "\(error)") }
    inPipe.fileHandleForWriting.write(Data(input.utf8))
    try? inPipe.fileHandleForWriting.close()
    let o = out.fileHandleForReading.readDataToEndOfFile()
    let e = err.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return (p.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
  }
}
