import Testing

@testable import PlaceIndex

/// ``RegionAbbreviations``: a state's or province's newspaper abbreviation
/// after a comma.
@Suite struct RegionAbbreviationsTests {
  @Test func abbreviationsAfterACommaAreNames() {
    #expect(RegionAbbreviations.expanded("Truro, N.S.") == "Truro, Nova Scotia")
    #expect(RegionAbbreviations.expanded("Brandon, Man.") == "Brandon, Manitoba")
    #expect(RegionAbbreviations.expanded("Charlottetown, P.E.I.") == "Charlottetown, Prince Edward Island")
    #expect(RegionAbbreviations.expanded("Cairns, Qld") == "Cairns, Queensland")
    #expect(RegionAbbreviations.expanded("Dubbo, N.S.W., Australia") == "Dubbo, New South Wales, Australia")
    #expect(RegionAbbreviations.expanded("Tampa, Fla.") == "Tampa, Florida")
  }

  /// Not the same letters as a word, before any comma, undotted where a
  /// dot is the abbreviation's mark, nor one the qualifier reads itself
  /// (`Mich.` may be Michoacán).
  @Test func onlyAbbreviationsWhereTheyStand() {
    #expect(RegionAbbreviations.expanded("man utd") == nil)
    #expect(RegionAbbreviations.expanded("Man., Brandon") == nil)
    #expect(RegionAbbreviations.expanded("Brandon, man") == nil)
    #expect(RegionAbbreviations.expanded("Morelia, Mich.") == nil)
    #expect(RegionAbbreviations.expanded("Truro") == nil)
  }
}
