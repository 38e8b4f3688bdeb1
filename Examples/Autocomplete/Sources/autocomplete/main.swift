// autocomplete: completions, details and nearby places from a placesearch
// index, with the PlaceIndex library alone.
//
//   swift run --package-path Examples/Autocomplete autocomplete INDEX TEXT
//
// INDEX is an index file (`placesearch index build --output FILE`, or the
// default one, .build/placesearch.idx, after `placesearch query` has run).
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import PlaceIndex

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
  print("usage: autocomplete INDEX TEXT")
  exit(64)
}
let index: PlaceIndex
do {
  index = try PlaceIndex(path: arguments[1])
} catch {
  print("autocomplete: \(error)")
  exit(66)
}
let text = arguments[2...].joined(separator: " ")

// As the user types: a completion per keystroke prefix, the best three.
var typed = ""
for character in text {
  typed.append(character)
  let titles = index.complete(typed, options: CompletionOptions(limit: 3)).map(\.title)
  print("\(typed) → \(titles.joined(separator: " | "))")
}

// The chosen completion, resolved like MKLocalSearch.Request(completion:).
guard let best = index.complete(text, options: CompletionOptions(limit: 1)).first else {
  print("no place matches \(text)")
  exit(1)
}
let details = index.details(of: best.place)
print("\(details.title) — \(details.subtitle) at \(details.coordinate.latitude), \(details.coordinate.longitude)")

// What lies within 2 km of it.
for near in index.nearby(details.coordinate, options: NearbyOptions(radiusMeters: 2_000, limit: 3)) {
  print("  \(Int(near.distanceMeters)) m  \(index.details(of: near.place).title)")
}
