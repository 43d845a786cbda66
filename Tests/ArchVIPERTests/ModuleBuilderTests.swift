import PokedeskDomain
import PokedeskDomainFakes
import TerminalKit
import Testing

@testable import ArchVIPER

// MARK: - The builders' wiring, through the kit's real session

@Suite("VIPER: module builders")
struct ModuleBuilderTests {
    private let pokedesk = FakePokedesk()
    private let terminal = ScriptedTerminal()

    private var dependencies: ModuleDependencies {
        ModuleDependencies(
            repositories: pokedesk.repositories,
            navigation: terminal.navigator,
            console: terminal.console
        )
    }

    private func makeRoot() throws -> any Screen {
        try VIPERAssembly.makeRootScreen(
            repositories: pokedesk.repositories,
            navigation: terminal.navigator,
            console: terminal.console
        )
    }

    @Test("given the root module, when a pokemon is added and listed, then the parts are wired end to end")
    func givenRoot_whenAddAndList_thenWired() throws {
        terminal.run(try makeRoot(), ["add Pika 25", "list"])
        #expect(
            terminal.outputLines == [
                "inserted at 1", "added \"Pika\", Pikachu (#25)",
                "#  Name  Race     Code  Types",
                "1  Pika  Pikachu    25  Electric",
                "1 pokemon",
            ]
        )
    }

    @Test("given the editor, when a race is chosen in the picker, then the picker closes itself and the editor saves")
    func givenEditor_whenPickerChooses_thenPickerClosesAndEditorSaves() throws {
        pokedesk.seed("Pika", race: 25)
        terminal.run(try makeRoot(), ["edit 1", "race", "select 2"])
        #expect(terminal.navigator.log == ["push Pika", "push race", "pop to race", "pop"])
        #expect(terminal.navigator.path == ["pokemons", "Pika"])
        #expect(pokedesk.calls.contains("pokemons.changeRace(of: Pika, to: 6)"))
        #expect(terminal.transcript.contains("\"Pika\" is now Charizard (#6)\nName   Pika\nRace   Charizard\n"))
    }

    @Test("given the editor, when a race is chosen through the types, then both close and the editor saves")
    func givenEditor_whenTypesChoose_thenBothCloseAndEditorSaves() throws {
        pokedesk.seed("Pika", race: 25)
        terminal.run(try makeRoot(), ["edit 1", "types", "2", "1"])
        #expect(
            terminal.navigator.log == [
                "push Pika", "push types", "push Fire", "pop to Fire", "pop", "pop to types", "pop",
            ]
        )
        #expect(pokedesk.pokemons[0].race?.name == "Charizard")
    }

    @Test("given the editor builder, then its view is titled with the pokemon's name before it appears")
    func givenEditorBuilder_thenTitledAtOnce() {
        let view = PokemonEditorModuleBuilder.build(pokemon: pokedesk.seed("Pika"), dependencies: dependencies)
        #expect(view.title == "Pika")
        #expect(terminal.transcript.isEmpty)
    }

    @Test("given the race picker built for browsing, then it has its title and no select")
    func givenBrowsingPicker_thenNoSelect() throws {
        let view = try RacePickerModuleBuilder.build(
            title: "Fire",
            type: TypeID(rawValue: 2),
            purpose: .browsing,
            delegate: nil,
            dependencies: dependencies
        )
        #expect(view.title == "Fire")
        #expect(view.commandTable.command(named: "select") == nil)
        #expect(view.commandTable.rowShortcut == nil)
    }

    @Test("given the race picker built for choosing, then select and the bare number are offered")
    func givenChoosingPicker_thenSelect() throws {
        let view = try RacePickerModuleBuilder.build(
            title: "race",
            purpose: .choosing(current: nil),
            delegate: nil,
            dependencies: dependencies
        )
        #expect(view.commandTable.command(named: "select") != nil)
        #expect(view.commandTable.rowShortcut == "select")
    }

    @Test("given the list is under the editor, when the store changes, then the list writes nothing")
    func givenListCovered_whenStoreChanges_thenSilent() throws {
        let pika = pokedesk.seed("Pika", race: 25)
        let root = try makeRoot()
        terminal.run(root, ["edit 1"])
        let before = terminal.transcript
        _ = try pokedesk.repositories.pokemons.rename(pika, to: "Zap")
        #expect(terminal.transcript == before)
    }
}
