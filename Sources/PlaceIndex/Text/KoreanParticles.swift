/// A Korean place as people search for a trip to it: with a particle on
/// its name (`제주에서`, `베이루트까지`, `치타공행`, `상트페테르부르크로`) or
/// the words of what they want there after it (`의령 가는 법`, `경남
/// 가볼만한 곳`, `모로코 여행 코스`, `김해공항 주차장`), or a question about
/// it (`시드니 어디야`, `… 몇 시에 문 열어요`), an area before it taking the
/// genitive (`중국의 청두`). The place is the query without them.
enum KoreanParticles {
  /// Particles a place's name takes in such a query, longest first: from,
  /// to, as far as, bound for (행), leaving from (발: `아테네발 비행기`), at.
  /// (And a prefecture's 현, taken off as they are.)
  static let particles: [[Unicode.Scalar]] = [
    "에서부터", "으로부터", "에서", "까지", "으로", "부터", "에게", "에는", "에도", "에", "로", "행", "발", "현",
    // (And a particle on its way, its last syllable not typed yet or its
    // final held: 까 and 깢 of 까지, 엣 of 에서, 에서부 of 에서부터.)
    "까", "깢", "엣", "에서부", "으로부",
  ].map { Array($0.unicodeScalars) }
  .sorted { $0.count > $1.count }

  /// Words that start what one wants at a place, after its name: going
  /// there (가는 길, 가는 법, 가려면), what to see or eat (가볼만한 곳,
  /// 맛집), the trip (여행, 항공권, 숙소), facts (날씨, 시차, 지도). None
  /// names a place, nor starts the name of one that a query ends in.
  static let wantWords: Set<String> = [
    "가는", "가는법", "가는길", "가는방법", "가려면", "가기", "가볼만한", "가볼만한곳", "갈만한", "갈만한곳",
    "여행", "여행지", "여행코스", "관광", "관광지", "명소", "맛집", "날씨", "시차", "지도", "항공권", "비행기표",
    "숙소", "호텔", "주차장", "주차", "환율",
    // (The flight there, and what a stay abroad needs: a visa, study,
    // work, a phone's roaming, money changed, a tour, a festival.)
    "비행기", "항공편", "항공", "직항", "경유", "비자", "유학", "취업", "로밍", "환전", "투어", "축제",
    // (A day trip there, `당일치기`; what one goes to see:
    // sunrise and sunset, its market; 가볼 of 가볼 만한 곳 typed apart.)
    "당일치기", "일출", "일몰", "해돋이", "전통시장", "가볼",
    // (Leaving or arriving there, and how: 출발, 도착, 택시, 버스, 지하철,
    // how long it takes, 얼마나; 가는 on its way, 가느.)
    "출발", "도착", "택시", "버스", "지하철", "얼마나", "가느",
    // (The place as an area: its surroundings, its centre, all of it, its
    // side. Not the words for near, 주변 or 인근, apart: a cinema query
    // goes on after them, `군자 주변 메박`, and the cinema steps read them.)
    "근교", "일대", "시내", "도심", "지역", "전역", "전체", "쪽", "방면",
    // (Questions about it: when, where, how many, its hours and address.
    // Not a cinema's words, 예매 or 시간표, which the cinema steps read as
    // asking for cinemas: `영화 예매`.)
    "몇", "언제", "어디", "어디야", "어디에", "어디예요", "어디에요", "주소", "영업시간", "운영시간", "전화번호",
    "알려줘",
  ]

  /// The want words that a query writes together with the name before
  /// them too (`대만여행`, `제주도맛집`): none ends a place's name.
  static let gluedWantWords: [[Unicode.Scalar]] = [
    "여행", "여행지", "여행코스", "관광", "관광지", "맛집", "날씨", "항공권", "비행기표", "숙소", "호텔",
    "가는법", "가는길", "가는방법", "가볼만한곳", "갈만한곳", "환율", "시차",
    "직항", "비자", "유학", "취업", "로밍", "환전", "투어", "축제",
    "어디", "어디야", "어디에", "어디임", "어디예요", "어디에요",
    "주변", "인근", "부근", "근교", "일대", "시내", "도심", "지역", "전역", "전체", "쪽", "방면",
  ].map { Array($0.unicodeScalars) }
  .sorted { $0.count > $1.count }

