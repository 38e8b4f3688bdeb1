/// Lays out ranked places as index sections: the place columns, the name
/// pool, the three key sets and the lookup tables.
///
/// The places may be an array or a compact store that makes each place on
/// demand (``RankedPlaces``): the layout makes each whole place once, in
/// rank order, and reads the few fields its tables need from a cheap
/// ``PlaceSummary``.
struct PlaceLayout<Places: LayoutPlaces> {
  /// Nil once released (see ``write(into:releasingPlaces:)``).
  private var stored: Places?
  var places: Places { stored! }
  private(set) var keyCount = 0

  /// How many places there are (known after they are released).
  let placeCount: Int

  init(places: Places) {
    self.stored = places
    placeCount = places.count
  }


  /// A place whose names run past what a key's offset can address
  /// (``KeySetBuilder/maxOffset``): the build fails with it, rather than
  /// drop its keys.
  private(set) var overflow: String? = nil

  /// Writes the places' sections, the spatial trees and the key sets.
  /// With `releasingPlaces`, the layout lets go of its places before it
  /// sorts the keys, so that a compact store that only the layout holds is
  /// freed (a user's build at `allCountries.txt` scale: its largest step).
  mutating func write(into writer: inout IndexWriter, releasingPlaces: Bool = false) {
    // The trees first: their transient arrays then meet no keys.
    SpatialLayout.write(places, into: &writer)
    let arena = KeyArena()
    let sets = writePlaces(into: &writer, arena: arena)
    if releasingPlaces { stored = nil }
    writeKeys(sets, into: &writer)
    arena.removeAll()
  }

