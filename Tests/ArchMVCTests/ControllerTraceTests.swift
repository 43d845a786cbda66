import PokedeskDomain
import PokedeskDomainFakes
import PokedeskScreens
import TerminalKit
import Testing

@testable import ArchMVC

// MARK: - The path of a command through MVC, as `trace on` shows it

/// Each test types lines into the fake terminal and reads the hops of the last one, as the app
/// writes them after it: depth (two spaces a level), role, type and message. The controller is
/// the screen: it receives the command, owns the live results and hears their changes as their
/// delegate, and drives its views. It also writes its confirmations itself — the line `"Pika" is
/// now Raichu (#26)` is no hop, since no other role is asked to write it.
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
    func givenOnePokemon_whenChangeRace_thenControllerThenDelegateThenView() throws {
        pokedesk.seed("Pika", race: 25)
        terminal.run(try makeList(trace: spy.trace), ["list", "change race 1 raichu"])
        #expect(
            spy.hops.map(\.description) == [
                #"controller PokemonListViewController.handle("change race 1 raichu")"#,
                // The repository's save makes the live results tell their delegate: the controller.
                "  controller PokemonListViewController.liveResultsDidChange(updated 1)",
                "    view PokemonTableView.showChanges(updated 1)",
            ]
        )
        #expect(terminal.outputLines.suffix(2) == ["updated 1", "\"Pika\" is now Raichu (#26)"])
    }

    @Test("given the trace of change race, then MVC's roles show: one controller receives the command and the change")
    func givenChangeRace_thenControllerOwnsLiveResults() throws {
        pokedesk.seed("Pika", race: 25)
        terminal.run(try makeList(trace: spy.trace), ["list", "change race 1 raichu"])
        #expect(spy.roles == [.controller, .view])
        let controllerHops = spy.hops.filter { $0.role == .controller }
        #expect(controllerHops.map(\.type) == ["PokemonListViewController", "PokemonListViewController"])
        #expect(controllerHops.first?.depth == 0, "the kit hands the command to the controller")
        #expect(
            controllerHops.last?.message.hasPrefix("liveResultsDidChange(") == true,
            "as their delegate, the same controller hears the live results' change"
        )
        #expect(spy.hops.filter { $0.role == .view }.allSatisfy { $0.depth > 0 }, "views are told, never asked first")
    }

    @Test(
        "given the races list opened from the editor, when a race is chosen, then the delegate call, then the editor reappears"
    )
    func givenRacePicker_whenChoose_thenDelegateHopThenReappears() throws {
        pokedesk.seed("Pika", race: 25)
        terminal.run(try makeList(trace: spy.trace), ["list", "edit 1", "race", "4"])
        #expect(
            spy.hops.map(\.description) == [
                #"controller RaceListViewController.handle("4")"#,
                // The races controller hands the choice to its delegate, which it knows only by
                // its protocol: the editor closes the list, then saves.
                #"  controller PokemonEditorViewController.raceList(_, didChoose: "Raichu")"#,
                // The pokemons list hears the save as its live results' delegate; it is not on
                // top, so it does not write. (The fake's races keep no counts: in the app, the
                // races controller hears its rows' new counts here too.)
                "    controller PokemonListViewController.liveResultsDidChange(updated 1)",
                // The kit tells the editor it is on top again: it shows the pokemon.
                "controller PokemonEditorViewController.screenDidAppear(.revealed)",
                #"  view PokemonDetailView.show("Pika")"#,
            ]
        )
        #expect(terminal.navigator.log == ["push Pika", "push race", "pop to Pika"])
    }

    @Test("given tracing off, when the same lines run, then no hop is recorded and the output is the same")
    func givenTracingOff_thenNothingRecordedSameOutput() throws {
        let lines = ["list", "change race 1 raichu", "edit 1", "race", "4", "types", "back", "back", "list"]
        pokedesk.seed("Pika", race: 25)
        terminal.run(try makeList(trace: spy.trace), lines)
        #expect(!spy.hops.isEmpty)

        let quiet = TraceSpy()
        quiet.isRecording = false
        let untraced = ScriptedTerminal()
        let fake = FakePokedesk()
        fake.seed("Pika", race: 25)
        let list = try PokemonListViewController(
            repositories: fake.repositories(trace: quiet.trace),
            navigation: untraced.navigator,
            console: untraced.console
        )
        untraced.run(list, lines)
        #expect(quiet.hops.isEmpty)
        #expect(untraced.transcript == terminal.transcript)
    }
}
