/// Which letters lie side by side on a US QWERTY keyboard, whose rows are
/// staggered: a key's neighbours are the keys left and right of it and
/// the ones above and below that overlap it (`c`: x, v, d, f). A finger
/// that misses a key presses one of these.
enum QwertyNeighbours {
  /// The letter rows, top first, and how far each is shifted right, in
  /// keys.
  private static let rows: [(keys: [UInt8], shift: Double)] = [
    (Array("qwertyuiop".utf8), 0), (Array("asdfghjkl".utf8), 0.25), (Array("zxcvbnm".utf8), 0.75),
  ]

  /// Whether lower-case ASCII letters `a` and `b` are neighbours (not a
  /// letter and itself).
  static func areNeighbours(_ a: UInt8, _ b: UInt8) -> Bool {
    guard a != b, let p = position(a), let q = position(b) else { return false }
    let dx = abs(p.x - q.x)
    return (p.row == q.row && dx == 1) || (abs(p.row - q.row) == 1 && dx < 1)
  }

  private static func position(_ letter: UInt8) -> (row: Int, x: Double)? {
    for (r, row) in rows.enumerated() {
      if let c = row.keys.firstIndex(of: letter) { return (r, Double(c) + row.shift) }
    }
    return nil
  }
}
