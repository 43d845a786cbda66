import PokedeskDomain
import PokedeskDomainFakes
import TerminalKit
import Testing

@testable import ArchMVVM

// MARK: - The pokemons list's view model: state after intents

@Suite("MVVM: pokemons list view model")
struct PokemonListViewModelTests {
    private let pokedesk = FakePokedesk()
    private let actions = ActionLog()

    private func makeViewModel() throws -> PokemonListViewModel {
        try PokemonListViewModel(repositories: pokedesk.repositories, actions: actions.listActions)
    }

    @Test("given an empty pokedesk, then the page has no rows and says how to add one")
    func givenEmpty_thenPageExplains() throws {
        let viewModel = try makeViewModel()
        #expect(viewModel.page.rows.isEmpty)
        #expect(viewModel.page.footer == Wording.emptyPokedesk)
    }

    @Test("given pokemons, when add, then the page, the row changes and the message hold the new pokemon")
    func givenPokemons_whenAdd_thenStateHoldsIt() throws {
        pokedesk.seed("Char", race: 6)
        pokedesk.seed("Zubat")
        let viewModel = try makeViewModel()
        try viewModel.add(name: "Pika", race: "25")
        #expect(pokedesk.calls.contains("pokemons.add(Pika, race: 25)"))
        #expect(viewModel.page.rows.map(\.name) == ["Char", "Pika", "Zubat"])
        #expect(viewModel.page.rows[1].race == "Pikachu" && viewModel.page.rows[1].code == "25")
        #expect(viewModel.page.footer == "3 pokemons")
        #expect(viewModel.lastChanges?.content == [.inserted(row: 2)])
        #expect(viewModel.message?.content == "added \"Pika\", Pikachu (#25)")
    }

    @Test("given an unknown race, when add, then it is refused and nothing is added or announced")
    func givenUnknownRace_whenAdd_thenRefused() throws {
        let viewModel = try makeViewModel()
        #expect(throws: PokedeskError.unknownRace("Pikachoo")) { try viewModel.add(name: "Pika", race: "Pikachoo") }
        #expect(!pokedesk.calls.contains { $0.hasPrefix("pokemons.add") })
        #expect(viewModel.message == nil && viewModel.lastChanges == nil)
    }

    @Test("given one row, when row 9 is deleted, then the error names the rows and nothing is deleted")
    func givenOneRow_whenBadRow_thenError() throws {
        pokedesk.seed("Pika")
        let viewModel = try makeViewModel()
        #expect(throws: PokedeskError.noSuchRow(9, count: 1)) { try viewModel.delete(row: 9) }
        #expect(pokedesk.pokemons.count == 1)
    }

    @Test("given a rename that moves the row, then the move and the message are both announced")
    func givenRename_thenMoveAndMessage() throws {
        pokedesk.seed("Abra")
        pokedesk.seed("Char")
        let viewModel = try makeViewModel()
        try viewModel.rename(row: 1, to: "Zed")
        #expect(viewModel.lastChanges?.content.line?.contains("moved 1→2") == true)
        #expect(viewModel.message?.content == "renamed \"Abra\" to \"Zed\"")
    }

    @Test("given 22 pokemons, when next page, then rows 21 and 22 show; a further next is refused")
    func given22_whenNext_thenSecondPage() throws {
        for index in 1...22 { pokedesk.seed("P" + (index < 10 ? "0" : "") + String(index)) }
        let viewModel = try makeViewModel()
        #expect(viewModel.page.footer == "22 pokemons · page 1 of 2 (next, prev, page N)")
        try viewModel.nextPage()
        #expect(viewModel.page.rows.map(\.number) == ["21", "22"])
        #expect(viewModel.page.footer == "22 pokemons · page 2 of 2 (next, prev, page N)")
        #expect(throws: PagerError.atLastPage(pageCount: 2)) { try viewModel.nextPage() }
    }

    @Test("given a filter the store refuses, then the previous results stay")
    func givenRefusedFilter_thenKeepsResults() throws {
        pokedesk.seed("Pika")
        let viewModel = try makeViewModel()
        pokedesk.nextError = .invalidPredicate("column 13: expected a value after '=='")
        #expect(throws: PokedeskError.self) { try viewModel.find("name ==", column: 6) }
        try viewModel.reloadPage()
        #expect(viewModel.page.footer == "1 pokemon")
    }

    @Test("given a filter, then the footer names it")
    func givenFilter_thenFooterNamesIt() throws {
        pokedesk.seed("Pika")
        let viewModel = try makeViewModel()
        try viewModel.find("name BEGINSWITH \"P\"", column: 6)
        #expect(pokedesk.calls.last == "pokemons.liveResults(filter: name BEGINSWITH \"P\", sections: off, sort: name)")
        #expect(viewModel.page.footer == "1 pokemon matches: name BEGINSWITH \"P\"")
    }

    @Test("given a filter, when ordered by code, then the page holds that order and the filter is kept")
    func givenFilter_whenOrderByCode_thenPageOrderedFilterKept() throws {
        pokedesk.seed("Aaron", race: 26)
        pokedesk.seed("Bob", race: 6)
        let viewModel = try makeViewModel()
        try viewModel.find("name CONTAINS \"o\"", column: 6)
        try viewModel.order(by: .code)
        #expect(pokedesk.calls.last == "pokemons.liveResults(filter: name CONTAINS \"o\", sections: off, sort: code)")
        #expect(viewModel.page.rows.map(\.name) == ["Bob", "Aaron"])
    }

