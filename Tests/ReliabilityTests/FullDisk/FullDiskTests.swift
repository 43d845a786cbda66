import Foundation
import GRDB
import ManagedGraph
import PokedeskData
import Testing

// MARK: - A disk that really fills up

/// The `pokedesk` binary on a store in a small tmpfs of the test's own (see `SmallDisk`): a save,
/// an import, a generate, an export and a migration each meet a full file system. Each ends with
/// one line saying so; the store stays intact (SQLite's `integrity_check`) with every pokemon
/// saved before; no temporary file is left; and once there is room again, work goes on.
@Suite("A full disk, for real")
struct FullDiskTests {
    static let nothingSaved = "error: the disk is full; nothing was saved"

    @Test("a save on a disk filled meanwhile: one line, nothing saved, the session goes on; with room, the retry works")
    func save() throws {
        let disk = try SmallDisk(kilobytes: 2048)
        let store = disk.path("pokedesk.sqlite")
        let app = try RunningProcess(try ChildProcess.executable("pokedesk"), ["--store", store])
        try app.send("add Pika 25")
        try app.send("add Abra 63")
        try app.waitUntil("the second add") { output, _ in output.contains(#"added "Abra""#) }

        try disk.fill()
        try app.send("add Zed")
        try app.send("list")
        try app.waitUntil("the refusal, then the list") { output, errors in
            errors.contains(Self.nothingSaved) && output.contains("2 pokemons")
        }
        disk.removeBallast()
        try app.send("add Zed")
        try app.waitUntil("the retry") { output, _ in output.contains(#"added "Zed""#) }
        #expect(try app.finish() == 1, "a script with a failed command ends with 1")
        #expect(app.errorLines == [Self.nothingSaved])

        try expectIntact(store, names: ["Pika", "Abra", "Zed"])
        #expect(try disk.files().isSubset(of: Self.storeFiles))
    }

    @Test(
        "an import that fills the disk: the batch in progress is not saved, the batches before it are kept and counted"
    )
    func importFillsDisk() throws {
        let disk = try SmallDisk(kilobytes: 3072)
        let store = disk.path("pokedesk.sqlite")
        try makeStore(at: store, names: ["Pika", "Abra"])
        let files = try TemporaryDirectory()
        let csv = files.path("many.csv")
        let rows = 60_000
        try ("name,race\n" + (1...rows).map { "Imported \($0),\($0 % 898 + 1)\n" }.joined())
            .write(toFile: csv, atomically: true, encoding: .utf8)

        let result = try ChildProcess.run(
            try ChildProcess.executable("pokedesk"),
            ["--store", store],
            input: "import \(csv)\n"
        )
        let kept = try keptCount(in: result, job: "imported")
        #expect(kept >= 1000 && kept < rows && kept % 1000 == 0, "whole batches, not the file: \(kept)")
        #expect(result.status == 1)
        #expect(!result.output.contains("imported "), "no success line: \(result.output.suffix(200))")

        try expectIntact(store, names: ["Pika", "Abra"] + (1...kept).map { "Imported \($0)" })
        #expect(try disk.files().isSubset(of: Self.storeFiles))
    }

    @Test("a generate that fills the disk: the same, in its words")
    func generateFillsDisk() throws {
        let disk = try SmallDisk(kilobytes: 3072)
        let store = disk.path("pokedesk.sqlite")
        try makeStore(at: store, names: ["Pika", "Abra"])

        let result = try ChildProcess.run(
            try ChildProcess.executable("pokedesk"),
            ["--store", store],
            input: "generate 100000\n"
        )
        let kept = try keptCount(in: result, job: "generated")
        #expect(kept >= 1000 && kept < 100_000 && kept % 1000 == 0, "whole batches: \(kept)")
        #expect(result.status == 1)

        let names = try StoreInspection.pokemonNames(in: store)
        #expect(Array(names.prefix(2)) == ["Pika", "Abra"], "the pokemons from before come first, kept")
        #expect(names.count == kept + 2)
        #expect(try StoreInspection.integrityCheck(store) == ["ok"])
        #expect(try disk.files().isSubset(of: Self.storeFiles))
    }

    @Test("a first batch that does not fit: nothing was saved, said plainly")
    func firstBatchDoesNotFit() throws {
        let disk = try SmallDisk(kilobytes: 2048)
        let store = disk.path("pokedesk.sqlite")
        let app = try RunningProcess(try ChildProcess.executable("pokedesk"), ["--store", store])
        try app.send("add Pika 25")
        try app.waitUntil("the add") { output, _ in output.contains(#"added "Pika""#) }
        try disk.fill()
        try app.send("generate 5000")
        try app.waitUntil("the refusal") { _, errors in !errors.isEmpty }
        #expect(try app.finish() == 1)
        #expect(app.errorLines == [Self.nothingSaved])
        try expectIntact(store, names: ["Pika"])
    }

    @Test("an export onto a full disk: one line, the file there before unchanged, no temporary file left")
    func export() throws {
        // Room, once the ballast is gone, for 20,002 lines of a name, a race and a date.
        let disk = try SmallDisk(kilobytes: 1024)
        let files = try TemporaryDirectory()
        let store = files.path("pokedesk.sqlite")
        try makeStore(at: store, names: ["Pika", "Abra"])
        let target = disk.path("pokedesk.csv")
        let pokedesk = try ChildProcess.executable("pokedesk")
        let first = try ChildProcess.run(pokedesk, ["--store", store], input: "export \(target)\n")
        #expect(first.output == "exported 2 pokemons to \(target)\n")
        let before = try #require(contents(of: target))

        try disk.fill()
        let result = try ChildProcess.run(pokedesk, ["--store", store], input: "generate 20000\nexport \(target)\n")
        #expect(result.errorLines == [Self.nothingSaved])
        #expect(result.status == 1)
        #expect(contents(of: target) == before, "the file from before is whole and unchanged")
        #expect(try disk.files() == ["pokedesk.csv"], "no temporary file left beside it")

        disk.removeBallast()
        let retry = try ChildProcess.run(pokedesk, ["--store", store], input: "export \(target)\n")
        #expect(retry.output == "exported 20002 pokemons to \(target)\n")
        #expect(try disk.files() == ["pokedesk.csv"])
    }

    @Test("a migration on a full disk: one line, the version 1 store intact with every pokemon; with room, it migrates")
    func migration() throws {
        let disk = try SmallDisk(kilobytes: 2048)
        let store = disk.path("v1.sqlite")
        let names = (1...2000).map { "Old \($0)" }
        do {
            let version1 = try PersistentStore(location: .file(store), model: PokedeskModel.v1)
            let context = ObjectContext(store: version1)
            for name in names {
                try context.insert(entityName: "Pokemon").setStoreValue(.string(name), forAttribute: "name")
            }
            try context.save()
        }
        // Room for SQLite's shared-memory index and a page or two of journal; not for the
        // migration's tables.
        try disk.fill(leaving: 40 * 1024)
        let pokedesk = try ChildProcess.executable("pokedesk")
        let result = try ChildProcess.run(pokedesk, ["--store", store], input: "list\n")
        #expect(result.errorLines == [Self.nothingSaved])
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(try StoreInspection.integrityCheck(store) == ["ok"])
        #expect(try StoreInspection.pokemonNames(in: store) == names)
        #expect(try version(of: store) == 1, "still version 1: the migration was rolled back whole")

        disk.removeBallast()
        let migrated = try ChildProcess.run(pokedesk, ["--store", store], input: "list\n")
        #expect(migrated.errors.isEmpty)
        #expect(migrated.output.contains("2000 pokemons"))
        #expect(try version(of: store) == PokedeskModel.current.version)
        #expect(try StoreInspection.count("Race", in: store) == 898)
    }

    @Test(
        "the heavy step on a full disk: one line, the version 2 store intact, no table of the migration left; with room, it migrates"
    )
    func heavyMigration() throws {
        let disk = try SmallDisk(kilobytes: 2048)
        let store = disk.path("v2.sqlite")
        let names = (1...2000).map { "Old \($0)" }
        do {
            let context = ObjectContext(store: try PersistentStore(location: .file(store), model: PokedeskModel.v2))
            try PokedeskPreload.loadIfNeeded(into: context)
            for name in names {
                try context.insert(entityName: "Pokemon").setStoreValue(.string(name), forAttribute: "name")
            }
            try context.save()
        }
        // Room for a page or two of journal, not for a copy of the tables.
        try disk.fill(leaving: 40 * 1024)
        let pokedesk = try ChildProcess.executable("pokedesk")
        let result = try ChildProcess.run(pokedesk, ["--store", store], input: "list\n")
        #expect(result.errorLines == [Self.nothingSaved])
        #expect(result.status == 1)
        #expect(try StoreInspection.integrityCheck(store) == ["ok"])
        #expect(try StoreInspection.pokemonNames(in: store) == names)
        #expect(try version(of: store) == 2, "still version 2: the batches done were thrown away")
        #expect(try migrationTables(in: store) == 0)

        disk.removeBallast()
        let migrated = try ChildProcess.run(pokedesk, ["--store", store], input: "sort caught\n")
        #expect(migrated.errors.isEmpty)
        #expect(migrated.output.hasSuffix("2000 pokemons · page 1 of 100 (next, prev, page N)\n"))
        // Sorted by the dates the migration gave: the first created first.
        #expect(migrated.output.split(separator: "\n").dropFirst().first == " 1  Old 1   —")
        #expect(try version(of: store) == PokedeskModel.current.version)
        #expect(try migrationTables(in: store) == 0)
    }

    @Test("a new store with room for its tables but not for the races: says so; with room, the next start loads them")
    func preload() throws {
        let disk = try SmallDisk(kilobytes: 1024)
        let store = disk.path("pokedesk.sqlite")
        // Measured: the tables, their kept counts and SQLite's own files take under 200 KB, the races
        // about 200 KB more.
        try disk.fill(leaving: 240 * 1024)
        let pokedesk = try ChildProcess.executable("pokedesk")
        let result = try ChildProcess.run(pokedesk, ["--store", store], input: "list\n")
        #expect(
            result.errorLines == [
                "error: the disk is full; the races and types could not be loaded (they will be when there is room)"
            ]
        )
        #expect(result.status == 1)
        #expect(try StoreInspection.integrityCheck(store) == ["ok"])
        #expect(try StoreInspection.count("Race", in: store) == 0)

        disk.removeBallast()
        let loaded = try ChildProcess.run(pokedesk, ["--store", store], input: "add Pika 25\n")
        #expect(loaded.errors.isEmpty)
        #expect(loaded.output.contains(#"added "Pika", Pikachu (#25)"#))
        #expect(try StoreInspection.count("Race", in: store) == 898)
    }

    // MARK: Helpers

    /// A store's own files: what may be in the disk's directory afterwards.
    static let storeFiles: Set<String> = [
        "pokedesk.sqlite", "pokedesk.sqlite-wal", "pokedesk.sqlite-shm",
    ]

    /// The count of `the disk is full; the batch in progress was not saved, the N pokemons
    /// JOB before it are kept`, the one error line of `result`.
    private func keptCount(in result: ChildProcess.Result, job: String) throws -> Int {
        let line = try #require(result.errorLines.count == 1 ? result.errorLines.first : nil, "\(result.errorLines)")
        let prefix = "error: the disk is full; the batch in progress was not saved, the "
        let suffix = " pokemons \(job) before it are kept"
        try #require(line.hasPrefix(prefix) && line.hasSuffix(suffix), "\(line)")
        return try #require(Int(line.dropFirst(prefix.count).dropLast(suffix.count)), "\(line)")
    }

    /// SQLite finds the store intact, and it holds exactly `names`, in the order they were saved.
    private func expectIntact(
        _ store: String,
        names: [String],
        sourceLocation: SourceLocation = #_sourceLocation
    )
        throws
    {
        #expect(try StoreInspection.integrityCheck(store) == ["ok"], sourceLocation: sourceLocation)
        #expect(try StoreInspection.pokemonNames(in: store) == names, sourceLocation: sourceLocation)
    }

    /// The model version the store's metadata names.
    /// The tables a heavy migration builds beside the old ones (`Z_MIGRATION_…`).
    private func migrationTables(in store: String) throws -> Int? {
        try DatabaseQueue(path: store).read { db in
            try Int.fetchOne(
                db,
                sql: "SELECT count(*) FROM sqlite_master WHERE name LIKE 'Z\\_MIGRATION\\_%' ESCAPE '\\'"
            )
        }
    }

    private func version(of store: String) throws -> Int? {
        try DatabaseQueue(path: store).read { db in
            try Int.fetchOne(db, sql: "SELECT CAST(value AS INTEGER) FROM Z_METADATA WHERE key = 'model_version'")
        }
    }
}
