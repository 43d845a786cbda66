import PokedeskDomain
import TerminalKit
import Testing

@testable import ArchVIPER

// MARK: - The pokemons presenter, with a spy view, a stub interactor and a spy router

@Suite("VIPER: pokemons presenter")
struct PokemonListPresenterTests {
    private let log = CallLog()
    private let view: PokemonListViewSpy
    private let interactor: PokemonListInteractorStub
    private let router: PokemonListRouterSpy
    private let presenter: PokemonListPresenter

    init() {
        view = PokemonListViewSpy(log: log)
        interactor = PokemonListInteractorStub(log: log)
        router = PokemonListRouterSpy(log: log)
        presenter = PokemonListPresenter(query: PokemonQuery(), interactor: interactor, router: router)
        presenter.view = view
    }

    private static func row(_ position: Int, _ name: String, race: Race?, section: String = "") -> ResultsRow<Pokemon> {
        ResultsRow(
            position: position,
            element: Fixtures.pokemon(name, race: race, id: Int64(position)),
            sectionName: section
        )
    }

    /// What the interactor hands on when a row is inserted at the top: row 1 as the user counts.
    private static let insertedAtFirstRow: ChangeSummary = [.inserted(row: 1)]

    @Test("given the view on top, when the results change, then the change is one line on the view")
    func givenFrontmost_whenChange_thenReported() {
        interactor.pokemonCount = 1
        presenter.pokemonsDidChange(Self.insertedAtFirstRow)
        #expect(log.entries == ["message: inserted at 1"])
    }

    @Test("given the view under another, when the results change, then the view is told nothing")
    func givenCovered_whenChange_thenSilent() {
        router.isModuleFrontmost = false
        interactor.pokemonCount = 1
        presenter.pokemonsDidChange(Self.insertedAtFirstRow)
        #expect(log.entries.isEmpty)
    }

    @Test("given no pokemons, when the page is shown, then the view says how to add one and nothing is fetched")
    func givenEmpty_whenList_thenMessage() {
        presenter.showPage(.current)
        #expect(log.entries == ["message: \(Wording.emptyPokedesk)"])
    }

    @Test("given a filter matching nothing, when it is loaded, then the view says nothing matches")
    func givenFilterMatchingNothing_whenLoaded_thenNoMatch() {
        presenter.didLoadPokemons(matching: PokemonQuery(filter: "name == \"zzz\""))
        #expect(log.entries == ["message: No pokemon matches: name == \"zzz\""])
    }

    @Test("given one page, when next, then the pager's error is on the view and nothing is fetched")
    func givenOnePage_whenNext_thenError() {
        interactor.pokemonCount = 3
        presenter.showPage(.next)
        #expect(log.entries == ["error: there is only one page"])
    }

    @Test("given 25 pokemons, when the next page is shown, then rows 21 to 25 are fetched")
    func givenTwoPages_whenNext_thenFetchesSecond() {
        interactor.pokemonCount = 25
        presenter.showPage(.next)
        #expect(log.entries == ["fetchPokemons(20..<25)"])
    }