  private mutating func writePlaces(into writer: inout IndexWriter, arena: KeyArena) -> [KeySetBuilder] {
    var pool: [UInt8] = []
    var nameStart: [UInt32] = []
    var sets = KeyClass.allCases.map { _ in KeySetBuilder(arena: arena) }
    let tables = Tables(places)
    tables.write(into: &writer, places: places)
    // The pool goes to the file as it grows (a megabyte at a time, between
    // places): `written` bytes of it are there already.
    var written = 0
    writer.beginStream(.namePool)
    for rank in 0..<places.count {
      let p = places.place(rank)
      if pool.count >= PlaceLayout.poolFlush {
        writer.stream(pool)
        written += pool.count
        pool.removeAll(keepingCapacity: true)
      }
      let place = UInt32(rank)
      // Every name follows its mark (NUL for a primary name), which also
      // ends the name before it.
      let start = written + pool.count + 1
      nameStart.append(UInt32(start))
      var seen: Set<[UInt8]> = []
      var seenCodes: Set<[UInt8]> = []
      func append(_ text: String, mark: UInt8?) -> (offset: Int, bytes: [UInt8])? {
        let clean = text.utf8.filter { $0 >= 0x20 || $0 == 0x09 }
        guard !clean.isEmpty else { return nil }
        pool.append(mark ?? NameMark.primary)
        let offset = written + pool.count
        pool += clean
        return (offset, clean)
      }
      func add(_ k: KeyClass, _ key: KeyArena.Key, _ offset: Int) {
        if !sets[k.rawValue].add(key, place: place, offset: offset), overflow == nil {
          overflow = "\(p.names.first ?? "a place") has \(offset) bytes of names before one of its keys; "
            + "at most \(KeySetBuilder.maxOffset) fit"
        }
      }
      let named: [(String, UInt8?)] =
        p.names.enumerated().map { ($0.element, $0.offset < p.primaryCount ? nil : NameMark.alternate) }
      // Romanizations of the Hangul names: Revised (gangnam) and the older
      // McCune-Reischauer-like spelling (kangnam). They come right after the
      // primary names, so that a source spelling equal to one (Pusan) is
      // recorded as the romanization it is.
      var romanized: [(String, UInt8?)] =
        p.countryCode == "KR" ? p.romanizations.map { ($0, NameMark.romanization) } : []
      let derivedFrom: [(String, UInt8?)] =
        switch p.derivedRomanizations {
        case .allNames: named
        case .firstName: Array(named.prefix(1))
        case .none: []
        }
      // Only for places in Korea: a foreign place's Korean exonym spelled in
      // Latin letters (파리, pari) is no name anyone types, and the
      // romanization sets hold Korean places only (see ``KeyClass``).
      for (text, _) in derivedFrom where p.countryCode == "KR" && PlaceKeys.hasHangul(text) {
        romanized.append((Romanizer.revised(text), NameMark.romanization))
        romanized.append((Romanizer.mccuneReischauer(text), NameMark.romanization))
      }
      // A cinema's branch romanized (강남 of CGV 강남: `gangnam`, `kangnam`)
      // is a reference as the branch is, not a romanized name, which would
      // rank as a primary one: `myeongdong` is 명동2가 before CGV 명동, as
      // `명동` is.
      let branchRomanized: [(String, UInt8?)] =
        p.kind == .cinema && p.countryCode == "KR"
        ? p.references.prefix(1).filter(PlaceKeys.hasHangul).flatMap {
          [(Romanizer.revised($0), NameMark.reference), (Romanizer.mccuneReischauer($0), NameMark.reference)]
        } : []
      let marked =
        named.prefix(p.primaryCount) + romanized + named.dropFirst(p.primaryCount)
        + p.references.map { ($0, NameMark.reference) } + branchRomanized
      var facts = tables.facts(of: p)
      let koreanChoice = PlaceKeys.koreanName(of: p)
      var koreanFound = false
      let accented = PlaceKeys.accentedSpellings(named.dropFirst(p.primaryCount).lazy.map(\.0), country: p.countryCode)
      for (given, mark) in marked {
        var text = given
        var (key, allWordStarts) = PlaceKeys.key(text)
        // Of the other names that share a key, the one with the diacritics
        // the country writes is kept (München, not the Munchen listed
        // before it; Torino, not Yoruba's Tórínó): it is shown when the
        // place is found by that name.
        if mark == NameMark.alternate, let spelling = accented[key], spelling != text {
          text = spelling
          (key, allWordStarts) = PlaceKeys.key(text)
        }
        guard !key.isEmpty, seen.insert(key).inserted,
          let (offset, _) = append(text, mark: mark)
        else { continue }
        // (A Korean name that is the primary name in Hangul is not stored:
        // readers take the primary name then. Every road and area: 185 KB.)
        if text == koreanChoice, !koreanFound {
          koreanFound = true
          if offset - start != 0 || !NativeScript.isPlainHangul(text) { facts.koreanName = UInt32(offset - start) }
        }
        guard p.namesAreKeys else { continue }
        let alternate = mark != nil
        // The suffix of a romanized address name is no word of its own
        // (Teheran-ro: not a key "ro" for each of 165,000 roads).
        let wordStarts = mark == NameMark.romanization
          ? allWordStarts.filter { !PlaceKeys.isRomanizedSuffix(key[$0.keyIndex...]) } : allWordStarts
        let romanization = mark == NameMark.romanization
        // A word's key is the rest of the name's key, in the same bytes.
        let whole = arena.append(key)
        add(romanization ? .romanizedNames : alternate ? .alternateNames : .primaryNames, whole, offset - start)
        for w in wordStarts {
          add(
            romanization ? .romanizedWords : alternate ? .alternateWords : .primaryWords,
            whole.dropFirst(w.keyIndex), offset + w.sourceOffset - start)
        }
        if p.initialsAreKeys && Normalizer.containsHangulSyllable(key) {
          add(.choseongNames, arena.append(Normalizer.choseong(text)), offset - start)
          for w in wordStarts {
            let suffix = String(decoding: Array(text.utf8)[w.sourceOffset...], as: UTF8.self)
            add(.choseongWords, arena.append(Normalizer.choseong(suffix)), offset + w.sourceOffset - start)
          }
        }
      }
      for text in p.codes {
        let key = Normalizer.normalize(text)
        guard !key.isEmpty, seenCodes.insert(key).inserted else { continue }
        // A code that is the primary name too (a ZIP code) is found there,
        // not stored twice.
        if text == p.names.first, written + pool.count >= start {
          add(.codes, arena.append(key), 0)
          continue
        }
        guard let (offset, _) = append(text, mark: NameMark.code) else { continue }
        add(.codes, arena.append(key), offset - start)
      }
      if written + pool.count < start { pool.append(NameMark.primary) }  // no names: one empty one
      let info = p.info.joined(separator: "\t").utf8.filter { $0 >= 0x20 || $0 == 0x09 }
      if !info.isEmpty {
        pool.append(NameMark.info)
        pool += info
      }
      pool.append(NameMark.facts)
      if facts.encodedFields().count > PlaceFacts.maxLength {
        overflow = overflow ?? "\(p.names.first ?? "a place") has over 32 KiB of address facts"
        facts.address = nil
      }
      pool += facts.encoded()
      if written + pool.count - start > PlaceKeys.maxSegment {
        overflow = overflow ?? "\(p.names.first ?? "a place") takes over \(PlaceKeys.maxSegment) bytes of the pool"
      }
    }
    pool.append(0)  // ends the last place's last name
    nameStart.append(UInt32(written + pool.count))
    writer.stream(pool)
    writer.endStream()
    pool = []

    writer.add(.placeNameStart, nameStart)
    nameStart = []
    var latitude: [Int32] = []
    var longitude: [Int32] = []
    latitude.reserveCapacity(places.count)
    longitude.reserveCapacity(places.count)
    for rank in 0..<places.count {
      let p = places.summary(rank)
      latitude.append(Int32((p.latitude * 1e7).rounded()))
      longitude.append(Int32((p.longitude * 1e7).rounded()))
    }
    writer.add(.placeLatitude, latitude)
    writer.add(.placeLongitude, longitude)
    return sets
  }

