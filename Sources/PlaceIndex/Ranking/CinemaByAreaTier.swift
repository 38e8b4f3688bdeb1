/// Cinemas by brand or category and the area they are in: `롯데시네마
/// 잠실` is 롯데시네마 월드타워 (in 잠실), `메가박스 삼성역` 메가박스 코엑스,
/// `강남 영화관` the cinemas around 강남, `영화관` every cinema — as a map's
/// search for a chain or a category near a place.
///
/// A query qualifies when some of its words are a brand (any alias of a
/// ``Brand``, as its leading or its last words) or a word for cinemas
/// (``cinemaWords``). The other words, less the ones that only say "near"
/// (``nearWords``), are a branch or an area, tried in two steps:
/// 1. with 점 (branch) or 역 (station), or a state of the IME on the way to
///    them, taken off their end, or `station` left out, or after a word for
///    cinemas, the branch itself among cinemas (`CGV 강남역` is CGV 강남,
///    `신촌 영화관` 메가박스 신촌); then with the last syllable of the last
///    word taken off (`메가박스 코엑스몰`);
/// 2. the best few places those words name
///    (``RankingWeights/cinemaAreaCandidates``: an area, a road, a city,
///    any kind but cinemas), then the brand's cinemas, or every cinema for
///    a word for cinemas, within
///    ``RankingWeights/cinemaAreaRadiusKilometers`` of one, nearest first:
///    each costs ``RankingWeights/cinemaDistancePenaltyPerKilometer`` a
///    kilometre from the nearest, nothing inside one.
///
/// Its matches are in the any-order tier (every word matched: one by the
/// brand, the others by the branch or the area). It runs when fewer than
/// a few places and no cinema matched every word as typed: `CGV 강남` and
/// `강남 CGV` are the branch's names, and never get here.
extension CandidateSearch {
  /// A brand written in a sound-alike spelling (`매가박스 강남`: ㅐ for ㅔ,
  /// ``Brand/respelled(_:)``) or a key or a letter off (`롣세시네마
  /// 영등포`, `lottte cinema hapjeong`), the query read with the brand as it is
  /// written, in its branch's script (``Brand/inOtherScript(_:)``), through
  /// the first tiers and in any order: the same name, so no penalty
  /// (``collectSpacingReadings(of:want:)``).
  mutating func collectRespelledBrand(_ literal: QueryReading, want: Int) {
    guard literal.isHangul || literal.tokens.count > 1, let respelled = Brand.respelled(literal.tokens.map(\.bytes))
    else { return }
    // (In the branch's script too, as the brand written rightly would be:
    // `씨지브위 Euljiro`, `메가바스 Central City`.)
    let words = Brand.inOtherScript(respelled) ?? respelled
    let offset = collectSpacingReadings(
      of: String(decoding: Array(words.joined(separator: [0x20])), as: UTF8.self), want: want)
    // (In any order too, as the words as typed were: `강남 매가박스`.)
    if candidates.isEmpty && words.count > 1 { collectAnyOrder(words, want: want, reading: offset) }
  }

  /// A brand written in one script and its branch in the other (`메가박스
  /// coex`, `롯데시네마 world tower`): the query with the brand in the
  /// branch's script (``Brand/inOtherScript(_:)``) through the first tiers,
  /// as a name: no penalty, as for a respelled brand.
  ///
  /// Not when a cinema matched every word as typed, in any order: `강남
  /// cgv` is CGV 강남 by its own name, whose brand Korean writes in Latin
  /// letters.
  mutating func collectBrandInOtherScript(_ literal: QueryReading, want: Int) {
    let index = self.index
    guard
      !candidates.contains(where: {
        $0.tier.group <= MatchTier.anyOrder.group && index.kindRaw($0.place) == PlaceKind.cinema.rawValue
      }),
      let words = Brand.inOtherScript(literal.tokens.map(\.bytes))
    else { return }
    _ = collectSpacingReadings(of: String(decoding: Array(words.joined(separator: [0x20])), as: UTF8.self), want: want)
  }

