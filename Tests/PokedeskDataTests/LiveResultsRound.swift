import PokedeskDomain

@testable import ManagedGraph
@testable import PokedeskData

// MARK: - One round of the live results' property

/// A store of pokemons and races with random names, a results controller over it as the app
/// makes them (`ContextPokemonRepository.ordering(for:)`), and random batches of changes, each
/// in one save, all as a `LiveResultsPlan` says. Unsaved edits to races — the sort and section
/// keys the rows read through their race — wait in the controller's context before the fetch
/// and between saves. After every batch — and after undoing every batch, and redoing them —
/// the rows a table would show once it applied the reported changes must be a fresh fetch of
/// what is saved, section by section, and the controller must hold the same.
final class LiveResultsRound {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let plan: LiveResultsPlan
    private let request: FetchRequest
    private let sectionKey: SectionKey?
    private let directory: TemporaryDirectory?
    private let store: PersistentStore
    private let writer: ObjectContext
    private var view: ObjectContext!
    private var controller: FetchedResultsController!
    private let recorder = BatchRecorder()
    /// What was done, objects resolved, to read a failing round by.
    private var log: [String] = []

    init(_ plan: LiveResultsPlan) throws {
        self.plan = plan
        let (sort, sectionKey) = ContextPokemonRepository.ordering(
            for: PokemonQuery(sort: plan.sort, sections: plan.sections)
        )
        self.sectionKey = sectionKey
        request = FetchRequest(
            entityName: "Pokemon",
            predicate: plan.filter.map { Self.filters[$0].predicate },
            sortDescriptors: sort,
            relationshipKeyPathsForPrefetching: ["race", "race.types"]
        )
        if plan.origin == .externalProcess {
            let directory = try TemporaryDirectory()
            self.directory = directory
            store = try PersistentStore(location: .file(directory.path("live.sqlite")), model: PokedeskModel.current)
        } else {
            directory = nil
            store = try PersistentStore(location: .inMemory, model: PokedeskModel.current)
        }
        writer = ObjectContext(store: store, name: "writer")
        let filter = plan.filter.map { Self.filters[$0].text } ?? "none"
        log.append("sort \(plan.sort), sections \(plan.sections), filter \(filter), origin \(plan.origin)")
    }

