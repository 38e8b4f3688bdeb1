import Synchronization

/// Completions as the user types, shaped like MapKit's
/// `MKLocalSearchCompleter`: set ``queryFragment`` on every keystroke, and
/// read result batches from ``results``.
///
///     let completer = Completer(index: index)
///     completer.resultTypes = .pointOfInterest
///     Task {
///       for await batch in completer.results {
///         if case .success(let completions) = batch.result { show(completions) }
///       }
///     }
///     completer.queryFragment = "CGV 강"
///     completer.queryFragment = "CGV 강남"   // supersedes the batch for "CGV 강"
///
/// A newer fragment (or a change of the other settings) supersedes an
/// older one: the batch of a superseded request is dropped, never delivered
/// after a newer one, so ``results`` only ever moves forward. A setting that
/// is wrong (a region of no size, a limit of 0) arrives in the sequence as a
/// failed batch; the sequence goes on.
///
/// The work runs on one task of its own, a request at a time, the latest
/// first; setting a property returns at once. It is `Sendable`: set it from
/// any task or thread.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public final class Completer: Sendable {
  /// The kinds of result, as `MKLocalSearchCompleter.ResultType`.
  public struct ResultTypes: OptionSet, Sendable, Hashable {
    /// One bit per type.
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Cities, regions, countries and every Korean address level.
    public static let address = ResultTypes(rawValue: 1)
    /// Airports and cinemas.
    public static let pointOfInterest = ResultTypes(rawValue: 2)
    /// Both (the default).
    public static let all: ResultTypes = [.address, .pointOfInterest]

    var kinds: PlaceKinds {
      (contains(.address) ? PlaceKinds.address : []).union(contains(.pointOfInterest) ? .pointsOfInterest : [])
    }
  }

  /// Which points of interest to keep, as `MKPointOfInterestFilter`: by
  /// kind and by brand, included or excluded. Addresses pass it untouched.
  public struct PointOfInterestFilter: Sendable, Hashable {
    /// The kinds named (airports, cinemas), or nil for every kind.
    public var kinds: PlaceKinds?
    /// The brands named, or nil for every brand (a cinema's brand).
    public var brands: Set<Brand>?
    /// Whether the kinds and brands named are left out rather than kept.
    public var excludes: Bool

    /// Every point of interest.
    public static let includingAll = PointOfInterestFilter(kinds: nil, brands: nil, excludes: false)

    /// Only these kinds and brands.
    public init(including kinds: PlaceKinds? = nil, brands: Set<Brand>? = nil) {
      self.init(kinds: kinds, brands: brands, excludes: false)
    }

    /// Every point of interest but these kinds and brands.
    public init(excluding kinds: PlaceKinds? = nil, brands: Set<Brand>? = nil) {
      self.init(kinds: kinds, brands: brands, excludes: true)
    }

    init(kinds: PlaceKinds?, brands: Set<Brand>?, excludes: Bool) {
      self.kinds = kinds
      self.brands = brands
      self.excludes = excludes
    }

    /// The place kinds the filter leaves of `kinds`.
    func filter(_ kinds: PlaceKinds) -> PlaceKinds {
      guard let named = self.kinds?.intersection(.pointsOfInterest) else { return kinds }
      return excludes ? kinds.subtracting(named) : kinds.subtracting(.pointsOfInterest.subtracting(named))
    }

    /// Whether a cinema of `brand` (nil: of none known) passes.
    func keeps(brand: Brand?) -> Bool {
      guard let brands else { return true }
      return (brand.map(brands.contains) ?? false) != excludes
    }
  }

  /// Where to search, as `MKLocalSearchCompleter.region`: a centre and a
  /// radius, as a soft bias (places near the centre rank higher, the
  /// radius the distance at which the bias fades to 1/e) or a hard
  /// restriction (only places within the radius).
  public struct Region: Sendable, Hashable {
    /// The region's centre.
    public var center: Coordinate
    /// Its radius in metres: where a soft bias fades to 1/e, or the edge of a restriction.
    public var radiusMeters: Double
    /// Whether only places within the radius are given (else nearer ones only rank higher).
    public var restricts: Bool

    /// A region around `center`; a soft bias unless `restricts`.
    public init(center: Coordinate, radiusMeters: Double, restricts: Bool = false) {
      self.center = center
      self.radiusMeters = radiusMeters
      self.restricts = restricts
    }
  }

  /// One answer: the fragment it answers and its completions, or why there
  /// are none.
  public struct Batch: Sendable {
    /// The query fragment the batch answers.
    public var fragment: String
    /// The request's number: batches arrive in increasing order.
    public var generation: Int
    /// The completions, best first, or what the settings got wrong.
    public var result: Result<[Completion], CompleterError>
  }

  /// What a request's settings got wrong.
  public enum CompleterError: Error, Sendable, Hashable {
    /// The limit is not between 1 and ``Completer/maxLimit``.
    case invalidLimit(Int)
    /// The region's centre is not a coordinate, or its radius not positive
    /// and finite.
    case invalidRegion
  }

  /// The settings of one request.
  struct Settings: Sendable {
    var fragment = ""
    var resultTypes = ResultTypes.all
    var filter = PointOfInterestFilter.includingAll
    var region: Region? = nil
    var limit = 10
  }

  /// The settings and the number of the latest request, shared with the
  /// worker (a Mutex is not copied: it lives in a box both hold).
  final class State: Sendable {
    let lock = Mutex((settings: Settings(), generation: 0))
    func withLock<T>(_ body: (inout (settings: Settings, generation: Int)) -> T) -> T { lock.withLock { body(&$0) } }
  }

  private let index: PlaceIndex
  private let state = State()
  private let requests: AsyncStream<Int>.Continuation
  private let batches: AsyncStream<Batch>.Continuation

  /// Result batches, one per request that was not superseded, in the order
  /// of the requests. One consumer: iterate it once. A consumer that falls
  /// behind gets the newest ``bufferedBatches`` (the older are dropped, as
  /// a screen shows only the latest).
  public let results: AsyncStream<Batch>

  /// The largest ``limit`` (as the command line's `--limit`).
  public static let maxLimit = 1000

  /// How many batches wait for a slow consumer.
  public static let bufferedBatches = 16

  /// A completer over `index`, with nothing typed yet: no batch comes until a setting changes.
  public init(index: PlaceIndex) {
    self.index = index
    let (results, batches) = AsyncStream<Batch>.makeStream(bufferingPolicy: .bufferingNewest(Completer.bufferedBatches))
    self.results = results
    self.batches = batches
    let (stream, requests) = AsyncStream<Int>.makeStream(bufferingPolicy: .bufferingNewest(1))
    self.requests = requests
    // One worker, a request at a time; only the newest request waits (the
    // buffer holds one), and one that a newer superseded while it ran is
    // dropped before it is delivered.
    let state = self.state
    Task { [index] in
      // The worker's session keeps the last texts' answers (see
      // ``CompletionSession``): deleting a letter costs nothing.
      let session = CompletionSession(index: index)
      for await generation in stream {
        let settings = state.withLock { $0.generation == generation ? $0.settings : nil }
        guard let settings else { continue }
        let result = Completer.complete(settings, in: session)
        state.withLock { current in
          guard current.generation == generation else { return }
          batches.yield(Batch(fragment: settings.fragment, generation: generation, result: result))
        }
      }
      batches.finish()
    }
  }

  deinit {
    requests.finish()
  }

  /// The text typed so far. Setting it starts a request.
  public var queryFragment: String {
    get { state.withLock { $0.settings.fragment } }
    set { update { $0.fragment = newValue } }
  }

  /// The kinds of result (default: all).
  public var resultTypes: ResultTypes {
    get { state.withLock { $0.settings.resultTypes } }
    set { update { $0.resultTypes = newValue } }
  }

  /// Which points of interest to keep (default: all).
  public var pointOfInterestFilter: PointOfInterestFilter {
    get { state.withLock { $0.settings.filter } }
    set { update { $0.filter = newValue } }
  }

  /// Where to search (default: nowhere in particular).
  public var region: Region? {
    get { state.withLock { $0.settings.region } }
    set { update { $0.region = newValue } }
  }

  /// At most this many completions a batch (default 10).
  public var limit: Int {
    get { state.withLock { $0.settings.limit } }
    set { update { $0.limit = newValue } }
  }

  /// The details of a completion: its coordinates, address and facts, as
  /// `MKLocalSearch.Request(completion:)` gives a map item.
  public func resolve(_ completion: Completion) -> PlaceDetails { index.details(of: completion.place) }

  /// The points of interest within `radius` metres of `center`, nearest
  /// first, at most ``limit``, kept by `filter` (default: this completer's
  /// ``pointOfInterestFilter``).
  ///
  /// - Complexity: O(log n + places within the radius), a k-d tree query.
  public func nearby(center: Coordinate, radius: Double, filter: PointOfInterestFilter? = nil) -> [NearbyPlace] {
    let settings = state.withLock { $0.settings }
    let f = filter ?? settings.filter
    let kinds = f.filter(.pointsOfInterest)
    guard !kinds.isEmpty, radius.isFinite, radius > 0 else { return [] }
    let brand = f.excludes ? nil : f.brands.flatMap { $0.count == 1 ? $0.first : nil }
    // (With several brands, or some left out, every brand is fetched and
    // sorted out here.)
    var found = index.nearby(
      center, options: NearbyOptions(radiusMeters: radius, kinds: kinds, brand: brand, limit: Completer.maxLimit))
    if f.brands != nil {
      found.removeAll { p in p.kind == .cinema && !f.keeps(brand: index.details(of: p.place).brand) }
    }
    return Array(found.prefix(max(0, settings.limit)))
  }

  /// The areas that contain a point (``PlaceIndex/reverse(_:)``).
  public func reverse(_ point: Coordinate) -> ReverseResult { index.reverse(point) }

  /// Changes the settings and queues a request for them, superseding any
  /// older one.
  private func update(_ change: (inout Settings) -> Void) {
    let generation = state.withLock { s in
      change(&s.settings)
      s.generation += 1
      return s.generation
    }
    requests.yield(generation)
  }

  /// How much wider a restricted region's search is than its limit: the
  /// completions outside the radius are dropped after ranking, so more are
  /// asked for (a wider net finds the limit more often, at that many times
  /// the work).
  static let restrictedCandidatesPerResult = 8

  /// The completions of one request's settings.
  static func complete(_ s: Settings, in session: CompletionSession) -> Result<[Completion], CompleterError> {
    let index = session.index
    guard (1...Completer.maxLimit).contains(s.limit) else { return .failure(.invalidLimit(s.limit)) }
    var options = CompletionOptions(limit: s.limit)
    options.kinds = s.filter.filter(s.resultTypes.kinds)
    if let r = s.region {
      guard r.center.latitude.isFinite, r.center.longitude.isFinite, abs(r.center.latitude) <= 90,
        abs(r.center.longitude) <= 180, r.radiusMeters.isFinite, r.radiusMeters > 0
      else { return .failure(.invalidRegion) }
      options.near = r.center
      options.biasScaleKilometers = r.radiusMeters / 1000
      if r.restricts { options.limit = min(Completer.maxLimit, s.limit * restrictedCandidatesPerResult) }
    }
    guard !options.kinds.isEmpty else { return .success([]) }
    var found = session.complete(s.fragment, options: options)
    if let r = s.region, r.restricts {
      found.removeAll { GeoMath.distance(r.center, $0.coordinate) > r.radiusMeters }
    }
    if s.filter.brands != nil {
      found.removeAll { c in c.kind == .cinema && !s.filter.keeps(brand: index.details(of: c.place).brand) }
    }
    return .success(Array(found.prefix(s.limit)))
  }
}