  /// What a pasted or chatty query adds after a name: laughter and
  /// crying in bare jamo (`군산공항ㅋㅋ`), two or more.
  static let chatJamo: Set<Unicode.Scalar> = ["ㅋ", "ㅎ", "ㅠ", "ㅜ"]

  /// The least syllables a name keeps once a particle is taken off.
  static let minStemSyllables = 2
  /// The least syllables a name keeps once 로 or 으로 is taken off, when
  /// no want word follows: a road's name ends in 로, and mistyped
  /// (`백밤로`, `울지로`) it names nothing, as a place with the particle
  /// does; a road's name before 로 is mostly two syllables.
  static let minStemSyllablesBeforeRo = 3
  /// The genitive an area takes before a place in it (`중국의 청두`),
  /// taken off a word before the last.
  static let genitive: [Unicode.Scalar] = ["의"]
  static let ro: Set<[Unicode.Scalar]> = [Array("로".unicodeScalars), Array("으로".unicodeScalars)]

  /// `words` (a Hangul query's) without the want words from the first
  /// one on (never the first word), and the particle on the last word
  /// left; nil when neither is there.
  static func place(in words: [String]) -> String? { placeAndCut(in: words)?.text }

  /// The same, and where the want words start (words from there on are
  /// left out), nil when none were.
  static func placeAndCut(in words: [String]) -> (text: String, cut: Int?)? {
    var kept = words
    let cut = words.indices.dropFirst().first(where: { wantWords.contains(words[$0]) })
    if let cut { kept = Array(words[..<cut]) }
    // (The area a place is in, with the genitive before it: `중국의 청두`.)
    for i in kept.indices.dropLast() {
      let scalars = Array(kept[i].unicodeScalars)
      if scalars.count >= genitive.count + minStemSyllables, scalars.suffix(genitive.count).elementsEqual(genitive),
        scalars.allSatisfy({ Hangul.isSyllable($0.value) })
      {
        kept[i] = String(String.UnicodeScalarView(scalars.dropLast(genitive.count)))
      }
    }
    if let last = kept.last {
      var scalars = Array(last.unicodeScalars)
      // (A want word written together with the name: `대만여행`.)
      if cut == nil,
        let w = gluedWantWords.first(where: { w in
          scalars.count >= w.count + minStemSyllables && scalars.suffix(w.count).elementsEqual(w)
        }), scalars.dropLast(w.count).allSatisfy({ Hangul.isSyllable($0.value) })
      {
        scalars.removeLast(w.count)
        kept[kept.count - 1] = String(String.UnicodeScalarView(scalars))
      }
      let chat = scalars.reversed().prefix { chatJamo.contains($0) }.count
      if chat >= 2 && scalars.count - chat >= minStemSyllables {
        scalars.removeLast(chat)
        kept[kept.count - 1] = String(String.UnicodeScalarView(scalars))
      }
      if let p = particles.first(where: { p in
        let least = cut == nil && ro.contains(p) ? minStemSyllablesBeforeRo : minStemSyllables
        return scalars.count >= p.count + least && scalars.suffix(p.count).elementsEqual(p)
      }) {
        let stem = scalars.dropLast(p.count)
        if stem.allSatisfy({ Hangul.isSyllable($0.value) }) {
          kept[kept.count - 1] = String(String.UnicodeScalarView(stem))
        }
      }
    }
    guard kept != words, !kept.isEmpty else { return nil }
    return (kept.joined(separator: " "), cut)
  }
}
