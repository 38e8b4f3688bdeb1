/// The ways Koreans write the names of their address levels, on both sides of
/// the index: the short forms stored as extra keys of an area, the query
/// words rewritten before lookup, and the romanized titles.
///
///     KoreanAddressForms.shortForms(of: "강남구")            // ["강남"]
///     KoreanAddressForms.shortForms(of: "경상북도", isProvince: true)    // ["경상북", "경북"]
///     KoreanAddressForms.shortForms(of: "서울특별시", isProvince: true)  // ["서울", "서울시"]
///     KoreanAddressForms.romanized("역삼동")                 // "Yeoksam-dong"
///
/// Stored (a key per form, so a whole-word match and its bonus apply):
/// - the stem without its administrative suffix (강남구 → 강남, 역삼동 → 역삼,
///   기장읍 → 기장), when at least two syllables remain (중구 keeps its name:
///   중 alone would match everything);
/// - a 동 with a numbered 가 (성수동1가) also as its 동 and stem (성수동, 성수);
/// - a 시도 by its everyday forms: the stem (서울, 경기), the stem with 시 for
///   cities (서울시, 부산시, 세종시), with 도 for the special self-governing
///   provinces (제주도, 강원도), and the two-syllable abbreviation of the
///   four-syllable provinces (경상북도 → 경북, 전라남도 → 전남).
///
/// Rewritten at query time (no keys stored, see ``AddressUnits``):
/// administrative-dong numbers, which split a legal dong for administration
/// (역삼1동, 잠실2동, 창신제1동, 성수1가1동 → 역삼동, 잠실동, 창신동,
/// 성수동1가), and road numbers written apart (시민로 122번길 = 시민로122번길).
enum KoreanAddressForms {
  /// Suffixes of 시도 names, longest first.
  static let provinceSuffixes = ["특별자치시", "특별자치도", "특별시", "광역시", "도"]
  /// Suffixes of the lower levels.
  static let areaSuffixes = ["시", "군", "구", "읍", "면", "동", "리"]
  /// The last syllables of an address level's name: an area's suffix, a
  /// 시도's 도, a road's 로 and 길, and the 가 of 성수동1가.
  static let levelSuffixes: [UInt32] = (areaSuffixes + ["도", "로", "길", "가"]).map {
    $0.unicodeScalars.first!.value
  }

  /// The short forms of an area's name (see the type's documentation).
  static func shortForms(of name: String, isProvince: Bool = false) -> [String] {
    let s = Array(name.unicodeScalars)
    guard s.count >= 2, s.allSatisfy({ UTF8Scalar.isSyllable($0.value) || isDigit($0) }) else { return [] }
    var out: [String] = []
    for suffix in provinceSuffixes
    where isProvince && name.hasSuffix(suffix) && s.count > suffix.unicodeScalars.count + 1 {
      let stem = String(name.unicodeScalars.dropLast(suffix.unicodeScalars.count))
      out.append(stem)
      switch suffix {
      case "특별시", "광역시", "특별자치시": out.append(stem + "시")
      case "특별자치도": out.append(stem + "도")
      default:
        let t = Array(stem.unicodeScalars)
        if t.count == 3 { out.append(String(t[0]) + String(t[2])) }  // 경상북 → 경북
      }
      return out
    }
    // 성수동1가 → 성수동, 성수; 종로1가 → 종로.
    if let base = numberedGaBase(of: s) {
      if base.unicodeScalars.count >= 2 {
        out.append(base)
        out += shortForms(of: base)
      }
      return out
    }
    guard let last = s.last, areaSuffixes.contains(String(last)), s.count >= 3 else { return out }
    out.append(String(String.UnicodeScalarView(s.dropLast())))
    // A 구 named for its side of a place (일산동구, 일산서구) by the place's
    // name too, as people call both (일산 백석동, 일산 주엽).
    if last == "구", s.count >= 4, ["동", "서", "남", "북"].contains(s[s.count - 2]) {
      out.append(String(String.UnicodeScalarView(s.dropLast(2))))
    }
    return out
  }

