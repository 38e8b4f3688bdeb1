/// A key press, decoded from the bytes a terminal sends.
enum PickerKey: Equatable, Sendable {
  /// Printable text: one or more characters typed (or pasted) in a row.
  case text(String)
  case enter, tab, shiftTab, backspace, delete, escape
  case up, down, left, right, home, end, pageUp, pageDown
  /// Ctrl with a letter (`.control("c")` for Ctrl-C), for the control
  /// bytes that have no key of their own (Enter is Ctrl-M, Tab Ctrl-I,
  /// Backspace Ctrl-H).
  case control(Character)
  /// Alt (Meta) with a character, sent as ESC then the character.
  case alt(Character)
  /// Alt-Backspace (ESC DEL).
  case altBackspace
  /// Ctrl-← and Ctrl-→ (or Alt-←/→): a word left or right.
  case wordLeft, wordRight
  /// A sequence this decoder does not know; ignored by the picker.
  case unknown([UInt8])
}

/// Decodes terminal input into keys: a pure state machine, bytes in and keys
/// out, that keeps an unfinished escape sequence or UTF-8 character for the
/// next read.
///
///     var d = PickerKeyDecoder()
///     d.feed([0x1B, 0x5B])      // []: ESC [ may start an arrow
///     d.feed([0x41])            // [.up]
///     d.feed([0xEC, 0x84])      // []: half of 서
///     d.feed([0x9C])            // [.text("서")]
///     d.feed([0x1B])            // []: Esc, or the start of a sequence?
///     d.flush()                 // [.escape]: nothing followed in time
///
/// A lone ESC is ambiguous until more bytes come or time passes: the caller
/// calls ``flush()`` when no byte followed within a short delay, as Esc sent
/// alone is not followed by the rest of a sequence.
struct PickerKeyDecoder: Sendable {
  /// Bytes of an unfinished sequence or character.
  private(set) var pending: [UInt8] = []

  /// Whether bytes are waiting for the rest of a sequence.
  var hasPending: Bool { !pending.isEmpty }

  /// The keys completed by `bytes`.
  mutating func feed(_ bytes: some Sequence<UInt8>) -> [PickerKey] {
    pending.append(contentsOf: bytes)
    var keys: [PickerKey] = []
    var i = 0
    while i < pending.count {
      guard let (key, length) = decode(at: i) else { break }
      append(key, to: &keys)
      i += length
    }
    pending.removeFirst(i)
    return keys
  }

  /// Ends a sequence that will not be completed (no byte came in time):
  /// a lone ESC is Esc, and the bytes of a cut-off sequence or character
  /// are dropped.
  mutating func flush() -> [PickerKey] {
    guard !pending.isEmpty else { return [] }
    var keys: [PickerKey] = []
    while !pending.isEmpty {
      if pending[0] == 0x1B {
        keys.append(.escape)
        pending.removeFirst()
        keys += feed([])
      } else {
        // A truncated UTF-8 character: nothing to type.
        pending.removeFirst()
        while let b = pending.first, b & 0xC0 == 0x80 { pending.removeFirst() }
        keys += feed([])
      }
    }
    return keys
  }

  /// Adds a key, joining consecutive text into one key.
  private func append(_ key: PickerKey, to keys: inout [PickerKey]) {
    if case .text(let t) = key, case .text(let previous)? = keys.last {
      keys[keys.count - 1] = .text(previous + t)
    } else {
      keys.append(key)
    }
  }

  /// The key at `pending[i]` and its length in bytes; nil when more bytes
  /// are needed to tell.
  private func decode(at i: Int) -> (PickerKey, Int)? {
    let b = pending[i]
    switch b {
    case 0x1B: return escape(at: i)
    case 0x0D, 0x0A: return (.enter, 1)
    case 0x09: return (.tab, 1)
    case 0x7F, 0x08: return (.backspace, 1)
    case 0x00: return (.unknown([0]), 1)
    case 0x01...0x1A: return (.control(Character(Unicode.Scalar(b + 0x60))), 1)
    case 0x1C...0x1F: return (.unknown([b]), 1)
    case 0x20..<0x7F: return (.text(String(Unicode.Scalar(b))), 1)
    default: return utf8(at: i)
    }
  }