  private mutating func writeKeys(_ builders: [KeySetBuilder], into writer: inout IndexWriter) {
    var sets = builders
    let arena = sets[0].arena
    for k in KeyClass.allCases {
      let ids = SectionID.keySet(k)
      // Lists of the best places of the top trie levels of whole names
      // (prefixes of up to three bytes): the commonest and the widest
      // prefixes. 1.1 MB, 2 % of the index; the three-byte lists of other
      // and romanized names (616 KB) take 2.4 % of the instructions of the
      // keystroke workload, most of them on Latin prefixes of Korean
      // romanizations (seo, yon, gan).
      let set = sets[k.rawValue]
      sets[k.rawValue] = KeySetBuilder(arena: arena)
      let built = set.build(
        hotDepth: k == .primaryNames || k == .alternateNames || k == .romanizedNames ? 3 : nil)
      keyCount += built.entryPlace.count
      let (words, overflow) = KeyEntries.pack(
        places: built.entryPlace, offsets: built.entryOffset,
        placeBits: KeyEntries.placeBits(forPlaceCount: placeCount))
      writer.add(ids[0], words)
      writer.add(ids[1], overflow)
      writer.add(ids[2], built.rangeMin)
      writer.add(ids[3], built.nodes)
      writer.add(ids[4], built.labels)
      writer.add(ids[5], built.hotLists)
    }
    _ = arena
  }

  /// The tables places refer to by row (countries, regions, time zones,
  /// Korean area codes), and each place's ``PlaceFacts``.
  struct Tables {
    var countryRow: [String: Int] = [:]
    var countryCodes: [UInt8] = []
    var countryPlace: [UInt32] = []
    var regionRow: [String: UInt32] = [:]
    var regionPlaces: [UInt32] = []
    var zoneRow: [String: UInt32] = [:]
    var zonePool: [UInt8] = []
    var zoneStart: [UInt32] = []
    var rankOfCode: [String: UInt32] = [:]
    /// The time zone of each Korean area, by code.
    var zoneOfCode: [String: String] = [:]
    /// The zone most of each country's places are in, by country row.
    var countryZone: [UInt32] = []

