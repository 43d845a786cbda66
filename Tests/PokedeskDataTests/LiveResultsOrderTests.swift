import PokedeskDomain
import Testing

@testable import ManagedGraph
@testable import PokedeskData

// MARK: - Cases the random check found, each on its own

/// Each test is a round of `LiveResultsRandomTests`, shrunk and written out: the changes reported,
/// and the rows a table gets by applying them, which must be the new fetch.
@Suite("Live results: order and sections")
struct LiveResultsOrderTests {
    /// A store with no catalogue: races and pokemons are only those a test makes.
    private final class Fixture {
        let context: ObjectContext
        let results: FetchedResultsController
        let batches = BatchRecorder()
        private var before: [TableSection] = []

        init(
            races: [String] = [],
            pokemons: [(name: String, race: Int?)],
            sort: [FetchSortDescriptor] = [.init("name", comparison: .caseInsensitive)],
            sectionKey: SectionKey? = nil
        ) throws {
            let context = ObjectContext(store: try PersistentStore(location: .inMemory, model: PokedeskModel.current))
            var made: [ManagedRace] = []
            for (index, name) in races.enumerated() {
                let race = try context.insert(ManagedRace.self)
                race.name = name
                race.code = index + 1
                race.imageFile = "\(index + 1).png"
                made.append(race)
            }
            for (name, race) in pokemons {
                let pokemon = try context.insert(ManagedPokemon.self)
                pokemon.name = name
                if let race { try pokemon.setRace(made[race - 1]) }
            }
            try context.save()
            self.context = context
            let request = FetchRequest(entityName: "Pokemon", sortDescriptors: sort)
            results = try FetchedResultsController(fetchRequest: request, context: context, sectionKey: sectionKey)
            results.delegate = batches
            try results.performFetch()
            before = try Self.table(of: results)
        }

        /// The race with code `code`.
        func race(_ code: Int) throws -> ManagedRace {
            let races = try context.fetch(FetchRequest(entityName: "Race")).compactMap { $0 as? ManagedRace }
            return try #require(races.first { $0.code == code })
        }

        func pokemon(_ name: String) throws -> ManagedPokemon {
            let pokemons = try context.fetch(FetchRequest(entityName: "Pokemon")).compactMap { $0 as? ManagedPokemon }
            return try #require(pokemons.first { $0.name.unicodeScalars.elementsEqual(name.unicodeScalars) })
        }

        /// Saves, and returns what the controller reported, one batch; checks that a table
        /// applying it to the rows before gets the rows a fresh controller fetches.
        func save(sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
            try context.save()
            let fresh = try FetchedResultsController(
                fetchRequest: results.fetchRequest,
                context: context,
                sectionKey: results.sectionKey
            )
            try fresh.performFetch()
            let after = try Self.table(of: fresh)
            #expect(
                try Self.table(of: results) == after,
                "the controller holds the fetch",
                sourceLocation: sourceLocation
            )
            let delivered = batches.take()
            #expect(delivered.count <= 1, sourceLocation: sourceLocation)
            var applied = before
            for batch in delivered { applied = try TableUpdate.apply(batch, to: applied) }
            #expect(applied == after, "applied \(applied), fetched \(after)", sourceLocation: sourceLocation)
            before = after
            return delivered.flatMap(\.lines)
        }

        /// A controller's sections and rows.
        static func table(of results: FetchedResultsController) throws -> [TableSection] {
            let ids = try results.objects(in: 0..<results.count).map(\.objectID)
            var start = 0
            return results.sections.map { section in
                defer { start += section.count }
                return TableSection(name: section.name, rows: Array(ids[start..<(start + section.count)]))
            }
        }

