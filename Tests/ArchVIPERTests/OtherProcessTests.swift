import PokedeskDomain
import PokedeskDomainFakes
import Testing

@testable import ArchVIPER

// MARK: - Another process's changes: the interactors against fake repositories, the presenter

extension PokemonListInteractorTests {
    /// What the app does before each line.
    private func newLine() throws {
        try pokedesk.repositories.external.refresh()
    }

    @Test("given rows seen, when another process adds one above, then deleting row 1 deletes the pokemon seen there")
    func givenRowsSeen_whenAddedAbove_thenDeletesRowSeen() throws {
        pokedesk.seed("Abra")
        let interactor = try makeInteractor()
        pokedesk.addElsewhere("Aaron")
        try newLine()
        interactor.deletePokemon(inRow: 1)
        #expect(
            output.log.entries == [
                "pokemonsDidChange(inserted at 1)", "pokemonsDidChange(deleted 2)", "didDelete(Abra)",
            ]
        )
    }

    @Test("given rows seen, when another process renamed row 1, then the output hears the row is stale, and where")
    func givenRowsSeen_whenRenamedElsewhere_thenStale() throws {
        pokedesk.seed("Abra")
        pokedesk.seed("Char")
        let interactor = try makeInteractor()
        pokedesk.renameElsewhere("Abra", to: "Zed")
        try newLine()
        interactor.changeRaceOfPokemon(inRow: 1, toRaceMatching: "25")
        #expect(output.log.entries.last == "didFindRowStale(\(PokedeskError.conflict(name: "Abra")), now at: 1)")
        #expect(!pokedesk.calls.contains { $0.hasPrefix("pokemons.changeRace") })
    }

    @Test("given rows seen, when another process deleted row 1, then editing it is stale, with no place now")
    func givenRowsSeen_whenDeletedElsewhere_thenEditStale() throws {
        pokedesk.seed("Abra")
        let interactor = try makeInteractor()
        pokedesk.deleteElsewhere("Abra")
        try newLine()
        interactor.findPokemonToEdit(inRow: 1)
        #expect(output.log.entries.last == "didFindRowStale(\(PokedeskError.pokemonGone(name: "Abra")), now at: nil)")
    }

    @Test("given the editor, when another process renamed its pokemon, then loading it reports it as it is now")
    func givenEditor_whenRenamedElsewhere_thenLoadsCurrent() throws {
        let editorOutput = PokemonEditorInteractorOutputSpy()
        let interactor = PokemonEditorInteractor(
            pokemon: pokedesk.seed("Pika"),
            repositories: pokedesk.repositories
        )
        interactor.output = editorOutput
        pokedesk.renameElsewhere("Pika", to: "Sparky")
        interactor.loadCurrentPokemon()
        pokedesk.deleteElsewhere("Sparky")
        interactor.loadCurrentPokemon()
        #expect(
            editorOutput.log.entries == [
                "didLoadCurrentPokemon(Sparky)", "didLosePokemon(\(PokedeskError.pokemonGone(name: "Sparky")))",
            ]
        )
    }

    @Test("given a rename elsewhere brought in on an earlier line, then the row is stale until it is marked seen")
    func givenChangeReportedEarlier_thenStaleUntilSeen() throws {
        pokedesk.seed("Abra")
        let interactor = try makeInteractor()
        pokedesk.renameElsewhere("Abra", to: "Zed")
        try newLine()
        try newLine()
        interactor.deletePokemon(inRow: 1)
        #expect(output.log.entries.last == "didFindRowStale(\(PokedeskError.conflict(name: "Abra")), now at: 0)")
        interactor.markPokemonsSeen(in: 0..<1)
        interactor.deletePokemon(inRow: 1)
        #expect(output.log.entries.last == "didDelete(Zed)")
    }
}

@Suite("VIPER: pokemons presenter and a stale row")
struct StaleRowPresenterTests {
    private let log = CallLog()

    @Test("given a page fetched, then the view shows it and the interactor hears which rows the user has seen")
    func givenPageFetched_thenShownThenSeen() {
        let presenter = PokemonListPresenter(
            query: PokemonQuery(),
            interactor: PokemonListInteractorStub(log: log),
            router: PokemonListRouterSpy(log: log)
        )
        // Held here: the presenter holds its view weakly, as the stack owns it.
        let view = PokemonListViewSpy(log: log)
        presenter.view = view
        let rows = [20, 21].map {
            ResultsRow(position: $0, element: Fixtures.pokemon("P\($0)", race: nil), sectionName: "")
        }
        presenter.didFetchPokemons(rows)
        #expect(view.pages.last?.sections.first?.rows.map(\.name) == ["P20", "P21"])
        #expect(log.entries.last == "markPokemonsSeen(20..<22)")
    }

    @Test("given a stale row, then the view shows why, then the presenter fetches the page where the row is now")
    func givenStaleRow_thenErrorThenItsPage() {
        let view = PokemonListViewSpy(log: log)
        let interactor = PokemonListInteractorStub(log: log)
        let presenter = PokemonListPresenter(
            query: PokemonQuery(),
            interactor: interactor,
            router: PokemonListRouterSpy(log: log)
        )
        presenter.view = view
        interactor.pokemonCount = 45
        presenter.didFindRowStale(StaleRow(error: .conflict(name: "Abra"), flatNow: 44))
        #expect(
            log.entries == [
                "error: \"Abra\" was changed by another process; showing its current state, try again",
                "fetchPokemons(40..<45)",
            ]
        )
    }
}
