import Foundation
import GRDB
import ManagedGraph
import PokedeskData
import PokedeskDomain
import Synchronization
import Testing

// MARK: - Opening a store under faults: the heavy migration and the preload

extension FaultTests {
    @Test("a heavy migration: one line, the store version 2 or 3 and whole; the next opening finishes it")
    func heavyMigration() async throws {
        let templates = try TemporaryDirectory()
        let count = Settings.faultMigrationPokemons
        let template = try Self.version2Store(templates.path("version2.sqlite"), pokemons: count)
        let original = try MigratedStore.read(template)
        let names = (1...count).map { "pokemon-\($0)" }
        var migrated = original
        migrated.version = PokedeskModel.current.version

        try await FaultSweep.run("a heavy migration", stride: Settings.faultBulkStride) { point in
            let path = try Self.copy(template, to: point)
            switch point.inject({ () throws(StoreError) in try Self.openMigrating(path) }) {
            case .success(let store):
                try store.close()
            case .failure(let error):
                Self.expectRefusal(error.worded, among: Self.nothingSaved, point)
            }
            for (what, file) in [("from disk", path), ("after a crash", try StoreOnDisk.afterCrash(path))] {
                #expect(try StoreInspection.integrityCheck(file) == ["ok"], "\(point.name), \(what)")
                let found = try MigratedStore.read(file)
                var whole = original
                whole.version = found.version
                // Tables of the batches done stay beside version 2, for the next opening to go on from.
                whole.buildingTables = found.version == 2 ? found.buildingTables : 0
                #expect(found == whole, "\(point.name), \(what): \(found)")
                // Not migrated, or migrated: to 3, and on to the current version when the model
                // has one past 3 (a lightweight step in the same opening).
                #expect([2, 3, PokedeskModel.current.version].contains(found.version), "\(point.name), \(what)")
            }

            // The next opening, with no fault, goes on from the last batch done to version 3, with
            // every pokemon and date.
            let done = try Self.pokemonsMigrated(in: path)
            let reports = MigrationReports()
            try Self.openMigrating(path, progress: reports.record).close()
            #expect(try MigratedStore.read(path) == migrated, "\(point.name): migrated by the next opening")
            if let done {
                #expect(reports.firstPokemons == done, "\(point.name): the next opening goes on from \(done)")
            }
            let container = try PokedeskContainer(location: .file(path))
            try Self.expectSeesAnotherProcess(container, point)
            let usable = try Self.expectNextChangeSaves(
                container.makeRepositories(),
                after: names + ["Elsewhere"],
                point
            )
            #expect(try StoreOnDisk.pokemonNames(path, point.name) == usable, "\(point.name)")
        }
    }

    @Test("a new store's preload: refused in one line with no race or every race; the next opening loads them")
    func preload() async throws {
        let templates = try TemporaryDirectory()
        let loaded = templates.path("loaded.sqlite")
        try PokedeskContainer(location: .file(loaded)).store.close()
        let catalogue = try #require(try StoreOnDisk.catalogue(loaded, "a store opened with no fault"))
        try #require(catalogue.races == 898 && catalogue.types == 18)
        try await FaultSweep.run("the preload of a new store", stride: Settings.faultBulkStride) { point in
            let path = point.path("new.sqlite")
            switch point.inject({ () throws(PokedeskOpeningError) in try PokedeskContainer(location: .file(path)) }) {
            case .success(let container):
                try container.store.close()
            case .failure(let error):
                Self.expectRefusal(error.description, among: Self.preloadRefusals, point)
            }
            for (what, file) in [("from disk", path), ("after a crash", try StoreOnDisk.afterCrash(path))] {
                let found = try StoreOnDisk.catalogue(file, "\(point.name), \(what)") ?? .empty
                #expect([.empty, catalogue].contains(found), "\(point.name), \(what): \(found)")
            }

            let container = try PokedeskContainer(location: .file(path))
            #expect(
                try StoreOnDisk.catalogue(path, point.name) == catalogue,
                "\(point.name): loaded by the next opening"
            )
            let repositories = container.makeRepositories()
            let pikachu = try repositories.races.race(matching: "25")
            try repositories.pokemons.add(name: "Pika", race: pikachu.id)
            try Self.expectSeesAnotherProcess(container, point)
            let usable = try Self.expectNextChangeSaves(repositories, after: ["Pika", "Elsewhere"], point)
            #expect(try StoreOnDisk.pokemonNames(path, point.name) == usable, "\(point.name)")
        }
    }

    /// The lines opening a new store may end in: its tables not made, or its races not loaded.
    static let preloadRefusals =
        nothingSaved + [
            "the store could not be written (I/O error); the races and types could not be loaded "
                + "(they will be the next time it is opened)",
            "the disk is full; the races and types could not be loaded (they will be when there is room)",
        ]

    /// Opens the store as the app's version, migrating it from version 2 in batches of
    /// `Settings.faultMigrationBatch` pokemons.
    static func openMigrating(
        _ path: String,
        progress: (@Sendable (MigrationProgress) -> Void)? = nil
    ) throws(StoreError) -> PersistentStore {
        try PersistentStore(
            location: .file(path),
            model: PokedeskModel.current,
            history: PokedeskModel.history,
            mappings: [PokedeskModel.mappingFromV2(batchSize: Settings.faultMigrationBatch)],
            options: .init(migrationProgress: progress)
        )
    }

    /// The pokemons an interrupted heavy migration has done, as the state it keeps in the store
    /// says; nil when none is under way.
    static func pokemonsMigrated(in path: String) throws -> Int? {
        try DatabaseQueue(path: path).read { db in
            guard let state = try String.fetchOne(db, sql: "SELECT value FROM Z_METADATA WHERE key = 'heavy_migration'")
            else { return nil }
            let json = try JSONSerialization.jsonObject(with: Data(state.utf8)) as? [String: Any]
            let pokemons = (json?["entities"] as? [String: Any])?["Pokemon"] as? [String: Any]
            return pokemons?["read"] as? Int ?? 0
        }
    }

    /// A closed version 2 store with the races and types and `count` pokemons named
    /// `pokemon-1`… in key order, each of a race by turns (as `store-migrator create` makes one).
    static func version2Store(_ path: String, pokemons count: Int) throws -> String {
        let store = try PersistentStore(location: .file(path), model: PokedeskModel.v2)
        let context = ObjectContext(store: store)
        try PokedeskPreload.loadIfNeeded(into: context)
        let races = try context.fetch(FetchRequest(entityName: "Race", sortDescriptors: [.init("code")]))
        for index in 0..<count {
            let pokemon = try context.insert(entityName: "Pokemon")
            try pokemon.setStoreValue(.string("pokemon-\(index + 1)"), forAttribute: "name")
            try pokemon.setRelatedObject(races[index % races.count], forKey: "race")
        }
        try context.save()
        try store.close()
        return path
    }
}

/// The first report of the pokemons' progress a migration makes: how many it starts from.
final class MigrationReports: Sendable {
    private let first = Mutex<Int?>(nil)

    var firstPokemons: Int? { first.withLock { $0 } }

    @Sendable func record(_ progress: MigrationProgress) {
        guard case .objects(entity: "Pokemon") = progress.stage else { return }
        first.withLock { $0 = $0 ?? progress.done }
    }
}