  /// A 읍면동's or 시군구's romanized name without its level, as visitors
  /// write the place (송도동 → Songdo, 신촌동 → Sinchon, 압구정동 →
  /// Apgujeong; 송파구 → Songpa, 해운대구 → Haeundae, 성남시 → Seongnam):
  /// for a stem of two Hangul syllables or more. Nil for other names (a 리,
  /// a numbered 가, 중동 or 중구, whose stem 중 is no name).
  static func romanizedStem(of name: String, level: Int = 3) -> String? {
    let scalars = Array(name.unicodeScalars)
    let levels: [Character] = level == 2 ? ["시", "군", "구"] : ["동", "읍", "면"]
    guard let last = scalars.last, levels.contains(Character(last)), scalars.count >= 3,
      scalars.dropLast().allSatisfy({ UTF8Scalar.isSyllable($0.value) })
    else { return nil }
    let full = romanized(name)
    guard let dash = full.lastIndex(of: "-"), dash > full.startIndex else { return nil }
    return String(full[..<dash])
  }

  /// The name a numbered 가 is numbered in (명동1가 → 명동, 성수동2가 →
  /// 성수동, 종로1가 → 종로), which is how the 가 are known together: the
  /// everyday 명동 is 명동1가 and 명동2가. Nil for other names, and for a
  /// base of one syllable (the 가 of 중1가 would make 중 a name).
  static func numberedGaBase(of name: String) -> String? {
    guard let base = numberedGaBase(of: Array(name.unicodeScalars)), base.unicodeScalars.count >= 2 else {
      return nil
    }
    return base
  }

  private static func numberedGaBase(of s: [Unicode.Scalar]) -> String? {
    guard let ga = s.lastIndex(where: { !isDigit($0) }), s[ga] == "가", ga > 0, isDigit(s[ga - 1])
    else { return nil }
    var i = ga - 1
    while i > 0 && isDigit(s[i - 1]) { i -= 1 }
    return String(String.UnicodeScalarView(s[..<i]))
  }

  /// The 리 a 동 was before it became one, by which it is still called
  /// (청량리동 → 청량리, 답십리동 → 답십리): its name less 동, when that ends
  /// in 리 after at least one syllable. Nil for other names.
  static func formerRi(of name: String) -> String? {
    let s = Array(name.unicodeScalars)
    guard s.count >= 3, s[s.count - 1] == "동", s[s.count - 2] == "리",
      s.dropLast().allSatisfy({ UTF8Scalar.isSyllable($0.value) })
    else { return nil }
    return String(String.UnicodeScalarView(s.dropLast()))
  }

  /// The 리 a 동 of a 특별시 or 광역시 was before the city took its 면 in,
  /// by which people still call it (미아리 for 미아동, 광안리 for 광안동,
  /// 수유리, 망우리), and a former 리 split into an upper and a lower 동 by
  /// the 리's name (왕십리 for 상왕십리동 and 하왕십리동). Nil for a name
  /// whose stem is not two or three syllables, and for those ``formerRi(of:)``
  /// reads whole. Only for the metropolitan cities' 동 (``metropolitanCodes``):
  /// elsewhere a 동 is a town's, and a 리 of that name a village's.
  static func everydayRi(of name: String) -> String? {
    var s = Array(name.unicodeScalars)
    guard s.count >= 3, s.last == "동", s.allSatisfy({ UTF8Scalar.isSyllable($0.value) }) else { return nil }
    s.removeLast()
    if s.last == "리" {
      // 상왕십리 → 왕십리
      guard s.count >= 4, s[0] == "상" || s[0] == "하" else { return nil }
      return String(String.UnicodeScalarView(s.dropFirst()))
    }
    guard s.count <= 3 else { return nil }
    return String(String.UnicodeScalarView(s)) + "리"
  }

  /// The 시도 codes of the 특별시 and 광역시: 서울, 부산, 대구, 인천, 광주,
  /// 대전, 울산.
  static let metropolitanCodes: Set<Substring> = ["11", "26", "27", "28", "29", "30", "31"]

