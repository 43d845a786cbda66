import FuzzSupport
import ManagedGraph
import PokedeskData

// MARK: - libFuzzer's entry: a predicate, as `find` takes it

// libFuzzer calls the entry point from one thread, one input after another.
nonisolated(unsafe) private let target = PredicateTarget()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    target.run(UnsafeBufferPointer(fuzzData: data, size: size).text)
    return 0
}

/// The bytes as the text after `find ` on the pokemons screen: parsed and checked against the
/// Pokedesk model's `Pokemon`, and, when accepted, fetched and counted in a small in-memory
/// pokedesk, so that the SQL compiler and SQLite run it too. A refusal is one line led by a
/// column in the text; an accepted predicate must fetch without an error, and count what it
/// fetches. One pokemon is inserted and never saved, so that every fetch also evaluates the
/// predicate in memory, as a fetch with pending changes does.
private final class PredicateTarget {
    /// Where the predicate starts in the line `find PREDICATE`.
    private static let firstColumn = 6

    private let container: PokedeskContainer
    private let entity: EntityDescription

    init() {
        do {
            container = try PokedeskContainer(location: .inMemory)
            let repositories = container.makeRepositories()
            for (name, race) in [("Pika", "25"), ("Sparky", "pikachu"), ("Zoë", "4"), ("Mr. Mime", "122")] {
                _ = try repositories.pokemons.add(name: name, race: try repositories.races.race(matching: race).id)
            }
            let pending = try container.viewContext.insert(ManagedPokemon.self)
            pending.name = "Bulby"
            try pending.setRace(
                container.viewContext.fetch(
                    FetchRequest(entityName: "Race", predicate: ObjectPredicate(format: "code == 1"))
                ).first as? ManagedRace
            )
        } catch {
            fatalError("cannot make the pokedesk to fetch from: \(error)")
        }
        guard let entity = container.store.model.entity(named: "Pokemon") else { fatalError("no Pokemon entity") }
        self.entity = entity
    }

    func run(_ text: String) {
        let predicate: ObjectPredicate
        do {
            predicate = try ObjectPredicate(
                format: text,
                entity: entity,
                model: container.store.model,
                firstColumn: Self.firstColumn
            )
        } catch {
            check(error, of: text)
            return
        }
        let request = FetchRequest(entityName: "Pokemon", predicate: predicate)
        do {
            let fetched = try container.viewContext.fetch(request)
            let counted = try container.viewContext.count(for: request)
            FuzzCheck.require(counted == fetched.count, "fetched \(fetched.count) pokemons, counted \(counted)")
        } catch {
            fatalError("accepted \(text.debugDescription), yet the fetch failed: \(error)")
        }
    }

    /// One line, in the engine's English and in the app's words, led by a column in the text
    /// (or just after it, where a missing value was expected).
    private func check(_ error: PredicateError, of text: String) {
        FuzzCheck.oneLine(error.message, "the refusal of \(text.debugDescription)")
        FuzzCheck.oneLine(error.wordedMessage, "the worded refusal of \(text.debugDescription)")
        guard let column = error.column else {
            fatalError("the refusal of \(text.debugDescription) has no column: \(error.message)")
        }
        let columns = Self.firstColumn...(Self.firstColumn + text.count)
        FuzzCheck.require(columns.contains(column), "column \(column) outside \(columns) in \(error.message)")
    }
}
