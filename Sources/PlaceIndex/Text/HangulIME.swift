/// A 2-beolsik (dubeolsik) Hangul input method: composes keystrokes into
/// syllables the way a real Korean IME does, so every text shown while typing
/// can be reproduced.
///
/// The rules, for one keystroke at a time:
///
/// 1. A consonant with nothing being composed starts a bare consonant (ㅅ).
///    A consonant after a bare consonant commits it and starts another: there
///    are no clusters without a vowel (ㅅ ㅇ → ㅅㅇ, ㄱ ㅅ → ㄱㅅ, not ㄳ).
/// 2. A vowel after a bare consonant makes a syllable (ㅅ ㅓ → 서).
/// 3. A vowel with no consonant before it stands alone as a compatibility
///    vowel (ㅏ). It may still form a compound vowel (ㅗ ㅏ → ㅘ).
/// 4. A vowel after a vowel forms a compound vowel when the two make one
///    (ㅗ+ㅏ=ㅘ, ㅗ+ㅐ=ㅙ, ㅗ+ㅣ=ㅚ, ㅜ+ㅓ=ㅝ, ㅜ+ㅔ=ㅞ, ㅜ+ㅣ=ㅟ, ㅡ+ㅣ=ㅢ:
///    오 ㅏ → 와); otherwise it commits the syllable and stands alone (아 ㅏ → 아ㅏ).
/// 5. A consonant after a syllable without a final becomes its final when it
///    can end a syllable (서 ㅇ → 성). ㄸ ㅃ ㅉ cannot, so they commit the
///    syllable and start a bare consonant (다 ㄸ → 다ㄸ).
/// 6. A consonant after a single final forms a double final when the two make
///    one (ㄳ ㄵ ㄶ ㄺ ㄻ ㄼ ㄽ ㄾ ㄿ ㅀ ㅄ: 울 ㅅ → 욼); otherwise it commits the
///    syllable and starts a bare consonant (강 ㄴ → 강ㄴ). A consonant after a
///    double final always does the latter.
/// 7. A vowel after a final moves the final to start a new syllable with that
///    vowel (성 ㅜ → 서우); after a double final only its second part moves
///    (닭 ㅏ → 달가, 욼 ㅏ → 울사).
/// 8. Any other scalar (space, Latin letter, digit, a precomposed syllable)
///    commits what is being composed and is appended as it is.
///
/// Shifted keys (ㄲ ㄸ ㅃ ㅆ ㅉ ㅒ ㅖ) are single keystrokes, so ㄱ ㄱ never makes
/// ㄲ. A key that is a compatibility cluster or compound vowel (ㄳ, ㅘ), or a
/// conjoining jamo (U+1100...), is typed as the keystrokes that make it.
public struct HangulIME: Sendable {
  /// The syllable or bare jamo being composed.
  private enum Composition {
    case empty
    /// A bare consonant, as an initial index.
    case consonant(Int)
    /// A bare vowel, as a vowel index.
    case vowel(Int)
    /// A syllable; `final` is 0 when it has none.
    case syllable(initial: Int, vowel: Int, final: Int)
  }

  private var committed = ""
  private var composition = Composition.empty

  /// An IME with nothing typed.
  public init() {}

  /// The committed text plus the syllable being composed.
  public var text: String {
    var result = committed
    if let scalar = compositionScalar {
      result.unicodeScalars.append(scalar)
    }
    return result
  }

  /// Feeds one keystroke: a compatibility jamo (Hangul key), or any other scalar (space, Latin, digit), which commits the syllable being composed and is appended.
  public mutating func type(_ key: Unicode.Scalar) {
    guard HangulIME.isJamo(key.value) else {
      commit()
      committed.unicodeScalars.append(key)
      return
    }
    for stroke in Hangul.keystrokes(String(key)) {
      press(stroke.value)
    }
  }