  /// Words for cinemas, as whole query words: each Korean one also as an
  /// IME shows it on the way from its second scalar (영화, 영확, 영화고,
  /// 극자: `삼성동 영화` is typed on the way to 삼성동 영화관, and 영화 is
  /// "movie" itself). The states are written out, not replayed through
  /// ``HangulIME`` when the set is first used (a fifth of a million
  /// instructions in the process of a query that reaches this step); a
  /// test checks them against it.
  static let koreanCinemaWords = ["영화관", "극장", "시네마", "씨네마", "멀티플렉스", "상영관"]
  static let cinemaWords: Set<[UInt8]> = Set(
    [
      "영ㅎ", "영호", "영화", "영확", "영화고", "영화과", "영화관", "극ㅈ", "극자", "극장", "시네", "시넴", "시네마",
      "상ㅇ", "상여", "상영", "상영ㄱ", "상영고", "상영과", "상영관",
      "씨네", "씨넴", "씨네마", "멀티", "멀팊", "멀티프", "멀티플", "멀티플ㄹ", "멀티플레", "멀티플렉", "멀티플렋", "멀티플렉스",
      "cinema", "cinemas", "movie", "movies", "theater", "theaters", "theatre", "theatres", "multiplex",
    ].map { Normalizer.normalize($0) })

  /// Whether `word` is a Korean word for cinemas (``koreanCinemaWords``)
  /// with one syllable a jamo off, its initial, vowel or final (영화곤,
  /// 극짱, 시녜마, 멀티플랙스, 그장); not the word itself.
  static func isCinemaWordAJamoOff(_ word: [UInt8]) -> Bool {
    // (Three bytes a syllable: most words are told apart by their length.)
    guard word.count >= 6, word.count % 3 == 0, word.first.map({ $0 >= 0xE0 }) == true else { return false }
    let scalars = Array(String(decoding: word, as: UTF8.self).unicodeScalars.map(\.value))
    return koreanCinemaScalars.contains { isOneJamoOff($0, scalars) }
  }

  /// ``koreanCinemaWords``' scalars.
  static let koreanCinemaScalars: [[UInt32]] = koreanCinemaWords.map { $0.unicodeScalars.map(\.value) }

  /// Words that only say "near" (`강남역 근처 영화관`, `cinema near me`,
  /// `가장 가까운 CGV`): left out.
  static let nearWords: Set<[UInt8]> = Set(
    [
      "근처", "주변", "부근", "근방", "인근", "가까운", "가까이", "가장", "제일", "내", "우리", "동네", "지금", "여기", "여기서",
      "걸어서", "갈", "수", "있는곳", "만한", "near", "nearby",
      "nearest", "closest", "around", "in", "at", "me", "my",
    ].map {
      Normalizer.normalize($0)
    })

  /// Words that say what one wants at a cinema, not where it is (`목동 영화
  /// 예매`, `영화관 찾기`, `대학로 영화관 어디`, `where is megabox coex`):
  /// booking, showtimes, seats, the way there, its address, reviews.
  /// Left out as the near words are, only in a query that names a brand
  /// or says cinema.
  static let intentWords: Set<[UInt8]> = Set(
    [
      "예매", "예약", "예매하기", "시간표", "상영시간표", "상영표", "상영시간", "상영", "찾기", "추천", "어디", "어디야", "어디에",
      "어디있어", "어디있나요", "위치", "주소", "길찾기", "가는", "가는길", "가는법", "가는방법", "방법", "보기", "보러", "보는",
      "볼", "볼만한", "갈만한", "곳", "데", "좌석", "자리", "후기", "리뷰", "관람료", "가격", "요금", "할인", "주차", "주차장",
      "전화번호", "영업시간", "정보", "있는", "있나요", "있어", "있나", "있니", "있음", "있을까", "있는지", "있어요", "어딨어",
      "어딨나", "가자", "가기", "지하철로", "버스로",
      "where", "is", "are", "the", "a", "an", "find", "book", "booking", "tickets", "ticket", "showtimes",
      "showtime", "times", "how", "to", "get", "go", "watch", "see", "film", "films", "there", "any",
    ].map {
      Normalizer.normalize($0)
    })

  /// Particles on a branch or an area (`강남역에 있는 CGV`, `잠실에서 영화
  /// 보기`): taken off when two syllables are left.
  static let areaParticles: [[UInt8]] = ["에서", "에"].map { Array($0.utf8) }

  /// Words for a station after an area's name (`gangnam station`).
  static let stationWords: Set<[UInt8]> = Set(["역", "station", "stn"].map { Normalizer.normalize($0) })