    @Test("given a grouping by race, when rows arrive, then they are worded under their section titles")
    func givenSections_whenFetched_thenGrouped() {
        interactor.pokemonCount = 2
        presenter.didLoadPokemons(matching: PokemonQuery(sections: .race))
        presenter.didFetchPokemons([
            Self.row(0, "Nobody", race: nil, section: PokemonSections.noRaceTitle),
            Self.row(1, "Pika", race: Fixtures.pikachu, section: "Pikachu"),
        ])
        #expect(
            view.pages.last
                == PokemonPageViewModel(
                    sections: [
                        .init(
                            title: "(no race)",
                            rows: [.init(number: "1", name: "Nobody", race: "—", code: "", types: "")]
                        ),
                        .init(
                            title: "Pikachu",
                            rows: [.init(number: "2", name: "Pika", race: "Pikachu", code: "25", types: "Electric")]
                        ),
                    ],
                    footer: "2 pokemons",
                    positions: 0..<2,
                    count: 2
                )
        )
    }

    @Test("given a find, then the interactor loads the query with the filter and its column")
    func givenFind_thenLoadsQuery() {
        presenter.filterPokemons(with: "name BEGINSWITH \"P\"", column: 6)
        #expect(interactor.loadedQuery == PokemonQuery(filter: "name BEGINSWITH \"P\"", filterColumn: 6))
    }

    @Test("given a loaded filter, when ordered by code, then the interactor loads the order with the filter kept")
    func givenFilter_whenOrderByCode_thenLoadsOrderKeepingFilter() throws {
        presenter.filterPokemons(with: "name CONTAINS \"o\"", column: 6)
        presenter.didLoadPokemons(matching: try #require(interactor.loadedQuery))
        presenter.orderPokemons(by: .code)
        #expect(
            interactor.loadedQuery == PokemonQuery(filter: "name CONTAINS \"o\"", filterColumn: 6, sort: .code)
        )
    }

    @Test("given a pokemon found for editing, then the router presents the editor for it")
    func givenPokemonToEdit_thenRouterPresentsEditor() {
        presenter.editPokemon(inRow: 1)
        presenter.didFindPokemonToEdit(Self.row(0, "Pika", race: Fixtures.pikachu).element)
        #expect(log.entries == ["findPokemonToEdit(1)", "presentEditor(Pika)"])
    }

    @Test("given the types cannot be read, when browsing them, then the error is on the view")
    func givenTypesFail_whenBrowse_thenError() {
        router.nextError = .store("disk I/O error")
        presenter.browseTypes()
        #expect(log.entries == ["error: disk I/O error"])
    }

    @Test("given undo, then the interactor undoes and what it undid is one line on the view")
    func givenUndo_thenInteractorThenMessage() {
        presenter.undoLastChange()
        presenter.didUndo("add \"Pika\"")
        #expect(log.entries == ["undo", "message: undone: add \"Pika\""])
    }

    // MARK: Import, export and generate

    @Test("when the view asks to import, then the interactor is asked, with the view's Ctrl-C as the way to stop")
    func whenImport_thenInteractorAskedWithViewsInterrupt() {
        presenter.transferPokemons(.importPokemons(from: "p.csv"))
        view.isStopRequested = true
        presenter.transferPokemons(.generatePokemons(count: 3))
        #expect(
            log.entries == [
                "runTransfer(importPokemons(from: \"p.csv\"), cancelled: false)",
                "runTransfer(generatePokemons(count: 3), cancelled: true)",
            ]
        )
    }

    @Test("when the interactor reports progress, the end and the import, then the view gets them worded, in order")
    func whenImportReported_thenWordedForTheView() {
        presenter.transferDidProgress(
            .importPokemons(from: "p.csv"),
            TransferProgress(done: 1, total: 4, rowsPerSecond: 2, secondsLeft: 1.5)
        )
        presenter.transferDidEnd()
        presenter.didFinishTransfer(
            .imported(
                ImportReport(
                    imported: 1,
                    skipped: [SkippedRow(position: .item(2), reason: .nameNotText)],
                    wasCancelled: true
                ),
                from: "p.json"
            )
        )
        presenter.didFinishTransfer(.generated(GenerateReport(generated: 3, wasCancelled: false)))
        presenter.transferDidProgress(
            .exportPokemons(to: "out.csv"),
            TransferProgress(done: 2, total: 4, rowsPerSecond: 2, secondsLeft: 1)
        )
        presenter.didFinishTransfer(.exported(ExportReport(exported: 1, wasCancelled: false), to: "out.csv"))
        presenter.didFinishTransfer(.exported(ExportReport(exported: 0, wasCancelled: true), to: "out.csv"))
        #expect(
            log.entries == [
                "progress: importing p.csv: 1 of 4 rows (25%) · 2 rows/s · about 2 s left", "progress hidden",
                "message: skipped item 2: \"name\" must be a string",
                "message: import cancelled: the 1 pokemon imported before the cancel is kept",
                "message: generated 3 pokemons",
                "progress: exporting out.csv: 2 of 4 rows (50%) · 2 rows/s · about 1 s left",
                "message: exported 1 pokemon to out.csv", "message: export cancelled: nothing was written",
            ]
        )
    }
}