  /// The syllables after which a word written without spaces may go on
  /// to the next level of an address (`서울특별시강남구` is 서울특별시 강남구):
  /// the areas' suffixes, and 가 (성수동1가 stays whole: a digit comes first).
  static let levelEnds: Set<Unicode.Scalar> = ["시", "도", "군", "구", "읍", "면", "동", "리", "가"]

  /// Syllables that, alone after an area's name, make a building or stop
  /// named after it (강남구청, 대구역), not the start of the next level.
  static let officeOrStation: Set<Unicode.Scalar> = ["청", "역"]

  /// The everyday two-syllable forms of the 17 시도, which people write
  /// before the next level without a space (`부산해운대구`).
  static let provinceShortForms: [[Unicode.Scalar]] = [
    "서울", "부산", "대구", "인천", "광주", "대전", "울산", "세종", "경기", "강원", "충북", "충남", "전북",
    "전남", "경북", "경남", "제주",
  ].map { Array($0.unicodeScalars) }

  /// The three old provinces people still name a region by, and the 도
  /// they were split into: `경상도 풍산` is 풍산읍 of 안동시 (경상북도),
  /// `전라도신태인` 신태인읍 of 정읍시. No 시도 has these names. (Not the
  /// cities split from them since, 부산 or 광주: `경상도 대구` names 대구
  /// alone, and the tier leaves the old province out when no area of it
  /// holds the places the other words name.)
  static let oldProvinces: [String: [String]] = [
    "경상도": ["경상북도", "경상남도"],
    "전라도": ["전북특별자치도", "전라남도"],
    "충청도": ["충청북도", "충청남도"],
  ]

  /// A 광역시 by its name before 1995, when it was a 직할시 (`부산직할시`,
  /// `인천직할시`), as old papers and lot records still write it: the
  /// 광역시's name, nil for any other word (서울 was never one; 울산 became a
  /// 광역시 in 1997 straight from a 시).
  static func metropolitanCity(formerlyNamed unit: [UInt8]) -> [UInt8]? {
    let suffix = Array("직할시".utf8)
    guard unit.count == 6 + suffix.count, unit.suffix(suffix.count).elementsEqual(suffix) else { return nil }
    let stem = String(decoding: unit.prefix(6), as: UTF8.self)
    guard formerDirectCities.contains(stem) else { return nil }
    return Array((stem + "광역시").utf8)
  }

  /// The five 직할시 (1963–1995), by their stems.
  static let formerDirectCities: Set<String> = ["부산", "대구", "인천", "광주", "대전"]

  /// The 시 that have 구 (자치구가 아닌 구), by their everyday two-syllable
  /// forms, which people write before the 구 without a space and without
  /// 시 (`수원영통구`, `포항남구`, `창원마산합포구`).
  static let cityWithDistrictsShortForms: [[Unicode.Scalar]] = [
    "수원", "성남", "안양", "안산", "고양", "용인", "부천", "청주", "천안", "전주", "포항", "창원",
  ].map { Array($0.unicodeScalars) }

  /// A 시도's suffixes of more than one syllable: a split never comes before
  /// one (대구광역시 is not 대구 광역시).
  static let longProvinceSuffixes: [[Unicode.Scalar]] =
    provinceSuffixes.filter { $0.unicodeScalars.count > 1 }.map { Array($0.unicodeScalars) }

  /// The 시도 that are cities (특별시, 광역시, 특별자치시), by their
  /// everyday forms: their names never go on with 도.
  static let metropolitanShortForms: Set<[Unicode.Scalar]> = Set(
    ["서울", "부산", "대구", "인천", "광주", "대전", "울산", "세종"].map { Array($0.unicodeScalars) })
  static let provinceDo: [Unicode.Scalar] = ["도"]

  /// What goes on a 시도's short form within its own name (서울특별시,
  /// 대구광역시, 경기도, 세종시, 강원특별자치도).
  static let provinceNameGoesOn: [[Unicode.Scalar]] = provinceSuffixes.map { Array($0.unicodeScalars) } + [["시"]]

