import ArgumentParser
import Foundation

// MARK: - The command line

/// `pokedesk-bench` runs the benchmarks of `docs/performance.md` and writes their figures;
/// `pokedesk-bench first-page` is one measurement in a fresh process, run by the benchmark itself.
@main
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pokedesk-bench",
        abstract: "Measure the object context against raw SQLite and GRDB, and live results at a million rows.",
        subcommands: [
            RunCommand.self, FirstPageCommand.self, MigrateCommand.self, MakeStoreCommand.self, ProfileCommand.self,
            MeasureCommand.self, RenderCommand.self,
        ],
        defaultSubcommand: RunCommand.self
    )
}

/// The benchmark.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run every scenario and write performance.md and performance.json."
    )

    @Flag(help: "Small sizes and few runs: checks that every scenario works, in well under a minute.")
    var quick = false

    @Flag(help: "Ten million pokemons on the cost curves and for the REPL start too: the large goals.")
    var large = false

    @Option(help: "Timed runs per contestant (default: 5, or 2 when quick).")
    var runs: Int?

    @Option(help: "Where the stores are made (removed at the end).")
    var workDirectory = ".build/bench-work"

    @Option(help: "Where performance.md and performance.json go (default: docs, or .build/bench-quick when quick).")
    var output: String?

    @Option(
        parsing: .upToNextOption,
        help:
            "Only these scenarios: insert, fetch, first-page, live-results, repl-start, script, predicate, bulk, migration, commands."
    )
    var only: [String] = []

    @Option(help: "Bulk work at this many pokemons in all (default: 1,000,000; 10,000 with --quick).")
    var bulkPokemons: Int?

    func validate() throws {
        let known: Set = [
            "insert", "fetch", "first-page", "live-results", "repl-start", "script", "predicate", "bulk", "migration",
            "commands",
        ]
        for name in only where !known.contains(name) { throw ValidationError("no scenario \(name)") }
        if let runs, runs < 1 { throw ValidationError("--runs must be at least 1") }
        if let bulkPokemons, bulkPokemons < 100 { throw ValidationError("--bulk-pokemons must be at least 100") }
        if quick && large { throw ValidationError("--quick and --large do not go together") }
    }

    func run() throws {
        var plan = quick ? BenchPlan.quick : large ? BenchPlan.large : BenchPlan.full
        if let bulkPokemons { plan.bulk = bulkPokemons }
        let runs = runs ?? plan.runs
        let runner = BenchRunner(
            plan: plan,
            runs: runs,
            stores: try BenchStores(directory: workDirectory),
            scenarios: only.isEmpty ? nil : Set(only)
        )
        let report = try runner.run(mode: quick ? "quick" : large ? "large" : "full")
        let directory = output ?? (quick ? ".build/bench-quick" : "docs")
        try ReportFiles.write(report, to: directory)
        print(MarkdownReport.render(report))
        fflush(nil)  // the table before the closing line on standard error
        Log.line("wrote \(directory)/performance.md and \(directory)/performance.json")
    }
}

/// One way of showing the first page, in this fresh process; prints its outcome as JSON.
struct FirstPageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "first-page",
        abstract: "Show the first page one way and print the time and peak memory (used by run).",
        shouldDisplay: false
    )

    @Option var method: String
    @Option var store: String

    func run() throws {
        guard let method = FirstPageMethod(rawValue: method) else { throw ValidationError("no method \(method)") }
        let outcome = try method.run(store: store)
        print(String(decoding: try JSONEncoder().encode(outcome), as: UTF8.self))
    }
}

/// One way of upgrading a version 2 store, in this fresh process; prints its outcome as JSON.
struct MigrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Upgrade a version 2 store one way and print the time and memory (used by run).",
        shouldDisplay: false
    )

    @Option var method: String
    @Option var store: String
    @Option(help: "A version 3 store the app made, whose schema the plain SQL copies.") var template: String

    func run() throws {
        guard let method = MigrationMethod(rawValue: method) else { throw ValidationError("no method \(method)") }
        let outcome = try method.run(store: store, template: template)
        print(String(decoding: try JSONEncoder().encode(outcome), as: UTF8.self))
    }
}

/// The Markdown of a run again, from its `performance.json`: after the hand-written part of
/// `performance.md` changed its markers' place, or to put one of several runs into `docs`.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Write performance.md's figures and performance-figures.md again from a run's performance.json."
    )

    @Option(help: "The run's performance.json.")
    var input = "docs/performance.json"

    @Option(help: "Where performance.md and the figures go; the json is copied there when it is elsewhere.")
    var output = "docs"

    func run() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: input))
        let report = try JSONDecoder().decode(BenchReport.self, from: data)
        try ReportFiles.write(report, to: output)
        Log.line("wrote \(output)/performance.md, \(MarkdownReport.figuresFile) and performance.json")
    }
}

/// A store of pokemons to profile with (`valgrind --tool=callgrind pokedesk --store PATH`).
struct MakeStoreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "make-store",
        abstract: "Make a pokedesk store of generated pokemons, as the benchmark does, and keep it."
    )

    @Option(help: "How many pokemons.")
    var pokemons = 1_000_000

    @Option(help: "The store file to write (replaced if it exists).")
    var path: String

    @Flag(help: "Date each pokemon a minute apart, as the commands scenario's stores are.")
    var dated = false

    func run() throws {
        let url = URL(fileURLWithPath: path)
        let stores = try BenchStores(directory: url.deletingLastPathComponent().path + "/.pokedesk-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(atPath: stores.directory) }
        try stores.makeEmptyStore()
        let (made, _) = try stores.makeFilledStore(
            pokemons: pokemons,
            raceKeys: try stores.raceKeys(),
            dated: dated
        )
        BenchStores.remove(path)
        try FileManager.default.moveItem(atPath: made, toPath: path)
    }
}
