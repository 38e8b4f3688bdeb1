#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes sections as one index file, atomically.
///
/// Each section goes to a temporary file beside the destination as it is
/// added, so a build holds no second copy of its output: the largest
/// builds (`allCountries.txt`) would otherwise need the index twice over
/// in memory. ``finish(placeCount:fingerprint:)`` writes the section table
/// and header, reads the body back for its checksum, and renames the file
/// into place, so that no reader ever sees half a file.
struct IndexWriter {
  let path: String
  private let temporary: String
  private var fd: Int32 = -1
  private var rows: [(id: SectionID, elementSize: Int, offset: Int, count: Int)] = []
  private var cursor: Int
  private var failure: IndexError? = nil
  private var streaming = false

  /// Room for this many sections is kept before the first one (every
  /// build adds about a hundred).
  static let maxSections = 256

  /// Opens the temporary file for an index to be written to `path`.
  init(path: String) throws(IndexError) {
    self.path = path
    FileIO.removeStaleTemporaries(of: path)
    temporary = "\(path).tmp.\(getpid())"
    fd = open(temporary, O_RDWR | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0 else { throw .unwritable(path: path, reason: String(cString: strerror(errno))) }
    cursor = IndexFormat.headerSize + IndexWriter.maxSections * IndexFormat.sectionRowSize
  }

  /// Writes a section holding `elements`, as their in-memory bytes.
  mutating func add<T: BitwiseCopyable>(_ id: SectionID, _ elements: [T]) {
    precondition(!streaming, "a section added inside a streamed one")
    precondition(rows.count < IndexWriter.maxSections, "more sections than the table has room for")
    cursor = (cursor + 7) & ~7
    rows.append((id, MemoryLayout<T>.stride, cursor, elements.count))
    elements.withUnsafeBytes { raw in
      if failure == nil, !FileIO.write(fd, raw, at: cursor) {
        failure = .unwritable(path: path, reason: String(cString: strerror(errno)))
      }
      cursor += raw.count
    }
  }

  /// Starts a section of bytes written in parts (``stream(_:)``), so that
  /// the largest section, the name pool, is never whole in memory. No
  /// other section may be added until ``endStream()``.
  mutating func beginStream(_ id: SectionID) {
    precondition(rows.count < IndexWriter.maxSections, "more sections than the table has room for")
    cursor = (cursor + 7) & ~7
    rows.append((id, 1, cursor, 0))
    streaming = true
  }

  mutating func stream(_ bytes: [UInt8]) {
    precondition(streaming)
    bytes.withUnsafeBytes { raw in
      if failure == nil, !FileIO.write(fd, raw, at: cursor) {
        failure = .unwritable(path: path, reason: String(cString: strerror(errno)))
      }
      cursor += raw.count
    }
    rows[rows.count - 1].count += bytes.count
  }

  mutating func endStream() { streaming = false }

  /// Writes the header and section table, the checksum of the body, and
  /// renames the file into place.
  mutating func finish(placeCount: Int, fingerprint: UInt64) throws(IndexError) {
    defer { if fd >= 0 { close(fd); fd = -1 } }
    let total = (cursor + 7) & ~7
    let tableEnd = IndexFormat.headerSize + IndexWriter.maxSections * IndexFormat.sectionRowSize
    var head = [UInt8](repeating: 0, count: tableEnd)
    head.withUnsafeMutableBytes { raw in
      func put<T>(_ value: T, at: Int) { raw.storeBytes(of: value, toByteOffset: at, as: T.self) }
      for (i, b) in IndexFormat.magic.enumerated() { raw[i] = b }
      put(IndexFormat.version.littleEndian, at: 8)
      put(IndexFormat.byteOrderMark, at: 12)
      put(UInt64(total), at: 16)
      put(fingerprint, at: 32)
      put(UInt32(rows.count), at: 40)
      put(UInt32(placeCount), at: 44)
      for (i, s) in rows.enumerated() {
        let row = IndexFormat.headerSize + i * IndexFormat.sectionRowSize
        put(s.id.rawValue, at: row)
        put(UInt32(s.elementSize), at: row + 4)
        put(UInt64(s.offset), at: row + 8)
        put(UInt64(s.count), at: row + 16)
      }
    }
    if failure == nil, total > cursor {
      let pad = [UInt8](repeating: 0, count: total - cursor)
      if !pad.withUnsafeBytes({ FileIO.write(fd, $0, at: cursor) }) {
        failure = .unwritable(path: path, reason: String(cString: strerror(errno)))
      }
    }
    if failure == nil, !head.withUnsafeBytes({ FileIO.write(fd, $0, at: 0) }) {
      failure = .unwritable(path: path, reason: String(cString: strerror(errno)))
    }
    if failure == nil {
      // The body is read back in chunks of a multiple of eight bytes, the
      // checksum's step.
      var h: UInt64 = 0xCBF2_9CE4_8422_2325
      var chunk = [UInt8](repeating: 0, count: 1 << 22)
      var at = IndexFormat.headerSize
      while at < total, failure == nil {
        let n = min(chunk.count, total - at)
        let ok = chunk.withUnsafeMutableBytes { FileIO.read(fd, UnsafeMutableRawBufferPointer(rebasing: $0[..<n]), at: at) }
        if !ok {
          failure = .unwritable(path: path, reason: "cannot read back the index")
          break
        }
        h = chunk.withUnsafeBytes { Checksum.fnv1a64(UnsafeRawBufferPointer(rebasing: $0[..<n]), seed: h) }
        at += n
      }
      withUnsafeBytes(of: h) { if failure == nil, !FileIO.write(fd, $0, at: 24) {
        failure = .unwritable(path: path, reason: String(cString: strerror(errno)))
      } }
    }
    if let failure {
      unlink(temporary)
      throw failure
    }
    fsync(fd)
    // Drop the written pages from the cache: pages written in bulk come back
    // as large folios, and a reader that maps one touched byte of a large
    // folio is charged all of it. Read back on demand, they stay small.
    #if os(Linux)
      _ = posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED)
    #endif
    close(fd)
    fd = -1
    try FileIO.renameIntoPlace(temporary, path)
  }

