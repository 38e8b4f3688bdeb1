/// Tab-separated output for shell pipelines (`cut -f`, `sort -t$'\t'`): a
/// header line of the columns' JSON names, then one line per result. A
/// value's tabs and line breaks become spaces; a list is joined with `|`;
/// a missing value is empty.
enum TSV {
  static func table(_ results: [JSON.Value], columns: [String]) -> String {
    var out = columns.joined(separator: "\t") + "\n"
    for r in results {
      guard case .object(let fields) = r else { continue }
      out += columns.map { c in cell(fields.first { $0.0 == c }?.1 ?? .null) }.joined(separator: "\t") + "\n"
    }
    return out
  }

  static func cell(_ v: JSON.Value) -> String {
    switch v {
    case .string(let s): return String(s.map { $0 == "\t" || $0 == "\n" || $0 == "\r" ? " " : $0 })
    case .number(let d): return JSON.format(d)
    case .int(let i): return String(i)
    case .bool(let b): return b ? "true" : "false"
    case .null: return ""
    case .array(let items): return items.map(cell).joined(separator: "|")
    case .object: return ""
    }
  }
}
