@testable import PlaceIndex
import Testing

@testable import placesearch

/// The text of a rendered line without its escape sequences.
func pickerStrip(_ line: String) -> String {
  var out = ""
  var scalars = line.unicodeScalars.makeIterator()
  while let s = scalars.next() {
    guard s == "\u{1B}" else {
      out.unicodeScalars.append(s)
      continue
    }
    guard let next = scalars.next(), next == "[" else { continue }
    while let c = scalars.next(), !(0x40...0x7E).contains(c.value) {}
  }
  return out
}

func pickerRow(
  _ title: String, _ subtitle: String, kind: PlaceKind = .city, rank: UInt32 = 0,
  highlights: [HighlightRange] = [], subtitleHighlights: [HighlightRange] = [],
  distance: (String, String)? = nil, tag: String? = nil
) -> PickerRow {
  PickerRow(
    place: PlaceHandle(rank: rank), id: "test:\(rank)", kind: kind, title: title,
    subtitle: subtitle,
    titleHighlights: highlights, subtitleHighlights: subtitleHighlights,
    coordinate: Coordinate(latitude: 37.5, longitude: 127), tag: tag ?? kind.description,
    distance: distance.map { (text: $0.0, bearing: $0.1) })
}

@Suite struct PickerColumnWidthTests {
  @Test func eastAsianWidth() {
    #expect(ColumnWidth.of("Seoul") == 5)
    #expect(ColumnWidth.of("서울") == 4)
    #expect(ColumnWidth.of("서울특별시") == 10)
    #expect(ColumnWidth.of("東京") == 4)
    #expect(ColumnWidth.of("ソウル") == 6)
    #expect(ColumnWidth.of("ｓｅｏｕｌ") == 10)  // fullwidth forms
    #expect(ColumnWidth.of("ㅅㅇ") == 4)  // compatibility jamo
    #expect(ColumnWidth.of("München") == 7)
    #expect(ColumnWidth.of("Mu\u{308}nchen") == 7)  // a combining mark takes no column
    #expect(ColumnWidth.of("\u{1109}\u{1165}") == 2)  // 서 as conjoining jamo (NFD)
    #expect(ColumnWidth.of("😀") == 2)
    #expect(ColumnWidth.of("Cinema · Seoul") == 14)
    #expect(ColumnWidth.of("…") == 1)
    #expect(ColumnWidth.of("Москва") == 6)
    #expect(ColumnWidth.of("a\u{200B}b") == 2)  // zero width space
  }

  @Test func truncationCountsColumnsAndEndsWithAnEllipsis() {
    func cut(_ s: String, _ w: Int) -> String {
      StyledText.truncate([PickerSpan(s)], to: w).map(\.text).joined()
    }
    #expect(cut("Seoul", 5) == "Seoul")
    #expect(cut("Seoul", 4) == "Seo…")
    #expect(cut("서울특별시", 10) == "서울특별시")
    #expect(cut("서울특별시", 9) == "서울특별…")
    #expect(cut("서울특별시", 8) == "서울특…")
    #expect(cut("서울특별시", 5) == "서울…")
    // A wide character does not straddle the edge: 서… is 3 columns of 4.
    #expect(cut("서울특별시", 4) == "서…")
    #expect(cut("서울특별시", 1) == "…")
    #expect(cut("서울특별시", 0) == "")
    #expect(cut("Mu\u{308}nchen", 3) == "Mu\u{308}…")
  }

  @Test func highlightsBoldWholeCharacters() {
    // UTF-16 ranges: 😀 is two units; a range covering half of it bolds it all.
    let spans = StyledText.highlighted("a😀b", [HighlightRange(location: 1, length: 1)])
    #expect(spans == [PickerSpan("a"), PickerSpan("😀", .bold), PickerSpan("b")])
    let hangul = StyledText.highlighted(
      "서울특별시", [HighlightRange(location: 0, length: 2)], base: .dim)
    #expect(hangul == [PickerSpan("서울", .bold), PickerSpan("특별시", .dim)])
  }

