public import ManagedGraph
public import PokedeskDomain

// MARK: - Races over the object context

/// The Domain's race repository: the preloaded races, their types and pokemon counts.
public final class ContextRaceRepository: RaceRepository {
    private let context: ObjectContext
    private let trace: Trace

    public init(context: ObjectContext, trace: Trace = .off) {
        self.context = context
        self.trace = trace
    }

    public func liveResults(for query: RaceQuery) throws(PokedeskError) -> any LiveResults<RaceSummary> {
        var conditions: [ObjectPredicate] = []
        if let text = query.nameContains, !text.isEmpty {
            // Either name: `find cero` and `find null` both find Type: Null / Código Cero.
            conditions.append(
                .or(
                    ["name", "spanishName"].map { key -> ObjectPredicate in
                        .comparison(
                            .init(
                                .keyPath(ModelKeyPath(key)),
                                .contains,
                                .value(.string(text)),
                                options: [.caseInsensitive, .diacriticInsensitive]
                            )
                        )
                    }
                )
            )
        }
        if let type = query.type {
            conditions.append(
                .comparison(.init(.keyPath(ModelKeyPath("types")), .equal, .object(type.objectID), quantifier: .any))
            )
        }
        var request = FetchRequest(
            entityName: "Race",
            predicate: conditions.isEmpty ? nil : conditions.count == 1 ? conditions[0] : .and(conditions),
            sortDescriptors: [.init(NameKey.shown, comparison: .caseInsensitive), .init("code")],
            relationshipKeyPathsForPrefetching: ["types"]
        )
        // Counted, not loaded: a race of a store of millions has thousands of pokemons.
        request.relationshipKeyPathsForCounting = ["pokemons"]
        let controller: FetchedResultsController
        do {
            controller = try FetchedResultsController(fetchRequest: request, context: context)
        } catch {
            throw PokedeskError(error)
        }
        return try ManagedLiveResults(
            controller: controller,
            values: { [context] objects throws(ContextError) in
                let counts = try context.countsOfRelatedObjects(forKey: "pokemons", of: objects)
                return zip(objects, counts).map { object, count in
                    RaceSummary(race: (object as! ManagedRace).domainValue, pokemonCount: count)
                }
            },
            objectID: \.objectID,
            nameKey: "name",
            trace: trace
        )
    }

    public func race(matching text: String) throws(PokedeskError) -> Race {
        let trimmed = text.trimmingWhitespaceAndNewlines()
        let predicate: ObjectPredicate
        if let code = Int64(trimmed) {
            predicate = .comparison(.init(.keyPath(ModelKeyPath("code")), .equal, .value(.integer(code))))
        } else {
            // Either name, whatever the language shown: a script works in both.
            predicate = .or(
                ["name", "spanishName"].map { key -> ObjectPredicate in
                    .comparison(
                        .init(
                            .keyPath(ModelKeyPath(key)),
                            .equal,
                            .value(.string(trimmed)),
                            options: [.caseInsensitive, .diacriticInsensitive]
                        )
                    )
                }
            )
        }
        do {
            var request = FetchRequest(
                entityName: "Race",
                predicate: predicate,
                sortDescriptors: [.init("code")],
                fetchLimit: 1
            )
            // The race's value holds its types: read with it, not a fault at a time.
            request.relationshipKeyPathsForPrefetching = ["types"]
            let found = try trace.hop(.context, ObjectContext.self, TraceMessages.fetch(request)) {
                () throws(ContextError) in try context.fetch(request)
            }
            guard let race = found.first as? ManagedRace else {
                // Only on a miss: one count tells a store without races from a wrong name.
                let all = FetchRequest(entityName: "Race")
                let none =
                    try trace.hop(.context, ObjectContext.self, TraceMessages.fetch(all, method: "count")) {
                        () throws(ContextError) in try context.count(for: all)
                    } == 0
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

    /// The races' names in both languages, sorted by the shown one, without materialising objects.
    public func allDataNames() throws(PokedeskError) -> [DataName] {
        let request = FetchRequest(
            entityName: "Race",
            sortDescriptors: [.init(NameKey.shown, comparison: .caseInsensitive)],
            resultType: .dictionaries,
            propertiesToFetch: ["name", "spanishName"]
        )
        do {
            return try trace.hop(
                .context,
                ObjectContext.self,
                TraceMessages.fetch(request, method: "fetchDictionaries")
            ) {
                () throws(ContextError) in try context.fetchDictionaries(request)
            }
            .compactMap { row in
                row["name"]?.stringValue.map { DataName($0, spanish: row["spanishName"]?.stringValue) }
            }
        } catch {
            throw PokedeskError(error)
        }
    }
}

// MARK: - Types over the object context

/// The Domain's type repository.
public final class ContextTypeRepository: TypeRepository {
    private let context: ObjectContext
    private let trace: Trace

    public init(context: ObjectContext, trace: Trace = .off) {
        self.context = context
        self.trace = trace
    }

    public func allTypes() throws(PokedeskError) -> [TypeSummary] {
        let request = FetchRequest(
            entityName: "Type",
            sortDescriptors: [.init(NameKey.shown, comparison: .caseInsensitive)],
            relationshipKeyPathsForPrefetching: ["races"]
        )
        do {
            let types = try trace.hop(.context, ObjectContext.self, TraceMessages.fetch(request)) {
                () throws(ContextError) in try context.fetch(request)
            }
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
