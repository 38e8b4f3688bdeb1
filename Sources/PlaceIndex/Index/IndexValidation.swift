/// What the reader checks of an index before trusting it.
///
/// Two levels, as fst and SQLite have them:
/// - ``checkStructure()`` runs at every open, in O(sections): every section
///   has the element size the format gives it, the counts agree across
///   sections, and the sentinels are there. It catches a truncated,
///   mis-written or foreign file before any query reads it.
/// - ``validate()`` runs with `placesearch index verify`, in O(file): every
///   offset, place, name, child and range within bounds, and every sort
///   order the format promises.
///
/// Neither is what keeps a reader memory-safe: every read goes through
/// ``FileArray``, which checks its bounds. They are what turn a damaged
/// file into one clear error instead of wrong answers.
extension PlaceIndex {
  /// The element size of each section, in bytes.
  static let elementSizes: [UInt32: Int] = {
    var sizes: [UInt32: Int] = [
      SectionID.placeLatitude.rawValue: 4, SectionID.placeLongitude.rawValue: 4,
      SectionID.placeNameStart.rawValue: 4, SectionID.namePool.rawValue: 1,
      SectionID.placeTraits.rawValue: 4, SectionID.countryCodes.rawValue: 1,
      SectionID.countryPlace.rawValue: 4, SectionID.timezonePool.rawValue: 1,
      SectionID.timezoneStart.rawValue: 4, SectionID.placesBySource.rawValue: 4,
      SectionID.regionPlace.rawValue: 4, SectionID.areaCodes.rawValue: 8,
      SectionID.areaCodePlace.rawValue: 4, SectionID.countryZone.rawValue: 4, SectionID.boundaryPlace.rawValue: 4,
      SectionID.boundaryRowRings.rawValue: 4, SectionID.boundaryRingPoints.rawValue: 4,
      SectionID.boundaryPoints.rawValue: 1, SectionID.boundaryRingOrigin.rawValue: 4,
      SectionID.boundaryBounds.rawValue: 4, SectionID.boundaryLevel.rawValue: 1,
      SectionID.boundaryGrid.rawValue: 4, SectionID.boundaryGridItems.rawValue: 4,
      SectionID.spatialXYZ.rawValue: 2, SectionID.spatialPlace.rawValue: 4,
      SectionID.spatialKindRanges.rawValue: 4, SectionID.metadata.rawValue: 1,
    ]
    for k in KeyClass.allCases {
      for (id, size) in zip(SectionID.keySet(k), [4, 4, 4, 4, 1, 4]) { sizes[id.rawValue] = size }
    }
    return sizes
  }()

  /// The O(sections) checks made at open (see the type's comment).
  func checkStructure() throws(IndexError) {
    func fail(_ reason: String) -> IndexError { .badFormat(path: path, reason: reason) }
    for id in SectionID.all {
      guard let size = file.elementSize(of: id), size == PlaceIndex.elementSizes[id.rawValue] else {
        throw fail("section \(id) has elements of the wrong size")
      }
    }
    let n = count
    guard traits.count == n, latitude.count == n, longitude.count == n, nameStart.count == n + 1 else {
      throw fail("place columns disagree in length")
    }
    guard n < Int(UInt32.max), pool.count > 0, pool.last == 0, nameStart[0] >= 1,
      Int(nameStart[n]) == pool.count
    else { throw fail("the name pool does not end where its places say") }
    guard countryCodes.count == 2 * countryPlace.count, countryPlace.count < 0xFF,
      timezoneStart.isEmpty || timezonePool.last == 0,
      countryZone.count == countryPlace.count,
      countryZone.allSatisfy({ $0 == .max || Int($0) < timezoneStart.count })
    else { throw fail("the country or time-zone tables disagree") }
    guard spatialKindRanges.count == 2 * PlaceKind.allCases.count, spatialXYZ.count == 3 * spatialPlace.count
    else { throw fail("the spatial sections disagree") }
    guard areaCodes.count == areaCodePlace.count, boundaries.isConsistent,
      boundaryPlace.count == boundaries.rowCount
    else { throw fail("the Korean area sections disagree") }
    for (k, set) in zip(KeyClass.allCases, keySets) {
      let blocks = (set.count + RangeMin.blockSize - 1) / RangeMin.blockSize
      let chunks = (set.count + RangeMin.chunkSize - 1) / RangeMin.chunkSize
      let table = blocks == 0 ? 0 : blocks * (RangeMin.log2(blocks) + 1) + (chunks + 3) / 4
      guard set.entryPlace.overflow.count % 2 == 0, set.rangeMin.table.count == table,
        set.nodes.count % 2 == 0, set.labels.count == set.nodes.count / 2,
        set.hotLists.count % KeySet.hotListLength == 0,
        set.hotLists.count / KeySet.hotListLength <= set.labels.count
      else { throw fail("key set \(k) disagrees with itself") }
    }
  }

