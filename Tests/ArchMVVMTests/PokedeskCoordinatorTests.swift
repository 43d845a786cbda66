import PokedeskDomain
import PokedeskDomainFakes
import TerminalKit
import Testing

@testable import ArchMVVM

// MARK: - The coordinator: where each view model's requests lead

@Suite("MVVM: coordinator")
struct PokedeskCoordinatorTests {
    private let pokedesk = FakePokedesk()
    private let terminal = ScriptedTerminal()

    /// Runs `lines` from the pokemons list the coordinator builds.
    @discardableResult
    private func run(_ lines: [String]) throws -> Int32 {
        let coordinator = PokedeskCoordinator(
            repositories: pokedesk.repositories,
            navigation: terminal.navigator,
            console: terminal.console
        )
        return terminal.run(try coordinator.makePokemonList(), lines)
    }

    @Test("given the editor, when a race is chosen from the list, then the races close before the editor saves")
    func givenEditor_whenChooseRace_thenClosesThenSaves() throws {
        pokedesk.seed("Pika", race: 25)
        try run(["edit 1", "race", "select 2"])
        #expect(terminal.navigator.log == ["push Pika", "push race", "pop to Pika"])
        #expect(pokedesk.calls.last == "pokemons.changeRace(of: Pika, to: 6)")
    }

    @Test("given the editor, when a type then a race are chosen, then types and races both close")
    func givenEditor_whenChooseByType_thenBothClose() throws {
        pokedesk.seed("Pika", race: 25)
        try run(["edit 1", "types", "2", "1"])
        #expect(terminal.navigator.log == ["push Pika", "push types", "push Fire", "pop to Pika"])
        #expect(terminal.navigator.path == ["pokemons", "Pika"])
        #expect(pokedesk.pokemons[0].race?.name == "Charizard")
    }

    @Test("given types opened from the list, then their races are for browsing only")
    func givenTypesFromList_thenRacesBrowse() throws {
        let status = try run(["types", "1", "select 1"])
        #expect(terminal.navigator.path == ["pokemons", "types", "Electric"])
        #expect(status == 1)
        #expect(terminal.errors == "error: unknown command \"select\"; type help for the list\n")
    }

    @Test("given the editor, when delete, then the coordinator goes back to the first screen")
    func givenEditor_whenDelete_thenRoot() throws {
        pokedesk.seed("Pika")
        try run(["edit 1", "delete"])
        #expect(terminal.navigator.log == ["push Pika", "pop to root"])
    }
}
