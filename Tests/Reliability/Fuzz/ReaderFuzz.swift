// libFuzzer target: arbitrary bytes as each data file the builder reads
// (GeoNames cities, countries, regions and names, airports, cinemas, the
// Korean address files). The first byte picks the file; the rest is its
// content. Each reader must return rows or a bad-data error.
#if canImport(Glibc)
  import Glibc
#endif

nonisolated(unsafe) var fuzzDirectory: String? = nil

@_cdecl("LLVMFuzzerTestOneInput")
public func readerFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  guard size >= 1 else { return 0 }
  if fuzzDirectory == nil {
    var template = Array("/tmp/placesearch-fuzz-XXXXXX".utf8CString)
    fuzzDirectory = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
  }
  let dir = fuzzDirectory!
  let files = GazetteerReader.fileNames
  let name = files[Int(data[0]) % files.count]
  let path = "\(dir)/\(name)"
  guard let f = fopen(path, "wb") else { return 0 }
  fwrite(data + 1, 1, size - 1, f)
  fclose(f)
  let reader = GazetteerReader(directory: dir)
  let korean = KoreanAddressReader(reader: reader)
  switch name {
  case "cities1000.txt": _ = try? reader.cities()
  case "countryInfo.txt": _ = try? reader.countries()
  case "admin1CodesASCII.txt": _ = try? reader.regions()
  case "regionCodes.txt": _ = try? reader.regionCodes()
  case "regionNames.txt": _ = try? reader.regionAlternateNames()
  case "kr-areas.tsv": _ = try? korean.areas()
  case "kr-boundaries.tsv": _ = try? korean.boundaries()
  case "kr-roads.tsv": _ = try? korean.roads()
  case "kr-postcodes.tsv": _ = try? korean.postcodes()
  case "airports-ko.tsv": _ = try? korean.airportNames()
  case "countryNames.txt": _ = try? reader.alternateNamesWithLanguage()
  default: _ = try? reader.records(name, required: ["name"])
  }
  unlink(path)
  return 0
}
