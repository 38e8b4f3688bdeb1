import Testing

@testable import PlaceIndex

/// Cinema searches on the bundled data as people type them: a word for
/// cinemas or a brand with words that say "near" or what one wants
/// there, and branches and brands a key or a letter off.
@Suite struct CinemaSearchTests {
  func ids(_ q: String, limit: Int = 1, near: Coordinate? = nil) -> [String] {
    var o = CompletionOptions()
    o.limit = limit
    o.near = near
    return KoreanTests.index.complete(q, options: o).map(\.id)
  }

  /// 잠실역, 목동역, 강남역 (the stations' coordinates).
  static let jamsil = Coordinate(latitude: 37.5133, longitude: 127.1001)
  static let mokdong = Coordinate(latitude: 37.5262, longitude: 126.8644)
  static let gangnam = Coordinate(latitude: 37.4979, longitude: 127.0276)

  /// "Near me": a word for cinemas, or a brand, with words that only say
  /// near lists the cinemas, nearest first; without them nothing was found.
  @Test func nearMeListsTheNearestCinemas() {
    #expect(ids("근처 영화관", near: Self.jamsil) == ["cinema:lotte-cinema-world-tower"])
    #expect(ids("가까운 극장", near: Self.mokdong) == ["cinema:megabox-mokdong"])
    #expect(ids("nearest cinema", near: Self.mokdong) == ["cinema:megabox-mokdong"])
    #expect(ids("가장 가까운 CGV", near: Self.gangnam) == ["cinema:cgv-gangnam"])
    #expect(ids("megabox near me", near: Self.mokdong) == ["cinema:megabox-mokdong"])
    #expect(ids("지금 근처 CGV", near: Self.gangnam) == ["cinema:cgv-gangnam"])
    #expect(ids("주변 상영관", near: Self.mokdong) == ["cinema:megabox-mokdong"])
    // The brand's cinemas only.
    #expect(ids("megabox near me", limit: 30, near: Self.jamsil).allSatisfy { $0.hasPrefix("cinema:megabox-") })
    // Without a location, every cinema still, as `영화관` alone lists them.
    #expect(ids("근처 영화관", limit: 3).count == 3)
  }

  /// Words of what one wants at a cinema (booking, showtimes, where it
  /// is) and particles on the area are left out: the area's cinemas.
  @Test func intentWordsAndParticlesAreLeftOut() {
    #expect(ids("목동 영화 예매") == ["cinema:megabox-mokdong"])
    #expect(ids("연남동 영화 예매") == ["cinema:cgv-yeonnam"])
    #expect(ids("대학로 영화관 어디") == ["cinema:cgv-daehangno"])
    #expect(ids("강남역에 있는 CGV") == ["cinema:cgv-gangnam"])
    #expect(ids("잠실에서 영화 보기") == ["cinema:lotte-cinema-world-tower"])
    #expect(ids("where is megabox coex") == ["cinema:megabox-coex"])
    #expect(ids("근처에 영화관 있나", near: Self.mokdong) == ["cinema:megabox-mokdong"])
    // The branch whole once a word is left out, as typed it was another's.
    #expect(ids("megabox 강남 좌석") == ["cinema:megabox-gangnam"])
    // A venue's words beside a word for cinemas, the others left out.
    #expect(ids("dolby cinema coex") == ["cinema:megabox-coex"])
    #expect(ids("movies at coex mall") == ["cinema:megabox-coex"])
    // A word that names a place is no intent: 영화동 alone is still found.
    #expect(ids("영화동") == ["kr:41111134"])
  }

  /// The branch first, then the brand, as initials (spaced or glued) and
  /// with the brand on its way through the IME: the branch's cinema of
  /// that brand, not another brand's branch of the same name or an area.
  @Test func branchBeforeBrand() {
    #expect(ids("ㅇㄴ ㅆㅈㅂㅇ") == ["cinema:cgv-yeonnam"])
    #expect(ids("ㅎㄷㅇㄱㄹㄷ") == ["cinema:lotte-cinema-hongdae-entrance"])
    #expect(ids("ㅎㄷㅇㄱ ㅁㅂ") == ["cinema:megabox-hongdae-entrance"])
    #expect(ids("ㄷㄷㅍㅁㅂ") == ["cinema:megabox-ddp"])
    #expect(ids("홍대입구 멥") == ["cinema:megabox-hongdae-entrance"])
    #expect(ids("홍대입구 롯ㄷ") == ["cinema:lotte-cinema-hongdae-entrance"])
    // The IME joins the brand's first consonant to the branch's last
    // syllable: 군자 + ㅁ is 군잠.
    #expect(ids("군잠") == ["cinema:megabox-gunja"])
    // The keys are the builder's: each order, spaced and glued.
    let forms = GazetteerAssembler.brandAndBranch(name: "CGV 연남", brand: "CGV")
    #expect(forms.contains("연남 씨지브이") && forms.contains("연남씨지비") && forms.contains("CGV연남"))
  }

