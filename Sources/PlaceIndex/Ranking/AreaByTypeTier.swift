/// A first-level area by its name and its type (``AreaTypeWords``): `homs
/// governorate` is the region Homs, `kyoto prefecture` the prefecture, not
/// the city, and `state of texas` Texas, not the University of Texas that
/// the partial tier found with `state` left out; a Korean 시도 in English
/// too (`chungbuk province`, `gyeongbuk province`), a first-level area.
///
/// When the query found few places, a type word ends it or starts it, and
/// the other words are a region's whole name (or such a name with its
/// qualifier, `homs syria governorate`), that region is a match in the
/// any-order tier: every word matched, the type by the kind, as an airport's
/// `airport` is (``collectAirportsByCity(_:want:leadingWords:)``).
extension CandidateSearch {
  mutating func collectAreaByType(_ literal: QueryReading, want: Int) {
    // (A Korean 시도 is a first-level area too: `chungbuk province`.)
    let kinds = options.kinds.intersection([PlaceKinds(.region), PlaceKinds(.province)])
    guard !kinds.isEmpty, literal.tokens.count <= CandidateSearch.maxQualifierWords + 2 else {
      return
    }
    let words = literal.tokens.map(\.bytes)
    guard let name = AreaTypeWords.name(in: words) else { return }
    let text = String(decoding: Array(words[name].joined(separator: [0x20])), as: UTF8.self)
    // (The name judged as a romanization on its own: `chungbuk` is one,
    // `chungbuk province` with its English type word is not.)
    var rs = QueryReading.readings(of: text)
    for i in rs.indices { rs[i].romanizable = rs[i].romanizable || literal.romanizable }
    guard !rs.isEmpty else { return }
    let regions = search(
      text, among: kinds, readings: rs, want: want, pass: .namesAndQualifier)
    adopt(
      regions, as: { _ in .anyOrder }, reading: { _ in literal },
      where: { $0.tier == .exact })
  }
}
