import PokedeskDomain
import PokedeskDomainFakes
import PokedeskScreens
import TerminalKit
import Testing

@testable import ArchMVP

// MARK: - The pokemons list's presenter, against a spy view

@Suite("MVP: pokemons list presenter")
struct PokemonListPresenterTests {
    private let pokedesk = FakePokedesk()
    private let view = SpyPokemonListView()
    private let navigator = SpyNavigator()

    /// A presenter attached to the spy view, whose record then starts empty.
    private func makePresenter() throws -> PokemonListPresenter {
        let presenter = try PokemonListPresenter(repositories: pokedesk.repositories, navigator: navigator)
        presenter.attach(view)
        view.calls = []
        return presenter
    }

    @Test("given a new presenter, when attached, then the view gets its title and the race names to offer")
    func givenNewPresenter_whenAttached_thenTitleAndRaceNames() throws {
        let presenter = try PokemonListPresenter(repositories: pokedesk.repositories, navigator: navigator)
        presenter.attach(view)
        #expect(view.calls == [.title("pokemons"), .raceNames(["Bulbasaur", "Charizard", "Pikachu", "Raichu"])])
    }

    @Test("given an empty pokedesk, when list, then the view is told how to add one")
    func givenEmpty_whenList_thenExplains() throws {
        let presenter = try makePresenter()
        presenter.viewDidAppear()
        presenter.showList()
        #expect(view.calls == [.message(Wording.emptyPokedesk)])
    }

    @Test("given two pokemons, when list, then one page of worded rows and the footer")
    func givenTwo_whenList_thenPage() throws {
        pokedesk.seed("Zubat")
        pokedesk.seed("Char", race: 6)
        let presenter = try makePresenter()
        presenter.showList()
        let rows = [
            PokemonCells(number: "1", name: "Char", race: "Charizard", code: "6", types: "Fire, Flying"),
            PokemonCells(number: "2", name: "Zubat", race: "—", code: "", types: ""),
        ]
        #expect(
            view.calls == [
                .pokemonPage(PokemonListPage(sections: [.init(title: nil, rows: rows)], count: 2, footer: "2 pokemons"))
            ]
        )
    }

    @Test("given two pokemons, when Pika 25 is added, then the view is told the insert, then the confirmation")
    func givenTwo_whenAdd_thenChangesThenMessage() throws {
        pokedesk.seed("Char", race: 6)
        pokedesk.seed("Zubat")
        let presenter = try makePresenter()
        presenter.add(name: "Pika", race: "25")
        #expect(pokedesk.calls.contains("pokemons.add(Pika, race: 25)"))
        #expect(view.calls == [.changes([.inserted(row: 2)]), .message("added \"Pika\", Pikachu (#25)")])
    }

    @Test("given the view is not on top, when a pokemon is added, then no row changes are shown")
    func givenInactive_whenAdd_thenNoChanges() throws {
        let presenter = try makePresenter()
        view.isActive = false
        presenter.add(name: "Pika", race: nil)
        #expect(view.calls == [.message("added \"Pika\", no race")])
    }

    @Test("given one row, when a missing row or an unknown race is named, then one error and no change")
    func givenOneRow_whenBadInput_thenErrorOnly() throws {
        pokedesk.seed("Pika", race: 25)
        let presenter = try makePresenter()
        presenter.delete(row: 9)
        presenter.changeRace(row: 1, to: "Pikachoo")
        #expect(view.errors == ["there is no row 9; the list has 1 row", "no race has the code or name \"Pikachoo\""])
        #expect(!pokedesk.calls.contains { $0.hasPrefix("pokemons.delete") || $0.hasPrefix("pokemons.changeRace") })
        #expect(view.calls.count == 2)
    }

    @Test("given two pokemons, when one is renamed in place, then the update is shown, then the confirmation")
    func givenTwo_whenRename_thenUpdateThenMessage() throws {
        pokedesk.seed("Abra")
        pokedesk.seed("Char")
        let presenter = try makePresenter()
        presenter.rename(row: 1, to: "Abby")
        #expect(view.calls == [.changes([.updated(row: 1)]), .message("renamed \"Abra\" to \"Abby\"")])
    }

    @Test("given a pokemon, when edit 1, then the navigator opens the editor on it and the view shows nothing")
    func givenPokemon_whenEdit_thenNavigatorShowsEditor() throws {
        let pika = pokedesk.seed("Pika", race: 25)
        let presenter = try makePresenter()
        presenter.edit(row: 1)
        presenter.browseTypes()
        #expect(navigator.calls == [.showEditor(pika.id), .showTypes(choosing: false)])
        #expect(view.calls.isEmpty)
    }

    @Test("given a refused filter, when list, then the error was shown and the previous results stay")
    func givenRefusedFilter_whenList_thenKeepsResults() throws {
        pokedesk.seed("Pika")
        let presenter = try makePresenter()
        pokedesk.nextError = .invalidPredicate("column 13: expected a value after '=='")
        presenter.filter("name ==", column: 6)
        presenter.showList()
        #expect(view.errors == ["column 13: expected a value after '=='"])
        #expect(view.lastPage?.footer == "1 pokemon")
    }

    @Test("given a grouping, when chosen, then new live results are asked for and page 1 shows with titles")
    func givenSections_whenGroup_thenRefetchesAndShowsTitles() throws {
        pokedesk.seed("Pika")
        let presenter = try makePresenter()
        presenter.group(by: .letter)
        #expect(pokedesk.calls.last == "pokemons.liveResults(filter: nil, sections: letter, sort: name)")
        #expect(view.lastPage?.sections.map(\.title) == [""])
    }

    @Test("given a filter, when ordered by code, then the order is asked for with the filter kept, and shown")
    func givenFilter_whenOrderByCode_thenRefetchesKeepingFilter() throws {
        pokedesk.seed("Aaron", race: 26)
        pokedesk.seed("Bob", race: 6)
        let presenter = try makePresenter()
        presenter.filter("name CONTAINS \"o\"", column: 6)
        presenter.order(by: .code)
        #expect(pokedesk.calls.last == "pokemons.liveResults(filter: name CONTAINS \"o\", sections: off, sort: code)")
        #expect(view.lastPage?.sections.first?.rows.map(\.name) == ["Bob", "Aaron"])
    }

    @Test("given 22 pokemons, when next twice, then page 2 and then the pager's error")
    func given22_whenNextTwice_thenPageTwoThenError() throws {
        for number in 1...22 { pokedesk.seed("P\(number < 10 ? "0" : "")\(number)") }
        let presenter = try makePresenter()
        presenter.showNextPage()
        presenter.showNextPage()
        #expect(view.lastPage?.sections.first?.rows.map(\.number) == ["21", "22"])
        #expect(view.lastPage?.footer == "22 pokemons · page 2 of 2 (next, prev, page N)")
        #expect(view.errors == ["already on the last page (2 of 2)"])
    }

    @Test("given a saved change, when undo, then the view is told what was undone; with nothing left, an error")
    func givenChange_whenUndo_thenUndoneThenError() throws {
        let presenter = try makePresenter()
        presenter.add(name: "Pika", race: nil)
        view.calls = []
        presenter.undo()
        presenter.undo()
        #expect(view.calls == [.message("undone: add \"Pika\""), .error("nothing to undo")])
    }
}

