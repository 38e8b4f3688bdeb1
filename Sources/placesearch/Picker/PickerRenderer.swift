import PlaceIndex

/// Text attributes of the picker, as SGR escape codes.
struct PickerStyle: OptionSet, Hashable, Sendable {
  let rawValue: UInt8
  static let bold = PickerStyle(rawValue: 1)
  static let dim = PickerStyle(rawValue: 2)
  static let reverse = PickerStyle(rawValue: 4)

  /// `ESC [ 0 ; … m`: resets, then sets these attributes.
  var sgr: String {
    var codes = ["0"]
    if contains(.bold) { codes.append("1") }
    if contains(.dim) { codes.append("2") }
    if contains(.reverse) { codes.append("7") }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }
}

/// A run of text in one style.
struct PickerSpan: Equatable, Sendable {
  var text: String
  var style: PickerStyle = []

  init(_ text: String, _ style: PickerStyle = []) {
    self.text = text
    self.style = style
  }
}

/// Styled text measured in terminal columns.
enum StyledText {
  /// Characters with their style; controls are dropped and tabs become
  /// spaces, so nothing but the picker's own escapes reaches the terminal.
  static func characters(_ spans: [PickerSpan]) -> [(Character, PickerStyle)] {
    var out: [(Character, PickerStyle)] = []
    for span in spans {
      for c in span.text {
        if c == "\t" || c == "\n" || c == "\r\n" {
          out.append((" ", span.style))
        } else if c.unicodeScalars.allSatisfy(ColumnWidth.isPrintable) {
          out.append((c, span.style))
        }
      }
    }
    return out
  }

  static func width(_ spans: [PickerSpan]) -> Int {
    spans.reduce(0) { $0 + ColumnWidth.of($1.text) }
  }

  /// The spans cut to at most `width` columns; text that does not fit ends
  /// with "…" in the style of the last character kept. A wide character
  /// that would straddle the edge is left out.
  static func truncate(_ spans: [PickerSpan], to width: Int) -> [PickerSpan] {
    let chars = characters(spans)
    let total = chars.reduce(0) { $0 + ColumnWidth.of($1.0) }
    if total <= width { return join(chars) }
    guard width > 0 else { return [] }
    var kept: [(Character, PickerStyle)] = []
    var used = 0
    for (c, style) in chars {
      let w = ColumnWidth.of(c)
      if used + w > width - 1 { break }
      kept.append((c, style))
      used += w
    }
    kept.append(("…", kept.last?.1.subtracting(.bold) ?? chars.first?.1 ?? []))
    return join(kept)
  }

  /// Spaces up to `width` columns.
  static func pad(_ spans: [PickerSpan], to width: Int, style: PickerStyle = []) -> [PickerSpan] {
    let w = self.width(spans)
    return w >= width
      ? spans : spans + [PickerSpan(String(repeating: " ", count: width - w), style)]
  }

  private static func join(_ chars: [(Character, PickerStyle)]) -> [PickerSpan] {
    var out: [PickerSpan] = []
    for (c, style) in chars {
      if let last = out.last, last.style == style {
        out[out.count - 1].text.append(c)
      } else {
        out.append(PickerSpan(String(c), style))
      }
    }
    return out
  }

  /// `text` split into spans, the characters touched by the UTF-16 `ranges`
  /// bold (whole characters, as a terminal cannot bold half of one).
  static func highlighted(_ text: String, _ ranges: [HighlightRange], base: PickerStyle = [])
    -> [PickerSpan]
  {
    var out: [PickerSpan] = []
    var offset = 0
    for c in text {
      let length = c.utf16.count
      let hit = ranges.contains {
        $0.length > 0 && $0.location < offset + length && offset < $0.location + $0.length
      }
      let style = hit ? base.union(.bold).subtracting(.dim) : base
      if let last = out.last, last.style == style {
        out[out.count - 1].text.append(c)
      } else {
        out.append(PickerSpan(String(c), style))
      }
      offset += length
    }
    return out
  }

