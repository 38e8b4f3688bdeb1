/// Step 10 of ``CandidateSearch/collectStrict(query:readings:want:pass:)``:
/// a Hangul query that found nothing, as it stood a key or two before.
///
/// An IME shows every key as it comes: on the way to 강남역 the text reads
/// 강남ㅇ, then 강남여, and on the way to 노원역 or 인천공항 (typed 인쳔공항),
/// 노원ㅇ and 인쳔ㄱ. Such a state can start no name, and a completer that
/// goes blank at each such key is worse than one that keeps showing where
/// the text was heading. (Nothing is lost: a state that starts a name never
/// gets here.)
/// - A query that ends in a lone jamo (강남ㅇ) shows the places of the text
///   without it, however they were found (인쳔 by a typo).
/// - A query whose last syllable was just begun, a consonant and a vowel
///   (강남여), shows the places of the text before that syllable, when that
///   text names a place whole (강남): `강남역 근처` is not `강남역 근`.
extension CandidateSearch {
  /// The longest query, in scalars, taken back: a few words being typed.
  static let maxKeysBackScalars = 40

  /// The places of `query` a key back, or a syllable back (see above),
  /// adopted in their tiers as the same name: they are what the keys typed
  /// so far start.
  mutating func collectKeysBack(_ query: String, want: Int) {
    // (What is typed, not pasted: a query of a few words; a long one that
    // found nothing is no IME state to take back.)
    let scalars = Array(query.unicodeScalars)
    guard let end = scalars.last, scalars.count <= CandidateSearch.maxKeysBackScalars else { return }
    // Only the last syllables change: the IME replays the last three
    // scalars, the text before them stays as it is.
    let head = String(String.UnicodeScalarView(scalars.dropLast(3)))
    let states = HangulIME.states(typing: String(String.UnicodeScalarView(scalars.suffix(3)))).map { head + $0 }
    var pass = Pass.full
    pass.keysBack = false
    if Hangul.isCompatibilityJamo(end.value) {
      guard states.count >= 2, let text = states.dropLast().last, CandidateSearch.endsInHangul(text) else { return }
      collectRespaced(text, among: options.kinds, want: want, pass: pass)
    } else if Hangul.isSyllable(end.value), Hangul.parts(end.value)?.final == 0, states.count >= 3 {
      let text = states[states.count - 3]
      guard CandidateSearch.endsInHangul(text), Hangul.isSyllable(text.unicodeScalars.last!.value) else { return }
      let sub = search(text, among: options.kinds, want: want, pass: pass)
      guard sub.candidates.contains(where: { $0.tier == .exact }) else { return }
      adoptRespaced(sub)
    }
  }

  /// Whether text ends in a syllable or a jamo, as a Hangul key leaves it.
  static func endsInHangul(_ text: String) -> Bool {
    guard let s = text.unicodeScalars.last?.value else { return false }
    return Hangul.isSyllable(s) || Hangul.isCompatibilityJamo(s)
  }
}
