import Foundation
import PokedeskDomain
import Synchronization
import Testing

@testable import ManagedGraph
@testable import PokedeskData

// MARK: - Version 3: the date each pokemon was caught

@Suite("Caught dates: the upgrade from version 2, the clock, the sort and the filter")
struct CaughtTests {
    /// 1 January 2020 plus `minutes`.
    private func minute(_ minutes: Int) -> Date {
        Date(timeIntervalSince1970: 1_577_836_800 + Double(minutes) * 60)
    }

    @Test("given a version 2 store, when opened, then every pokemon is dated by creation order, a minute apart")
    func upgradeFromVersion2() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("v2.sqlite")
        do {
            let context = ObjectContext(store: try PersistentStore(location: .file(path), model: PokedeskModel.v2))
            try PokedeskPreload.loadIfNeeded(into: context)
            let pikachu = try context.fetch(
                FetchRequest(entityName: "Race", predicate: try ObjectPredicate(format: "code == 25"))
            ).first
            for name in ["Zap", "Gone", "Abra", "Pika"] {
                let pokemon = try context.insert(entityName: "Pokemon")
                try pokemon.setStoreValue(.string(name), forAttribute: "name")
                if name == "Pika" { try pokemon.setRelatedObject(pikachu, forKey: "race") }
            }
            try context.save()
            // A pokemon deleted: positions count the pokemons there are, not the keys handed out.
            let gone = try context.fetch(
                FetchRequest(entityName: "Pokemon", predicate: try ObjectPredicate(format: "name == 'Gone'"))
            )
            try context.delete(gone[0])
            try context.save()
        }

        let reports = Mutex<[StoreUpgradeProgress]>([])
        let pokedesk = try PokedeskContainer(location: .file(path)) { progress in
            reports.withLock { $0.append(progress) }
        }
        #expect(pokedesk.store.outcome == .migrated(from: 2))
        #expect(pokedesk.store.model.version == PokedeskModel.current.version)
        let pokemons = try pokemonsByCreation(in: pokedesk.viewContext)
        #expect(pokemons.map(\.name) == ["Zap", "Abra", "Pika"])
        #expect(pokemons.map(\.caught) == [minute(0), minute(1), minute(2)])
        #expect(pokemons.last?.race?.name == "Pikachu")
        #expect(try pokedesk.viewContext.count(for: FetchRequest(entityName: "Race")) == 898)

        // The progress the app's line is made of: each step from version 2 to 3, in order, then
        // the counts and indexes of the new tables, made at the current version (3, or a later
        // one reached from 3 by a lightweight migration, which reports no steps).
        let seen = reports.withLock { $0 }
        let current = PokedeskModel.current.version
        #expect(seen.filter { $0.step != .preparing }.allSatisfy { $0.fromVersion == 2 && $0.toVersion == 3 })
        #expect(
            seen.filter { $0.step == .preparing }.allSatisfy { $0.fromVersion == current && $0.toVersion == current }
        )
        let pokemonReports = seen.filter { $0.step == .pokemons }
        #expect(pokemonReports.first?.done == 0)
        #expect(pokemonReports.last?.done == 3)
        #expect(pokemonReports.last?.total == 3)
        var steps: [StoreUpgradeProgress.Step] = []
        for report in seen where steps.last != report.step { steps.append(report.step) }
        #expect(steps == [.pokemons, .races, .types, .racesTypes, .finishing, .preparing])

        // Opened again, there is nothing left to do.
        let reopened = try PokedeskContainer(location: .file(path)) { _ in Issue.record("upgraded twice") }
        #expect(reopened.store.outcome == .upToDate)
    }

    @Test("given a version 1 store, when opened, then it becomes version 2 and then 3, its pokemons dated")
    func upgradeFromVersion1() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("v1.sqlite")
        do {
            let context = ObjectContext(store: try PersistentStore(location: .file(path), model: PokedeskModel.v1))
            for name in ["Émile", "Bulby"] {
                try context.insert(entityName: "Pokemon").setStoreValue(.string(name), forAttribute: "name")
            }
            try context.save()
        }
        let pokedesk = try PokedeskContainer(location: .file(path))
        #expect(pokedesk.store.outcome == .migrated(from: 1))
        let pokemons = try pokemonsByCreation(in: pokedesk.viewContext)
        #expect(pokemons.map(\.name) == ["Émile", "Bulby"])
        #expect(pokemons.map(\.caught) == [minute(0), minute(1)])
    }

    @Test("given a clock, when pokemons are added, then each is caught at the clock's time and shows it")
    func addedAtTheClocksTime() throws {
        let start = Date(timeIntervalSince1970: 1_717_243_200)
        let repositories = try makePokedesk().makeRepositories(clock: .stepping(from: start, by: 90))
        let pika = try repositories.pokemons.add(name: "Pika", race: nil)
        let abra = try repositories.pokemons.add(name: "Abra", race: nil)
        #expect(pika.caught == start)
        #expect(abra.caught == start.addingTimeInterval(90))
        #expect(try repositories.pokemons.pokemon(abra.id)?.caught == abra.caught)
        #expect(Wording.editorLines(pika).last == "Caught 2024-06-01 12:00 UTC")
    }

    @Test("the system clock is now, to the second")
    func systemClock() {
        let before = Date().timeIntervalSince1970.rounded(.down)
        let now = CaughtClock.system.now().timeIntervalSince1970
        #expect(now >= before && now <= Date().timeIntervalSince1970)
        #expect(now == now.rounded(.down))
    }

    @Test("sort caught: oldest first, pokemons without a date before them, ties by name")
    func sortByCaught() throws {
        let pokedesk = try makePokedesk()
        let context = pokedesk.viewContext
        for (name, caught) in [("Zed", minute(5)), ("Bob", minute(9)), ("Al", minute(5)), ("None", nil)] {
            let pokemon = try context.insert(ManagedPokemon.self)
            pokemon.name = name
            pokemon.caught = caught
        }
        try context.save()
        let results = try pokedesk.makeRepositories().pokemons.liveResults(for: PokemonQuery(sort: .caught))
        #expect(try results.elements(in: 0..<results.count).map(\.name) == ["None", "Al", "Zed", "Bob"])
    }

    @Test("find caught with a date written as text: a day is midnight UTC; a bad date points at its column")
    func filterByCaught() throws {
        let pokedesk = try makePokedesk()
        let repositories = pokedesk.makeRepositories(clock: .stepping(from: minute(24 * 60 - 1)))
        for name in ["Late", "Early"].reversed() { _ = try repositories.pokemons.add(name: name, race: nil) }
        // Early is caught at 23:59 on 1 January 2020, Late a minute later, on the 2nd.
        let query = PokemonQuery(filter: #"caught >= "2020-01-02""#)
        let results = try repositories.pokemons.liveResults(for: query)
        #expect(try results.elements(in: 0..<results.count).map(\.name) == ["Late"])
        let error = #expect(throws: PokedeskError.self) {
            try repositories.pokemons.liveResults(for: PokemonQuery(filter: #"caught < "soon""#, filterColumn: 6))
        }
        #expect(
            error?.description
                == #"column 15: caught is a date; "soon" is not one (ISO 8601 text such as "2024-05-01" or "2024-05-01T10:00:00Z")"#
        )
    }

    // MARK: Helpers

    private func pokemonsByCreation(in context: ObjectContext) throws -> [ManagedPokemon] {
        try context.fetch(FetchRequest(entityName: "Pokemon")).compactMap { $0 as? ManagedPokemon }
            .sorted { $0.objectID.primaryKey < $1.objectID.primaryKey }
    }
}
