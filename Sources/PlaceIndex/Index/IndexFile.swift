#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A memory-mapped index file, read in place.
///
/// Opening maps the file and checks its header, size and section table; it
/// reads nothing else, so it costs the same for any index size. The mapping
/// lives as long as the object.
final class IndexFile: @unchecked Sendable {
  let path: String
  let base: UnsafeRawPointer
  let size: Int
  let placeCount: Int
  let fingerprint: UInt64
  private var sections: [UInt32: (offset: Int, count: Int, elementSize: Int)] = [:]
  /// Whether `base` is a mapping (else memory this object allocated).
  private let mapped: Bool

  /// Checks an index held in memory (copied, so that its sections are
  /// aligned); `name` stands for the path in messages.
  ///
  /// - Complexity: O(|bytes|) for the copy, O(number of sections) for the
  ///   checks.
  init(bytes: [UInt8], name: String) throws(IndexError) {
    path = name
    mapped = false
    let memory = UnsafeMutableRawPointer.allocate(byteCount: max(bytes.count, 1), alignment: 16)
    bytes.withUnsafeBytes { memory.copyMemory(from: $0.baseAddress!, byteCount: bytes.count) }
    base = UnsafeRawPointer(memory)
    size = bytes.count
    guard size >= IndexFormat.headerSize else {
      memory.deallocate()
      throw .badFormat(path: name, reason: "file is \(size) bytes, too short for a header")
    }
    placeCount = Int(base.loadUnaligned(fromByteOffset: 44, as: UInt32.self))
    fingerprint = base.loadUnaligned(fromByteOffset: 32, as: UInt64.self)
    // (Once every stored property is set, a throwing init still runs
    // `deinit`, which frees the memory: freeing it here too was a double
    // free, found by the index fuzzer.)
    try readTable()
  }

  /// Maps and checks the file at `path`.
  ///
  /// - Throws: ``IndexError`` when the file is missing, unreadable, of
  ///   another version, truncated or malformed.
  /// - Complexity: O(number of sections).
  init(path: String) throws(IndexError) {
    self.path = path
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else {
      let code = errno
      if code == ENOENT { throw .missing(path: path) }
      throw .unreadable(path: path, reason: String(cString: strerror(code)))
    }
    defer { close(fd) }
    var st = stat()
    guard fstat(fd, &st) == 0 else {
      throw .unreadable(path: path, reason: String(cString: strerror(errno)))
    }
    if (st.st_mode & S_IFMT) == S_IFDIR {
      throw .unreadable(path: path, reason: "it is a directory")
    }
    let size = Int(st.st_size)
    guard size >= IndexFormat.headerSize else {
      throw .badFormat(path: path, reason: "file is \(size) bytes, too short for a header")
    }
    guard let mapped = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0),
      mapped != MAP_FAILED
    else {
      throw .unreadable(path: path, reason: String(cString: strerror(errno)))
    }
    // Lookups touch a few scattered pages; without this hint the kernel maps
    // 64 KiB around every fault, and a query would hold ten times the memory.
    _ = madvise(mapped, size, MADV_RANDOM)
    let base = UnsafeRawPointer(mapped)
    self.base = base
    self.size = size
    self.mapped = true
    placeCount = Int(base.loadUnaligned(fromByteOffset: 44, as: UInt32.self))
    fingerprint = base.loadUnaligned(fromByteOffset: 32, as: UInt64.self)
    try readTable()  // on failure, `deinit` unmaps
  }

  /// Checks the header and reads the section table.
  private func readTable() throws(IndexError) {
    func u32(_ at: Int) -> UInt32 { base.loadUnaligned(fromByteOffset: at, as: UInt32.self) }
    func u64(_ at: Int) -> UInt64 { base.loadUnaligned(fromByteOffset: at, as: UInt64.self) }
    let magicOK = IndexFormat.magic.enumerated().allSatisfy {
      base.load(fromByteOffset: $0.offset, as: UInt8.self) == $0.element
    }
    guard magicOK else { throw IndexError.badFormat(path: path, reason: "bad magic number") }
    guard u32(12) == IndexFormat.byteOrderMark else {
      throw IndexError.badFormat(path: path, reason: "written on a machine of other byte order")
    }
    guard u32(8) == IndexFormat.version else {
      throw IndexError.version(path: path, found: u32(8), expected: IndexFormat.version)
    }
    guard u64(16) == UInt64(size) else {
      throw IndexError.badFormat(
        path: path, reason: "file is \(size) bytes but its header says \(u64(16)); truncated?")
    }
    let count = Int(u32(40))
    let tableEnd = IndexFormat.headerSize + count * IndexFormat.sectionRowSize
    guard count < 1000, tableEnd <= size else {
      throw IndexError.badFormat(path: path, reason: "bad section table")
    }
    for i in 0..<count {
      let row = IndexFormat.headerSize + i * IndexFormat.sectionRowSize
      let id = u32(row)
      let elementSize = Int(u32(row + 4))
      // Values past what the file could hold are refused before any
      // arithmetic on them.
      guard let offset = Int(exactly: u64(row + 8)), let elements = Int(exactly: u64(row + 16)),
        elementSize > 0, elementSize <= 8, offset % 8 == 0, offset >= tableEnd, offset <= size,
        elements <= (size - offset) / elementSize
      else {
        throw IndexError.badFormat(path: path, reason: "section \(id) lies outside the file")
      }
      sections[id] = (offset, elements, elementSize)
    }
    for id in SectionID.all where sections[id.rawValue] == nil {
      throw IndexError.badFormat(path: path, reason: "section \(id) is missing")
    }
  }

  deinit {
    if mapped {
      munmap(UnsafeMutableRawPointer(mutating: base), size)
    } else {
      UnsafeMutableRawPointer(mutating: base).deallocate()
    }
  }

  /// The elements of a section, in place. A section whose element size is
  /// not `T`'s reads as empty (the structural checks at open reject it).
  func section<T: FileElement>(_ id: SectionID, as type: T.Type = T.self) -> FileArray<T> {
    guard let s = sections[id.rawValue], s.elementSize == MemoryLayout<T>.stride,
      s.offset % MemoryLayout<T>.alignment == 0
    else { return FileArray() }
    let start = (base + s.offset).assumingMemoryBound(to: T.self)
    return FileArray(start: start, count: s.count)
  }

  /// The element size the section table gives a section, or nil when it is
  /// missing.
  func elementSize(of id: SectionID) -> Int? { sections[id.rawValue]?.elementSize }

  /// Checks the checksum of the whole file.
  ///
  /// - Complexity: O(file size).
  func verify() throws(IndexError) {
    let stored = base.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
    let body = UnsafeRawBufferPointer(
      start: base + IndexFormat.headerSize, count: size - IndexFormat.headerSize)
    guard Checksum.fnv1a64(body) == stored else { throw .checksum(path: path) }
  }
}

/// FNV-1a, 64 bits.
enum Checksum {
  static func fnv1a64(_ bytes: UnsafeRawBufferPointer, seed: UInt64 = 0xCBF2_9CE4_8422_2325)
    -> UInt64
  {
    var h = seed
    // Eight bytes a step keeps it fast; the format only needs to detect damage.
    let words = bytes.count / 8
    for i in 0..<words {
      h = (h ^ bytes.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self)) &* 0x100_0000_01B3
    }
    for i in (words * 8)..<bytes.count {
      h = (h ^ UInt64(bytes[i])) &* 0x100_0000_01B3
    }
    return h
  }
}
