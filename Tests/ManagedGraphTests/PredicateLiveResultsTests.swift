import Testing

@testable import ManagedGraph

// MARK: - Live results follow what arithmetic and SUBQUERY read

/// Live results re-judge a row when a related object it reads changes: the paths they follow
/// include those inside arithmetic and inside a SUBQUERY (its collection, and what its
/// predicate reads from the members).
@Suite("Predicate live results: arithmetic and SUBQUERY")
struct PredicateLiveResultsTests {
    private func names(of controller: FetchedResultsController) throws -> [String] {
        try controller.objects(in: 0..<controller.count).map { $0.storeValue(forAttribute: "name").stringValue ?? "?" }
    }

    private func pokemon(_ name: String, in context: ObjectContext) throws -> ManagedObject {
        let found = try context.fetch(
            FetchRequest(entityName: "Pokemon", predicate: try ObjectPredicate(format: "name == %@", .string(name)))
        )
        return try #require(found.first)
    }

    @Test("given races with a strong pokemon, when a member's level changes, then its race enters or leaves")
    func subqueryMembers() throws {
        let context = try PredicateFormatFixture.makeContext()
        let races = try FetchedResultsController(
            fetchRequest: FetchRequest(
                entityName: "Race",
                predicate: try ObjectPredicate(format: "SUBQUERY(pokemons, $p, $p.level * 2 > 20).@count > 0"),
                sortDescriptors: [.init("name")]
            ),
            context: context
        )
        try races.performFetch()
        #expect(try names(of: races) == ["Charizard", "Ditto", "Pikachu"])

        try pokemon("Pika", in: context).setStoreValue(.integer(3), forAttribute: "level")
        try pokemon("Bulby", in: context).setStoreValue(.integer(11), forAttribute: "level")
        try context.save()
        #expect(try names(of: races) == ["Bulbasaur", "Charizard", "Ditto"])
    }

    @Test("given pokemons filtered on their race's code times two, when races' codes change, then their pokemons move")
    func arithmeticOnARelatedObject() throws {
        let context = try PredicateFormatFixture.makeContext()
        let pokemons = try FetchedResultsController(
            fetchRequest: FetchRequest(
                entityName: "Pokemon",
                predicate: try ObjectPredicate(format: "race.code * 2 > 200"),
                sortDescriptors: [.init("name")]
            ),
            context: context
        )
        try pokemons.performFetch()
        #expect(try names(of: pokemons) == ["Ditto", "Flabébé", "Zoë"])

        let mime = try #require(try pokemon("Zoë", in: context).relatedObject(forKey: "race"))
        try mime.setStoreValue(.integer(99), forAttribute: "code")
        let pikachu = try #require(try pokemon("Pika", in: context).relatedObject(forKey: "race"))
        try pikachu.setStoreValue(.integer(125), forAttribute: "code")
        try context.save()
        #expect(try names(of: pokemons) == ["Ditto", "Flabébé", "Pika", "pikachu"])
    }
}
