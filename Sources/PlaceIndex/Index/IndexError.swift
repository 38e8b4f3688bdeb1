/// Why an index file could not be opened or built.
public enum IndexError: Error, Sendable, CustomStringConvertible, Equatable {
  /// The file does not exist.
  case missing(path: String)
  /// The file exists but could not be read or mapped.
  case unreadable(path: String, reason: String)
  /// The file is not an index, or not one this version can read.
  case badFormat(path: String, reason: String)
  /// The file was written by another format version.
  case version(path: String, found: UInt32, expected: UInt32)
  /// The full checksum does not match: the file is damaged.
  case checksum(path: String)
  /// A source file of the data folder does not exist.
  case missingSource(path: String)
  /// A row of a source file is malformed.
  case badData(path: String, line: Int, reason: String)
  /// A source file's header is malformed: none of its rows can be read.
  case badHeader(path: String, reason: String)
  /// The index could not be written.
  case unwritable(path: String, reason: String)

  /// One line for the user: what went wrong and with which file (and line).
  public var description: String {
    switch self {
    case .missing(let path):
      "no index at \(path); build one with 'placesearch index build'"
    case .unreadable(let path, let reason):
      "cannot read index \(path): \(reason)"
    case .badFormat(let path, let reason):
      "\(path) is not a usable placesearch index (\(reason)); rebuild it with 'placesearch index build'"
    case .version(let path, let found, let expected):
      "index \(path) has format version \(found), expected \(expected); rebuild it with 'placesearch index build'"
    case .checksum(let path):
      "index \(path) is damaged (checksum mismatch); rebuild it with 'placesearch index build'"
    case .missingSource(let path):
      "no data file at \(path); regenerate Data/ with 'python3 Data/generate.py'"
    case .badData(let path, let line, let reason):
      "\(path):\(line): \(reason); regenerate Data/ with 'python3 Data/generate.py'"
    case .badHeader(let path, let reason):
      "\(path): \(reason); regenerate Data/ with 'python3 Data/generate.py'"
    case .unwritable(let path, let reason):
      "cannot write \(path): \(reason)"
    }
  }
}
