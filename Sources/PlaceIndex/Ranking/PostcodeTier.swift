/// A Korean ZIP code being typed: `0623` on the way to 06236 lists the
/// codes it starts (a code is matched whole by the exact tier only, and
/// four digits alone start no name). Step 1 of
/// ``CandidateSearch/collectStrict(query:readings:want:pass:)``, beside the
/// name prefixes.
extension CandidateSearch {
  /// The fewest digits that list the codes they start: three give a
  /// district's hundred codes (062 → 06200 … 06299, 강남구); two would list
  /// a province's thousand, which a user has not narrowed yet.
  static let postcodePrefixMinimumDigits = 3

  /// The ZIP codes that start the query, when it is three or four ASCII
  /// digits and postcodes are among the kinds asked for; best first, as
  /// name prefixes are.
  mutating func collectPostcodePrefix(_ literal: QueryReading, want: Int) {
    collectPostcodePrefix(literal.key, reading: 0, want: want)
  }

  /// The ZIP codes that `key` starts, found through reading `reading` (an
  /// address's last unit after its areas: `강남구 063`, whose areas the
  /// search's constraints hold the codes to).
  mutating func collectPostcodePrefix(_ key: [UInt8], reading: Int, want: Int) {
    guard CandidateSearch.isPostcodePrefix(key), options.kinds.contains(.postcode) else { return }
    var postcodes = options
    postcodes.kinds = PlaceKinds(.postcode)
    withOptions(postcodes) {
      $0.collect(.codes, range: $0.keySet(.codes).range(ofPrefix: key), tier: .namePrefix, want: want, reading: reading)
    }
  }

  /// Whether a word is a ZIP code on its way: three or four ASCII digits.
  static func isPostcodePrefix(_ key: [UInt8]) -> Bool {
    key.count >= postcodePrefixMinimumDigits && key.count < 5 && key.allSatisfy { $0 &- 0x30 < 10 }
  }
}