    init(_ places: Places) {
      // Countries: one row per country place, by code.
      let summaries = (0..<places.count).lazy.map { (offset: $0, element: places.summary($0)) }
      let countryPlaces = summaries.filter { $0.element.kind == .country }
        .sorted { $0.element.countryCode < $1.element.countryCode }
      for (i, p) in countryPlaces {
        let code = Array(p.countryCode.utf8)
        guard code.count == 2, countryRow[p.countryCode] == nil else { continue }
        countryRow[p.countryCode] = countryPlace.count
        countryCodes += code
        countryPlace.append(UInt32(i))
      }
      precondition(countryPlace.count < 0xFF, "more than 254 countries")
      // Regions: a row per region place, and per 시도.
      for (i, p) in summaries
      where p.kind == .region || (p.areaCode.count == 2 && !p.admin1.isEmpty) {
        regionRow["\(p.countryCode).\(p.admin1)"] = UInt32(regionPlaces.count)
        regionPlaces.append(UInt32(i))
      }
      // Every zone, and the empty one (a place with none, in a country
      // with one).
      var zones: Set<String> = [""]
      var countryZones: [String: [String: Int]] = [:]
      for (_, p) in summaries {
        zones.insert(p.timezone)
        if !p.timezone.isEmpty { countryZones[p.countryCode, default: [:]][p.timezone, default: 0] += 1 }
      }
      for z in zones.sorted() {
        zoneRow[z] = UInt32(zoneStart.count)
        zoneStart.append(UInt32(zonePool.count))
        zonePool += z.utf8
        zonePool.append(0)
      }
      // The zone most of a country's places are in (ties: the first by name).
      countryZone = countryCodes.indices.filter { $0 % 2 == 0 }.map { i in
        let code = String(decoding: countryCodes[i..<(i + 2)], as: UTF8.self)
        let best = countryZones[code]?.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
        return best.flatMap { zoneRow[$0] } ?? .max
      }
      for (rank, p) in summaries where !p.areaCode.isEmpty {
        rankOfCode[p.areaCode] = UInt32(rank)
        zoneOfCode[p.areaCode] = p.timezone
      }
    }

    /// A place's facts, but for where its Korean name starts (known once its
    /// names are laid out).
    func facts(of p: SourcePlace) -> PlaceFacts {
      var f = PlaceFacts()
      f.population = UInt32(clamping: p.addresses ?? p.population)
      f.source = p.kind == .road ? 0 : p.sourceID
      if p.kind == .city || p.kind == .cinema || p.kind == .place { f.region = regionRow["\(p.countryCode).\(p.admin1)"] }
      f.parent = rankOfCode[p.parentCode]
      f.bounds = p.bounds.map(PlaceFacts.Bounds.init(degrees:))
      // A place in its parent's time zone (every road, ZIP code and area
      // of Korea) takes it from the parent: 450 KB.
      // A place in its country's most common zone (165,000 cities) leaves
      // it out too: 180 KB.
      let countryDefault = countryRow[p.countryCode].map { countryZone[$0] }
      if f.parent == nil
        ? zoneRow[p.timezone] != countryDefault
        : !p.timezone.isEmpty && zoneOfCode[p.parentCode] != p.timezone
      {
        f.timezone = zoneRow[p.timezone]
      }
      if let a = p.address {
        f.address = PlaceFacts.AddressRecord(
          neighbourhoods: a.neighbourhoods.flatMap { code -> [UInt32] in
            guard let rank = rankOfCode[code] else { return [] }
            return PlaceFacts.neighbourhoodRef(code: code, rank: rank, parentCode: p.parentCode)
          },
          postcodes: a.postcodes.compactMap { UInt32($0) },
          runs: a.runs.map { (UInt32(clamping: $0.start), UInt32(clamping: $0.postcode)) })
      }
      return f
    }

    func write(into writer: inout IndexWriter, places: Places) {
      writer.add(.countryCodes, countryCodes)
      writer.add(.countryPlace, countryPlace)
      writer.add(
        .placeTraits,
        (0..<places.count).map { rank -> UInt32 in
          let p = places.summary(rank)
          let importance = UInt16(bitPattern: Int16(clamping: Int((p.importance * 1000).rounded())))
          let country = UInt32(countryRow[p.countryCode] ?? 0xFF)
          return UInt32(importance) | country << 16 | UInt32(p.kind.rawValue) << 24
        })
      writer.add(.regionPlace, regionPlaces)
      writer.add(.timezonePool, zonePool)
      writer.add(.timezoneStart, zoneStart)
      writer.add(.countryZone, countryZone)
      var bySource: [(id: UInt32, rank: UInt32)] = []
      for (i, p) in (0..<places.count).lazy.map({ ($0, places.summary($0)) })
      where p.sourceID != 0 && p.kind != .road && p.kind != .postcode && (p.kind.isAddress || p.kind == .place) {
        bySource.append((p.sourceID, UInt32(i)))
      }
      bySource.sort { ($0.id, $0.rank) < ($1.id, $1.rank) }
      writer.add(.placesBySource, bySource.map(\.rank))
    }
  }
}

