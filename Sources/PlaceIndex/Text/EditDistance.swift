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

/// Optimal-string-alignment distance between two sequences: Levenshtein's
/// edits and a transposition of neighbours, each one edit, as the typo
/// walk counts them (``FuzzySearch``).
///
///     optimalStringAlignment(Array("macknezie"), Array("mackenzie"))   // 1
///
/// - Complexity: O(*n* × *m*) time, O(*m*) space.
func optimalStringAlignment<T: Equatable>(_ a: [T], _ b: [T]) -> Int {
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  // Three rows: two back for a transposition.
  var before = [Int](repeating: 0, count: b.count + 1)
  var previous = Array(0...b.count)
  var row = [Int](repeating: 0, count: b.count + 1)
  for i in 1...a.count {
    row[0] = i
    for j in 1...b.count {
      var d = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d = min(d, before[j - 2] + 1) }
      row[j] = d
    }
    (before, previous, row) = (previous, row, before)
  }
  return previous[b.count]
}
