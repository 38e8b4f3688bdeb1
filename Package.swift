// swift-tools-version:6.0
import PackageDescription

// A release `placesearch` is a static executable on Linux: a process then
// starts in about 0.65 ms instead of 2.4 ms (measured in
// ../shared/peers/RESULTS.md; `query s` takes 1.3 ms in all). Debug builds
// stay dynamic, because the test bundle links the executable's module and
// needs the dynamic test libraries.
#if os(Linux)
let staticStdlib: [LinkerSetting] = [.unsafeFlags(["-static-executable"], .when(configuration: .release))]
#else
let staticStdlib: [LinkerSetting] = []
#endif

let package = Package(
  name: "placesearch",
  products: [
    .library(name: "PlaceIndex", targets: ["PlaceIndex"]),
    .executable(name: "placesearch", targets: ["placesearch"]),
  ],
  targets: [
    .target(
      name: "PlaceIndex",
      exclude: ["Text/FoldTable.py"]
    ),
    .executableTarget(
      name: "placesearch",
      dependencies: ["PlaceIndex"],
      linkerSettings: staticStdlib
    ),
    // Not a product: `swift run -c release placesearch-bench`.
    .executableTarget(
      name: "placesearch-bench",
      dependencies: ["PlaceIndex"],
      exclude: ["compare-peers.py", "fts5-our-names.py"]
    ),
    // Not a product: `swift run -c release placesearch-eval`.
    .executableTarget(
      name: "placesearch-eval",
      dependencies: ["PlaceIndex"]
    ),
    .testTarget(
      name: "PlaceIndexTests",
      dependencies: ["PlaceIndex"]
    ),
    .testTarget(
      name: "placesearchTests",
      dependencies: ["PlaceIndex", "placesearch", "placesearch-eval"]
    ),
  ]
)
