import PokedeskDomain
import PokedeskDomainFakes
import PokedeskScreens
import TerminalKit
import Testing

@testable import ArchMVC

// MARK: - The path of a command through MVC, as `trace on` shows it

/// Each test types lines into the fake terminal and reads the hops of the last one, as the app
/// writes them after it: depth (two spaces a level), role, type and message. MVC's roles meet
/// where nothing outside them can watch — a controller calls its views and the controller it
/// delegates to directly — so its trace is what the two seams it offers record: the kit handing
/// the controller a command or its reappearance, and the live results calling their delegate
/// (`Trace.liveResultsDelegateRole`), both recorded outside the controllers' code.
@Suite("MVC: trace of a command")
struct ControllerTraceTests {
    private let pokedesk = FakePokedesk()
    private let terminal = ScriptedTerminal()
    private let spy = TraceSpy()

    init() {
        // As the app does before each line: the trace shows that line's hops only.
        terminal.willHandleLine = { [spy] in spy.reset() }
        terminal.screenEntry = spy.trace.screenEntries(as: .controller)
    }

    /// The trace the app gives MVC: its controllers are the live results' delegates.
    private var mvcTrace: Trace { Trace(spy, liveResultsDelegateRole: .controller) }

    private func makeList(trace: Trace) throws -> PokemonListViewController {
        try PokemonListViewController(
            repositories: pokedesk.repositories(trace: trace),
            navigation: terminal.navigator,
            console: terminal.console
        )
    }

    @Test(
        "given a list showing one pokemon, when change race 1 raichu, then the controller gets the command and the row change"
    )
    func givenOnePokemon_whenChangeRace_thenControllerThenDelegate() throws {
        pokedesk.seed("Pika", race: 25)
        terminal.run(try makeList(trace: mvcTrace), ["list", "change race 1 raichu"])
        #expect(
            spy.hops.map(\.description) == [
                #"controller PokemonListViewController.handle("change race 1 raichu")"#,
                // The repository's save makes the live results tell their delegate: the controller.
                "  controller PokemonListViewController.liveResultsDidChange()",
            ]
        )
        #expect(terminal.outputLines.suffix(2) == ["updated 1", "\"Pika\" is now Raichu (#26)"])
    }

    @Test("given the trace of change race, then MVC's roles show: one controller receives the command and the change")
    func givenChangeRace_thenControllerOwnsLiveResults() throws {
        pokedesk.seed("Pika", race: 25)
        terminal.run(try makeList(trace: mvcTrace), ["list", "change race 1 raichu"])
        #expect(spy.roles == [.controller], "a view is called by its controller directly: no seam to record it")
        #expect(spy.hops.map(\.type) == ["PokemonListViewController", "PokemonListViewController"])
        #expect(spy.hops.first?.depth == 0, "the kit hands the command to the controller")
        #expect(
            spy.hops.last?.message.hasPrefix("liveResultsDidChange(") == true,
            "as their delegate, the same controller hears the live results' change"
        )
    }

    @Test("given the app's trace without a delegate role, then only the kit's entry is recorded")
    func givenNoDelegateRole_thenOnlyEntry() throws {
        pokedesk.seed("Pika", race: 25)
        terminal.run(try makeList(trace: spy.trace), ["list", "change race 1 raichu"])
        #expect(
            spy.hops.map(\.description) == [#"controller PokemonListViewController.handle("change race 1 raichu")"#]
        )
    }

    @Test(
        "given the races list opened from the editor, when a race is chosen, then the list hears the save, then the editor reappears"
    )
    func givenRacePicker_whenChoose_thenDelegateHopThenReappears() throws {
        pokedesk.seed("Pika", race: 25)
        terminal.run(try makeList(trace: mvcTrace), ["list", "edit 1", "race", "4"])
        #expect(
            spy.hops.map(\.description) == [
                #"controller RaceListViewController.handle("4")"#,
                // The races controller hands the choice to the editor, its delegate, directly:
                // the editor closes the list and saves. The pokemons list hears the save as its
                // live results' delegate (off screen, it writes nothing). The fake's races keep
                // no counts: in the app, the races controller hears its rows' new counts here too.
                "  controller PokemonListViewController.liveResultsDidChange()",
                // The kit tells the editor it is on top again: it shows the pokemon.
                "controller PokemonEditorViewController.screenDidAppear(.revealed)",
            ]
        )
        #expect(terminal.navigator.log == ["push Pika", "push race", "pop to Pika"])
        #expect(terminal.outputLines.contains(#""Pika" is now Raichu (#26)"#))
    }

    @Test("given tracing off, when the same lines run, then no hop is recorded and the output is the same")
    func givenTracingOff_thenNothingRecordedSameOutput() throws {
        let lines = ["list", "change race 1 raichu", "edit 1", "race", "4", "types", "back", "back", "list"]
        pokedesk.seed("Pika", race: 25)
        terminal.run(try makeList(trace: mvcTrace), lines)
        #expect(!spy.hops.isEmpty)

        let quiet = TraceSpy()
        quiet.isRecording = false
        let untraced = ScriptedTerminal()
        let fake = FakePokedesk()
        fake.seed("Pika", race: 25)
        let list = try PokemonListViewController(
            repositories: fake.repositories(trace: Trace(quiet, liveResultsDelegateRole: .controller)),
            navigation: untraced.navigator,
            console: untraced.console
        )
        untraced.run(list, lines)
        #expect(quiet.hops.isEmpty)
        #expect(untraced.transcript == terminal.transcript)
    }
}