  /// A Hangul word split where an address's levels were run together, or
  /// nil when there is no such place: after a 시도's short form that its
  /// own name does not go on from (`부산해운대구` → 부산 해운대구), and after
  /// each ``levelEnds`` syllable with two syllables or more on either side
  /// (`강남구역삼동` → 강남구 역삼동).
  ///
  /// A suffix syllable may also start the next level's name (경기도시흥시:
  /// 도 then 시흥시) or belong to a longer name (정읍시상동: 정읍시, not
  /// 정읍); with `keepingPairs`, a suffix followed by another stays with it.
  ///
  /// The word may end in a lone consonant after a syllable, as an IME
  /// shows it between keys (`서울강ㄴ` on the way to 서울강남구 is 서울 강ㄴ,
  /// `강남구역삼ㄷ` is 강남구 역삼ㄷ).
  ///
  /// With `lastOnItsWay`, the split must leave a last level of one
  /// syllable or a lone consonant, its first key or keys: the states
  /// before the two-syllable rule can split (`강남구ㅇ`, `해운대구욷`,
  /// `서울강` on the way to 강남구역삼동, 해운대구우동, 서울강남구). Not
  /// before 역 or 청 alone (``officeOrStation``): `강남구청` is the
  /// district's office and `대구역` a station, which other tiers read.
  static func splitLevels(_ word: String, keepingPairs: Bool = false, lastOnItsWay: Bool = false) -> [String]? {
    let scalars = Array(word.unicodeScalars)
    let typing = scalars.count >= 2 && Hangul.isCompatibilityConsonant(scalars[scalars.count - 1].value)
      && Hangul.isSyllable(scalars[scalars.count - 2].value)
    guard scalars.count >= (lastOnItsWay ? 3 : 4),
      scalars.dropLast(typing ? 1 : 0).allSatisfy({ Hangul.isSyllable($0.value) || $0.value &- 0x30 < 10 })
    else { return nil }
    if lastOnItsWay {
      // The levels before the last scalar, split as a whole word is, then
      // that scalar as the level on its way.
      let last = scalars[scalars.count - 1]
      let head = Array(scalars.dropLast())
      guard !officeOrStation.contains(last), head.count >= 2,
        let end = head.last, levelEnds.contains(end) || provinceShortForms.contains(head)
      else { return nil }
      let whole = String(String.UnicodeScalarView(head))
      return (splitLevels(whole, keepingPairs: keepingPairs) ?? [whole]) + [String(last)]
    }
    var parts: [String] = []
    var start = 0
    if provinceShortForms.contains(where: { scalars.starts(with: $0) }),
      !provinceNameGoesOn.contains(where: { suffix in
        // (A metropolitan city's name never goes on with 도: `인천도림동` is
        // 인천 도림동.)
        scalars[2...].starts(with: suffix)
          && !(suffix == provinceDo && metropolitanShortForms.contains(Array(scalars[0..<2])))
      })
    {
      parts.append(String(String.UnicodeScalarView(scalars[0..<2])))
      start = 2
    }
    // (A 시 with 구 written short before its 구: `수원영통구` → 수원 영통구.)
    else if let city = cityWithDistrictsShortForms.first(where: { scalars.starts(with: $0) }),
      scalars.count - city.count >= 2, scalars[city.count] != "시",
      let end = scalars[city.count...].firstIndex(where: { $0 == "구" }), end - city.count >= 1
    {
      parts.append(String(String.UnicodeScalarView(city)))
      start = city.count
    }
    // (Not before a digit: 성수동1가 is one 읍면동.)
    for i in 1..<(scalars.count - 2)
    where levelEnds.contains(scalars[i]) && i + 1 - start >= 2 && Hangul.isSyllable(scalars[i + 1].value)
      && !(keepingPairs && levelEnds.contains(scalars[i + 1]))
      && !longProvinceSuffixes.contains(where: { scalars[(i + 1)...].starts(with: $0) })
    {
      parts.append(String(String.UnicodeScalarView(scalars[start...i])))
      start = i + 1
    }
    guard !parts.isEmpty else { return nil }
    parts.append(String(String.UnicodeScalarView(scalars[start...])))
    return parts
  }

