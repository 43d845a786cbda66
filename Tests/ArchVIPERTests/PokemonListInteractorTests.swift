import PokedeskDomain
import PokedeskDomainFakes
import Testing

@testable import ArchVIPER

// MARK: - The pokemons interactor against fake repositories

@Suite("VIPER: pokemons interactor")
struct PokemonListInteractorTests {
    let pokedesk = FakePokedesk()
    let output = PokemonListInteractorOutputSpy()

    func makeInteractor() throws -> PokemonListInteractor {
        let interactor = try PokemonListInteractor(query: PokemonQuery(), repositories: pokedesk.repositories)
        interactor.output = output
        return interactor
    }

    @Test("given pokemons, when one is added, then the output hears the row change before the add")
    func givenPokemons_whenAdd_thenChangeThenAdd() throws {
        pokedesk.seed("Char", race: 6)
        pokedesk.seed("Zubat")
        let interactor = try makeInteractor()
        interactor.addPokemon(named: "Pika", raceMatching: "pikachu")
        #expect(pokedesk.calls.contains("pokemons.add(Pika, race: 25)"))
        #expect(output.log.entries == ["pokemonsDidChange(inserted at 2)", "didAdd(Pika)"])
        #expect(interactor.pokemonCount == 3)
    }

    @Test("given an unknown race, when a pokemon is added, then the output hears the failure and nothing is added")
    func givenUnknownRace_whenAdd_thenFailsWithoutAdding() throws {
        let interactor = try makeInteractor()
        interactor.addPokemon(named: "Pika", raceMatching: "Pikachoo")
        #expect(output.log.entries == ["didFail(\(PokedeskError.unknownRace("Pikachoo")))"])
        #expect(!pokedesk.calls.contains { $0.hasPrefix("pokemons.add") })
    }

    @Test("given one row, when row 9 is renamed, then the failure names the row and nothing is renamed")
    func givenOneRow_whenRenameBadRow_thenNoSuchRow() throws {
        pokedesk.seed("Pika")
        let interactor = try makeInteractor()
        interactor.renamePokemon(inRow: 9, to: "Zed")
        #expect(output.log.entries == ["didFail(there is no row 9; the list has 1 row)"])
        #expect(!pokedesk.calls.contains { $0.hasPrefix("pokemons.rename") })
    }

    @Test("given row 2, when its race is changed, then the output hears the update and the changed pokemon")
    func givenRow_whenChangeRace_thenUpdateThenChange() throws {
        pokedesk.seed("Char", race: 6)
        pokedesk.seed("Pika", race: 25)
        let interactor = try makeInteractor()
        interactor.changeRaceOfPokemon(inRow: 2, toRaceMatching: "26")
        #expect(pokedesk.calls.contains("pokemons.changeRace(of: Pika, to: 26)"))
        #expect(output.log.entries == ["pokemonsDidChange(updated 2)", "didChangeRace(Pika)"])
    }

    @Test("given a refused filter, when loaded, then the failure is reported and the previous results stay")
    func givenRefusedFilter_whenLoad_thenKeepsResults() throws {
        pokedesk.seed("Pika")
        let interactor = try makeInteractor()
        pokedesk.nextError = .invalidPredicate("column 13: expected a value after '=='")
        interactor.loadPokemons(matching: PokemonQuery(filter: "name =="))
        interactor.fetchPokemons(in: 0..<1)
        #expect(output.log.entries == ["didFail(column 13: expected a value after '==')", "didFetchPokemons(1)"])
        #expect(output.fetched.map(\.element.name) == ["Pika"])
    }

    @Test("given three pokemons, when rows 2 to 3 are fetched, then each comes with its position")
    func givenPokemons_whenFetch_thenPositions() throws {
        for name in ["Abra", "Char", "Pika"] { pokedesk.seed(name) }
        let interactor = try makeInteractor()
        interactor.fetchPokemons(in: 1..<3)
        #expect(output.fetched.map(\.position) == [1, 2])
        #expect(output.fetched.map(\.element.name) == ["Char", "Pika"])
    }

    @Test("given nothing done, when undo, then it fails; given an add, when undo, then the output hears what")
    func givenHistory_whenUndo_thenReports() throws {
        let interactor = try makeInteractor()
        interactor.undo()
        interactor.addPokemon(named: "Pika", raceMatching: nil)
        interactor.undo()
        #expect(output.log.entries.first == "didFail(nothing to undo)")
        #expect(output.log.entries.last == "didUndo(add \"Pika\")")
    }

    @Test("given row 1, when it is chosen for editing, then the output hears that pokemon and nothing changes")
    func givenRow_whenFindToEdit_thenReportsPokemon() throws {
        pokedesk.seed("Pika", race: 25)
        let interactor = try makeInteractor()
        interactor.findPokemonToEdit(inRow: 1)
        #expect(output.log.entries == ["didFindPokemonToEdit(Pika)"])
    }
}

// MARK: - Import, export and generate

extension PokemonListInteractorTests {

    @Test("when import, then progress, the rows inserted, the end of the job, then the report")
    func whenImport_thenProgressChangesEndReport() throws {
        pokedesk.files["p.csv"] = [.init("Pika", race: 25), .init("")]
        try makeInteractor().runTransfer(.importPokemons(from: "p.csv")) { false }
        #expect(
            output.log.entries == [
                "transferDidProgress(1/2, importPokemons(from: \"p.csv\"))",
                "transferDidProgress(2/2, importPokemons(from: \"p.csv\"))", "pokemonsDidChange(inserted at 1)",
                "transferDidEnd", "didImport(1, skipped: 1, cancelled: false)",
            ]
        )
    }

    @Test("given isCancelled says stop after two, when generate, then the report says cancelled with two kept")
    func givenStop_whenGenerate_thenCancelled() throws {
        var asked = 0
        try makeInteractor().runTransfer(.generatePokemons(count: 9)) {
            asked += 1
            return asked > 2
        }
        #expect(output.log.entries.suffix(2) == ["transferDidEnd", "didGenerate(2, cancelled: true)"])
        #expect(pokedesk.pokemons.count == 2)
    }

    @Test("given a missing file, when import, then the end of the job, then the failure")
    func givenMissing_whenImport_thenEndThenFailure() throws {
        try makeInteractor().runTransfer(.importPokemons(from: "none.csv")) { false }
        #expect(
            output.log.entries == [
                "transferDidEnd",
                "didFail(\(PokedeskError.transfer(.cannotRead(path: "none.csv", reason: .noSuchFile))))",
            ]
        )
    }

    @Test("when export, then its progress, its end, then the count written")
    func whenExport_thenCount() throws {
        pokedesk.seed("Pika")
        try makeInteractor().runTransfer(.exportPokemons(to: "out.json")) { false }
        #expect(
            output.log.entries == [
                "transferDidProgress(1/1, exportPokemons(to: \"out.json\"))", "transferDidEnd",
                "didExport(1, cancelled: false, out.json)",
            ]
        )
        #expect(pokedesk.files["out.json"] == [.init("Pika")])
    }

    @Test("given a cancel, when export, then nothing written, and the output hears so")
    func givenCancel_whenExport_thenNothing() throws {
        pokedesk.seed("Pika")
        try makeInteractor().runTransfer(.exportPokemons(to: "out.json")) { true }
        #expect(output.log.entries == ["transferDidEnd", "didExport(0, cancelled: true, out.json)"])
        #expect(pokedesk.files["out.json"] == nil)
    }
}
