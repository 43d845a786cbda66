import PokedeskDomain
import PokedeskDomainFakes
import PokedeskScreens
import TerminalKit
import Testing

@testable import ArchVIPER

// MARK: - The path of a command, as `trace on` shows it

/// Each hop reads as a line of the trace: two spaces a level, the role, then `Type.message`.
@Suite("VIPER: trace")
struct TraceTests {
    private let pokedesk = FakePokedesk()
    private let terminal = ScriptedTerminal()
    private let spy = TraceSpy()
    /// The hops of each line run, in order: the spy holds the last line's alone, as the app's
    /// trace log does after each line.
    private let lines = HopsByLine()

    init() {
        terminal.willHandleLine = { [spy, lines] in lines.startLine(after: spy) }
        terminal.screenEntry = spy.trace.screenEntries(as: .view)
    }

    /// The pokemons module with its real view, presenter and interactor, the twins between them
    /// as its builder puts them, and a spy for a router.
    private func makeListModule(router: PokemonListRouterSpy) throws -> PokemonListView {
        let interactor = try PokemonListInteractor(
            query: PokemonQuery(),
            repositories: pokedesk.repositories(trace: spy.trace)
        )
        let traced = TracedPokemonListInteractor(interactor, trace: spy.trace)
        let presenter = PokemonListPresenter(query: PokemonQuery(), interactor: traced, router: router)
        let module = TracedPokemonListModule(presenter, trace: spy.trace)
        let view = PokemonListView(eventHandler: module, console: terminal.console)
        interactor.output = traced.keep(TracedPokemonListInteractorOutput(presenter, trace: spy.trace))
        presenter.view = module.keep(TracedPokemonListView(view, trace: spy.trace))
        return view
    }

