/// The visible text of a completion: its title, subtitle and highlights.
extension PlaceIndex {
  /// The visible text of a completion: title, subtitle, highlights.
  func presentation(of c: Completion) -> Completion.Presentation {
    let p = c.place
    let k = c.kind
    let reading = c.context.readings[c.reading]
    var matcher = TokenMatcher(tokens: reading.tokens)
    let korean = c.context.language == .korean
    let matched = storedName(containing: c.offset)
    var title = korean ? (koreanName(of: p) ?? defaultTitle(of: p)) : defaultTitle(of: p)
    var subtitle = korean ? koreanSubtitle(of: p, title: title) : defaultSubtitle(of: p)
    // A Korean address reads as one: in Korean for Hangul, else romanized.
    // (Digits alone, a ZIP code, read as Korean too; and every place of a
    // query with Hangul in it, though it matched by a Latin word only: in
    // `CGV 강남`, CGV 연남 reads 서울특별시 마포구 동교동 like CGV 강남 above it.)
    let hangul =
      korean || reading.isHangul || c.context.readings.first?.isHangul == true
      || !reading.key.contains { QueryReading.isASCIILetter(Unicode.Scalar($0)) }
    let addressed = hasKoreanAddress(p) && (hangul || k != .city || !infoRange(of: p).isEmpty)
    // An address's title is its name in the address (역삼동, Yeoksam-dong); a
    // point of interest's stays the name it was found by, in Latin letters.
    let addressTitle = addressed && (hangul || (k != .cinema && k != .airport))
    if addressed {
      let (t, s) = koreanPresentation(of: p, korean: hangul, building: reading.building)
      if addressTitle { title = t }
      subtitle = s
    }
    // A cinema found by a Latin query reads in Latin letters too (Megabox
    // Sinchon for `megabox`, not 메가박스 신촌), its Korean name before the
    // subtitle, as when a Latin name matched.
    if !hangul, k == .cinema, PlaceKeys.hasHangul(title) {
      let latin = romanizedTitle(of: p)
      if !PlaceKeys.hasHangul(latin) {
        if !subtitle.utf8.contains(bytes: title.utf8) { subtitle = title + " · " + subtitle }
        title = latin
      }
    }
    let titleMatchesAll =
      reading.kind == .choseong ? !choseongHighlight(reading, title).isEmpty : matcher.match(title)
    // (Not for a qualified match, whose words are the qualifier's too,
    // except by a Hangul name: `일본 도쿄` shows 도쿄, as `도쿄` does.)
    let qualifiedInHangul = reading.kind == .qualified && hangul && PlaceKeys.hasHangul(matched.text)
    if !korean, !addressTitle, reading.kind != .qualified || qualifiedInHangul, k != .airport, matched.isTitle,
      matched.text != title, !titleMatchesAll
    {
      // The match came through another name: show it, so the highlight falls
      // on text the user sees.
      let primary = title
      title = matched.text
      if !subtitle.utf8.contains(bytes: primary.utf8) { subtitle = primary + " · " + subtitle }
    }
    var titleRanges: [HighlightRange] = []
    var rest: [[UInt8]] = []
    if reading.kind == .choseong {
      titleRanges = choseongHighlight(reading, title)
      _ = matcher.match(title)
      titleRanges += matcher.matchedRanges
      titleRanges.sort { $0.location < $1.location }
      rest = []
    } else {
      _ = matcher.match(title)
      titleRanges = matcher.matchedRanges
      rest = zip(matcher.tokenBytes, matcher.matched).filter { !$0.1 }.map(\.0)
      // Latin words that matched a romanization cover the Hangul they spell.
      rest = rest.isEmpty || !title.unicodeScalars.contains(where: { UTF8Scalar.isSyllable($0.value) })
        ? rest
        : rest.filter { token in
        let r = KoreanHighlight.romanized(token, in: title)
        titleRanges += r
        return r.isEmpty
      }
      titleRanges.sort { $0.location < $1.location }
    }
    return Completion.Presentation(
      title: title, subtitle: subtitle, titleHighlights: titleRanges,
      subtitleHighlights: rest.isEmpty ? [] : Highlighter.ranges(of: rest, in: subtitle))
  }

  private func choseongHighlight(_ reading: QueryReading, _ title: String) -> [HighlightRange] {
    let jamo = String(decoding: reading.key, as: UTF8.self).unicodeScalars.map(\.value)
      .filter { Hangul.isCompatibilityJamo($0) }
    return KoreanHighlight.choseong(jamo, in: title)
  }

}

extension String.UTF8View {
  /// Whether `needle` occurs in these bytes.
  func contains(bytes needle: String.UTF8View) -> Bool {
    let hay = Array(self)
    let n = Array(needle)
    guard !n.isEmpty else { return true }
    guard hay.count >= n.count else { return false }
    for i in 0...(hay.count - n.count) where hay[i] == n[0] && hay[i..<(i + n.count)].elementsEqual(n) {
      return true
    }
    return false
  }
}
