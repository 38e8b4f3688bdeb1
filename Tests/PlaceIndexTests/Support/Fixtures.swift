#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@testable import PlaceIndex

/// A small gazetteer in the layouts of `Data/`, written to a temporary folder
/// and built into an index once per test run.
enum Fixtures {
  static let cities = """
    1835848\tSeoul\t\t서울,Seúl,SEL,Sŏul,syul\t37.566\t126.9784\tP\tPPLC\tKR\t\t11\t\t\t\t10349312\t\t\tAsia/Seoul\t
    1838524\tBusan\t\t부산,Pusan\t35.10168\t129.03004\tP\tPPLA\tKR\t\t10\t\t\t\t3678555\t\t\tAsia/Seoul\t
    5128581\tNew York City\t\tNYC,New York,Nueva York\t40.71427\t-74.00597\tP\tPPL\tUS\t\tNY\t\t\t\t8804190\t\t\tAmerica/New_York\t
    4951788\tSpringfield\t\t\t42.10148\t-72.58981\tP\tPPL\tUS\t\tMA\t\t\t\t155929\t\t\tAmerica/New_York\t
    9999998\tSpringfield\t\t\t42.11\t-72.6\tP\tPPL\tUS\t\tMA\t\t\t\t150000\t\t\tAmerica/New_York\t
    4250542\tSpringfield\t\t\t39.80172\t-89.64371\tP\tPPL\tUS\t\tIL\t\t\t\t114394\t\t\tAmerica/Chicago\t
    2657896\tZürich\tZurich\tZurigo\t47.36667\t8.55\tP\tPPL\tCH\t\t25\t\t\t\t341730\t\t\tEurope/Zurich\t
    2988507\tParis\t\tParigi\t48.85341\t2.3488\tP\tPPLC\tFR\t\t11\t\t\t\t2138551\t\t\tEurope/Paris\t
    4717560\tParis\t\t\t33.66094\t-95.55551\tP\tPPL\tUS\t\tTX\t\t\t\t24782\t\t\tAmerica/Chicago\t
    2633352\tYork\t\t\t53.95763\t-1.08271\tP\tPPL\tGB\t\tENG\t\t\t\t153717\t\t\tEurope/London\t
    9999999\tMount Nowhere\t\t\t10\t10\tT\tMT\tFR\t\t11\t\t\t\t0\t\t\tEurope/Paris\t

    """
  static let countries = """
    # a comment
    #ISO\tISO3\tISO-Numeric\tfips\tCountry\tCapital\tArea(in sq km)\tPopulation\tContinent\ttld\tCurrencyCode\tCurrencyName\tPhone\tPostal Code Format\tPostal Code Regex\tLanguages\tgeonameid\tneighbours\tEquivalentFipsCode
    CH\tCHE\t756\tSZ\tSwitzerland\tBern\t41290\t8516543\tEU\t.ch\tCHF\tFranc\t41\t\t\tde-CH\t2658434\t\t
    FR\tFRA\t250\tFR\tFrance\tParis\t547030\t66987244\tEU\t.fr\tEUR\tEuro\t33\t\t\tfr-FR\t3017382\t\t
    GB\tGBR\t826\tUK\tUnited Kingdom\tLondon\t244820\t66488991\tEU\t.uk\tGBP\tPound\t44\t\t\ten-GB\t2635167\t\t
    KR\tKOR\t410\tKS\tSouth Korea\tSeoul\t98480\t51635256\tAS\t.kr\tKRW\tWon\t82\t\t\tko-KR\t1835841\t\t
    US\tUSA\t840\tUS\tUnited States\tWashington\t9629091\t327167434\tNA\t.us\tUSD\tDollar\t1\t\t\ten-US\t6252001\t\t

    """
  static let regions = """
    CH.25\tZurich\tZurich\t
    FR.11\tÎle-de-France\tIle-de-France\t
    GB.ENG\tEngland\tEngland\t
    KR.10\tBusan\tBusan\t
    KR.11\tSeoul\tSeoul\t
    US.IL\tIllinois\tIllinois\t
    US.MA\tMassachusetts\tMassachusetts\t
    US.NY\tNew York\tNew York\t
    US.TX\tTexas\tTexas\t

    """
  static let countryNames = """
    1\t1835841\tko\t대한민국\t\t\t\t\t\t
    2\t1835841\tja\t韓国\t\t\t\t\t\t
    3\t3017382\tde\tFrankreich\t\t\t\t\t\t
    4\t3017382\tlink\thttps://example.org/France\t\t\t\t\t\t

    """
  static let airports = """
    iata\ticao\tname\tcity\tsubd\tcountry\tlatitude\tlongitude\televation\ttimezone
    ICN\tRKSI\tIncheon International Airport\tSeoul\tIncheon\tKR\t37.4691\t126.451\t23\tAsia/Seoul
    JFK\tKJFK\tJohn F Kennedy International Airport\tNew York\tNew-York\tUS\t40.6398\t-73.7789\t13\tAmerica/New_York

    """
  static let cinemas = """
    slug\tbrand\tname\tname_en\tlatitude\tlongitude
    cgv-gangnam\tCGV\tCGV 강남\tCGV Gangnam\t37.501670\t127.026383
    megabox-gangnam\tMegabox\t메가박스 강남\tMegabox Gangnam\t37.498125\t127.026565
    megabox-coex\tMegabox\t메가박스 코엑스\tMegabox COEX\t37.512909\t127.058698

    """

  static let files = [
    "cities1000.txt": cities, "countryInfo.txt": countries, "admin1CodesASCII.txt": regions,
    "countryNames.txt": countryNames, "airports.tsv": airports, "cinemas.tsv": cinemas,
  ]

  /// A new empty temporary folder.
  static func temporaryDirectory() -> String {
    var template = Array("/tmp/placesearch-test-XXXXXX".utf8CString)
    return template.withUnsafeMutableBufferPointer { buf in
      String(cString: mkdtemp(buf.baseAddress!)!)
    }
  }

  static func write(_ text: String, to path: String) {
    let f = fopen(path, "w")!
    _ = text.utf8CString.withUnsafeBufferPointer { fputs($0.baseAddress!, f) }
    fclose(f)
  }

  /// A data folder holding the fixture files.
  static func dataDirectory() -> String {
    let dir = temporaryDirectory()
    for (name, text) in files { write(text, to: "\(dir)/\(name)") }
    return dir
  }

  /// The fixture index, built once.
  static let index: PlaceIndex = {
    let dir = dataDirectory()
    let path = "\(dir)/places.idx"
    do {
      _ = try IndexBuilder.build(dataDirectory: dir, output: path)
      return try PlaceIndex(path: path)
    } catch {
      fatalError("fixture index: \(error)")
    }
  }()
}
