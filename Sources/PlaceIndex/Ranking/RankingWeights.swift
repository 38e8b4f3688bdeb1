/// Every number that decides the order of completions, in one place.
///
/// A completion's score is, in importance units (roughly log10 of the people
/// a place concerns, see ``ImportanceWeights``):
///
///     score = importance + bonuses - penalties + bias
///
/// and completions are ordered by their tier's group (``MatchTier/group``),
/// then by score. Each weight below says what it trades off. The README's
/// ranking formula is made from these values (``formulaTable``), and a test
/// checks that the two agree.
///
/// Change a weight through ``CompletionOptions/weights``; the pruning bounds
/// of the threshold walk are computed from the same value, so any weights
/// give the same results as scoring every place.
public struct RankingWeights: Sendable, Equatable {
  // MARK: What a match earns

  /// A whole primary name typed in full. Trades a short exact name against
  /// longer names it starts, which may be what is being typed: at 2.0 a
  /// place 100 times the exact one's size comes first (`mede` is Medellín,
  /// 2.5 M, before Mede, 6,600; `malm` Malmö before Malm, 1,300), and Ham
  /// (3,000 people) stays near Hamburg (1.8 M) for `ham`. At 2.5 (until
  /// 2026-12-04) it took 316 times; the peers' autocomplete cases gained 2
  /// and a probe of 1,013 typed names 14, for 2 POI queries whose city lost
  /// to another word's place.
  public var exactName = 2.0
  /// A whole alternate name (an exonym, a native or historic name) typed in
  /// full: as much as a primary name's, as ``alternatePenalty`` is what
  /// tells them apart. With it, a famous place's other name beats a small
  /// namesake's own name once the famous place is
  /// 10^(exactName - exactAlternateName + alternatePenalty) = 10^1.5 ≈ 32
  /// times as important (`lemberg` is Lviv, 720,000 people, before two
  /// villages named Lemberg; `hanover` lists Hannover third, after towns
  /// in Pennsylvania and New Hampshire a 14th its size).
  public var exactAlternateName = 2.0
  /// A whole reference typed in full: an airport's city, a cinema's branch
  /// (성수 for 메가박스 성수). It finds the place but is not its name, so a
  /// place of that name comes first (성수동).
  public var exactReference = 1.25
  /// A whole romanization typed in full (`gangnam` for 강남): less than a
  /// primary name's, as a romanization spells a Korean name that is often
  /// part of a longer name, while ``koreanRomanization`` still lifts it
  /// over foreign places: `gangnam` is Gangnam-gu. (A cinema's branch
  /// romanized is a reference, as the branch is: `myeongdong` is 명동2가
  /// and 명동1가 before CGV 명동, as `명동` lists them.)
  public var exactRomanization = 1.25
  /// A whole code that is a nickname (SFO for a city, a region's ISO code):
  /// low, so that `ber` is Berlin before its airport BER.
  public var exactCode = 0.5
  /// An airport's own IATA or ICAO code typed whole.
  public var exactAirportCode = 1.75
  /// The query is exactly an airport's IATA code (``applyCodeRule(query:)``):
  /// the first of the airport and the city it serves gets `iataFirst`, the
  /// other `iataSecond`, more than any name earns, so the two lead. In
  /// capitals (`SIN`) the airport is first; otherwise (`sin`) the city.
  public var iataFirst = 6.0
  /// The second of the two (see ``iataFirst``).
  public var iataSecond = 5.0
  /// The query is five digits alone, a Korean ZIP code's and a foreign
  /// city's postcode (``applyPostcodeRule(query:)``): the ZIP code is
  /// lifted to lead the best other place by this much, so our users' code
  /// comes first and the cities follow (`10010`: 김포시's, then New York
  /// City). Nothing else moves, and nothing at all with a location
  /// outside Korea, whose bias decides then.
  public var koreanPostcodeLead = 0.5
  /// A French town with its département's number (`Bayonne 64`:
  /// ``applyDepartmentRule()``): the places in France whose postcode
  /// starts with it lead the best other place of their tier group by this
  /// much. Any lead puts them first; a bigger one only shows in the
  /// scores.
  public var departmentLead = 0.5
  /// The fewest letters (scalars: a Hangul syllable is one) of a qualifier
  /// still being typed (`paris, tex`) that are read as the start of a
  /// region's or country's name: fewer start too many (`paris, t`; `미`,
  /// the start of 미국, is `al` in the other keyboard mode).
  public var qualifierPrefixMinimumLength = 3
  /// The fewest letters (scalars) of the first word of a country's or
  /// region's name that leads a query not in Hangul and is read as its
  /// qualifier (`thailand bangkok`, `japan osaka airport`): a shorter word
  /// is more often a code or a word of the place's own name (`can thi` on
  /// its way to Cần Thơ, `sin city`); more leaves out `peru lima`.
  public var leadingQualifierMinimumLength = 4
  /// How many of the most important places whose names start with such a
  /// qualifier are looked at for regions and countries, in each of the
  /// primary and other names: more finds a small region, at more cost
  /// (48: Alabama among the places that start `ala`, `birmingham, ala`;
  /// 24 reached it only through an alternate name the index no longer has,
  /// "Birmingham i Alabama").
  public var qualifierPrefixPlaces = 48
  /// The farthest the city an airport serves may be from it (metres).
  public var iataServedCityDistance = 100_000.0
  /// How near a place the words before it found an airport's code in
  /// brackets must be for the airport to come first (metres: `Oslo
  /// (TRF)`, whose Torp airport is 110 km out, as Beauvais is 85 km from
  /// Paris). The brackets pair the two, so farther than a city's own
  /// airports; farther still would take another country's airport of
  /// that code.
  public var bracketedCodeCityDistance = 150_000.0
  /// When three capitals are a country's ISO 3166 code too, the least
  /// importance an airport of that code needs to come first (a hub, known
  /// by its code: Frankfurt's FRA 4.8, Mexico City's MEX 6.1, Belém's BEL
  /// 5.2). A smaller airport leaves the country first: `USA` is the United
  /// States, not Concord-Padgett Regional (3.4); `RUS` Russia, not Marau
  /// (2.0); `GBR` the United Kingdom, not Great Barrington (2.4). Lower
  /// trades countries typed by their letters for small airports' codes.
  public var iataOverCountryMinimumImportance = 4.5
  /// The start of a place's own primary name (0: a prefix of an own name and
  /// of an alternate name differ by ``alternatePenalty`` alone).
  public var primaryPrefix = 0.0
  /// A name's words all typed whole in another order (`korea south`,
  /// `york new`, `강남 CGV`): an exact match, less a quarter of the bonus
  /// of the name as written (``exactName``). Above a qualified start of another name (`korea` a
  /// country, `south` the start of South Gyeongsang: a qualifier is worth
  /// ``qualifier``), below the same words as a name writes them.
  public var reorderedWholeName = 1.5
  /// A Hangul word a keystroke off a whole name, the IME having regrouped
  /// the keys after the slip (`겨이도` for 경기도), costs this more than a
  /// typo of one jamo in place: where both read the word (`여이도` is
  /// 여의도 with ㅡ missing, or 영도 with ㅣ added), the jamo in place is
  /// the likelier slip; a bigger place a keystroke off still wins against
  /// a small one a jamo off.
  public var keystrokeSlip = 0.75
  /// A Hangul word with one syllable typed twice (`방콕콕`, `요르단단`: a
  /// key held too long), read without it, costs this beyond its edit: as
  /// a keystroke slip, since the IME shows a whole syllable more.
  public var doubledSyllable = 0.75
  /// A place in the region or country the query's last words name
  /// (`paris texas`), and an address whose other words name its areas.
  public var qualifier = 2.0

