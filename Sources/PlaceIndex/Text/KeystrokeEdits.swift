/// The texts a Hangul word becomes with one keystroke slipped, composed as
/// the IME composes the keys: a key dropped (`겨이도` for 경기도, ㄱ
/// missing), a key added (`나모해군` for 남해군), a key for another, or two
/// keys side by side swapped (`잇밀군` for 임실군). The IME regroups every
/// key after the slip into syllables, so such a text often differs from the
/// word in several jamo of two syllables, where a jamo-level typo is one.
///
///     KeystrokeEdits.oneOff("경기도").contains("겨이도")   // true
enum KeystrokeEdits {
  /// The keys of the 2-beolsik layout: 14 consonants and 12 vowels, and
  /// the 5 consonants and 2 vowels on Shift.
  static let keys: [Unicode.Scalar] = Array("ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎㅏㅐㅑㅒㅓㅔㅕㅖㅗㅛㅜㅠㅡㅣ".unicodeScalars)

  /// Every text one keystroke from `word` (a key dropped, added, replaced,
  /// or swapped with the next), as the IME shows it, `word` itself left
  /// out; in a stable order. With `editable`, only slips at those
  /// keystroke positions (a key added at position i goes before key i).
  ///
  /// - Complexity: O(k²·|keys|) for `word`'s k keystrokes: about 2·|keys|·k
  ///   texts of k keys each.
  static func oneOff(_ word: String, editing editable: Range<Int>? = nil) -> [String] {
    let typed = Hangul.keystrokes(word)
    let at = editable.map { $0.clamped(to: 0..<(typed.count + 1)) } ?? 0..<(typed.count + 1)
    var seen = Set<String>()
    var out: [String] = []
    func emit(_ s: [Unicode.Scalar]) {
      var ime = HangulIME()
      for key in s { ime.type(key) }
      let text = ime.text
      if text != word, seen.insert(text).inserted { out.append(text) }
    }
    for i in typed.indices where at.contains(i) {
      var s = typed
      s.remove(at: i)
      emit(s)
    }
    for i in typed.indices.dropLast() where at.contains(i) && typed[i] != typed[i + 1] {
      var s = typed
      s.swapAt(i, i + 1)
      emit(s)
    }
    for i in typed.indices where at.contains(i) {
      for key in keys where key != typed[i] {
        var s = typed
        s[i] = key
        emit(s)
      }
    }
    for i in 0...typed.count where at.contains(i) {
      for key in keys {
        var s = typed
        s.insert(key, at: i)
        emit(s)
      }
    }
    return out
  }

  /// The keystroke positions where a slip can make `word` a name, when
  /// only its first `syllables` syllables start some name: a slip must
  /// change the first syllable that starts none, from inside it or from
  /// the syllable after it (whose first key the IME may take as that
  /// syllable's final).
  static func slipWindow(_ word: String, syllables: Int) -> Range<Int> {
    var end = 0
    for (n, scalar) in word.unicodeScalars.enumerated() {
      end += Hangul.keystrokes(String(scalar)).count
      if n == syllables + 1 { break }
    }
    return 0..<(end + 1)
  }
}
