import PokedeskDomain
import PokedeskDomainFakes
import TerminalKit
import Testing

@testable import ArchTEA

// MARK: - The runtime: effects run, their results come back as actions, in order

@Suite("TEA: store (the runtime)")
struct StoreTests {
    private let list = Fixture.listResults

    @Test("add: the action, the live results' change heard while it saved, then the effect's result")
    func addInOrder() throws {
        let app = try Harness()
        app.store.send(.pokemons(.add(name: "Pika", race: "25")))
        let pika = try #require(app.pokedesk.pokemons.first)
        #expect(
            app.actions == [
                .pokemons(.add(name: "Pika", race: "25")),
                .resultsChanged(list, ResultsChangeReport(changes: [.inserted(row: 1)], count: 1)),
                .pokemons(.added(pika)),
            ]
        )
        #expect(app.terminal.transcript == "inserted at 1\nadded \"Pika\", Pikachu (#25)\n")
    }

    @Test("list: the page fetched comes back as an action, is written, and counts as seen")
    func listInOrder() throws {
        let pokedesk = FakePokedesk()
        let abra = pokedesk.seed("Abra")
        let pika = pokedesk.seed("Pika", race: 25)
        let app = try Harness(pokedesk: pokedesk)
        app.store.send(.pokemons(.list))
        #expect(app.actions == [.pokemons(.list), .pokemons(.pageFetched(Fixture.rows([abra, pika])))])
        #expect(
            app.terminal.outputLines == [
                "#  Name  Race     Code  Types", "1  Abra  —", "2  Pika  Pikachu    25  Electric", "2 pokemons",
            ]
        )
    }

    @Test("a row another process changed since it was seen: refused, then the page as it is now (B-43)")
    func staleRowRefused() throws {
        let app = try Harness()
        let abra = app.pokedesk.seed("Abra")
        app.pokedesk.seed("Pika", race: 25)
        app.store.send(.pokemons(.list))
        app.pokedesk.renameElsewhere("Pika", to: "Zed")
        try app.pokedesk.repositories.external.refresh()
        app.forget()
        app.store.send(.pokemons(.rename(row: 2, to: "Bolt")))
        let zed = try #require(app.pokedesk.pokemons.first { $0.name == "Zed" })
        #expect(
            app.actions == [
                .pokemons(.rename(row: 2, to: "Bolt")),
                .pokemons(.rowRefused(StaleRow(error: .conflict(name: "Pika"), flatNow: 1))),
                .pokemons(.pageFetched(Fixture.rows([abra, zed]))),
            ]
        )
        #expect(!app.pokedesk.calls.contains("pokemons.rename(Pika, to: Bolt)"))
    }

    @Test("import: its progress comes back while it runs, then the new rows, then its outcome")
    func transferInOrder() throws {
        let app = try Harness()
        app.pokedesk.files["in.csv"] = [FakePokedesk.FileRow("Pika", race: 25), FakePokedesk.FileRow("Abra")]
        let request = TransferRequest.importPokemons(from: "in.csv")
        app.store.send(.pokemons(.transfer(request)))
        let report = ImportReport(imported: 2, skipped: [], wasCancelled: false)
        #expect(
            app.actions == [
                .pokemons(.transfer(request)),
                .pokemons(
                    .transferProgressed(TransferProgress(done: 1, total: 2, rowsPerSecond: 10, secondsLeft: 0.1))
                ),
                .pokemons(.transferProgressed(TransferProgress(done: 2, total: 2, rowsPerSecond: 10, secondsLeft: 0))),
                .resultsChanged(list, ResultsChangeReport(changes: [.inserted(row: 1), .inserted(row: 2)], count: 2)),
                .pokemons(.transferEnded(.success(.imported(report, from: "in.csv")))),
            ]
        )
        #expect(app.store.state.list.transfer == nil)
    }

    @Test("a race chosen: the races close before the editor saves, and their live results are let go")
    func raceChosen() throws {
        let app = try Harness()
        app.pokedesk.seed("Pika", race: 25)
        app.run("edit 1", "race")
        #expect(app.terminal.navigator.path == ["pokemons", "Pika", "race"])
        #expect(app.store.subscriptionCount == 2)
        app.run("2")
        #expect(app.terminal.navigator.log.suffix(1) == ["pop to Pika"])
        #expect(app.store.subscriptionCount == 1)
        let saved = try #require(app.pokedesk.pokemons.first)
        #expect(
            app.actions(ofLine: 0) == [
                .races(.select(row: 2)),
                .races(.selected(try #require(app.pokedesk.races.first { $0.code == 6 }))),
                .resultsChanged(list, ResultsChangeReport(changes: [.updated(row: 1)], count: 1)),
                .editor(.saved(.chosenRace(try #require(saved.race)), .success(saved))),
                .appeared(depth: 1, .revealed),
            ]
        )
        #expect(
            app.terminal.transcript.hasSuffix(
                "\"Pika\" is now Charizard (#6)\nName   Pika\nRace   Charizard\nCode   6\nImage  006.png\nTypes  Fire, Flying\nCaught —\n"
            )
        )
    }

    @Test("back from the races: the kit pops, the state follows, the live results are let go")
    func backReleases() throws {
        let app = try Harness()
        app.pokedesk.seed("Pika", race: 25)
        app.run("edit 1", "race", "back")
        #expect(app.terminal.navigator.path == ["pokemons", "Pika"])
        #expect(app.store.state.stack.count == 2)
        #expect(app.store.subscriptionCount == 1)
    }

    @Test("the loop in the trace: view, action, reducer, effect, then the results, queued behind it, as actions")
    func traceShowsTheLoop() throws {
        let spy = TraceSpy()
        let app = try Harness(trace: spy.trace)
        app.pokedesk.seed("Pika", race: 25)
        app.run("change race 1 raichu")
        let line = spy.hops.drop { !$0.message.hasPrefix("handle") }
        #expect(
            line.map(\.description) == [
                "view PokemonListView.handle(\"change race 1 raichu\")",
                "  action PokemonListAction.changeRace(row: 1, to: \"raichu\")",
                "    reducer PokemonListReducer.reduce → actOnShownRow",
                "    effect Effect.actOnShownRow(#1, row: 1, .changeRace(to: \"raichu\"))",
                "      store Subscriptions.liveResultsDidChange(#1, updated 1)",
                "  action Action.resultsChanged(#1, updated 1)",
                "    reducer AppReducer.reduce → write(.changes)",
                "    view PokemonListView.showChanges(updated 1)",
                "  action PokemonListAction.rowChanged(.raceChanged(\"Pika\"))",
                "    reducer PokemonListReducer.reduce → write(.message)",
                "    view PokemonListView.showMessage(\"\\\"Pika\\\" is now Raichu (#26)\")",
            ]
        )
    }

    @Test("what the view on top writes is traced by the loop, worded from the state it draws")
    func traceShowsWhatTheViewWrites() throws {
        let spy = TraceSpy()
        let app = try Harness(trace: spy.trace)
        app.run("list")
        app.pokedesk.seed("Pika", race: 25)
        app.run("list", "edit Pika")
        let views = spy.hops.filter { $0.description.trimmingCharacters(in: .whitespaces).hasPrefix("view ") }
            .map { $0.description.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.contains(".handle(") && !$0.contains(".screenDidAppear(") }
        #expect(
            views == [
                "view PokemonListView.showMessage(\"\(Wording.emptyPokedesk)\")",
                // The pokemon another writer added, heard before the next line.
                "view PokemonListView.showChanges(inserted at 1)",
                "view PokemonListView.show(row 1 of 1)",
                "view PokemonEditorView.showPokemon(\"Pika\")",
            ]
        )
    }
}
