import PokedeskDomain

@testable import ManagedGraph
@testable import PokedeskData

// MARK: - One round of the live results' random check

/// A store of pokemons and races with random names, a results controller over it as the app
/// makes them (`ContextPokemonRepository.ordering(for:)`), and random batches of changes, each
/// in one save. After every batch — and after undoing every batch, and redoing them — the rows
/// a table would show once it applied the reported changes must be the new fetch, section by
/// section, and the controller must hold the same.
final class LiveResultsRound {
    /// Where the batches are saved: in the controller's context, in another context of the
    /// same store (merged), or by another connection to the same file (another process).
    enum Origin: CaseIterable {
        case save
        case merge
        case externalProcess
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private var random: PredicateFormatRandom
    private let query: PokemonQuery
    private let filter: (text: String, predicate: ObjectPredicate)?
    private let origin: Origin
    private let request: FetchRequest
    private let sectionKey: SectionKey?
    private let directory: TemporaryDirectory?
    private let store: PersistentStore
    private let writer: ObjectContext
    private var view: ObjectContext!
    private var controller: FetchedResultsController!
    private let recorder = BatchRecorder()
    /// What was done, to make a failing round again by hand.
    private var log: [String] = []

    init(seed: UInt64) throws {
        random = PredicateFormatRandom(seed: seed)
        query = PokemonQuery(sort: random.pick(PokemonSort.allCases), sections: random.pick(PokemonSections.allCases))
        filter = random.chance(25) ? random.pick(Self.filters) : nil
        origin = random.int(0...99) < 60 ? .save : random.chance(60) ? .merge : .externalProcess
        let (sort, sectionKey) = ContextPokemonRepository.ordering(for: query)
        self.sectionKey = sectionKey
        request = FetchRequest(
            entityName: "Pokemon",
            predicate: filter?.predicate,
            sortDescriptors: sort,
            relationshipKeyPathsForPrefetching: ["race", "race.types"]
        )
        if origin == .externalProcess {
            let directory = try TemporaryDirectory()
            self.directory = directory
            store = try PersistentStore(location: .file(directory.path("live.sqlite")), model: PokedeskModel.current)
        } else {
            directory = nil
            store = try PersistentStore(location: .inMemory, model: PokedeskModel.current)
        }
        writer = ObjectContext(store: store, name: "writer")
        log.append("sort \(query.sort), sections \(query.sections), filter \(filter?.text ?? "none"), origin \(origin)")
    }

