import Foundation
import Testing

@testable import PlaceIndex

/// The `Completer`: batches as the fragment changes, compared with fresh
/// `complete()` calls of the same settings.
@Suite struct CompleterTests {
  @Test func batchesMoveForwardAndTheLastIsAFreshCall() async {
    if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) { await batchesMoveForwardAndTheLastIsAFreshCallBody() }
  }

  @Test func everyKeystrokeOneAtATimeMatchesFreshCalls() async {
    if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) { await everyKeystrokeOneAtATimeMatchesFreshCallsBody() }
  }

  @Test func aBadSettingIsAFailedBatchAndTheSequenceGoesOn() async {
    if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) { await aBadSettingIsAFailedBatchAndTheSequenceGoesOnBody() }
  }

  @Test func resolveNearbyAndReverse() async {
    if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) { resolveNearbyAndReverseBody() }
  }

  @Test func typesFiltersAndRegions() async {
    if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) { await typesFiltersAndRegionsBody() }
  }

}

@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension CompleterTests {
  static var index: PlaceIndex { KoreanTests.index }

  /// Sets each fragment in turn (as fast as a paste), then reads batches
  /// until the one for the last fragment; returns every batch read.
  func type(_ fragments: [String], into completer: Completer) async -> [Completer.Batch] {
    for f in fragments { completer.queryFragment = f }
    var seen: [Completer.Batch] = []
    for await batch in completer.results {
      seen.append(batch)
      if batch.fragment == fragments.last, batch.generation >= fragments.count { break }
    }
    return seen
  }

  func ids(_ r: Result<[Completion], Completer.CompleterError>) -> [String] {
    (try? r.get().map(\.id)) ?? ["error"]
  }

  func fresh(_ text: String, _ options: CompletionOptions = CompletionOptions(limit: 10)) -> [String] {
    Self.index.complete(text, options: options).map(\.id)
  }

  func batchesMoveForwardAndTheLastIsAFreshCallBody() async {
    let completer = Completer(index: Self.index)
    // Typing, deleting a letter, typing after the cursor, pasting.
    let fragments = ["s", "se", "seo", "seou", "seo", "sdeo", "seoul", "서울 강남구 역삼동", "busan"]
    let batches = await type(fragments, into: completer)
    #expect(zip(batches, batches.dropFirst()).allSatisfy { $0.generation < $1.generation })
    for b in batches {
      // Each batch delivered answers its fragment as a fresh call would.
      #expect(ids(b.result) == fresh(b.fragment), "\(b.fragment)")
    }
    #expect(batches.last?.fragment == "busan")
    #expect(ids(batches.last!.result) == fresh("busan"))
  }

  func everyKeystrokeOneAtATimeMatchesFreshCallsBody() async {
    let completer = Completer(index: Self.index)
    var iterator = completer.results.makeAsyncIterator()
    var typed = ""
    for ch in "new york" {
      typed.append(ch)
      completer.queryFragment = typed
      let batch = await iterator.next()
      #expect(batch?.fragment == typed)
      #expect(batch.map { ids($0.result) } == fresh(typed), "\(typed)")
    }
  }

  func aBadSettingIsAFailedBatchAndTheSequenceGoesOnBody() async {
    let completer = Completer(index: Self.index)
    completer.limit = 0
    completer.queryFragment = "seoul"
    var iterator = completer.results.makeAsyncIterator()
    var batch = await iterator.next()
    while let b = batch, b.generation < 2 { batch = await iterator.next() }
    if case .failure(let e)? = batch?.result { #expect(e == .invalidLimit(0)) } else { Issue.record("no failure") }
    completer.limit = 3
    batch = await iterator.next()
    while let b = batch, b.generation < 3 { batch = await iterator.next() }
    #expect(batch.map { ids($0.result) } == fresh("seoul", CompletionOptions(limit: 3)))
    completer.region = Completer.Region(center: Coordinate(latitude: 91, longitude: 0), radiusMeters: 1000)
    batch = await iterator.next()
    while let b = batch, b.generation < 4 { batch = await iterator.next() }
    if case .failure(let e)? = batch?.result { #expect(e == .invalidRegion) } else { Issue.record("no failure") }
  }

  func typesFiltersAndRegionsBody() async {
    let gangnam = Coordinate(latitude: 37.4979, longitude: 127.0276)
    let completer = Completer(index: Self.index)
    var iterator = completer.results.makeAsyncIterator()
    // Each setting is a request; a request superseded before it ran has no
    // batch, so read up to the batch of the latest.
    var generation = 0
    func set(_ change: () -> Void) { change(); generation += 1 }
    func latest() async -> [Completion] {
      while let b = await iterator.next() {
        if b.generation == generation { return (try? b.result.get()) ?? [] }
      }
      return []
    }

    set { completer.resultTypes = .pointOfInterest }
    set { completer.queryFragment = "강남" }
    let pois = await latest()
    #expect(!pois.isEmpty && pois.allSatisfy { $0.kind == .cinema || $0.kind == .airport })

    set { completer.pointOfInterestFilter = .init(including: PlaceKinds(.cinema), brands: [.megabox]) }
    let megabox = await latest()
    #expect(!megabox.isEmpty)
    #expect(megabox.allSatisfy { Self.index.details(of: $0.place).brand == .megabox })

    set { completer.pointOfInterestFilter = .init(excluding: nil, brands: [.megabox]) }
    let others = await latest()
    #expect(!others.isEmpty && others.allSatisfy { Self.index.details(of: $0.place).brand != .megabox })

    set { completer.pointOfInterestFilter = .includingAll }
    set { completer.resultTypes = .all }
    set { completer.region = Completer.Region(center: gangnam, radiusMeters: 3000, restricts: true) }
    let near = await latest()
    #expect(!near.isEmpty)
    #expect(near.allSatisfy { GeoMath.distance(gangnam, $0.coordinate) <= 3000 })
    // A soft region is the --near bias: the same as a fresh biased call.
    set { completer.region = Completer.Region(center: gangnam, radiusMeters: 50_000) }
    let biased = await latest().map(\.id)
    var o = CompletionOptions(limit: 10)
    o.near = gangnam
    o.biasScaleKilometers = 50
    #expect(biased == fresh("강남", o))
  }

  func resolveNearbyAndReverseBody() {
    let completer = Completer(index: Self.index)
    let seoul = Self.index.complete("seoul", options: CompletionOptions(limit: 1))[0]
    #expect(completer.resolve(seoul).id == "geonames:1835848")
    let gangnam = Coordinate(latitude: 37.4979, longitude: 127.0276)
    let cinemas = completer.nearby(center: gangnam, radius: 2_000, filter: .init(including: PlaceKinds(.cinema)))
    #expect(!cinemas.isEmpty && cinemas.allSatisfy { $0.distanceMeters <= 2_000 })
    #expect(zip(cinemas, cinemas.dropFirst()).allSatisfy { $0.distanceMeters <= $1.distanceMeters })
    let notCGV = completer.nearby(center: gangnam, radius: 5_000, filter: .init(excluding: nil, brands: [.cgv]))
    #expect(!notCGV.isEmpty && notCGV.allSatisfy { Self.index.details(of: $0.place).brand != .cgv })
    let two = completer.nearby(center: gangnam, radius: 5_000, filter: .init(including: nil, brands: [.cgv, .megabox]))
    #expect(!two.isEmpty && two.allSatisfy { [.cgv, .megabox].contains(Self.index.details(of: $0.place).brand) })
    #expect(completer.reverse(Coordinate(latitude: 37.5, longitude: 127.03)).areas.first.map { Self.index.details(of: $0).name } == "역삼동")
  }
}
