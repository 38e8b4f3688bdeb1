/// A JSON value, parsed from bytes (RFC 8259), for reading GeoJSON without
/// Foundation.
enum JSONValue {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  /// The value of `key` in an object, or nil.
  subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.0 == key }?.1
  }

  var string: String? {
    if case .string(let s) = self { return s }
    return nil
  }

  var number: Double? {
    if case .number(let n) = self { return n }
    return nil
  }

  var array: [JSONValue]? {
    if case .array(let a) = self { return a }
    return nil
  }

  /// A property as text: a string as it is, a number without a needless
  /// `.0`, a boolean as `true` or `false`; nil for null, arrays and objects.
  var text: String? {
    switch self {
    case .string(let s): return s
    case .number(let n): return n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
    case .bool(let b): return b ? "true" : "false"
    default: return nil
    }
  }

  /// Parses a whole document.
  ///
  /// - Throws: a ``JSONValue/SyntaxError`` with the line of the first fault.
  static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
    var p = Parser(bytes: bytes)
    p.skipSpace()
    let v = try p.value(depth: 0)
    p.skipSpace()
    guard p.at == bytes.count else { throw p.fail("text after the document") }
    return v
  }

  struct SyntaxError: Error {
    var line: Int
    var reason: String
  }

  /// Deeper nesting than this is refused (GeoJSON needs five levels).
  static let maxDepth = 64

  private struct Parser {
    let bytes: [UInt8]
    var at = 0

    func fail(_ reason: String) -> SyntaxError {
      SyntaxError(line: 1 + bytes[..<min(at, bytes.count)].lazy.filter { $0 == 0x0A }.count, reason: reason)
    }

    mutating func skipSpace() {
      while at < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[at]) { at += 1 }
    }

    mutating func expect(_ word: String) throws(SyntaxError) {
      for b in word.utf8 {
        guard at < bytes.count, bytes[at] == b else { throw fail("expected '\(word)'") }
        at += 1
      }
    }

    mutating func value(depth: Int) throws(SyntaxError) -> JSONValue {
      guard depth < JSONValue.maxDepth else { throw fail("nested too deeply") }
      guard at < bytes.count else { throw fail("unexpected end of the file") }
      switch bytes[at] {
      case UInt8(ascii: "{"):
        at += 1
        var members: [(String, JSONValue)] = []
        skipSpace()
        if at < bytes.count, bytes[at] == UInt8(ascii: "}") {
          at += 1
          return .object(members)
        }
        while true {
          skipSpace()
          guard at < bytes.count, bytes[at] == UInt8(ascii: "\"") else { throw fail("expected a member name") }
          let key = try string()
          skipSpace()
          try expect(":")
          skipSpace()
          members.append((key, try value(depth: depth + 1)))
          skipSpace()
          guard at < bytes.count else { throw fail("unexpected end of the file") }
          if bytes[at] == UInt8(ascii: ",") {
            at += 1
            continue
          }
          try expect("}")
          return .object(members)
        }
      case UInt8(ascii: "["):
        at += 1
        var items: [JSONValue] = []
        skipSpace()
        if at < bytes.count, bytes[at] == UInt8(ascii: "]") {
          at += 1
          return .array(items)
        }
        while true {
          skipSpace()
          items.append(try value(depth: depth + 1))
          skipSpace()
          guard at < bytes.count else { throw fail("unexpected end of the file") }
          if bytes[at] == UInt8(ascii: ",") {
            at += 1
            continue
          }
          try expect("]")
          return .array(items)
        }
      case UInt8(ascii: "\""): return .string(try string())
      case UInt8(ascii: "t"):
        try expect("true")
        return .bool(true)
      case UInt8(ascii: "f"):
        try expect("false")
        return .bool(false)
      case UInt8(ascii: "n"):
        try expect("null")
        return .null
      default: return .number(try number())
      }
    }

    mutating func number() throws(SyntaxError) -> Double {
      let start = at
      while at < bytes.count, "+-0123456789.eE".utf8.contains(bytes[at]) { at += 1 }
      guard at > start, let v = Double(String(decoding: bytes[start..<at], as: UTF8.self)), v.isFinite
      else { throw fail("bad value") }
      return v
    }

    mutating func hex4() throws(SyntaxError) -> UInt32 {
      guard at + 4 <= bytes.count, let v = UInt32(String(decoding: bytes[at..<at + 4], as: UTF8.self), radix: 16)
      else { throw fail("bad \\u escape") }
      at += 4
      return v
    }

    mutating func string() throws(SyntaxError) -> String {
      at += 1  // the opening quote
      var out: [UInt8] = []
      while true {
        guard at < bytes.count else { throw fail("unterminated string") }
        let b = bytes[at]
        at += 1
        switch b {
        case UInt8(ascii: "\""): return String(decoding: out, as: UTF8.self)
        case UInt8(ascii: "\\"):
          guard at < bytes.count else { throw fail("unterminated string") }
          let e = bytes[at]
          at += 1
          switch e {
          case UInt8(ascii: "n"): out.append(0x0A)
          case UInt8(ascii: "t"): out.append(0x09)
          case UInt8(ascii: "r"): out.append(0x0D)
          case UInt8(ascii: "b"): out.append(0x08)
          case UInt8(ascii: "f"): out.append(0x0C)
          case UInt8(ascii: "u"):
            var scalar = try hex4()
            if (0xD800..<0xDC00).contains(scalar), at + 6 <= bytes.count, bytes[at] == UInt8(ascii: "\\"),
              bytes[at + 1] == UInt8(ascii: "u")
            {
              at += 2
              let low = try hex4()
              scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low &- 0xDC00)
            }
            out += String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8
          default: out.append(e)
          }
        default:
          guard b >= 0x20 else { throw fail("control character in a string") }
          out.append(b)
        }
      }
    }
  }
}