  /// The full validation of `placesearch index verify` (see the type's
  /// comment); throws at the first fault it finds.
  ///
  /// - Complexity: O(file size), plus O(k log k) key comparisons per key set
  ///   of k entries.
  public func validate() throws(IndexError) {
    try checkStructure()
    func fail(_ reason: String) -> IndexError { .badFormat(path: path, reason: reason) }
    let n = count
    let places = UInt32(n)
    // Places: segments in order, every name and fact inside its segment.
    for r in 0..<n {
      let start = Int(nameStart[r])
      let end = Int(nameStart[r + 1])
      guard start >= 1, start <= end, pool[start - 1] == NameMark.primary else {
        throw fail("place \(r): its names do not start where the pool says")
      }
      let facts = factsRange(of: UInt32(r))
      // The segment ends with the facts' length, then the next place's
      // first mark.
      guard facts.namesEnd >= start, facts.facts.count <= PlaceFacts.maxLength,
        facts.facts.upperBound == end - 1 - PlaceFacts.lengthBytes(facts.facts.count).count
      else {
        throw fail("place \(r): its facts are missing or out of place")
      }
      let f = PlaceFacts(pool, facts.facts)
      guard f.encodedFields().elementsEqual(pool.slice(facts.facts)) else {
        throw fail("place \(r): its facts do not read back")
      }
      let refs = [f.parent].compactMap { $0 } + (f.address?.neighbourhoods ?? [])
      guard refs.allSatisfy({ $0 < places }), f.region.map({ Int($0) < regionPlaces.count }) ?? true,
        f.timezone.map({ Int($0) < timezoneStart.count }) ?? true,
        f.koreanName.map({ start + Int($0) < facts.namesEnd }) ?? true,
        f.address?.runs.allSatisfy({ Int($0.postcode) < f.address!.postcodes.count }) ?? true
      else { throw fail("place \(r): a fact points outside the index") }
      let t = traits[r]
      guard Int(t >> 24) < PlaceKind.allCases.count, (t >> 16) & 0xFF == 0xFF || Int((t >> 16) & 0xFF) < countryPlace.count
      else { throw fail("place \(r): bad kind or country") }
      guard abs(Int(latitude[r])) <= 900_000_000, abs(Int(longitude[r])) <= 1_800_000_000 else {
        throw fail("place \(r): coordinate out of range")
      }
    }
    // Tables.
    guard countryPlace.allSatisfy({ $0 < places }), regionPlaces.allSatisfy({ $0 < places }),
      placesBySource.allSatisfy({ $0 < places }), areaCodePlace.allSatisfy({ $0 < places }),
      timezoneStart.allSatisfy({ Int($0) < timezonePool.count })
    else { throw fail("a table names a place or name outside the index") }
    for i in placesBySource.indices.dropFirst()
    where (fact(.source, of: placesBySource[i - 1]) ?? 0) > (fact(.source, of: placesBySource[i]) ?? 0) {
      throw fail("the places by source id are out of order")
    }
    for i in areaCodes.indices.dropFirst() where areaCodes[i - 1] >= areaCodes[i] {
      throw fail("the Korean area codes are out of order")
    }
    // Spatial trees: ranges in order and within the points, places within
    // the index.
    var previous = 0
    for k in 0..<PlaceKind.allCases.count {
      let a = Int(spatialKindRanges[2 * k])
      let b = Int(spatialKindRanges[2 * k + 1])
      guard a == previous, a <= b, b <= spatialPlace.count else {
        throw fail("the spatial ranges are out of order")
      }
      previous = b
    }
    guard spatialPlace.allSatisfy({ $0 < places }), spatialXYZ.allSatisfy({ $0 != Int16.min }) else {
      throw fail("a spatial point is out of range")
    }
    // Boundaries.
    let b = boundaries
    func monotone(_ a: FileArray<UInt32>, upTo limit: Int) -> Bool {
      a.indices.dropFirst().allSatisfy { a[$0 - 1] <= a[$0] } && Int(a.last ?? 0) <= limit
    }
    guard monotone(b.rowRings, upTo: b.ringPoints.count - 1), monotone(b.ringPoints, upTo: b.points.count),
      b.gridItems.allSatisfy({ Int($0) < b.rowCount }), boundaryPlace.allSatisfy({ $0 < places }),
      b.level.allSatisfy({ $0 == 3 || $0 == 4 })
    else { throw fail("the Korean boundaries point outside themselves") }
    let cells = b.grid.dropFirst(BoundaryView.gridHeader)
    guard zip(cells, cells.dropFirst()).allSatisfy({ $0 <= $1 && $0 >= 0 }),
      Int(cells.last ?? 0) == b.gridItems.count
    else { throw fail("the boundary grid is out of order") }
    // Key sets: entries within their places' names and sorted by key, the
    // trie within the entries, the range-minimum table as built.
    for (k, set) in zip(KeyClass.allCases, keySets) {
      for i in 0..<set.count {
        let p = set.entryPlace[i]
        guard p < places, set.poolOffset(i) < factsRange(of: p).namesEnd else {
          throw fail("key set \(k): entry \(i) points outside its place's names")
        }
      }
      guard set.entryPlace.isConsistent else {
        throw fail("key set \(k): the offsets kept apart do not match the entries that lack one")
      }
      for i in 1..<max(1, set.count) where set.compareKeys(i - 1, i) > 0 {
        throw fail("key set \(k): entries \(i - 1) and \(i) are out of order")
      }
      guard set.rangeMin.table.elementsEqual(RangeMin.buildTable(Array(set.entryPlace))) else {
        throw fail("key set \(k): the range-minimum table does not match its entries")
      }
      let nodes = set.nodes.count / 2
      for node in 0..<nodes {
        let first = Int(set.nodes[2 * node])
        let packed = set.nodes[2 * node + 1]
        let childStart = Int(packed & 0x7F_FFFF)
        let childCount = Int(packed >> 23)
        guard first <= set.count, childCount == 0 || (childStart > node && childStart + childCount <= nodes),
          childCount == 0 || Int(set.nodes[2 * childStart]) >= first
        else { throw fail("key set \(k): trie node \(node) points outside the trie") }
        for c in childStart..<(childStart + childCount) where c > childStart {
          guard set.labels[c - 1] < set.labels[c], set.nodes[2 * (c - 1)] <= set.nodes[2 * c] else {
            throw fail("key set \(k): the children of trie node \(node) are out of order")
          }
        }
      }
      guard set.hotLists.allSatisfy({ $0 == .max || Int($0) < set.count }) else {
        throw fail("key set \(k): a hot list points outside the entries")
      }
    }
  }
}
