/// A Korean address that ends in a flat (``ApartmentUnits``): the address
/// without the complex, block and unit, searched by every step, what it
/// finds joining as it matched there. As typed, the complex's name (a
/// brand and the 동's stem, `거모두산위브2단지아파트`) and the block's 동
/// led the address tier to roads that only start with their syllables.
extension CandidateSearch {
  mutating func collectWithoutApartment(_ query: String, want: Int) {
    guard let bare = ApartmentUnits.strip(query) else { return }
    var pass = Pass.full
    pass.note = false
    pass.keysBack = false
    let sub = search(bare, among: options.kinds, want: want, pass: pass)
    adopt(sub, as: { $0.tier }, reading: { $0 })
  }
}
