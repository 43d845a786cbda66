import GRDB
import Testing

@testable import ManagedGraph
@testable import PokedeskData

// MARK: - A delegate that writes down what it hears

final class ChangeRecorder: FetchedResultsControllerDelegate {
    var events: [String] = []

    func controllerWillChangeContent(_ controller: FetchedResultsController) { events.append("will") }
    func controllerDidChangeContent(_ controller: FetchedResultsController) { events.append("did") }

    func controller(_ controller: FetchedResultsController, didChange change: FetchedSectionChange) {
        switch change {
        case .inserted(let index, let name): events.append("+section \(index) \(name)")
        case .deleted(let index, let name): events.append("-section \(index) \(name)")
        }
    }

    func controller(_ controller: FetchedResultsController, didChange change: FetchedObjectChange, for object: ObjectID)
    {
        switch change {
        case .inserted(let at): events.append("insert \(at)")
        case .deleted(let at): events.append("delete \(at)")
        case .moved(let from, let to): events.append("move \(from)->\(to)")
        case .updated(let at): events.append("update \(at)")
        }
    }

    func take() -> [String] {
        defer { events = [] }
        return events
    }
}

// MARK: - Live results

@Suite("Live results")
struct LiveResultsTests {
    /// A pokedesk with named pokemons, each optionally of a race given by code.
    private func pokedesk(_ pokemons: [(String, Int?)]) throws -> PokedeskContainer {
        let pokedesk = try makePokedesk()
        let context = pokedesk.viewContext
        for (name, code) in pokemons {
            let pokemon = try context.insert(ManagedPokemon.self)
            pokemon.name = name
            if let code { try pokemon.setRace(try race(code, in: context)) }
        }
        try context.save()
        return pokedesk
    }

