/// The exit codes of `placesearch` (sysexits.h where one fits).
enum ExitStatus: Int32 {
  /// Results were found, or the command did what it was asked.
  case success = 0
  /// The query ran but found nothing.
  case nothingFound = 1
  /// The command line is wrong (EX_USAGE).
  case usage = 64
  /// The index or a data file is malformed (EX_DATAERR).
  case badData = 65
  /// A file that is needed does not exist (EX_NOINPUT).
  case missingFile = 66
  /// The picker was cancelled (128 + SIGINT).
  case cancelled = 130
}

/// An error that ends the command with a message and an exit status.
struct CommandError: Error {
  var message: String
  var status: ExitStatus
  /// The usage line of the command, printed after a usage error.
  var usage: String? = nil

  static func usage(_ message: String, _ usage: String) -> CommandError {
    CommandError(message: message, status: .usage, usage: usage)
  }
}
