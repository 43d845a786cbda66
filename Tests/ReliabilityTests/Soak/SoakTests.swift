import Foundation
import Testing

// MARK: - Several pokedesks on one store

/// Rounds of several `pokedesk` processes — one per architecture, then each again — working on
/// one store at once, each from a random script of its own: every command that reads or changes
/// pokemons, refused ones and garbage too. After each round: no process crashed or hung, every
/// error was one line, SQLite and the engine find the store intact, and the processes'
/// confirmations and the store's audited writes tell the same story (`WriteMatcher`).
///
/// `make test` runs one round of the five architectures; `make soak` runs rounds of more
/// processes for minutes (`POKEDESK_SOAK_PROCESSES`, `POKEDESK_SOAK_LINES`,
/// `POKEDESK_SOAK_SECONDS`). Each round's scripts come from its seed: a failed round prints it,
/// with the command that runs that round again (the same scripts; how the processes interleave
/// differs from run to run) and the directory it keeps of the scripts, outputs and store.
@Suite("Soak: several processes on one store")
struct SoakTests {
    @Test(
        "processes of every architecture on one store: no crash, no hang, one-line errors, and the store holds exactly the changes they confirmed",
        .timeLimit(.minutes(180))
    )
    func soak() throws {
        let pokedesk = try ChildProcess.executable("pokedesk")
        let started = ContinuousClock.now
        var seed = Settings.soakSeed
        var total = RoundCheck.Outcome()
        var rounds = 0
        repeat {
            rounds += 1
            let directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("pokedesk-soak-\(seed)-\(UUID().uuidString.prefix(8))").path
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let round = SoakRound(
                seed: seed,
                processes: max(1, Settings.soakProcesses),
                lines: Settings.soakLines,
                directory: directory
            )
            let outcome = try RoundCheck.outcome(of: round.run(pokedesk))
            total.add(outcome)
            guard outcome.problems.isEmpty else {
                Issue.record(Comment(rawValue: Self.failure(of: round, rounds, outcome)))
                break
            }
            try? FileManager.default.removeItem(atPath: directory)
            seed = Self.seed(after: seed)
        } while ContinuousClock.now - started < .seconds(Settings.soakSeconds)

        let minutes = Double((ContinuousClock.now - started).components.seconds) / 60
        print(
            """
            soak: \(rounds) rounds of \(Settings.soakProcesses) processes × \(Settings.soakLines) lines \
            in \(String(format: "%.1f", minutes)) minutes: \(total.commands) commands, \
            \(total.changes) changes confirmed, \(total.transactions) transactions \
            (\(total.writes) rows) matched to them; \(total.rowsChecked) row numbers checked against the page shown
            errors the processes reported, by kind (the rare ones are the ones to read):
            """
        )
        for (kind, count) in total.errors.sorted(by: { $0.value > $1.value }) {
            print("  \(count)  \(kind)")
        }
        // A soak that ran but exercised nothing would pass for nothing.
        #expect(total.changes > rounds * Settings.soakProcesses * Settings.soakLines / 20, "\(total.changes) changes")
        #expect(total.transactions > 0)
    }

    /// What a failed round says: its problems, how to run it again, where its files are.
    private static func failure(of round: SoakRound, _ number: Int, _ outcome: RoundCheck.Outcome) -> String {
        """
        soak round \(number) (seed \(round.seed)) found \(outcome.problems.count) problems:
        \(outcome.problems.prefix(10).map { "- " + $0 }.joined(separator: "\n"))
        its scripts (pN-ARCH.txt), outputs (.out, .err) and store (soak.sqlite, with the audit table \
        soak_audit) are kept in \(round.directory)
        run this round again (the same scripts; the processes interleave as they will):
          POKEDESK_SOAK_SEED=\(round.seed) POKEDESK_SOAK_PROCESSES=\(round.processes) \
        POKEDESK_SOAK_LINES=\(round.lines) swift test --filter ReliabilityTests.SoakTests
        """
    }

    /// The next round's seed, small enough to be given back as a decimal `Int`.
    private static func seed(after seed: UInt64) -> UInt64 {
        var random = SeededRandom(seed: seed)
        return random.next() & 0xFFFF_FFFF_FFFF
    }
}