    private func race(_ code: Int, in context: ObjectContext) throws -> ManagedRace {
        let predicate = ObjectPredicate.comparison(
            .init(.keyPath(ModelKeyPath("code")), .equal, .value(.integer(Int64(code))))
        )
        return try #require(
            try context.fetch(FetchRequest(entityName: "Race", predicate: predicate)).first as? ManagedRace
        )
    }

    private func pokemon(_ name: String, in context: ObjectContext) throws -> ManagedPokemon {
        let predicate = ObjectPredicate.comparison(.init(.keyPath(ModelKeyPath("name")), .equal, .value(.string(name))))
        return try #require(
            try context.fetch(FetchRequest(entityName: "Pokemon", predicate: predicate)).first as? ManagedPokemon
        )
    }

    private func controller(
        _ context: ObjectContext,
        sort: [FetchSortDescriptor] = [.init("name", comparison: .caseInsensitive)],
        predicate: ObjectPredicate? = nil,
        sectionKey: SectionKey? = nil,
        prefetch: [String] = ["race"]
    ) throws -> (FetchedResultsController, ChangeRecorder) {
        let request = FetchRequest(
            entityName: "Pokemon",
            predicate: predicate,
            sortDescriptors: sort,
            relationshipKeyPathsForPrefetching: prefetch
        )
        let results = try FetchedResultsController(fetchRequest: request, context: context, sectionKey: sectionKey)
        let recorder = ChangeRecorder()
        results.delegate = recorder
        try results.performFetch()
        return (results, recorder)
    }

    private func names(_ results: FetchedResultsController) throws -> [String] {
        try results.objects(in: 0..<results.count).map { ($0 as! ManagedPokemon).name }
    }

    @Test("a request without sort descriptors is refused")
    func sortRequired() throws {
        let context = try makePokedesk().viewContext
        #expect(throws: ContextError.self) {
            try FetchedResultsController(fetchRequest: FetchRequest(entityName: "Pokemon"), context: context)
        }
    }

    @Test("insert, delete, update and move, with exact index paths")
    func everyRowChange() throws {
        let context = try pokedesk([("Abra", nil), ("Bulby", 1), ("Char", 4)]).viewContext
        let (results, recorder) = try controller(context)
        #expect(try names(results) == ["Abra", "Bulby", "Char"])

        let new = try context.insert(ManagedPokemon.self)
        new.name = "Beedrill"
        try context.save()
        #expect(recorder.take() == ["will", "insert [0, 1]", "did"])

        try context.delete(try pokemon("Char", in: context))
        try context.save()
        #expect(recorder.take() == ["will", "delete [0, 3]", "did"])

        try pokemon("Bulby", in: context).setRace(try race(7, in: context))
        try context.save()
        #expect(recorder.take() == ["will", "update [0, 2]", "did"])

        try pokemon("Abra", in: context).name = "Zubat"
        try context.save()
        #expect(recorder.take() == ["will", "move [0, 0]->[0, 2]", "did"])
        #expect(try names(results) == ["Beedrill", "Bulby", "Zubat"])
        #expect(try results.location(of: try pokemon("Zubat", in: context).objectID)?.flat == 2)
    }

    @Test("a rename across a section boundary moves the row, empties one section and opens another")
    func sectionChanges() throws {
        let context = try pokedesk([("Abra", nil), ("Bob", nil), ("Bulby", nil), ("Dodo", nil)]).viewContext
        let (results, recorder) = try controller(
            context,
            sort: [.init("name", comparison: .caseInsensitive)],
            sectionKey: .initial(of: "name")
        )
        #expect(results.sections.map(\.name) == ["A", "B", "D"])
        #expect(results.sections.map(\.count) == [1, 2, 1])

        try pokemon("Abra", in: context).name = "Carl"
        try context.save()
        #expect(recorder.take() == ["will", "-section 0 A", "+section 1 C", "move [0, 0]->[1, 0]", "did"])
        #expect(results.sections.map(\.name) == ["B", "C", "D"])
        #expect(try names(results) == ["Bob", "Bulby", "Carl", "Dodo"])
    }

    @Test("sections by race follow a change of race, and a race rename updates or moves its rows")
    func raceSections() throws {
        let context = try pokedesk([("Pika", 25), ("Sparky", 25), ("Char", 4)]).viewContext
        let (results, recorder) = try controller(
            context,
            sort: [.init("race.name", comparison: .caseInsensitive), .init("name", comparison: .caseInsensitive)],
            sectionKey: .value(of: "race.name", nilName: "(no race)")
        )
        #expect(
            results.sections == [
                SectionInfo(name: "Charmander", count: 1), SectionInfo(name: "Pikachu", count: 2),
            ]
        )

        try pokemon("Char", in: context).setRace(try race(25, in: context))
        try context.save()
        #expect(recorder.take() == ["will", "-section 0 Charmander", "move [0, 0]->[0, 0]", "did"])
        #expect(results.sections == [SectionInfo(name: "Pikachu", count: 3)])

        try race(25, in: context).name = "Raichu-to-be"
        try context.save()
        #expect(
            recorder.take() == [
                "will", "-section 0 Pikachu", "+section 0 Raichu-to-be", "move [0, 0]->[0, 0]",
                "move [0, 1]->[0, 1]", "move [0, 2]->[0, 2]", "did",
            ]
        )
    }

    @Test("rows enter and leave with the predicate")
    func predicateEntryAndExit() throws {
        let context = try pokedesk([("Pika", nil), ("Pichu", nil), ("Abra", nil)]).viewContext
        let startsWithP = ObjectPredicate.comparison(
            .init(.keyPath(ModelKeyPath("name")), .beginsWith, .value(.string("p")), options: .caseInsensitive)
        )
        let (results, recorder) = try controller(context, predicate: startsWithP)
        #expect(try names(results) == ["Pichu", "Pika"])

        try pokemon("Pika", in: context).name = "Zap"
        try context.save()
        #expect(recorder.take() == ["will", "delete [0, 1]", "did"])

        try pokemon("Abra", in: context).name = "Pabra"
        try context.save()
        #expect(recorder.take() == ["will", "insert [0, 0]", "did"])
        #expect(try names(results) == ["Pabra", "Pichu"])

        try pokemon("Zap", in: context).name = "Zapper"
        try context.save()
        #expect(recorder.take().isEmpty, "a row outside the results changed: nothing to report")
    }

    @Test("a change of a related object that the rows show is an update of those rows")
    func relatedObjectUpdates() throws {
        let context = try pokedesk([("Pika", 25), ("Abra", 63), ("Sparky", 25)]).viewContext
        let (results, recorder) = try controller(context)
        try race(25, in: context).name = "Pikachu!"
        try context.save()
        #expect(recorder.take() == ["will", "update [0, 1]", "update [0, 2]", "did"])
        #expect(try results.objects(in: 1..<2).compactMap { ($0 as? ManagedPokemon)?.race?.name } == ["Pikachu!"])
    }

    @Test("another context's save, merged, arrives as row changes")
    func mergedSave() throws {
        let pokedesk = try pokedesk([("Abra", nil), ("Char", nil)])
        let (results, recorder) = try controller(pokedesk.viewContext)
        let background = ObjectContext(store: pokedesk.store, name: "background")
        let new = try background.insert(ManagedPokemon.self)
        new.name = "Bulby"
        let saved = try background.save()
        #expect(recorder.take().isEmpty, "nothing arrives before the merge")

        pokedesk.viewContext.mergeChanges(saved)
        #expect(recorder.take() == ["will", "insert [0, 1]", "did"])
        #expect(try names(results) == ["Abra", "Bulby", "Char"])
    }

    @Test("another process's commit arrives on the next access, as row changes")
    func anotherProcess() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("shared.sqlite")
        let mine = try PokedeskContainer(location: .file(path))
        for name in ["Abra", "Char", "Dodo"] { try mine.viewContext.insert(ManagedPokemon.self).name = name }
        try mine.viewContext.save()
        let (results, recorder) = try controller(mine.viewContext)

        // A second connection to the same file, as another process would have.
        let theirs = try PokedeskContainer(location: .file(path))
        try pokemon("Dodo", in: theirs.viewContext).name = "Bobo"
        try theirs.viewContext.delete(try pokemon("Char", in: theirs.viewContext))
        try theirs.viewContext.insert(ManagedPokemon.self).name = "Aaron"
        try theirs.viewContext.save()
        #expect(recorder.take().isEmpty)

        let changes = try mine.viewContext.processExternalChanges()
        #expect(changes?.origin == .externalProcess)
        #expect(recorder.take() == ["will", "delete [0, 1]", "insert [0, 0]", "update [0, 2]", "did"])
        #expect(try names(results) == ["Aaron", "Abra", "Bobo"])
        #expect(try mine.viewContext.processExternalChanges() == nil, "nothing new the second time")
    }

    @Test("another process's commits merged as one: inserted-then-changed is inserted, inserted-then-deleted never was")
    func anotherProcessMerged() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("shared.sqlite")
        let mine = try PokedeskContainer(location: .file(path))
        try mine.viewContext.insert(ManagedPokemon.self).name = "Abra"
        try mine.viewContext.save()
        _ = try mine.viewContext.processExternalChanges()

        let theirs = try PokedeskContainer(location: .file(path))
        let kept = try theirs.viewContext.insert(ManagedPokemon.self)
        kept.name = "Bobo"
        let dropped = try theirs.viewContext.insert(ManagedPokemon.self)
        dropped.name = "Gone"
        try theirs.viewContext.save()
        kept.name = "Bobby"
        try pokemon("Abra", in: theirs.viewContext).name = "Abby"
        try theirs.viewContext.delete(dropped)
        try theirs.viewContext.save()

        let changes = try #require(try mine.viewContext.processExternalChanges())
        let abra = try pokemon("Abby", in: mine.viewContext).objectID
        #expect(Array(changes.inserted) == [kept.objectID])
        #expect(changes.deleted.isEmpty)
        #expect(Set(changes.updated.keys) == [abra])
        #expect(changes.oldValues[abra]?["name"]?.stringValue == "Abra")
        #expect(changes.oldValues[kept.objectID] == nil && changes.oldValues[dropped.objectID] == nil)
    }

    @Test("batch faulting: nothing is materialised until rows are asked for, then only those")
    func batchFaulting() throws {
        let context = try pokedesk((0..<60).map { ("P\($0)", nil) }).viewContext
        context.reset()
        context.statistics = ContextStatistics()
        let (results, _) = try controller(context, prefetch: [])
        #expect(results.count == 60)
        #expect(context.statistics.objectsFilled == 0)
        let page = try results.objects(in: 20..<40)
        #expect(page.count == 20)
        #expect(context.statistics.objectsFilled == 20)
    }

    @Test("a rename among 100,000 fetched rows reads a few rows and materialises no others")
    func incrementalAtScale() throws {
        let pokedesk = try makePokedesk()
        try pokedesk.store.withDatabase { db in
            let statement = try db.makeStatement(sql: "INSERT INTO Pokemon (Z_PK, name, Z_FOLD_name) VALUES (?, ?, ?)")
            try db.inTransaction {
                for key in 1...100_000 {
                    let digits = String(key)
                    let name = "Poke" + String(repeating: "0", count: 6 - digits.count) + digits
                    try statement.execute(arguments: [key, name, name.lowercased()])
                }
                return .commit
            }
        }
        let context = pokedesk.viewContext
        let (results, recorder) = try controller(context, prefetch: [])
        #expect(results.count == 100_000)
        let target = try pokemon("Poke050000", in: context)
        _ = try results.location(of: target.objectID)  // the whole order is now known
        context.statistics = ContextStatistics()

        target.name = "Aaa"
        try context.save()
        #expect(recorder.take() == ["will", "move [0, 49999]->[0, 0]", "did"])
        #expect(context.statistics.rowsRead <= 2, "rows read: \(context.statistics.rowsRead)")
        #expect(context.statistics.objectsFilled == 0)
        #expect(try results.objects(in: 0..<1).first === target)
    }
}