  @Test func escapesResetBetweenStyles() {
    let line = StyledText.encode(
      [PickerSpan("a"), PickerSpan("서울", .bold), PickerSpan("x", .dim)], styled: true)
    #expect(line == "a\u{1B}[0;1m서울\u{1B}[0;2mx\u{1B}[0m")
    #expect(StyledText.encode([PickerSpan("서울", .bold)], styled: false) == "서울")
    #expect(
      StyledText.encode([PickerSpan("a")], styled: true, extra: .reverse) == "\u{1B}[0;7ma\u{1B}[0m"
    )
  }

  @Test func controlCharactersNeverReachTheTerminal() {
    let spans = StyledText.truncate([PickerSpan("a\u{1B}[2Jb\tc")], to: 20)
    #expect(spans.map(\.text).joined() == "a[2Jb c")
  }
}

@Suite struct PickerRendererTests {
  func state(_ rows: [PickerRow], query: String = "서울", width: Int = 60, height: Int = 10)
    -> PickerState
  {
    var s = PickerState()
    s.editor = PickerLineEditor(query)
    s.rows = rows
    s.width = width
    s.height = height
    return s
  }

  let seoul = pickerRow(
    "서울", "Seoul, South Korea", highlights: [HighlightRange(location: 0, length: 2)])
  let seoulLatin = pickerRow(
    "Seoul", "Region · South Korea", kind: .region, rank: 1,
    highlights: [HighlightRange(location: 0, length: 4)])

  @Test func promptStatusAndRows() {
    let lines = PickerRenderer.lines(state([seoul, seoulLatin], width: 90)).map(pickerStrip)
    #expect(lines.count == 4)
    #expect(lines[0] == "> 서울")
    #expect(lines[1].hasPrefix("  2 results · all types · all brands"))
    #expect(lines[1].hasSuffix("Esc quit"))
    #expect(lines[2].hasPrefix("> 서울  Seoul, South Korea "))
    #expect(lines[2].hasSuffix(" city"))
    #expect(lines[3].hasPrefix("  Seoul  Region · South Korea "))
    #expect(lines[3].hasSuffix(" region"))
  }