    private static let filters: [(text: String, predicate: ObjectPredicate)] = [
        (
            #"name CONTAINS[cd] "o""#,
            .comparison(
                .init(
                    .keyPath(ModelKeyPath("name")),
                    .contains,
                    .value(.string("o")),
                    options: [.caseInsensitive, .diacriticInsensitive]
                )
            )
        ),
        ("race != nil", .comparison(.init(.keyPath(ModelKeyPath("race")), .notEqual, .value(.null)))),
        (#"name < "P""#, .comparison(.init(.keyPath(ModelKeyPath("name")), .less, .value(.string("P"))))),
    ]

    // MARK: Running

    /// Runs the round: fills the store, makes the controller, then 1 to 3 batches, undone and
    /// redone; each batch one save, or for another context or process sometimes two. Throws
    /// the first thing that went wrong, with the round's log.
    func run() throws {
        do {
            try runSteps()
        } catch {
            throw Failure(description: (log + ["", "\(error)"]).joined(separator: "\n"))
        }
    }

    private func runSteps() throws {
        for _ in 0..<random.int(0...4) { try insertRace() }
        for _ in 0..<random.int(0...10) { try insertPokemon() }
        try writer.save()
        writer.undoManager?.removeAll()

        try openView()
        let start = try fresh()
        try expectController(equals: start, after: "the first fetch")
        if random.chance(50), let first = start.first?.rows.first {
            _ = try controller.location(of: first)  // the whole order is known before the first change
            log.append("order loaded")
        }

        // A batch that changes nothing (an insert deleted again) saves nothing to undo.
        var batches = 0
        for number in 1...random.int(1...3) {
            let old = try fresh()
            // Another context's or process's saves can arrive together, as one change.
            let saves = origin != .save && random.chance(30) ? 2 : 1
            for save in 1...saves {
                log.append(saves == 1 ? "batch \(number):" : "batch \(number), save \(save):")
                for _ in 0..<random.int(1...5) { try randomStep() }
                writer.actionName = "batch \(number)"
                try writer.save()
            }
            batches = writer.undoManager?.undoStack.count ?? 0
            try deliver()
            try check(from: old, after: "batch \(number)")
        }
        let end = try fresh()
        guard batches > 0 else { return }
        for number in (1...batches).reversed() {
            let old = try fresh()
            try writer.undo()
            try deliver()
            try check(from: old, after: "undo \(number)")
        }
        let undone = try fresh()
        try expect(undone == start, "undoing every batch gives\n  \(undone)\nnot the start\n  \(start)")
        // A batch whose changes cancel out (a race changed and changed back) undoes to nothing,
        // and nothing is left to redo.
        let redos = writer.undoManager?.redoStack.count ?? 0
        for number in stride(from: 1, through: redos, by: 1) {
            let old = try fresh()
            try writer.redo()
            try deliver()
            try check(from: old, after: "redo \(number)")
        }
        let redone = try fresh()
        try expect(redone == end, "redoing every batch gives\n  \(redone)\nnot the end\n  \(end)")
    }

    /// The controller's context: the writer itself, another context of its store, or a context
    /// of another connection to the same file, opened after the store was filled.
    private func openView() throws {
        switch origin {
        case .save:
            view = writer
        case .merge:
            view = ObjectContext(store: store, name: "view")
            view.automaticallyMergesChangesFromOtherContexts = true
        case .externalProcess:
            let other = try PersistentStore(location: store.location, model: PokedeskModel.current)
            view = ObjectContext(store: other, name: "view")
        }
        controller = try FetchedResultsController(fetchRequest: request, context: view, sectionKey: sectionKey)
        controller.delegate = recorder
        try controller.performFetch()
    }

    private func deliver() throws {
        switch origin {
        case .save: break
        case .merge: view.mergePendingChanges()
        case .externalProcess: try view.processExternalChanges()
        }
    }

    // MARK: Changes

    private func randomStep() throws {
        switch random.int(0...99) {
        case 0..<25: try insertPokemon()
        case 25..<40: try deletePokemon()
        case 40..<70: try renamePokemon()
        case 70..<85: try changeRace()
        case 85..<95: try renameRace()
        case 95..<98: try insertRace()
        default: try deleteRace()
        }
    }

    private func all(_ entityName: String) throws -> [ManagedObject] {
        try writer.fetch(FetchRequest(entityName: entityName))
    }

    private func describe(_ object: ManagedObject) -> String {
        let name = object.storeValue(forAttribute: "name").stringValue ?? ""
        return "#\(object.objectID.primaryKey) \(name.debugDescription)"
    }

    private func anyRace() throws -> ManagedRace? {
        let races = try all("Race")
        return races.isEmpty || random.chance(20) ? nil : random.pick(races) as? ManagedRace
    }

    private func insertPokemon() throws {
        let pokemon = try writer.insert(ManagedPokemon.self)
        pokemon.name = LiveResultsNames.pokemon(&random)
        let race = try anyRace()
        try pokemon.setRace(race)
        log.append("  insert \(pokemon.name.debugDescription), race \(race.map(describe) ?? "none")")
    }

    private func deletePokemon() throws {
        let pokemons = try all("Pokemon")
        guard !pokemons.isEmpty else { return try insertPokemon() }
        let pokemon = random.pick(pokemons)
        log.append("  delete \(describe(pokemon))")
        try writer.delete(pokemon)
    }

    private func renamePokemon() throws {
        let pokemons = try all("Pokemon")
        guard let pokemon = pokemons.isEmpty ? nil : random.pick(pokemons) as? ManagedPokemon else {
            return try insertPokemon()
        }
        let name = LiveResultsNames.pokemon(&random)
        log.append("  rename \(describe(pokemon)) to \(name.debugDescription)")
        pokemon.name = name
    }

    private func changeRace() throws {
        let pokemons = try all("Pokemon")
        guard let pokemon = pokemons.isEmpty ? nil : random.pick(pokemons) as? ManagedPokemon else {
            return try insertPokemon()
        }
        let race = try anyRace()
        log.append("  race of \(describe(pokemon)) to \(race.map(describe) ?? "none")")
        try pokemon.setRace(race)
    }

    private func insertRace() throws {
        let race = try writer.insert(ManagedRace.self)
        race.name = LiveResultsNames.race(&random)
        race.code = try (all("Race").map { ($0 as? ManagedRace)?.code ?? 0 }.max() ?? 0) + 1
        race.imageFile = "\(race.code).png"
        log.append("  insert race \(race.name.debugDescription) (\(race.code))")
    }

    private func renameRace() throws {
        let races = try all("Race")
        guard let race = races.isEmpty ? nil : random.pick(races) as? ManagedRace else { return try insertRace() }
        let name = LiveResultsNames.race(&random)
        log.append("  rename race \(describe(race)) to \(name.debugDescription)")
        race.name = name
    }

    private func deleteRace() throws {
        let races = try all("Race")
        guard !races.isEmpty else { return try insertRace() }
        let race = random.pick(races)
        log.append("  delete race \(describe(race))")
        try writer.delete(race)
    }

    // MARK: Checking

    /// The rows a table shows now: a fresh context's fetch, in sections named by the section
    /// key, which must be contiguous and unique and agree with the sort; and the same order
    /// as the in-memory sort gives.
    private func fresh() throws -> [TableSection] {
        let context = ObjectContext(store: view.store, name: "fresh")
        let objects = try context.fetch(request)
        let plan = try FetchPlan(request, store: context.store)
        try expect(
            plan.sorter.sorted(objects).map(\.objectID) == objects.map(\.objectID),
            "the in-memory sort agrees with SQL's order: \(objects.map(describe))"
        )
        guard let sectionKey else { return [TableSection(name: "", rows: objects.map(\.objectID))] }
        let path = try KeyPathResolver(model: context.store.model).resolve(
            ModelKeyPath(request.sortDescriptors[0].keyPath),
            from: plan.entity
        )
        let comparison = request.sortDescriptors[0].comparison
        var sections: [TableSection] = []
        var previous: StoreValue?
        for object in objects {
            let value = PredicateEvaluator.value(of: path, from: object)
            let name = sectionKey.name(for: value)
            if let last = sections.last, TableUpdate.same(last.name, name) {
                sections[sections.count - 1].rows.append(object.objectID)
            } else {
                try expect(
                    !sections.contains { TableUpdate.same($0.name, name) },
                    "section \(name.debugDescription) comes twice: \(objects.map(describe))"
                )
                sections.append(TableSection(name: name, rows: [object.objectID]))
            }
            if sectionKey.kind == .value, let previous {
                let equal = ObjectSorter.compare(previous, value, caseInsensitive: comparison == .caseInsensitive) == 0
                try expect(
                    equal == (sections[sections.count - 1].rows.count > 1),
                    "rows share a section exactly when their section values sort as equal: \(previous), \(value)"
                )
            }
            previous = value
        }
        return sections
    }

    private func check(from old: [TableSection], after what: String) throws {
        let new = try fresh()
        try expect(recorder.strayEvents == 0, "\(what): a change was delivered outside a will/did pair")
        let batches = recorder.take()
        var applied = old
        for batch in batches {
            do {
                applied = try TableUpdate.apply(batch, to: applied)
            } catch {
                throw Failure(description: "\(what): \(error)\nold \(old)\nbatch \(batch)\nnew \(new)")
            }
        }
        try expect(
            applied == new,
            "\(what): the reported changes give\n  \(applied)\nthe fetch gives\n  \(new)\nold \(old)\nbatches \(batches)"
        )
        try expectController(equals: new, after: what)
    }

    private func expectController(equals table: [TableSection], after what: String) throws {
        let sections = controller.sections
        let ids = try controller.objects(in: 0..<controller.count).map(\.objectID)
        var held: [TableSection] = []
        var start = 0
        for section in sections {
            held.append(
                TableSection(name: section.name, rows: Array(ids[start..<min(start + section.count, ids.count)]))
            )
            start += section.count
        }
        try expect(held == table, "\(what): the controller holds\n  \(held)\nthe fetch gives\n  \(table)")
    }

    private func expect(_ condition: Bool, _ message: @autoclosure () -> String) throws {
        if !condition { throw Failure(description: message()) }
    }
}