  mutating func collectCinemasByArea(_ literal: QueryReading, want: Int) {
    // (Most queries have no such word: two set lookups a word.)
    guard !literal.tokens.isEmpty, literal.tokens.count <= 8, options.kinds.contains(.cinema),
      literal.tokens.contains(where: {
        Brand.aliasWords.contains($0.bytes) || CandidateSearch.cinemaWords.contains($0.bytes)
          || (literal.tokens.count > 1 && CandidateSearch.isCinemaWordAJamoOff($0.bytes))
      })
    else { return }
    // A cinema that matched every word by its names (`강남 CGV`) is the
    // answer; the cinemas around 강남구 would tie with it.
    guard !candidates.contains(where: { index.kindRaw($0.place) == PlaceKind.cinema.rawValue }) else { return }
    let words = literal.tokens.map(\.bytes)
    let (brand, brandWords) = CandidateSearch.brandRun(in: words)
    // (Beside other words, a word for cinemas a jamo off too: `목동 영화곤`,
    // `성수동 극짱`, `합정동 시녜마`.)
    let category = words.indices.filter {
      !brandWords.contains($0)
        && (CandidateSearch.cinemaWords.contains(words[$0])
          || (words.count > 1 && CandidateSearch.isCinemaWordAJamoOff(words[$0])))
    }
    guard brand != nil || !category.isEmpty else { return }
    var rest: [[UInt8]] = []
    var restIndices: [Int] = []  // where each of `rest` is in `words`
    var strippedSuffix = false
    var leftOut = 0
    // (Words of what one wants there name nothing the cinema matched: they
    // are shown left out, at no cost, as `강남 CGV 주차`'s parking.)
    var intentMask: UInt32 = 0
    defer { if intentMask != 0 { markLeftOut(intentMask, ofKind: .cinema) } }
    for i in words.indices where !brandWords.contains(i) && !category.contains(i) {
      let intent = CandidateSearch.intentWords.contains(words[i])
      // (A near word with its particle too: `근처에 영화관 있나`.)
      if intent || CandidateSearch.nearWords.contains(words[i])
        || CandidateSearch.withoutAreaParticle(words[i]).map(CandidateSearch.nearWords.contains) == true
      {
        if intent { intentMask |= 1 << UInt32(i) }
        leftOut += 1
        continue
      }
      if CandidateSearch.stationWords.contains(words[i]) {
        strippedSuffix = true
        continue
      }
      if let stem = CandidateSearch.withoutAreaParticle(words[i]) {
        rest.append(stem)
        strippedSuffix = true
      } else {
        rest.append(words[i])
      }
      restIndices.append(i)
    }
    // (After a number, one syllable may be left: `종로3가역` is `종로 3
    // 가역` in the normal form, 종로3가.)
    let afterNumber = rest.count >= 2 && KoreanAddressForms.isBuildingNumber(rest[rest.count - 2])
    if let last = rest.last, let cut = CandidateSearch.withoutBranchSuffix(last, leaving: afterNumber ? 1 : 2) {
      rest[rest.count - 1] = cut
      strippedSuffix = true
    }
    if rest.isEmpty {
      // A word for cinemas alone, or with words that say near or what one
      // wants there (`근처 영화관`, `영화 예매`): every cinema, nearest first
      // where the search has a location. A brand with such words (`가장
      // 가까운 CGV`, `megabox near me`): the brand's cinemas. (A brand
      // alone is the brand's codes, found by the exact tier.)
      guard brand == nil ? category.count + leftOut == words.count : leftOut > 0 else { return }
      for place in index.tree(of: .cinema).payload where index.matchesBrand(place, brand) {
        add(place, tier: .anyOrder, offset: titleOffset(of: place, latin: !literal.isHangul), alternate: false, reading: 0)
      }
      return
    }
    // The words as typed, then, after a brand, without words that name
    // neither branch nor area (a screen, a service: `CGV 강남 IMAX`, `CGV
    // 명동역 씨네라이브러리`): runs of the other words, fewest left out
    // first, each with a word of three bytes or more (`st` is no branch).
    // After a word for cinemas alone, a venue's words or a city's
    // (`dolby cinema coex`, `movies at coex mall`, `central city cinema
    // seoul`), every word kept of ``minCategoryRunWordBytes`` or more:
    // `cinéma st pol sur ternoise` is a town's cinema the data does not
    // have, not one named St or Sur.
    // (Whole as a branch too once words were left out: the first tiers
    // searched the words as typed, `megabox 강남 좌석`.)
    let wholeBranch = strippedSuffix || brand == nil || leftOut > 0
    if collectBranch(rest, brand: brand, wholeBranch: wholeBranch, literal, want: want) { return }
    // (A brand's branch among other words comes before an area they name
    // together: `종로3가역 1호선 CGV 피카디리점` is CGV 피카디리 1958, not the
    // CGV nearest 종로3가; `2호선 타고 CGV 강남`, `혹시 강남 CGV 몇 관까지`.)
    if let brand, collectBranchAmongWords(rest, at: restIndices, in: words, brand: brand, literal) { return }
    if collectArea(rest, brand: brand, literal, want: want) { return }
    guard brand != nil || !category.isEmpty else { return }
    collectShorterRuns(of: rest, at: restIndices, in: words, brand: brand, literal, want: want)
  }

