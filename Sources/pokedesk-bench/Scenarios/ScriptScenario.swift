import Foundation

// MARK: - 6. A long script, trace off and on

/// Whole processes running a script of many commands — list, paging, filters, sorts, the editor,
/// the types, a rename and its undo — with tracing off, as every session runs, and with `--trace`.
/// Off, each hop is one check: the off figure should stay within its run-to-run spread of the
/// figures recorded before tracing existed (docs/performance.md). On shows what the trace costs.
struct ScriptScenario {
    let stores: BenchStores
    let path: String
    let count: Int
    let commands: Int
    let rounds: Int

    /// Ten commands that leave the store as they found it.
    static let cycle = [
        "list", "next", "find name BEGINSWITH \"A\"", "find", "sort race", "sort name",
        "edit 1", "back", "rename 1 Benchy", "undo",
    ]

    func run() throws -> ScenarioResult {
        let pokedesk = ChildProcess.executableDirectory + "/pokedesk"
        guard FileManager.default.isExecutableFile(atPath: pokedesk) else {
            throw BenchError("\(pokedesk) is missing: build every product first (make bench does)")
        }
        let lines = (0..<commands).map { Self.cycle[$0 % Self.cycle.count] }
        let script = stores.directory + "/commands-\(commands).pokedesk"
        _ = FileManager.default.createFile(atPath: script, contents: Data((lines.joined(separator: "\n") + "\n").utf8))

        // Once, untimed: the script must run without an error, and trace when asked.
        let traced = try ChildProcess.run(pokedesk, ["--store", path, "--trace"], input: script)
        guard traced.output.components(separatedBy: "\ntrace: ").count - 1 == commands else {
            throw BenchError("pokedesk --trace did not trace each of the \(commands) commands")
        }
        let contestants = [
            Contestant(key: "off", title: "pokedesk --store S < script (trace off)") {
                let outcome = try ChildProcess.run(pokedesk, ["--store", path], input: script, captureOutput: false)
                return Trial(seconds: outcome.seconds, check: "ran")
            },
            Contestant(key: "on", title: "pokedesk --store S --trace < script") {
                let outcome = try ChildProcess.run(
                    pokedesk,
                    ["--store", path, "--trace"],
                    input: script,
                    captureOutput: false
                )
                return Trial(seconds: outcome.seconds, check: "ran")
            },
        ]
        let label = "script of \(Format.count(commands)) commands"
        let results = try Rounds.run(contestants, rounds: rounds, label: label)
        var scenario = ScenarioResult(
            id: "script-\(commands)",
            title: "A script of \(Format.count(commands)) commands, \(Format.count(count)) pokemons, trace off and on",
            size: count,
            reference: "off",
            contestants: results
        )
        scenario.notes.append(
            "Whole processes, launch to exit; the commands cycle through: \(Self.cycle.joined(separator: ", "))."
        )
        return scenario
    }
}