  /// A word for cinemas a jamo off beside an area: the area's cinemas.
  @Test func aCinemaWordAJamoOff() {
    #expect(ids("성수동 극짱") == ["cinema:megabox-seongsu"])
    #expect(ids("합정동 시녜마") == ["cinema:lotte-cinema-hapjeong"])
    #expect(ids("군자동 멀티플랙스") == ["cinema:megabox-gunja"])
    #expect(CandidateSearch.isCinemaWordAJamoOff(Array("영화곤".utf8)))
    #expect(!CandidateSearch.isCinemaWordAJamoOff(Array("영화관".utf8)))
    #expect(!CandidateSearch.isCinemaWordAJamoOff(Array("양화곤".utf8)))  // two syllables off
    // Alone, a word a jamo off is a place's typo: not every cinema.
    #expect(ids("극짱").allSatisfy { !$0.hasPrefix("cinema:") })
  }

  /// A branch a key off beside its brand: two keys swapped across the
  /// syllables, one doubled or typed apart.
  @Test func aBranchAKeyOff() {
    #expect(ids("CGV 간암") == ["cinema:cgv-gangnam"])
    #expect(ids("메가박스 싳논") == ["cinema:megabox-sinchon"])
    #expect(ids("롯데시네마 욧안") == ["cinema:lotte-cinema-yongsan"])
    #expect(ids("메가박스 몯공") == ["cinema:megabox-mokdong"])
    #expect(ids("메가박스 강ㅇ남") == ["cinema:megabox-gangnam"])
    // Two keys off is too far for a two-syllable branch: not 강남.
    #expect(ids("CGV 간알") != ["cinema:cgv-gangnam"])
  }

  /// A brand a key or a letter off, and a Latin branch a letter off.
  @Test func aBrandOrALatinBranchALetterOff() {
    #expect(ids("롣세시네마 영등포") == ["cinema:lotte-cinema-yeongdeungpo"])
    #expect(ids("씨지븽 대학로") == ["cinema:cgv-daehangno"])
    #expect(ids("lottte cinema hapjeong") == ["cinema:lotte-cinema-hapjeong"])
    #expect(ids("megabxo ddp") == ["cinema:megabox-ddp"])
    #expect(ids("megabox coez") == ["cinema:megabox-coex"])
    #expect(ids("megabox gujna") == ["cinema:megabox-gunja"])
    #expect(ids("lotte cinema hongdea") == ["cinema:lotte-cinema-hongdae-entrance"])
    // The brand's key held after it is the branch's first (메가박슼 is
    // 메가박스 and the ㅋ of 코엑스), not a misspelt brand.
    #expect(ids("메가박슼") == ["cinema:megabox-coex"])
  }

  /// A brand written together with its branch: the branch before the
  /// brand's first syllable, the brand before a branch its keys do not
  /// write so, the brand with 점 alone.
  @Test func aBrandGluedToItsBranch() {
    #expect(ids("홍대롯") == ["cinema:lotte-cinema-hongdae-entrance"])
    #expect(ids("센트럴멕") == ["cinema:megabox-central-city"])
    #expect(ids("메박성수동점") == ["cinema:megabox-seongsu"])
    #expect(ids("롯데시네마롯데월드타워점") == ["cinema:lotte-cinema-world-tower"])
    #expect(ids("강남역 씨지브이점") == ["cinema:cgv-gangnam"])
    // An open syllable on its way to the brand's first is no brand yet.
    #expect(!CandidateSearch.hangulBrandFirstSyllables.contains { $0.alias == ["로"] })
    #expect(CandidateSearch.hangulBrandFirstSyllables.contains { $0.alias == ["멕"] })
  }
}

/// A brand and its branch among words that ask something or name the
/// way there: the branch, not the cinemas around an area those words
/// name, nor every cinema of the brand in the branch's 구 alike.
@Suite struct CinemaBranchAmongWordsTests {
  func top(_ q: String) -> String? { KoreanTests.index.complete(q, options: .init(limit: 1)).first?.id }

  @Test func theBranchAmongOtherWords() {
    #expect(top("3호선 타고 CGV 압구정") == "cinema:cgv-apgujeong")
    #expect(top("4호선 타고 씨지비 명동") == "cinema:cgv-myeongdong")
    #expect(top("혹시 메가박스 목동 몇 시에 문 닫아요?") == "cinema:megabox-mokdong")
    // A branch whose name ends in a number, without it.
    #expect(top("1호선 종각역 CGV 피카디리") == "cinema:cgv-piccadilly-1958")
    // Not a branch's name with a number after it: 을지로6가 is the 동.
    #expect(top("을지로6가 CGV") == "cinema:cgv-euljiro")
    // An area of several words still finds the cinemas around it.
    #expect(top("서울 강남구 삼성동 메가박스") == "cinema:megabox-coex")
  }

  /// A brand a letter or a jamo off beside a branch in the other script.
  @Test func aMisspeltBrandBesideALatinBranch() {
    #expect(top("메가바스 Sinchon") == "cinema:megabox-sinchon")
    #expect(top("vgv 강남") == "cinema:cgv-gangnam")
    #expect(top("CGVV 명동") == "cinema:cgv-myeongdong")
  }

  /// A syllable alone before other words is a word, not a name on its
  /// way: `문` (door) is no 문래동.
  @Test func aLoneSyllableIsAWord() {
    #expect(top("혹시 Lotte Cinema 영등포 오늘 문 열어요?") == "cinema:lotte-cinema-yeongdeungpo")
    #expect(top("부산 서區") == "kr:26140")
  }
}
