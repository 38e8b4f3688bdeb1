import Testing

@testable import PlaceIndex

/// Query forms of the peers' autocomplete suites: the word for airport
/// being typed after a city, and Spanish short forms of place names.
@Suite struct AirportWordOnItsWayTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  @Test func theWordForAirportBeingTyped() {
    #expect(top("karachi airp") == "airport:OPKC")
    #expect(top("shenyang airpo") == "airport:ZYTX")
    #expect(top("madrid aerop") == "airport:LEMD")
    #expect(top("nairobi intl") == "airport:HKJK")
    #expect(top("lahore internat") == "airport:OPLA")
    // Too few letters to say airport: the city.
    #expect(top("karachi ai") == "geonames:1174872")
  }

  @Test func whichWordsAreOnTheirWay() {
    func on(_ w: String) -> Bool { CandidateSearch.isAirportWordOnItsWay(Array(w.utf8)) }
    #expect(on("airp") && on("airpor") && on("intl") && on("aerop"))
    #expect(!on("air") && !on("airport") && !on("inter") && !on("aero"))
  }
}

@Suite struct SpanishAbbreviationTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  @Test func shortFormsReadLong() {
    #expect(top("cd. real") == "geonames:2519402")
    #expect(top("sto domingo") == "geonames:3492908")
    #expect(top("sta. ines") == "geonames:3389609")
    #expect(top("gral. san martin") == "geonames:3855056")
  }

  /// CD is also the Congo's code, which a last word may be.
  @Test func aCountryCodeStillNamesTheCountry() {
    #expect(top("15 avenue accasias, cd") == "geonames:203312")
  }
}

@Suite struct KoreanProvinceByTypeTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  /// A Korean 시도 by its short romanized name and an English type word:
  /// the name judged as a romanization on its own.
  @Test func aProvinceWithItsType() {
    #expect(top("chungbuk province") == "kr:43")
    #expect(top("gyeongnam province") == "kr:48")
    #expect(top("province of jeonnam") == "kr:46")
    // Regions abroad as before.
    #expect(top("kyoto prefecture") == "region:JP.22")
  }
}

@Suite struct QualifierWordsBeingTypedTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  /// The words after a comma, the last being typed, qualify the place
  /// before them; a name inverted after its comma is not one.
  @Test func aQualifierOfSeveralWordsBeingTyped() {
    #expect(top("vancouver, british col") == "geonames:6173331")
    #expect(top("san jose, united stat") == "geonames:5392171")
    #expect(top("taguatinga, federal distr") == "geonames:6698121")
    #expect(top("congo, republic of") != "region:CD.08")
  }
}

@Suite struct CityAndICAOCodeTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  /// A city and its airport's ICAO code, as a city and its IATA code
  /// already read.
  @Test func aCityAndItsAirportsICAOCode() {
    #expect(top("stockholm essa") == "airport:ESSA")
    #expect(top("durban fale") == "airport:FALE")
    #expect(top("stockholm arn") == "airport:ESSA")
    // The city alone is still the city.
    #expect(top("stockholm") == "geonames:2673730")
  }
}

@Suite struct TypoBeforeAWholeQualifierTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  /// A misspelt city before its country's or region's whole name, with no
  /// comma: the name is typed whole, as after a comma.
  @Test func aTypoBeforeACountryWithoutAComma() {
    #expect(top("saasebo japan") == "geonames:1852899")
    #expect(top("manbnheim germany") == "geonames:2873891")
    #expect(top("bengaluriu karnataka") == "geonames:1277333")
    // A short qualifier may be a code on its way: no typo is looked for.
    #expect(top("paris tx") == "geonames:4717560")
  }
}

@Suite struct FirstLetterTypoTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  /// A typo in a name's first letter: changed, or the letter left out.
  @Test func aTypoInTheFirstLetter() {
    #expect(top("uokohama") == "geonames:1848354")
    #expect(top("slicante") == "geonames:2521978")
    #expect(top("ishkek") == "geonames:1528675")
    // A word a name starts as typed keeps it.
    #expect(top("yokohama") == "geonames:1848354")
    #expect(top("bishkek") == "geonames:1528675")
  }
}

