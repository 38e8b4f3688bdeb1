/// The fields of a place that ranking does not read on every candidate, or
/// that many places lack: stored after the place's names in the pool, in as
/// few bytes as they need, instead of a fixed-width column each.
///
/// A place's pool segment is its names (each after its ``NameMark``), its
/// text fields (after ``NameMark/info``), then
///
///     0x06 (NameMark.facts)  flags  fields...  length
///
/// where `length` counts the bytes from `flags` to the last field, so a
/// reader finds the facts from the segment's end. It takes one byte when
/// it is under 128 (every place but a long road's), else two: its low
/// byte, then its high bits with 0x80 set (``lengthBytes(_:)``): read
/// backwards, the last byte says which. (Two bytes always cost 400 KB.) The fields, in this order,
/// each present when its flag bit is set:
///
///     bit 1  population: varint (a road's or ZIP code's addresses, from
///            which its population is estimated:
///            ``KoreanAddressAssembler/people(addresses:)``)
///     bit 2  source id (GeoNames id): varint
///     bit 3  region row: varint
///     bit 4  time zone row: varint
///     bit 5  where the Korean name starts, from the start of the names: varint
///            (absent when it is the primary name, in Hangul:
///            ``NativeScript/isPlainHangul(_:)``)
///     bit 6  parent (the Korean area the place lies in), a place: varint
///     bit 0  bounding box of a Korean area, in millionths of a degree:
///            south and west (zigzag varints), then its height and width
///            (varints). 14 bytes where its text took 40 (0.5 MB).
///     bit 7  address record of a road or ZIP code: its 읍면동 (count, then
///            each by the last three digits of its code less 100, when the
///            rest is its parent's code (역삼동, 11680101, of a road of
///            11680: 1, one byte where its place took three), else 0 and
///            its place: ``neighbourhoodRef(code:rank:parentCode:)``), its
///            ZIP codes (count, then zigzag differences from the
///            one before, starting from 0) and its building-number runs
///            (count, then pairs: the run's first number as a difference from
///            the one before, and the index of its ZIP code, left out when
///            the road has one: 127,000 of them, 127 KB)
///
/// Why: a road or a ZIP code (200,000 of the 400,000 places) has no source
/// id, no region, no Korean-name offset; the 18 bytes of columns these took
/// cost it more than its names. A city pays about 12 bytes here for the 18
/// it paid in columns. What ranking reads of every candidate
/// (``SectionID/placeTraits``) and the coordinates (read by `nearby` for
/// every place in the radius, by dedupe and by a location bias) stay
/// columns: read from the pool, a nearby search of 50 km took 45% longer.
struct PlaceFacts: Equatable {
  var population: UInt32 = 0
  var source: UInt32 = 0
  var region: UInt32? = nil
  var timezone: UInt32? = nil
  var koreanName: UInt32? = nil
  var parent: UInt32? = nil
  var bounds: Bounds? = nil
  var address: AddressRecord? = nil

  /// A bounding box in millionths of a degree.
  struct Bounds: Equatable {
    var south: Int32
    var west: Int32
    var north: Int32
    var east: Int32

    init(south: Int32, west: Int32, north: Int32, east: Int32) {
      (self.south, self.west, self.north, self.east) = (south, west, north, east)
    }

    /// The box of edges in degrees, rounded to millionths.
    init(degrees b: (south: Double, west: Double, north: Double, east: Double)) {
      func micro(_ d: Double) -> Int32 { Int32(clamping: Int((d * 1e6).rounded())) }
      self.init(south: micro(b.south), west: micro(b.west), north: micro(b.north), east: micro(b.east))
    }
  }

  /// The 읍면동, ZIP codes and building-number runs of a road or ZIP code.
  struct AddressRecord: Equatable {
    /// Its 읍면동, as ``neighbourhoodRef(code:rank:parentCode:)`` refers to
    /// them (``PlaceIndex/neighbourhoods(of:)`` reads them).
    var neighbourhoods: [UInt32] = []
    /// ZIP codes as numbers (06236 is 6236).
    var postcodes: [UInt32] = []
    /// `(first building number, index into postcodes)`, numbers ascending.
    var runs: [(start: UInt32, postcode: UInt32)] = []

    static func == (a: AddressRecord, b: AddressRecord) -> Bool {
      a.neighbourhoods == b.neighbourhoods && a.postcodes == b.postcodes
        && a.runs.elementsEqual(b.runs) { $0.start == $1.start && $0.postcode == $1.postcode }
    }
  }

  /// How an address record refers to a 읍면동 of code `code` and place
  /// `rank`, for a road or ZIP code whose parent's code is `parentCode`.
  static func neighbourhoodRef(code: String, rank: UInt32, parentCode: String) -> [UInt32] {
    if code.utf8.count == 8, parentCode.utf8.count == 5, code.hasPrefix(parentCode),
      let last = UInt32(code.suffix(3)), last > 100
    {
      return [last - 100]
    }
    return [0, rank]
  }

  /// The largest facts a place may have (`length` has 15 bits).
  static let maxLength = 0x7FFF

  /// The bytes that follow the ``NameMark/facts`` mark: flags, fields and
  /// length.
  func encoded() -> [UInt8] {
    var out = encodedFields()
    out += PlaceFacts.lengthBytes(out.count)
    return out
  }

