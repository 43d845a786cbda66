public import ManagedGraph
public import PokedeskDomain

// MARK: - Pokemons over the object context

/// The Domain's pokemon repository over an object context. Every change is saved at once
/// and named for undo; a change to a pokemon that another process changed since the screen
/// showed it is refused (B-43), and the context is left showing the current state.
///
/// With `trace on`, the fetches and saves it asks of the context are `context` hops, nested in
/// the `repository` hop of its traced twin (`Repositories.traced()`).
public final class ContextPokemonRepository: PokemonRepository {
    private let context: ObjectContext
    private let trace: Trace
    /// When a pokemon added is caught.
    private let clock: CaughtClock
    private var entity: EntityDescription { context.store.model.entity(named: "Pokemon")! }

    public init(context: ObjectContext, trace: Trace = .off, clock: CaughtClock = .system) {
        self.context = context
        self.trace = trace
        self.clock = clock
    }

    // MARK: Reading

    public func liveResults(for query: PokemonQuery) throws(PokedeskError) -> any LiveResults<Pokemon> {
        var predicate: ObjectPredicate?
        if let filter = query.filter {
            do {
                predicate = try ObjectPredicate(
                    format: filter,
                    entity: entity,
                    model: context.store.model,
                    firstColumn: query.filterColumn
                )
            } catch {
                throw .invalidPredicate(error.wordedMessage)
            }
        }
        let (sort, sectionKey) = Self.ordering(for: query)
        let request = FetchRequest(
            entityName: "Pokemon",
            predicate: predicate,
            sortDescriptors: sort,
            relationshipKeyPathsForPrefetching: ["race", "race.types"]
        )
        let controller: FetchedResultsController
        do {
            controller = try FetchedResultsController(fetchRequest: request, context: context, sectionKey: sectionKey)
        } catch {
            throw PokedeskError(error)
        }
        return try ManagedLiveResults(
            controller: controller,
            values: { objects in objects.map { ($0 as! ManagedPokemon).domainValue } },
            objectID: \.objectID,
            nameKey: "name",
            trace: trace
        )
    }

    /// The sort descriptors and section key of a query. A section key comes first in the
    /// order (its rows must be together); the chosen sort orders rows within a section. Races
    /// go by the name the screens show: in Spanish, by their Spanish names (`NameKey`).
    static func ordering(for query: PokemonQuery) -> ([FetchSortDescriptor], SectionKey?) {
        let byName = FetchSortDescriptor("name", comparison: .caseInsensitive)
        let raceName = "race." + NameKey.shown
        var sort: [FetchSortDescriptor]
        switch query.sort {
        case .name: sort = [byName]
        case .race: sort = [FetchSortDescriptor(raceName, comparison: .caseInsensitive), byName]
        case .code: sort = [FetchSortDescriptor("race.code"), byName]
        case .caught: sort = [FetchSortDescriptor("caught"), byName]
        }
        switch query.sections {
        case .off:
            return (sort, nil)
        case .race:
            let section = FetchSortDescriptor(raceName, comparison: .caseInsensitive)
            sort.removeAll { $0 == section }
            return ([section] + sort, .value(of: raceName, nilName: PokemonSections.noRaceTitle))
        case .letter:
            sort.removeAll { $0 == byName }
            return ([byName] + sort, .initial(of: "name"))
        }
    }

    public func pokemon(_ id: PokemonID) throws(PokedeskError) -> Pokemon? {
        guard let object = context.object(with: id.objectID) as? ManagedPokemon else { return nil }
        do {
            try object.fulfill()
        } catch {
            return nil
        }
        return object.domainValue
    }

    public func allNames() throws(PokedeskError) -> [String] {
        try context.sortedNames(of: "Pokemon", trace: trace)
    }

    public func pokemons(named name: String) throws(PokedeskError) -> [Pokemon] {
        let predicate = ObjectPredicate.comparison(
            .init(
                .keyPath(ModelKeyPath("name")),
                .equal,
                .value(.string(name.trimmingWhitespaceAndNewlines())),
                options: [.caseInsensitive, .diacriticInsensitive]
            )
        )
        let request = FetchRequest(
            entityName: "Pokemon",
            predicate: predicate,
            sortDescriptors: Self.ordering(for: PokemonQuery()).0,
            relationshipKeyPathsForPrefetching: ["race", "race.types"]
        )
        do {
            return try trace.hop(.context, ObjectContext.self, TraceMessages.fetch(request)) {
                () throws(ContextError) in try context.fetch(request)
            }
            .map { ($0 as! ManagedPokemon).domainValue }
        } catch {
            throw PokedeskError(error)
        }
    }