  @Test func rowsFillTheWidthAndTagsAlignOnTheRightWithHangul() {
    for width in [24, 40, 60, 101] {
      let lines = PickerRenderer.lines(state([seoul, seoulLatin], width: width)).map(pickerStrip)
      for line in lines[2...] {
        #expect(ColumnWidth.of(line) == width, "\(width): \(line)")
      }
      #expect(lines[2].hasSuffix("  city"))
      #expect(lines[3].hasSuffix("region"))
      for line in lines { #expect(ColumnWidth.of(line) <= width) }
    }
  }

  @Test func longTextIsCutWithAnEllipsis() {
    let long = pickerRow(
      "서울특별시 종로구 세종대로 청와대 앞 광장", "Jongno-gu · Seoul, South Korea", rank: 2)
    let lines = PickerRenderer.lines(state([long], width: 30)).map(pickerStrip)
    // 2 (marker) + 22 (title) + 2 + 4 (city) = 30; the title is cut to 20 + "…",
    // as the next syllable would straddle the edge.
    #expect(lines[2] == "> 서울특별시 종로구 세…   city")
    #expect(ColumnWidth.of(lines[2]) == 30)
    // Wider: the title fits, the subtitle is cut.
    let wide = PickerRenderer.lines(state([long], width: 60)).map(pickerStrip)
    #expect(wide[2] == "> 서울특별시 종로구 세종대로 청와대 앞 광장  Jongno-g…  city")
    #expect(ColumnWidth.of(wide[2]) == 60)
  }

  @Test func highlightEscapesInRows() {
    let lines = PickerRenderer.lines(state([seoul, seoulLatin]))
    // The selected row is in reverse video, its match bold too.
    #expect(lines[2].hasPrefix("\u{1B}[0;1;7m> 서울\u{1B}[0;7m  \u{1B}[0;2;7mSeoul, South Korea"))
    #expect(lines[2].hasSuffix("\u{1B}[0m"))
    // An unselected row: the matched "Seou" bold, then plain "l".
    #expect(lines[3].contains("\u{1B}[0;1mSeou\u{1B}[0ml"))
    // The subtitle is dim.
    #expect(lines[3].contains("\u{1B}[0;2mRegion · South Korea"))
    // --color never: no escapes at all.
    var plain = state([seoul, seoulLatin])
    plain.styled = false
    for line in PickerRenderer.lines(plain) { #expect(!line.contains("\u{1B}")) }
  }

  @Test func narrowTerminalsStillFit() {
    for width in 1...20 {
      let lines = PickerRenderer.lines(
        state([seoul, seoulLatin], query: "서울특별시 종로구", width: width))
      for line in lines.map(pickerStrip) {
        #expect(ColumnWidth.of(line) <= width, "\(width): \(line)")
      }
    }
    #expect(PickerRenderer.lines(state([seoul, seoulLatin], height: 1)).count == 1)
    #expect(PickerRenderer.lines(state([seoul, seoulLatin], height: 3)).count == 3)
  }

  @Test func cursorCountsColumnsOfWideCharacters() {
    var s = state([], query: "서울 cgv")
    #expect(PickerRenderer.cursor(s) == (0, 2 + 4 + 4))
    s.editor = PickerLineEditor("서울 cgv", cursor: 2)
    #expect(PickerRenderer.cursor(s) == (0, 6))
    // A query wider than the screen scrolls to keep the cursor in view.
    s = state([], query: String(repeating: "서울", count: 20), width: 20)
    let prompt = pickerStrip(PickerRenderer.lines(s)[0])
    #expect(ColumnWidth.of(prompt) <= 19)
    #expect(PickerRenderer.cursor(s).column <= 19)
  }

  @Test func scrollingKeepsTheSelectionVisible() {
    let rows = (0..<20).map { pickerRow("Place \($0)", "Somewhere", rank: UInt32($0)) }
    var s = state(rows, query: "place", height: 6)  // 4 rows visible
    s.move(by: 6)
    let lines = PickerRenderer.lines(s).map(pickerStrip)
    #expect(lines.count == 6)
    #expect(lines[2].hasPrefix("  Place 3 "))
    #expect(lines[5].hasPrefix("> Place 6 "))
    s.move(by: -100)
    #expect(PickerRenderer.lines(s).map(pickerStrip)[2].hasPrefix("> Place 0 "))
  }

  @Test func nearbyViewShowsDistanceAndBearing() {
    let center = pickerRow("CGV 강남", "Cinema · Seoul, South Korea", kind: .cinema, rank: 5)
    var s = state(
      [
        pickerRow(
          "메가박스 강남", "Cinema · Seoul, South Korea", kind: .cinema, rank: 6, distance: ("95 m", "W"),
          tag: "메가박스"),
        pickerRow(
          "CGV 역삼", "Cinema · Seoul, South Korea", kind: .cinema, rank: 7,
          distance: ("1.2 km", "NE"), tag: "CGV"),
      ], width: 70)
    s.view = .nearby(center: center)
    let lines = PickerRenderer.lines(s).map(pickerStrip)
    #expect(lines[1].hasPrefix("  2 cinemas near CGV 강남 · all brands"))
    #expect(lines[2].hasPrefix(">   95 m W   메가박스 강남  Cinema"))
    #expect(lines[3].hasPrefix("  1.2 km NE  CGV 역삼  Cinema"))
    #expect(lines[2].hasSuffix("메가박스"))
    #expect(lines[3].hasSuffix("     CGV"))
    #expect(ColumnWidth.of(lines[2]) == 70)
    #expect(ColumnWidth.of(lines[3]) == 70)
  }

  @Test func emptyStates() {
    var s = state([], query: "")
    #expect(pickerStrip(PickerRenderer.lines(s)[2]).contains("Type a place"))
    s = state([], query: "zzzq")
    #expect(pickerStrip(PickerRenderer.lines(s)[1]).hasPrefix("  no results"))
    #expect(pickerStrip(PickerRenderer.lines(s)[2]).contains("No places match 'zzzq'"))
  }
}

@Suite struct PickerLineEditorTests {
  @Test func backspaceDeletesOneCharacter() {
    var e = PickerLineEditor("서울")
    e.backspace()
    #expect(e.text == "서" && e.cursor == 1)
    e = PickerLineEditor("Mu\u{308}")
    e.backspace()
    #expect(e.text == "M")
    e = PickerLineEditor("a👍🏽")
    e.backspace()
    #expect(e.text == "a")
  }

  @Test func insertAtTheCursor() {
    var e = PickerLineEditor("서울")
    e.moveHome()
    e.insert("CGV ")
    #expect(e.text == "CGV 서울" && e.cursor == 4)
    e.moveEnd()
    e.insert("u\u{308}")  // a combining mark joins its letter
    #expect(e.text == "CGV 서울ü" && e.cursor == 7)
    e.insert("\u{1B}[A\u{7}")  // controls are dropped
    #expect(e.text == "CGV 서울ü[A")
  }

  /// A pasted page fills the field up to what a query reads, no more.
  @Test func aPasteStopsAtTheQueryLimit() {
    var e = PickerLineEditor("seoul ")
    e.insert(String(repeating: "ab ", count: 350_000))  // about 1 MB
    #expect(e.text.unicodeScalars.count == QueryLimits.maxScalars)
    #expect(e.text.hasPrefix("seoul ab ab"))
    e.insert("more")
    #expect(e.text.unicodeScalars.count == QueryLimits.maxScalars)
    e.backspace()
    e.insert("é")
    #expect(e.text.unicodeScalars.count == QueryLimits.maxScalars && e.text.hasSuffix("é"))
  }

  @Test func wordAndLineDeletion() {
    var e = PickerLineEditor("CGV 강남  ")
    e.deleteWordBackward()
    #expect(e.text == "CGV ")
    e.deleteWordBackward()
    #expect(e.text == "")
    e = PickerLineEditor("new york city", cursor: 9)
    e.deleteToStart()
    #expect(e.text == "city" && e.cursor == 0)
    e = PickerLineEditor("new york city", cursor: 3)
    e.deleteToEnd()
    #expect(e.text == "new")
    e = PickerLineEditor("abc", cursor: 1)
    e.deleteForward()
    #expect(e.text == "ac" && e.cursor == 1)
  }

  @Test func cursorMoves() {
    var e = PickerLineEditor("new york city")
    e.moveWordLeft()
    #expect(e.cursor == 9)
    e.moveLeft()
    e.moveLeft()
    #expect(e.cursor == 7)
    e.moveWordRight()
    #expect(e.cursor == 8)
    e.moveHome()
    e.moveLeft()
    #expect(e.cursor == 0)
    e.moveEnd()
    e.moveRight()
    #expect(e.cursor == 13)
  }
}

/// A source of fixed rows that records what it was asked.
final class PickerFakeSource: PickerSource {
  var asked: [(query: String, types: PickerTypeFilter, brand: Brand?)] = []
  var nearbyAsked: [(center: String, brand: Brand?)] = []
  let places = [
    pickerRow("Seoul", "Seoul, South Korea", rank: 0),
    pickerRow("Seoul", "Region · South Korea", kind: .region, rank: 1),
    pickerRow("Seoul Station", "Seoul, South Korea", kind: .airport, rank: 2),
    pickerRow("CGV 서울역", "Cinema · Seoul, South Korea", kind: .cinema, rank: 3, tag: "cinema"),
  ]

  func completions(_ query: String, types: PickerTypeFilter, brand: Brand?, limit: Int)
    -> (rows: [PickerRow], interpretedAs: String?)
  {
    asked.append((query, types, brand))
    let q = query.lowercased()
    let rows = places.filter {
      !q.isEmpty && $0.title.lowercased().hasPrefix(q) && types.kinds.contains($0.kind)
        && (brand == nil || $0.kind == .cinema)
    }
    return (Array(rows.prefix(limit)), nil)
  }

  func cinemas(around row: PickerRow, brand: Brand?, limit: Int) -> [PickerRow] {
    nearbyAsked.append((row.title, brand))
    return [pickerRow("메가박스 강남", "Cinema", kind: .cinema, rank: 9, distance: ("95 m", "W"))]
  }
}

@Suite struct PickerBehaviourTests {
  func type(_ picker: inout Picker, _ keys: [PickerKey]) -> Picker.Outcome {
    var last = Picker.Outcome.none
    for k in keys { last = picker.handle(k) }
    return last
  }

  @Test func typingUpdatesTheListAndEnterPicks() {
    let source = PickerFakeSource()
    var p = Picker(source: source)
    #expect(p.state.rows.isEmpty)
    _ = type(&p, [.text("s"), .text("e"), .text("o"), .text("u")])
    #expect(source.asked.map(\.query) == ["", "s", "se", "seo", "seou"])
    #expect(p.state.rows.count == 3)
    _ = type(&p, [.down, .down, .up, .control("n")])
    #expect(p.state.selection == 2)
    _ = type(&p, [.control("p")])
    #expect(type(&p, [.enter]) == .accept(source.places[1]))
  }

  @Test func editingKeys() {
    var p = Picker(source: PickerFakeSource(), query: "new york")
    _ = type(&p, [.control("w")])
    #expect(p.state.editor.text == "new ")
    _ = type(&p, [.backspace, .left, .text("X"), .home, .text(">"), .end, .text("!")])
    #expect(p.state.editor.text == ">neXw!")
    _ = type(&p, [.left, .control("u")])
    #expect(p.state.editor.text == "!")
  }

  @Test func escAndCtrlCCancel() {
    var p = Picker(source: PickerFakeSource(), query: "seoul")
    #expect(type(&p, [.escape]) == .cancel)
    #expect(type(&p, [.control("c")]) == .cancel)
    // Enter with nothing to pick does nothing.
    var empty = Picker(source: PickerFakeSource(), query: "zzz")
    #expect(type(&empty, [.enter]) == .none)
  }

  @Test func tabCyclesTypesAndShiftTabCyclesBrands() {
    let source = PickerFakeSource()
    var p = Picker(source: source, query: "seoul")
    #expect(p.state.rows.count == 3)
    _ = type(&p, [.tab])
    #expect(p.state.types == .places && p.state.rows.count == 2)
    _ = type(&p, [.tab])
    #expect(p.state.types == .pointsOfInterest && p.state.rows.count == 1)
    _ = type(&p, [.tab])
    #expect(p.state.types == .all)
    _ = type(&p, [.shiftTab])
    #expect(p.state.brand == .cgv && p.state.types == .pointsOfInterest)
    _ = type(&p, [.shiftTab, .shiftTab])
    #expect(p.state.brand == .megabox)
    _ = type(&p, [.shiftTab])
    #expect(p.state.brand == nil && p.state.types == .pointsOfInterest)
    _ = type(&p, [.shiftTab, .tab])
    // Tab away from points of interest clears the brand.
    #expect(p.state.brand == nil && p.state.types == .all)
    #expect(source.asked.last?.types == .all)
  }

  @Test func nearbyViewAndBack() {
    let source = PickerFakeSource()
    var p = Picker(source: source, query: "seoul")
    _ = type(&p, [.down, .control("o")])
    #expect(p.state.view == .nearby(center: source.places[1]))
    #expect(source.nearbyAsked.first?.center == "Seoul")
    #expect(p.state.rows.first?.title == "메가박스 강남")
    _ = type(&p, [.escape])
    #expect(p.state.view == .results)
    #expect(p.state.selection == 1)
    // → at the end of the query opens it too; Enter there picks the cinema.
    _ = type(&p, [.right])
    #expect(p.state.view != .results)
    #expect(type(&p, [.enter]) == .accept(p.state.rows[0]))
    // Shift-Tab there filters the cinemas by brand.
    _ = type(&p, [.shiftTab])
    #expect(source.nearbyAsked.last?.brand == .cgv)
    #expect(p.state.view != .results)
    // Typing in the nearby view edits the query again.
    _ = type(&p, [.text(" s")])
    #expect(p.state.view == .results && p.state.editor.text == "seoul s")
  }
}
