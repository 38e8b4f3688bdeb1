import Foundation
import Testing

/// A build from a GeoNames dump in the exact `allCountries.txt` layout
/// (`Tests/Scale/synthetic_geonames.py`), checking that memory stays within
/// about twice the finished index plus a fixed amount, and that progress
/// goes to stderr on a terminal only. CI builds 200,000 rows; set
/// `PLACESEARCH_SCALE_ROWS=13000000` for the allCountries-sized run (the
/// README's figures, with the release build).
@Suite struct ScaleBuildTests {
  static let rows = Int(ProcessInfo.processInfo.environment["PLACESEARCH_SCALE_ROWS"] ?? "") ?? 200_000

  /// The memory a build may take beyond twice its index: the Swift
  /// runtime, the code, the string tables and the buffers of one step.
  static let fixedMiB = 64.0

  static let dump: String = {
    let path = UserDataBuildTests.temporary("allCountries-\(rows).txt")
    let r = Run.program(
      "/usr/bin/env", ["python3", Run.root.appendingPathComponent("Tests/Scale/synthetic_geonames.py").path, String(rows), path])
    precondition(r.status == 0, "the synthetic dump could not be written: \(r.output)")
    return path
  }()

  @Test func aDumpBuildsWithinTwiceItsIndexInMemory() throws {
    let out = UserDataBuildTests.temporary("scale.idx")
    let r = Run(["index", "build", "--output", out, Self.dump], index: nil)
    #expect(r.status == 0, "\(r.stderr)")
    // "done: 200,000 places, … 21.0 MiB in 10.8 s, peak memory 52.5 MiB"
    let done = try #require(r.stderr.split(separator: "\n").first { $0.contains("done:") })
    #expect(done.contains(" places, "))
    let peak = try #require(Double(done.split(separator: " ").dropLast().last ?? ""))
    let size = Double((try FileManager.default.attributesOfItem(atPath: out)[.size] as? Int) ?? 0) / 1_048_576
    #expect(size > 0)
    #expect(peak <= 2 * size + Self.fixedMiB, "peak \(peak) MiB for an index of \(size) MiB")
    #expect(Run(["index", "verify"], index: out).status == 0)
    // The first row of the seeded dump, by its name.
    #expect(Run(["query", "sesuol siurmi", "--json"], index: out).results.first?["id"] as? String == "geonames:1")
  }

  @Test func progressGoesToATerminalOnly() throws {
    // Through `script`, stderr is a terminal: the progress line is drawn
    // in place (rows, rate, share, time left).
    let out = UserDataBuildTests.temporary("scale-tty.idx")
    let text = Run.program("/usr/bin/script", ["-qc", "'\(Run.binary.path)' index build --output '\(out)' '\(Self.dump)'", "/dev/null"]).output
    #expect(text.contains(" rows · "))
    #expect(text.contains("rows/s"))
    #expect(text.contains("100 %"))
    // Not a terminal: step lines only.
    let plain = Run(["index", "build", "--output", out, Self.dump], index: nil)
    #expect(!plain.stderr.contains("rows/s"))
    #expect(plain.stderr.contains("reading"))
  }
}
