import Foundation
import ManagedGraph
import PokedeskData
import Testing

// MARK: - Exercise 3: live results of one type, by race

/// Checks `ManagedPokemon.liveResults(ofType:in:)`: a fetched results controller of the pokemons
/// of one type, one section per race, that follows every save — rows and sections coming and
/// going as pokemons are added, change race or are renamed.
@Suite("Exercise 3: live results, sectioned by race")
struct Exercise03Check {
    @Test("the pokemons of the type, one section per race in name order, each by name")
    func firstFetch() throws {
        let context = try pokedesk()
        let results = try ManagedPokemon.liveResults(ofType: "fire", in: context)
        #expect(results.fetchRequest.entityName == "Pokemon")
        #expect(results.sectionKey?.keyPath == "race.name")
        #expect(
            results.sections == [
                SectionInfo(name: "Charizard", count: 1), SectionInfo(name: "Charmander", count: 2),
            ]
        )
        #expect(try names(results) == ["Char", "Blaze", "ember"])
    }

    @Test("each save is reported as the rows and sections it inserted, deleted or moved")
    func followsChanges() throws {
        let context = try pokedesk()
        let results = try ManagedPokemon.liveResults(ofType: "fire", in: context)
        let recorder = Recorder()
        results.delegate = recorder

        // A pokemon of a race not shown yet: a new section, and its row.
        try insert("Vulpy", code: 37, in: context)
        try context.save()
        #expect(recorder.take() == ["will", "+section 2 Vulpix", "insert [2, 0]", "did"])

        // A race without the type: the row leaves, and its section with it.
        try pokemon("Char", in: context).setRace(try race(25, in: context))
        try context.save()
        #expect(recorder.take() == ["will", "-section 0 Charizard", "delete [0, 0]", "did"])
        #expect(results.sections.map(\.name) == ["Charmander", "Vulpix"])

        // A rename moves the row within its section.
        try pokemon("Blaze", in: context).name = "Zeta"
        try context.save()
        #expect(recorder.take() == ["will", "move [0, 0]->[0, 1]", "did"])
        #expect(try names(results) == ["ember", "Zeta", "Vulpy"])

        // A pokemon outside the results changes: nothing to say.
        try pokemon("Pika", in: context).name = "Pikachu"
        try context.save()
        #expect(recorder.take().isEmpty)
    }

    // MARK: Helpers

    /// Writes down what the controller tells its delegate.
    private final class Recorder: FetchedResultsControllerDelegate {
        private var events: [String] = []

        func controllerWillChangeContent(_ controller: FetchedResultsController) { events.append("will") }
        func controllerDidChangeContent(_ controller: FetchedResultsController) { events.append("did") }

        func controller(_ controller: FetchedResultsController, didChange change: FetchedSectionChange) {
            switch change {
            case .inserted(let index, let name): events.append("+section \(index) \(name)")
            case .deleted(let index, let name): events.append("-section \(index) \(name)")
            }
        }

        func controller(
            _ controller: FetchedResultsController,
            didChange change: FetchedObjectChange,
            for object: ObjectID
        ) {
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

    /// Charizard is Fire and Flying, Charmander Fire, Pikachu Electric.
    private func pokedesk() throws -> ObjectContext {
        let pokedesk = try PokedeskContainer(location: .inMemory)
        let context = pokedesk.viewContext
        for (name, code) in [("Char", 6), ("ember", 4), ("Blaze", 4), ("Pika", 25)] {
            try insert(name, code: code, in: context)
        }
        try insert("Nobody", code: nil, in: context)
        try context.save()
        // The context keeps its store; the container may go.
        return context
    }

    private func insert(_ name: String, code: Int?, in context: ObjectContext) throws {
        let pokemon = try context.insert(ManagedPokemon.self)
        pokemon.name = name
        if let code { try pokemon.setRace(try race(code, in: context)) }
    }

    private func race(_ code: Int, in context: ObjectContext) throws -> ManagedRace {
        let request = FetchRequest(
            entityName: "Race",
            predicate: try ObjectPredicate(format: "code == %d", .integer(code))
        )
        return try #require(try context.fetch(request).first as? ManagedRace)
    }

    private func pokemon(_ name: String, in context: ObjectContext) throws -> ManagedPokemon {
        let request = FetchRequest(
            entityName: "Pokemon",
            predicate: try ObjectPredicate(format: "name == %@", .string(name))
        )
        return try #require(try context.fetch(request).first as? ManagedPokemon)
    }

    private func names(_ results: FetchedResultsController) throws -> [String] {
        try results.objects(in: 0..<results.count).compactMap { ($0 as? ManagedPokemon)?.name }
    }
}
