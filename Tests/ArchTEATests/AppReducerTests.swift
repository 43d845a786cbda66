import PokedeskDomain
import TerminalKit
import Testing

@testable import ArchTEA

// MARK: - The app's own actions: undo, screens appearing and opening, live results, failures

@Suite("TEA: app reducer")
struct AppReducerTests {
    private let editorApp = Fixture.app(.editor(Fixture.editor()))
    private let racesApp = Fixture.app(.editor(Fixture.editor()), .races(Fixture.races()))

    // MARK: Undo and redo

    @Test("undo, redo: the store reverts the change")
    func undoRedo() {
        expectStep(from: Fixture.app(), .history(.undo), effects: [.undo])
        expectStep(from: racesApp, .history(.redo), effects: [.redo])
    }

    @Test("undone, redone on a list: what was undone is said; the list's rows come from its subscription")
    func undoneOnList() {
        expectStep(
            from: Fixture.app(),
            .history(.undone("add \"Pika\"")),
            effects: [.write(.message(["undone: add \"Pika\""]))]
        )
        expectStep(
            from: racesApp,
            .history(.redone("add \"Pika\"")),
            effects: [.write(.message(["redone: add \"Pika\""]))]
        )
    }

    @Test("undone in the editor: said, then the pokemon read again; on the types, the types")
    func undoneElsewhere() {
        expectStep(
            from: editorApp,
            .history(.undone("rename \"Pika\" to \"Bolt\"")),
            effects: [
                .write(.message(["undone: rename \"Pika\" to \"Bolt\""])), .fetchPokemon(Fixture.pika.id, for: .revert),
            ]
        )
        expectStep(
            from: Fixture.app(.types(Fixture.typeList())),
            .history(.undone("add \"Pika\"")),
            effects: [.write(.message(["undone: add \"Pika\""])), .refreshTypes]
        )
    }

    // MARK: Screens appearing

    @Test("the list appearing shows nothing: type list")
    func listAppears() {
        expectStep(from: Fixture.app(), .appeared(depth: 0, .initial), effects: [])
    }

    @Test("the editor, the races and the types show themselves when pushed")
    func screensAppear() {
        expectStep(from: editorApp, .appeared(depth: 1, .pushed), effects: [.write(.pokemon)])
        expectStep(
            from: racesApp,
            .appeared(depth: 2, .pushed),
            effects: [.fetchRacePage(Fixture.raceResults, 560..<580)]
        )
        expectStep(
            from: Fixture.app(.types(Fixture.typeList())),
            .appeared(depth: 1, .pushed),
            effects: [.write(.types)]
        )
    }

    @Test("revealed by back or home: the screens above leave the state, their results let go")
    func revealed() {
        expectStep(
            from: racesApp,
            .appeared(depth: 1, .revealed),
            changes: { $0.stack.removeLast() },
            effects: [.release(Fixture.raceResults), .write(.pokemon)]
        )
        expectStep(
            from: racesApp,
            .appeared(depth: 0, .revealed),
            changes: { $0.stack.removeLast(2) },
            effects: [.release(Fixture.raceResults)]
        )
    }

    @Test("a depth the stack does not have is ignored")
    func appearedBeyond() {
        expectStep(from: Fixture.app(), .appeared(depth: 3, .revealed), effects: [])
    }

    // MARK: Screens opening

    @Test("opened: the screen goes on top, and shows itself when it appears")
    func opened() {
        expectStep(
            from: Fixture.app(),
            .opened(.editor(Fixture.pika)),
            changes: { $0.stack.append(.editor(Fixture.editor())) },
            effects: []
        )
        expectStep(
            from: Fixture.app(),
            .opened(.types(Fixture.types, .browsing)),
            changes: { $0.stack.append(.types(Fixture.typeList())) },
            effects: []
        )
        let request = RaceListRequest(
            title: "race",
            query: RaceQuery(),
            purpose: .choosing(current: Fixture.pikachu.id)
        )
        let opened = ResultsOpened(results: Fixture.raceResults, count: 898, currentAt: 576)
        expectStep(
            from: editorApp,
            .opened(.races(request, opened)),
            changes: { $0.stack.append(.races(Fixture.races())) },
            effects: []
        )
    }

    // MARK: Live results

    @Test("results changed for the list on top: it follows the count and reports the rows")
    func resultsChangedOnTop() {
        let changes: ChangeSummary = [.inserted(row: 1)]
        expectStep(
            from: Fixture.app(),
            .resultsChanged(Fixture.listResults, ResultsChangeReport(changes: changes, count: 3)),
            changes: { $0.list.pager.update(rowCount: 3) },
            effects: [.write(.changes(changes))]
        )
    }

    @Test("results changed for a list out of sight: it follows the count, silently")
    func resultsChangedHidden() {
        let changes: ChangeSummary = [.deleted(row: 2)]
        expectStep(
            from: editorApp,
            .resultsChanged(Fixture.listResults, ResultsChangeReport(changes: changes, count: 1)),
            changes: { $0.list.pager.update(rowCount: 1) },
            effects: []
        )
    }

    @Test("results changed for the races on top: reported; no change at all: nothing written")
    func resultsChangedRaces() {
        let changes: ChangeSummary = [.updated(row: 577)]
        expectStep(
            from: racesApp,
            .resultsChanged(Fixture.raceResults, ResultsChangeReport(changes: changes, count: 898)),
            effects: [.write(.changes(changes))]
        )
        expectStep(
            from: racesApp,
            .resultsChanged(Fixture.raceResults, ResultsChangeReport(changes: [], count: 898)),
            effects: []
        )
    }

    @Test("results no screen shows any more: ignored")
    func resultsChangedReleased() {
        expectStep(
            from: Fixture.app(),
            .resultsChanged(SubscriptionID(rawValue: 9), ResultsChangeReport(changes: [], count: 4)),
            effects: []
        )
    }

    // MARK: Failures

    @Test("an effect failed: its error is written, nothing else changes")
    func failed() {
        expectStep(
            from: racesApp,
            .failed(.unknownRace("x")),
            effects: [.write(.error("no race has the code or name \"x\""))]
        )
    }
}
