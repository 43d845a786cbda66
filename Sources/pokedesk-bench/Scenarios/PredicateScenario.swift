import ManagedGraph
import PokedeskData

// MARK: - 6. Predicates

/// A predicate in the course's format syntax, fetched as objects sorted by name (what `find`
/// shows), against the same rows read by hand-written SQL through the C API — and what
/// SQLite's query planner says about the fetch's statement.
struct PredicateScenario {
    let path: String
    let count: Int
    let rounds: Int

    struct Case {
        let id: String
        let format: String
        /// The WHERE clause a person would write by hand for the same rows.
        let handWritten: String
    }

    static let cases = [
        Case(id: "predicate-beginswith", format: #"name BEGINSWITH[c] "pi""#, handWritten: "name LIKE 'pi%'"),
        Case(id: "predicate-contains", format: #"name CONTAINS[cd] "e""#, handWritten: "Z_FOLD_name LIKE '%e%'"),
    ]

    func run() throws -> [ScenarioResult] {
        let store = try PersistentStore(location: .file(path), model: PokedeskModel.current)
        let raw = try RawDatabase(path: path)
        return try Self.cases.map { try run($0, store: store, raw: raw) }
    }

    private func run(_ test: Case, store: PersistentStore, raw: RawDatabase) throws -> ScenarioResult {
        let entity = store.model.entity(named: "Pokemon")!
        let request = FetchRequest(
            entityName: "Pokemon",
            predicate: try ObjectPredicate(format: test.format, entity: entity, model: store.model),
            sortDescriptors: [FetchSortDescriptor("name", comparison: .caseInsensitive)]
        )
        let handSQL =
            "SELECT Z_PK, Z_OPT, name, race FROM Pokemon WHERE \(test.handWritten) ORDER BY Z_FOLD_name, name, Z_PK"
        let contestants = [
            Contestant(key: "raw", title: "SQLite C API, hand-written SQL: WHERE \(test.handWritten)") {
                let (seconds, check) = try Stopwatch.time { () throws(BenchError) -> String in
                    let statement = try raw.prepare(handSQL)
                    var names: [String] = []
                    while try statement.step() { names.append(statement.text(2)) }
                    return Self.check(names)
                }
                return Trial(seconds: seconds, check: check)
            },
            Contestant(key: "context", title: "fetch request: \(test.format)") {
                let context = ObjectContext(store: store)
                let (seconds, (check, objects)) = try Stopwatch.time { () throws -> (String, [ManagedObject]) in
                    let objects = try context.fetch(request)
                    return (Self.check(objects.compactMap { ($0 as? ManagedPokemon)?.name }), objects)
                }
                withExtendedLifetime(objects) {}
                return Trial(seconds: seconds, check: check)
            },
        ]
        let results = try Rounds.run(contestants, rounds: rounds, label: "\(test.format) at \(Format.count(count))")
        var scenario = ScenarioResult(
            id: test.id,
            title: "\(test.format), \(Format.count(count)) pokemons, sorted by name",
            size: count,
            reference: "raw",
            contestants: results
        )
        let plan = try ObjectContext(store: store).queryPlan(for: request)
        scenario.queryPlans.append(QueryPlanResult(label: "fetch request", sql: plan.sql, plan: plan.steps))
        let handPlan = try raw.strings("EXPLAIN QUERY PLAN " + handSQL, column: 3)
        scenario.queryPlans.append(QueryPlanResult(label: "hand-written SQL", sql: handSQL, plan: handPlan))
        return scenario
    }

    /// How many rows matched, and the names in order (summarised).
    private static func check(_ names: [String]) -> String {
        let bytes = names.reduce(0) { $0 + $1.utf8.count }
        return "\(names.count) rows, \(bytes) bytes of names, first \(names.prefix(3)), last \(names.suffix(2))"
    }
}