  /// The cinemas of `brand` whose branch (``cinemaBranches(of:latin:)``)
  /// is a run of one to ``maxBranchWords`` of the words `rest` (at
  /// `restIndices` of `words`) whole, any 점 or 역 taken off the run's
  /// last, the other words left out at their cost (``dropCost(_:)``):
  /// whether there were any.
  private mutating func collectBranchAmongWords(
    _ rest: [[UInt8]], at restIndices: [Int], in words: [[UInt8]], brand: Brand, _ literal: QueryReading
  ) -> Bool {
    guard rest.count >= 2 else { return false }
    var branches: [[UInt8]: [UInt32]] = [:]
    for latin in [false, true] {
      for (place, branch) in cinemaBranches(of: brand, latin: latin) {
        let key = Normalizer.normalize(String(String.UnicodeScalarView(branch)))
        // (Without a number that ends it too: `피카디리` is CGV 피카디리1958.)
        let words = key.split(separator: 0x20)
        let short = words.count > 1 && KoreanAddressForms.isBuildingNumber(Array(words.last!))
          ? Array(words.dropLast().joined(separator: [0x20])) : nil
        for k in [key, short].compactMap({ $0 }) where branches[k]?.contains(place) != true {
          branches[k, default: []].append(place)
        }
      }
    }
    var sub = CandidateSearch(index: index, settings: settings)
    sub.readings = [literal]
    var mask: UInt32 = 0
    for start in rest.indices {
      for end in (start + 1)...min(rest.count, start + CandidateSearch.maxBranchWords) {
        var run = Array(rest[start..<end].joined(separator: [0x20]))
        var places = branches[run]
        if places == nil, let cut = CandidateSearch.withoutBranchSuffix(run) {
          run = cut
          places = branches[run]
        }
        // (A name with a number after it is another name: `을지로6가`, the
        // 동 CGV 을지로 stands in, is 을지로 6 가 in the normal form.)
        guard let places, !CandidateSearch.numberedPartFollows(rest, at: end) else { continue }
        for place in places {
          sub.add(place, tier: .anyOrder, offset: titleOffset(of: place, latin: !literal.isHangul), alternate: false,
            reading: 0)
        }
        for j in start..<end { mask |= 1 << UInt32(restIndices[j]) }
      }
    }
    guard !sub.candidates.isEmpty else { return false }
    var leftOut: UInt32 = 0
    var cost = 0.0
    for i in restIndices where mask & (1 << UInt32(i)) == 0 {
      leftOut |= 1 << UInt32(i)
      cost += dropCost(words[i])
    }
    // (In the any-order tier, as the area step's cinemas: the brand and
    // the branch both named, the other words only say what one asks.)
    adopt(
      sub, as: { _ in .anyOrder }, reading: { $0 },
      adjust: { e in
        e.penalty += cost
        e.score -= cost
        e.leftOut |= UInt16(truncatingIfNeeded: leftOut)
      })
    return true
  }

  /// Whether a number and the suffix of a numbered name follow
  /// `words[end - 1]` (`을지로 6 가`, `종로 3 가`, `세종로 12 길`).
  static func numberedPartFollows(_ words: [[UInt8]], at end: Int) -> Bool {
    end + 1 < words.count && KoreanAddressForms.isBuildingNumber(words[end])
      && numberedNameSuffixes.contains(words[end + 1])
  }

  /// What a numbered name ends in after its number: 가 (을지로6가), 동
  /// (성수1동), 로 and 길 (a numbered road), 번길.
  static let numberedNameSuffixes: Set<[UInt8]> = Set(["가", "동", "로", "길", "번길"].map { Array($0.utf8) })