  /// A UTF-8 character; invalid bytes are skipped one at a time.
  private func utf8(at i: Int) -> (PickerKey, Int)? {
    let b = pending[i]
    let length: Int
    switch b {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return (.unknown([b]), 1)  // a stray continuation byte or an invalid lead
    }
    var value = UInt32(b) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
    for k in 1..<length {
      guard i + k < pending.count else { return nil }
      let c = pending[i + k]
      guard c & 0xC0 == 0x80 else { return (.unknown([b]), 1) }
      value = value << 6 | UInt32(c & 0x3F)
    }
    let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
    guard value >= minimum, let scalar = Unicode.Scalar(value) else {
      return (.unknown(Array(pending[i..<i + length])), length)
    }
    // C1 controls are not text.
    if (0x80..<0xA0).contains(value) { return (.unknown(Array(pending[i..<i + length])), length) }
    return (.text(String(scalar)), length)
  }

  /// ESC alone (when flushed), ESC [ … (CSI), ESC O x (SS3), or Alt with a
  /// key.
  private func escape(at i: Int) -> (PickerKey, Int)? {
    guard i + 1 < pending.count else { return nil }
    let next = pending[i + 1]
    switch next {
    case 0x5B: return csi(at: i)
    case 0x4F:
      guard i + 2 < pending.count else { return nil }
      let final = pending[i + 2]
      let key: PickerKey =
        switch final {
        case 0x41: .up
        case 0x42: .down
        case 0x43: .right
        case 0x44: .left
        case 0x48: .home
        case 0x46: .end
        case 0x4D: .enter  // keypad Enter
        default: .unknown(Array(pending[i...i + 2]))
        }
      return (key, 3)
    case 0x1B:
      // ESC ESC: the first is Esc on its own (or Alt-Esc; the same to us).
      return (.escape, 1)
    case 0x7F, 0x08: return (.altBackspace, 2)
    case 0x20..<0x7F: return (.alt(Character(Unicode.Scalar(next))), 2)
    default:
      // ESC then a control byte or UTF-8: Esc, and the rest stands alone.
      return (.escape, 1)
    }
  }

  /// ESC [ parameters intermediates final.
  private func csi(at i: Int) -> (PickerKey, Int)? {
    var j = i + 2
    while j < pending.count, (0x30...0x3F).contains(pending[j]) { j += 1 }
    let parameters = String(decoding: pending[(i + 2)..<j], as: UTF8.self)
    while j < pending.count, (0x20...0x2F).contains(pending[j]) { j += 1 }
    guard j < pending.count else {
      // Unfinished; a runaway sequence is dropped rather than kept forever.
      return j - i > 32 ? (.unknown(Array(pending[i..<j])), j - i) : nil
    }
    let final = pending[j]
    let length = j - i + 1
    guard (0x40...0x7E).contains(final) else {
      // Not a valid CSI: Esc, and the bytes after it are read on their own.
      return (.escape, 1)
    }
    let fields = parameters.split(separator: ";", omittingEmptySubsequences: false).map {
      Int($0) ?? 0
    }
    let modifier = fields.count > 1 ? fields[1] : 1
    // Modifier values: 2 Shift, 3 Alt, 5 Ctrl, …; Ctrl or Alt on ←/→ move by word.
    let wordMove = modifier >= 3
    let key: PickerKey =
      switch final {
      case 0x41: .up
      case 0x42: .down
      case 0x43: wordMove ? .wordRight : .right
      case 0x44: wordMove ? .wordLeft : .left
      case 0x48: .home
      case 0x46: .end
      case 0x5A: .shiftTab
      case 0x7E:
        switch fields.first ?? 0 {
        case 1, 7: .home
        case 4, 8: .end
        case 3: .delete
        case 5: .pageUp
        case 6: .pageDown
        default: .unknown(Array(pending[i..<i + length]))
        }
      default: .unknown(Array(pending[i..<i + length]))
      }
    return (key, length)
  }
}