  // MARK: What a match costs

  /// A match through an alternate name: "new yo" is New York City before
  /// Jakarta's nickname "New York van Java" (as important). Raising it makes
  /// exonyms lose to smaller places' own names. (At 1.25 the peers'
  /// autocomplete cases gained 4 more, `munc` München and `colog` Cologne,
  /// but North Korean towns' romanized other names passed Seoul's
  /// romanized 동, `sinchon`, and a city's smaller airports its hub.)
  public var alternatePenalty = 1.5
  /// Each typo in the typo tier: `olso` is Oslo before the Olson airfield.
  public var editPenalty = 1.0
  /// A query read with its Korean romanization respelled in the Revised
  /// one (``CandidateSearch/collectRespelled(_:query:want:)``: `Yoksam-dong`
  /// as Yeoksam-dong): half a typo (``editPenalty``), as the older or
  /// informal spelling is one people use, not a slip; the partial tier,
  /// which would leave the word out, charges three times as much. (Made
  /// from ``editPenalty``, not stored: a copy of the weights, which every
  /// search makes, costs by its size.)
  public var respelledReading: Double { editPenalty / 2 }
  /// … and each letter respelled (``RomanizationRespelling/rules``): a
  /// quarter of a typo, so that of two respellings the one with fewer
  /// changes wins unless the other's place is about twice as important
  /// (`chongja` is 종자 before 정자, when both are keys).
  public var respellingChange: Double { editPenalty / 4 }
  /// A name that does not write a diacritic the query typed (`küta`: Kuta,
  /// before Kütahya; `florianó`: Floriano, before Florianópolis). Keys fold
  /// diacritics, so the two match alike; the user who types one means it.
  /// More than a typo, as typing it took care; a query without diacritics
  /// pays nothing (`munchen` is München).
  public var unwrittenDiacritic = 1.5
  /// … when another name of the place writes it (`mün`: Munich, found by
  /// its name, is München): a third as much, as a place's other name is
  /// less likely what was typed than another place's own (München, 5 times
  /// Münster's size, comes first; Dushanbe, by Düschanbe, stays after
  /// Düsseldorf, a little smaller).
  public var diacriticByOtherName = 0.5
  /// Readings other than the literal one (``QueryReading/Kind``): a jamo
  /// reading (성 on the way to 서울), initial consonants, the other keyboard
  /// mode. Literal matches come first unless a more important place
  /// matches the weaker reading (서울 for 성, before 성남).
  ///
  /// A jamo reading is a prefix as a literal one is (명도 is on its way to
  /// 명동, or the start of 명도리): at 0.5 a place about three times the
  /// literal match's size comes first (명동 before the villages named 명도리;
  /// at 1.0 it took ten times). An exact literal name keeps its exact-name
  /// bonus over both. Lower, a whole syllable typed would mostly read as
  /// the next one's start.
  public var jamoReading = 0.5
  /// The penalty of an initial-consonant reading (ㅅㅇ).
  public var choseongReading = 2.0
  /// The penalty of a reading typed with the keyboard in the other mode (tjdnf → 서울).
  public var keyboardReading = 3.0
  /// The penalty of a Hangul query read with its words in the other mode
  /// in Hangul (`보령시 rndchsehd` is 보령시 궁촌동): the words typed in
  /// Hangul already say the query is Korean, so the reading costs less than
  /// a whole query in the other mode, and less than
  /// ``addressUnmatchedWord``, so the word read beats the word left out.
  /// Higher ranks the areas its Hangul words name first.
  public var keyboardWordReading = 0.5
  /// The penalty of a Korean place read without the particle on its name
  /// or the words of a trip after it (`제주에서`, `의령 가는 법`,
  /// ``CandidateSearch/collectWithoutParticles(_:want:)``): enough that a
  /// name the query spells whole as typed ranks first, less than a word
  /// the partial tier leaves out, so the place read beats the names its
  /// words start.
  public var particlesReading = 0.5
  /// The penalty of a 시군구 named with another level's suffix (양주군 for
  /// 양주시, a 군 until 2003): it stands in for the typo tier, which the
  /// whole stem makes unneeded, so it only orders the few areas of that
  /// stem after any that its own suffix would have named (none, or the
  /// tier would not run).
  public var otherLevelSuffix = 1.0
  /// A word of a Korean address that names no area (a building's name
  /// after its address).
  public var addressUnmatchedWord = 1.0
  /// How far below the best place of a mixed-script address read whole
  /// (Hangul areas, a romanized road: ``CandidateSearch/collectMixedScriptAddress(_:want:)``)
  /// an address reading that left the romanized words unmatched goes:
  /// the areas alone are still listed, after the road. Any positive
  /// value orders them so; a larger one lets more of the road's
  /// neighbours come between.
  public var belowWholeAddress = 0.5
  /// The penalty of a place abroad found by its name with a tense
  /// consonant read plain or aspirated (`청뚜` for 청두:
  /// ``CandidateSearch/collectLoanwordSpelling(_:want:)``): below a typo's
  /// edit (1.0), so the name people spell so beats a Korean name a jamo
  /// off; higher lets the typo tier's more important names win.
  public var loanwordSpelling = 0.5
  /// The penalty of a place found with the area before it corrected a
  /// jamo off (`울삳 동구` is 울산's 동구:
  /// ``CandidateSearch/collectMistypedHead(_:want:)``): a typo's edit, so
  /// the place so qualified beats the namesakes the partial tier finds
  /// with that word left out (``partialUnknownWord``, 3.0); higher lets
  /// the more important namesakes win.
  public var mistypedArea = 1.0
  /// The penalty of a place found with its second-level area's type word
  /// left out (`Sindelfingen, Landkreis Böblingen` read as `Sindelfingen,
  /// Böblingen`: ``CandidateSearch/collectWithoutSecondLevelTypes(_:want:)``):
  /// small, as the word only said what the area is; higher lets places
  /// the partial tier found with the word unmatched come first.
  public var secondLevelAreaWord = 0.5
  /// How far a place said to be near another (`Hamilton near Toronto`:
  /// ``CandidateSearch/collectNearPlace(_:query:want:)``) may lie from
  /// it, in kilometres: a metropolitan area's reach (Hamilton is 60 km
  /// from Toronto). Wider takes namesakes further off; narrower misses
  /// the satellite towns people name so.
  public var nearPlaceKilometers = 80.0
  /// How near a named 시군구 a road it does not hold may lie and still be
  /// the road meant (``CandidateSearch/collectRoadBesideNamedDistrict(_:target:within:unmatched:want:)``),
  /// in kilometres from the 시군구's point to the road's. Wider finds
  /// roads of districts further off (a rural 군 is 30 km across); narrower
  /// keeps a road of a common name from answering for a district far away.
  public var neighbourDistrictKilometers = 25.0
  /// A Korean road in Latin letters read by its sound (`Olympic-ro` as
  /// Ollimpik-ro, ``CandidateSearch/collectLooseRomanizedRoad``): a
  /// correction, as a respelling is; enough to rank a road spelled as
  /// typed first, little enough that the road still beats its area found
  /// with the road left out (by ``addressUnmatchedWord`` a word).
  public var looseRomanizationReading = 0.75
  /// A road whose building numbers start above the number asked for
  /// (`올림픽로 300`: 강동구's numbers start at 528, 송파구's hold 300).
  /// The data has each road's building numbers from its first, so the
  /// building is on another road of that name; large enough to put a
  /// road of a few times more addresses after one that has the number,
  /// small enough that an unknown number still finds the road.
  public var buildingBelowRoadPenalty = 1.5
  /// A road where no run of building numbers starts at the number asked
  /// for: the data lists a road's numbers where its ZIP code changes, so a
  /// listed number is a building known to be there, an unlisted one only
  /// likely. A tie-breaker between roads of one name of about the same
  /// size (송파구's 올림픽로 300, listed, before 평창군's); too large, and
  /// the rare listing would outrank the address counts.
  public var buildingUnlistedPenalty = 0.3
  /// Instead of ``buildingUnlistedPenalty``, a road whose listed numbers
  /// just below and just above the one asked for both have the other
  /// parity: odd numbers are on a road's left and even ones on its right,
  /// so the district most likely has the other side only (강남대로 396 is
  /// 강남구's, east; 서초구 lists 375 and 399 around it). Between the two
  /// others: a guess from two numbers, weaker than a first number above.
  public var buildingOtherSidePenalty = 0.8
  /// Instead of ``buildingUnlistedPenalty``, a road whose last listed
  /// number is below the one asked for. A road that crosses districts is
  /// numbered on from one to the next (부산 중앙대로: 동구, 부산진구, then
  /// 연제구's 999 to 1253), so the number is most likely a later district's;
  /// but a road's last listed number is where its ZIP code last changes,
  /// not its last building, so it is a guess, weighed as the other side is.
  public var buildingPastRoadPenalty = 0.8

