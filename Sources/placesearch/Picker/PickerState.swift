import PlaceIndex

/// The result-type filter that Tab cycles: all, then places (MapKit's
/// `.address`: cities, regions, countries), then points of interest.
enum PickerTypeFilter: CaseIterable, Sendable {
  case all, places, pointsOfInterest

  var kinds: PlaceKinds {
    switch self {
    case .all: .all
    case .places: .address
    case .pointsOfInterest: .pointsOfInterest
    }
  }

  var label: String {
    switch self {
    case .all: "all types"
    case .places: "places"
    case .pointsOfInterest: "points of interest"
    }
  }

  var next: PickerTypeFilter {
    switch self {
    case .all: .places
    case .places: .pointsOfInterest
    case .pointsOfInterest: .all
    }
  }
}

extension Brand {
  /// The brand after this one in the Shift-Tab cycle: all, CGV, 롯데시네마,
  /// 메가박스, all.
  static func next(after brand: Brand?) -> Brand? {
    switch brand {
    case nil: .cgv
    case .cgv: .lotteCinema
    case .lotteCinema: .megabox
    case .megabox: nil
    }
  }

  /// The name shown in the picker: the Korean name, as on the seed's filter
  /// sheet (CGV, 롯데시네마, 메가박스).
  var pickerLabel: String { aliases[0] }
}

/// One row of the picker: a completion, or a cinema of the nearby view.
struct PickerRow: Equatable, Sendable {
  var place: PlaceHandle
  var id: String
  var kind: PlaceKind
  var title: String
  var subtitle: String
  /// UTF-16 ranges of `title` and `subtitle` that matched the query.
  var titleHighlights: [HighlightRange] = []
  var subtitleHighlights: [HighlightRange] = []
  var coordinate: Coordinate
  /// The right-hand column: the kind, or a cinema's brand in the nearby view.
  var tag: String
  /// In the nearby view: distance and compass point from the centre,
  /// ("1.2 km", "NE").
  var distance: (text: String, bearing: String)? = nil

  static func == (a: PickerRow, b: PickerRow) -> Bool {
    a.place == b.place && a.id == b.id && a.title == b.title && a.subtitle == b.subtitle
      && a.titleHighlights == b.titleHighlights && a.subtitleHighlights == b.subtitleHighlights
      && a.tag == b.tag && a.distance?.text == b.distance?.text
      && a.distance?.bearing == b.distance?.bearing
  }
}

/// Where the picker's rows come from: the index, or a fixture in tests.
protocol PickerSource {
  /// The completions of `query` under the filters, at most `limit`, and how
  /// the query was read when not as typed ("서울" for tjdnf).
  func completions(_ query: String, types: PickerTypeFilter, brand: Brand?, limit: Int)
    -> (rows: [PickerRow], interpretedAs: String?)
  /// Cinemas near `row`, nearest first, within `PickerState.nearbyRadius`.
  func cinemas(around row: PickerRow, brand: Brand?, limit: Int) -> [PickerRow]
  /// The map of `rows` around `center` for the nearby view (see
  /// ``PlaceMap``), as screen lines `width` wide; none by default.
  func map(around center: PickerRow, rows: [PickerRow], width: Int, height: Int, styled: Bool) -> [String]
}

extension PickerSource {
  func map(around center: PickerRow, rows: [PickerRow], width: Int, height: Int, styled: Bool) -> [String] { [] }
}

/// Everything the picker shows; ``PickerRenderer`` turns it into lines.
struct PickerState: Sendable {
  enum View: Equatable, Sendable {
    /// The completions of the query.
    case results
    /// Cinemas around a place.
    case nearby(center: PickerRow)
  }

  /// The radius of the nearby view, in metres.
  static let nearbyRadius = 50_000.0

  var editor = PickerLineEditor()
  var types = PickerTypeFilter.all
  var brand: Brand? = nil
  var view = View.results
  /// The rows of the current view.
  var rows: [PickerRow] = []
  /// Whether `rows` stopped at the limit (more would match).
  var truncated = false
  var interpretedAs: String? = nil
  /// The selected row, an index in `rows`.
  var selection = 0
  /// The first row shown.
  var scroll = 0
  /// The terminal size, in columns and lines.
  var width = 80
  var height = 24
  /// Bold and reverse video; off for `--color never`.
  var styled = true

  /// Lines above the rows: the prompt and the status line.
  static let headerLines = 2

  /// The nearby view's map, above its rows (see ``PickerState/mapMinimumHeight``).
  var mapLines: [String] = []

  /// The nearby view shows a map above its list on a terminal of this many
  /// lines or more; it takes ``mapShare`` of them.
  static let mapMinimumHeight = 24
  static let mapShare = 0.55

  /// How many rows fit on the screen.
  var visibleRows: Int { max(0, height - PickerState.headerLines - mapLines.count) }

  var selectedRow: PickerRow? { rows.indices.contains(selection) ? rows[selection] : nil }

  /// Moves the selection by `delta` rows, within the list, and scrolls it
  /// into view.
  mutating func move(by delta: Int) {
    guard !rows.isEmpty else {
      selection = 0
      scroll = 0
      return
    }
    selection = min(max(selection + delta, 0), rows.count - 1)
    scrollToSelection()
  }

  mutating func scrollToSelection() {
    let visible = max(1, visibleRows)
    if selection < scroll { scroll = selection }
    if selection >= scroll + visible { scroll = selection - visible + 1 }
    scroll = max(0, min(scroll, max(0, rows.count - visible)))
  }
}

