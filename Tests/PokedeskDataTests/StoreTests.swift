import Foundation
import GRDB
import Testing

@testable import ManagedGraph
@testable import PokedeskData

// MARK: - Opening, migrating and refusing stores

@Suite("Stores and migration")
struct StoreTests {
    @Test(
        "given a version 1 file with pokemons, when opened with version 3, then every pokemon is kept and races can be set"
    )
    func lightweightMigration() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("v1.sqlite")
        do {
            let store = try PersistentStore(location: .file(path), model: PokedeskModel.v1)
            let context = ObjectContext(store: store)
            for name in ["Pika", "Émile", "Zap"] {
                let pokemon = try context.insert(entityName: "Pokemon")
                try pokemon.setStoreValue(.string(name), forAttribute: "name")
            }
            try context.save()
        }

        let pokedesk = try PokedeskContainer(location: .file(path))
        #expect(pokedesk.store.outcome == .migrated(from: 1))
        let context = pokedesk.viewContext
        let sorted = FetchRequest(entityName: "Pokemon", sortDescriptors: [.init("name", comparison: .caseInsensitive)])
        let pokemons = try context.fetch(sorted).compactMap { $0 as? ManagedPokemon }
        #expect(pokemons.map(\.name) == ["Émile", "Pika", "Zap"])
        #expect(pokemons.allSatisfy { $0.race == nil })
        #expect(try context.count(for: FetchRequest(entityName: "Race")) == 898)

        let pikachu = try context.fetch(
            FetchRequest(
                entityName: "Race",
                predicate: .comparison(.init(.keyPath(ModelKeyPath("code")), .equal, .value(.integer(25))))
            )
        )
        try pokemons[1].setRace(pikachu.first as? ManagedRace)
        try context.save()
        let reopened = try PokedeskContainer(location: .file(path))
        #expect(reopened.store.outcome == .upToDate)
        let found = try reopened.viewContext.fetch(sorted).compactMap { $0 as? ManagedPokemon }
        #expect(found[1].race?.name == "Pikachu")
    }

    @Test("a store written by a newer model version is refused and left untouched")
    func newerVersionRefused() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("future.sqlite")
        _ = try PokedeskContainer(location: .file(path))
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in try db.execute(sql: "UPDATE Z_METADATA SET value = '4' WHERE key = 'model_version'") }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))

        #expect(throws: PokedeskOpeningError.store(.newerModel(stored: 4, known: 3))) {
            try PokedeskContainer(location: .file(path))
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test("a file that is not SQLite is refused with one line and never overwritten")
    func notADatabase() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("notes.sqlite")
        let text = Data(String(repeating: "my precious notes\n", count: 300).utf8)
        try text.write(to: URL(fileURLWithPath: path))

        let error = #expect(throws: PokedeskOpeningError.self) { try PokedeskContainer(location: .file(path)) }
        #expect(error == .store(.notADatabase(path: path)))
        #expect(error?.description == "\(path) is not a SQLite database; it was left untouched")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == text)
    }

    @Test("a SQLite database of another application is refused")
    func foreignDatabase() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("other.sqlite")
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in try db.execute(sql: "CREATE TABLE invoices (id INTEGER PRIMARY KEY)") }
        #expect(throws: PokedeskOpeningError.store(.foreignDatabase(path: path))) {
            try PokedeskContainer(location: .file(path))
        }
    }

    @Test("a missing directory is created only when asked (the app's default location), and refused otherwise")
    func missingDirectory() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("a/b/c/pokedesk.sqlite")
        #expect(
            throws: PokedeskOpeningError.store(
                .cannotOpen(path: path, reason: .noDirectory(directory.path("a/b/c")))
            )
        ) { try PokedeskContainer(location: .file(path)) }
        #expect(!FileManager.default.fileExists(atPath: directory.path("a")), "nothing was created")

        _ = try PokedeskContainer(location: .file(path), options: .init(createsDirectory: true))
        #expect(FileManager.default.fileExists(atPath: path))
    }

    @Test("a directory named as the store, or a file named as its directory, is refused in those words")
    func directoryAsStore() throws {
        let directory = try TemporaryDirectory()
        let folder = directory.url.path
        #expect(
            throws: PokedeskOpeningError.store(.cannotOpen(path: folder, reason: .isDirectory))
        ) {
            try PokedeskContainer(location: .file(folder), options: .init(createsDirectory: true))
        }
        let file = directory.path("notes.txt")
        try "not a directory".write(toFile: file, atomically: true, encoding: .utf8)
        #expect(
            throws: PokedeskOpeningError.store(
                .cannotOpen(path: file + "/x.sqlite", reason: .notADirectory(file))
            )
        ) {
            try PokedeskContainer(location: .file(file + "/x.sqlite"), options: .init(createsDirectory: true))
        }
    }

    @Test("the SQL log receives every statement, with values bound and not spliced")
    func sqlLog() throws {
        let recorder = SQLRecorder()
        let pokedesk = try makePokedesk(options: .init(sqlLog: recorder.log))
        recorder.reset()
        let context = pokedesk.viewContext
        let pokemon = try context.insert(ManagedPokemon.self)
        pokemon.name = "Secret Name"
        try context.save()
        _ = try context.fetch(
            FetchRequest(
                entityName: "Pokemon",
                predicate: .comparison(.init(.keyPath(ModelKeyPath("name")), .equal, .value(.string("Secret Name"))))
            )
        )

        let log = recorder.all
        #expect(log.contains { $0.hasPrefix("INSERT INTO \"Pokemon\"") })
        #expect(log.contains { $0.hasPrefix("SELECT") && $0.contains("\"Pokemon\"") })
        #expect(log.contains { $0.hasPrefix("BEGIN IMMEDIATE") })
        #expect(!log.contains { $0.contains("Secret Name") }, "values are bound, so they never appear in statements")
    }

    @Test("the standard error log prefixes statements with sql:")
    func standardErrorLogFormat() {
        // The closure itself is what `--sql-debug` installs; its format is part of the contract.
        let options = PersistentStore.Options(sqlLog: PersistentStore.Options.standardErrorLog)
        #expect(options.sqlLog != nil)
    }
}
