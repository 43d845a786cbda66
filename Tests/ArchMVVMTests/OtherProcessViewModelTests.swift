import PokedeskDomain
import PokedeskDomainFakes
import Testing

@testable import ArchMVVM

// MARK: - The view models' state when another process changed what they showed (B-43)

@Suite("MVVM: view models and another process's changes")
struct OtherProcessViewModelTests {
    private let pokedesk = FakePokedesk()
    private let actions = ActionLog()

    private func makeList() throws -> PokemonListViewModel {
        try PokemonListViewModel(repositories: pokedesk.repositories, actions: actions.listActions)
    }

    /// What the app does before each line.
    private func newLine() throws {
        try pokedesk.repositories.external.refresh()
    }

    @Test("given rows seen, when another process adds one above, then delete 1 deletes the pokemon seen there")
    func givenRowsSeen_whenAddedAbove_thenDeletesRowSeen() throws {
        pokedesk.seed("Abra")
        let viewModel = try makeList()
        pokedesk.addElsewhere("Aaron")
        try newLine()
        try viewModel.delete(row: 1)
        #expect(viewModel.page.rows.map(\.name) == ["Aaron"])
        #expect(viewModel.message?.content == "deleted \"Abra\"")
        #expect(viewModel.refusal == nil)
    }

    @Test("given 21 rows seen, when another process renamed row 21, then the refusal, and the page is the one it is on")
    func givenRowsSeen_whenRenamedElsewhere_thenRefusalAndItsPage() throws {
        for number in 1...21 { pokedesk.seed("P\(number + 10)") }
        let viewModel = try makeList()
        pokedesk.renameElsewhere("P31", to: "P31b")
        try newLine()
        try viewModel.rename(row: 21, to: "Bolt")
        #expect(viewModel.refusal?.content == .conflict(name: "P31"))
        #expect(viewModel.page.rows.map(\.name) == ["P31b"])
        #expect(viewModel.page.footer == "21 pokemons · page 2 of 2 (next, prev, page N)")
        #expect(viewModel.message == nil)
        #expect(!pokedesk.calls.contains { $0.hasPrefix("pokemons.rename") })
    }

    @Test("given the editor, when another process changed its pokemon, then reload makes the state current")
    func givenEditor_whenChangedElsewhere_thenReloadIsCurrent() throws {
        let pika = pokedesk.seed("Pika", race: 25)
        let viewModel = PokemonEditorViewModel(
            pokemon: pika,
            repositories: pokedesk.repositories,
            actions: actions.editorActions
        )
        pokedesk.renameElsewhere("Pika", to: "Sparky")
        try viewModel.pickRace()
        #expect(viewModel.title == "Sparky")
        #expect(viewModel.details.first == "Name   Sparky")
        #expect(actions.entries == ["pick race, current 25"])
    }

    @Test("given the editor, when another process deleted its pokemon, then reload closes it with the reason")
    func givenEditor_whenDeletedElsewhere_thenReloadCloses() throws {
        let viewModel = PokemonEditorViewModel(
            pokemon: pokedesk.seed("Pika"),
            repositories: pokedesk.repositories,
            actions: actions.editorActions
        )
        pokedesk.deleteElsewhere("Pika")
        #expect(throws: PokedeskError.pokemonGone(name: "Pika")) { try viewModel.reload() }
        #expect(actions.entries == ["close"])
    }

    @Test(
        "given a rename elsewhere brought in on an earlier line, then the row is refused until the view shows the page"
    )
    func givenChangeReportedEarlier_thenRefusedUntilPageShown() throws {
        pokedesk.seed("Abra")
        let viewModel = try makeList()
        pokedesk.renameElsewhere("Abra", to: "Zed")
        try newLine()
        try newLine()
        try viewModel.rename(row: 1, to: "Bolt")
        #expect(viewModel.refusal?.content == .conflict(name: "Abra"))
        viewModel.pageShown()
        try viewModel.rename(row: 1, to: "Bolt")
        #expect(viewModel.message?.content == "renamed \"Zed\" to \"Bolt\"")
    }
}
