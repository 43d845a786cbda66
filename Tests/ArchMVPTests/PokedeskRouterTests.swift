import PokedeskDomain
import PokedeskDomainFakes
import TerminalKit
import Testing

@testable import ArchMVP

// MARK: - The router, over a recording navigation stack

@Suite("MVP: router")
struct PokedeskRouterTests {
    private let pokedesk = FakePokedesk()
    private let stack = RecordingNavigator()
    private let router: PokedeskRouter

    init() throws {
        let (console, _) = Console.inMemory()
        let factory = ScreenFactory(repositories: pokedesk.repositories, console: console, navigation: stack)
        router = PokedeskRouter(factory: factory, navigation: stack)
        stack.setRoot(try factory.makePokemonList(navigator: router))
    }

    @Test("given the editor, when it opens the picker and closes it, then the stack is back on the editor")
    func givenEditor_whenPickerClosed_thenBackOnEditor() throws {
        router.showEditor(for: pokedesk.seed("Pika", race: 25))
        try router.showRacePicker(RaceChoice(current: nil, delegate: nil))
        router.closeRacePicker()
        #expect(stack.log == ["push Pika", "push race", "pop to Pika"])
        #expect(stack.top is PokemonEditorScreen)
    }

    @Test("given a choice through Types, when closed, then Types and the type's races close together")
    func givenTypesChoice_whenClosed_thenBothClose() throws {
        router.showEditor(for: pokedesk.seed("Pika"))
        try router.showTypes(choosing: RaceChoice(current: nil, delegate: nil))
        try router.showRaces(of: pokedesk.types[1], choosing: RaceChoice(current: nil, delegate: nil))
        #expect(stack.path == ["pokemons", "Pika", "types", "Fire"])
        router.closeRacePicker()
        #expect(stack.path == ["pokemons", "Pika"])
    }

    @Test("given Types opened for browsing, when a picker close is asked, then nothing moves")
    func givenBrowsing_whenClose_thenNothing() throws {
        try router.showTypes(choosing: nil)
        router.closeRacePicker()
        #expect(stack.log == ["push types"])
    }

    @Test("given screens above the list, when returning to it, then only the list is left")
    func givenDeepStack_whenReturnToList_thenRootOnly() throws {
        router.showEditor(for: pokedesk.seed("Pika"))
        try router.showTypes(choosing: nil)
        router.returnToList()
        #expect(stack.path == ["pokemons"])
    }

    @Test("given a repository that fails, when a screen is asked for, then nothing is pushed")
    func givenFailure_whenShowRaces_thenNoPush() {
        pokedesk.nextError = .storeBusy
        #expect(throws: PokedeskError.storeBusy) { try router.showRacePicker(RaceChoice(current: nil, delegate: nil)) }
        #expect(stack.log.isEmpty)
    }
}
