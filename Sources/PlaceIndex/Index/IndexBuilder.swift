#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Builds an index file from the source files of a data directory.
///
///     let report = try IndexBuilder.build(dataDirectory: "Data", output: "places.idx")
///
/// Steps: read the sources, turn countries, regions, cities, airports and
/// cinemas into places, rank them by importance (see ``Importance``), lay out
/// their names in one pool, sort every name key into three key sets, build
/// the spatial trees, and write everything as one file (``IndexWriter``).
public enum IndexBuilder {
  /// What a build did.
  public struct Report: Sendable {
    /// Where the index was written.
    public var path: String
    /// How many places went in.
    public var places: Int
    /// How many of each kind.
    public var placesByKind: [PlaceKind: Int]
    /// How many name keys.
    public var keys: Int
    /// The file's size in bytes.
    public var bytes: Int
    /// How long the build took.
    public var seconds: Double
    /// How many malformed rows were skipped (see `strict`).
    public var skippedRows = 0
    /// The first few of them, as `path:line: reason`.
    public var skippedExamples: [String] = []
  }

  /// Builds the index for `dataDirectory` and writes it to `output`.
  ///
  /// - Parameters:
  ///   - strict: whether the first malformed row stops the build; else
  ///     such rows are skipped and counted in the report.
  ///   - progress: called with short lines describing each step.
  /// - Throws: ``IndexError`` when a source is missing, its header is
  ///   malformed, a row is (with `strict`), or the output cannot be written.
  public static func build(
    dataDirectory: String, output: String, strict: Bool = false, progress: (String) -> Void = { _ in }
  ) throws(IndexError) -> Report {
    let started = monotonicSeconds()
    let badRows = BadRowLog(strict: strict)
    let reader = GazetteerReader(directory: dataDirectory, badRows: badRows)
    progress("reading \(dataDirectory)")
    let (places, boundaries) = try rankedPlaces(reader)
    progress("building the prefix trie")
    var layout = PlaceLayout(places: places)
    var writer = try IndexWriter(path: output)
    layout.write(into: &writer)
    if let overflow = layout.overflow {
      throw .badData(path: dataDirectory, line: 0, reason: overflow)
    }
    layout.writeKoreanAreas(boundaries: boundaries, into: &writer)
    var metadata = "format=\(IndexFormat.version)\n"
    metadata += "data=\(dataDirectory)\n"
    metadata += "sources=\(GazetteerReader.fileNames.joined(separator: ","))\n"
    if let version = try? FileIO.read(reader.path("VERSION")) {
      let text = String(decoding: version, as: UTF8.self).split(separator: "\n").joined(separator: "; ")
      metadata += "data_version=\(text)\n"
    }
    writer.add(.metadata, Array(metadata.utf8))
    progress("writing \(output)")
    try writer.finish(placeCount: places.count, fingerprint: fingerprint(dataDirectory: dataDirectory))
    var byKind: [PlaceKind: Int] = [:]
    for p in places { byKind[p.kind, default: 0] += 1 }
    return Report(
      path: output, places: places.count, placesByKind: byKind, keys: layout.keyCount,
      bytes: FileIO.stamp(output)?.size ?? 0, seconds: monotonicSeconds() - started,
      skippedRows: badRows.count, skippedExamples: badRows.examples)
  }

  /// The places of a data directory in rank order (a place's rank is its
  /// position), and the Korean boundaries.
  static func rankedPlaces(_ reader: GazetteerReader) throws(IndexError)
    -> (places: [SourcePlace], boundaries: BoundaryLayout)
  {
    var (places, boundaries) = try GazetteerAssembler(reader: reader).assemble()
    places.sort {
      $0.importance != $1.importance
        ? $0.importance > $1.importance
        : ($0.kind.rawValue, $0.sourceID) < ($1.kind.rawValue, $1.sourceID)
    }
    return (places, boundaries)
  }

  /// Bumped whenever the same data would give a different index: other keys,
  /// ranking data or layout. It is part of the fingerprint, so that an index
  /// built by an older placesearch is rebuilt, not silently used.
  static let revision: UInt64 = 53

  /// A fingerprint of the sources' sizes and modification times and of the
  /// builder's ``revision``, stored in the index so that a stale index can
  /// be noticed without reading the data.
  public static func fingerprint(dataDirectory: String) -> UInt64 {
    var h: UInt64 = 0xCBF2_9CE4_8422_2325
    h = (h ^ revision) &* 0x100_0000_01B3
    for name in GazetteerReader.fileNames {
      let stamp = FileIO.stamp("\(dataDirectory)/\(name)") ?? (-1, -1)
      for v in [stamp.size, stamp.mtime] + name.utf8.map(Int.init) {
        h = (h ^ UInt64(bitPattern: Int64(v))) &* 0x100_0000_01B3
      }
    }
    return h
  }

  static func monotonicSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
  }
}
