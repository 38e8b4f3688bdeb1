import Testing

@testable import PlaceIndex

/// ``QwertyNeighbours`` and the short brand one key off that it lets
/// ``Brand/oneLetterOff(_:)`` read.
@Suite struct QwertyNeighboursTests {
  func b(_ c: Character) -> UInt8 { c.asciiValue! }

  @Test func keysSideBySide() {
    for n in "xvdf" { #expect(QwertyNeighbours.areNeighbours(b("c"), b(n))) }
    for n in "sgbzc" { #expect(!QwertyNeighbours.areNeighbours(b("c"), b(n))) }
    #expect(QwertyNeighbours.areNeighbours(b("q"), b("w")))
    #expect(QwertyNeighbours.areNeighbours(b("q"), b("a")))
    #expect(!QwertyNeighbours.areNeighbours(b("p"), b("z")))
    #expect(!QwertyNeighbours.areNeighbours(b("1"), b("2")))
  }

  /// cgv with its first key missed or a letter doubled; not a first
  /// letter far from c.
  @Test func aShortBrandAKeyOff() {
    #expect(Brand.oneLetterOff(Array("xgv".utf8)) == Array("cgv".utf8))
    #expect(Brand.oneLetterOff(Array("vgv".utf8)) == Array("cgv".utf8))
    #expect(Brand.oneLetterOff(Array("cgvv".utf8)) == Array("cgv".utf8))
    #expect(Brand.oneLetterOff(Array("ccgv".utf8)) == Array("cgv".utf8))
    #expect(Brand.oneLetterOff(Array("sgv".utf8)) == nil)
    #expect(Brand.oneLetterOff(Array("cgva".utf8)) == nil)
    #expect(Brand.oneLetterOff(Array("cgv".utf8)) == nil)
  }
}
