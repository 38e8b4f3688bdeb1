import Testing

@testable import PlaceIndex

/// ``VenueWords`` and ``Elision``: the words of a query that name a venue
/// the data does not have, and articles elided onto a word.
@Suite struct VenueWordsTests {
  func street(_ q: String) -> (words: [Int], open: [Int]) { StreetWordsTests.street(q) }

  @Test func aTypeBeforeTheNameStartsAVenueLeftOpen() {
    // The type and the word after it; the rest up to the last word is
    // open (the rest of the name, or the start of the place's).
    #expect(street("Église Saint-Michel Hambourg") == ([0, 1], [2]))
    #expect(street("Hôtel de ville Liège") == ([0, 1], [2]))
    #expect(street("Palazzo Vecchio Firenze") == ([0, 1], []))
    // As a street's: only at the start of its part, or after a number.
    #expect(street("firenze palazzo vecchio").words == [])
    // Nothing after the name, no venue: the words may be a place's.
    #expect(street("Jardin exotique").words == [])
  }

  @Test func aTypeAfterTheNameEndsNoVenue() {
    // Towns end in these words (Winter Garden, New Castle).
    #expect(street("winter garden fl").words == [])
    #expect(street("new castle, de").words == [])
  }

  @Test func venueWordsAndLandformsNameNothing() {
    for w in ["beach", "musee", "cathedral", "island"] {
      #expect(VenueWords.isGeneric(Array(w.utf8)), "\(w)")
      #expect(NamingWords.namesNothing(Array(w.utf8), at: 1, of: 2), "\(w)")
    }
    for w in ["haeundae", "blois", "saint"] { #expect(!VenueWords.isGeneric(Array(w.utf8)), "\(w)") }
  }

  @Test func theTablesAreInNormalForm() {
    for w in VenueWords.before.union(VenueWords.after).union(VenueWords.landforms).union(Elision.articles) {
      #expect(Normalizer.normalize(String(decoding: w, as: UTF8.self)) == w, "\(String(decoding: w, as: UTF8.self))")
    }
  }

  @Test func anElidedArticleIsReadApartWhenTheJoinedWordStartsNoName() {
    let names: [[UInt8]] = ["laquila", "lhay les roses", "xian"].map { Array($0.utf8) }
    func split(_ q: String) -> String? {
      Elision.split(q) { w in names.contains { $0.starts(with: w) } }
    }
    #expect(split("Château d'Angers") == "Château d Angers")
    #expect(split("Musée d’art de la ville d’Hiroshima") == "Musée d art de la ville d Hiroshima")
    #expect(split("Basilica dell'Osservanza, Bologna") == "Basilica dell Osservanza, Bologna")
    #expect(split("(d'angers)") == "(d angers)")
    // Names written with their article keep it; so does a word whose
    // letters before the apostrophe are no article, or an apostrophe
    // that ends a word.
    #expect(split("L'Aquila") == nil)
    #expect(split("via roma l'aquila") == nil)
    #expect(split("Xi'an") == nil)
    #expect(split("d' angers") == nil)
    #expect(split("rue d'") == nil)
    #expect(split("angers") == nil)
  }
}

/// ``CandidateSearch/cinemaWords``: its written-out Korean states are the
/// ones the IME shows on the way to each word, from the second scalar.
@Suite struct CinemaWordsTests {
  @Test(arguments: CandidateSearch.koreanCinemaWords)
  func everyStateFromTheSecondScalarIsAWord(_ word: String) {
    let states = HangulIME.states(typing: word).filter { $0.unicodeScalars.count >= 2 }
    #expect(!states.isEmpty)
    for s in states {
      #expect(CandidateSearch.cinemaWords.contains(Normalizer.normalize(s)), "\(word): \(s)")
    }
    // Not the first key or syllable alone: 영 and 극 start other words.
    #expect(!CandidateSearch.cinemaWords.contains(Normalizer.normalize(String(word.unicodeScalars.first!))))
  }

  /// The Korean entries are those states and nothing else.
  @Test func noOtherKoreanEntries() {
    let states = Set(
      CandidateSearch.koreanCinemaWords.flatMap { HangulIME.states(typing: $0) }
        .filter { $0.unicodeScalars.count >= 2 }.map { Normalizer.normalize($0) })
    let korean = CandidateSearch.cinemaWords.filter { w in w.contains { $0 >= 0x80 } }
    #expect(korean == states)
  }

  /// A letter no romanization uses (f, q, v, x, z) says a query spells no
  /// Korean name, unless it stands only in words that name nothing on
  /// their own: `Bukchon Hanok Village` may be Korean, `Frankfurt Park`
  /// and `Village Vanguard` may not, nor anything typed with a diacritic.
  @Test func aDescriptionDoesNotSayAQueryIsNotKorean() {
    func romanizable(_ q: String) -> Bool { QueryReading.readings(of: q).first?.romanizable == true }
    #expect(romanizable("Bukchon Hanok Village"))
    #expect(romanizable("Seoul Forest Park"))
    #expect(romanizable("haeundae beach"))
    #expect(!romanizable("frankfurt park"))
    #expect(!romanizable("Village Vanguard"))
    #expect(!romanizable("münchen forest park"))
    #expect(!romanizable("village"))
  }
}