  // MARK: The partial tier

  /// What a query word the partial tier leaves out costs, scaled by how
  /// informative the word is (0 for a word in every name, 1 for a word in
  /// none): `common` + (`unknown` - `common`) × informativeness. An unknown
  /// rare word (a building's name) costs `unknown`; "airport" or "city"
  /// close to `common`.
  public var partialCommonWord = 0.5
  /// The most a left-out word costs: one that starts no name.
  public var partialUnknownWord = 3.0
  /// What leaving out a word that names the kind of place asked for
  /// (`airport`) costs: as much as an unknown word, though the word is in
  /// thousands of names, because a place without it is not what was asked
  /// for (`wichita mid continent airport` is an airport before the town
  /// of Mid-Continent). Higher keeps such queries on their kind.
  public var partialKindWord = 3.0
  /// What leaving out a word that is a great city's whole name costs at
  /// least (one of ``partialCityMinimumImportance``: London, Paris, Wien):
  /// as much as an unknown word, though the word is in hundreds of names,
  /// because a place without it is most likely not what was asked for
  /// (`london camden` is London before Camden, New Jersey; `paris 3ème`
  /// Paris before Lyon's 3rd arrondissement). Lower lets a small place of
  /// the other words win wherever it is.
  public var partialCityWord = 3.0
  /// How important a city must be for its name to cost
  /// ``partialCityWord`` to leave out: 6, a city of about a million
  /// people. Lower makes more towns' names dear, so that a street or a
  /// venue named after a town keeps the query on the town.
  public var partialCityMinimumImportance = 6.0
  /// How much more leaving out the word where a place's name most likely
  /// is costs: the last word of a Latin query (`st kilda road melbourne`
  /// is Melbourne), the first of a Korean one (`포항 죽도시장` is 포항), by
  /// this fraction, falling linearly to 0 at the other end.
  public var partialPositionWeight = 0.5
  /// What leaving out a word costs more when it follows a postcode inside
  /// a Latin address (``CandidateSearch/followsPostcode(_:_:)``): the
  /// postcode's place, as European and Brazilian addresses write it (`…
  /// boa vista 50070-060 recife` is Recife, not Boa Vista, Roraima; `24,
  /// route de saint-omer 59380 socx` Socx). Higher trusts that order more
  /// than the words' own costs; an Italian address writes the province
  /// there (`sassoferrato 60041 ancona`).
  public var partialAfterPostcode = 1.0
  /// What leaving out a postcode that some place has costs (a Korean,
  /// US or French one: `25400`): less than an unknown word's, as the data
  /// knows only those countries' codes and the same digits are another
  /// country's too (`10117 berlin` is Berlin, not the 김포시 ZIP code
  /// 10117); more than a common word's, as a known code names a town.
  /// Higher makes the code's towns beat the words around it.
  public var partialPostcodeWord = 1.5
  /// A place found by its name whose own postcode the query types too
  /// (`paris 75460` is Paris, Texas; `57 route de poitiers 79300 saint
  /// sauveur`): the code is matched, not left out, and adds this, as a
  /// region that qualifies a name does (``qualifier``). Less lets a greater
  /// namesake's importance win over the code that names the other.
  public var ownPostcode = 2.0

