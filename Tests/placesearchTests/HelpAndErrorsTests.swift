import Foundation
import Testing

/// Every row of the README's table of bad inputs, and help and version.
@Suite struct HelpAndErrorsTests {
  struct BadInput: CustomTestStringConvertible, Sendable {
    var args: [String]
    var status: Int32
    var message: String
    var testDescription: String { args.joined(separator: " ") }
  }

  static let badInputs: [BadInput] = [
    BadInput(args: ["query"], status: 64, message: "Error: the query is empty."),
    BadInput(args: ["query", "   "], status: 64, message: "Error: the query is empty."),
    BadInput(args: ["query", "!!!"], status: 64, message: "has no letters or digits"),
    BadInput(args: ["nearby", "91,0"], status: 64, message: "latitude must be between -90 and 90, got 91."),
    BadInput(args: ["nearby", "0,181"], status: 64, message: "longitude must be between -180 and 180, got 181."),
    BadInput(args: ["nearby", "nan,0"], status: 64, message: "latitude must be a number"),
    BadInput(args: ["nearby", "abc,1"], status: 64, message: "latitude must be a number"),
    BadInput(args: ["nearby", "37.5"], status: 64, message: "must be LAT,LON"),
    BadInput(args: ["nearby"], status: 64, message: "give a point"),
    BadInput(args: ["nearby", "37,127", "--radius", "0"], status: 64, message: "--radius must be more than 0"),
    BadInput(args: ["nearby", "37,127", "--radius", "-5km"], status: 64, message: "--radius must be more than 0"),
    BadInput(args: ["nearby", "37,127", "--radius", "50000km"], status: 64, message: "--radius must be at most 20000km"),
    BadInput(args: ["nearby", "37,127", "--radius", "far"], status: 64, message: "--radius must be a distance"),
    BadInput(args: ["query", "seoul", "--limit", "0"], status: 64, message: "--limit must be a whole number from 1 to 1000"),
    BadInput(args: ["query", "seoul", "--limit", "100000"], status: 64, message: "--limit must be a whole number from 1 to 1000"),
    BadInput(args: ["query", "seoul", "--limit", "-3"], status: 64, message: "--limit must be a whole number"),
    BadInput(args: ["query", "seoul", "--near", "100,0"], status: 64, message: "latitude must be between"),
    BadInput(args: ["query", "seoul", "--type", "shop"], status: 64, message: "--type must be address, poi or all"),
    BadInput(args: ["query", "seoul", "--country", "Korea"], status: 64, message: "--country must be a two-letter"),
    BadInput(args: ["nearby", "37,127", "--category", "cinemaa"], status: 64, message: "Did you mean 'cinema'?"),
    BadInput(args: ["nearby", "37,127", "--brand", "imax"], status: 64, message: "unknown brand"),
    BadInput(args: ["query", "seoul", "--limt", "3"], status: 64, message: "Unknown option '--limt'. Did you mean '--limit'?"),
    BadInput(args: ["qurey", "seoul"], status: 64, message: "Did you mean 'query'?"),
    BadInput(args: ["resolve", "geonames:999999999"], status: 1, message: "No place has the id 'geonames:999999999'."),
    BadInput(args: ["resolve", "cinema:nowhere"], status: 1, message: "No place has the id"),
    // reverse takes its point as nearby does, with the same messages.
    BadInput(args: ["reverse", "91,0"], status: 64, message: "latitude must be between -90 and 90, got 91."),
    BadInput(args: ["reverse", "abc"], status: 64, message: "must be LAT,LON"),
    BadInput(args: ["reverse", "abc,1"], status: 64, message: "latitude must be a number"),
    BadInput(args: ["reverse"], status: 64, message: "give a point"),
    BadInput(args: ["reverse", "1", "2", "3"], status: 64, message: "got 3 values"),
    BadInput(args: ["reverse", String(repeating: "1", count: 100_000) + ",1"], status: 64, message: "…'."),
    BadInput(args: ["resolve", "kr:99999"], status: 1, message: "No place has the id 'kr:99999'."),
    // Hostile numbers (issue 11): not-a-number, infinities, hex, stray commas.
    BadInput(args: ["nearby", "inf,0"], status: 64, message: "latitude must be a number in decimal degrees, got 'inf'."),
    BadInput(args: ["nearby", "-inf,0"], status: 64, message: "latitude must be a number in decimal degrees, got '-inf'."),
    BadInput(args: ["nearby", "1e400,0"], status: 64, message: "latitude must be a number in decimal degrees, got '1e400'."),
    BadInput(args: ["nearby", "0x10,5"], status: 64, message: "latitude must be a number in decimal degrees, got '0x10'."),
    BadInput(args: ["nearby", "0,-nan"], status: 64, message: "longitude must be a number in decimal degrees, got '-nan'."),
    BadInput(args: ["nearby", "37.5,,127"], status: 64, message: "must be LAT,LON"),
    BadInput(args: ["nearby", "37.5,127,"], status: 64, message: "must be LAT,LON"),
    BadInput(args: ["nearby", ",", "37.5,127"], status: 64, message: "latitude must be a number"),
    BadInput(args: ["nearby", "37,127", "--radius", "1e400"], status: 64, message: "--radius must be a distance"),
    BadInput(args: ["nearby", "37,127", "--radius", "nan"], status: 64, message: "--radius must be a distance"),
    BadInput(args: ["nearby", "37,127", "--radius", "20001km"], status: 64, message: "--radius must be at most 20000km"),
    BadInput(args: ["query", "seoul", "--limit", "9223372036854775808"], status: 64, message: "--limit must be a whole number"),
    BadInput(args: ["query", "seoul", "--limit", "-9223372036854775808"], status: 64, message: "--limit must be a whole number"),
    BadInput(args: ["reverse", "nan", "1"], status: 64, message: "latitude must be a number"),
    BadInput(args: ["query", "seoul", "--near", "inf,1"], status: 64, message: "latitude must be a number"),
    BadInput(args: ["resolve", "kr-zip:00000"], status: 1, message: "No place has the id"),
  ]

