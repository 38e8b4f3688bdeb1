/// A note in brackets after the place: the province's code in an Italian
/// address (`bologna (bo)`, `via barberia 22, 40123 bologna (bo)`), the
/// département's number in a French one (`paris (75)`), a state or a
/// country (`congo (kinshasa)`). The note says where the place is; it is
/// no part of its name. As typed, its word goes on the name before it
/// (`milano mi` starts Milano Marittima, `bologna bo` the Bologna / Borgo
/// Panigale airport), so a note that qualifies nothing we know made the
/// place itself lose to every name that its letters happen to continue.
///
/// So when the query ends in a closed note and, as typed, found no whole
/// name (`Frankfurt (Oder)` is one, and `Halle (Saale)`) and no place by
/// its whole name in the area the note names (`springfield (il)`:
/// Illinois; a name that only starts with the words there, Barice in
/// Bosnia and Herzegovina for `bari (ba)`, is not enough), the words
/// before the note are searched too, by every step, and what they find
/// joins the candidates as it matched there. An open note (`bologna (b`) is still
/// being typed: its letters start names as any word does.
extension CandidateSearch {
  mutating func collectWithoutNote(_ query: String, want: Int) {
    guard let bare = BracketNote.strip(query) else { return }
    guard !candidates.contains(where: { $0.tier == .exact }) else { return }
    var pass = Pass.full
    pass.note = false
    pass.keysBack = false
    let sub = search(bare, among: options.kinds, want: want, pass: pass)
    adopt(sub, as: { $0.tier }, reading: { $0 })
  }
}
