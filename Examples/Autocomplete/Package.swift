// swift-tools-version:6.0
// An example program outside the placesearch package that uses its
// library, as a user's package would: by path here, by URL in yours
// (.package(url: "https://…/placesearch", from: "0.1.0")).
import PackageDescription

let package = Package(
  name: "Autocomplete",
  dependencies: [.package(name: "placesearch", path: "../..")],
  targets: [
    .executableTarget(
      name: "autocomplete",
      dependencies: [.product(name: "PlaceIndex", package: "placesearch")]
    )
  ]
)