    static let filters: [(text: String, predicate: ObjectPredicate)] = [
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

    /// Runs the round: fills the store, leaves race edits unsaved in the controller's context,
    /// makes the controller, then runs the batches, undoes them and redoes them. Throws the
    /// first thing that went wrong, with the round's log.
    func run() throws {
        do {
            try runSteps()
        } catch {
            throw Failure(description: (log + ["", "\(error)"]).joined(separator: "\n"))
        }
    }

    private func runSteps() throws {
        for name in plan.races { try insertRace(name) }
        for pokemon in plan.pokemons { try insertPokemon(pokemon.name, race: pokemon.race) }
        try writer.save()
        writer.undoManager?.removeAll()

        try openView()
        try edit(plan.pendingBeforeFetch, before: "the fetch")
        try fetchFirst()
        let start = try fresh()
        try expectController(equals: start, after: "the first fetch")
        if plan.loadsOrder, let first = start.first?.rows.first {
            _ = try controller.location(of: first)  // the whole order is known before the first change
            log.append("order loaded")
        }

        for (index, batch) in plan.batches.enumerated() {
            let number = index + 1
            var old = try fresh()
            try edit(batch.pending, before: "batch \(number)")
            for (save, steps) in batch.saves.enumerated() {
                let name = batch.saves.count == 1 ? "batch \(number)" : "batch \(number), save \(save + 1)"
                log.append(name + ":")
                for step in steps { try run(step) }
                writer.actionName = "batch \(number)"
                try writer.save()
                // The controller's own saves are checked one by one; others arrive together.
                if plan.origin == .save {
                    try check(from: old, after: name)
                    old = try fresh()
                }
            }
            if plan.origin != .save {
                try deliver()
                try check(from: old, after: "batch \(number)")
            }
        }
        try undoAndRedo(back: start)
    }

    /// Undoes every save, one at a time, then redoes them: each undo leaves one more to redo (a
    /// save whose changes cancelled out was no step), and redoing them all comes back to where
    /// the undos started.
    private func undoAndRedo(back start: [TableSection]) throws {
        let end = try fresh()
        let steps = writer.undoManager?.undoStack.count ?? 0
        for number in stride(from: 1, through: steps, by: 1) {
            let old = try fresh()
            try writer.undo()
            try deliver()
            try check(from: old, after: "undo \(number)")
            let redos = writer.undoManager?.redoStack.count ?? 0
            try expect(redos == number, "after \(number) undos, \(redos) redos")
        }
        let undone = try fresh()
        try expect(undone == start, "undoing every batch gives\n  \(undone)\nnot the start\n  \(start)")
        for number in stride(from: 1, through: steps, by: 1) {
            let old = try fresh()
            try writer.redo()
            try deliver()
            try check(from: old, after: "redo \(number)")
        }
        let redone = try fresh()
        try expect(redone == end, "redoing every batch gives\n  \(redone)\nnot the end\n  \(end)")
        try expect(writer.undoManager?.redoStack.isEmpty ?? true, "something is left to redo after redoing all")
    }

    /// The controller's context: the writer itself, another context of its store, or a context
    /// of another connection to the same file, opened after the store was filled.
    private func openView() throws {
        switch plan.origin {
        case .save:
            view = writer
        case .merge:
            view = ObjectContext(store: store, name: "view")
            view.automaticallyMergesChangesFromOtherContexts = true
        case .externalProcess:
            let other = try PersistentStore(location: store.location, model: PokedeskModel.current)
            view = ObjectContext(store: other, name: "view")
        }
    }

    private func fetchFirst() throws {
        controller = try FetchedResultsController(fetchRequest: request, context: view, sectionKey: sectionKey)
        controller.delegate = recorder
        try controller.performFetch()
    }

    private func deliver() throws {
        switch plan.origin {
        case .save: break
        case .merge: view.mergePendingChanges()
        case .externalProcess: try view.processExternalChanges()
        }
    }

    // MARK: Unsaved edits in the controller's context

    private func edit(_ edits: [LiveResultsPlan.PendingEdit], before what: String) throws {
        guard !edits.isEmpty else { return }
        log.append("unsaved in the view, before \(what):")
        for edit in edits {
            let context = edit.throughChild ? ObjectContext(parent: view) : view!
            guard let race = try savedRace(edit.race, in: context) else { continue }
            let place = edit.throughChild ? " in a child" : ""
            switch edit.change {
            case .rename(let name):
                log.append("  rename race \(describe(race)) to \(name.debugDescription)\(place)")
                race.name = name
            case .recode(let from):
                let code = try freeCode(from: from, in: context)
                log.append("  recode race \(describe(race)) to \(code)\(place)")
                race.code = code
            }
            if edit.throughChild { try context.save() }
        }
    }

    /// The saved race numbered `number`, as `context` has it. Picked among the saved races, not
    /// by a fetch in the view: there a race another context deleted under an unsaved edit stays
    /// a changed fault whose row is gone, and a fetch throws (`MergedDeletionTests`).
    private func savedRace(_ number: Int, in context: ObjectContext) throws -> ManagedRace? {
        guard let saved = try pick(number, from: "Race", in: ObjectContext(store: context.store)) else { return nil }
        return try context.existingObject(with: saved.objectID) as? ManagedRace
    }

    // MARK: Changes

    private func run(_ step: LiveResultsPlan.Step) throws {
        switch step {
        case .insertPokemon(let name, let race): try insertPokemon(name, race: race)
        case .deletePokemon(let number): try change(pokemon(number), "delete") { try writer.delete($0) }
        case .renamePokemon(let number, let name):
            try change(pokemon(number), "rename", "to \(name.debugDescription)") { $0.name = name }
        case .changeRace(let number, let race):
            let race = try self.race(race)
            try change(pokemon(number), "race of", "to \(race.map(describe) ?? "none")") { try $0.setRace(race) }
        case .renameRace(let number, let name):
            try change(race(number), "rename race", "to \(name.debugDescription)") { $0.name = name }
        case .recodeRace(let number, let from):
            let code = try freeCode(from: from, in: writer)
            try change(race(number), "recode race", "to \(code)") { $0.code = code }
        case .insertRace(let name): try insertRace(name)
        case .deleteRace(let number): try change(race(number), "delete race") { try writer.delete($0) }
        case .renamePokemonAndBack(let number, let name):
            try change(pokemon(number), "rename", "to \(name.debugDescription) and back") { pokemon in
                let old = pokemon.name
                pokemon.name = name
                pokemon.name = old
            }
        case .changeRaceAndBack(let number, let race):
            let race = try self.race(race)
            try change(pokemon(number), "race of", "to \(race.map(describe) ?? "none") and back") { pokemon in
                let old = pokemon.race
                try pokemon.setRace(race)
                try pokemon.setRace(old)
            }
        case .renameRaceAndBack(let number, let name):
            try change(race(number), "rename race", "to \(name.debugDescription) and back") { race in
                let old = race.name
                race.name = name
                race.name = old
            }
        }
    }

    /// Logs and makes a change to `object`; nothing when there is none to change.
    private func change<Object: ManagedObject>(
        _ object: Object?,
        _ verb: String,
        _ rest: String = "",
        _ make: (Object) throws -> Void
    ) throws {
        guard let object else { return }
        log.append("  \(verb) \(describe(object))" + (rest.isEmpty ? "" : " " + rest))
        try make(object)
    }

    /// The object numbered `number` among those of `entityName` in `context`, by key (new ones,
    /// with their negative keys, first), the number taken modulo how many there are.
    private func pick(_ number: Int, from entityName: String, in context: ObjectContext) throws -> ManagedObject? {
        let objects = try context.fetch(FetchRequest(entityName: entityName)).sorted {
            $0.objectID.primaryKey < $1.objectID.primaryKey
        }
        return objects.isEmpty ? nil : objects[number % objects.count]
    }

    private func pokemon(_ number: Int) throws -> ManagedPokemon? {
        try pick(number, from: "Pokemon", in: writer) as? ManagedPokemon
    }

    private func race(_ number: Int?) throws -> ManagedRace? {
        guard let number else { return nil }
        return try pick(number, from: "Race", in: writer) as? ManagedRace
    }

    /// `from`, or the first code above it that no race has, saved or changed in `context`: codes
    /// are unique, and a save that hands one race's code to another can be refused
    /// (`UniqueCodeHandoverTests`).
    private func freeCode(from: Int, in context: ObjectContext) throws -> Int {
        let saved = try ObjectContext(store: context.store).fetch(FetchRequest(entityName: "Race"))
        // A child's changes go into the view, whose own unsaved codes count too.
        let changed = [context, view!].flatMap { $0.insertedObjects + $0.updatedObjects }.filter { !$0.isFault }
        let taken = Set((saved + changed).compactMap { ($0 as? ManagedRace)?.code })
        var code = from
        while taken.contains(code) { code += 1 }
        return code
    }

    private func describe(_ object: ManagedObject) -> String {
        let name = object.storeValue(forAttribute: "name").stringValue ?? ""
        return "#\(object.objectID.primaryKey) \(name.debugDescription)"
    }

    private func insertPokemon(_ name: String, race number: Int?) throws {
        let race = try race(number)
        let pokemon = try writer.insert(ManagedPokemon.self)
        pokemon.name = name
        try pokemon.setRace(race)
        log.append("  insert \(name.debugDescription), race \(race.map(describe) ?? "none")")
    }

    private func insertRace(_ name: String) throws {
        let code =
            try (writer.fetch(FetchRequest(entityName: "Race")).map { ($0 as? ManagedRace)?.code ?? 0 }.max() ?? 0) + 1
        let race = try writer.insert(ManagedRace.self)
        race.name = name
        race.code = code
        race.imageFile = "\(code).png"
        log.append("  insert race \(name.debugDescription) (\(code))")
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