  /// The most words a cinema's branch is found among
  /// (``collectBranchAmongWords(_:at:in:brand:_:)``): `central city`,
  /// `hongdae entrance`; a longer run is no branch.
  static let maxBranchWords = 3

  /// Runs of the branch-or-area words `rest` (at `restIndices` of `words`),
  /// fewest left out first, each searched as a branch of `brand`, then as
  /// an area, the first length that finds a cinema adopted, the words left
  /// out at their cost (``dropCost(_:)``); at most
  /// ``RankingWeights/cinemaMaxShorterTries`` runs.
  private mutating func collectShorterRuns(
    of rest: [[UInt8]], at restIndices: [Int], in words: [[UInt8]], brand: Brand?, _ literal: QueryReading,
    want: Int
  ) {
    guard rest.count >= 2 else { return }
    var tries = 0
    for kept in stride(from: rest.count - 1, through: 1, by: -1) {
      var found = false
      for start in 0...(rest.count - kept) {
        guard tries < weights.cinemaMaxShorterTries else { return }
        tries += 1
        let run = start..<(start + kept)
        guard rest[run].contains(where: { $0.count >= 3 }),
          brand != nil || rest[run].allSatisfy({ $0.count >= CandidateSearch.minCategoryRunWordBytes })
        else { continue }
        var shorter = Array(rest[run])
        if let last = shorter.last, let cut = CandidateSearch.withoutBranchSuffix(last) {
          shorter[shorter.count - 1] = cut
        }
        // (Whole as a branch: no tier searched these words alone.)
        var sub = CandidateSearch(index: index, settings: settings)
        sub.readings = [literal]
        guard
          sub.collectBranch(shorter, brand: brand, wholeBranch: true, literal, want: want)
            || sub.collectArea(shorter, brand: brand, literal, want: want)
        else { continue }
        var mask: UInt32 = 0
        var cost = 0.0
        for (j, i) in restIndices.enumerated() where !run.contains(j) {
          mask |= 1 << UInt32(i)
          cost += dropCost(words[i])
        }
        adopt(sub, leavingOut: mask, cost: cost)
        found = true
      }
      if found { return }
    }
  }

  /// Step 1 for the words that name a branch or an area (`rest`, any 점
  /// or 역 taken off): whether they named a cinema. `wholeBranch` tries
  /// the words whole as a branch of `brand` (the exact tier found the
  /// words as typed already when no suffix was taken off).
  private mutating func collectBranch(
    _ rest: [[UInt8]], brand: Brand?, wholeBranch: Bool, _ literal: QueryReading, want: Int
  ) -> Bool {
    func text(_ ws: some Collection<[UInt8]>) -> String {
      String(decoding: Array(ws.joined(separator: [0x20])), as: UTF8.self)
    }
    let restText = text(rest)
    // 1. The branch, its 점 or 역 taken off, or named with a word for
    //    cinemas (`신촌 영화관`: 메가박스 신촌); then without the last
    //    syllable of a Hangul word of three or more (`코엑스몰`, `도곡동`).
    var branches: [String] = wholeBranch ? [restText] : []
    if let last = rest.last, let shorter = CandidateSearch.withoutLastSyllable(last) {
      branches.append(text(rest.dropLast() + [shorter]))
    }
    for b in branches {
      let branch = brand.map { "\($0.alias(before: b)) \(b)" } ?? b
      let before = candidates.count
      adopt(
        search(branch, among: PlaceKinds(.cinema), want: want, pass: .namesOnly), as: { _ in .anyOrder },
        reading: { _ in literal })
      if candidates.count > before { return true }
    }
    return false
  }