  // MARK: Korean users

  /// A Hangul query adds this to places in Korea: 부 is 부산 before
  /// 부에노스아이레스.
  public var koreanFirst = 1.0
  /// A match through the romanization of a Korean name adds this, no
  /// alternate-name penalty taken: `sinchon` is 신촌동. Less than
  /// ``koreanFirst``, as Latin letters are a weaker sign of a Korean place
  /// than Hangul: `manch` stays Manchester, not Manchon-dong.
  public var koreanRomanization = 0.5
  /// Initial consonants add this to places in Korea, on top: only Korean
  /// users type them (ㄱㄴㄱ is 강남구, not Ghana).
  public var choseongKorean = 1.0
  /// Initials that are a name's whole (a letter for each of its
  /// syllables) add this among the names they start: `해운대구 ㄷㅁㅇㄱ` is
  /// 달맞이길 before 달맞이길117번나길. A name they start wins when twice as
  /// important (10^0.3): 0.5 put Omsk (옴스크) before Osaka (오사카 시,
  /// whose initials run on into its 시) for ㅇㅅㅋ.
  public var choseongWhole = 0.3
  /// Initial consonants that match a foreign place, through its Korean
  /// exonym, cost this: they are typed for Korean names (ㅋㅇㅅ is 메가박스
  /// 코엑스, not 카이세리, Kayseri, a city of a million whose exonym they
  /// also start). With ``choseongKorean`` a foreign place wins only when
  /// 10^2.5 ≈ 300 times as important (ㄷㅋ: Dhaka, Tokyo). A penalty on the
  /// foreign places rather than a bigger Korean bonus: the walk's bound,
  /// set by the Korean places, stays as tight, where a bonus of 2.5 cost
  /// an initials query 1.4× the instructions. Lower lets exonyms in.
  public var choseongForeignPenalty = 1.5

  // MARK: Location bias

  /// The most the location bias adds: a place at the point itself counts as
  /// if it were 10^5 times bigger. The bias is
  /// `biasStrength × exp(-distance / scale)`.
  public var biasStrength = 5.0

  // MARK: Thresholds

