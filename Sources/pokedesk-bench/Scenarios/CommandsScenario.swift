import Foundation
import PokedeskData

// MARK: - 9. Commands at scale

/// The commands a user types, each timed inside one `pokedesk` process on a copy of a store of
/// `count` pokemons: the process writes each line's time and its peak resident memory so far
/// (`POKEDESK_COMMAND_TIMES`), so the start of the process is left out. The cycle runs `rounds`
/// times; each command's samples are its times in the rounds, and every edit is undone in the
/// same round, so each round starts from the same store. The peak memory is the process's,
/// after the command's last run.
struct CommandsScenario {
    let stores: BenchStores
    let sourcePath: String
    let count: Int
    let rounds: Int

    /// One line of the cycle: a label for a timed command, nil for a step that only moves on.
    struct Step {
        let label: String?
        let line: String
    }

    /// The list holds 20 rows a page.
    static let pageSize = 20

    /// The date the middle pokemon was caught, in ISO 8601 (`2020-01-01T08:20:00Z`): `find
    /// caught >` it matches half the store at every size, so every size shows a page.
    static func middleCaught(pokemons: Int) -> String {
        PokedeskModel.caughtDate(creationIndex: pokemons / 2).formatted(.iso8601)
    }

    /// The cycle, on the list sorted by name and not grouped, from the first page; it ends
    /// where it started.
    static func cycle(pokemons: Int) -> [Step] {
        let pages = max(1, (pokemons + pageSize - 1) / pageSize)
        func timed(_ label: String, _ line: String? = nil) -> Step { Step(label: label, line: line ?? label) }
        func step(_ line: String) -> Step { Step(label: nil, line: line) }
        return [
            timed("list"), timed("next"), timed("prev"), timed("page N, second", "page 2"),
            timed("page N, middle", "page \(max(1, pages / 2))"), timed("page N, last", "page \(pages)"),
            timed("page N, first", "page 1"),
            timed("add", "add Zork pikachu"), timed("edit NAME", "edit Zork"), step("back"),
            timed("undo add", "undo"), timed("redo add", "redo"), step("undo"),
            timed("rename", "rename 4 Zed"), timed("undo rename", "undo"), timed("redo rename", "redo"), step("undo"),
            timed("change race", "change race 5 pikachu"), timed("undo change race", "undo"),
            timed("redo change race", "redo"), step("undo"),
            timed("delete", "delete 6"), timed("undo delete", "undo"), timed("redo delete", "redo"), step("undo"),
            timed("edit N", "edit 3"), timed("editor: show", "show"), timed("editor: name", "name Zeta"), step("undo"),
            timed("editor: race", "race"), timed("race picker: select", "select 2"), step("undo"),
            timed("editor: types", "types"), step("home"),
            timed("find name ==", #"find name == "Zork""#),
            timed("find name BEGINSWITH", #"find name BEGINSWITH[c] "zz""#),
            timed("find caught >", #"find caught > "\#(middleCaught(pokemons: pokemons))""#),
            timed("sort race, half found", "sort race"),
            timed("rename, sort race half found", "rename 4 Zed"), step("undo"),
            timed("sections race, half found", "sections race"), step("sections off"), step("sort name"),
            timed("find race.code ==", "find race.code == 25"),
            timed("find race.name ==", #"find race.name == "Pikachu""#),
            timed("find (all)", "find"),
            timed("sort code"), timed("sort race"), timed("sort caught"), timed("sort name"),
            timed("sections race"), timed("sections letter"), timed("sections off"),
            timed("types"), timed("a type's races", "select 3"), step("home"),
        ]
    }

    func run() throws -> ScenarioResult {
        let pokedesk = ChildProcess.executableDirectory + "/pokedesk"
        guard FileManager.default.isExecutableFile(atPath: pokedesk) else {
            throw BenchError("\(pokedesk) is missing: build every product first (make bench does)")
        }
        let path = stores.directory + "/commands-\(count).sqlite"
        BenchStores.remove(path)
        defer { BenchStores.remove(path) }
        do {
            try FileManager.default.copyItem(atPath: sourcePath, toPath: path)
        } catch {
            throw BenchError("cannot copy the store of \(count) pokemons: \(error)")
        }

        let cycle = Self.cycle(pokemons: count)
        let steps = ["list"] + Array(repeating: cycle.map(\.line), count: rounds).joined()
        let script = stores.directory + "/commands-\(count).pokedesk"
        let times = stores.directory + "/commands-\(count).times"
        _ = FileManager.default.createFile(atPath: script, contents: Data((steps.joined(separator: "\n") + "\n").utf8))

        let progress = Progress("commands at scale, \(Format.count(count)) pokemons", total: 1)
        let outcome = try ChildProcess.run(
            pokedesk,
            ["--store", path],
            input: script,
            environment: ["POKEDESK_COMMAND_TIMES": times]
        )
        progress.finish()
        let errors = outcome.output.split(separator: "\n").filter { $0.hasPrefix("error:") }
        guard errors.isEmpty else {
            throw BenchError("the commands at \(count) pokemons failed: \(errors.prefix(3).joined(separator: "; "))")
        }
        let records = try Self.records(times, expected: steps.count)

        // The first record is the opening `list`; then the cycle, round after round.
        var samples: [String: Samples] = [:]
        var peaks: [String: Int] = [:]
        for (index, record) in records.dropFirst().enumerated() {
            guard let label = cycle[index % cycle.count].label else { continue }
            samples[label, default: Samples()].add(record.seconds)
            peaks[label] = max(peaks[label] ?? 0, record.peakKiB)
        }
        let contestants = cycle.compactMap(\.label).map { label in
            ContestantResult(key: label, title: label, samples: samples[label]!, peakKiB: peaks[label])
        }
        var scenario = ScenarioResult(
            id: "commands-\(count)",
            title: "Commands at scale: each command in one process, \(Format.count(count)) pokemons",
            size: count,
            reference: "list",
            contestants: contestants
        )
        scenario.curve = "commands"
        scenario.notes.append(
            "Timed inside one pokedesk process (POKEDESK_COMMAND_TIMES), the start of the process left out; "
                + "\(rounds) rounds of the cycle, every edit undone in its round; memory is the process's peak."
        )
        return scenario
    }

    /// The times file: one `seconds<TAB>peak KiB<TAB>line` a line handled.
    private static func records(_ path: String, expected: Int) throws(BenchError) -> [(seconds: Double, peakKiB: Int)] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw BenchError("pokedesk wrote no command times at \(path)")
        }
        let records = text.split(separator: "\n").compactMap { line -> (Double, Int)? in
            let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3, let seconds = Double(fields[0]), let peak = Int(fields[1]) else { return nil }
            return (seconds, peak)
        }
        guard records.count == expected else {
            throw BenchError("pokedesk timed \(records.count) command lines of \(expected)")
        }
        return records
    }
}
