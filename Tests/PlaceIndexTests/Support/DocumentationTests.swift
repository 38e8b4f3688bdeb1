import Foundation
import Testing

/// Every public declaration of the library has a doc comment (operators,
/// `hash(into:)` and `init(rawValue:)` of option sets aside: their meaning
/// is the protocol's).
@Suite struct DocumentationTests {
  @Test func everyPublicDeclarationIsDocumented() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/PlaceIndex")
    let files = try #require(FileManager.default.enumerator(atPath: sources.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    #expect(files.count > 40)
    var undocumented: [String] = []
    for file in files {
      let lines = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false)
      for (i, line) in lines.enumerated() {
        let code = line.drop { $0 == " " }
        guard code.hasPrefix("public "),
          !["public static func <", "public static func ==", "public func hash(", "public init(rawValue"]
            .contains(where: { code.hasPrefix($0) })
        else { continue }
        var j = i - 1
        while j >= 0, lines[j].drop(while: { $0 == " " }).hasPrefix("@") { j -= 1 }
        if j < 0 || !lines[j].drop(while: { $0 == " " }).hasPrefix("///") {
          undocumented.append("\(file):\(i + 1): \(code.prefix(70))")
        }
      }
    }
    #expect(undocumented.isEmpty, "\(undocumented.prefix(20).joined(separator: "\n"))")
  }
}
