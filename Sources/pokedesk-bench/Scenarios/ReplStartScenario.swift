import Foundation

// MARK: - 5. REPL start

/// Whole processes, launch to exit: `pokedesk --store S` running the one-line script `list`,
/// against the floor for any Swift program of its kind — `pokedesk-bench-floor S`, which
/// imports Foundation and GRDB, opens the same store and reads one row. Interleaved, each
/// run a new process; the page cache is warm for both after the first round.
struct ReplStartScenario {
    let stores: BenchStores
    let path: String
    let count: Int
    let rounds: Int

    func run() throws -> ScenarioResult {
        let directory = ChildProcess.executableDirectory
        let pokedesk = directory + "/pokedesk"
        let floor = directory + "/pokedesk-bench-floor"
        for program in [pokedesk, floor] where !FileManager.default.isExecutableFile(atPath: program) {
            throw BenchError("\(program) is missing: build every product first (make bench does)")
        }
        let script = stores.directory + "/list.pokedesk"
        _ = FileManager.default.createFile(atPath: script, contents: Data("list\n".utf8))

        // Once, untimed: the REPL must really list the store.
        let listed = try ChildProcess.run(pokedesk, ["--store", path], input: script).output
        guard listed.contains("\(count) pokemon") else {
            throw BenchError("pokedesk list did not show \(count) pokemons:\n\(listed)")
        }
        let contestants = [
            Contestant(key: "floor", title: "minimal program: Foundation + GRDB, open, read one row") {
                let outcome = try ChildProcess.run(floor, [path], captureOutput: false)
                return Trial(seconds: outcome.seconds, check: "ran")
            },
            Contestant(key: "pokedesk", title: "pokedesk --store S < list") {
                let outcome = try ChildProcess.run(pokedesk, ["--store", path], input: script, captureOutput: false)
                return Trial(seconds: outcome.seconds, check: "ran")
            },
        ]
        let results = try Rounds.run(contestants, rounds: rounds, label: "REPL start, \(Format.count(count)) pokemons")
        var scenario = ScenarioResult(
            id: "repl-start-\(count)",
            title: "REPL start to the end of a one-line script (list), \(Format.count(count)) pokemons",
            size: count,
            reference: "floor",
            contestants: results
        )
        scenario.notes.append("Whole processes, launch to exit, timed around posix_spawn and wait4.")
        return scenario
    }
}
