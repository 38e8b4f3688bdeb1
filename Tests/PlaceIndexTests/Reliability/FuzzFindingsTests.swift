import Testing

@testable import PlaceIndex

/// What the fuzzers found (Tests/Reliability/fuzz.sh), each kept as a
/// regression test named after what it caught.
@Suite struct FuzzFindingsTests {
  /// The index fuzzer: an index whose section table is bad was freed twice
  /// (once by the failing init, once by `deinit`). Under
  /// `swift test --sanitize=address` this is a double free.
  @Test func aRejectedIndexIsFreedOnce() throws {
    var bytes = try readFile(Fixtures.index.path)
    // A section that lies past the end of the file.
    let row = IndexFormat.headerSize
    for b in 0..<8 { bytes[row + 16 + b] = 0xFF }
    for _ in 0..<100 {
      #expect(throws: IndexError.self) { try PlaceIndex(bytes: bytes, name: "bad") }
    }
    #expect(throws: IndexError.self) { try PlaceIndex(bytes: Array(bytes.prefix(10)), name: "short") }
  }

  /// An index opened from memory answers as the same file opened from disk.
  @Test func anIndexInMemoryAnswersAsItsFile() throws {
    let bytes = try readFile(Fixtures.index.path)
    let memory = try PlaceIndex(bytes: bytes)
    for q in ["seoul", "서울", "역삼동"] {
      #expect(memory.complete(q).map(\.id) == Fixtures.index.complete(q).map(\.id))
    }
    try memory.verify()
    try memory.validate()
  }
}
