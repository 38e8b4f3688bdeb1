#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Collects sections and writes them as one index file, atomically.
struct IndexWriter {
  private var sections: [(id: SectionID, elementSize: Int, bytes: [UInt8])] = []

  /// Adds a section holding `elements`, stored as their in-memory bytes.
  mutating func add<T: BitwiseCopyable>(_ id: SectionID, _ elements: [T]) {
    let bytes = elements.withUnsafeBytes { Array($0) }
    sections.append((id, MemoryLayout<T>.stride, bytes))
  }

  /// Writes the file to a temporary name beside `path`, then renames it into
  /// place, so that no reader ever sees half a file.
  func write(to path: String, placeCount: Int, fingerprint: UInt64) throws(IndexError) {
    var offsets: [Int] = []
    var cursor = IndexFormat.headerSize + sections.count * IndexFormat.sectionRowSize
    for s in sections {
      cursor = (cursor + 7) & ~7
      offsets.append(cursor)
      cursor += s.bytes.count
    }
    let total = (cursor + 7) & ~7
    var file = [UInt8](repeating: 0, count: total)
    file.withUnsafeMutableBytes { raw in
      func put<T>(_ value: T, at: Int) {
        raw.storeBytes(of: value, toByteOffset: at, as: T.self)
      }
      for (i, b) in IndexFormat.magic.enumerated() { raw[i] = b }
      put(IndexFormat.version.littleEndian, at: 8)
      put(IndexFormat.byteOrderMark, at: 12)
      put(UInt64(total), at: 16)
      put(fingerprint, at: 32)
      put(UInt32(sections.count), at: 40)
      put(UInt32(placeCount), at: 44)
      for (i, s) in sections.enumerated() {
        let row = IndexFormat.headerSize + i * IndexFormat.sectionRowSize
        put(s.id.rawValue, at: row)
        put(UInt32(s.elementSize), at: row + 4)
        put(UInt64(offsets[i]), at: row + 8)
        put(UInt64(s.bytes.count / s.elementSize), at: row + 16)
        s.bytes.withUnsafeBytes { src in
          guard let from = src.baseAddress, let to = raw.baseAddress else { return }
          (to + offsets[i]).copyMemory(from: from, byteCount: src.count)
        }
      }
      let body = UnsafeRawBufferPointer(rebasing: raw[IndexFormat.headerSize...])
      put(Checksum.fnv1a64(body), at: 24)
    }
    try FileIO.writeAtomically(file, to: path)
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
        write(fd, buf.baseAddress! + done, buf.count - done)
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
}

@inline(__always)
private func Glibc_read(_ fd: Int32, _ buf: UnsafeMutableRawPointer, _ n: Int) -> Int {
  read(fd, buf, n)
}