    @Test("given a list showing one pokemon, when change race 1 raichu, then view → presenter → interactor and back")
    func givenOnePokemon_whenChangeRace_thenViewPresenterInteractorAndBack() throws {
        pokedesk.seed("Pika", race: 25)
        let router = PokemonListRouterSpy()
        terminal.run(try makeListModule(router: router), ["list", "change race 1 raichu"])
        #expect(
            spy.hops.map(\.description) == [
                #"view PokemonListView.handle("change race 1 raichu")"#,
                #"  presenter PokemonListPresenter.changeRaceOfPokemon(inRow: 1, to: "raichu")"#,
                #"    interactor PokemonListInteractor.changeRaceOfPokemon(inRow: 1, toRaceMatching: "raichu")"#,
                #"      interactor PokemonListInteractor.liveResultsDidChange()"#,
                #"        presenter PokemonListPresenter.pokemonsDidChange(updated 1)"#,
                #"          view PokemonListView.showMessage("updated 1")"#,
                #"      presenter PokemonListPresenter.didChangeRace(of: "Pika")"#,
                #"        view PokemonListView.showMessage("\"Pika\" is now Raichu (#26)")"#,
            ]
        )
        // The interactor alone reaches the repository; the router takes no part in this command.
        #expect(spy.roles == [.view, .presenter, .interactor])
        #expect(pokedesk.calls.contains("pokemons.changeRace(of: Pika, to: 26)"))
        #expect(router.log.entries.isEmpty)
        #expect(terminal.outputLines.suffix(2) == ["updated 1", #""Pika" is now Raichu (#26)"#])
    }

    @Test(
        "given the editor, when a race is picked, then its router opens the picker and the module delegate hands it back"
    )
    func givenEditor_whenRacePicked_thenRouterOpensPickerAndModuleDelegateHandsRaceBack() throws {
        pokedesk.seed("Pika", race: 25)
        let root = try VIPERAssembly.makeRootScreen(
            repositories: pokedesk.repositories(trace: spy.trace),
            navigation: terminal.navigator,
            console: terminal.console
        )
        terminal.run(root, ["edit 1", "race", "1"])
        let race = lines.all(of: spy)[2]
        let pick = lines.all(of: spy)[3]
        #expect(
            race.map(\.description) == [
                #"view PokemonEditorView.handle("race")"#,
                #"  presenter PokemonEditorPresenter.chooseRace()"#,
                #"    interactor PokemonEditorInteractor.loadCurrentPokemon()"#,
                #"      presenter PokemonEditorPresenter.didLoadCurrentPokemon("Pika")"#,
                #"        view PokemonEditorView.setTitle("Pika")"#,
                #"        router PokemonEditorRouter.presentRacePicker(current: 25, delegate: PokemonEditorPresenter)"#,
                #"          presenter RacePickerPresenter.prepareForPresentation()"#,
                #"            view RacePickerView.configure(title: "race", offersChoice: true)"#,
                #"            interactor RacePickerInteractor.locateRace(25)"#,
                #"              presenter RacePickerPresenter.didLocateRace(at: 2)"#,
                #"view RacePickerView.screenDidAppear(.pushed)"#,
                #"  presenter RacePickerPresenter.viewDidAppear()"#,
                #"    interactor RacePickerInteractor.fetchRaces(in: 0..<4)"#,
                #"      presenter RacePickerPresenter.didFetchRaces(4 rows)"#,
                #"        view RacePickerView.showRaces(rows 1–4 of 4)"#,
            ]
        )
        #expect(
            pick.map(\.description) == [
                #"view RacePickerView.handle("1")"#,
                #"  presenter RacePickerPresenter.selectRace(inRow: 1)"#,
                #"    interactor RacePickerInteractor.selectRace(inRow: 1)"#,
                #"      presenter RacePickerPresenter.didSelectRace("Bulbasaur")"#,
                #"        router RacePickerRouter.dismissRacePicker()"#,
                #"        presenter PokemonEditorPresenter.racePicker(didChoose: "Bulbasaur")"#,
                #"          interactor PokemonEditorInteractor.changeRace(to: "Bulbasaur")"#,
                #"            interactor PokemonListInteractor.liveResultsDidChange()"#,
                #"              presenter PokemonListPresenter.pokemonsDidChange(updated 1)"#,
                #"            presenter PokemonEditorPresenter.didChangeRace(of: "Pika")"#,
                #"              view PokemonEditorView.setTitle("Pika")"#,
                #"              view PokemonEditorView.showMessage("\"Pika\" is now Bulbasaur (#1)")"#,
                #"view PokemonEditorView.screenDidAppear(.revealed)"#,
                #"  presenter PokemonEditorPresenter.viewDidAppear()"#,
                #"    view PokemonEditorView.showDetails("Pika")"#,
            ]
        )
        // The four roles: a router opened the picker and closed it; entities stay values.
        #expect(Set(race.map(\.role) + pick.map(\.role)) == [.view, .presenter, .interactor, .router])
        #expect(pokedesk.calls.last == "pokemons.changeRace(of: Pika, to: 1)")
    }

    @Test("given the interactor with a spy output, when it changes a race, then its hops nest what the output hears")
    func givenInteractor_whenChangeRace_thenItsHopsAndTheOutputHears() throws {
        pokedesk.seed("Pika", race: 25)
        let output = PokemonListInteractorOutputSpy()
        let interactor = try PokemonListInteractor(
            query: PokemonQuery(),
            repositories: pokedesk.repositories(trace: spy.trace)
        )
        interactor.output = output
        TracedPokemonListInteractor(interactor, trace: spy.trace).changeRaceOfPokemon(
            inRow: 1,
            toRaceMatching: "raichu"
        )
        #expect(
            spy.hops.map(\.description) == [
                #"interactor PokemonListInteractor.changeRaceOfPokemon(inRow: 1, toRaceMatching: "raichu")"#,
                #"  interactor PokemonListInteractor.liveResultsDidChange()"#,
            ]
        )
        #expect(output.log.entries == ["pokemonsDidChange(updated 1)", "didChangeRace(Pika)"])
    }

    @Test(
        "given the presenter with a spy view and a stub interactor, when an event and a result come, then one hop each"
    )
    func givenPresenter_whenEvent_thenOneHopPassesItOn() {
        let log = CallLog()
        let view = PokemonListViewSpy(log: log)
        let presenter = PokemonListPresenter(
            query: PokemonQuery(),
            interactor: PokemonListInteractorStub(log: log),
            router: PokemonListRouterSpy(log: log)
        )
        presenter.view = view
        TracedPokemonListModule(presenter, trace: spy.trace).changeRaceOfPokemon(inRow: 1, to: "raichu")
        TracedPokemonListInteractorOutput(presenter, trace: spy.trace)
            .didChangeRace(of: Fixtures.pokemon("Pika", race: Fixtures.raichu))
        #expect(
            spy.hops.map(\.description) == [
                #"presenter PokemonListPresenter.changeRaceOfPokemon(inRow: 1, to: "raichu")"#,
                #"presenter PokemonListPresenter.didChangeRace(of: "Pika")"#,
            ]
        )
        #expect(log.entries == ["changeRaceOfPokemon(1, raichu)", #"message: "Pika" is now Raichu (#26)"#])
    }

    @Test("given tracing off, when the same commands run, then nothing is recorded and the output is the same")
    func givenTracingOff_whenCommands_thenNoHopsSameOutput() throws {
        let commands = [
            "add Pika 25", "list", "change race 1 raichu", "edit 1", "race", "1", "types", "2", "1", "undo",
        ]
        let traced = try transcript(of: commands, trace: TraceSpy().trace)
        spy.isRecording = false
        #expect(try transcript(of: commands, trace: spy.trace) == traced)
        #expect(try transcript(of: commands, trace: .off) == traced)
        #expect(spy.hops.isEmpty)
    }

    /// What the app writes for `commands` on a fresh pokedesk, from the root module.
    private func transcript(of commands: [String], trace: Trace) throws -> String {
        let pokedesk = FakePokedesk()
        let terminal = ScriptedTerminal()
        let root = try VIPERAssembly.makeRootScreen(
            repositories: pokedesk.repositories(trace: trace),
            navigation: terminal.navigator,
            console: terminal.console
        )
        terminal.run(root, commands)
        return terminal.transcript
    }
}

// MARK: - A trace per line

/// Keeps each line's hops apart, as the app's trace log does: the session calls `startLine`
/// before each line, and whatever the spy holds then belongs to the line before.
private final class HopsByLine {
    private var finished: [[TraceSpy.Hop]] = []

    func startLine(after spy: TraceSpy) {
        finished.append(spy.hops)
        spy.reset()
    }

    /// Every line's hops, the first entry being those before the first line (the first screen
    /// appearing), then one entry a line.
    func all(of spy: TraceSpy) -> [[TraceSpy.Hop]] {
        finished + [spy.hops]
    }
}
