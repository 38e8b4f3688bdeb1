/// What a completion query may return.
public struct CompletionOptions: Sendable {
  /// At most this many results.
  public var limit: Int = 10
  /// Only places of these kinds.
  public var kinds: PlaceKinds = .all
  /// Nearer places rank higher within a match tier (a soft bias).
  public var near: Coordinate? = nil
  /// The distance, in km, at which the bias has fallen to 1/e of its
  /// strength at the point itself.
  public var biasScaleKilometers: Double = 300
  /// Only places in this country (ISO 3166-1 alpha-2, any case).
  public var countryCode: String? = nil

  public init(
    limit: Int = 10, kinds: PlaceKinds = .all, near: Coordinate? = nil,
    countryCode: String? = nil
  ) {
    self.limit = limit
    self.kinds = kinds
    self.near = near
    self.countryCode = countryCode
  }
}
