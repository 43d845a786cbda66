// swift-tools-version: 6.2
import PackageDescription

// The libFuzzer targets: one executable per reader of outside input, each defining
// `LLVMFuzzerTestOneInput`, built by `make fuzz-build` with `-sanitize=fuzzer,address`
// into a scratch directory of its own. A package apart so that the sanitizers touch nothing the
// root package builds, and so that its unsafe flags (`-parse-as-library`: no `main`, libFuzzer
// brings one) are allowed: they are only allowed in a root package.
let strictSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let targetSettings = strictSettings + [.unsafeFlags(["-parse-as-library"])]

/// What the targets that open a pokedesk themselves use.
let storeDependencies: [Target.Dependency] = [
    "FuzzSupport",
    .product(name: "ManagedGraph", package: "Pokedesk"),
    .product(name: "PokedeskData", package: "Pokedesk"),
]

let package = Package(
    name: "PokedeskFuzz",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "Pokedesk", path: "..")],
    targets: [
        .target(
            name: "FuzzSupport",
            dependencies: [
                .product(name: "ManagedGraph", package: "Pokedesk"),
                .product(name: "PokedeskData", package: "Pokedesk"),
                .product(name: "PokedeskDomain", package: "Pokedesk"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(name: "fuzz-predicate", dependencies: storeDependencies, swiftSettings: targetSettings),
        .executableTarget(
            name: "fuzz-command-line",
            dependencies: ["FuzzSupport", .product(name: "TerminalKit", package: "Pokedesk")],
            swiftSettings: targetSettings
        ),
        .executableTarget(
            name: "fuzz-csv-import",
            dependencies: ["FuzzSupport"],
            swiftSettings: targetSettings
        ),
        .executableTarget(
            name: "fuzz-json-import",
            dependencies: ["FuzzSupport"],
            swiftSettings: targetSettings
        ),
        .executableTarget(
            name: "fuzz-strings",
            dependencies: ["FuzzSupport", .product(name: "Localization", package: "Pokedesk")],
            swiftSettings: targetSettings
        ),
        .executableTarget(name: "fuzz-store", dependencies: storeDependencies, swiftSettings: targetSettings),
    ]
)
