import PokedeskDomain
import Testing

@testable import ManagedGraph
@testable import PokedeskData

// MARK: - Thousands of new rows placed by one walk of the order

@Suite("Many new rows at once")
struct BulkInsertionTests {
    enum Grouping: String, CaseIterable, Sendable {
        case none, race, letter
    }

    /// A controller of pokemons sorted and grouped as the app's list does.
    private func controller(
        _ grouping: Grouping,
        filter: String?,
        in pokedesk: PokedeskContainer
    ) throws -> FetchedResultsController {
        let sections: PokemonSections = grouping == .race ? .race : grouping == .letter ? .letter : .off
        let (sort, sectionKey) = ContextPokemonRepository.ordering(for: PokemonQuery(sections: sections))
        let request = FetchRequest(
            entityName: "Pokemon",
            predicate: try filter.map { try ObjectPredicate(format: $0) },
            sortDescriptors: sort
        )
        let results = try FetchedResultsController(
            fetchRequest: request,
            context: pokedesk.viewContext,
            sectionKey: sectionKey
        )
        try results.performFetch()
        return results
    }

    /// A controller's sections and rows.
    private func table(of results: FetchedResultsController) throws -> [TableSection] {
        let ids = try results.objects(in: 0..<results.count).map(\.objectID)
        var start = 0
        return results.sections.map { section in
            defer { start += section.count }
            return TableSection(name: section.name, rows: Array(ids[start..<(start + section.count)]))
        }
    }

    /// Thirty generated pokemons listed by name, a recorder their delegate, and the table they show.
    private func thirtyListed() throws -> (PokedeskContainer, FetchedResultsController, BatchRecorder, [TableSection]) {
        let pokedesk = try makePokedesk()
        try generate(30, in: pokedesk)
        let results = try controller(.none, filter: nil, in: pokedesk)
        let recorder = BatchRecorder()
        results.delegate = recorder
        return (pokedesk, results, recorder, try table(of: results))
    }

    private func generate(_ count: Int, in pokedesk: PokedeskContainer) throws {
        _ = try ContextPokemonTransfers(viewContext: pokedesk.viewContext)
            .generatePokemons(count: count, progress: { _ in }, isCancelled: { false })
    }

    @Test(
        "the delegate hears each new row where a fresh fetch puts it, in one batch, no object filled for it",
        arguments: Grouping.allCases,
        [(nil as String?, false), ("race.code < 300", false), (nil, true), ("name BEGINSWITH[c] \"s\"", true)]
    )
    func placedAsAFetchWould(grouping: Grouping, setting: (filter: String?, indexed: Bool)) throws {
        let pokedesk = try makePokedesk()
        try generate(150, in: pokedesk)
        let results = try controller(grouping, filter: setting.filter, in: pokedesk)
        let recorder = BatchRecorder()
        results.delegate = recorder
        if setting.indexed, let first = try results.objects(in: 0..<1).first {
            _ = try results.location(of: first.objectID)  // the whole order in memory
        }
        let before = try table(of: results)
        let registered = pokedesk.viewContext.statistics.objectsRegistered

        try generate(FetchedResultsController.bulkInsertionMinimum + 700, in: pokedesk)

        #expect(pokedesk.viewContext.statistics.objectsRegistered - registered < 100, "no object per new row")
        let batches = recorder.take()
        try #require(batches.count == 1)
        let insertions = batches[0].lines.filter { $0.hasPrefix("insert ") }
        #expect(batches[0].lines.allSatisfy { $0.hasPrefix("insert ") || $0.hasPrefix("+section ") })
        let fresh = try controller(grouping, filter: setting.filter, in: pokedesk)
        let after = try table(of: fresh)
        #expect(try TableUpdate.apply(batches[0], to: before) == after)
        #expect(insertions.count == results.count - before.reduce(0) { $0 + $1.rows.count })
        #expect(insertions.count > 0)
        #expect(results.count == fresh.count && results.sections == fresh.sections)
        #expect(recorder.strayEvents == 0)
        if grouping == .none { #expect(results.index == nil, "back to counting, as after performFetch") }
    }

    @Test("after the walk, a rename moves its row as a controller that fetched afresh says")
    func changesAfterward() throws {
        let pokedesk = try makePokedesk()
        try generate(40, in: pokedesk)
        let results = try controller(.none, filter: nil, in: pokedesk)
        let recorder = BatchRecorder()
        results.delegate = recorder
        try generate(FetchedResultsController.bulkInsertionMinimum, in: pokedesk)
        let before = try table(of: results)
        _ = recorder.take()

        let pokemon = try #require(try results.objects(in: 7..<8).first as? ManagedPokemon)
        pokemon.name = "Aaa first"
        try pokedesk.viewContext.save()

        let batches = recorder.take()
        try #require(batches.count == 1)
        #expect(
            try TableUpdate.apply(batches[0], to: before) == table(of: controller(.none, filter: nil, in: pokedesk))
        )
        #expect(try results.objects(in: 0..<1).first?.objectID == pokemon.objectID)
    }

    @Test("new rows in the list's order, their places and keys both consecutive, are each heard where they go")
    func rowsInTheListsOrder() throws {
        let (pokedesk, results, recorder, before) = try thirtyListed()

        // Named to sort before every generated name, in the order they are inserted.
        let other = ObjectContext(store: pokedesk.store, name: "other")
        let count = FetchedResultsController.bulkInsertionMinimum + 10
        for number in 0..<count {
            let digits = String(number)
            try other.insert(ManagedPokemon.self).name =
                "Aaa " + String(repeating: "0", count: 5 - digits.count) + digits
        }
        try other.save()
        pokedesk.viewContext.mergePendingChanges()

        let batches = recorder.take()
        try #require(batches.count == 1)
        let insertions = batches[0].lines.filter { $0.hasPrefix("insert ") }
        #expect(insertions.count == count)
        #expect(insertions.first == "insert [0, 0]" && insertions.last == "insert [0, \(count - 1)]")
        #expect(
            try TableUpdate.apply(batches[0], to: before) == table(of: controller(.none, filter: nil, in: pokedesk))
        )
        // The controller under test, which only its delegate's calls show, lives until here.
        withExtendedLifetime(results) {}
    }

    @Test("new rows merged with a change to a row already there are placed one by one, as before")
    func mixedChangeRowByRow() throws {
        let (pokedesk, results, recorder, before) = try thirtyListed()

        // Another context renames a row and saves new ones; the view merges both at once.
        let other = ObjectContext(store: pokedesk.store, name: "other")
        let renamed = try #require(try other.fetch(FetchRequest(entityName: "Pokemon")).first as? ManagedPokemon)
        renamed.name = "Zzz last"
        for number in 0..<FetchedResultsController.bulkInsertionMinimum {
            try other.insert(ManagedPokemon.self).name = "New \(number)"
        }
        try other.save()
        pokedesk.viewContext.mergePendingChanges()

        let batches = recorder.take()
        try #require(batches.count == 1)
        #expect(batches[0].lines.contains { $0.hasPrefix("move ") })
        #expect(
            try TableUpdate.apply(batches[0], to: before) == table(of: controller(.none, filter: nil, in: pokedesk))
        )
        #expect(results.index != nil, "placed row by row: the order stays in memory")
    }
}
