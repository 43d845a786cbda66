import PokedeskDomain
import TerminalKit
import Testing

@testable import ArchTEA

// MARK: - The races' reducer: one action, the whole new state, every effect

@Suite("TEA: races reducer")
struct RaceListReducerTests {
    /// Choosing Pika's race: opened on page 29, where Pikachu is.
    private let app = Fixture.app(.editor(Fixture.editor()), .races(Fixture.races()))
    private let results = Fixture.raceResults

    @Test("opened to choose, the races start on the page of the current race")
    func opensOnCurrent() {
        #expect(Fixture.races().pager.page == 29)
        #expect(Fixture.races(choosing: false).pager.page == 1)
    }

    @Test("select N: the effect reads the race in that row; browsing, there is nothing to choose")
    func select() {
        expectStep(from: app, .races(.select(row: 3)), effects: [.pickRace(results, row: 3)])
        expectStep(from: Fixture.app(.races(Fixture.races(choosing: false))), .races(.select(row: 3)), effects: [])
    }

    @Test("list: the current page is fetched")
    func list() {
        expectStep(from: app, .races(.list), effects: [.fetchRacePage(results, 560..<580)])
    }

    @Test("next, prev, page N: the pager turns and the page is fetched, or the kit's error")
    func turnPages() {
        expectStep(
            from: app,
            .races(.turnPage(.next)),
            changes: { try? $0.races.pager.next() },
            effects: [.fetchRacePage(results, 580..<600)]
        )
        expectStep(
            from: app,
            .races(.turnPage(.to(1))),
            changes: { try? $0.races.pager.go(toPage: 1) },
            effects: [.fetchRacePage(results, 0..<20)]
        )
        expectStep(
            from: Fixture.app(.races(Fixture.races(choosing: false))),
            .races(.turnPage(.previous)),
            effects: [.write(.error("already on the first page"))]
        )
    }

    @Test("find TEXT: live results for the races whose name contains it are asked for")
    func find() {
        expectStep(from: app, .races(.find("pika")), effects: [.applyRaceQuery(RaceQuery(nameContains: "pika"))])
        expectStep(from: app, .races(.find(nil)), effects: [.applyRaceQuery(RaceQuery())])
    }

    @Test("query applied: the old results are let go, page 1 of the new is fetched")
    func queryApplied() {
        let query = RaceQuery(nameContains: "pika")
        let fresh = SubscriptionID(rawValue: 5)
        expectStep(
            from: app,
            .races(.queryApplied(query, ResultsOpened(results: fresh, count: 2))),
            changes: {
                $0.races.query = query
                $0.races.results = fresh
                $0.races.pager = Pager(rowCount: 2)
            },
            effects: [.release(results), .fetchRacePage(fresh, 0..<2)]
        )
    }

    @Test("page fetched: it is the state's, and written")
    func pageFetched() {
        let rows = [RaceRow(number: 577, summary: RaceSummary(race: Fixture.pikachu, pokemonCount: 1))]
        expectStep(
            from: app,
            .races(.pageFetched(rows)),
            changes: { $0.races.page = rows },
            effects: [.write(.racePage)]
        )
    }

    @Test("a race chosen: the races close, their results are let go, then the editor saves it")
    func selected() {
        expectStep(
            from: app,
            .races(.selected(Fixture.raichu)),
            changes: { $0.stack.removeLast() },
            effects: [.release(results), .save(Fixture.pika, .chosenRace(Fixture.raichu))]
        )
    }

    @Test("a race chosen through the types: the races and the types close, back to the editor")
    func selectedThroughTypes() {
        let app = Fixture.app(
            .editor(Fixture.editor()),
            .types(Fixture.typeList(choosing: true)),
            .races(Fixture.races())
        )
        expectStep(
            from: app,
            .races(.selected(Fixture.raichu)),
            changes: { $0.stack.removeLast(2) },
            effects: [.release(results), .save(Fixture.pika, .chosenRace(Fixture.raichu))]
        )
    }
}