extension PlaceLayout {
  /// The Korean area codes and the boundaries (see ``BoundaryView``; each
  /// place's parent is in its ``PlaceFacts``).
  func writeKoreanAreas(boundaries: BoundaryLayout, into writer: inout IndexWriter) {
    var rankOfCode: [String: UInt32] = [:]
    for rank in 0..<places.count {
      let p = places.summary(rank)
      if !p.areaCode.isEmpty { rankOfCode[p.areaCode] = UInt32(rank) }
    }
    let codes = rankOfCode.compactMap { (code, rank) in UInt64(code).map { ($0, rank) } }.sorted { $0.0 < $1.0 }
    writer.add(.areaCodes, codes.map(\.0))
    writer.add(.areaCodePlace, codes.map(\.1))
    boundaries.write(rowPlaces: boundaries.codes.map { rankOfCode[$0] ?? 0xFFFF_FFFF }, into: &writer)
  }
}

/// The places a layout writes, by rank: each whole, and the few fields the
/// layout's tables read of every place, which a compact store gives without
/// making the whole place.
protocol LayoutPlaces {
  var count: Int { get }
  func place(_ rank: Int) -> SourcePlace
  func summary(_ rank: Int) -> PlaceSummary
}

/// The fields of a place that the layout's tables read.
struct PlaceSummary {
  var kind: PlaceKind
  var latitude: Double
  var longitude: Double
  var countryCode: String
  var admin1: String
  var timezone: String
  var sourceID: UInt32
  var importance: Double
  var areaCode: String
}

extension Array: LayoutPlaces where Element == SourcePlace {
  func place(_ rank: Int) -> SourcePlace { self[rank] }
  func summary(_ rank: Int) -> PlaceSummary {
    let p = self[rank]
    return PlaceSummary(
      kind: p.kind, latitude: p.latitude, longitude: p.longitude, countryCode: p.countryCode, admin1: p.admin1,
      timezone: p.timezone, sourceID: p.sourceID, importance: p.importance, areaCode: p.areaCode)
  }
}

extension PlaceLayout {
  /// The pool goes to the file in steps of about this many bytes.
  static var poolFlush: Int { 1 << 20 }
}

/// What every layout shares: the limits of a place's segment and how a
/// name becomes its keys.
enum PlaceKeys {
  /// The longest a place's pool segment may be (names, text fields and
  /// facts): keys reach 64 KiB into it, the facts take at most 64 KiB more.
  /// Readers rely on it to bound every loop over one place's names.
  static let maxSegment = 1 << 18

  /// The romanized administrative suffixes that stand as a word of their
  /// own after the hyphen (Gangnam-gu, Teheran-ro).
  static let romanizedSuffixWords: Set<[UInt8]> = Set(
    KoreanAddressForms.romanizedSuffixes.map { Normalizer.normalize($0.1) } + [Array("beon gil".utf8)])

  static func isRomanizedSuffix(_ rest: ArraySlice<UInt8>) -> Bool {
    let word = rest.prefix { $0 != 0x20 }
    // A suffix word, or a numbered part after it (1-ga, 9-gil).
    return romanizedSuffixWords.contains(Array(word)) || word.first.map { $0 >= 0x30 && $0 <= 0x39 } ?? false
      || romanizedSuffixWords.contains(Array(rest))
  }

  static func hasHangul(_ text: String) -> Bool {
    text.unicodeScalars.contains { UTF8Scalar.isSyllable($0.value) }
  }

  /// The name a place shows with `--lang ko`: the source's Korean name when
  /// it says which one it is, else the Hangul name whose romanization is
  /// closest to the primary name (서울 for Seoul, not its historic 한양).
  static func koreanName(of p: SourcePlace) -> String? {
    if let k = p.koreanName { return k }
    let hangul = p.names.filter { NativeScript.isHangul($0) }
    if p.kind == .cinema || hangul.count <= 1 { return hangul.first }
    let target = Array(Normalizer.normalize(p.names[0]).filter { $0 != 0x20 })
    func cost(_ name: String) -> Int {
      [Romanizer.revised(name), Romanizer.mccuneReischauer(name)].map {
        levenshtein(Array(Normalizer.normalize($0).filter { $0 != 0x20 }), target)
      }.min() ?? .max
    }
    return hangul.min { (cost($0), $0.count) < (cost($1), $1.count) }
  }

