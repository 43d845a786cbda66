import PokedeskDomain
import PokedeskDomainFakes
import PokedeskScreens
import TerminalKit
import Testing

@testable import ArchMVP

// MARK: - The path of a command through MVP, as `trace on` shows it

/// Hops are written as the app writes them after a line: depth (two spaces a level), role, type
/// and message. The passive view receives each command and forwards it as one intent; the
/// presenter decides everything — it changes the pokemon, hears the live results as their
/// delegate, and tells the view each thing to show; the router moves between screens.
@Suite("MVP: trace of a command")
struct PresenterTraceTests {
    private let pokedesk = FakePokedesk()
    private let spy = TraceSpy()

    // MARK: The presenter against a spy view

    /// The trace the app gives MVP: its presenters are the live results' delegates.
    private var mvpTrace: Trace { Trace(spy, liveResultsDelegateRole: .presenter) }

    @Test("given a presenter showing one pokemon, when changeRace, then its intent hop holds the change it hears")
    func givenPresenter_whenChangeRace_thenIntentThenDelegateHop() throws {
        pokedesk.seed("Pika", race: 25)
        let view = SpyPokemonListView()
        let presenter = try PokemonListPresenter(
            repositories: pokedesk.repositories(trace: mvpTrace),
            navigator: SpyNavigator()
        )
        presenter.attach(view)
        presenter.showList()
        spy.reset()
        view.calls = []

        // The presenter as its view sees it in the app: behind its traced twin.
        TracedPokemonListPresenter(presenter, trace: mvpTrace).changeRace(row: 1, to: "raichu")
        // A spy view records no hops: these are the presenter's alone.
        #expect(
            spy.hops.map(\.description) == [
                #"presenter PokemonListPresenter.changeRace(row: 1, to: "raichu")"#,
                "  presenter PokemonListPresenter.liveResultsDidChange()",
            ]
        )
        // What the view was told is the presenter's decision, worded to the last character.
        #expect(view.calls == [.changes([.updated(row: 1)]), .message("\"Pika\" is now Raichu (#26)")])
    }

    // MARK: The real screens

    /// The app's pair of screens over the fakes, on a fake terminal whose trace, like the app's,
    /// keeps the last line's hops only.
    private func makeTerminal(trace: Trace) throws -> (ScriptedTerminal, any Screen) {
        let terminal = ScriptedTerminal()
        terminal.willHandleLine = { [spy] in spy.reset() }
        terminal.screenEntry = trace.screenEntries(as: .view)
        let root = try MVPAssembly.makeRootScreen(
            repositories: pokedesk.repositories(trace: trace),
            navigation: terminal.navigator,
            console: terminal.console
        )
        return (terminal, root)
    }

    @Test("given a list showing one pokemon, when change race 1 raichu, then view, presenter, back to the view")
    func givenOnePokemon_whenChangeRace_thenViewPresenterView() throws {
        pokedesk.seed("Pika", race: 25)
        let (terminal, root) = try makeTerminal(trace: mvpTrace)
        terminal.run(root, ["list", "change race 1 raichu"])
        #expect(
            spy.hops.map(\.description) == [
                #"view PokemonListScreen.handle("change race 1 raichu")"#,
                #"  presenter PokemonListPresenter.changeRace(row: 1, to: "raichu")"#,
                // The repository's save makes the live results tell their delegate: the presenter.
                "    presenter PokemonListPresenter.liveResultsDidChange()",
                "      view PokemonListScreen.showChanges(updated 1)",
                #"    view PokemonListScreen.showMessage("\"Pika\" is now Raichu (#26)")"#,
            ]
        )
        #expect(terminal.outputLines.suffix(2) == ["updated 1", "\"Pika\" is now Raichu (#26)"])
    }

    @Test(
        "given the trace of change race, then MVP's roles show: the view only forwards and shows, the presenter decides"
    )
    func givenChangeRace_thenPassiveViewAndPresenter() throws {
        pokedesk.seed("Pika", race: 25)
        let (terminal, root) = try makeTerminal(trace: mvpTrace)
        terminal.run(root, ["list", "change race 1 raichu"])
        #expect(spy.roles == [.view, .presenter])
        // The view receives the command and forwards it as one intent, to the presenter.
        #expect(spy.hops.first?.depth == 0 && spy.hops.first?.role == .view)
        #expect(spy.hops.filter { $0.depth == 1 }.map(\.role) == [.presenter])
        // Every other view hop is a leaf the presenter asked for: something to show.
        let told = spy.hops.indices.filter { spy.hops[$0].role == .view && spy.hops[$0].depth > 0 }
        #expect(told.count == 2)
        for index in told {
            let hop = spy.hops[index]
            #expect(hop.message.hasPrefix("show"))
            #expect(spy.hops[..<index].last { $0.depth == hop.depth - 1 }?.role == .presenter, "told by a presenter")
            #expect(spy.hops.dropFirst(index + 1).first.map { $0.depth <= hop.depth } ?? true, "a leaf")
        }
    }

    @Test(
        "given the race picker opened from the editor, when a race is chosen, then the router closes it and the editor reappears"
    )
    func givenRacePicker_whenChoose_thenDelegateRouterAndReappearance() throws {
        pokedesk.seed("Pika", race: 25)
        let (terminal, root) = try makeTerminal(trace: mvpTrace)
        terminal.run(root, ["list", "edit 1", "race", "4"])
        #expect(
            spy.hops.map(\.description) == [
                #"view RaceListScreen.handle("4")"#,
                "  presenter RaceListPresenter.select(row: 4)",
                // The races presenter tells the choice's delegate, which it knows only by its
                // protocol: the editor's presenter asks the router to close the picker, then saves.
                #"    presenter PokemonEditorPresenter.raceListDidChoose("Raichu")"#,
                "      router PokedeskRouter.closeRacePicker()",
                // The pokemons list's presenter hears the save; its view is not on top: no write.
                "      presenter PokemonListPresenter.liveResultsDidChange()",
                #"      view PokemonEditorScreen.showMessage("\"Pika\" is now Raichu (#26)")"#,
                // The kit tells the editor's view it is on top again; its presenter has it show the pokemon.
                "view PokemonEditorScreen.screenDidAppear(.revealed)",
                "  presenter PokemonEditorPresenter.viewDidAppear()",
                "    view PokemonEditorScreen.showDetails(6 lines)",
            ]
        )
        #expect(terminal.navigator.log == ["push Pika", "push race", "pop to Pika"])
    }

    @Test("given the editor, when race, then the presenter asks the router, which builds the picker's pair")
    func givenEditor_whenRace_thenRouterOpensPicker() throws {
        pokedesk.seed("Pika", race: 25)
        let (terminal, root) = try makeTerminal(trace: mvpTrace)
        terminal.run(root, ["list", "edit 1", "race"])
        #expect(
            spy.hops.map(\.description) == [
                #"view PokemonEditorScreen.handle("race")"#,
                "  presenter PokemonEditorPresenter.chooseRace(nil)",
                "    router PokedeskRouter.showRacePicker(RaceChoice)",
                // The new pair is built: its presenter gives its view the title first.
                #"      view RaceListScreen.showTitle("race")"#,
                "view RaceListScreen.screenDidAppear(.pushed)",
                "  presenter RaceListPresenter.viewDidAppear()",
                "    view RaceListScreen.showPage(rows 1–4 of 4)",
            ]
        )
    }

    @Test("given tracing off, when the same lines run, then no hop is recorded and the output is the same")
    func givenTracingOff_thenNothingRecordedSameOutput() throws {
        let lines = ["list", "change race 1 raichu", "edit 1", "race", "4", "types", "back", "back", "list"]
        pokedesk.seed("Pika", race: 25)
        let (traced, tracedRoot) = try makeTerminal(trace: mvpTrace)
        traced.run(tracedRoot, lines)
        #expect(!spy.hops.isEmpty)

        let quiet = TraceSpy()
        quiet.isRecording = false
        let untraced = ScriptedTerminal()
        let fake = FakePokedesk()
        fake.seed("Pika", race: 25)
        let root = try MVPAssembly.makeRootScreen(
            repositories: fake.repositories(trace: quiet.trace),
            navigation: untraced.navigator,
            console: untraced.console
        )
        untraced.run(root, lines)
        #expect(quiet.hops.isEmpty)
        #expect(untraced.transcript == traced.transcript)
    }
}