  /// The spans as a string with SGR escapes, or plain text when `styled` is
  /// false. `extra` is added to every span (reverse video for the selected
  /// row). A styled line ends with a reset.
  static func encode(_ spans: [PickerSpan], styled: Bool, extra: PickerStyle = []) -> String {
    guard styled else { return spans.map(\.text).joined() }
    var out = ""
    var current: PickerStyle = []
    for span in spans where !span.text.isEmpty {
      let style = span.style.union(extra)
      if style != current {
        out += style.sgr
        current = style
      }
      out += span.text
    }
    if !current.isEmpty { out += PickerStyle().sgr }
    return out
  }
}

/// Draws the picker: a pure function from state to screen lines.
///
///     > seou
///       5 results · all types · all brands      Tab type  S-Tab brand  ^O nearby  Esc quit
///     > Seoul  Seoul, South Korea                                                     city
///       Seoul  Region · South Korea                                                 region
///       Gimpo International Airport (GMP)  Seoul, South Korea                      airport
///
/// Every line is at most `state.width` columns wide, measured with East Asian
/// Width; titles and subtitles are cut with "…", and the right-hand column
/// (kind, or brand in the nearby view) stays aligned on the right edge.
enum PickerRenderer {
  static let prompt = "> "

  /// The screen: at most `state.height` lines.
  static func lines(_ state: PickerState) -> [String] {
    var lines = [promptLine(state), statusLine(state)]
    if case .nearby = state.view { lines += state.mapLines }
    if state.rows.isEmpty {
      lines.append(
        StyledText.encode(
          StyledText.truncate([PickerSpan("  " + emptyMessage(state), .dim)], to: state.width),
          styled: state.styled))
    } else {
      let end = min(state.rows.count, state.scroll + state.visibleRows)
      let tagWidth = min(state.rows.map { ColumnWidth.of($0.tag) }.max() ?? 0, state.width / 3)
      let distanceWidth = state.rows.map { ColumnWidth.of($0.distance?.text ?? "") }.max() ?? 0
      for i in state.scroll..<max(state.scroll, end) {
        lines.append(
          row(
            state.rows[i], selected: i == state.selection, width: state.width,
            tagWidth: tagWidth, distanceWidth: distanceWidth, styled: state.styled))
      }
    }
    return Array(lines.prefix(max(0, state.height)))
  }

  /// Where the cursor goes: on the prompt line, after the text before it.
  static func cursor(_ state: PickerState) -> (row: Int, column: Int) {
    (0, ColumnWidth.of(prompt) + ColumnWidth.of(promptText(state).before))
  }

  /// The part of the query shown, scrolled so that the cursor stays on the
  /// screen (one column is kept free for it at the end).
  static func promptText(_ state: PickerState) -> (before: String, after: String) {
    let available = max(0, state.width - ColumnWidth.of(prompt) - 1)
    var before = Array(state.editor.beforeCursor)
    var after = Array(state.editor.afterCursor)
    while ColumnWidth.of(String(before)) > available { before.removeFirst() }
    var room = available - ColumnWidth.of(String(before))
    var shown: [Character] = []
    for c in after {
      let w = ColumnWidth.of(c)
      if w > room { break }
      shown.append(c)
      room -= w
    }
    after = shown
    return (String(before), String(after))
  }

  static func promptLine(_ state: PickerState) -> String {
    let text = promptText(state)
    let spans = [PickerSpan(prompt, .bold), PickerSpan(text.before + text.after)]
    return StyledText.encode(StyledText.truncate(spans, to: state.width), styled: state.styled)
  }

