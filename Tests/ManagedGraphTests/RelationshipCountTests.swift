import Testing

@testable import ManagedGraph

// MARK: - Minimum and maximum counts of to-many relationships

/// Team —players (2 to 3)→ Player, Player —team→ Team; Roster —entries (required, so at
/// least one)→ Player.
let teamModel = ManagedObjectModel(
    version: 1,
    entities: [
        EntityDescription(
            name: "Team",
            attributes: [AttributeDescription(name: "name", type: .string)],
            relationships: [
                RelationshipDescription(
                    name: "players",
                    destination: "Player",
                    inverse: "team",
                    isToMany: true,
                    minCount: 2,
                    maxCount: 3
                )
            ]
        ),
        EntityDescription(
            name: "Player",
            attributes: [AttributeDescription(name: "name", type: .string)],
            relationships: [
                RelationshipDescription(name: "team", destination: "Team", inverse: "players", isToMany: false),
                RelationshipDescription(name: "rosters", destination: "Roster", inverse: "entries", isToMany: true),
            ]
        ),
        EntityDescription(
            name: "Roster",
            attributes: [AttributeDescription(name: "name", type: .string)],
            relationships: [
                RelationshipDescription(
                    name: "entries",
                    destination: "Player",
                    inverse: "rosters",
                    isToMany: true,
                    isOptional: false
                )
            ]
        ),
    ]
)

@Suite("Relationship counts")
struct RelationshipCountTests {
    @discardableResult
    private func team(_ name: String, players: Int, in context: ObjectContext) throws -> ManagedObject {
        let team = try context.make("Team", ["name": .string(name)])
        for index in 0..<players {
            let player = try context.make("Player", ["name": .string("\(name)-\(index)")])
            try player.setRelatedObject(team, forKey: "team")
        }
        return team
    }

    private func makeTeams() throws -> ObjectContext {
        ObjectContext(store: try PersistentStore(location: .inMemory, model: teamModel))
    }

    @Test("given a team below its minimum or above its maximum, when saved, then each is refused with its count")
    func minimumAndMaximum() throws {
        let context = try makeTeams()
        try team("Reds", players: 1, in: context)
        try team("Blues", players: 4, in: context)
        try team("Greens", players: 2, in: context)
        let error = #expect(throws: ContextError.self) { try context.save() }
        #expect(
            error?.description
                == "cannot save: Team \"Reds\": players has 1 object; it needs at least 2; "
                + "Team \"Blues\": players has 4 objects; it can have at most 3"
        )
    }

    @Test(
        "given a saved full team, when a player joins it from another context through the inverse, then the save is refused"
    )
    func changedThroughTheInverse() throws {
        let context = try makeTeams()
        let reds = try team("Reds", players: 3, in: context)
        try context.save()

        let other = ObjectContext(store: context.store)
        let redsThere = other.object(with: reds.objectID)
        let newcomer = try other.make("Player", ["name": .string("Newcomer")])
        try newcomer.setRelatedObject(redsThere, forKey: "team")
        #expect(redsThere.isFault, "the team's players were never loaded here")
        let error = #expect(throws: ContextError.self) { try other.save() }
        #expect(error?.description == "cannot save: Team \"Reds\": players has 4 objects; it can have at most 3")
    }

    @Test("given a team at its minimum, when a player is deleted, then the save is refused; within limits it passes")
    func deletingBelowTheMinimum() throws {
        let context = try makeTeams()
        let reds = try team("Reds", players: 2, in: context)
        try context.save()
        let players = reds.relatedObjects(forKey: "players")
        try context.delete(players[0])
        let error = #expect(throws: ContextError.self) { try context.save() }
        #expect(error?.description == "cannot save: Team \"Reds\": players has 1 object; it needs at least 2")

        let substitute = try context.make("Player", ["name": .string("Sub")])
        try reds.addRelatedObject(substitute, forKey: "players")
        try context.save()
        #expect(reds.relatedObjects(forKey: "players").count == 2)
    }

    @Test("given a required to-many relationship, when it is empty at save, then it needs at least one object")
    func requiredToMany() throws {
        let context = try makeTeams()
        let roster = try context.make("Roster", ["name": .string("Cup")])
        let error = #expect(throws: ContextError.self) { try context.save() }
        #expect(error?.description == "cannot save: Roster \"Cup\": entries has 0 objects; it needs at least 1")

        let player = try context.make("Player", ["name": .string("Solo")])
        try roster.addRelatedObject(player, forKey: "entries")
        try context.save()
        #expect(player.relatedObjects(forKey: "rosters").count == 1)
    }

    @Test("given a saved team, when only its name changes, then its players are not loaded to count them")
    func unchangedRelationshipIsNotCounted() throws {
        let context = try makeTeams()
        let reds = try team("Reds", players: 2, in: context)
        try context.save()

        let other = ObjectContext(store: context.store)
        let redsThere = try other.existingObject(with: reds.objectID)
        try redsThere.setStoreValue(.string("Crimson"), forAttribute: "name")
        let before = other.statistics.rowsRead
        try other.save()
        #expect(other.statistics.rowsRead == before)
        #expect(redsThere.toMany.allSatisfy { $0 == nil }, "no to-many relationship was loaded")
    }
}