  /// The normal form of a name, and where its second, third ... words start,
  /// both in the key and in the name's UTF-8.
  /// For each key that names with Latin letters with diacritics
  /// (U+00C0–U+024F) have, the spelling to keep: of those `country` writes
  /// (``NativeDiacritics``), the one with the most diacritics, the first on
  /// a tie (München, not the Munchen GeoNames lists before it); when the
  /// country writes none of them, a plain spelling of the key, if there is
  /// one (Torino, not Tórínó).
  static func accentedSpellings<Names: Sequence<String>>(_ names: Names, country: String? = nil) -> [[UInt8]: String] {
    func accented(_ s: String) -> Int {
      s.unicodeScalars.reduce(0) { $0 + ((0xC0...0x24F).contains($1.value) ? 1 : 0) }
    }
    var best: [[UInt8]: (text: String, count: Int)] = [:]
    var plain: [[UInt8]: String] = [:]
    var rejected: Set<[UInt8]> = []
    for name in names {
      let n = accented(name)
      let key = key(name).key
      if n == 0 {
        if plain[key] == nil { plain[key] = name }
        continue
      }
      guard NativeDiacritics.writes(name, in: country) else {
        rejected.insert(key)
        continue
      }
      if n > best[key]?.count ?? 0 { best[key] = (name, n) }
    }
    var out = best.mapValues(\.text)
    for key in rejected where out[key] == nil {
      if let p = plain[key] { out[key] = p }
    }
    return out
  }

  static func key(_ text: String) -> (key: [UInt8], wordStarts: [(keyIndex: Int, sourceOffset: Int)]) {
    var text = text
    return text.withUTF8 { utf8 in
      guard let base = utf8.baseAddress else { return ([], []) }
      var it = NormalizedBytes(start: base, end: base + utf8.count)
      var key: [UInt8] = []
      var starts: [(Int, Int)] = []
      var lastScalarEnd = base
      while let b = it.next() {
        if b == 0x20 {
          // A word starts after a separator in the name; the normal form
          // also splits where Hangul meets other text (서강로9길 is
          // `서강로 9 길`), and `9 길` and `길` are no words of it: 120,000
          // numbered roads would each add four keys.
          if it.scalarStart != lastScalarEnd { starts.append((key.count + 1, it.scalarStart - base)) }
        } else {
          lastScalarEnd = it.sourcePosition
        }
        key.append(b)
      }
      return (key, starts)
    }
  }

}

/// Writes one implicit k-d tree per place kind.
enum SpatialLayout {
  /// Kinds without a tree of their own.
  static let unplaced: Set<PlaceKind> = [.road, .postcode, .province, .district, .neighbourhood, .village, .area]

  static func write<Places: LayoutPlaces>(_ places: Places, into writer: inout IndexWriter) {
    var xyz: [Int16] = []
    var payload: [UInt32] = []
    var ranges: [UInt32] = []
    // The points of each kind, in one pass over the places.
    var byKind = [[(Coordinate, UInt32)]](repeating: [], count: PlaceKind.allCases.count)
    for i in 0..<places.count {
      let p = places.summary(i)
      byKind[Int(p.kind.rawValue)].append((Coordinate(latitude: p.latitude, longitude: p.longitude), UInt32(i)))
    }
    for kind in PlaceKind.allCases {
      // Roads and ZIP codes have no point of their own (they stand at their
      // 읍면동's), and an area is not near a point but holds it (`reverse`):
      // no tree, so `nearby` never lists them (3.5 MB less, and a nearby
      // search of 50 km around Seoul does not wade through 3,000 areas).
      let points = SpatialLayout.unplaced.contains(kind) ? [] : byKind[Int(kind.rawValue)]
      let tree = KDTreeBuilder.build(points)
      ranges += [UInt32(payload.count), UInt32(payload.count + tree.payload.count)]
      xyz += tree.xyz
      payload += tree.payload
    }
    writer.add(.spatialXYZ, xyz)
    writer.add(.spatialPlace, payload)
    writer.add(.spatialKindRanges, ranges)
  }
}

