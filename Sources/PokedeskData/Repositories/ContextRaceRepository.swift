public import ManagedGraph
public import PokedeskDomain

// MARK: - Races over the object context

/// The Domain's race repository: the preloaded races, their types and pokemon counts.
public final class ContextRaceRepository: RaceRepository {
    private let context: ObjectContext

    public init(context: ObjectContext) {
        self.context = context
    }

    public func liveResults(for query: RaceQuery) throws(PokedeskError) -> any LiveResults<RaceSummary> {
        var conditions: [ObjectPredicate] = []
        if let text = query.nameContains, !text.isEmpty {
            conditions.append(
                .comparison(
                    .init(
                        .keyPath(ModelKeyPath("name")),
                        .contains,
                        .value(.string(text)),
                        options: [.caseInsensitive, .diacriticInsensitive]
                    )
                )
            )
        }
        if let type = query.type {
            conditions.append(
                .comparison(.init(.keyPath(ModelKeyPath("types")), .equal, .object(type.objectID), quantifier: .any))
            )
        }
        let request = FetchRequest(
            entityName: "Race",
            predicate: conditions.isEmpty ? nil : conditions.count == 1 ? conditions[0] : .and(conditions),
            sortDescriptors: [.init("name", comparison: .caseInsensitive), .init("code")],
            relationshipKeyPathsForPrefetching: ["types", "pokemons"]
        )
        let controller: FetchedResultsController
        do {
            controller = try FetchedResultsController(fetchRequest: request, context: context)
        } catch {
            throw PokedeskError(error)
        }
        return try ManagedLiveResults(
            controller: controller,
            value: { object in
                let race = object as! ManagedRace
                return RaceSummary(race: race.domainValue, pokemonCount: race.pokemons.count)
            },
            objectID: \.objectID,
            nameKey: "name"
        )
    }

    public func race(matching text: String) throws(PokedeskError) -> Race {
        let trimmed = text.trimmingWhitespaceAndNewlines()
        let predicate: ObjectPredicate
        if let code = Int64(trimmed) {
            predicate = .comparison(.init(.keyPath(ModelKeyPath("code")), .equal, .value(.integer(code))))
        } else {
            predicate = .comparison(
                .init(
                    .keyPath(ModelKeyPath("name")),
                    .equal,
                    .value(.string(trimmed)),
                    options: [.caseInsensitive, .diacriticInsensitive]
                )
            )
        }
        do {
            let found = try context.fetch(
                FetchRequest(entityName: "Race", predicate: predicate, sortDescriptors: [.init("code")], fetchLimit: 1)
            )
            guard let race = found.first as? ManagedRace else {
                // Only on a miss: one count tells a store without races from a wrong name.
                let none = try context.count(for: FetchRequest(entityName: "Race")) == 0
                throw none ? PokedeskError.noRaces : PokedeskError.unknownRace(text)
            }
            return race.domainValue
        } catch let error as ContextError {
            throw PokedeskError(error)
        } catch let error as PokedeskError {
            throw error
        } catch {
            throw .store("\(error)")
        }
    }

    public func allNames() throws(PokedeskError) -> [String] {
        try context.sortedNames(of: "Race")
    }
}

// MARK: - Types over the object context

/// The Domain's type repository.
public final class ContextTypeRepository: TypeRepository {
    private let context: ObjectContext

    public init(context: ObjectContext) {
        self.context = context
    }

    public func allTypes() throws(PokedeskError) -> [TypeSummary] {
        do {
            let types = try context.fetch(
                FetchRequest(
                    entityName: "Type",
                    sortDescriptors: [.init("name", comparison: .caseInsensitive)],
                    relationshipKeyPathsForPrefetching: ["races"]
                )
            )
            return types.compactMap { $0 as? ManagedType }.map {
                TypeSummary(type: $0.domainValue, raceCount: $0.relatedObjects(forKey: "races").count)
            }
        } catch {
            throw PokedeskError(error)
        }
    }
}

extension String {
    /// Without white space and line breaks at either end, as race look-ups take their text.
    func trimmingWhitespaceAndNewlines() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