@Suite struct PlaceInAnAreaTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  /// `in` before the area is no word of the place's name, nor
  /// International abbreviated (an airport's name goes on so).
  @Test func inBeforeTheArea() {
    #expect(top("Los Angeles in United States") == "geonames:5368361")
    #expect(top("Tripoli in Libya") == "geonames:2210247")
    #expect(top("Hamilton in NZ") == "geonames:2190324")
  }

  /// A region's type in the words its own language writes it with.
  @Test func regionTypesInOtherLanguages() {
    #expect(top("Antalya ili") == "region:TR.07")
    #expect(top("Provinsi Bali") == "region:ID.02")
    #expect(top("Freistaat Thüringen") == "region:DE.15")
  }
}

@Suite struct CityCentreWordsTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  /// A word for a city's centre, before or after its name, in its own
  /// language: the city.
  @Test func aCityAndItsCentre() {
    #expect(top("Amsterdam centrum") == "geonames:2759794")
    #expect(top("Köln Innenstadt") == "geonames:2886242")
    #expect(top("centro storico Napoli") == "geonames:3172394")
    #expect(top("Marseille centre-ville") == "geonames:2995469")
    #expect(VenueWords.isGeneric(Normalizer.normalize("downtown")))
    #expect(!VenueWords.isGeneric(Normalizer.normalize("amsterdam")))
  }
}

@Suite struct LaterWordSlipTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  /// A key slipped in a later word of a name of several words: the name,
  /// not the first word's namesakes with the rest left out.
  @Test func aNameWithALaterWordSlipped() {
    #expect(top("fort wotth") == "geonames:4691930")  // Fort Worth
    #expect(top("bahia blanfa") == "geonames:3865086")  // Bahía Blanca
    #expect(top("fort worth") == "geonames:4691930")
  }

  /// Which queries go to the typo tier so: a first word that starts a
  /// name and exactly one later word of four letters or more that starts
  /// none.
  @Test func whichQueriesAreRead() {
    func slip(_ q: String) -> Bool {
      let search = CandidateSearch(index: KoreanTests.index, options: .init())
      return search.isLaterWordSlip(QueryReading.readings(of: q)[0])
    }
    #expect(slip("fort wotth"))
    #expect(!slip("fort worth"))  // nothing slipped
    #expect(!slip("fort wotth cqxzy"))  // two words start nothing
    #expect(!slip("qzxwv worth"))  // the first word starts nothing
    #expect(!slip("서울 강낭"))
  }
}

@Suite struct MunicipalityAndCountyWordsTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  /// A city with its municipality's words before or after its name, in
  /// its own language: the city.
  @Test func aCityByItsMunicipality() {
    #expect(top("Comune di Bologna") == "geonames:3181928")
    #expect(top("Stadt Wien") == "geonames:2761369")
    #expect(top("Oslo kommune") == "geonames:3143244")
    #expect(top("Kota Kinabalu") == "geonames:1733432")  // a name whole, not Kinabalu
    #expect(MunicipalWords.name(in: ["comune", "di", "bologna"].map { Array($0.utf8) }) == 2..<3)
    #expect(MunicipalWords.name(in: ["glasgow", "city", "council"].map { Array($0.utf8) }) == 0..<1)
    #expect(MunicipalWords.name(in: ["bologna"].map { Array($0.utf8) }) == nil)
  }

  /// A place with its second-level area written with its type, which the
  /// data lacks: read as the area's seat qualifying it.
  @Test func aPlaceWithItsCounty() {
    #expect(top("Sindelfingen, Landkreis Böblingen") == "geonames:2831948")
    #expect(top("Positano, provincia di Salerno") == "geonames:3170051")
    #expect(CandidateSearch.withoutSecondLevelTypes("Sindelfingen, Landkreis Böblingen") == "Sindelfingen, Böblingen")
    #expect(CandidateSearch.withoutSecondLevelTypes("Pasadena, Los Angeles County, California") == "Pasadena, Los Angeles, California")
    #expect(CandidateSearch.withoutSecondLevelTypes("Orange County") == nil)  // the place itself
    #expect(CandidateSearch.withoutSecondLevelTypes("Paris, Texas") == nil)
  }
}

@Suite struct PlaceNearABiggerOneTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  /// A place said to lie near a bigger one: the first, the one near the
  /// second, not the second nor a namesake elsewhere.
  @Test func thePlaceNearTheBiggerOne() {
    #expect(top("Fürth near Nuremberg") == "geonames:2923544")
    #expect(top("Offenbach bei Frankfurt") == "geonames:2857807")
    #expect(top("Kawasaki near Tokyo") == "geonames:1859642")  // in Kanagawa, which Tokyo does not qualify
    #expect(top("Hamilton near Toronto") == "geonames:5969782")  // Ontario's, not NSW's by Toronto, NSW
  }

  @Test func splitAroundThePhrase() {
    func split(_ q: String) -> (Range<Int>, Range<Int>)? {
      NearWords.split(q.split(separator: " ").map { Normalizer.normalize(String($0)) }).map { ($0.place, $0.near) }
    }
    #expect(split("versailles pres de paris").map { [$0.0, $0.1] } == [0..<1, 3..<4])
    #expect(split("near paris") == nil)  // nothing before it
    #expect(split("paris near") == nil)  // nothing after it
    #expect(split("new york") == nil)
  }
}

/// A French town with its département's number.
@Suite struct DepartmentNumberTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  @Test func theTownOfThatDepartement() {
    #expect(top("Montigny 95") == "geonames:2992404")  // Montigny-lès-Cormeilles, 95370
    #expect(top("Saint-Pierre 974") == "geonames:935214")  // Réunion's
    #expect(top("Nice 06") == "geonames:2990440")
  }

  @Test func whichWordsAreNumbers() {
    func prefix(_ w: String) -> String? { CandidateSearch.departmentPrefix(Array(w.utf8)).map { String(decoding: $0, as: UTF8.self) } }
    #expect(prefix("64") == "64")
    #expect(prefix("2a") == "20")
    #expect(prefix("974") == "974")
    #expect(prefix("96") == nil)
    #expect(prefix("00") == nil)
    #expect(prefix("20") == nil)  // Corsica is 2A or 2B
    #expect(prefix("977") == nil)
    #expect(prefix("6") == nil)
  }
}

/// An airport's code in brackets after the place it serves, as flight
/// searches print one.
@Suite struct BracketedAirportCodeTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  @Test func theAirportNotTheCity() {
    #expect(top("Stockholm (NYO)") == "airport:ESKN")  // Skavsta, 100 km out
    #expect(top("Frankfurt (HHN)") == "airport:EDFH")
    #expect(top("Tokyo (HND)") == "airport:RJTT")  // not the district of Haneda
  }

  @Test func onlyAnAirportNearThePlace() {
    #expect(top("Springfield (XYZ)")?.hasPrefix("geonames:") == true)  // no such airport
    #expect(top("Oslo") == "geonames:3143244")
  }
}

/// An airport by its city and a name of its own that no one name has
/// together.
@Suite struct AirportAcrossNamesTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  @Test func theCityAndTheNickname() {
    #expect(top("narita toky") == "airport:RJAA")
    #expect(top("suvarnabhumi bangk") == "airport:VTBS")
    #expect(top("el prat barcel") == "airport:LEBL")
    // Every word matched: none is shown as left out.
    let cdg = KoreanTests.index.complete("Paris Charles de Gaulle Airport", options: .init(limit: 1)).first
    #expect(cdg?.id == "airport:LFPG" && cdg?.tier == .anyOrder && cdg?.unmatchedWords == [])
  }

  /// A letter left out starts some name of most airports: no sign.
  @Test func notByOneLetter() {
    #expect(top("l.a. c.a.")?.hasPrefix("airport:") == false)
  }
}

/// A city by its metropolitan area's name, as its bodies and the press
/// write it.
@Suite struct MetropolitanAreaWordsTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  @Test func theCityOfTheArea() {
    #expect(top("Grande Lisboa") == "geonames:2267057")  // not Campo Grande
    #expect(top("Gran Santiago") == "geonames:3871336")
    #expect(top("Città metropolitana di Milano") == "geonames:3173435")  // not Barriera di Milano
    #expect(top("Area metropolitana di Roma") == "geonames:3169070")
  }

  @Test func theWordsAreRead() {
    func name(_ q: String) -> Range<Int>? { MunicipalWords.name(in: q.split(separator: " ").map { Normalizer.normalize(String($0)) }) }
    #expect(name("citta metropolitana di torino") == 3..<4)
    #expect(name("tokyo metropolis") == 0..<1)
    #expect(name("greater manchester") == 1..<2)
    #expect(name("grand rapids") == nil)  // not a metropolitan word: a name
  }
}