    @Test("given pokemons, when edit 2, then the view model asks to edit that pokemon")
    func givenPokemons_whenEdit_thenAsksForEditor() throws {
        pokedesk.seed("Abra")
        pokedesk.seed("Pika")
        let viewModel = try makeViewModel()
        try viewModel.edit(row: 2)
        try viewModel.browseTypes()
        #expect(actions.entries == ["edit Pika", "browse types"])
    }

    @Test("given an added pokemon, when undo, then the deletion and the undone action are announced")
    func givenAdded_whenUndo_thenAnnounced() throws {
        let viewModel = try makeViewModel()
        try viewModel.add(name: "Pika", race: nil)
        try viewModel.undo()
        #expect(viewModel.message?.content == "undone: add \"Pika\"")
        #expect(pokedesk.calls.last == "history.undo()")
    }

    // MARK: Observation

    @Test("given a view bound to the row changes, when another screen changes the store, then it is told")
    func givenObserver_whenStoreChanges_thenObservationFires() throws {
        let viewModel = try makeViewModel()
        let probe = ObservationProbe { _ = viewModel.lastChanges }
        pokedesk.seed("Pika")
        #expect(probe.didFire)
        #expect(viewModel.page.rows.map(\.name) == ["Pika"])
    }

    @Test("given the same words said twice, then the second is still a change that observers hear")
    func givenSameMessageTwice_thenObservedTwice() throws {
        let viewModel = try makeViewModel()
        try viewModel.add(name: "Pika", race: nil)
        let first = try #require(viewModel.message)
        let probe = ObservationProbe { _ = viewModel.message }
        try viewModel.delete(row: 1)
        try viewModel.add(name: "Pika", race: nil)
        #expect(probe.didFire)
        #expect(viewModel.message?.content == first.content)
        #expect(viewModel.message != first)
    }

    @Test("given a view bound to the page, when paging does not move, then it is not told")
    func givenObserver_whenRefusedPaging_thenNoChange() throws {
        pokedesk.seed("Pika")
        let viewModel = try makeViewModel()
        let probe = ObservationProbe { _ = viewModel.page }
        #expect(throws: PagerError.atFirstPage) { try viewModel.previousPage() }
        #expect(!probe.didFire)
    }
}

// MARK: - Import, export and generate

extension PokemonListViewModelTests {

    @Test("when import, then progress holds each worded step and is nil after; changes and message announced")
    func whenImport_thenProgressThenState() throws {
        pokedesk.files["p.json"] = [.init("Pika", race: 25), .init("Zed", race: 7)]
        let viewModel = try makeViewModel()
        var drawn: [String?] = []
        viewModel.progress.bind { drawn.append($0) }
        try viewModel.transfer(.importPokemons(from: "p.json")) { false }
        #expect(
            drawn == [
                nil, "importing p.json: 1 of 2 rows (50%) · 10 rows/s · about 1 s left",
                "importing p.json: 2 of 2 rows (100%) · 10 rows/s", nil,
            ]
        )
        #expect(viewModel.page.rows.map(\.name) == ["Pika"])
        #expect(viewModel.lastChanges?.content == [.inserted(row: 1)])
        #expect(
            viewModel.message?.content
                == "skipped line 3: no race has the code or name \"7\"\nimported 1 pokemon from p.json, skipped 1 line"
        )
    }

    @Test("given the view says stop, when generate, then the cancel is reported with what was kept")
    func givenStop_whenGenerate_thenCancelled() throws {
        let viewModel = try makeViewModel()
        var asked = 0
        try viewModel.transfer(.generatePokemons(count: 10)) {
            asked += 1
            return asked > 3
        }
        #expect(pokedesk.pokemons.count == 3)
        #expect(viewModel.message?.content == "generate cancelled: the 3 pokemons generated before the cancel are kept")
        #expect(viewModel.progress.value == nil)
    }

    @Test("given a missing file, when import, then it is refused, progress is nil and nothing is announced")
    func givenMissing_whenImport_thenRefused() throws {
        let viewModel = try makeViewModel()
        #expect(throws: PokedeskError.transfer(.cannotRead(path: "x.csv", reason: .noSuchFile))) {
            try viewModel.transfer(.importPokemons(from: "x.csv")) { false }
        }
        #expect(viewModel.progress.value == nil && viewModel.message == nil)
    }

    @Test("when export, then the message says how many")
    func whenExport_thenMessage() throws {
        pokedesk.seed("Pika")
        let viewModel = try makeViewModel()
        let probe = ObservationProbe { _ = viewModel.message }
        try viewModel.transfer(.exportPokemons(to: "out.csv")) { false }
        #expect(viewModel.message?.content == "exported 1 pokemon to out.csv")
        #expect(probe.didFire, "a view bound to the message hears of it")
        #expect(viewModel.progress.value == nil, "no progress left once it ended")
    }

    @Test("given the view says stop, when export, then nothing is written and the message says so")
    func givenStop_whenExport_thenNothingWritten() throws {
        pokedesk.seed("Pika")
        let viewModel = try makeViewModel()
        try viewModel.transfer(.exportPokemons(to: "out.csv")) { true }
        #expect(viewModel.message?.content == "export cancelled: nothing was written")
        #expect(pokedesk.files["out.csv"] == nil)
    }
}
