// swift-tools-version: 6.2
import PackageDescription

// Layers, from the bottom up:
//   Localization    — the language the user reads (--lang, else the locale), chosen once per
//                     process, and the string tables each module keeps its text in.
//   PokedeskDomain  — value types, validation, repository and live-results protocols (no SQLite).
//   ManagedGraph    — a Core-Data-style object graph over SQLite: model, store, context, fetch,
//                     predicates, live results. Knows no pokemons; GRDB stays inside it.
//   PokedeskData    — the Pokedesk model, preload, repositories and transfers, over ManagedGraph.
//   TerminalKit     — the terminal "UIKit": line editing, tables, navigation (knows no pokemons).
//   PokedeskScreens — what the five architectures' screens say alike: command tables, table
//                     columns and cells, row-change reports, the long commands' terminal side.
//   Arch-*          — the app in five architectures; each sees Domain, TerminalKit and
//                     PokedeskScreens only.
//   pokedesk-repl   — the `pokedesk` executable, the one composition root.
//   lap-timer       — the course's lap timer (Examples/LapTimer): a second program on ManagedGraph alone.
let strictSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "Pokedesk",
    defaultLocalization: "en",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Localization", targets: ["Localization"]),
        .library(name: "PokedeskDomain", targets: ["PokedeskDomain"]),
        .library(name: "ManagedGraph", targets: ["ManagedGraph"]),
        .library(name: "PokedeskData", targets: ["PokedeskData"]),
        .library(name: "TerminalKit", targets: ["TerminalKit"]),
        .executable(name: "pokedesk", targets: ["pokedesk-repl"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `make docs`: the ManagedGraph guide (DocC); a plugin, so no target links it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // Randomized tests: generators that shrink a failing case and replay it from one seed.
        // Test targets only.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // MARK: Language
        // The language of what the user reads, chosen once per process, and the string tables
        // each module keeps its text in (en.lproj and es.lproj of its Bundle.module).
        .target(
            name: "Localization",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "LocalizationTests",
            dependencies: ["Localization"],
            resources: [.process("Resources")],
            swiftSettings: strictSettings
        ),

        // MARK: Text rules
        // Folding case and accents, and quoting user text in messages: defined once, below the
        // engine, the Domain and the terminal kit, which all compare and quote text alike.
        .target(
            name: "TextRules",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "TextRulesTests",
            dependencies: ["TextRules"],
            swiftSettings: strictSettings
        ),

        // MARK: Domain and data
        .target(
            name: "PokedeskDomain",
            dependencies: ["Localization", "TextRules"],
            resources: [.process("Resources")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "ManagedGraph",
            dependencies: [
                "TextRules",
                .product(name: "GRDB", package: "GRDB.swift"),
                // SQLite's C API, for the few loops that read or write many rows (see StatementRows).
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ],
            exclude: ["Storage/README.md"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "PokedeskData",
            dependencies: ["PokedeskDomain", "ManagedGraph", "Localization"],
            resources: [
                .copy("Resources/pokemons.plist"), .process("Resources/en.lproj"), .process("Resources/es.lproj"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "PokedeskDomainTests",
            dependencies: [
                "PokedeskDomain", "Localization", .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ManagedGraphTests",
            dependencies: [
                "ManagedGraph", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strictSettings
        ),
        // The guide's code: every block of each ManagedGraph.docc article, in order, as one test
        // an article (made by scripts/guide_examples.py; `make docs-check` fails when stale).
        .testTarget(
            name: "GuideTests",
            dependencies: ["ManagedGraph", "LapTimer"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "PokedeskDataTests",
            dependencies: [
                "PokedeskData",
                "PokedeskDomain",
                "ManagedGraph",
                "Localization",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strictSettings
        ),

        // MARK: Terminal kit
        // libedit's C API (histedit.h, from libedit-dev), opened with dlopen when a line is first
        // edited on a terminal rather than linked: a script's start then maps none of it.
        // Its debug information in DWARF 4, as Swift's is: valgrind 3.19 (Debian 12) stops at
        // clang's default DWARF 5, and callgrind profiles the executable (docs/performance.md).
        .target(
            name: "CLibEdit",
            cSettings: [.unsafeFlags(["-fdebug-default-version=4"])]
        ),
        .target(
            name: "TerminalKit",
            dependencies: ["CLibEdit", "Localization", "TextRules"],
            resources: [.process("Resources")],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "terminal-kit-demo",
            dependencies: ["TerminalKit"],
            swiftSettings: strictSettings
        ),
        // A seeded random number generator for TEA's purity check, whose long session must come
        // out the same twice: a failure there is not a case to shrink (the randomized tests
        // with cases to shrink use PropertyBased).
        .target(
            name: "SeededGenerator",
            path: "Tests/Support/SeededGenerator",
            swiftSettings: strictSettings
        ),
        // A real terminal (tmux) for end-to-end tests: the demo's and the pokedesk's.
        .target(
            name: "TerminalTesting",
            path: "Tests/Support/TerminalTesting",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "TerminalKitTests",
            dependencies: [
                "TerminalKit", "terminal-kit-demo", "TerminalTesting", "Localization",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strictSettings
        ),

        // MARK: The five architectures (each sees Domain, the terminal kit and the shared screen content only)
        // What every architecture's screens declare and write alike, as a storyboard is shared by
        // view controllers; each architecture keeps only its structure.
        .target(
            name: "PokedeskScreens",
            dependencies: ["PokedeskDomain", "TerminalKit", "Localization"],
            resources: [.process("Resources")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "PokedeskScreensTests",
            dependencies: ["PokedeskScreens", "PokedeskDomain", "TerminalKit"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "ArchMVC",
            dependencies: ["PokedeskDomain", "TerminalKit", "PokedeskScreens"],
            path: "Sources/Arch-MVC",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ArchMVCTests",
            dependencies: ["ArchMVC", "PokedeskDomain", "TerminalKit", "PokedeskScreens", "PokedeskDomainFakes"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "ArchMVP",
            dependencies: ["PokedeskDomain", "TerminalKit", "PokedeskScreens"],
            path: "Sources/Arch-MVP",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ArchMVPTests",
            dependencies: ["ArchMVP", "PokedeskDomain", "TerminalKit", "PokedeskScreens", "PokedeskDomainFakes"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "ArchVIPER",
            dependencies: ["PokedeskDomain", "TerminalKit", "PokedeskScreens"],
            path: "Sources/Arch-VIPER",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ArchVIPERTests",
            dependencies: ["ArchVIPER", "PokedeskDomain", "TerminalKit", "PokedeskScreens", "PokedeskDomainFakes"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "ArchMVVM",
            dependencies: ["PokedeskDomain", "TerminalKit", "PokedeskScreens"],
            path: "Sources/Arch-MVVM",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ArchMVVMTests",
            dependencies: ["ArchMVVM", "PokedeskDomain", "TerminalKit", "PokedeskScreens", "PokedeskDomainFakes"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "ArchTEA",
            dependencies: ["PokedeskDomain", "TerminalKit", "PokedeskScreens"],
            path: "Sources/Arch-TEA",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ArchTEATests",
            dependencies: [
                "ArchTEA", "PokedeskDomain", "TerminalKit", "PokedeskScreens", "PokedeskDomainFakes", "SeededGenerator",
            ],
            swiftSettings: strictSettings
        ),
        // In-memory fakes of the Domain's protocols, for the architectures' unit tests only.
        .target(
            name: "PokedeskDomainFakes",
            dependencies: ["PokedeskDomain", "TerminalKit"],
            path: "Tests/Support/PokedeskDomainFakes",
            swiftSettings: strictSettings
        ),

        // MARK: The app: the one composition root, and the behaviour suite all five must pass
        .executableTarget(
            name: "pokedesk-repl",
            dependencies: [
                "PokedeskDomain",
                "PokedeskData",
                "ManagedGraph",
                "TerminalKit",
                "ArchMVC",
                "ArchMVP",
                "ArchVIPER",
                "ArchMVVM",
                "ArchTEA",
                "Localization",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            resources: [.process("Resources")],
            swiftSettings: strictSettings
        ),
        // Also where `make exercise N` builds an exercise's check (scripts/exercises.py): the lap
        // timer is here for the checks of the exercises on its model.
        .testTarget(
            name: "BehaviourTests",
            dependencies: [
                "pokedesk-repl", "PokedeskDomain", "PokedeskData", "ManagedGraph", "TerminalKit", "TerminalTesting",
                "Localization", "PokedeskScreens", "LapTimer",
            ],
            resources: [.copy("Transcripts"), .copy("KnownIssues.txt")],
            swiftSettings: strictSettings
        ),

        // MARK: The engine on its own: the course's lap timer, on ManagedGraph and nothing of the pokedesk
        .target(
            name: "LapTimer",
            dependencies: ["ManagedGraph"],
            path: "Examples/LapTimer/Sources/LapTimer",
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "lap-timer",
            dependencies: ["LapTimer", "ManagedGraph"],
            path: "Examples/LapTimer/Sources/lap-timer",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "LapTimerTests",
            dependencies: ["LapTimer", "lap-timer", "ManagedGraph"],
            swiftSettings: strictSettings
        ),

        // MARK: Benchmarks: not part of the app; `make bench`, `make bench-quick`
        .executableTarget(
            name: "pokedesk-bench",
            dependencies: [
                "PokedeskData",
                "PokedeskDomain",
                "ManagedGraph",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        // The bench's own logic (repeats, rounds, how goals are judged), without timing anything.
        .testTarget(
            name: "PokedeskBenchTests",
            dependencies: ["pokedesk-bench"],
            swiftSettings: strictSettings
        ),
        // The floor the REPL's start is compared with: Foundation and GRDB, nothing of ours.
        .executableTarget(
            name: "pokedesk-bench-floor",
            dependencies: [.product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: strictSettings
        ),

        // MARK: Reliability: real processes, real files, fuzzed input
        // Saves many pokemons in one save, for the test that kills it (not part of the app).
        .executableTarget(
            name: "store-writer",
            dependencies: ["PokedeskData", "ManagedGraph"],
            swiftSettings: strictSettings
        ),
        // Migrates a store heavily (the engine's mapping model), for the test that kills it.
        .executableTarget(
            name: "store-migrator",
            dependencies: ["PokedeskData", "ManagedGraph"],
            swiftSettings: strictSettings
        ),
        // A SQLite VFS that fails the Nth write, sync or truncate of a store's files, for the
        // tests that fail every one in turn (C: a VFS is SQLite's C interface; the system's SQLite).
        .target(
            name: "FaultyFileSystem",
            path: "Tests/Support/FaultyFileSystem",
            linkerSettings: [.linkedLibrary("sqlite3")]
        ),
        .testTarget(
            name: "ReliabilityTests",
            dependencies: [
                "pokedesk-repl", "store-writer", "store-migrator", "PokedeskDomain", "PokedeskData", "ManagedGraph",
                "TerminalKit", "FaultyFileSystem",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: strictSettings
        ),
    ]
)