/// A name with its article moved after it, as a sorted list writes it, and
/// what a traveller asks around a place's name.
@Suite struct ArticleLastAndTravelWordsTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  @Test func theArticleMovedBack() {
    #expect(top("Palmas, Las") == "geonames:2515270")
    #expect(top("Havre, Le") == "geonames:3003796")
    #expect(top("Coruña (A)") == "geonames:3119841")
    #expect(top("Paris, Texas") == "geonames:4717560")  // no article
    #expect(CandidateSearch.articleMovedBack("Angeles, Los") == "Los Angeles")
    #expect(CandidateSearch.articleMovedBack("Kut (Al)") == "Al Kut")
    #expect(CandidateSearch.articleMovedBack("Paris, Texas") == nil)
    #expect(CandidateSearch.articleMovedBack(", la") == nil)
  }

  @Test func travelWordsAroundThePlace() {
    #expect(top("busan 3 days itinerary") == "geonames:1838524")
    #expect(top("gangneung food") == "geonames:1843137")
    // Tours the city, after an address.
    #expect(top("7 Rue Alleron Tours") == "geonames:2972191")
  }
}

/// The word for airport in other languages and scripts, and an airport's
/// code before the city it serves.
@Suite struct AirportWordsAndCodesTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  @Test func theWordForAirportInOtherLanguages() {
    #expect(top("aeroporto di Sofia") == "airport:LBSF")
    #expect(top("аэропорт Рига") == "airport:EVRA")
    #expect(top("Tiflis Havalimanı") == "airport:UGTB")
    #expect(top("悉尼机场") == "airport:YSSY")
    #expect(top("ダブリン空港") == "airport:EIDW")
    #expect(top("aéroport d'Orly") == "airport:LFPO")
  }

  /// The code first, the city after it whole or on its way; not a name
  /// the words start as typed (`new orl`).
  @Test func theCodeThenTheCity() {
    #expect(top("MUC Mun") == "airport:EDDM")
    #expect(top("BVA paris") == "airport:LFOB")
    #expect(top("SEN london") == "airport:EGMC")
    #expect(top("new orl") == "geonames:4335045")
    #expect(top("mexico city, mex") == "geonames:3530597")
  }
}

/// A region's newspaper abbreviation after a comma, and ö, ø, ü written
/// as two letters.
@Suite struct RegionAbbreviationAndDigraphQueryTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  @Test func newspaperAbbreviations() {
    #expect(top("Truro, N.S.") == "geonames:6169587")
    #expect(top("Brandon, Man.") == "geonames:5907896")
    #expect(top("Cairns, Qld") == "geonames:2172797")
    #expect(top("Morelia, Mich.") == "geonames:3995402")
  }

  @Test func vowelDigraphs() {
    #expect(top("koege") == "geonames:2618415")
    #expect(top("gjoevik") == "geonames:3155573")
    #expect(top("kon kaen") == "geonames:1609776")
  }
}

/// A region's name on its way, in several words: not a place and a
/// country being typed; and a name in Hanja read by its Hangul gloss.
@Suite struct RegionOnItsWayTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  @Test func theRegionsName() {
    #expect(top("south aust") == "region:AU.05")
    #expect(top("mato grosso do s") == "region:BR.11")
    // A qualifier still qualifies: Georgia of the United States.
    #expect(top("georgia us") == "region:US.GA")
    #expect(top("springfield mo") == top("springfield, missouri"))
  }

  @Test func hanjaByItsGloss() {
    #expect(["kr:41550", "geonames:1846912"].contains(top("安城(안성)")))  // not Anjō
    #expect(top("瀋陽(선양)") == "geonames:2034937")
  }
}

/// An airport named by its city and a name of its own, where a place by
/// the airport bears that name.
@Suite struct AirportNamesakeTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  @Test func theAirportOverItsNamesake() {
    #expect(top("Tokyo Haneda") == "airport:RJTT")
    #expect(top("moscow vnukovo") == "airport:UUWW")
    #expect(top("Ankara Esenboga") == "airport:LTAC")
  }

  /// Not the city the airport serves, nor a city by its own whole name.
  @Test func citiesStayCities() {
    #expect(top("perth, sco") == "geonames:2640358")
    #expect(top("Bloomington, IL") == "geonames:4885164")
    #expect(top("frankfurt am main") != "airport:EDDF")
  }
}