  /// Removes the temporary file of a build that did not finish.
  mutating func abandon() {
    if fd >= 0 { close(fd); fd = -1 }
    unlink(temporary)
  }
}

/// Small file helpers over the C library, so that the library needs no
/// Foundation.
enum FileIO {
  /// Reads a whole file.
  static func read(_ path: String) throws(IndexError) -> [UInt8] {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else {
      if errno == ENOENT { throw .missing(path: path) }
      throw .unreadable(path: path, reason: String(cString: strerror(errno)))
    }
    defer { close(fd) }
    var st = stat()
    guard fstat(fd, &st) == 0 else {
      throw .unreadable(path: path, reason: String(cString: strerror(errno)))
    }
    var bytes = [UInt8](repeating: 0, count: Int(st.st_size))
    var done = 0
    while done < bytes.count {
      let n = bytes.withUnsafeMutableBytes { buf in
        Glibc_read(fd, buf.baseAddress! + done, buf.count - done)
      }
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else {
        throw .unreadable(path: path, reason: "short read")
      }
      done += n
    }
    return bytes
  }

  /// Writes `bytes` to `path` through a temporary file and a rename: a
  /// reader sees the old file or the new one, never a part. A writer killed
  /// half-way leaves only its temporary file (`path.tmp.PID`), which no
  /// reader opens and the next writer removes. Two writers at once each
  /// rename a whole file; the last one wins.
  static func writeAtomically(_ bytes: [UInt8], to path: String) throws(IndexError) {
    removeStaleTemporaries(of: path)
    let temp = "\(path).tmp.\(getpid())"
    let fd = open(temp, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0 else {
      throw .unwritable(path: path, reason: String(cString: strerror(errno)))
    }
    var done = 0
    while done < bytes.count {
      let n = bytes.withUnsafeBytes { buf in
        Glibc.write(fd, buf.baseAddress! + done, buf.count - done)
      }
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else {
        let reason = String(cString: strerror(errno))
        close(fd)
        unlink(temp)
        throw .unwritable(path: path, reason: reason)
      }
      done += n
    }
    fsync(fd)
    // Drop the written pages from the cache: pages written in bulk come back
    // as large folios, and a reader that maps one touched byte of a large
    // folio is charged all of it. Read back on demand, they stay small.
    #if os(Linux)
      _ = posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED)
    #endif
    close(fd)
    try renameIntoPlace(temp, path)
  }

  /// Renames a finished temporary file to `path`, and syncs the rename.
  static func renameIntoPlace(_ temp: String, _ path: String) throws(IndexError) {
    guard rename(temp, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temp)
      throw .unwritable(path: path, reason: reason)
    }
    // The rename itself, to disk.
    let dir = open(directory(of: path), O_RDONLY)
    if dir >= 0 {
      fsync(dir)
      close(dir)
    }
  }

  /// Writes all of `bytes` at `offset`; false on an error (see `errno`).
  static func write(_ fd: Int32, _ bytes: UnsafeRawBufferPointer, at offset: Int) -> Bool {
    var done = 0
    while done < bytes.count {
      let n = pwrite(fd, bytes.baseAddress! + done, bytes.count - done, off_t(offset + done))
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { return false }
      done += n
    }
    return true
  }

  /// Reads exactly `into.count` bytes at `offset`; false on an error or a
  /// short file.
  static func read(_ fd: Int32, _ into: UnsafeMutableRawBufferPointer, at offset: Int) -> Bool {
    var done = 0
    while done < into.count {
      let n = pread(fd, into.baseAddress! + done, into.count - done, off_t(offset + done))
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { return false }
      done += n
    }
    return true
  }

  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// Removes `path.tmp.PID` files whose writer is gone (killed mid-write).
  static func removeStaleTemporaries(of path: String) {
    let dir = directory(of: path)
    let prefix = String(path.split(separator: "/").last ?? "") + ".tmp."
    guard let d = opendir(dir) else { return }
    defer { closedir(d) }
    while let entry = readdir(d) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard name.hasPrefix(prefix), let pid = Int32(name.dropFirst(prefix.count)) else { continue }
      if kill(pid, 0) != 0 && errno == ESRCH { unlink("\(dir)/\(name)") }
    }
  }

  /// Size and modification time of a file, or nil when it does not exist.
  static func stamp(_ path: String) -> (size: Int, mtime: Int)? {
    var st = stat()
    guard stat(path, &st) == 0 else { return nil }
    #if canImport(Darwin)
      return (Int(st.st_size), Int(st.st_mtimespec.tv_sec))
    #else
      return (Int(st.st_size), Int(st.st_mtim.tv_sec))
    #endif
  }

  static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

  static func isRegularFile(_ path: String) -> Bool {
    var st = stat()
    return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFREG
  }

  /// The names in a folder (without `.` and `..`), or nil when `path` is
  /// not a folder.
  static func listDirectory(_ path: String) -> [String]? {
    guard let d = opendir(path) else { return nil }
    defer { closedir(d) }
    var names: [String] = []
    while let entry = readdir(d) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }
}

@inline(__always)
private func Glibc_read(_ fd: Int32, _ buf: UnsafeMutableRawPointer, _ n: Int) -> Int {
  read(fd, buf, n)
}
