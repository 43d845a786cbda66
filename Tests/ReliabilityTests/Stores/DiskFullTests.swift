import Foundation
import GRDB
import PokedeskDomain
import Testing

@testable import ManagedGraph
@testable import PokedeskData

// MARK: - A full disk

/// A full disk, simulated by SQLite's `max_page_count` on the store's own connection: the save
/// that needs more pages fails as on a full disk (SQLITE_FULL).
@Suite("A full disk")
struct DiskFullTests {
    @Test("the save fails with one clear line, writes nothing, keeps its changes; with room again the retry succeeds")
    func saveFailsThenRetries() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("full.sqlite")
        let container = try PokedeskContainer(location: .file(path))
        let context = container.viewContext
        let pages = try limitPages(of: container.store, toGrowth: 2)

        let names = (1...2_000).map { "Pokemon with a long name \($0)" }
        for name in names {
            let pokemon = try context.insert(ManagedPokemon.self)
            pokemon.name = name
        }
        let error = #expect(throws: ContextError.self) { try context.save() }
        #expect(error == .storeFull)
        #expect(error?.description == "the disk or the store is full; nothing was saved")
        #expect(context.insertedObjects.count == names.count, "the context keeps its changes")
        #expect(try StoreInspection.count("Pokemon", in: path) == 0)
        #expect(try StoreInspection.integrityCheck(path) == ["ok"])

        try container.store.withDatabase { db in try db.execute(sql: "PRAGMA max_page_count = \(pages * 100)") }
        try context.save()
        #expect(!context.hasChanges)
        #expect(try Set(StoreInspection.pokemonNames(in: path)) == Set(names))
    }

    @Test("through the repositories the refusal is one line, and nothing is left half-added")
    func repositoryReportsFull() throws {
        let container = try PokedeskContainer(location: .inMemory)
        let repositories = container.makeRepositories()
        try limitPages(of: container.store, toGrowth: 0)
        let longName = String(repeating: "Ω", count: 40)
        var refusal: PokedeskError?
        // Each add needs a little room; the pages run out after a few.
        for index in 1...500 {
            do {
                try repositories.pokemons.add(name: "\(index) \(longName)".prefix(40).description, race: nil)
            } catch {
                refusal = error
                break
            }
        }
        let error = try #require(refusal, "the pages ran out")
        #expect(error == .diskFull)
        #expect(error.description == "the disk is full; nothing was saved")
        #expect(!container.viewContext.hasChanges, "the repository rolled the refused change back")
        let shown = try repositories.pokemons.allNames().count
        let stored = try container.viewContext.count(for: FetchRequest(entityName: "Pokemon"))
        #expect(shown == stored)
    }

    /// Lets the store's file grow by `growth` pages at most; returns its pages now.
    @discardableResult
    private func limitPages(of store: PersistentStore, toGrowth growth: Int) throws -> Int {
        try store.withDatabase { db in
            let pages = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0
            try db.execute(sql: "PRAGMA max_page_count = \(pages + growth)")
            return pages
        }
    }
}