/// The picker's behaviour: keys in, a new state and an outcome out. Pure
/// apart from the source it asks for rows.
struct Picker {
  enum Outcome: Equatable {
    /// Keep going (and redraw).
    case none
    /// Enter: print this row.
    case accept(PickerRow)
    /// Esc or Ctrl-C.
    case cancel
  }

  var state: PickerState
  let source: any PickerSource
  /// How many completions to ask for: more than fit, to scroll through.
  var limit = 100
  /// The selection in the results when the nearby view was opened.
  private var resultsSelection = 0

  init(source: any PickerSource, query: String = "", state: PickerState = PickerState()) {
    self.source = source
    self.state = state
    self.state.editor = PickerLineEditor(query)
    refresh()
  }

  /// Runs the query again and selects the first row.
  mutating func refresh() {
    let r = source.completions(
      state.editor.text, types: state.types, brand: state.brand, limit: limit)
    state.view = .results
    state.rows = r.rows
    state.truncated = r.rows.count >= limit
    state.interpretedAs = r.interpretedAs
    state.selection = 0
    state.scroll = 0
  }

  mutating func resize(width: Int, height: Int) {
    state.width = max(1, width)
    state.height = max(1, height)
    if case .nearby(let center) = state.view { drawMap(center) }
    state.scrollToSelection()
  }

  /// The nearby view's map for the screen's size, or none when the screen
  /// is too short.
  private mutating func drawMap(_ center: PickerRow) {
    guard state.height >= PickerState.mapMinimumHeight, !state.rows.isEmpty else {
      state.mapLines = []
      return
    }
    let height = Int(Double(state.height) * PickerState.mapShare)
    state.mapLines = source.map(around: center, rows: state.rows, width: state.width, height: height, styled: state.styled)
  }

  mutating func handle(_ key: PickerKey) -> Outcome {
    switch state.view {
    case .results: handleResults(key)
    case .nearby(let center): handleNearby(key, center: center)
    }
  }

  private mutating func handleResults(_ key: PickerKey) -> Outcome {
    let page = max(1, state.visibleRows - 1)
    switch key {
    case .enter:
      return state.selectedRow.map(Outcome.accept) ?? .none
    case .escape, .control("c"), .control("g"):
      return .cancel
    case .up, .control("p"): state.move(by: -1)
    case .down, .control("n"): state.move(by: 1)
    case .pageUp: state.move(by: -page)
    case .pageDown: state.move(by: page)
    case .tab:
      state.types = state.types.next
      if state.types != .pointsOfInterest { state.brand = nil }
      refresh()
    case .shiftTab:
      state.brand = Brand.next(after: state.brand)
      if state.brand != nil { state.types = .pointsOfInterest }
      refresh()
    case .control("o"):
      openNearby()
    case .right where state.editor.isAtEnd:
      openNearby()
    default:
      if edit(key) { refresh() }
    }
    return .none
  }

  private mutating func handleNearby(_ key: PickerKey, center: PickerRow) -> Outcome {
    let page = max(1, state.visibleRows - 1)
    switch key {
    case .enter:
      return state.selectedRow.map(Outcome.accept) ?? .none
    case .control("c"), .control("g"):
      return .cancel
    case .escape, .left, .control("o"):
      closeNearby()
    case .up, .control("p"): state.move(by: -1)
    case .down, .control("n"): state.move(by: 1)
    case .pageUp: state.move(by: -page)
    case .pageDown: state.move(by: page)
    case .shiftTab:
      state.brand = Brand.next(after: state.brand)
      if state.brand != nil { state.types = .pointsOfInterest }
      loadNearby(center)
    case .tab, .right:
      break
    default:
      // Typing goes back to the results and edits the query.
      if edit(key) {
        refresh()
      }
    }
    return .none
  }

  /// Applies an editing key to the query; true when the text changed.
  private mutating func edit(_ key: PickerKey) -> Bool {
    var e = state.editor
    switch key {
    case .text(let t): e.insert(t)
    case .backspace, .control("h"): e.backspace()
    case .delete, .control("d"): e.deleteForward()
    case .control("w"), .altBackspace: e.deleteWordBackward()
    case .control("u"): e.deleteToStart()
    case .control("k"): e.deleteToEnd()
    case .left, .control("b"): e.moveLeft()
    case .right, .control("f"): e.moveRight()
    case .home, .control("a"): e.moveHome()
    case .end, .control("e"): e.moveEnd()
    case .wordLeft, .alt("b"): e.moveWordLeft()
    case .wordRight, .alt("f"): e.moveWordRight()
    default: return false
    }
    let changed = e.text != state.editor.text
    if changed, case .nearby = state.view { state.view = .results }
    state.editor = e
    return changed
  }

  private mutating func openNearby() {
    guard let center = state.selectedRow else { return }
    resultsSelection = state.selection
    loadNearby(center)
  }

  private mutating func loadNearby(_ center: PickerRow) {
    state.view = .nearby(center: center)
    state.rows = source.cinemas(around: center, brand: state.brand, limit: limit)
    state.truncated = state.rows.count >= limit
    state.selection = 0
    state.scroll = 0
    drawMap(center)
  }

  private mutating func closeNearby() {
    state.mapLines = []
    let selection = resultsSelection
    refresh()
    state.selection = min(selection, max(0, state.rows.count - 1))
    state.scrollToSelection()
  }
}
