import Foundation
import PokedeskDomain

// MARK: - 8. Bulk work: generate, import, export and sections, as a user runs them

/// The sizes of the bulk scenario, around `total` pokemons: `added` generated into an empty
/// store and, the same number, on top of a store of `base` made by the app's own `generate`
/// (which makes at most a million a command), so that the two differ only in what the store
/// already held; the store that ends with `total` is exported, listed in sections, and its
/// export imported into an empty store.
struct BulkSizes {
    var base: Int
    var added: Int
    var total: Int { base + added }

    /// A tenth and the rest up to a million pokemons in all (100,000 and 900,000 at a million);
    /// above, a million on top of the rest.
    static func around(_ total: Int) -> BulkSizes {
        let added = min(total - total / 10, GenerateReport.maximumCount)
        return BulkSizes(base: total - added, added: added)
    }

    /// The commands that make the base, each of at most a million (the most `generate` makes).
    var baseCommands: [Int] {
        let most = GenerateReport.maximumCount
        return stride(from: 0, to: base, by: most).map { min(most, base - $0) }
    }
}

/// Each bulk command in a fresh `pokedesk` process on a script of that one line, as a user runs
/// it (MVC, script mode), timed launch to exit with its processor time and its peak memory
/// (`MeasuredProcess`). The per-row goals are judged on processor time: the processes take tens
/// of seconds, run minutes apart, and a machine whose load changes in between stretches their
/// wall times unevenly, while the work a process does is what those goals ask about. Before each
/// command the system's writes are flushed, so that no step waits on the disk for the one before
/// it (the copy of a store just made, a store just written). Every
/// store is made by the app's own commands, so its pages lie as a user's would after those
/// commands (the benchmark's other stores are written in one go, their indexes' pages together).
///
/// A round: generate `added` into an empty store; make the base (`generate`, a million at a
/// time); generate `added` on top of it; export that store; `sections race` on it; import the
/// export into an empty store.
struct BulkScenario {
    /// The keys of the contestants, as the goals find them.
    enum Step: String, CaseIterable {
        case generateEmpty = "generate-empty"
        case generateBase = "generate-base"
        case generateOnTop = "generate-on-top"
        case export
        case sections
        case importFile = "import"
    }

    let stores: BenchStores
    let sizes: BulkSizes
    let rounds: Int

    private var pokedesk: String { ChildProcess.executableDirectory + "/pokedesk" }
    private var work: String { stores.directory + "/bulk-work.sqlite" }
    private var base: String { stores.directory + "/bulk-base.sqlite" }
    private var exportFile: String { stores.directory + "/bulk-export.csv" }

    func run() throws -> ScenarioResult {
        guard FileManager.default.isExecutableFile(atPath: pokedesk) else {
            throw BenchError("\(pokedesk) is missing: build every product first (make bench does)")
        }
        var outcomes: [Step: [MeasuredProcess.Outcome]] = [:]
        for round in 0..<rounds {
            for step in Step.allCases {
                Log.status("bulk work: \(title(step)), round \(round + 1) of \(rounds)")
                outcomes[step, default: []].append(try run(step))
            }
        }
        Log.clearStatus()
        Log.line("bulk work: done")
        BenchStores.remove(work)
        BenchStores.remove(base)
        try? FileManager.default.removeItem(atPath: exportFile)

        let contestants = Step.allCases.map { step in
            let measured = outcomes[step, default: []]
            var samples = Samples()
            var cpuSamples = Samples()
            for outcome in measured {
                samples.add(outcome.seconds)
                cpuSamples.add(outcome.cpuSeconds)
            }
            let peaks = measured.map(\.peakKiB).sorted()
            return ContestantResult(
                key: step.rawValue,
                title: title(step),
                samples: samples,
                peakKiB: peaks.isEmpty ? nil : peaks[peaks.count / 2],
                ratio: nil,
                rows: rows(step),
                cpuSamples: cpuSamples
            )
        }
        var scenario = ScenarioResult(
            id: "bulk-\(sizes.total)",
            title: "Bulk work at \(Format.count(sizes.total)) pokemons, one command a process",
            size: sizes.total,
            reference: Step.generateEmpty.rawValue,
            contestants: contestants
        )
        scenario.notes.append(
            "Whole `pokedesk` processes (MVC, script mode), launch to exit; processor time is user and system "
                + "time; memory is each process's peak resident set. Per row, wall and processor time: "
                + contestants.compactMap { result in
                    result.rows.map { rows in
                        let cpu = result.cpuSamples.map { Format.seconds($0.median / Double(rows)) } ?? "–"
                        return "\(result.key) \(Format.seconds(result.median / Double(rows))) and \(cpu)"
                    }
                }.joined(separator: "; ") + "."
        )
        return scenario
    }