  /// Step 2 for the words that name a branch or an area (`rest`): the
  /// places they name, then `brand`'s cinemas (or every cinema) around
  /// them; whether there were any.
  private mutating func collectArea(_ rest: [[UInt8]], brand: Brand?, _ literal: QueryReading, want: Int) -> Bool {
    let restText = String(decoding: Array(rest.joined(separator: [0x20])), as: UTF8.self)
    // 2. The area, then the cinemas around it.
    // (Read as their own words: `megabox samseong` has an x, which no
    // romanization has, and `samseong` alone may be one.)
    // (Several Hangul words ending in a level as an address too: `강남구
    // 삼성동 메가` is the cinemas around 삼성동 of 강남구. Not `강남 서울`,
    // a branch and its city, which the qualifier step reads.)
    let address = rest.count > 1 && rest.last.map(CandidateSearch.endsInLevelSuffix) == true
    var areas = search(
      restText, among: PlaceKinds.all.subtracting(PlaceKinds(.cinema)), want: weights.cinemaAreaCandidates,
      pass: address ? .namesAndAddress : .namesOnly, maxPops: weights.filteredMaxPops, keepingBias: false)
    // (When they name no area but another brand's branch, that cinema
    // marks the place: `홍대 씨지비` is CGV 연남, near 롯데시네마 and 메가박스
    // 홍대입구, where the data has no 홍대.)
    if areas.candidates.isEmpty, brand != nil {
      areas = search(
        restText, among: PlaceKinds(.cinema), want: weights.cinemaAreaCandidates, pass: .namesOnly,
        maxPops: weights.filteredMaxPops, keepingBias: false)
    }
    // (Nor anything as written: a Latin area misspelt as romanizations
    // vary, `megabox mogdong`, `lotte cinema youngdeungpo`, the area its
    // typos name, each cinema at a typo's cost more.)
    var typoCost = 0.0
    if areas.candidates.isEmpty, brand != nil, rest.count == 1, !literal.isHangul,
      rest[0].count >= CandidateSearch.cinemaAreaTypoMinimumLetters
    {
      areas = search(
        restText, among: PlaceKinds.all.subtracting(PlaceKinds(.cinema)), want: weights.cinemaAreaCandidates,
        pass: .namesAndTypos, maxPops: weights.filteredMaxPops, keepingBias: false)
      typoCost = weights.cinemaBranchAbbreviation
    }
    // The best few places of that name (삼성동 of 대전 comes before 삼성동
    // of 강남구, which has the cinema): each cinema at its distance from
    // the nearest, a tenth of it when it lies inside one
    // (``RankingWeights/cinemaInsideDistanceShare``). Outside, its distance to
    // the area's boundary lies between its distance to the boundary's box
    // (0 inside the box) and to the centre: the midpoint of the two where
    // the area has a box. 롯데시네마 월드타워 stands at 잠실동's eastern edge,
    // 2.2 km from its centre, 메가박스 코엑스 1.8 km west of it past
    // 삼성동's side (1.1 km against 1.3); a cinema in the box but outside
    // the area still counts more than one inside it (반포동 극장).
    let best = areas.candidates.sorted { CandidateSearch.better($0, than: $1) }.prefix(weights.cinemaAreaCandidates)
    var cost: [UInt32: Double] = [:]
    for area in best {
      let near = index.nearby(
        index.coordinate(of: PlaceHandle(rank: area.place)),
        options: NearbyOptions(
          radiusMeters: weights.cinemaAreaRadiusKilometers * 1000, kinds: PlaceKinds(.cinema), brand: brand,
          limit: max(want, 1)))
      let box = index.areaBounds(of: PlaceHandle(rank: area.place))
      for n in near {
        let toCentre = n.distanceMeters / 1000
        let km =
          index.lies(n.place.rank, in: area.place)
          ? toCentre * weights.cinemaInsideDistanceShare
          : box.map { (CandidateSearch.distance(from: index.coordinate(of: n.place), to: $0) / 1000 + toCentre) / 2 }
            ?? toCentre
        cost[n.place.rank] = min(cost[n.place.rank] ?? .infinity, km * weights.cinemaDistancePenaltyPerKilometer)
      }
    }
    for (place, c) in cost.sorted(by: { ($0.value, $0.key) < ($1.value, $1.key) }) {
      add(place, tier: .anyOrder, offset: titleOffset(of: place, latin: !literal.isHangul), alternate: false,
        reading: 0, bonus: -c - typoCost)
    }
    return !cost.isEmpty
  }

  /// Marks the words of `mask` left out of every candidate of `kind`, at
  /// no cost.
  private mutating func markLeftOut(_ mask: UInt32, ofKind kind: PlaceKind) {
    for i in candidates.indices where index.kindRaw(candidates[i].place) == kind.rawValue {
      var c = candidates[i]
      c.explanation.leftOut |= UInt16(truncatingIfNeeded: mask)
      replace(at: i, with: c)
    }
  }

