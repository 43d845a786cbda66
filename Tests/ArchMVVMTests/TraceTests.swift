import PokedeskDomain
import PokedeskDomainFakes
import PokedeskScreens
import TerminalKit
import Testing

@testable import ArchMVVM

// MARK: - The path of a command, as `trace on` shows it

/// Each hop reads as a line of the trace: two spaces a level, the role, then `Type.message`.
@Suite("MVVM: trace")
struct TraceTests {
    private let pokedesk = FakePokedesk()
    private let terminal = ScriptedTerminal()
    private let actions = ActionLog()
    private let spy = TraceSpy()

    init() {
        // As the app does: the hops of each line are that line's alone.
        terminal.willHandleLine = { [spy] in spy.reset() }
        terminal.screenEntry = spy.trace.screenEntries(as: .view)
    }

    private func makeCoordinator() -> PokedeskCoordinator {
        PokedeskCoordinator(
            repositories: pokedesk.repositories(trace: spy.trace),
            navigation: terminal.navigator,
            console: terminal.console
        )
    }

    private func makeListViewModel(trace: Trace) throws -> PokemonListViewModel {
        try PokemonListViewModel(repositories: pokedesk.repositories(trace: trace), actions: actions.listActions)
    }

    @Test("given one pokemon, when its race changes through the traced input, then the state and the hops say so")
    func givenOnePokemon_whenChangeRace_thenStateAndHops() throws {
        pokedesk.seed("Pika", race: 25)
        let viewModel = try makeListViewModel(trace: spy.trace)
        let input = ScreenTracing(trace: spy.trace).input(viewModel)
        try input.changeRace(row: 1, to: "raichu")
        #expect(viewModel.page.rows.map(\.race) == ["Raichu"])
        #expect(viewModel.lastChanges?.content.count == 1)
        #expect(viewModel.message?.content == #""Pika" is now Raichu (#26)"#)
        #expect(
            spy.hops.map(\.description) == [
                #"view model PokemonListViewModel.changeRace(row: 1, to: "raichu")"#,
                #"  view model PokemonListViewModel.liveResultsDidChange()"#,
            ]
        )
    }

    @Test("given a list showing one pokemon, when change race 1 raichu, then the view hands it over, then renders")
    func givenOnePokemon_whenChangeRace_thenViewHandsOverThenRendersState() throws {
        pokedesk.seed("Pika", race: 25)
        let viewModel = try makeListViewModel(trace: spy.trace)
        let input = ScreenTracing(trace: spy.trace).input(viewModel)
        terminal.run(
            PokemonListView(viewModel: viewModel, input: input, console: terminal.console),
            ["list", "change race 1 raichu"]
        )
        #expect(
            spy.hops.map(\.description) == [
                #"view PokemonListView.handle("change race 1 raichu")"#,
                #"  view model PokemonListViewModel.changeRace(row: 1, to: "raichu")"#,
                #"    view model PokemonListViewModel.liveResultsDidChange()"#,
            ]
        )
        #expect(spy.roles == [.view, .viewModel])
        // MVVM: the view renders the view model's state; the view model holds no view to call.
        #expect(terminal.outputLines.suffix(2) == ["updated 1", #""Pika" is now Raichu (#26)"#])
        #expect(Mirror(reflecting: viewModel).children.allSatisfy { !($0.value is any Screen) })
    }

    @Test("given the editor, when a race is chosen on the races, then the coordinator closes them and hands it back")
    func givenEditor_whenRaceChosen_thenCoordinatorClosesAndHandsBack() throws {
        pokedesk.seed("Pika", race: 25)
        let coordinator = makeCoordinator()
        terminal.run(try coordinator.makePokemonList(), ["edit 1", "race", "1"])
        #expect(
            spy.hops.map(\.description) == [
                #"view RaceListView.handle("1")"#,
                #"  view model RaceListViewModel.select(row: 1)"#,
                #"    coordinator PokedeskCoordinator.choose("Bulbasaur")"#,
                #"      view model PokemonEditorViewModel.choose("Bulbasaur")"#,
                #"        view model PokemonListViewModel.liveResultsDidChange()"#,
                #"view PokemonEditorView.screenDidAppear(.revealed)"#,
            ]
        )
        #expect(spy.roles == [.view, .viewModel, .coordinator])
        #expect(terminal.navigator.log == ["push Pika", "push race", "pop to Pika"])
    }

    @Test("given the list, when a pokemon is edited, then the view model asks the coordinator through its action")
    func givenList_whenEdit_thenActionIsCoordinatorHop() throws {
        pokedesk.seed("Pika", race: 25)
        let coordinator = makeCoordinator()
        terminal.run(try coordinator.makePokemonList(), ["list", "edit 1"])
        #expect(
            spy.hops.map(\.description) == [
                #"view PokemonListView.handle("edit 1")"#,
                #"  view model PokemonListViewModel.edit(row: 1)"#,
                #"    coordinator PokedeskCoordinator.edit("Pika")"#,
                #"view PokemonEditorView.screenDidAppear(.pushed)"#,
            ]
        )
    }

    @Test("given tracing off, when the same commands run, then nothing is recorded and the output is the same")
    func givenTracingOff_whenCommands_thenNoHopsSameOutput() throws {
        let lines = ["add Pika 25", "list", "change race 1 raichu", "edit 1", "race", "1", "back", "undo"]
        let traced = try transcript(of: lines, trace: TraceSpy().trace)
        spy.isRecording = false
        #expect(try transcript(of: lines, trace: spy.trace) == traced)
        #expect(try transcript(of: lines, trace: .off) == traced)
        #expect(spy.hops.isEmpty)
    }

    // MARK: Helpers

    /// What the app writes for `lines` on a fresh pokedesk, through the coordinator.
    private func transcript(of lines: [String], trace: Trace) throws -> String {
        let pokedesk = FakePokedesk()
        let terminal = ScriptedTerminal()
        let coordinator = PokedeskCoordinator(
            repositories: pokedesk.repositories(trace: trace),
            navigation: terminal.navigator,
            console: terminal.console
        )
        terminal.run(try coordinator.makePokemonList(), lines)
        return terminal.transcript
    }
}
