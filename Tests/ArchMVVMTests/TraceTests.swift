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

    private func makeListViewModel(trace: Trace) throws -> PokemonListViewModel {
        try PokemonListViewModel(repositories: pokedesk.repositories(trace: trace), actions: actions.listActions)
    }

    @Test("given one pokemon, when its race changes, then the view model's state and its hops say so")
    func givenOnePokemon_whenChangeRace_thenStateAndHops() throws {
        pokedesk.seed("Pika", race: 25)
        let viewModel = try makeListViewModel(trace: spy.trace)
        try viewModel.changeRace(row: 1, to: "raichu")
        #expect(viewModel.page.rows.map(\.race) == ["Raichu"])
        #expect(viewModel.lastChanges?.content.count == 1)
        #expect(viewModel.message?.content == #""Pika" is now Raichu (#26)"#)
        #expect(
            spy.hops.map(\.description) == [
                #"view model PokemonListViewModel.changeRace(row: 1, to: "raichu")"#,
                #"  view model PokemonListViewModel.liveResultsDidChange(updated 1)"#,
            ]
        )
    }

    @Test("given a list showing one pokemon, when change race 1 raichu, then the view hands it over, then renders")
    func givenOnePokemon_whenChangeRace_thenViewHandsOverThenRendersState() throws {
        pokedesk.seed("Pika", race: 25)
        let list = PokemonListView(viewModel: try makeListViewModel(trace: spy.trace), console: terminal.console)
        terminal.run(list, ["list", "change race 1 raichu"])
        #expect(
            spy.hops.map(\.description) == [
                #"view PokemonListView.handle("change race 1 raichu")"#,
                #"  view model PokemonListViewModel.changeRace(row: 1, to: "raichu")"#,
                #"    view model PokemonListViewModel.liveResultsDidChange(updated 1)"#,
                #"  view PokemonListView.showChanges(updated 1)"#,
                #"  view PokemonListView.showMessage("\"Pika\" is now Raichu (#26)")"#,
            ]
        )
        // MVVM: the view model is the one the view renders from; it never calls the view.
        #expect(spy.roles == [.view, .viewModel])
        #expect(viewHopsCalledByViewModel().isEmpty)
        #expect(terminal.outputLines.suffix(2) == ["updated 1", #""Pika" is now Raichu (#26)"#])
    }

    @Test("given the editor, when a race is chosen on the races, then the coordinator closes them and hands it back")
    func givenEditor_whenRaceChosen_thenCoordinatorClosesAndHandsBack() throws {
        pokedesk.seed("Pika", race: 25)
        let coordinator = PokedeskCoordinator(
            repositories: pokedesk.repositories(trace: spy.trace),
            navigation: terminal.navigator,
            console: terminal.console
        )
        terminal.run(try coordinator.makePokemonList(), ["edit 1", "race", "1"])
        #expect(
            spy.hops.map(\.description) == [
                #"view RaceListView.handle("1")"#,
                #"  view model RaceListViewModel.select(row: 1)"#,
                #"    coordinator PokedeskCoordinator.choose("Bulbasaur")"#,
                #"      view model PokemonEditorViewModel.choose("Bulbasaur")"#,
                #"        view model PokemonListViewModel.liveResultsDidChange(updated 1)"#,
                #"view PokemonEditorView.screenDidAppear(.revealed)"#,
                #"  view PokemonEditorView.showMessage("\"Pika\" is now Bulbasaur (#1)")"#,
                #"  view PokemonEditorView.showPokemon("Pika")"#,
            ]
        )
        #expect(spy.roles == [.view, .viewModel, .coordinator])
        #expect(terminal.navigator.log == ["push Pika", "push race", "pop to Pika"])
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

    /// The view hops recorded inside a view model hop: what a view model calling its view would leave.
    private func viewHopsCalledByViewModel() -> [TraceSpy.Hop] {
        var callerDepth: Int?
        var called: [TraceSpy.Hop] = []
        for hop in spy.hops {
            if let depth = callerDepth, hop.depth <= depth { callerDepth = nil }
            if callerDepth != nil, hop.role == .view { called.append(hop) }
            if callerDepth == nil, hop.role == .viewModel { callerDepth = hop.depth }
        }
        return called
    }

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
