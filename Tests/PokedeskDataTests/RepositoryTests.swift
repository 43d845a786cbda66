import PokedeskDomain
import Testing

@testable import ManagedGraph
@testable import PokedeskData

/// Records Domain live-results events.
final class DomainChangeRecorder: LiveResultsDelegate {
    var events: [String] = []
    func liveResultsWillChange(_ results: AnyObject) { events.append("will") }
    func liveResults(_ results: AnyObject, didChange change: SectionChange) { events.append("\(change)") }
    func liveResults(_ results: AnyObject, didChange change: RowChange) { events.append("\(change)") }
    func liveResultsDidChange(_ results: AnyObject) { events.append("did") }
}

// MARK: - Repositories

@Suite("Repositories")
struct RepositoryTests {
    @Test("a race not found is unknown; in a store without any race, it says the store has none yet")
    func raceNotFound() throws {
        let preloaded = try makePokedesk()
        #expect(throws: PokedeskError.unknownRace("Pikachoo")) {
            try ContextRaceRepository(context: preloaded.viewContext).race(matching: "Pikachoo")
        }
        let bare = ObjectContext(store: try PersistentStore(location: .inMemory, model: PokedeskModel.current))
        #expect(throws: PokedeskError.noRaces) { try ContextRaceRepository(context: bare).race(matching: "25") }
        #expect(
            PokedeskError.noRaces.description
                == "the store has no races yet: they are loaded the next time it is opened for writing"
        )
    }

    @Test("given an empty pokedesk, when a pokemon is added with a race, then live results report the insert")
    func addReportsAnInsert() throws {
        let repositories = try makePokedesk().makeRepositories()
        let results = try repositories.pokemons.liveResults(for: PokemonQuery())
        let recorder = DomainChangeRecorder()
        results.delegate = recorder
        #expect(results.count == 0)

        let pikachu = try repositories.races.race(matching: "pikachu")
        let added = try repositories.pokemons.add(name: "  Pika  ", race: pikachu.id)
        #expect(added.name == "Pika")
        #expect(added.race?.typeNames == "Electric")
        #expect(recorder.events == ["will", "inserted(at: [0, 0])", "did"])
        #expect(try results.element(at: 0) == added)
    }

    @Test("races are found by code or by name, case- and diacritic-insensitively")
    func raceLookUp() throws {
        let races = try makePokedesk().makeRepositories().races
        #expect(try races.race(matching: "25").name == "Pikachu")
        #expect(try races.race(matching: "FLABEBE").code == 669)
        #expect(try races.race(matching: " mr. mime ").code == 122)
        #expect(throws: PokedeskError.unknownRace("Pikachoo")) { try races.race(matching: "Pikachoo") }
        #expect(throws: PokedeskError.unknownRace("9999")) { try races.race(matching: "9999") }
    }

    @Test("the races picker counts pokemons and filters by name and type")
    func racePicker() throws {
        let repositories = try makePokedesk().makeRepositories()
        let pikachu = try repositories.races.race(matching: "25")
        try repositories.pokemons.add(name: "Pika", race: pikachu.id)
        try repositories.pokemons.add(name: "Sparky", race: pikachu.id)
        let found = try repositories.races.liveResults(for: RaceQuery(nameContains: "PIKA"))
        let rows = try found.elements(in: 0..<found.count)
        #expect(rows.map(\.race.name) == ["Pikachu"])
        #expect(rows.first?.pokemonCount == 2)

        let electric = try #require(try repositories.types.allTypes().first { $0.type.name == "Electric" })
        let ofType = try repositories.races.liveResults(for: RaceQuery(type: electric.type.id))
        #expect(ofType.count == electric.raceCount)
        #expect(try ofType.elements(in: 0..<ofType.count).allSatisfy { $0.race.types.contains(electric.type) })
    }

    @Test("types are sorted by name with their race counts")
    func types() throws {
        let types = try makePokedesk().makeRepositories().types.allTypes()
        #expect(types.count == 18)
        #expect(types.map(\.type.name) == types.map(\.type.name).sorted())
        #expect(types.reduce(0) { $0 + $1.raceCount } > 898, "some races have two types")
    }

    @Test("a bad name, a bad predicate, undo with nothing: one-line errors, nothing changed")
    func errors() throws {
        let repositories = try makePokedesk().makeRepositories()
        #expect(throws: PokedeskError.invalidName(.empty)) { try repositories.pokemons.add(name: "   ", race: nil) }
        let error = #expect(throws: PokedeskError.self) {
            try repositories.pokemons.liveResults(for: PokemonQuery(filter: "name == "))
        }
        #expect(error?.description == "column 9: expected a value after '=='")
        #expect(throws: PokedeskError.nothingToUndo) { try repositories.history.undo() }
        #expect(try repositories.pokemons.allNames().isEmpty)
    }

    @Test("undo and redo name what they did")
    func undoNames() throws {
        let repositories = try makePokedesk().makeRepositories()
        let pika = try repositories.pokemons.add(name: "Pika", race: nil)
        try repositories.pokemons.rename(pika, to: "Pikachu")
        #expect(try repositories.history.undo() == "rename \"Pika\" to \"Pikachu\"")
        #expect(try repositories.pokemons.allNames() == ["Pika"])
        #expect(try repositories.history.undo() == "add \"Pika\"")
        #expect(try repositories.history.redo() == "add \"Pika\"")
        #expect(try repositories.pokemons.allNames() == ["Pika"])
    }

    @Test("B-43: a change made on a screen that showed an older state is refused, and the other change stays")
    func conflictAcrossProcesses() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("shared.sqlite")
        let mine = try PokedeskContainer(location: .file(path)).makeRepositories()
        let shown = try mine.pokemons.add(name: "Pika", race: nil)

        let theirs = try PokedeskContainer(location: .file(path)).makeRepositories()
        let theirCopy = try #require(try theirs.pokemons.pokemon(shown.id))
        try theirs.pokemons.rename(theirCopy, to: "Sparky")

        // Without a refresh, the save itself detects the conflict (optimistic locking).
        #expect(throws: PokedeskError.conflict(name: "Pika")) { try mine.pokemons.rename(shown, to: "Zap") }
        #expect(try mine.pokemons.pokemon(shown.id)?.name == "Sparky", "the screen can show the current state")

        // With a refresh first, the stale value the screen holds is refused too.
        let shownAgain = try #require(try mine.pokemons.pokemon(shown.id))
        try theirs.pokemons.rename(try #require(try theirs.pokemons.pokemon(shown.id)), to: "Sparkle")
        try mine.external.refresh()
        #expect(throws: PokedeskError.conflict(name: "Sparky")) { try mine.pokemons.rename(shownAgain, to: "Zap") }
        let current = try #require(try mine.pokemons.pokemon(shown.id))
        #expect(current.name == "Sparkle")
        #expect(try mine.pokemons.rename(current, to: "Zap").name == "Zap", "the change can be retried")
    }

    @Test("B-43: undo and redo of a change to a pokemon another process deleted are refused in the app's words")
    func undoOfAPokemonDeletedElsewhere() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("shared.sqlite")
        let mine = try PokedeskContainer(location: .file(path)).makeRepositories()
        let theirs = try PokedeskContainer(location: .file(path)).makeRepositories()
        let pika = try mine.pokemons.add(name: "Pika", race: nil)
        let zap = try mine.pokemons.add(name: "Zap", race: nil)
        try mine.pokemons.rename(zap, to: "Zappy")
        try mine.history.undo()
        try theirs.external.refresh()
        for id in [pika.id, zap.id] { try theirs.pokemons.delete(try #require(try theirs.pokemons.pokemon(id))) }
        try mine.external.refresh()

        let redo = #expect(
            throws: PokedeskError.cannotRedo(action: "rename \"Zap\" to \"Zappy\"", because: .pokemonGone)
        ) {
            try mine.history.redo()
        }
        #expect(redo?.description == "cannot redo rename \"Zap\" to \"Zappy\": the pokemon no longer exists")
        let undo = #expect(throws: PokedeskError.cannotUndo(action: "add \"Zap\"", because: .pokemonGone)) {
            try mine.history.undo()
        }
        #expect(undo?.description == "cannot undo add \"Zap\": the pokemon no longer exists")
        #expect(try mine.pokemons.allNames().isEmpty, "nothing came back")
    }

    @Test(
        "B-43: undo of a rename another process renamed over is refused, leaves the history, and the next undo goes on"
    )
    func undoOverAnotherProcessesChange() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("shared.sqlite")
        let mine = try PokedeskContainer(location: .file(path)).makeRepositories()
        let theirs = try PokedeskContainer(location: .file(path)).makeRepositories()
        let zap = try mine.pokemons.add(name: "Zap", race: nil)
        let bolt = try mine.pokemons.add(name: "Bolt", race: nil)
        try mine.pokemons.rename(bolt, to: "Volt")
        try theirs.external.refresh()
        try theirs.pokemons.rename(try #require(try theirs.pokemons.pokemon(bolt.id)), to: "Zed")
        try mine.external.refresh()

        let refused = #expect(throws: PokedeskError.self) { try mine.history.undo() }
        #expect(refused == .cannotUndo(action: "rename \"Bolt\" to \"Volt\"", because: .changedElsewhere))
        #expect(
            refused?.description
                == "cannot undo rename \"Bolt\" to \"Volt\": another process has changed the pokemon since"
        )
        #expect(try mine.pokemons.allNames() == ["Zap", "Zed"], "their rename stays")
        // The change before added the pokemon they renamed: it is not removed over their rename either.
        #expect(throws: PokedeskError.cannotUndo(action: "add \"Bolt\"", because: .changedElsewhere)) {
            try mine.history.undo()
        }
        #expect(try mine.history.undo() == "add \"\(zap.name)\"", "each refusal left the history: undo goes on")
        #expect(try mine.pokemons.allNames() == ["Zed"])
        #expect(try mine.history.redo() == "add \"Zap\"")
        #expect(!mine.history.canRedo, "the refused changes are gone for redo too")
    }
}
