import Foundation
import ManagedGraph
import PokedeskData
import Testing

// MARK: - Exercise 2: fetch requests with predicates across relationships

/// Checks two fetch requests the exercise adds to `ManagedPokemon`: the pokemons whose race has
/// two types, and the pokemons of one type.
@Suite("Exercise 2: predicates across relationships")
struct Exercise02Check {
    /// Bulbasaur is Grass and Poison, Charizard Fire and Flying, Zubat Poison and Flying;
    /// Pikachu is Electric only, Vulpix Fire only.
    private let pokemons: [(String, Int?)] = [
        ("Bulby", 1), ("Pika", 25), ("Char", 6), ("vulpy", 37), ("Nobody", nil), ("zubat", 41),
    ]

    @Test("dualTypedRequest() fetches the pokemons whose race has two types, sorted by name")
    func dualTyped() throws {
        let pokedesk = try pokedesk()
        let context = pokedesk.viewContext
        let request = ManagedPokemon.dualTypedRequest()
        #expect(request.entityName == "Pokemon")
        #expect(try names(request, in: context) == ["Bulby", "Char", "zubat"])
        #expect(try context.count(for: request) == 3)

        // An unsaved pokemon shows too: fetches see the context's pending changes.
        try insert("abra", code: 63, in: context)  // Abra: Psychic only.
        try insert("Mew2", code: 150, in: context)  // Mewtwo: Psychic only.
        try insert("Lapras", code: 131, in: context)  // Lapras: Water and Ice.
        #expect(try names(request, in: context) == ["Bulby", "Char", "Lapras", "zubat"])
    }

    @Test("request(ofType:) fetches the pokemons of one type, whatever its case, sorted by name")
    func ofType() throws {
        let pokedesk = try pokedesk()
        let context = pokedesk.viewContext
        #expect(try names(ManagedPokemon.request(ofType: "fire"), in: context) == ["Char", "vulpy"])
        #expect(try names(ManagedPokemon.request(ofType: "FLYING"), in: context) == ["Char", "zubat"])
        #expect(try names(ManagedPokemon.request(ofType: "Dragon"), in: context) == [])
    }

    @Test("a type name is an argument of the predicate, not text pasted into its format")
    func typeNameIsAnArgument() throws {
        let pokedesk = try pokedesk()
        for name in [#"Fire" OR name != ""#, "Fire'", "%@"] {
            #expect(try names(ManagedPokemon.request(ofType: name), in: pokedesk.viewContext) == [])
        }
    }

    // MARK: Helpers

    private func pokedesk() throws -> PokedeskContainer {
        let pokedesk = try PokedeskContainer(location: .inMemory)
        for (name, code) in pokemons { try insert(name, code: code, in: pokedesk.viewContext) }
        try pokedesk.viewContext.save()
        return pokedesk
    }

    private func insert(_ name: String, code: Int?, in context: ObjectContext) throws {
        let pokemon = try context.insert(ManagedPokemon.self)
        pokemon.name = name
        guard let code else { return }
        let byCode = FetchRequest(
            entityName: "Race",
            predicate: try ObjectPredicate(format: "code == %d", .integer(code))
        )
        try pokemon.setRace(try #require(try context.fetch(byCode).first as? ManagedRace))
    }

    private func names(_ request: FetchRequest, in context: ObjectContext) throws -> [String] {
        try context.fetch(request).compactMap { ($0 as? ManagedPokemon)?.name }
    }
}
