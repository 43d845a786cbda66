import Foundation
import GRDB
import PokedeskDomain
import Synchronization
import Testing

@testable import ManagedGraph
@testable import PokedeskData

// MARK: - Nothing reaches SQL but bound values and the model's identifiers

/// Values written to break out of a SQL string or identifier — quotes, semicolons, comments,
/// NUL — go through every repository operation and predicate; key paths with quotes go to the
/// data layer. The store's SQL log shows every statement SQLite ran: no value appears in any,
/// every quoted identifier is one the model (or the store's own bookkeeping) defines, and the
/// tables are intact.
@Suite("SQL: only bound values and model-checked identifiers")
struct BoundValuesTests {
    static let hostile = [
        "Robert'); DROP TABLE Pokemon;--", "x\" OR \"1\"=\"1", "'; DELETE FROM Race; --", "Zoë'/*", "a;b--c",
        "Pokemon\" --", "%'_\\",
    ]

    @Test("hostile values through the repositories and predicates never appear in a statement")
    func hostileValues() throws {
        let recorder = SQLRecorder()
        let directory = try TemporaryDirectory()
        let path = directory.path("hostile.sqlite")
        let container = try PokedeskContainer(location: .file(path), options: .init(sqlLog: recorder.log))
        let repositories = container.makeRepositories()
        let tablesBefore = try tables(in: path)
        recorder.reset()

        for value in Self.hostile {
            let added = try repositories.pokemons.add(name: value, race: nil)
            let renamed = try repositories.pokemons.rename(added, to: value + "!")
            #expect(renamed.name == value + "!")
            #expect(throws: PokedeskError.unknownRace(value)) { try repositories.races.race(matching: value) }
            _ = try repositories.races.liveResults(for: RaceQuery(nameContains: value))
            for format in Self.predicates(comparing: value) {
                let query = PokemonQuery(filter: format)
                let fetch = { () throws(PokedeskError) in try repositories.pokemons.liveResults(for: query) }
                switch Result(catching: fetch) {
                case .success(let results):
                    #expect(results.count <= 2, "\(format)")
                case .failure(.invalidPredicate(let message)):
                    // MATCHES takes a regular expression, which most of these values are not.
                    #expect(format.contains("MATCHES") && message.isOneSafeLine, "\(message)")
                case .failure(let error):
                    Issue.record("\(format): \(error)")
                }
            }
        }
        // A value with NUL reaches SQL only in a predicate (names refuse control characters).
        let matches = try repositories.pokemons.liveResults(for: PokemonQuery(filter: #"name == "a\u0000b; --""#))
        #expect(matches.count == 0)

        let statements = recorder.all
        #expect(statements.count > 50, "the log saw the work")
        for value in Self.hostile + ["a\u{0}b; --", "DROP TABLE", "DELETE FROM Race"] {
            let spliced = statements.filter { $0.contains(value) || $0.contains(value + "!") }
            #expect(spliced.isEmpty, "\(value.debugDescription) appears in: \(spliced.prefix(2))")
        }
        let identifiers = Set(statements.flatMap(Self.quotedIdentifiers))
        let known = Self.knownIdentifiers(container.store)
        #expect(identifiers.subtracting(known).isEmpty, "identifiers the model does not define")
        #expect(try tables(in: path) == tablesBefore)
        #expect(try StoreInspection.count("Race", in: path) == 898)
        #expect(try StoreInspection.count("Type", in: path) == 18)
        let stored = try StoreInspection.pokemonNames(in: path)
        #expect(stored == Self.hostile.map { $0 + "!" }, "each value stored exactly as given")
    }

    @Test("key paths and entity names with quotes are refused by the model before any SQL")
    func hostileKeyPaths() throws {
        let recorder = SQLRecorder()
        let container = try PokedeskContainer(location: .inMemory, options: .init(sqlLog: recorder.log))
        let context = container.viewContext
        let model = container.store.model
        let entity = try #require(model.entity(named: "Pokemon"))
        recorder.reset()

        let keyPaths = ["name\" = 1 OR 1=1 --", "name\"; DROP TABLE Pokemon; --", "race.\"code", "race.code'--"]
        for keyPath in keyPaths {
            #expect(throws: ManagedGraph.PredicateError.self) {
                try ObjectPredicate(format: "%K == 1", arguments: [.keyPath(keyPath)], entity: entity, model: model)
            }
            #expect(throws: ContextError.self) {
                try context.fetch(FetchRequest(entityName: "Pokemon", sortDescriptors: [.init(keyPath)]))
            }
            #expect(throws: ContextError.self) {
                try context.fetchDictionaries(
                    FetchRequest(entityName: "Pokemon", resultType: .dictionaries, propertiesToFetch: [keyPath])
                )
            }
        }
        #expect(throws: ContextError.self) {
            try context.fetch(FetchRequest(entityName: "Pokemon\"; DROP TABLE Race; --"))
        }
        #expect(throws: ContextError.self) { try context.insert(entityName: "Race\" --") }
        #expect(recorder.all.allSatisfy { !$0.contains("DROP") && !$0.contains("1=1") }, "\(recorder.all)")
        #expect(try context.count(for: FetchRequest(entityName: "Race")) == 898)
    }

    // MARK: Helpers

    /// Predicates that compare with `value` in every way a user can write one.
    static func predicates(comparing value: String) -> [String] {
        let literal =
            "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            + "\""
        return [
            "name == \(literal)", "name BEGINSWITH[cd] \(literal)", "name CONTAINS \(literal)", "name LIKE \(literal)",
            "name MATCHES \(literal)", "name IN {\(literal), 'x'}", "race.name ==[c] \(literal)",
            "ANY race.types.name == \(literal)",
        ]
    }

    /// Every `"…"` identifier in a statement.
    static func quotedIdentifiers(in statement: String) -> [String] {
        var found: [String] = []
        var current: String?
        var previous: Character?
        for character in statement {
            if character == "\"" {
                if let open = current {
                    found.append(open)
                    current = nil
                } else if previous != "\\" {
                    current = ""
                }
            } else {
                current?.append(character)
            }
            previous = character
        }
        return found
    }

    /// The names the model defines — entities, properties, join tables — and their indexes'.
    static func knownIdentifiers(_ store: PersistentStore) -> Set<String> {
        var names: Set<String> = []
        for entity in store.model.entities {
            names.insert(entity.name)
            names.formUnion(entity.propertyNames)
            // Indexes, and the buckets of a ranked attribute or a counted index and their
            // groups, are named after what they order.
            for property in entity.propertyNames + entity.indexes.map(\.name) {
                names.insert("\(entity.name)_\(property)")
                names.insert("Z_RANK_\(entity.name)_\(property)")
                names.insert("Z_RANK_\(entity.name)_\(property)_GROUPS")
                names.insert("Z_RANK_\(entity.name)_\(property)_INITIALS")
            }
        }
        for table in store.schema.joinTables { names.insert(table.name) }
        return names
    }

    private func tables(in path: String) throws -> [String] {
        try DatabaseQueue(path: path).read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        }
    }
}

/// Collects the statements of a store's SQL log.
final class SQLRecorder: Sendable {
    private let statements = Mutex<[String]>([])

    var log: @Sendable (String) -> Void { { [self] sql in statements.withLock { $0.append(sql) } } }

    var all: [String] { statements.withLock { $0 } }

    func reset() { statements.withLock { $0.removeAll() } }
}