  /// The other keyboard mode, qualifiers and the partial tier are tried when
  /// the query as typed found fewer places than this. Higher finds more
  /// alternatives, at the cost of slower keystrokes.
  public var fewResults = 3
  /// With a location bias, the candidates collected per tier: the limit
  /// times this, and at least ``biasMinimumCandidates``, as the bias may
  /// reorder them. Higher lets a nearer, smaller place in, and costs time.
  public var biasCandidatesPerResult = 4
  /// The fewest candidates collected with a location bias (see ``biasCandidatesPerResult``).
  public var biasMinimumCandidates = 40
  /// The fewest candidates collected for any limit: the steps tried when
  /// little was found count what was, so with fewer a limit of 1 could
  /// list another first than a limit of 10 (`phoenix airport`, `british
  /// col`). At 10, the default limit, a smaller limit lists the first of
  /// its list; lower saves a little work for limits under it.
  public var minimumCandidates = 10
  /// With a location bias, a walk over one key set ends after this many
  /// places per wanted result entered. The bias makes the walk's bound
  /// loose (any place may lie at the point, and `s` near the middle of
  /// the Pacific would otherwise walk every place that starts with s): a
  /// near place smaller than the first 4 × want of its name's prefix
  /// (already 160 for 10 results) can be missed. Higher finds more of
  /// them, at the cost of time.
  public var biasedWalkPlacesPerResult = 4
  /// How near an airport a place found through a qualifier may be for the
  /// airport, which the query's words name all, to go first
  /// (``CandidateSearch/applyAirportNamesakeRule()``: `tokyo haneda`, the
  /// district by the airport; `brussels charleroi`, 46 km). Farther, the
  /// place is another than the airport's namesake and stays first.
  public var airportNamesakeDistance = 50_000.0
  /// How far above that place the airport goes: any positive value puts it
  /// first; more keeps it first beside a location bias.
  public var airportOverNamesake = 0.5
  /// A match as typed this good (an exact or prefix match of a town of
  /// 100,000) stops the qualifier reading: `cape to` is Cape Town on the way,
  /// not a cape in Tonga.
  public var sizeableMatchScore = 5.0
  /// A typo match ranks with the name matches, not after them, when it
  /// scores this much more than the best of them, typo penalty taken: 2 is
  /// a place 100 times as important (`berlinn` starts only Berlin'nkton, an
  /// odd alternate name of Burlington, North Carolina, scoring 3.2; Berlin
  /// with one typo scores 5.9). Lower lets a big place's typo push aside
  /// the small place that was typed; higher keeps the small place first.
  /// (Tried when no name match is sizeable, ``sizeableMatchScore``, by
  /// ``CandidateSearch/collectEndTypo(_:want:)``.)
  public var typoOverWeakNameMargin = 2.0
  /// The same for a station read as the place it is named after
  /// (`삼성역` is 삼성동 of 강남구, scoring 4.8 with the station reading's
  /// penalty, before 삼성역길 of 경산, 3.4, whose name the query starts): a
  /// whole word ending in 역 names the station more surely than a typo
  /// names its word. Lower lets a station's area push aside a small place
  /// or road that continues the name typed; higher keeps them first.
  public var stationOverWeakNameMargin = 1.0
  /// The most entries the any-order tier checks (best-ranked first).
  public var anyOrderBudget = 400
  /// The most places a threshold walk pops: a very selective filter (a
  /// country, a kind) over a huge range stops here instead of scanning it.
  public var maxPops = 200_000
  /// The typo tier corrects queries of at most this many words, each of
  /// which starts some name; another query that matches nothing goes to
  /// the partial tier, which leaves out the words that match nothing, a
  /// misspelt one among them (`rio de janiero` is Rio de Janeiro either
  /// way). Higher corrects more, at up to 6 ms a query of two long words.
  public var typoMaxWords = 2
  /// The same for a walk whose places must lie in areas the query itself
  /// names (a qualifier, the other levels of an address) and for a reduced
  /// query of the partial tier: such a filter over a wide range
  /// (`international airport` in Tokyo, `airport` within Seoul) would
  /// otherwise pop thousands of places to find none. Lower is faster and
  /// may miss a small place that matches a common word.
  public var filteredMaxPops = 2_000
  /// The most edits the typo tier allows a query of several words.
  public var multiwordTypoEdits = 1
  /// The most places a qualifier's search looks at per key set, best
  /// first: the place meant is among the most important of its name
  /// (`paris texas`), and a qualifier tried on every multi-word keystroke
  /// that finds little (`vicente pi`: PI is Piauí) must cost little.
  public var qualifierMaxPops = 64
  /// The most typo ranges one key set may give.
  public var maxTypoRanges = 4_096
  /// The most syllables a missing-syllable typo tries after each prefix of
  /// an address unit (``CandidateSearch/collectMissingSyllable``): each
  /// costs a trie lookup. Higher finds a name after a prefix many names
  /// share, and costs a query that finds nothing that many lookups.
  public var maxInsertedSyllables = 256
  /// The most reduced queries the partial tier tries: its cost is bounded
  /// by it. Higher finds places behind more unknown words, and costs time.
  public var partialMaxVariants = 24
  /// When none of those finds a place, the most runs of adjacent words the
  /// partial tier then keeps alone (``CandidateSearch/collectRuns``): a
  /// long address names its place in a few words among many (`paseo de
  /// la reforma colonia cuauhtemoc mexico d.f.`), which leaving out one or
  /// two words at a time never reaches. Higher finds places in longer
  /// queries, and costs a query that finds nothing that many searches.
  public var partialMaxRuns = 12
  /// The longest run of words the partial tier keeps alone. Longer finds
  /// places with longer names among more stray words; each length adds a
  /// run per word to choose from.
  public var partialRunWords = 3
  /// When no run finds a place either, the most single words the partial
  /// tier then keeps alone, the dearest to leave out first
  /// (``CandidateSearch/collectSingleWords``). Higher finds a place named by
  /// a cheaper word among stray ones, and costs a query that finds nothing
  /// that many more searches.
  public var partialMaxSingleWords = 3
  /// Once a reduced query finds places, the others whose left-out words
  /// cost at most this much more are tried too (`town of greenwich`: the
  /// cheapest to leave out is "of", which finds nothing; "town of" left out
  /// finds Greenwich; "greenwich" left out, far dearer, is not tried).
  public var partialCostSlack = 1.0
  /// How many edits a place misspelt after a street may be from its name
  /// when a region's or country's code or name follows it and the place
  /// lies there (`976 maeers st, vicotira, bc`: two swaps to Victoria);
  /// without one, a single edit. Higher guesses further, but only inside
  /// the region named.
  public var qualifiedMisspeltPlaceEdits = 2
  /// What a partial match gains when it lies in a country the query's own
  /// words point to (``AddressCountries``: a street type of one language,
  /// a postcode of one country's shape), in importance units (1 is 10×):
  /// `17 rue … brest` is Brest, France (importance 5.16) before Brest,
  /// Belarus (5.54). Higher lets a smaller namesake in those countries
  /// beat a bigger one elsewhere; the street words are good evidence of
  /// the country, but French streets are also Quebec's, Belgium's and
  /// Switzerland's, and a query may mix languages.
  public var addressCountryBonus = 1.0
  /// An airport found through the city it serves (``CandidateSearch/collectAirportsByCity(_:want:)``)
  /// must lie this close to that city (km): a big airport lies up to an
  /// hour out (Narita is 60 km from Tokyo), and a namesake city elsewhere
  /// must not lend its name to its own airports. Higher finds remoter
  /// airports, and more of a namesake's.
  public var airportCityRadiusKilometers = 80.0
  /// How near a place (km) an airport named for it stands, for `X
  /// airport` when no airport names X or its city (Haneda is 3 km from
  /// Tokyo's airport, Kloten 3 km from Zürich's, Schwechat's centre 8 km
  /// from Vienna's): the town at an airport's fence. Higher lends a town's
  /// name to a neighbour's airport; it runs only when no airport has the
  /// name, so then the nearest one is the likely answer anyway.
  public var airportAtPlaceRadiusKilometers = 10.0
  /// How near a city (km) the airport stands that serves it, for `X
  /// airport` when no airport names X and none stands at it (경주's is
  /// 포항경주공항, 23 km off; 진주's 사천공항): the nearest within it is
  /// the answer before an airport a typo of X names (`경주 공항` is not
  /// 광주공항). Higher lends a city a remoter airport; it runs only for a
  /// city named whole and exactly.
  public var airportNearCityRadiusKilometers = 40.0
  /// A qualifier that names a city (`sassoferrato ancona`, `britz
  /// berlin`) takes the places within this distance of it (km): a
  /// province named like its capital reaches about this far. Higher lets a
  /// farther namesake of the words before it in, lower misses the edge of
  /// a province.
  public var cityQualifierRadiusKilometers = 60.0
  /// The least importance of a city a qualifier names (a town of about
  /// 30,000): a smaller one is no place people name others by, and would
  /// make a qualifier of every last word that names a village.
  public var cityQualifierMinimumImportance = 4.5
  /// The most cities of one name a qualifier takes, best first.
  public var cityQualifierCandidates = 3
  /// How far below the lowest of the places a city qualifier found the
  /// city itself ranks, at most (``followWithQualifyingCity``), and the
  /// areas of a road found without an address's leading parts below that
  /// road (``collectWithoutLeadingParts(_:query:want:)``): any positive
  /// amount keeps them after; they rank lower still when their own score
  /// says so.
  public var qualifyingCityMargin = 0.01
  /// The cities an airport query's city words may name, best first (a
  /// search among each one's airports): more finds the airport of a
  /// smaller namesake too, at a search each.
  public var airportCityCandidates = 3
  /// A cinema found by its brand or a word for cinemas and an area
  /// (`롯데시네마 잠실`, `강남 영화관`) lies within this distance of the
  /// area's point (km): a 구's point may lie 3 km from a cinema at its edge.
  /// Higher finds a cinema for more areas, and cinemas of the next area
  /// too.
  public var cinemaAreaRadiusKilometers = 5.0
  /// What each kilometre from the area's point costs such a cinema: the
  /// nearest first (an importance step of 1 is 10×, and the cinemas'
  /// importances differ by less). Lower lets a bigger cinema further away
  /// come first.
  public var cinemaDistancePenaltyPerKilometer = 1.0
  /// What a cinema's branch shortened to some of its syllables costs
  /// (`롯시 월타`, 롯데시네마 월드타워), or a Latin area beside a brand found
  /// through its typos (`megabox mogdong`): as much as a typo, for the same
  /// doubt; the brand's other cinemas are not in the tier at all.
  public var cinemaBranchAbbreviation = 1.0
  /// How far a cinema's branch may be misspelt by whole syllables
  /// (``SyllableEdits``: a syllable doubled, dropped or swapped with the
  /// next is 1, one a jamo off 0.5) and still name the branch beside its
  /// brand (`메가박스 코엑엑스`, `CGV 대항노`). Higher takes a branch further
  /// off for the one meant, among the brand's cinemas only.
  public var cinemaBranchMaxSyllableEdits = 1.0
  /// What one key's edit costs a branch typed beside its brand, measured
  /// as that limit is (``Hangul/keystrokes(_:)``, optimal string
  /// alignment: two keys swapped, one doubled or left out, `CGV 간암` for
  /// 강남): 1, so one key's edit is taken, two are not. Lower takes
  /// branches two keys off (in a two-syllable branch, a third of it).
  public var cinemaBranchKeystrokeEdit = 1.0
  /// The share of its distance from the area's centre that a cinema inside
  /// the area counts: the ones inside stay before the ones outside, and
  /// among them the nearer the centre comes first instead of an arbitrary
  /// one (`rkdska CGV`, 강남 typed in English mode, is CGV 강남 at 강남역
  /// before CGV 압구정, both in 강남구). Higher lets a cinema deep inside a
  /// large area fall behind one just outside it.
  public var cinemaInsideDistanceShare = 0.1
  /// The places an area's words may name, best first, around each of which
  /// cinemas are looked for (`삼성`: 삼성동 of 대전, then of 강남구; there
  /// are a dozen 신촌동 and 신촌리). More finds the cinemas of a smaller
  /// namesake too, at a nearby search each (over the cinemas only).
  public var cinemaAreaCandidates = 12
  /// How many shorter runs of a cinema query's branch-or-area words are
  /// searched when the words as typed name neither (`CGV 강남 IMAX`: `강남`,
  /// then `IMAX`): each is a search, and a query of more words than this
  /// allows is seldom a cinema's. More finds the branch behind more stray
  /// words; fewer bounds the cost of a query of many words with a brand.
  public var cinemaMaxShorterTries = 6
  /// What a station costs when it is found by the place it is named after
  /// (`강남역`: 강남구; the data has no stations), as a partial match: the
  /// 역 left out. It only orders such matches among the partial ones; higher
  /// puts them further below a place that matched the words as typed.
  public var stationSuffixPenalty = 1.0
  /// What a Korean island costs when it is found by the 시, 군, 읍 or 면
  /// it is (`거제도`: 거제시; the data has no islands): as much as the
  /// jamo reading that reads its 도 on the way to 동 (거제동), so the
  /// island's larger area wins on its importance, and a name the query
  /// spells whole wins over both.
  public var islandReading = 0.5
  /// What a Korean name written as it is said costs (`아냥시`, 안양시: a
  /// final carried over into the next syllable): as much as a typo, for
  /// the same doubt, so a place a typo of the word as typed finds ranks
  /// by importance beside it.
  public var pronouncedSpelling = 1.0
  /// What a Korean name costs with a vowel written as another said alike
  /// (`김헤` for 김해, `휑성읍` for 횡성읍: ``PronouncedSpelling/vowelsMerged(_:)``):
  /// half a typo, as it is the misspelling natives make most, so the
  /// place it names comes before one a typo of another jamo names (홍성읍
  /// for `휑성읍`); more would leave it to importance beside those.
  public var vowelSaidAlike = 0.5
  /// What a name costs found with a vowel's two-letter spelling read as
  /// the vowel (`koege` for Køge: ``VowelDigraphs``): half a typo, as
  /// the spelling is a standard one, so the name comes before names a
  /// typo of the word as typed finds; more would leave it beside them.
  public var vowelDigraph = 0.5
  /// What an airport earns when its code is typed and a city it serves
  /// after it (`SEN london`, `GOI goa`, ``CandidateSearch/collectAirportByCityAndCode(_:want:codeFirstOnly:)``;
  /// a code after the city may be a qualifier's or an article's: `fairfield
  /// con`, `Vegas, las`):
  /// enough to come before the cities that carry the airport's code as a
  /// key and the qualifier's bonus the other word gives them (Southend-on-Sea,
  /// Vasco da Gama), which a smaller bonus leaves first; the two words
  /// together name nothing but the airport.
  public var airportCodeBesideCity = 4.0
  /// What two levels written together without their suffixes cost read
  /// apart (`시흥정왕`, 시흥시 정왕동): as much as a jamo reading, the
  /// suffixes being left out, so a name the word spells whole as typed
  /// ranks first.
  public var gluedStemsReading = 0.5
  /// What a place written together with its area costs when it is found
  /// by that area (`부산대학교`: 부산; the data has no universities): the
  /// rest of the word left out. It runs only when nothing else matched, so
  /// it orders nothing against a real match; it keeps such a place's score
  /// below what the area scores as typed, and shows in `--explain`.
  public var leadingAreaPenalty = 1.5
  /// Places of one kind this close (metres) with the same primary name are
  /// one place listed twice by the source, and shown once.
  public var duplicateDistance = 10_000.0

