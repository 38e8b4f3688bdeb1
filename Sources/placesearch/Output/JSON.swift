import PlaceIndex

/// A minimal JSON writer: objects keep the order their keys are written in,
/// so the output is stable.
struct JSON {
  private(set) var text = ""

  enum Value {
    case string(String)
    case number(Double)
    case int(Int)
    case bool(Bool)
    case null
    case array([Value])
    case object([(String, Value)])
  }

  static func encode(_ value: Value) -> String {
    var j = JSON()
    j.write(value)
    return j.text
  }

  private mutating func write(_ value: Value) {
    switch value {
    case .string(let s): writeString(s)
    case .number(let d): text += d.isFinite ? JSON.format(d) : "null"
    case .int(let i): text += String(i)
    case .bool(let b): text += b ? "true" : "false"
    case .null: text += "null"
    case .array(let items):
      text += "["
      for (i, item) in items.enumerated() {
        if i > 0 { text += ", " }
        write(item)
      }
      text += "]"
    case .object(let fields):
      text += "{"
      for (i, (k, v)) in fields.enumerated() {
        if i > 0 { text += ", " }
        writeString(k)
        text += ": "
        write(v)
      }
      text += "}"
    }
  }

  /// The shortest text that reads back as `d`; whole numbers without ".0".
  static func format(_ d: Double) -> String {
    if d == d.rounded(), abs(d) < 1e15 { return String(Int(d)) }
    return String(d)
  }

  private mutating func writeString(_ s: String) {
    text += "\""
    for u in s.unicodeScalars {
      switch u {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case _ where u.value < 0x20:
        let hex = String(u.value, radix: 16)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: text.unicodeScalars.append(u)
      }
    }
    text += "\""
  }
}

extension JSON.Value {
  static func ranges(_ r: [HighlightRange]) -> JSON.Value {
    .array(r.map { .object([("location", .int($0.location)), ("length", .int($0.length))]) })
  }

  static func optional(_ s: String?) -> JSON.Value { s.map { .string($0) } ?? .null }
  static func optional(_ i: Int?) -> JSON.Value { i.map { .int($0) } ?? .null }

  /// A query result, in the documented schema.
  static func completion(_ c: Completion, extra: [(String, JSON.Value)] = []) -> JSON.Value {
    let p = c.presentation
    return .object(extra.isEmpty ? fields(c, p) : fields(c, p) + extra)
  }

  /// The score breakdown of `--explain`.
  static func explanation(_ c: Completion) -> JSON.Value {
    let e = c.explanation
    return .object([
      ("tier", .string(e.tier.description)), ("matchedName", .string(c.matchedName)),
      ("reading", .string(e.reading)), ("edits", .int(e.edits)),
      ("importance", .number(e.importance)), ("bonus", .number(e.bonus)),
      ("penalty", .number(e.penalty)), ("bias", .number(e.bias)),
      ("distanceMeters", e.distanceMeters.map { .number($0) } ?? .null),
      ("score", .number(e.score)),
      ("matchedWords", .array(c.matchedWords.map { .string($0) })),
      ("unmatchedWords", .array(c.unmatchedWords.map { .string($0) })),
    ])
  }

  private static func fields(_ c: Completion, _ p: Completion.Presentation) -> [(String, JSON.Value)] {
    [
      ("id", .string(c.id)), ("kind", .string(c.kind.description)),
      ("title", .string(p.title)), ("subtitle", .string(p.subtitle)),
      ("titleHighlights", .ranges(p.titleHighlights)),
      ("subtitleHighlights", .ranges(p.subtitleHighlights)),
      ("latitude", .number(c.coordinate.latitude)), ("longitude", .number(c.coordinate.longitude)),
      ("countryCode", .string(c.countryCode)),
      ("unmatchedWords", .array(c.unmatchedWords.map { .string($0) })),
    ] + (c.interpretedAs.map { [("interpretedAs", JSON.Value.string($0))] } ?? [])
  }

  /// A resolved place with all its details.
  static func details(_ d: PlaceDetails, extra: [(String, JSON.Value)] = []) -> JSON.Value {
    var fields: [(String, JSON.Value)] = [
      ("id", .string(d.id)), ("kind", .string(d.kind.description)),
      ("name", .string(d.name)), ("koreanName", .optional(d.koreanName)),
      ("title", .string(d.title)), ("subtitle", .string(d.subtitle)),
      ("latitude", .number(d.coordinate.latitude)), ("longitude", .number(d.coordinate.longitude)),
      ("countryCode", .string(d.countryCode)), ("country", .optional(d.countryName)),
      ("region", .optional(d.region)), ("timezone", .optional(d.timezone)),
      ("population", .optional(d.population)), ("geonameId", .optional(d.geonameID)),
    ]
    if d.kind == .airport {
      fields += [("iata", .optional(d.iata)), ("icao", .optional(d.icao))]
    }
    if d.kind == .cinema { fields.append(("brand", .optional(d.brand?.rawValue ?? d.brandName))) }
    if d.kind == .place || d.kind == .area {
      fields += [("category", .optional(d.category)), ("brand", .optional(d.brandName))]
    }
    if let a = d.address {
      var address: [(String, JSON.Value)] = [
        ("areas", .array(a.areas.map { .string($0) })), ("areaIds", .array(a.areaIDs.map { .string($0) })),
      ]
      if let code = a.areaCode { address.append(("code", .string(code))) }
      if let b = a.bounds {
        address.append(
          ("bounds", .object([("south", .number(b.south)), ("west", .number(b.west)),
                              ("north", .number(b.north)), ("east", .number(b.east))])))
      }
      if d.kind == .road || d.kind == .postcode {
        address.append(("neighbourhoods", .array(a.neighbourhoods.map { .string($0) })))
        address.append(("postcodes", .array(a.postcodes.map { .string($0) })))
      }
      address.append(("approximate", a.approximateAt.map { .string("approximate: \($0)") } ?? .null))
      fields.append(("address", .object(address)))
    }
    fields.append(("alternateNames", .array(d.alternateNames.map { .string($0) })))
    return .object(fields + extra)
  }
}