        func names() throws -> [String] {
            try results.objects(in: 0..<results.count).map { ($0 as! ManagedPokemon).name }
        }
    }

    private static let byRaceThenName = [
        FetchSortDescriptor("race.name", comparison: .caseInsensitive),
        FetchSortDescriptor("name", comparison: .caseInsensitive),
    ]

    // MARK: Moves and updates

    @Test("two renames in one save: the one that keeps its index but passes an unmoved row is a move")
    func keptIndexPassingUnmovedRow() throws {
        let fixture = try Fixture(pokemons: [("Abra", nil), ("Bulby", nil), ("Char", nil)])
        try fixture.pokemon("Abra").name = "Zubat"
        try fixture.pokemon("Bulby").name = "Yoyo"
        #expect(try fixture.save() == ["move [0, 1]->[0, 1]", "move [0, 0]->[0, 2]"])
        #expect(try fixture.names() == ["Char", "Yoyo", "Zubat"])
    }

    @Test(
        "a rename that keeps the row between the same unchanged rows is an update, whatever is deleted or inserted around it"
    )
    func renameInPlaceAmongDeletionAndInsertion() throws {
        let fixture = try Fixture(pokemons: [("Abra", nil), ("Bulby", nil), ("Char", nil), ("Dodo", nil)])
        try fixture.context.delete(try fixture.pokemon("Abra"))
        try fixture.pokemon("Char").name = "Cherry"
        try fixture.context.insert(ManagedPokemon.self).name = "Eve"
        #expect(try fixture.save() == ["delete [0, 0]", "insert [0, 3]", "update [0, 2]"])
        #expect(try fixture.names() == ["Bulby", "Cherry", "Dodo", "Eve"])
    }

    @Test(
        "a race renamed to another race's name but for its case moves its pokemon after that race's, which has the lower key"
    )
    func raceRenamedToSameFoldedName() throws {
        let fixture = try Fixture(
            races: ["abra", "Abra"],
            pokemons: [("Yoyo", 1), ("Yoyo", 2)],
            sort: Self.byRaceThenName
        )
        try fixture.race(2).name = "abra"
        #expect(try fixture.save() == ["move [0, 0]->[0, 1]"])
    }

    @Test("two renamed rows that swap places between the same unchanged rows are both moved")
    func swapBetweenUnchangedRows() throws {
        let fixture = try Fixture(pokemons: [("Abra", nil), ("Bob", nil), ("Bud", nil), ("Char", nil)])
        try fixture.pokemon("Bob").name = "Bux"
        try fixture.pokemon("Bud").name = "Bea"
        #expect(try fixture.save() == ["move [0, 2]->[0, 1]", "move [0, 1]->[0, 2]"])
        #expect(try fixture.names() == ["Abra", "Bea", "Bux", "Char"])
    }

    @Test("a rename that another renamed row passes over is a move, though it keeps its place among unchanged rows")
    func passedByAnotherRename() throws {
        let fixture = try Fixture(pokemons: [("Abra", nil), ("Bulby", nil), ("Char", nil), ("Dodo", nil)])
        try fixture.pokemon("Abra").name = "Zed"
        try fixture.pokemon("Char").name = "Chaz"
        #expect(try fixture.save() == ["move [0, 2]->[0, 1]", "move [0, 0]->[0, 3]"])
        #expect(try fixture.names() == ["Bulby", "Chaz", "Dodo", "Zed"])
    }

    // MARK: Sections by initial

    @Test("a long s sorts after z: it has a section of its own after Z, and inserting it reports that section")
    func longSAfterZ() throws {
        let fixture = try Fixture(pokemons: [("Sam", nil), ("Zubat", nil)], sectionKey: .initial(of: "name"))
        try fixture.context.insert(ManagedPokemon.self).name = "ſun"
        #expect(try fixture.save() == ["+section 2 ſ", "insert [2, 0]"])
        #expect(fixture.results.sections.map(\.name) == ["S", "Z", "ſ"])
    }

    @Test("dotless i sorts after z and opens its own section, not a second I; dotted İ folds into I")
    func dotlessAndDottedI() throws {
        let fixture = try Fixture(pokemons: [("Igloo", nil), ("Zubat", nil)], sectionKey: .initial(of: "name"))
        try fixture.context.insert(ManagedPokemon.self).name = "ıgloo"
        try fixture.context.insert(ManagedPokemon.self).name = "İris"
        #expect(try fixture.save() == ["+section 2 ı", "insert [0, 1]", "insert [2, 0]"])
        #expect(fixture.results.sections.map(\.name) == ["I", "Z", "ı"])
        #expect(fixture.results.sections.map(\.count) == [2, 1, 1])
    }

    @Test("a name that starts with an emoji and a modifier is under the emoji, with the others that start with it")
    func emojiWithModifier() throws {
        let fixture = try Fixture(
            pokemons: [("\u{1F44D}a", nil), ("\u{1F44D}\u{1F600}", nil)],
            sectionKey: .initial(of: "name")
        )
        try fixture.context.insert(ManagedPokemon.self).name = "\u{1F44D}\u{1F3FB}"
        #expect(try fixture.save() == ["insert [0, 1]"])
        #expect(fixture.results.sections.map(\.name) == ["\u{1F44D}"])
    }

    // MARK: Sections by value

    @Test(
        "races named É precomposed and decomposed are two sections, kept apart where a case variant sorts between them"
    )
    func canonicallyEquivalentRaces() throws {
        let fixture = try Fixture(
            races: ["E\u{301}voli", "e\u{301}voli", "\u{C9}voli"],
            pokemons: [("Abra", 1), ("Bulby", 2), ("Char", 3)],
            sort: Self.byRaceThenName,
            sectionKey: .value(of: "race.name")
        )
        #expect(
            fixture.results.sections.map { Array($0.name.unicodeScalars) } == [
                Array("E\u{301}voli".unicodeScalars), Array("e\u{301}voli".unicodeScalars),
                Array("\u{C9}voli".unicodeScalars),
            ]
        )
        try fixture.pokemon("Char").setRace(try fixture.race(1))
        #expect(try fixture.save() == ["-section 2 \u{C9}voli", "move [2, 0]->[0, 1]"])
        #expect(fixture.results.sections.map(\.count) == [2, 1])
    }

    // MARK: SQL and memory

    @Test("SQL and the in-memory sort put tricky names in the same order")
    func sqlAndMemoryAgree() throws {
        let names = LiveResultsNames.tricky + LiveResultsNames.plain
        let fixture = try Fixture(pokemons: names.map { ($0, nil) })
        let objects = try fixture.context.fetch(fixture.results.fetchRequest)
        let plan = try FetchPlan(fixture.results.fetchRequest, store: fixture.context.store)
        #expect(objects.count == names.count)
        #expect(plan.sorter.sorted(objects).map(\.objectID) == objects.map(\.objectID))
        #expect(try Fixture.table(of: fixture.results)[0].rows == objects.map(\.objectID))
    }

    // MARK: Undo

    @Test("a rename that changes only how a name is encoded is saved, reported, and undone")
    func renameToCanonicallyEquivalentName() throws {
        let fixture = try Fixture(pokemons: [("Abra", nil), ("\u{2126}", nil)])
        try fixture.pokemon("\u{2126}").name = "\u{3A9}"
        #expect(try fixture.save() == ["update [0, 1]"])
        #expect(try fixture.names().map { Array($0.unicodeScalars) } == [Array("Abra".unicodeScalars), ["\u{3A9}"]])
        try fixture.context.undo()
        #expect(try fixture.save() == ["update [0, 1]"])
        #expect(try fixture.names().map { Array($0.unicodeScalars) } == [Array("Abra".unicodeScalars), ["\u{2126}"]])
    }
}