  /// The standard weights (``standard``).
  public init() {}

  /// The weights the README documents.
  public static let standard = RankingWeights()

  /// The penalty of a reading kind.
  ///
  /// (Three comparisons, the rest none: every threshold walk's bound
  /// asks, and a case for each kind cost 0.4 M instructions of the
  /// keystroke workload more once a twelfth kind came.)
  @inline(__always)
  func penalty(of kind: QueryReading.Kind) -> Double {
    switch kind {
    case .jamo: jamoReading
    case .choseong: choseongReading
    case .keyboard: keyboardReading
    default: 0
    }
  }

  /// The README's table of query-time weights, made from these values.
  public var formulaTable: String {
    func n(_ v: Double) -> String {
      v == v.rounded() ? String(Int(v)) : String(v)
    }
    let rows: [(String, String, String)] = [
      ("exact primary name", "+" + n(exactName), "bonus"),
      ("exact alternate name", "+" + n(exactAlternateName), "bonus"),
      ("a name's words all typed whole in another order", "+" + n(reorderedWholeName), "bonus"),
      ("exact reference (an airport's city, a cinema's branch)", "+" + n(exactReference), "bonus"),
      ("exact romanization of a Korean name", "+" + n(exactRomanization), "bonus"),
      ("exact code of a city or region", "+" + n(exactCode), "bonus"),
      ("exact code of an airport", "+" + n(exactAirportCode), "bonus"),
      ("query is an airport's IATA code: the first of airport and city (capitals: the airport)", "+" + n(iataFirst), "bonus"),
      ("… the second", "+" + n(iataSecond), "bonus"),
      ("an airport's IATA code in brackets after a place within " + n(bracketedCodeCityDistance / 1000) + " km of it (`Oslo (TRF)`): the airport, lifted to lead the best other place by", "+" + n(iataFirst), "bonus"),
      ("query is five digits alone: a Korean ZIP code, lifted to lead the best other place (a city whose postcode it is) by", "+" + n(koreanPostcodeLead), "bonus"),
      ("a French town and its département's number (`Bayonne 64`): lifted to lead the best other place of its tier group by", "+" + n(departmentLead), "bonus"),
      ("qualifier names the place's region or country", "+" + n(qualifier), "bonus"),
      ("Hangul query, place in Korea", "+" + n(koreanFirst), "bonus"),
      ("romanization of a Korean name", "+" + n(koreanRomanization), "bonus"),
      ("initial consonants, place in Korea", "+" + n(choseongKorean), "bonus"),
      ("initial consonants that are the name's whole", "+" + n(choseongWhole), "bonus"),
      ("initial consonants, place outside Korea (by its Korean exonym)", "−" + n(choseongForeignPenalty), "penalty"),
      ("alternate name", "−" + n(alternatePenalty), "penalty"),
      ("each typo", "−" + n(editPenalty), "penalty"),
      ("a diacritic typed that the name does not write: no other name of the place writes it / one does",
        "−" + n(unwrittenDiacritic) + " / " + n(diacriticByOtherName), "penalty"),
      ("jamo / initials / other keyboard reading", "−" + n(jamoReading) + " / " + n(choseongReading) + " / " + n(keyboardReading), "penalty"),
      ("a Hangul query's words typed in the other keyboard mode", "−" + n(keyboardWordReading), "penalty"),
      ("a Korean place read without its particle or the trip's words after it", "−" + n(particlesReading), "penalty"),
      ("a 시군구 named with another level's suffix (양주군 for 양주시)", "−" + n(otherLevelSuffix), "penalty"),
      ("a Hangul word a keystroke off a whole name (겨이도 for 경기도), beyond its edit", "−" + n(keystrokeSlip), "penalty"),
      ("a Hangul word with a syllable typed twice (방콕콕), beyond its edit", "−" + n(doubledSyllable), "penalty"),
      ("a Korean romanization respelled in the Revised one (`Yoksam-dong`): the reading, and each letter",
        "−" + n(respelledReading) + " + " + n(respellingChange) + " each", "penalty"),
      ("a Korean road in Latin letters read by its sound (`Olympic-ro` as Ollimpik-ro)",
        "−" + n(looseRomanizationReading), "penalty"),
      ("each word the partial tier leaves out", "−" + n(partialCommonWord) + " … " + n(partialUnknownWord), "penalty"),
      ("… a left-out word that names the kind asked for (`airport`)", "−" + n(partialKindWord), "penalty"),
      ("… a left-out word that is a great city's whole name (importance ≥ " + n(partialCityMinimumImportance) + "), at least", "−" + n(partialCityWord), "penalty"),
      ("… a left-out word after a postcode inside the address, more", "−" + n(partialAfterPostcode), "penalty"),
      ("… a left-out postcode that some place has", "−" + n(partialPostcodeWord), "penalty"),
      ("partial match whose own postcode the query types (the code matched, not left out)", "+" + n(ownPostcode), "bonus"),
      ("partial match in a country the address's street type or postcode shape points to, each", "+" + n(addressCountryBonus), "bonus"),
      ("road without the building number asked for: below its first / past its last / on the other side / no run starts at it",
       "−" + n(buildingBelowRoadPenalty) + " / " + n(buildingPastRoadPenalty) + " / " + n(buildingOtherSidePenalty) + " / "
         + n(buildingUnlistedPenalty), "penalty"),
      ("location bias", "+" + n(biasStrength) + " × exp(−d / scale)", "bias"),
    ]
    var out = "| part | weight | kind |\n|---|---|---|\n"
    for (part, weight, kind) in rows { out += "| \(part) | \(weight) | \(kind) |\n" }
    return out
  }
}

