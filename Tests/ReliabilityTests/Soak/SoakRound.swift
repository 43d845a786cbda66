import Foundation
import GRDB
import PokedeskData
import PokedeskDomain

@testable import pokedesk_repl

// MARK: - One round: processes on one store, then the checks

/// A fresh store with some pokemons and the audit, a script for each process from the round's
/// seed, every process started at once on the store — the architectures in turn —, and once
/// all have ended, what went wrong: a crash or a hang, an error that is not one line, a
/// confirmation that is not what the store holds, a store SQLite or the engine finds damaged.
struct SoakRound {
    let seed: UInt64
    let processes: Int
    let lines: Int
    /// Where the store, the scripts, their files and the processes' output go.
    let directory: String

    /// A process writing nothing for this long is hung: no command of a script takes it.
    static let silence = Duration.seconds(120)
    /// Pokemons in the store before the processes start.
    static let firstPokemons = 40

    struct Outcome {
        var commands = 0
        var changes = 0
        var transactions = 0
        var writes = 0
        /// Errors the processes reported, by kind (`no race has the code or name "…"`).
        var errors: [String: Int] = [:]
        var problems: [String] = []
    }

    static func architecture(of process: Int) -> String {
        Architecture.allCases[(process - 1) % Architecture.allCases.count].rawValue
    }

    func run(_ pokedesk: URL) throws -> Outcome {
        let store = directory + "/soak.sqlite"
        try makeStore(at: store)
        try StoreAudit.install(on: store)
        let initial = try StoreAudit.pokemons(in: store)
        let races = try RaceKeys(store: store)

        var scripts: [SoakScript] = []
        for process in 1...processes {
            let script = SoakScript(
                process: process,
                length: lines,
                random: SeededRandom.forInput(process, seed: seed)
            )
            try (script.lines.joined(separator: "\n") + "\n").write(
                toFile: directory + "/\(name(of: process)).txt",
                atomically: true,
                encoding: .utf8
            )
            for file in script.files {
                try file.text.write(toFile: directory + "/" + file.name, atomically: true, encoding: .utf8)
            }
            scripts.append(script)
        }

        let barrier = directory + "/go"
        let running = try (1...processes).map { process in
            try SoakProcess(
                pokedesk,
                name: name(of: process),
                architecture: Self.architecture(of: process),
                store: store,
                directory: directory,
                barrier: barrier
            )
        }
        try Data().write(to: URL(fileURLWithPath: barrier))
        while !running.map({ $0.poll(silence: Self.silence) }).allSatisfy({ $0 }) {
            Thread.sleep(forTimeInterval: 0.05)
        }

        var outcome = Outcome()
        var changes: [[ReportedChange]] = []
        for (index, process) in running.enumerated() {
            let files = Dictionary(scripts[index].files.map { ($0.name, $0) }) { first, _ in first }
            let transcript = SoakTranscript(output: process.output, process: index + 1, files: files, races: races)
            outcome.commands += transcript.commands
            outcome.changes += transcript.changes.count
            outcome.problems += transcript.problems
            changes.append(transcript.changes)
            check(process, into: &outcome)
        }
        try checkStore(store, into: &outcome)
        let (transactions, unlogged) = try StoreAudit.transactions(in: store)
        outcome.transactions = transactions.count
        outcome.writes = transactions.reduce(0) { $0 + $1.writes.count }
        if !unlogged.isEmpty {
            outcome.problems.append("writes no logged transaction made: \(unlogged.prefix(5).map(\.description))")
        }
        outcome.problems += try replayProblems(transactions, from: initial, to: StoreAudit.pokemons(in: store))
        do {
            _ = try WriteMatcher(transactions: transactions, changes: changes, initial: initial).match()
        } catch {
            // A process that did not end by itself may have saved a change it never confirmed.
            let cut = running.filter { if case .exited = $0.ending { false } else { true } }.map(\.name)
            let caveat = cut.isEmpty ? "" : " (\(cut.joined(separator: ", ")) did not finish its last command)"
            outcome.problems.append("the confirmations and the store disagree\(caveat): \(error)")
        }
        return outcome
    }

    private func name(of process: Int) -> String {
        "p\(process)-\(Self.architecture(of: process))"
    }

