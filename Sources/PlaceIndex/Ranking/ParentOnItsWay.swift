/// A Korean area typed whole, then the area above it still being typed,
/// as a place is named before what holds it (`신길동 영드` on the way to
/// 신길동 영등포구, `봉곡동 짅` to 봉곡동 진주시, `북구 댁` to 북구 대구): the
/// last unit, which names no area whole, read as the keystrokes that start
/// the name of an area above the unit before it, so that it qualifies
/// that unit as a parent typed whole would (``collectAddress(_:want:wholeTargets:)``).
///
/// Read by keystrokes, every state of the IME on the way counts: the
/// final a syllable holds until the next vowel comes (영등 → 영드 + ㅇ, 진주
/// → 짅 = 진 + ㅈ), a compound vowel half typed (강워 of 강원).
///
/// The forward reading (`북구 대` on its way to 북구 대현동) loses only
/// where the parent's name starts as the child's does; there the parent
/// and its place are what the user typed whole, and the child is a
/// keystroke or two further on.
extension CandidateSearch {
  /// The fewest keystrokes the unit must have: one key (`ㅅ`) starts the
  /// names of half the areas above any place.
  static let minParentOnItsWayKeys = 2

  /// The areas above an area of `held` whose name (or its everyday short
  /// form: 경북 of 경상북도, 영등포 of 영등포구) starts with `unit`'s
  /// keystrokes and is longer; none when `unit` is not all Hangul. (The
  /// Korean name only: a 시도's other names are hundreds,
  /// in every language.)
  func areasAbove(_ held: [UInt32], onTheWayTo unit: [UInt8]) -> [UInt32] {
    let text = String(decoding: unit, as: UTF8.self)
    guard text.unicodeScalars.allSatisfy({ Hangul.isSyllable($0.value) || Hangul.isCompatibilityJamo($0.value) })
    else { return [] }
    let keys = Hangul.keystrokes(text)
    guard keys.count >= CandidateSearch.minParentOnItsWayKeys else { return [] }
    var out: [UInt32] = []
    var asked = Set<UInt32>()
    for area in held {
      for above in index.ancestors(of: PlaceHandle(rank: area)) where asked.insert(above.rank).inserted {
        let name = index.koreanTitle(of: above)
        guard PlaceKeys.hasHangul(name) else { continue }
        let isProvince = index.kindRaw(above.rank) == PlaceKind.province.rawValue
        let starts = ([name] + KoreanAddressForms.shortForms(of: name, isProvince: isProvince)).contains { form in
          let formKeys = Hangul.keystrokes(form)
          return formKeys.count > keys.count && formKeys.starts(with: keys)
        }
        if starts { out.append(above.rank) }
      }
    }
    return out
  }
}