/// The numbers of a place's static importance, set when the index is built
/// (a change needs a rebuild). All kinds share one scale, roughly log10 of
/// the people a place concerns.
struct ImportanceWeights {
  /// A national capital: its country's centre of gravity (Canberra before
  /// the Canberra of a few hundred elsewhere).
  static let capitalBonus = 0.3
  /// A region counts its cities' people, less this: a region is wanted
  /// less often than a city as big as all of its cities together. (At
  /// -2 a region of half a million people ranked like a town of 4,000:
  /// `marche` found Marche-en-Famenne before the Italian region.)
  static let regionOffset = -1.5
  /// Less still for a region named like a city of ``largeCityPopulation``
  /// or more in it (New York, Seoul): the city is meant.
  static let regionNamedLikeCityPenalty = 1.0
  static let largeCityPopulation = 100_000
  /// A country counts its people, less this: `mex` is Mexico, but `mexico
  /// ci` Mexico City.
  static let countryOffset = -0.5
  /// About the least a country or territory counts, whatever its people:
  /// one is known far beyond its size, as a town of 100,000 is
  /// (`dominica` is Dominica before the Dominican Republic it starts;
  /// `cocos islands` the territory before its airport). Below it, what a
  /// country's people would count falls short by ``countryShortfallKept``
  /// as much, so the bigger of two small ones still comes first (the
  /// U.S. Virgin Islands before the British).
  static let countryMinimum = 5.0
  static let countryShortfallKept = 0.1

