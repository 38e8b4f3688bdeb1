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
    4273837\tKansas City\t\t\t39.11417\t-94.62746\tP\tPPLA2\tUS\t\tKS\t\t\t\t152960\t\t\tAmerica/Chicago\t
    4393217\tKansas City\t\t\t39.09973\t-94.57857\tP\tPPL\tUS\t\tMO\t\t\t\t508090\t\t\tAmerica/Chicago\t
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
    US.KS\tKansas\tKansas\t
    US.MA\tMassachusetts\tMassachusetts\t
    US.MO\tMissouri\tMissouri\t
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

  /// Korean address levels: 서울특별시 › 강남구 › 역삼동 and 신사동, 부산광역시 ›
  /// 해운대구 › 우동, 경기도 › 성남시 › 분당구 › 판교동 (a 시 above a 일반구).
  static let koreanAreas = """
    code\tlevel\tname\tparent\tlatitude\tlongitude\tsouth\twest\tnorth\teast\taddresses\tformer
    11\t1\t서울특별시\t\t37.55\t127.0\t37.4\t126.8\t37.7\t127.2\t500000\t
    11680\t2\t강남구\t11\t37.5\t127.04\t37.48\t127.01\t37.53\t127.06\t20000\t
    11680101\t3\t역삼동\t11680\t37.4999\t127.0376\t37.489\t127.024\t37.51\t127.053\t4751\t
    11680107\t3\t신사동\t11680\t37.52\t127.025\t37.51\t127.01\t37.53\t127.04\t2000\t
    26\t1\t부산광역시\t\t35.18\t129.07\t35.0\t128.8\t35.4\t129.3\t300000\t
    26350\t2\t해운대구\t26\t35.17\t129.15\t35.15\t129.12\t35.2\t129.17\t9000\t
    26350105\t3\t우동\t26350\t35.17\t129.15\t35.15\t129.12\t35.2\t129.17\t3000\t
    41\t1\t경기도\t\t37.4\t127.2\t36.9\t126.5\t38.3\t127.9\t1300000\t
    41130\t2\t성남시\t41\t37.39\t127.1\t37.38\t127.09\t37.40\t127.11\t40000\t
    41135\t2\t분당구\t41130\t37.39\t127.1\t37.38\t127.09\t37.40\t127.11\t8000\t
    41135108\t3\t판교동\t41135\t37.39\t127.1\t37.38\t127.09\t37.40\t127.11\t900\t
    42\t1\t강원특별자치도\t\t37.8\t128.2\t37.0\t127.0\t38.6\t129.4\t400000\t강원도

    """
  /// Rectangles, as "lat,lon" then steps, in 1e-5 degrees.
  static let koreanBoundaries = """
    code\trings...
    11680101\t3748900,12702400 2100,0 0,2900 -2100,0
    11680107\t3751000,12701000 2000,0 0,3000 -2000,0
    26350105\t3515000,12912000 5000,0 0,5000 -5000,0
    41135108\t3738000,12709000 2000,0 0,2000 -2000,0

    """
  static let koreanRoads = """
    sigungu\troad\taddresses\temd\tzips\tbuildings
    11680\t테헤란로\t192\t11680101:107,11680107:5\t06236,06134\t1:1,152:0,160:1
    11680\t역삼로\t50\t11680101:50\t06236\t1:0
    26350\t해운대로\t300\t26350105:300\t48094\t1:0
    41135\t판교역로\t80\t41135108:80\t13529\t1:0
    41130\t판교역로\t4\t\t13529\t1:0
    11680\t역삼로20가길\t10\t11680101:10\t06236\t1:0
    11680\t장평1로12길\t5\t11680101:5\t06236\t1:0
    11680\t청라한내로161번길\t3\t\t06236\t1:0

    """
  static let koreanPostcodes = """
    zip\tsigungu\taddresses\temd
    06236\t11680\t36\t11680101:36
    06134\t11680\t10\t11680101:10
    48094\t26350\t5\t26350105:5
    10010\t11680\t3\t11680101:3

    """
  /// US ZIP codes and French postcodes of cities, as `postcodes.tsv` gives
  /// them: 10010 is New York City's and a Korean ZIP code's too.
  static let postcodes = """
    # geonameid, country, postcodes
    geonameid\tcountry\tpostcodes
    2988507\tFR\t75001,75008
    4717560\tUS\t75460,75461
    5128581\tUS\t10001,10010

    """
  static let koreanAirportNames = """
    iata\tname\tshort
    ICN\t인천국제공항\t인천공항

    """

  /// Île-de-France's ISO 3166-2 letters (FR-IDF), as `regionCodes.txt`
  /// gives a numbered region's.
  static let regionCodes = "# admin1 code, ISO 3166-2 subdivision code\nFR.11\tIDF\n"

  /// Other names of regions, as `regionNames.txt` gives them (pycountry's
  /// ISO 3166-2 names and their translations).
  static let regionNames = "# code, language, name\nUS.IL\tko\t일리노이\nCH.25\tiso\tZürich (Kanton)\n"

  static let files = [
    "cities1000.txt": cities, "postcodes.tsv": postcodes, "countryInfo.txt": countries, "admin1CodesASCII.txt": regions,
    "regionCodes.txt": regionCodes, "regionNames.txt": regionNames,
    "countryNames.txt": countryNames, "airports.tsv": airports, "cinemas.tsv": cinemas,
    "kr-areas.tsv": koreanAreas, "kr-boundaries.tsv": koreanBoundaries, "kr-roads.tsv": koreanRoads,
    "kr-postcodes.tsv": koreanPostcodes, "airports-ko.tsv": koreanAirportNames,
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