  /// Whether a query word names a road (ends in 로, 길 or 대로).
  static func isRoadName(_ word: [UInt8]) -> Bool {
    // (Its last three bytes, 로 EB A1 9C or 길 EA B8 B8: no string is built,
    // as the address tier asks of every unit.)
    let n = word.count
    guard n >= 3 else { return false }
    let (a, b, c) = (word[n - 3], word[n - 2], word[n - 1])
    return (a == 0xEB && b == 0xA1 && c == 0x9C) || (a == 0xEA && b == 0xB8 && c == 0xB8)
  }

  /// Whether a query word is a building number: `152`, `12-3` (the query's
  /// normal form splits at the hyphen, so `12` and `3`).
  static func isBuildingNumber(_ word: [UInt8]) -> Bool {
    !word.isEmpty && word.count <= 5 && word.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
  }

  /// Whether text is a Korean ZIP code: five ASCII digits.
  static func isPostcode(_ word: [UInt8]) -> Bool {
    word.count == 5 && word.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
  }

  // MARK: - Romanized titles

  /// Romanized suffixes, as the Revised Romanization writes them after a
  /// hyphen (Gangnam-gu, Yeoksam-dong, Teheran-ro).
  /// The suffixes of a road's name, which a name of an area (을지로3가,
  /// 세종로) keeps in its one word.
  static let roadSuffixes: Set<String> = ["대로", "로", "길", "번길"]
  /// ㄴ as a syllable's final (``Hangul/parts(_:)``).
  static let finalNieun = 4

  static let romanizedSuffixes: [(String, String)] = [
    ("특별자치시", "teukbyeoljachisi"), ("특별자치도", "teukbyeoljachido"),
    ("특별시", "teukbyeolsi"), ("광역시", "gwangyeoksi"), ("대로", "daero"), ("번길", "beon-gil"),
    ("시", "si"), ("도", "do"), ("군", "gun"), ("구", "gu"), ("읍", "eup"), ("면", "myeon"),
    ("동", "dong"), ("리", "ri"), ("로", "ro"), ("길", "gil"), ("가", "ga"),
  ]

  /// The name in the Revised Romanization with its administrative suffix
  /// after a hyphen, capitalised: 역삼동 → Yeoksam-dong, 성수동1가 →
  /// Seongsu-dong 1-ga, 시민로122번길 → Simin-ro 122beon-gil, 서강로9길 →
  /// Seogang-ro 9-gil.
  ///
  /// A name ending in 대로 is a 대로 (boulevard: 강남대로 → Gangnam-daero)
  /// unless the part before 로 is a place name in `placeNames`, as in
  /// 해운대로 (해운대 + 로 → Haeundae-ro).
  ///
  /// An area named after a road (`isArea`: 을지로3가, 종로1가, 세종로) is
  /// a place name, romanized as one word as the signs and the 가's own
  /// pages write it: Euljiro 3-ga, Jongno 1-ga, Namdaemunno 2-ga (with
  /// the sound changes a hyphen would block), Sejongno; the road itself is
  /// Eulji-ro.
  static func romanized(_ name: String, placeNames: Set<String> = [], isArea: Bool = false) -> String {
    var parts: [String] = []
    var rest = Substring(name)
    // Trailing number parts: 1가, 122번길, 9길.
    var tail = ""
    if let n = numberedPart(of: name) {
      tail = " " + n.number + (n.unit == "번길" ? "" : "-") + n.romanizedUnit
      rest = n.base
    }
    let scalars = Array(rest.unicodeScalars)
    var stem = String(rest)
    var suffix = ""
    let namedPlaceThenRo = rest.hasSuffix("대로") && placeNames.contains(String(rest.dropLast()))
    for (k, r) in romanizedSuffixes
    where rest.hasSuffix(k) && scalars.count > k.unicodeScalars.count && !(k == "대로" && namedPlaceThenRo) {
      if isArea && roadSuffixes.contains(k) { break }
      stem = String(String.UnicodeScalarView(scalars.dropLast(k.unicodeScalars.count)))
      suffix = r
      break
    }
    var word = Romanizer.revised(stem)
    // (로 after a final ㄴ in such a name is said [노], as in 횡단로
    // [횡단노]: 남대문로 is Namdaemunno, not the liquid [ㄹㄹ] of 신라,
    // Silla.)
    if isArea, suffix.isEmpty, scalars.count >= 2, scalars[scalars.count - 1] == "로",
      Hangul.parts(scalars[scalars.count - 2].value)?.final == finalNieun, word.hasSuffix("llo")
    {
      word = String(word.dropLast(3)) + "nno"
    }
    if let f = word.first { word = f.uppercased() + word.dropFirst() }
    parts.append(suffix.isEmpty ? word : word + "-" + suffix)
    return parts.joined() + tail
  }