  /// A country's importance, from log10 of its people.
  static func country(people: Double) -> Double {
    let plain = people + countryOffset
    return plain >= countryMinimum ? plain : countryMinimum - (countryMinimum - plain) * countryShortfallKept
  }
  /// An airport counts the people of the city it serves, less this …
  static let airportOffset = -1.5
  /// … or this when the city is not known (a small airfield).
  static let airportUnknownCity = 2.0
  /// An airport whose name says "International".
  static let internationalBonus = 0.5
  /// An airport by its size, OurAirports' type (`size` in airports.tsv):
  /// a large one (JFK, Haneda: 436 of the 7,884) as before, a medium one
  /// (or one OurAirports does not list) a little under it, a small one,
  /// then a heliport, a seaplane base or a closed field further down, so
  /// that among the airports of a city the large come first. Only
  /// downwards: a bonus for the large ones put them before their own
  /// cities (`sfo` is San Francisco, `SFO` its airport; `인처` on its way
  /// to 인천 is the city). Larger steps would put a small city's medium
  /// airport under a village's name.
  static func airportSize(_ size: String) -> Double {
    switch size {
    case "large": 0
    case "medium", "": -0.25
    case "small": -0.75
    default: -1.5  // heliport, seaplane, balloonport, closed
    }
  }
  /// A cinema, like a town of 10,000.
  static let cinema = 4.0
  /// A place of a user's data with no population and no `importance`
  /// column (a mountain, a store), like a village of 100: under every town
  /// of the same name, over nothing. Higher would let a user's 10,000
  /// stores crowd out the cities that share their words; lower changes
  /// nothing, as they then only compete with one another.
  static let userPlace = 2.0
}
