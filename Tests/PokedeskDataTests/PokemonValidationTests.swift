import ManagedGraph
import Testing

@testable import PokedeskData

// MARK: - Validation of the app's model at save

@Suite("Validation of pokemons")
struct PokemonValidationTests {
    @Test(
        "given several broken objects, when saving, then one error lists every failure and the context keeps its changes"
    )
    func everyFailureAtOnce() throws {
        let pokedesk = try makePokedesk()
        let context = pokedesk.viewContext
        let empty = try context.insert(ManagedPokemon.self)
        empty.name = ""
        let long = try context.insert(ManagedPokemon.self)
        long.name = String(repeating: "x", count: 41)
        let good = try context.insert(ManagedPokemon.self)
        good.name = "Pika"

        let error = #expect(throws: ContextError.self) { try context.save() }
        guard case .validation(let failures)? = error else {
            Issue.record("expected a validation error, got \(String(describing: error))")
            return
        }
        #expect(
            failures.map(\.description) == [
                "Pokemon \"\": name cannot be empty",
                "Pokemon \"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\": name can have at most 40 characters; it has 41",
            ]
        )
        #expect(context.insertedObjects.count == 3)
        #expect(try context.count(for: FetchRequest(entityName: "Pokemon", includesPendingChanges: false)) == 0)

        long.name = "Long"
        empty.name = "Empty"
        try context.save()
        #expect(try context.count(for: FetchRequest(entityName: "Pokemon")) == 3)
    }
}