  /// Counts and filters on the left, the keys on the right; the keys go
  /// first when the line is too narrow.
  static func statusLine(_ state: PickerState) -> String {
    var left: String
    let keys: String
    let brand = state.brand?.pickerLabel ?? "all brands"
    switch state.view {
    case .results:
      let n = state.rows.count
      left =
        state.editor.text.isEmpty && state.brand == nil
        ? ""
        : n == 0 ? "no results" : "\(n)\(state.truncated ? "+" : "") result\(n == 1 ? "" : "s")"
      if let i = state.interpretedAs {
        left += (left.isEmpty ? "" : " · ") + "showing results for \(i)"
      }
      left += (left.isEmpty ? "" : " · ") + "\(state.types.label) · \(brand)"
      keys = "Tab type  S-Tab brand  ^O nearby  Esc quit"
    case .nearby(let center):
      let n = state.rows.count
      left = "\(n) cinema\(n == 1 ? "" : "s") near \(center.title) · \(brand)"
      keys = "S-Tab brand  Esc back"
    }
    let leftSpans = [PickerSpan("  " + left, .dim)]
    let leftWidth = StyledText.width(leftSpans)
    let keysWidth = ColumnWidth.of(keys)
    if leftWidth + 2 + keysWidth <= state.width {
      let gap = state.width - leftWidth - keysWidth
      return StyledText.encode(
        leftSpans + [PickerSpan(String(repeating: " ", count: gap)), PickerSpan(keys, .dim)],
        styled: state.styled)
    }
    return StyledText.encode(StyledText.truncate(leftSpans, to: state.width), styled: state.styled)
  }

  static func emptyMessage(_ state: PickerState) -> String {
    let brand = state.brand?.pickerLabel
    switch state.view {
    case .results:
      if state.editor.text.isEmpty { return "Type a place: seoul, 서울, new yo, CGV 강남, icn" }
      let filters = "\(state.types.label), \(brand ?? "all brands")"
      return "No places match '\(state.editor.text)' (\(filters))"
    case .nearby(let center):
      let radius = Format.distance(PickerState.nearbyRadius)
      return "No \(brand.map { "\($0) " } ?? "")cinemas within \(radius) of \(center.title)"
    }
  }

  /// One row: a marker, the distance and bearing (nearby view), the title
  /// and subtitle with their matches in bold, and the tag on the right.
  static func row(
    _ r: PickerRow, selected: Bool, width: Int, tagWidth: Int, distanceWidth: Int, styled: Bool
  ) -> String {
    var lead = [PickerSpan(selected ? "> " : "  ", selected ? .bold : [])]
    if let d = r.distance {
      let text =
        String(repeating: " ", count: max(0, distanceWidth - ColumnWidth.of(d.text))) + d.text
      lead.append(
        PickerSpan(
          text + " " + d.bearing + String(repeating: " ", count: max(0, 2 - d.bearing.count)) + "  "
        ))
    }
    // The tag column is kept when at least 12 columns remain for the title.
    let showTag = tagWidth > 0 && width - StyledText.width(lead) - tagWidth - 2 >= 12
    let middleWidth = max(0, width - StyledText.width(lead) - (showTag ? tagWidth + 2 : 0))
    var middle = StyledText.truncate(
      StyledText.highlighted(r.title, r.titleHighlights), to: middleWidth)
    let room = middleWidth - StyledText.width(middle) - 2
    if !r.subtitle.isEmpty && room >= 4 {
      middle.append(PickerSpan("  "))
      middle += StyledText.truncate(
        StyledText.highlighted(r.subtitle, r.subtitleHighlights, base: .dim), to: room)
    }
    var spans = lead + StyledText.pad(middle, to: middleWidth)
    if showTag {
      let tag = StyledText.truncate([PickerSpan(r.tag, .dim)], to: tagWidth)
      spans.append(PickerSpan(String(repeating: " ", count: 2 + tagWidth - StyledText.width(tag))))
      spans += tag
    }
    spans = StyledText.truncate(spans, to: width)
    return StyledText.encode(spans, styled: styled, extra: selected ? .reverse : [])
  }
}