  /// The fewest bytes of each word kept of a query with a word for
  /// cinemas and no brand, when some of its words are left out: four
  /// letters or two syllables.
  static let minCategoryRunWordBytes = 4

  /// `word` without a particle of ``areaParticles`` on its end, when two
  /// syllables or more are left (`강남역에` is 강남역); nil otherwise.
  static func withoutAreaParticle(_ word: [UInt8]) -> [UInt8]? {
    for p in areaParticles where word.count >= p.count + 6 && word.suffix(p.count).elementsEqual(p) {
      let stem = Array(word.dropLast(p.count))
      guard String(decoding: stem, as: UTF8.self).unicodeScalars.allSatisfy({ Hangul.isSyllable($0.value) }) else {
        return nil
      }
      return stem
    }
    return nil
  }

  /// The fewest letters a cinema query's Latin area must have to be read
  /// through its typos (``collectCinemasByArea(_:want:)``): a shorter word
  /// is one edit from too many names.
  static let cinemaAreaTypoMinimumLetters = 5

  /// The brand a query names, and its words: the longest run of words that
  /// names one (`롯데 시네마` is 롯데시네마), leading words first, then the
  /// last ones, then any (`강남 CGV 주차`).
  static func brandRun(in words: [[UInt8]]) -> (Brand?, Range<Int>) {
    for n in stride(from: min(3, words.count), through: 1, by: -1) {
      if let b = Brand(key: Array(words[0..<n].joined())) { return (b, 0..<n) }
      if let b = Brand(key: Array(words[(words.count - n)...].joined())) { return (b, (words.count - n)..<words.count) }
    }
    for n in stride(from: min(3, words.count - 2), through: 1, by: -1) {
      for start in 1..<(words.count - n) {
        if let b = Brand(key: Array(words[start..<(start + n)].joined())) { return (b, start..<(start + n)) }
      }
    }
    return (nil, 0..<0)
  }

  /// Where the name to show of a cinema found without a name starts: its
  /// first primary name, or for a Latin query its first Latin one
  /// (`Lotte Cinema World Tower` for `lotte cinema jamsil`).
  func titleOffset(of place: UInt32, latin: Bool) -> Int {
    let names = index.storedNames(of: PlaceHandle(rank: place)).filter { $0.mark == nil }
    let chosen = latin ? names.first { !PlaceKeys.hasHangul($0.text) } ?? names.first : names.first
    return chosen?.offset ?? Int(index.nameStart[Int(place)])
  }

  /// A Hangul word without the 점 (branch), 역 (station) or 역점 it ends
  /// with, or a state of the IME on the way to one (ㅈ, 저, ㅇ, 여: `CGV
  /// 강남ㅇ` is typing 강남역), when two syllables or more are left
  /// (`강남점`, `잠실역`, `잠실역점`; not `역`).
  static func withoutBranchSuffix(_ word: [UInt8], leaving least: Int = 2) -> [UInt8]? {
    guard let head = withoutLastSyllable(word, leaving: least), branchSuffixes.contains(Array(word.suffix(3)))
    else { return nil }
    // (A station's branch, 역점, both: `롯시 잠실역점` is 잠실.)
    if word.suffix(6).elementsEqual(stationBranch), let area = withoutLastSyllable(head, leaving: least) {
      return area
    }
    return head
  }

  /// 역점, a branch named after its station, in UTF-8.
  static let stationBranch = Array("역점".utf8)

  /// 점, 역 and the IME's states on the way to them, in UTF-8.
  static let branchSuffixes: Set<[UInt8]> = Set(["점", "저", "ㅈ", "역", "여", "ㅇ"].map { Array($0.utf8) })

  /// A word of Hangul alone (three bytes a syllable or jamo) without its
  /// last syllable, when `least` or more are left (two unless told).
  static func withoutLastSyllable(_ word: [UInt8], leaving least: Int = 2) -> [UInt8]? {
    guard word.count >= 3 * (least + 1), word.count % 3 == 0, word.allSatisfy({ $0 >= 0x80 }) else { return nil }
    return Array(word.dropLast(3))
  }

  /// The distance in metres from a point to the nearest point of a box
  /// (0 inside it).
  static func distance(from c: Coordinate, to box: BoundingBox) -> Double {
    let nearest = Coordinate(
      latitude: min(max(c.latitude, box.south), box.north), longitude: min(max(c.longitude, box.west), box.east))
    return GeoMath.distance(c, nearest)
  }
}