  /// How `length` is written after the fields.
  static func lengthBytes(_ length: Int) -> [UInt8] {
    precondition(length <= maxLength, "a place's facts are over 32 KiB")
    return length < 0x80 ? [UInt8(length)] : [UInt8(length & 0xFF), UInt8(0x80 | length >> 8)]
  }

  /// The length of the facts that end at `end` in `pool`, and the bytes it
  /// takes (0 for a pool too short to hold one).
  @inline(__always)
  static func length(endingAt end: Int, in pool: FileArray<UInt8>) -> (length: Int, bytes: Int) {
    guard end >= 2, end <= pool.count else { return (0, 0) }
    let last = pool[unchecked: end - 1]
    if last < 0x80 { return (Int(last), 1) }
    return (Int(last & 0x7F) << 8 | Int(pool[unchecked: end - 2]), 2)
  }

  /// The flags and fields, without the length.
  func encodedFields() -> [UInt8] {
    var out: [UInt8] = [0]
    var flags: UInt8 = 0
    func varint(_ v: UInt32) { Varint.append(v, to: &out) }
    if population != 0 { flags |= 1 << 1; varint(population) }
    if source != 0 { flags |= 1 << 2; varint(source) }
    if let region { flags |= 1 << 3; varint(region) }
    if let timezone { flags |= 1 << 4; varint(timezone) }
    if let koreanName { flags |= 1 << 5; varint(koreanName) }
    if let parent { flags |= 1 << 6; varint(parent) }
    if let bounds {
      flags |= 1
      varint(Varint.zigzag(bounds.south))
      varint(Varint.zigzag(bounds.west))
      // (Wrapping: any edges read back as written; a box's are small.)
      varint(UInt32(bitPattern: bounds.north &- bounds.south))
      varint(UInt32(bitPattern: bounds.east &- bounds.west))
    }
    if let address {
      flags |= 1 << 7
      varint(UInt32(address.neighbourhoods.count))
      address.neighbourhoods.forEach(varint)
      varint(UInt32(address.postcodes.count))
      var previous: Int64 = 0
      for z in address.postcodes {
        let d = Int64(z) - previous
        varint(UInt32(truncatingIfNeeded: (d << 1) ^ (d >> 63)))
        previous = Int64(z)
      }
      varint(UInt32(address.runs.count))
      var last: UInt32 = 0
      let oneCode = address.postcodes.count <= 1
      for r in address.runs {
        varint(r.start &- last)
        if !oneCode { varint(r.postcode) }
        last = r.start
      }
    }
    out[0] = flags
    return out
  }

  /// Reads facts from `pool[range]` (flags to the last field). Damaged
  /// bytes give wrong values, never a read outside `range`.
  /// Without `address`, the address record is not read.
  init(_ pool: FileArray<UInt8>, _ range: Range<Int>, address wantsAddress: Bool = true) {
    var r = VarintReader(pool: pool, at: range.lowerBound, end: range.upperBound)
    let flags = r.byte()
    if flags & (1 << 1) != 0 { population = r.varint() }
    if flags & (1 << 2) != 0 { source = r.varint() }
    if flags & (1 << 3) != 0 { region = r.varint() }
    if flags & (1 << 4) != 0 { timezone = r.varint() }
    if flags & (1 << 5) != 0 { koreanName = r.varint() }
    if flags & (1 << 6) != 0 { parent = r.varint() }
    if flags & 1 != 0 {
      let south = Varint.unzigzag(r.varint())
      let west = Varint.unzigzag(r.varint())
      let height = r.varint()
      let width = r.varint()
      bounds = Bounds(
        south: south, west: west, north: south &+ Int32(bitPattern: height), east: west &+ Int32(bitPattern: width))
    }
    if wantsAddress, flags & (1 << 7) != 0 {
      var a = AddressRecord()
      // Counts are bounded by the bytes left, so a damaged count cannot
      // make a reader loop or allocate without end.
      for _ in 0..<min(Int(r.varint()), r.remaining) { a.neighbourhoods.append(r.varint()) }
      var previous: Int64 = 0
      for _ in 0..<min(Int(r.varint()), r.remaining) {
        let z = Int64(r.varint())
        previous += (z >> 1) ^ -(z & 1)
        a.postcodes.append(UInt32(truncatingIfNeeded: previous))
      }
      var last: UInt32 = 0
      let oneCode = a.postcodes.count <= 1
      for _ in 0..<min(Int(r.varint()), oneCode ? r.remaining : r.remaining / 2) {
        last = last &+ r.varint()
        a.runs.append((last, oneCode ? 0 : r.varint()))
      }
      address = a
    }
  }

  init() {}
}

extension PlaceFacts {
  /// The scalar fields, by their flag bit.
  enum Field: Int {
    case population = 1, source, region, timezone, koreanName, parent
  }

  /// One scalar field of the facts in `pool[range]`, or nil when absent:
  /// the fields before it are stepped over, not decoded.
  @inline(__always)
  static func field(_ f: Field, in pool: FileArray<UInt8>, _ range: Range<Int>) -> UInt32? {
    var r = VarintReader(pool: pool, at: range.lowerBound, end: range.upperBound)
    let flags = r.byte()
    let bit = UInt8(1) << UInt8(f.rawValue)
    guard flags & bit != 0 else { return nil }
    var b: UInt8 = 2
    while b < bit {
      if flags & b != 0 { r.skipVarint() }
      b <<= 1
    }
    return r.varint()
  }
}
