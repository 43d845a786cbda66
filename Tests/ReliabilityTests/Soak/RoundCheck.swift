import GRDB

// MARK: - What went wrong in a round

/// The checks of a finished round: each process ended by itself (status 0 or 1, no signal, no
/// hang) and wrote its errors one line each; SQLite finds the store intact, every pokemon's race
/// exists and the engine's kept count is right; the audit's writes make the store as it is; and
/// every confirmation is a write the store had and every write a confirmation (`WriteMatcher`).
struct RoundCheck {
    struct Outcome {
        var commands = 0
        var changes = 0
        var transactions = 0
        var writes = 0
        /// Commands naming a row of the page shown just before, checked to act on its pokemon.
        var rowsChecked = 0
        /// Errors the processes reported, by kind (`no race has the code or name "…"`).
        var errors: [String: Int] = [:]
        var problems: [String] = []

        mutating func add(_ other: Outcome) {
            commands += other.commands
            changes += other.changes
            transactions += other.transactions
            writes += other.writes
            rowsChecked += other.rowsChecked
            errors.merge(other.errors, uniquingKeysWith: +)
            problems += other.problems
        }
    }

    static func outcome(of round: SoakRound.Finished) throws -> Outcome {
        var outcome = Outcome()
        var changes: [[ReportedChange]] = []
        for (index, process) in round.processes.enumerated() {
            let files = Dictionary(round.scripts[index].files.map { ($0.name, $0) }) { first, _ in first }
            let transcript = SoakTranscript(
                output: process.output,
                process: index + 1,
                files: files,
                races: round.races
            )
            outcome.commands += transcript.commands
            outcome.changes += transcript.changes.count
            outcome.rowsChecked += transcript.rowsChecked
            outcome.problems += transcript.problems
            changes.append(transcript.changes + unfinished(process, index + 1))
            check(process, into: &outcome)
        }
        try checkStore(round.store, into: &outcome)
        let (transactions, unlogged) = try StoreAudit.transactions(in: round.store)
        outcome.transactions = transactions.count
        outcome.writes = transactions.reduce(0) { $0 + $1.writes.count }
        if !unlogged.isEmpty {
            outcome.problems.append("writes no logged transaction made: \(unlogged.prefix(5).map(\.description))")
        }
        outcome.problems += replayProblems(
            transactions,
            from: round.initial,
            to: try StoreAudit.pokemons(in: round.store)
        )
        do {
            let errors = round.processes.map { $0.errors.split(separator: "\n") }
            _ = try WriteMatcher(transactions: transactions, changes: changes, errors: errors, initial: round.initial)
                .match()
        } catch {
            outcome.problems.append("the confirmations and the store disagree: \(error)")
        }
        return outcome
    }

    /// For a process that did not end by itself, the command it was in: it may have saved
    /// without saying so, which is the crash's or the hang's problem, not one of its own.
    private static func unfinished(_ process: SoakProcess, _ number: Int) -> [ReportedChange] {
        if case .exited = process.ending { return [] }
        return [
            ReportedChange(
                kind: .unfinished,
                action: nil,
                process: number,
                outputLine: process.output.split(separator: "\n", omittingEmptySubsequences: false).count,
                command: process.lastCommand ?? "",
                text: "(ended in this command)"
            )
        ]
    }

    /// How the process ended, and whether each error it wrote is one line in the app's words.
    private static func check(_ process: SoakProcess, into outcome: inout Outcome) {
        let errorLines = process.errors.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        switch process.ending {
        case .exited(0), .exited(1):
            let malformed = errorLines.filter { !$0.hasPrefix("error: ") && !$0.hasPrefix("warning: ") }
            if !malformed.isEmpty {
                outcome.problems.append(
                    "\(process.name) wrote errors that are not one line: \(malformed.prefix(5).map { String($0) })"
                )
            }
            let raw = errorLines.filter(EngineWords.appear)
            if !raw.isEmpty {
                outcome.problems.append(
                    "\(process.name) showed \(raw.count) errors in the engine's own words: \(raw.prefix(3).map { String($0) })"
                )
            }
        default:
            outcome.problems.append(
                "\(process.name) \(process.ending!) at `\(process.lastCommand ?? "its start")`:\n    \(process.crashSummary)"
            )
        }
        for line in errorLines where line.hasPrefix("error: ") {
            outcome.errors[kind(of: line), default: 0] += 1
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
    private static func checkStore(_ store: String, into outcome: inout Outcome) throws {
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
    private static func replayProblems(
        _ transactions: [AuditedTransaction],
        from initial: [Int64: PokemonRow],
        to final: [Int64: PokemonRow]
    ) -> [String] {
        var store = ReplayedStore(initial)
        var problems: [String] = []
        for transaction in transactions {
            for write in transaction.writes {
                if let mismatch = store.mismatch(of: write) { problems.append("\(transaction): \(mismatch)") }
                store.apply(write)
            }
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
