import PokedeskDomain
import PokedeskDomainFakes
import PokedeskScreens
import TerminalKit
import Testing

@testable import ArchMVP

// MARK: - The presenters when another process changed what their views showed (B-43)

@Suite("MVP: presenters and another process's changes")
struct OtherProcessPresenterTests {
    private let pokedesk = FakePokedesk()
    private let view = SpyPokemonListView()
    private let navigator = SpyNavigator()

    private func makeListPresenter() throws -> PokemonListPresenter {
        let presenter = try PokemonListPresenter(repositories: pokedesk.repositories, navigator: navigator)
        presenter.attach(view)
        view.calls = []
        return presenter
    }

    /// What the app does before each line.
    private func newLine() throws {
        try pokedesk.repositories.external.refresh()
    }

    @Test("given rows seen, when another process adds one above, then delete 1 deletes the pokemon seen there")
    func givenRowsSeen_whenAddedAbove_thenDeletesRowSeen() throws {
        pokedesk.seed("Abra")
        let presenter = try makeListPresenter()
        pokedesk.addElsewhere("Aaron")
        try newLine()
        presenter.delete(row: 1)
        #expect(pokedesk.calls.contains("pokemons.delete(Abra)"))
        #expect(view.calls.suffix(2) == [.changes([.deleted(row: 2)]), .message("deleted \"Abra\"")])
    }

    @Test("given rows seen, when another process renamed row 1, then the view gets the error, then the page as it is")
    func givenRowsSeen_whenRenamedElsewhere_thenErrorThenPage() throws {
        pokedesk.seed("Abra")
        let presenter = try makeListPresenter()
        pokedesk.renameElsewhere("Abra", to: "Zed")
        try newLine()
        view.calls = []
        presenter.rename(row: 1, to: "Bolt")
        let row = PokemonCells(number: "1", name: "Zed", race: "—", code: "", types: "")
        let page = PokemonListPage(sections: [.init(title: nil, rows: [row])], count: 1, footer: "1 pokemon")
        #expect(
            view.calls == [
                .error("\"Abra\" was changed by another process; showing its current state, try again"),
                .pokemonPage(page),
            ]
        )
        #expect(!pokedesk.calls.contains { $0.hasPrefix("pokemons.rename") })
    }

    @Test("given rows seen, when another process deleted row 1, then edit 1 says it no longer exists and opens nothing")
    func givenRowsSeen_whenDeletedElsewhere_thenEditRefused() throws {
        pokedesk.seed("Abra")
        pokedesk.seed("Char")
        let presenter = try makeListPresenter()
        pokedesk.deleteElsewhere("Abra")
        try newLine()
        view.calls = []
        presenter.edit(row: 1)
        #expect(view.errors == ["\"Abra\" no longer exists"])
        #expect(navigator.calls.isEmpty)
    }

    @Test("given the editor, when another process renamed its pokemon, then show gives the view its current state")
    func givenEditor_whenRenamedElsewhere_thenShowIsCurrent() throws {
        let pika = pokedesk.seed("Pika", race: 25)
        let editorView = SpyPokemonEditorView()
        let editor = PokemonEditorPresenter(pokemon: pika, repositories: pokedesk.repositories, navigator: navigator)
        editor.attach(editorView)
        editorView.calls = []
        pokedesk.renameElsewhere("Pika", to: "Sparky")
        editor.showPokemon()
        #expect(editorView.calls == [.title("Sparky"), .details(Wording.editorLines(pokedesk.pokemons[0]))])
    }

    @Test("given an insert elsewhere brought in on an earlier line, then the row is refused until a page shows it")
    func givenInsertReportedEarlier_thenRefusedUntilPageShown() throws {
        pokedesk.seed("Abra")
        let presenter = try makeListPresenter()
        pokedesk.addElsewhere("Aaron")
        try newLine()
        try newLine()
        view.calls = []
        presenter.delete(row: 1)
        #expect(
            view.errors == [
                "\"Aaron\" was added by another process since the list was shown; showing it now, try again"
            ]
        )
        presenter.delete(row: 1)
        #expect(pokedesk.pokemons.map(\.name) == ["Abra"])
    }
}
