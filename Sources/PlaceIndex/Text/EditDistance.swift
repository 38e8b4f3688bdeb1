/// Levenshtein distance between two sequences.
///
///     levenshtein(Array("limt"), Array("limit"))   // 1
///
/// - Complexity: O(*n* × *m*) time, O(*m*) space.
func levenshtein<T: Equatable>(_ a: [T], _ b: [T]) -> Int {
  if a.isEmpty { return b.count }
  var row = Array(0...b.count)
  for i in 1...a.count {
    var previous = row[0]
    row[0] = i
    for j in stride(from: 1, through: b.count, by: 1) {
      let old = row[j]
      row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
      previous = old
    }
  }
  return row[b.count]
}
