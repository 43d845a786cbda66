import PokedeskDomain
import Testing

// MARK: - The names Tab offers after a predicate's key path, and names read back

@Suite("Name completion")
struct NameCompletionTests {
    private let repositories = Repositories(
        pokemons: Pokemons(),
        races: Races(),
        types: Types(),
        history: Unused(),
        external: Unused(),
        transfers: Unused()
    )

    @Test(
        "after a name's key path and a string operator, the names it holds",
        arguments: [
            (["name", "BEGINSWITH"], ["Bulby", "Pika"]),
            (["(name", "==[c]"], ["Bulby", "Pika"]),
            (["race.name", "=="], ["Bulbasaur", "Pikachu", "Type: Null"]),
            (["race.spanishName", "=="], ["Bulbasaur", "Pikachu", "Código Cero"]),
            (["ANY", "race.types.name", "==[c]"], ["Electric", "Fire"]),
            (["ANY", "race.types.spanishName", "==[c]"], ["Eléctrico", "Fuego"]),
            (["race.code", "<=", "151", "AND", "race.types.name", "contains[cd]"], ["Electric", "Fire"]),
        ]
    )
    func namesAfterKeyPath(words: [String], names: [String]) {
        #expect(NameCompletion(repositories).predicateValues(after: words) == names)
    }

    @Test(
        "anywhere else in a predicate, nothing",
        arguments: [[], ["name"], ["race.code", "=="], ["name", "IN"], ["name", "==", "\"Pika\"", "AND"]]
    )
    func nothingElsewhere(words: [String]) {
        #expect(NameCompletion(repositories).predicateValues(after: words).isEmpty)
    }

    @Test("Tab offers a race or a type by either name, the one shown first")
    func bothNames() {
        let completion = NameCompletion(repositories)
        #expect(completion.raceNames() == ["Bulbasaur", "Pikachu", "Type: Null", "Código Cero"])
        #expect(completion.typeNames() == ["Electric", "Eléctrico", "Fire", "Fuego"])
    }

    @Test("a typed name is one of the names ignoring case and accents, never a mere beginning")
    func namesInclude() {
        #expect(NameCompletion.names(["Flabébé", "Fire"], include: "FLABEBE"))
        #expect(!NameCompletion.names(["Flabébé", "Fire"], include: "Fir"))
    }

    @Test("a type on the Types screen: by row number, or by name whatever its case; else the reason")
    func typeChosen() throws {
        let types = try Types().allTypes()
        #expect(try TypeSummary.chosen("2", in: types).name == "Fire")
        #expect(try TypeSummary.chosen("eLECTRIC", in: types).name == "Electric")
        #expect(throws: PokedeskError.noSuchRow(3, count: 2)) { try TypeSummary.chosen("3", in: types) }
        #expect(throws: PokedeskError.unknownType("Ice")) { try TypeSummary.chosen("Ice", in: types) }
    }

    @Test("a pokemon by name: the one of that name; none, or several, is refused with the count")
    func pokemonNamed() throws {
        let pokemons = Pokemons()
        #expect(try pokemons.pokemon(named: "pika").name == "Pika")
        #expect(throws: PokedeskError.unknownPokemon("Zed")) { try pokemons.pokemon(named: "Zed") }
        #expect(throws: PokedeskError.ambiguousPokemon("Twin", count: 2)) { try pokemons.pokemon(named: "Twin") }
        #expect(
            PokedeskError.ambiguousPokemon("Twin", count: 2).description
                == #"2 pokemons are called "Twin"; use the row number"#
        )
    }
}

// MARK: - Repositories just big enough

private final class Pokemons: PokemonRepository {
    private let all = ["Bulby", "Pika", "Twin", "Twin"].enumerated().map { index, name in
        Pokemon(id: PokemonID(rawValue: Int64(index)), name: name, race: nil, version: 1)
    }
    func allNames() throws(PokedeskError) -> [String] { ["Bulby", "Pika"] }
    func pokemons(named name: String) throws(PokedeskError) -> [Pokemon] {
        all.filter { TextFolding.fold($0.name) == TextFolding.fold(name) }
    }
    func liveResults(for query: PokemonQuery) throws(PokedeskError) -> any LiveResults<Pokemon> { throw .nothingToUndo }
    func pokemon(_ id: PokemonID) throws(PokedeskError) -> Pokemon? { nil }
    func add(name: String, race: RaceID?) throws(PokedeskError) -> Pokemon { throw .nothingToUndo }
    func rename(_ pokemon: Pokemon, to name: String) throws(PokedeskError) -> Pokemon { throw .nothingToUndo }
    func changeRace(of pokemon: Pokemon, to race: RaceID?) throws(PokedeskError) -> Pokemon { throw .nothingToUndo }
    func delete(_ pokemon: Pokemon) throws(PokedeskError) {}
}

private final class Races: RaceRepository {
    func allDataNames() throws(PokedeskError) -> [DataName] {
        [DataName("Bulbasaur"), DataName("Pikachu"), DataName("Type: Null", spanish: "Código Cero")]
    }
    func liveResults(for query: RaceQuery) throws(PokedeskError) -> any LiveResults<RaceSummary> {
        throw .nothingToUndo
    }
    func race(matching text: String) throws(PokedeskError) -> Race { throw .unknownRace(text) }
}

private final class Types: TypeRepository {
    func allTypes() throws(PokedeskError) -> [TypeSummary] {
        [
            TypeSummary(
                type: PokemonType(id: TypeID(rawValue: 1), name: "Electric", spanishName: "Eléctrico"),
                raceCount: 2
            ),
            TypeSummary(type: PokemonType(id: TypeID(rawValue: 2), name: "Fire", spanishName: "Fuego"), raceCount: 1),
        ]
    }
}

private final class Unused: ChangeHistory, ExternalChanges, PokemonTransfers {
    var canUndo: Bool { false }
    var canRedo: Bool { false }
    func undo() throws(PokedeskError) -> String { throw .nothingToUndo }
    func redo() throws(PokedeskError) -> String { throw .nothingToRedo }
    func refresh() throws(PokedeskError) {}
    func commandEnded() {}
    func importPokemons(
        from path: String,
        progress: (TransferProgress) -> Void,
        isCancelled: () -> Bool
    ) throws(PokedeskError) -> ImportReport { throw .nothingToUndo }
    func exportPokemons(
        to path: String,
        progress: (TransferProgress) -> Void,
        isCancelled: () -> Bool
    ) throws(PokedeskError) -> ExportReport { throw .nothingToUndo }
    func generatePokemons(
        count: Int,
        progress: (TransferProgress) -> Void,
        isCancelled: () -> Bool
    ) throws(PokedeskError) -> GenerateReport { throw .nothingToUndo }
}