// MARK: - Import, export and generate

extension PokemonListPresenterTests {

    @Test(
        "when import, then worded progress, the rows inserted, the line erased, then the skipped rows and the outcome"
    )
    func whenImport_thenProgressChangesThenReport() throws {
        pokedesk.files["p.csv"] = [.init("Pika", race: 25), .init("", race: 6)]
        try makePresenter().transfer(.importPokemons(from: "p.csv"))
        #expect(
            view.calls == [
                .progress("importing p.csv: 1 of 2 rows (50%) · 10 rows/s · about 1 s left"),
                .progress("importing p.csv: 2 of 2 rows (100%) · 10 rows/s"),
                .changes([.inserted(row: 1)]),
                .progressHidden,
                .message("skipped line 3: a name cannot be empty"),
                .message("imported 1 pokemon from p.csv, skipped 1 line"),
            ]
        )
    }

    @Test("given the user asks to stop, when generate, then the presenter passes it on and says what was kept")
    func givenStop_whenGenerate_thenCancelledReport() throws {
        view.stopAfterProgressLines = 2
        try makePresenter().transfer(.generatePokemons(count: 5))
        #expect(pokedesk.pokemons.count == 2)
        #expect(
            view.calls.suffix(2) == [
                .progressHidden, .message("generate cancelled: the 2 pokemons generated before the cancel are kept"),
            ]
        )
    }

    @Test("a refused file: the progress line is erased, then the error; nothing else")
    func givenMissingFile_whenImport_thenError() throws {
        try makePresenter().transfer(.importPokemons(from: "none.json"))
        #expect(view.calls == [.progressHidden, .error("cannot read \"none.json\": no such file")])
    }

    @Test("when export, then its progress, erased, then the outcome in one message")
    func whenExport_thenMessage() throws {
        pokedesk.seed("Pika")
        try makePresenter().transfer(.exportPokemons(to: "out.csv"))
        #expect(
            view.calls == [
                .progress("exporting out.csv: 1 of 1 row (100%) · 10 rows/s"), .progressHidden,
                .message("exported 1 pokemon to out.csv"),
            ]
        )
        #expect(pokedesk.calls.last == "transfers.exportPokemons(to: out.csv)")
    }

    @Test("given the user asks to stop, when export, then the presenter passes it on and nothing is written")
    func givenStop_whenExport_thenNothingWritten() throws {
        pokedesk.seed("Pika")
        view.stopAfterProgressLines = 0
        try makePresenter().transfer(.exportPokemons(to: "out.csv"))
        #expect(view.calls == [.progressHidden, .message("export cancelled: nothing was written")])
        #expect(pokedesk.files["out.csv"] == nil)
    }
}
