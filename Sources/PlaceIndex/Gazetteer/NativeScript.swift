/// The script a country writes its own place names in.
///
/// GeoNames gives every place a romanised primary name and lists the native
/// one among its alternates (서울 for Seoul). A name in the country's own
/// script is as primary as the romanised one, so the builder promotes it: it
/// then ranks without the alternate-name penalty, and a Korean user typing 부
/// finds 부산 before 부에노스아이레스.
enum NativeScript {
  enum Script { case hangul, japanese, han, cyrillic, greek }

  static let byCountry: [String: Script] = [
    "KR": .hangul, "KP": .hangul, "JP": .japanese, "CN": .han, "TW": .han, "HK": .han,
    "MO": .han, "RU": .cyrillic, "BY": .cyrillic, "UA": .cyrillic, "BG": .cyrillic,
    "RS": .cyrillic, "MK": .cyrillic, "KZ": .cyrillic, "KG": .cyrillic, "GR": .greek,
    "CY": .greek,
  ]

  /// Moves the place's alternate names written in its country's script up
  /// among its primary names.
  static func promote(_ place: inout SourcePlace) {
    guard let script = byCountry[place.countryCode], place.names.count > place.primaryCount else {
      return
    }
    let head = Array(place.names[..<place.primaryCount])
    let rest = place.names[place.primaryCount...]
    let primary = Normalizer.normalize(place.names[0]).filter { $0 != 0x20 }
    let native = rest.filter {
      isWritten($0, in: script) && (script != .hangul || spells(primary, $0))
    }
    guard !native.isEmpty else { return }
    place.names = head + native + rest.filter { !isWritten($0, in: script) }
    place.primaryCount += native.count
  }

  /// Whether a Hangul name reads like the romanised primary name: 서울 and
  /// 서울특별시 for Seoul, but not its historic names 경성 or 한양, which stay
  /// alternate.
  static func spells(_ primary: [UInt8], _ hangul: String) -> Bool {
    let n = min(4, primary.count)
    return [Romanizer.revised(hangul), Romanizer.mccuneReischauer(hangul)].contains {
      Array(Normalizer.normalize($0).filter { $0 != 0x20 }.prefix(n)) == Array(primary.prefix(n))
    }
  }

  static func isWritten(_ name: String, in script: Script) -> Bool {
    var letters = 0
    var inScript = 0
    for u in name.unicodeScalars where u.properties.isAlphabetic {
      letters += 1
      let v = u.value
      let ok: Bool
      switch script {
      case .hangul: ok = UTF8Scalar.isHangul(v)
      case .japanese: ok = (0x3040...0x30FF).contains(v) || isHan(v)
      case .han: ok = isHan(v)
      case .cyrillic: ok = (0x0400...0x052F).contains(v)
      case .greek: ok = (0x0370...0x03FF).contains(v) || (0x1F00...0x1FFF).contains(v)
      }
      if ok { inScript += 1 }
    }
    return letters > 0 && inScript == letters
  }

  static func isHangul(_ name: String) -> Bool { isWritten(name, in: .hangul) }

  /// Whether a name is Hangul and ASCII digits or punctuation only
  /// (서강로9길, 역삼동): no property lookups, so cheap enough for every
  /// Korean title shown. It decides whether a place's Korean name is its
  /// primary name, at build and where it is read (``PlaceFacts``, bit 5).
  static func isPlainHangul(_ name: String) -> Bool {
    var hangul = false
    for u in name.unicodeScalars {
      let v = u.value
      if v < 0x80 {
        if (v | 0x20) &- 0x61 < 26 { return false }
        continue
      }
      guard UTF8Scalar.isHangul(v) else { return false }
      hangul = true
    }
    return hangul
  }

  static func isHan(_ v: UInt32) -> Bool {
    (0x4E00...0x9FFF).contains(v) || (0x3400...0x4DBF).contains(v) || (0x20000...0x2FFFF).contains(v)
  }
}