    /// How many rows a step works on; nil for `sections`, which shows a page.
    func rows(_ step: Step) -> Int? {
        switch step {
        case .generateEmpty, .generateOnTop: return sizes.added
        case .generateBase: return sizes.base
        case .export, .importFile: return sizes.total
        case .sections: return nil
        }
    }

    func title(_ step: Step) -> String {
        let base = Format.count(sizes.base)
        let added = Format.count(sizes.added)
        let total = Format.count(sizes.total)
        switch step {
        case .generateEmpty: return "generate \(added) into an empty store"
        case .generateBase:
            let commands = sizes.baseCommands.count
            return "generate \(base) into an empty store" + (commands > 1 ? " (\(commands) commands)" : "")
        case .generateOnTop: return "generate \(added) on top of \(base)"
        case .export: return "export \(total) (CSV)"
        case .sections: return "sections race at \(total)"
        case .importFile: return "import \(total) (that CSV) into an empty store"
        }
    }

    // MARK: One step

    /// Runs a step's commands; a step of several commands (a base above a million) is one
    /// outcome: their times added, the largest peak.
    private func run(_ step: Step) throws -> MeasuredProcess.Outcome {
        switch step {
        case .generateEmpty:
            try stores.freshCopy(at: work)
            return try command("generate \(sizes.added)", on: work, says: "generated \(sizes.added) pokemons")
        case .generateBase:
            try stores.freshCopy(at: base)
            var outcomes: [MeasuredProcess.Outcome] = []
            for count in sizes.baseCommands {
                outcomes.append(try command("generate \(count)", on: base, says: "generated \(count) pokemons"))
            }
            return MeasuredProcess.Outcome(
                seconds: outcomes.map(\.seconds).reduce(0, +),
                peakKiB: outcomes.map(\.peakKiB).max() ?? 0,
                floorKiB: outcomes.map(\.floorKiB).max() ?? 0,
                cpuSeconds: outcomes.map(\.cpuSeconds).reduce(0, +),
                output: ""
            )
        case .generateOnTop:
            try copy(base, to: work)
            return try command("generate \(sizes.added)", on: work, says: "generated \(sizes.added) pokemons")
        case .export:
            try? FileManager.default.removeItem(atPath: exportFile)
            return try command(
                "export \(exportFile)",
                on: work,
                says: "exported \(sizes.total) pokemons to \(exportFile)"
            )
        case .sections:
            return try command("sections race", on: work, says: "\(sizes.total) pokemons")
        case .importFile:
            try stores.freshCopy(at: work)
            return try command(
                "import \(exportFile)",
                on: work,
                says: "imported \(sizes.total) pokemons from \(exportFile)"
            )
        }
    }

    /// `pokedesk --store STORE` on a script of `line`, measured; fails unless it says `expected`.
    private func command(_ line: String, on store: String, says expected: String) throws -> MeasuredProcess.Outcome {
        let script = stores.directory + "/bulk-command.pokedesk"
        _ = FileManager.default.createFile(atPath: script, contents: Data((line + "\n").utf8))
        sync()  // what the steps before wrote goes to the disk now, not while this one is timed
        let outcome = try MeasuredProcess.run(pokedesk, ["--store", store], input: script)
        guard outcome.output.contains(expected) else {
            throw BenchError("pokedesk \(line) did not say \"\(expected)\":\n\(outcome.output.prefix(2000))")
        }
        return outcome
    }

    /// A copy of the store at `source` (the file alone: a closed store has no log).
    private func copy(_ source: String, to path: String) throws {
        BenchStores.remove(path)
        do {
            try FileManager.default.copyItem(atPath: source, toPath: path)
        } catch {
            throw BenchError("cannot copy \(source): \(error)")
        }
    }
}
