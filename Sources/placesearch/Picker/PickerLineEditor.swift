import PlaceIndex

/// The picker's one-line text field: text and a cursor counted in characters
/// (grapheme clusters), so that Backspace deletes what the user sees as one
/// character (a Hangul syllable, an accented letter, an emoji).
struct PickerLineEditor: Equatable, Sendable {
  private(set) var text: String
  /// Characters before the cursor, 0 … `text.count`.
  private(set) var cursor: Int

  init(_ text: String = "", cursor: Int? = nil) {
    self.text = text
    self.cursor = min(max(cursor ?? text.count, 0), text.count)
  }

  var isEmpty: Bool { text.isEmpty }
  var isAtEnd: Bool { cursor == text.count }
  var beforeCursor: Substring { text[..<index(cursor)] }
  var afterCursor: Substring { text[index(cursor)...] }

  private func index(_ offset: Int) -> String.Index {
    text.index(text.startIndex, offsetBy: offset)
  }

  /// Inserts typed text at the cursor. Control characters are dropped; a
  /// combining mark joins the character before it. The field holds at most
  /// ``QueryLimits/maxScalars`` scalars (what a query reads): the rest of a
  /// long paste is dropped.
  mutating func insert(_ typed: String) {
    let room = max(0, QueryLimits.maxScalars - text.unicodeScalars.count)
    let clean = String(
      String.UnicodeScalarView(typed.unicodeScalars.lazy.filter { ColumnWidth.isPrintable($0) }.prefix(room)))
    guard !clean.isEmpty else { return }
    let before = String(beforeCursor) + clean
    let after = afterCursor
    text = before + after
    // The joined text may merge characters across the seam; count again.
    cursor = min(before.count, text.count)
  }

  /// Deletes the character before the cursor.
  mutating func backspace() {
    guard cursor > 0 else { return }
    text.removeSubrange(index(cursor - 1)..<index(cursor))
    cursor -= 1
  }

  /// Deletes the character under the cursor.
  mutating func deleteForward() {
    guard cursor < text.count else { return }
    text.removeSubrange(index(cursor)..<index(cursor + 1))
  }

  /// Ctrl-W: deletes the spaces before the cursor, then the word before them
  /// (as a shell's `unix-word-rubout`).
  mutating func deleteWordBackward() {
    let start = wordStart(before: cursor)
    text.removeSubrange(index(start)..<index(cursor))
    cursor = start
  }

  /// Ctrl-U: deletes from the start of the line to the cursor.
  mutating func deleteToStart() {
    text.removeSubrange(text.startIndex..<index(cursor))
    cursor = 0
  }

  /// Ctrl-K: deletes from the cursor to the end of the line.
  mutating func deleteToEnd() {
    text.removeSubrange(index(cursor)...)
  }

  mutating func moveLeft() { cursor = max(0, cursor - 1) }
  mutating func moveRight() { cursor = min(text.count, cursor + 1) }
  mutating func moveHome() { cursor = 0 }
  mutating func moveEnd() { cursor = text.count }
  mutating func moveWordLeft() { cursor = wordStart(before: cursor) }

  mutating func moveWordRight() {
    let chars = Array(text)
    var i = cursor
    while i < chars.count, chars[i].isWhitespace { i += 1 }
    while i < chars.count, !chars[i].isWhitespace { i += 1 }
    cursor = i
  }

  private func wordStart(before offset: Int) -> Int {
    let chars = Array(text)
    var i = offset
    while i > 0, chars[i - 1].isWhitespace { i -= 1 }
    while i > 0, !chars[i - 1].isWhitespace { i -= 1 }
    return i
  }
}