  /// Every text an IME shows while `text` is typed key by key, from the first keystroke to the last (the last equals `text` in NFC). 서울 → ["ㅅ", "서", "성", "서우", "서울"]; 부산 → ["ㅂ", "부", "붓", "부사", "부산"]; 강남 → ["ㄱ", "가", "강", "강ㄴ", "강나", "강남"]; 울산 → ["ㅇ", "우", "울", "욼", "울사", "울산"]; 왕 → ["ㅇ", "오", "와", "왕"]; "CGV 강남" → ["C", "CG", "CGV", "CGV ", "CGV ㄱ", ...].
  public static func states(typing text: String) -> [String] {
    var ime = HangulIME()
    return Hangul.keystrokes(text).map { key in
      ime.type(key)
      return ime.text
    }
  }

  // MARK: Composition

  /// Whether a key is a modern jamo the IME composes.
  private static func isJamo(_ s: UInt32) -> Bool {
    Hangul.isCompatibilityConsonant(s) || Hangul.isCompatibilityVowel(s)
      || Hangul.compatibilityJamo(ofConjoining: s) != nil
  }

  /// The scalar shown for the composition, nil when empty.
  private var compositionScalar: Unicode.Scalar? {
    switch composition {
    case .empty:
      return nil
    case .consonant(let l):
      return Unicode.Scalar(Hangul.compatibilityInitial(l))
    case .vowel(let v):
      return Unicode.Scalar(Hangul.compatibilityVowel(v))
    case .syllable(let l, let v, let t):
      return Unicode.Scalar(Hangul.syllable(initial: l, vowel: v, final: t))
    }
  }

  /// Moves the composition into the committed text.
  private mutating func commit() {
    if let scalar = compositionScalar {
      committed.unicodeScalars.append(scalar)
    }
    composition = .empty
  }

  /// Commits the composition and starts a new one.
  private mutating func commit(startingWith next: Composition) {
    commit()
    composition = next
  }

  /// Feeds one single-key jamo (ㄱ...ㅎ without clusters, or ㅏ...ㅣ without compounds).
  private mutating func press(_ jamo: UInt32) {
    if let v = Hangul.vowelIndex(ofCompatibility: jamo) {
      pressVowel(v)
    } else if let l = Hangul.initialIndex(ofCompatibility: jamo) {
      pressConsonant(l, asFinal: Hangul.finalIndex(ofCompatibility: jamo))
    }
  }

  /// A consonant key: initial index `l`, final index `final` (nil for ㄸ ㅃ ㅉ).
  private mutating func pressConsonant(_ l: Int, asFinal final: Int?) {
    switch composition {
    case .syllable(let initial, let vowel, 0):
      if let final {
        composition = .syllable(initial: initial, vowel: vowel, final: final)
        return
      }
    case .syllable(let initial, let vowel, let t):
      if let final, let double = Hangul.combineFinals(t, final) {
        composition = .syllable(initial: initial, vowel: vowel, final: double)
        return
      }
    case .empty, .consonant, .vowel:
      break
    }
    commit(startingWith: .consonant(l))
  }

  /// A vowel key, vowel index `w`.
  private mutating func pressVowel(_ w: Int) {
    switch composition {
    case .empty:
      composition = .vowel(w)
    case .consonant(let l):
      composition = .syllable(initial: l, vowel: w, final: 0)
    case .vowel(let v):
      if let compound = Hangul.combineVowels(v, w) {
        composition = .vowel(compound)
      } else {
        commit(startingWith: .vowel(w))
      }
    case .syllable(let l, let v, 0):
      if let compound = Hangul.combineVowels(v, w) {
        composition = .syllable(initial: l, vowel: compound, final: 0)
      } else {
        commit(startingWith: .vowel(w))
      }
    case .syllable(let l, let v, let t):
      spill(initial: l, vowel: v, final: t, before: w)
    }
  }

  /// Rule 7: the final `t` (or its second part) of the syllable being
  /// composed moves to start a new syllable with vowel `w`.
  private mutating func spill(initial l: Int, vowel v: Int, final t: Int, before w: Int) {
    let (kept, moving) = Hangul.splitFinal(t) ?? (0, t)
    // Every single final is also an initial, so this always succeeds.
    guard let next = Hangul.initialIndex(ofFinal: moving) else { return }
    composition = .syllable(initial: l, vowel: v, final: kept)
    commit(startingWith: .syllable(initial: next, vowel: w, final: 0))
  }
}
