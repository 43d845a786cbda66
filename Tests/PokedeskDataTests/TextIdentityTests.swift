import Testing

@testable import ManagedGraph
@testable import PokedeskData

// MARK: - Text that is canonically equivalent, yet not the same text

/// Swift's `==` takes "Ω" the ohm sign and "Ω" the letter as equal; the store, the sort and
/// predicates do not. A change from one to the other is a change.
@Suite("Text identity")
struct TextIdentityTests {
    @Test("values are identical only with the same scalars; other values as ==")
    func identity() {
        #expect(StoreValue.string("\u{2126}") == .string("\u{3A9}"))
        #expect(!StoreValue.string("\u{2126}").isIdentical(to: .string("\u{3A9}")))
        #expect(!StoreValue.string("\u{C9}").isIdentical(to: .string("E\u{301}")))
        #expect(StoreValue.string("Abra").isIdentical(to: .string("Abra")))
        #expect(StoreValue.integer(2).isIdentical(to: .double(2)) == (StoreValue.integer(2) == .double(2)))
        #expect(StoreValue.null.isIdentical(to: .null))
    }

    @Test("an unsaved change to a canonically equivalent name survives a refresh that keeps changes")
    func refreshKeepsTheChange() throws {
        let context = ObjectContext(store: try PersistentStore(location: .inMemory, model: PokedeskModel.current))
        let pokemon = try context.insert(ManagedPokemon.self)
        pokemon.name = "\u{2126}"
        try context.save()
        pokemon.name = "\u{3A9}"
        #expect(pokemon.hasChanges)
        try context.refresh(pokemon, mergeChanges: true)
        #expect(Array(pokemon.name.unicodeScalars) == ["\u{3A9}"])
        #expect(pokemon.hasChanges)
    }
}