    // MARK: Changing

    @discardableResult
    public func add(name: String, race: RaceID?) throws(PokedeskError) -> Pokemon {
        let valid = try Self.validated(name)
        return try saving(Wording.addAction(valid)) { () throws(ContextError) -> ManagedPokemon in
            let pokemon = try context.insert(ManagedPokemon.self)
            pokemon.name = valid
            pokemon.caught = clock.now()
            if let race { try pokemon.setRace(try existingRace(race)) }
            return pokemon
        }.domainValue
    }

    @discardableResult
    public func rename(_ pokemon: Pokemon, to name: String) throws(PokedeskError) -> Pokemon {
        let valid = try Self.validated(name)
        let object = try current(pokemon)
        return try saving(
            Wording.renameAction(from: pokemon.name, to: valid),
            conflictName: pokemon.name
        ) {
            () throws(ContextError) -> ManagedPokemon in
            object.name = valid
            return object
        }.domainValue
    }

    @discardableResult
    public func changeRace(of pokemon: Pokemon, to race: RaceID?) throws(PokedeskError) -> Pokemon {
        let object = try current(pokemon)
        return try saving(Wording.raceChangeAction(pokemon.name), conflictName: pokemon.name) {
            () throws(ContextError) -> ManagedPokemon in
            try object.setRace(try race.map(existingRace))
            return object
        }.domainValue
    }

    public func delete(_ pokemon: Pokemon) throws(PokedeskError) {
        let object = try current(pokemon)
        _ = try saving(Wording.deleteAction(pokemon.name), conflictName: pokemon.name) {
            () throws(ContextError) -> ManagedPokemon in
            try context.delete(object)
            return object
        }
    }

    // MARK: Helpers

    private static func validated(_ name: String) throws(PokedeskError) -> String {
        do {
            return try PokemonName(validating: name).value
        } catch {
            throw .invalidName(error)
        }
    }

    /// The pokemon's object, refused when it is gone or has moved on since `pokemon` was read.
    private func current(_ pokemon: Pokemon) throws(PokedeskError) -> ManagedPokemon {
        guard let object = context.object(with: pokemon.id.objectID) as? ManagedPokemon,
            (try? object.fulfill()) != nil
        else { throw .pokemonGone(name: pokemon.name) }
        guard Int(object.storedVersion) == pokemon.version else { throw .conflict(name: pokemon.name) }
        return object
    }

    private func existingRace(_ id: RaceID) throws(ContextError) -> ManagedRace {
        guard let race = try context.existingObject(with: id.objectID) as? ManagedRace else {
            throw .objectNotFound(id.objectID)
        }
        return race
    }

    /// What other processes committed, brought in as the command's look does (B-43); a failure
    /// leaves it to the next command's look.
    private func bringInOtherProcessesChanges() {
        _ = try? context.processExternalChanges { bringIn in
            trace.hop(.context, ObjectContext.self, "processExternalChanges()") { bringIn() }
        }
    }

    /// Makes a change and saves it under an undo name; on any failure nothing is kept, and
    /// what another writer changed is brought in so the screen shows the current state.
    private func saving(
        _ action: String,
        conflictName: String? = nil,
        _ change: () throws(ContextError) -> ManagedPokemon
    ) throws(PokedeskError) -> ManagedPokemon {
        do {
            let object = try change()
            context.actionName = action
            _ = try trace.hop(.context, ObjectContext.self, "save()") { () throws(ContextError) in try context.save() }
            return object
        } catch {
            context.rollback()
            if case .conflict(let conflicts) = error {
                // Another process committed since this command's look: it is brought in now,
                // its row changes reported, so the screen shown next is the store as it is.
                for conflict in conflicts {
                    try? context.refresh(context.object(with: conflict.objectID), mergeChanges: false)
                }
                bringInOtherProcessesChanges()
                let name = conflictName ?? Wording.unnamedPokemon
                throw conflicts.contains(where: \.deletedInStore) ? .pokemonGone(name: name) : .conflict(name: name)
            }
            throw PokedeskError(error)
        }
    }
}
