import Foundation
import GRDB
import ManagedGraph
import PokedeskData
import Testing

// MARK: - A save killed at random moments

/// Starts `store-writer` saving many pokemons in one save and kills it with SIGKILL at a
/// random moment, round after round on the same store: each time the store opens, SQLite finds
/// it intact, and the save is all or nothing. `make test` runs a few rounds, `make stress` 20
/// (`POKEDESK_STRESS_ROUNDS`); the moments come from a fixed seed.
@Suite("Durability: a writer killed during its save")
struct KillDuringSaveTests {
    /// Where a round kills the writer.
    enum Moment: CustomStringConvertible {
        /// It runs to its end: the first round, which also times the phases for the others.
        case never
        /// Any time from its start: opening, inserting, validating, writing, committing.
        case anyTime(after: Duration)
        /// Within its transaction (or the moment after), timed from `begin`.
        case inTransaction(after: Duration)

        var description: String {
            switch self {
            case .never: return "not killed"
            case .anyTime(let delay): return "killed \(delay.milliseconds) ms after its start"
            case .inTransaction(let delay): return "killed \(delay.milliseconds) ms into its transaction"
            }
        }
    }

    @Test("the store opens, is intact, and holds all of a killed save or none of it", .timeLimit(.minutes(60)))
    func killedWriter() throws {
        let writer = try ChildProcess.executable("store-writer")
        let directory = try TemporaryDirectory()
        let store = directory.path("durable.sqlite")
        let count = Settings.stressPokemons
        _ = try PokedeskContainer(location: .file(store))
        var random = SeededRandom(seed: 0x0D0_0A81E)
        var expected = 0
        var untilBegin = Duration.zero
        var transaction = Duration.zero
        var outcomes: [String] = []

        for round in 1...max(1, Settings.stressRounds) {
            let prefix = "round\(round)"
            let moment: Moment
            if round == 1 {
                moment = .never
            } else if random.chance(25) {
                moment = .anyTime(after: (untilBegin + transaction) * random.fraction())
            } else {
                moment = .inTransaction(after: transaction * (1.1 * random.fraction()))
            }

            let started = ContinuousClock.now
            let process = try WriterProcess(executable: writer, store: store, count: count, prefix: prefix)
            // The save's own transaction begins after the pokemons are inserted.
            var began: ContinuousClock.Instant?
            switch moment {
            case .never:
                if process.wait(for: "inserted"), process.wait(for: "begin") { began = .now }
            case .anyTime(let delay):
                Thread.sleep(until: started + delay)
                process.kill()
            case .inTransaction(let delay):
                try #require(process.wait(for: "inserted") && process.wait(for: "begin"), "round \(round) began")
                Thread.sleep(until: .now + delay)
                process.kill()
            }
            let (killed, status) = process.waitUntilExit()
            let progress = process.progress
            if let began, !killed {
                untilBegin = began - started
                transaction = ContinuousClock.now - began
            }
            #expect(killed || status == 0, "round \(round): the writer failed: \(progress)")
            if case .never = moment { #expect(!killed) }

            // The store opens (SQLite recovers from the -wal), is intact, and holds all or none.
            let reopened = try PokedeskContainer(location: .file(store))
            #expect(try StoreInspection.integrityCheck(store) == ["ok"], "round \(round), \(moment)")
            let saved = try countOfRound(prefix, in: store)
            #expect(saved == 0 || saved == count, "round \(round), \(moment): \(saved) of \(count) pokemons saved")
            if progress.contains(where: { $0.hasPrefix("saved") }) {
                #expect(saved == count, "round \(round): the save had returned, so it must be there")
            }
            expected += saved
            let total = try reopened.viewContext.count(for: FetchRequest(entityName: "Pokemon"))
            #expect(total == expected, "round \(round): earlier rounds are untouched")
            outcomes.append("\(round): \(moment), last said \(progress.last ?? "nothing"), saved \(saved)")
        }
        // What the rounds hit, for the log; the moments are random, so nothing is asserted here.
        print("kill test, \(count) pokemons a save:\n  " + outcomes.joined(separator: "\n  "))
    }

    /// How many pokemons of one round (one save) the store holds.
    private func countOfRound(_ prefix: String, in path: String) throws -> Int {
        try DatabaseQueue(path: path).read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM Pokemon WHERE name LIKE ?", arguments: ["\(prefix)-%"])
                ?? -1
        }
    }
}

extension SeededRandom {
    /// A number in 0...1.
    mutating func fraction() -> Double {
        Double(int(0...1_000_000)) / 1_000_000
    }
}

extension Duration {
    var milliseconds: Int64 { components.seconds * 1_000 + components.attoseconds / 1_000_000_000_000_000 }
}

extension Thread {
    static func sleep(until instant: ContinuousClock.Instant) {
        let remaining = instant - .now
        if remaining > .zero { sleep(forTimeInterval: Double(remaining.milliseconds) / 1_000) }
    }
}
