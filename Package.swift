// swift-tools-version:6.0
import PackageDescription

// `placesearch` links the Swift runtime statically on Linux: a process then
// starts in about 1.4 ms instead of 2.4 ms (see ../shared/peers/RESULTS.md).
#if os(Linux)
let staticStdlib: [LinkerSetting] = [.unsafeFlags(["-static-stdlib"])]
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
    .testTarget(
      name: "PlaceIndexTests",
      dependencies: ["PlaceIndex"]
    ),
    .testTarget(
      name: "placesearchTests",
      dependencies: ["PlaceIndex"]
    ),
  ]
)
