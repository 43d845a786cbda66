import Foundation
import Testing

// MARK: - A heavy migration killed at random moments

/// Starts `store-migrator` migrating a version 2 pokedesk store to the app's version 3 (a date for
/// every pokemon, from the creation order) and kills it with SIGKILL at random moments, once or
/// twice a round, before letting a last run finish. After every kill the store opens as
/// version 2 or version 3 with every pokemon and every link, SQLite finds it intact, and the
/// next run goes on from there. `make test` runs 3 rounds of 50,000 pokemons;
/// `make stress-migration` 20 rounds of a million (`POKEDESK_STRESS_ROUNDS`,
/// `POKEDESK_MIGRATION_POKEMONS`). The moments come from a fixed seed.
@Suite("Durability: a heavy migration killed at random moments")
struct KillDuringMigrationTests {
    /// Where a kill falls.
    enum Moment: CustomStringConvertible {
        /// Any time from the process's start, up to a little after a whole run's time.
        case anyTime(after: Duration)
        /// Among the pokemons' batches: after the first batch's report.
        case inBatches(after: Duration)
        /// In the last transaction, which swaps the tables: after `finishing`.
        case inSwap(after: Duration)

        var description: String {
            switch self {
            case .anyTime(let delay): return "killed \(delay.milliseconds) ms after its start"
            case .inBatches(let delay): return "killed \(delay.milliseconds) ms into the pokemons' batches"
            case .inSwap(let delay): return "killed \(delay.milliseconds) ms into the swap"
            }
        }
    }

    /// Pokemons a batch migrates: small enough that a 50,000-pokemon store has a few dozen.
    static let batch = "2000"

    @Test(
        "the store opens as version 2 or 3, complete and intact, after every kill, and a last run finishes",
        .timeLimit(.minutes(60))
    )
    func killedMigration() throws {
        let migrator = try ChildProcess.executable("store-migrator")
        let directory = try TemporaryDirectory()
        let template = directory.path("version2.sqlite")
        let count = Settings.migrationPokemons
        let created = try ChildProcess.run(migrator, ["create", template, String(count)], limit: .seconds(1800))
        try #require(created.status == 0, "created: \(created.errors)")
        let original = try MigratedStore.read(template)
        try #require(original.version == 2 && original.pokemons == count)

        // A whole run, to time the others' kills by.
        let timed = directory.path("timed.sqlite")
        try FileManager.default.copyItem(atPath: template, toPath: timed)
        let started = ContinuousClock.now
        let whole = try ChildProcess.run(migrator, ["migrate", timed, Self.batch], limit: .seconds(1800))
        let runTime = ContinuousClock.now - started
        try #require(whole.status == 0, "migrated: \(whole.errors)")
        try expectMigrated(timed, like: original, count: count, after: "the whole run")
        var outcomes = ["a whole run: \(runTime.milliseconds) ms, \(whole.output.split(separator: "\n").last ?? "")"]

        var random = SeededRandom(seed: 0x0D0_3161)
        for round in 1...max(1, Settings.stressRounds) {
            let store = directory.path("round\(round).sqlite")
            try FileManager.default.copyItem(atPath: template, toPath: store)
            var expected = original
            for kill in 1...random.int(1...2) {
                let moment: Moment
                switch random.int(0...9) {
                case 0...4: moment = .anyTime(after: runTime * (1.1 * random.fraction()))
                case 5...7: moment = .inBatches(after: runTime * (0.8 * random.fraction()))
                default: moment = .inSwap(after: runTime * (0.1 * random.fraction()))
                }
                let (status, said) = try run(migrator, on: store, killed: moment)
                let name = "round \(round), kill \(kill), \(moment)"
                #expect(status == "killed" || status == "exited 0", "\(name): \(status)")
                let now = try expectWhole(store, like: expected, after: name)
                outcomes.append(
                    "\(round).\(kill): \(moment), last said \(said ?? "nothing"), left version \(now.version)"
                )
                // Now and then the old program saves after a kill: the migration must start
                // again and keep that pokemon.
                if now.version == 2 && random.chance(30) {
                    let added = try ChildProcess.run(migrator, ["add", store, "late-\(round)-\(kill)"])
                    #expect(added.status == 0, "\(name): \(added.errors)")
                    expected.pokemons += 1
                    outcomes[outcomes.count - 1] += ", then version 2 saved a pokemon"
                }
            }
            let last = try ChildProcess.run(migrator, ["migrate", store, Self.batch], limit: .seconds(1800))
            #expect(last.status == 0, "round \(round): the last run failed: \(last.errors)")
            try expectMigrated(store, like: expected, count: expected.pokemons, after: "round \(round)'s last run")
            try FileManager.default.removeItem(atPath: store)
        }
        // What the kills hit, for the log; the moments are random, so nothing is asserted here.
        print("migration kill test, \(count) pokemons:\n  " + outcomes.joined(separator: "\n  "))
    }

    /// Runs the migrator on `store` and kills it at `moment`; how it ended and its last line.
    private func run(_ migrator: URL, on store: String, killed moment: Moment) throws -> (String, String?) {
        let started = ContinuousClock.now
        let process = try WriterProcess(executable: migrator, arguments: ["migrate", store, Self.batch])
        switch moment {
        case .anyTime(let delay):
            Thread.sleep(until: started + delay)
        case .inBatches(let delay):
            if process.wait(for: "progress Pokemon") { Thread.sleep(until: .now + delay) }
        case .inSwap(let delay):
            if process.wait(for: "finishing") { Thread.sleep(until: .now + delay) }
        }
        process.kill()
        let (killed, status) = process.waitUntilExit()
        return (killed ? "killed" : "exited \(status)", process.progress.last)
    }

    /// After a kill: intact, version 2 or 3 (as the store itself and the engine opening it
    /// read-only both say), every pokemon and every link there.
    @discardableResult
    private func expectWhole(_ store: String, like expected: MigratedStore, after name: String) throws -> MigratedStore
    {
        #expect(try StoreInspection.integrityCheck(store) == ["ok"], "\(name)")
        let found = try MigratedStore.read(store)
        let opened = try ChildProcess.run(try ChildProcess.executable("store-migrator"), ["inspect", store])
        #expect(
            opened.output == "version \(found.version) \(expected.pokemons)\n",
            "\(name): \(opened.output)\(opened.errors)"
        )
        var whole = expected
        whole.version = found.version
        // Building tables stay beside version 2 until a run resumes or drops them.
        whole.buildingTables = found.version == 2 ? found.buildingTables : 0
        #expect(found == whole, "\(name): \(found), expected \(whole)")
        #expect([2, 3].contains(found.version), "\(name)")
        return found
    }

    private func expectMigrated(_ store: String, like original: MigratedStore, count: Int, after name: String) throws {
        var expected = original
        expected.version = 3
        expected.pokemons = count
        #expect(try StoreInspection.integrityCheck(store) == ["ok"], "\(name)")
        #expect(try MigratedStore.read(store) == expected, "\(name)")
    }
}
