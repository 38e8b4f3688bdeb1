/// Korean address units in Latin letters typed without their hyphen or
/// space, as English text often writes them (`Teheranro 152`,
/// `Sejongdaero`, `toegyero18gil`, `yeongdonggun`, `dongmunro53beongil`):
/// the word with each unit apart, as the keys write the romanizations
/// (`teheran ro`, `toegye ro 18 gil`, `yeongdong gun`, `dongmun ro 53 beon
/// gil`).
///
/// A unit is peeled off a run of letters only when some name's words
/// start with the stem and the unit, the unit a whole word (`startsName`):
/// `cairo` is no `cai ro`, `assisi` no `assi si`, `aligu` no `ali gu`
/// (which starts Ali Gul). A run of digits is split from its letters only before a
/// road's number part (`18gil`, `53beongil`), so codes and numbers that
/// mix them stay whole (`m25`, `3rd`).
enum GluedRomanizedUnits {
  /// The units peeled off the end of a run of letters, longest first
  /// (`daero` before `ro`), as Revised Romanization writes them after a
  /// hyphen.
  static let units: [[UInt8]] = ["daero", "myeon", "dong", "gil", "gun", "eup", "ro", "gu", "si", "ri"].map {
    Array($0.utf8)
  }

  /// A road's number part glued after its digits (`18gil`, `53beongil`,
  /// `88gagil`, `2ro`): the words it is as the keys write it.
  static let numberParts: [[UInt8]: [[UInt8]]] = [
    "gil": ["gil"], "ro": ["ro"], "beongil": ["beon", "gil"], "gagil": ["ga", "gil"], "beon": ["beon"],
  ].reduce(into: [:]) { out, e in out[Array(e.key.utf8)] = e.value.map { Array($0.utf8) } }

  /// The fewest letters a stem keeps once its unit is peeled off: the
  /// shortest Korean stems have three (`seo gu`, `nam gu`, `buk gu`);
  /// two would read the prefixes of other words (`toro` on its way to
  /// toronto) as units and search them.
  static let minStemLetters = 3
  /// The longest word looked at (a road's name and its number parts).
  static let maxWordBytes = 40

  /// `word` (a normal form: lower-case ASCII letters and digits) with its
  /// units apart, or nil when it has none to set apart.
  static func apart(_ word: [UInt8], startsName: ([UInt8]) -> Bool) -> [[UInt8]]? {
    guard word.count >= 4, word.count <= maxWordBytes, let first = word.first, isLetter(first),
      // (Most words end in no unit and have no digit: no runs to build.)
      word.contains(where: isDigit) || unit(ending: word[...], leaving: 1) != nil,
      word.allSatisfy({ isLetter($0) || isDigit($0) }),
      // (A unit alone is apart already: `daero` is no `dae ro`.)
      !isUnit(word)
    else { return nil }
    // Runs of letters and of digits, in order.
    var runs: [ArraySlice<UInt8>] = []
    var start = 0
    for i in 1...word.count where i == word.count || isDigit(word[i]) != isDigit(word[i - 1]) {
      runs.append(word[start..<i])
      start = i
    }
    var out: [[UInt8]] = []
    var changed = false
    for (n, run) in runs.enumerated() {
      if isDigit(run.first!) {
        // Digits apart only before a number part: `18gil`, not `m25`.
        guard n + 1 < runs.count, numberParts[Array(runs[n + 1])] != nil else { return nil }
        out.append(Array(run))
        changed = true
        continue
      }
      if n > 0, let parts = numberParts[Array(run)] {
        out += parts
        continue
      }
      if let unit = unit(ending: run, leaving: minStemLetters) {
        let stem = Array(run.dropLast(unit.count))
        if startsName(stem + [0x20] + unit) {
          out += [stem, unit]
          changed = true
          continue
        }
      }
      // (A run of letters after digits that is no number part: the word
      // is some code, left whole.)
      guard n == 0 else { return nil }
      out.append(Array(run))
    }
    return changed ? out : nil
  }

  /// The longest unit `run` ends in with at least `least` letters before
  /// it, if any.
  static func unit(ending run: ArraySlice<UInt8>, leaving least: Int) -> [UInt8]? {
    units.first { u in run.count >= u.count + least && run.suffix(u.count).elementsEqual(u) }
  }

  /// Whether a word is a unit or a number part on its own (`gu`, `ro`,
  /// `beongil`).
  static func isUnit(_ word: [UInt8]) -> Bool {
    word.count <= 7 && (units.contains(word) || numberParts[word] != nil)
  }

  @inline(__always) static func isLetter(_ b: UInt8) -> Bool { b &- 0x61 < 26 }
  @inline(__always) static func isDigit(_ b: UInt8) -> Bool { b &- 0x30 < 10 }
}