  @Test(arguments: badInputs)
  func badInput(_ b: BadInput) {
    let r = Run(b.args)
    #expect(r.status == b.status)
    #expect(r.stderr.contains(b.message), "\(r.stderr)")
    #expect(r.stdout.isEmpty)
    if b.status == 64 { #expect(r.stderr.contains("Usage: placesearch")) }
    #expect(r.stderr.split(separator: "\n").count <= 2)
  }

  /// A query past ``QueryLimits`` is read up to them, with a note.
  @Test func longQueriesAreCutWithANote() {
    let r = Run(["query", Array(repeating: "seoul", count: 5_000).joined(separator: " "), "--limit", "1"])
    #expect(r.status == 0 || r.status == 1)
    #expect(r.stderr.contains("note: only the first 16 words and 200 characters of the query are read."))
    #expect(r.stderr.split(separator: "\n").count == 1)
    let echoed = Run(["query", String(repeating: "zq", count: 50_000)])
    #expect(echoed.status == 1)
    // The message echoes at most 40 characters of what was typed.
    #expect(echoed.stderr.utf8.count < 300, "\(echoed.stderr.prefix(300))")
  }

  /// Arguments that are not UTF-8 are read with U+FFFD in place of the bad
  /// bytes, never a crash.
  @Test func invalidUTF8Arguments() throws {
    // Through the shell, so that the bytes reach the process as they are.
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/bin/sh")
    p.arguments = ["-c", #""$0" query "$(printf 'se\377\376oul')" --limit 1 >/dev/null 2>&1; echo $?"#, Run.binary.path]
    p.environment = ["PLACESEARCH_INDEX": Run.realIndex]
    let out = Pipe()
    p.standardOutput = out
    try p.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    let status = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(status == "0" || status == "1", "exit \(status)")
  }

  @Test func missingIndex() {
    let r = Run(["query", "seoul"], index: "/nonexistent/places.idx")
    #expect(r.status == 66)
    #expect(r.stderr.hasPrefix("Error: no index at /nonexistent/places.idx"))
  }

  @Test(arguments: [0, 100, 4096, -1])
  func corruptIndex(keep: Int) throws {
    let bytes = try Data(contentsOf: URL(fileURLWithPath: Run.realIndex))
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("corrupt-\(getpid())-\(keep).idx").path
    try bytes.prefix(keep >= 0 ? keep : bytes.count - 1).write(to: URL(fileURLWithPath: path))
    let r = Run(["query", "seoul"], index: path)
    #expect(r.status == 65)
    #expect(r.stderr.hasPrefix("Error: "))
    #expect(r.stderr.contains("rebuild it with 'placesearch index build'"))
  }

  @Test(arguments: ["query", "resolve", "nearby", "reverse", "index"])
  func helpOfEachCommand(_ command: String) {
    let r = Run([command, "--help"])
    #expect(r.status == 0)
    #expect(r.stdout.contains("Usage: placesearch \(command)"))
    #expect(r.stdout.contains("Examples:"))
  }

  @Test func toolHelpAndVersion() {
    let h = Run(["--help"])
    #expect(h.status == 0 && h.stdout.contains("Commands:"))
    let v = Run(["--version"])
    #expect(v.status == 0 && v.stdout.hasPrefix("placesearch "))
  }

  @Test func indexInfoAndVerify() {
    let info = Run(["index", "info", "--json"]).json
    #expect((info["places"] as? Int ?? 0) > 180_000)
    let kinds = info["placesByKind"] as? [String: Int] ?? [:]
    #expect((kinds["city"] ?? 0) > 170_000 && (kinds["airport"] ?? 0) > 7_000 && kinds["cinema"] == 26)
    #expect((kinds["country"] ?? 0) > 200 && (kinds["region"] ?? 0) > 2_000)
    let verify = Run(["index", "verify"])
    #expect(verify.status == 0 && verify.stdout.contains("ok"))
  }
}