  /// The numbered part that ends a name, when its unit is one the
  /// romanization writes after the number (1가, 122번길, 9길; not 30나길):
  /// the name before it (서강로 of 서강로9길), the number, the unit in Hangul
  /// and romanized (`gil`, `beon-gil`).
  static func numberedPart(of name: String)
    -> (base: Substring, number: Substring, unit: Substring, romanizedUnit: String)?
  {
    let text = Substring(name)
    guard let firstDigit = text.firstIndex(where: { $0.isASCII && $0.isNumber }) else { return nil }
    let numberPart = text[firstDigit...]
    let digits = numberPart.prefix(while: { $0.isASCII && $0.isNumber })
    let unit = numberPart.dropFirst(digits.count)
    guard let r = romanizedSuffixes.first(where: { $0.0 == unit }) else { return nil }
    return (text[..<firstDigit], digits, unit, r.1)
  }

  /// A 시도 as it is written in Latin letters day to day: a city by its
  /// name (서울특별시 → Seoul), a province with -do (경기도 → Gyeonggi-do,
  /// 제주특별자치도 → Jeju-do).
  static func romanizedProvince(_ name: String) -> String {
    guard let stem = shortForms(of: name, isProvince: true).first else { return romanized(name) }
    var word = Romanizer.revised(stem)
    if let f = word.first { word = f.uppercased() + word.dropFirst() }
    return name.hasSuffix("도") ? word + "-do" : word
  }

  /// A 시도's English names, as the government and English-language
  /// addresses write them, made from its Hangul by translating its level
  /// (``provinceEnglish``): 서울특별시 → Seoul Special City, 부산광역시 →
  /// Busan Metropolitan City, 세종특별자치시 → Sejong Special
  /// Self-Governing City, 제주특별자치도 → Jeju Special Self-Governing
  /// Province and Jeju Province, 강원특별자치도 → Gangwon State too (its
  /// English name since 2023; 전북 the same since 2024), 경기도 →
  /// Gyeonggi Province, and a 도 halved into 남도 and 북도 by its side:
  /// 경상남도 → South Gyeongsang Province.
  static func englishProvinceNames(_ name: String) -> [String] {
    guard let suffix = provinceEnglish.first(where: { name.hasSuffix($0.hangul) }) else { return [] }
    var stem = String(name.unicodeScalars.dropLast(suffix.hangul.unicodeScalars.count))
    var side = ""
    if suffix.hangul == "도", stem.unicodeScalars.count == 3, let last = stem.unicodeScalars.last {
      // 경상남(도): the side is the stem's last syllable.
      if last == "남" { side = "South " } else if last == "북" { side = "North " }
      if !side.isEmpty { stem = String(stem.unicodeScalars.dropLast()) }
    }
    guard stem.unicodeScalars.count >= 2 else { return [] }
    var word = Romanizer.revised(stem)
    if let f = word.first { word = f.uppercased() + word.dropFirst() }
    return suffix.english.map { side + word + " " + $0 }
  }

  /// The levels of a 시도 and their English names, the longest first.
  static let provinceEnglish: [(hangul: String, english: [String])] = [
    ("특별자치시", ["Special Self-Governing City"]),
    ("특별자치도", ["Special Self-Governing Province", "Province", "State"]),
    ("특별시", ["Special City", "Metropolitan City"]),
    ("광역시", ["Metropolitan City"]),
    ("도", ["Province"]),
  ]

  @inline(__always)
  static func isDigit(_ u: Unicode.Scalar) -> Bool { u.value &- 0x30 < 10 }
}