    /// A store as the app makes it, with the first pokemons added through the app's own data layer.
    private func makeStore(at path: String) throws {
        let repositories = try PokedeskContainer(location: .file(path)).makeRepositories()
        var random = SeededRandom(seed: seed)
        for counter in 1...Self.firstPokemons {
            let race = random.chance(85) ? try repositories.races.race(matching: String(random.int(1...898))).id : nil
            try repositories.pokemons.add(
                name: ScriptedName.make(process: 0, counter: counter, &random),
                race: race
            )
        }
    }

    /// How the process ended, and whether each error it wrote is one line.
    private func check(_ process: SoakProcess, into outcome: inout Outcome) {
        let errorLines = process.errors.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        switch process.ending {
        case .exited(0), .exited(1):
            let malformed = errorLines.filter { !$0.hasPrefix("error: ") && !$0.hasPrefix("warning: ") }
            if !malformed.isEmpty {
                outcome.problems.append(
                    "\(process.name) wrote errors that are not one line: \(malformed.prefix(5).map { String($0) })"
                )
            }
        default:
            let last = process.output.split(separator: "\n").last { $0.hasPrefix("pokedesk[") } ?? "nothing"
            outcome.problems.append("\(process.name) \(process.ending!) at `\(last)`:\n    \(process.crashSummary)")
        }
        for line in errorLines where line.hasPrefix("error: ") {
            outcome.errors[Self.kind(of: line), default: 0] += 1
        }
    }

    /// An error without its particulars: quoted text as "…", numbers as N.
    static func kind(of line: Substring) -> String {
        var kind = ""
        var quoted = false
        for character in line {
            if character == "\"" {
                quoted.toggle()
                if quoted { kind += "\"…\"" }
            } else if !quoted {
                if character.isNumber {
                    if !kind.hasSuffix("N") { kind += "N" }
                } else {
                    kind.append(character)
                }
            }
        }
        return kind
    }

    /// SQLite finds the store intact, every pokemon's race exists, and the engine's kept count of
    /// pokemons is the number there is.
    private func checkStore(_ store: String, into outcome: inout Outcome) throws {
        let integrity = try StoreInspection.integrityCheck(store)
        if integrity != ["ok"] { outcome.problems.append("integrity_check: \(integrity.prefix(5))") }
        let (orphans, kept, counted) = try DatabaseQueue(path: store).read { db in
            (
                try Int.fetchOne(
                    db,
                    sql: "SELECT count(*) FROM Pokemon WHERE race IS NOT NULL AND race NOT IN (SELECT Z_PK FROM Race)"
                ) ?? -1,
                try Int.fetchOne(db, sql: "SELECT rows FROM Z_ROWCOUNT WHERE entity = 'Pokemon'"),
                try Int.fetchOne(db, sql: "SELECT count(*) FROM Pokemon") ?? -1
            )
        }
        if orphans != 0 { outcome.problems.append("\(orphans) pokemons have a race the store does not have") }
        if let kept, kept != counted { outcome.problems.append("the kept count is \(kept), the store has \(counted)") }
    }

    /// The audit's writes, replayed from the first pokemons, each from the row as it stood, end
    /// with the store as it is: the audit saw every write.
    private func replayProblems(
        _ transactions: [AuditedTransaction],
        from initial: [Int64: PokemonRow],
        to final: [Int64: PokemonRow]
    ) throws -> [String] {
        var store = ReplayedStore(initial)
        var problems: [String] = []
        for transaction in transactions {
            var single = store
            for write in transaction.writes {
                if let mismatch = single.mismatch(of: write) { problems.append("\(transaction): \(mismatch)") }
                single.apply(AuditedTransaction(number: transaction.number, writes: [write]))
            }
            store = single
        }
        if store.rows != final {
            let differ = Set(store.rows.keys).union(final.keys).filter { store.rows[$0] != final[$0] }.sorted()
            problems.append(
                "the audit's writes do not make the store: "
                    + differ.prefix(5).map {
                        "#\($0) \(store.rows[$0]?.description ?? "absent") in the audit, "
                            + "\(final[$0]?.description ?? "absent") in the store"
                    }.joined(separator: "; ")
            )
        }
        return Array(problems.prefix(10))
    }
}
