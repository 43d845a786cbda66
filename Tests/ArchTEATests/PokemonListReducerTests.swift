import PokedeskDomain
import TerminalKit
import Testing

@testable import ArchTEA

// MARK: - The pokemons list's reducer: one action, the whole new state, every effect

@Suite("TEA: pokemons list reducer")
struct PokemonListReducerTests {
    private let results = Fixture.listResults

    // MARK: Showing

    @Test("list: a list with rows fetches the current page; the state is unchanged until it comes")
    func list() {
        expectStep(
            from: Fixture.app(),
            .pokemons(.list),
            effects: [.fetchPokemonPage(results, 0..<2, sectioned: false)]
        )
    }

    @Test("list: an empty list fetches nothing and writes the page, which says it is empty")
    func listEmpty() {
        expectStep(from: Fixture.app(list: Fixture.list(count: 0)), .pokemons(.list), effects: [.write(.pokemonPage)])
    }

    @Test("list: a grouped list fetches its sections' titles with the rows")
    func listGrouped() {
        expectStep(
            from: Fixture.app(list: Fixture.list(query: PokemonQuery(sections: .race))),
            .pokemons(.list),
            effects: [.fetchPokemonPage(results, 0..<2, sectioned: true)]
        )
    }

    @Test("next: the pager turns, then the new page is fetched")
    func nextPage() {
        expectStep(
            from: Fixture.app(list: Fixture.list(count: 45)),
            .pokemons(.turnPage(.next)),
            changes: { try? $0.list.pager.next() },
            effects: [.fetchPokemonPage(results, 20..<40, sectioned: false)]
        )
    }

    @Test("page N: the pager goes there, then the page is fetched")
    func pageN() {
        expectStep(
            from: Fixture.app(list: Fixture.list(count: 45)),
            .pokemons(.turnPage(.to(3))),
            changes: { try? $0.list.pager.go(toPage: 3) },
            effects: [.fetchPokemonPage(results, 40..<45, sectioned: false)]
        )
    }

    @Test("prev on the first page, page 9 of 3: the kit's error, nothing fetched")
    func pageRefused() {
        expectStep(
            from: Fixture.app(),
            .pokemons(.turnPage(.previous)),
            effects: [.write(.error("already on the first page"))]
        )
        expectStep(
            from: Fixture.app(list: Fixture.list(count: 45)),
            .pokemons(.turnPage(.to(9))),
            effects: [.write(.error("there is no page 9; pages 1–3"))]
        )
    }

    // MARK: Changing

    @Test("add: the effect adds, looking the race up")
    func add() {
        expectStep(
            from: Fixture.app(),
            .pokemons(.add(name: "Pika", race: "25")),
            effects: [.addPokemon(name: "Pika", race: "25")]
        )
    }

    @Test("rename, change race, delete, edit N: the effect acts on the row as the user saw it")
    func rowCommands() {
        let app = Fixture.app()
        expectStep(
            from: app,
            .pokemons(.rename(row: 2, to: "Abe")),
            effects: [.actOnShownRow(results, row: 2, .rename(to: "Abe"))]
        )
        expectStep(
            from: app,
            .pokemons(.changeRace(row: 1, to: "raichu")),
            effects: [.actOnShownRow(results, row: 1, .changeRace(to: "raichu"))]
        )
        expectStep(from: app, .pokemons(.delete(row: 1)), effects: [.actOnShownRow(results, row: 1, .delete)])
        expectStep(from: app, .pokemons(.edit(.row(2))), effects: [.actOnShownRow(results, row: 2, .open)])
    }

    @Test("edit NAME: the effect finds the one pokemon called so, for the editor")
    func editNamed() {
        expectStep(from: Fixture.app(), .pokemons(.edit(.named("pika"))), effects: [.openEditor(named: "pika")])
    }

    @Test("added, renamed, race changed, deleted: the confirmation, in the Domain's words")
    func confirmations() {
        let app = Fixture.app()
        let renamed = Pokemon(id: Fixture.pika.id, name: "Bolt", race: Fixture.pikachu, version: 2)
        let raichu = Pokemon(id: Fixture.pika.id, name: "Pika", race: Fixture.raichu, version: 2)
        expectStep(
            from: app,
            .pokemons(.added(Fixture.pika)),
            effects: [.write(.message(["added \"Pika\", Pikachu (#25)"]))]
        )
        expectStep(
            from: app,
            .pokemons(.rowChanged(.renamed(from: "Pika", to: renamed))),
            effects: [.write(.message(["renamed \"Pika\" to \"Bolt\""]))]
        )
        expectStep(
            from: app,
            .pokemons(.rowChanged(.raceChanged(raichu))),
            effects: [.write(.message(["\"Pika\" is now Raichu (#26)"]))]
        )
        expectStep(
            from: app,
            .pokemons(.rowChanged(.deleted(Fixture.abra))),
            effects: [.write(.message(["deleted \"Abra\""]))]
        )
    }

    @Test("a row refused as changed elsewhere: the error, then the page where the row is now")
    func rowRefused() {
        let stale = StaleRow(error: .conflict(name: "Pika"), flatNow: 24)
        expectStep(
            from: Fixture.app(list: Fixture.list(count: 45)),
            .pokemons(.rowRefused(stale)),
            changes: { $0.list.pager.reveal(rowIndex: 24) },
            effects: [
                .write(.error("\"Pika\" was changed by another process; showing its current state, try again")),
                .fetchPokemonPage(results, 20..<40, sectioned: false),
            ]
        )
    }

    @Test("a row refused as deleted elsewhere: the error, then the current page")
    func rowRefusedGone() {
        var list = Fixture.list(count: 45)
        try? list.pager.next()
        expectStep(
            from: Fixture.app(list: list),
            .pokemons(.rowRefused(StaleRow(error: .pokemonGone(name: "Abra"), flatNow: nil))),
            effects: [
                .write(.error("\"Abra\" no longer exists")), .fetchPokemonPage(results, 20..<40, sectioned: false),
            ]
        )
    }

    // MARK: Querying

    @Test("find, sections: the new query's live results are asked for; the old stay until they come")
    func queries() {
        let app = Fixture.app(list: Fixture.list(query: PokemonQuery(sort: .code)))
        expectStep(
            from: app,
            .pokemons(.find("name == \"Pika\"", column: 6)),
            effects: [.applyPokemonQuery(PokemonQuery(filter: "name == \"Pika\"", filterColumn: 6, sort: .code))]
        )
        expectStep(
            from: app,
            .pokemons(.find(nil, column: 5)),
            effects: [.applyPokemonQuery(PokemonQuery(filterColumn: 5, sort: .code))]
        )
        expectStep(
            from: app,
            .pokemons(.group(.letter)),
            effects: [.applyPokemonQuery(PokemonQuery(sort: .code, sections: .letter))]
        )
    }

    @Test("sort: the new order's live results are asked for, the filter kept")
    func sort() {
        let filtered = PokemonQuery(filter: "name == \"Pika\"", filterColumn: 6)
        expectStep(
            from: Fixture.app(list: Fixture.list(query: filtered)),
            .pokemons(.sort(.race)),
            effects: [.applyPokemonQuery(PokemonQuery(filter: "name == \"Pika\"", filterColumn: 6, sort: .race))]
        )
    }

    @Test("query applied: the new results replace the old, which are let go, and page 1 is fetched")
    func queryApplied() {
        var list = Fixture.list(count: 45)
        try? list.pager.next()
        list.page = Fixture.rows([Fixture.abra], from: 21)
        let query = PokemonQuery(filter: "name BEGINSWITH \"P\"", filterColumn: 6)
        let fresh = SubscriptionID(rawValue: 7)
        expectStep(
            from: Fixture.app(list: list),
            .pokemons(.queryApplied(query, ResultsOpened(results: fresh, count: 3))),
            changes: { $0.list = PokemonListState(query: query, results: fresh, count: 3) },
            effects: [.release(results), .fetchPokemonPage(fresh, 0..<3, sectioned: false)]
        )
    }

    @Test("query applied that matches nothing: no page to fetch, the page says so")
    func queryAppliedEmpty() {
        let query = PokemonQuery(filter: "name == \"Zed\"", filterColumn: 6)
        let fresh = SubscriptionID(rawValue: 7)
        expectStep(
            from: Fixture.app(),
            .pokemons(.queryApplied(query, ResultsOpened(results: fresh, count: 0))),
            changes: { $0.list = PokemonListState(query: query, results: fresh, count: 0) },
            effects: [.release(results), .write(.pokemonPage)]
        )
    }

    @Test("page fetched: it is the state's, written, and its rows count as seen (B-43)")
    func pageFetched() {
        let rows = Fixture.rows([Fixture.abra, Fixture.pika])
        expectStep(
            from: Fixture.app(),
            .pokemons(.pageFetched(rows)),
            changes: { $0.list.page = rows },
            effects: [.write(.pokemonPage), .markRowsShown(results, 0..<2)]
        )
    }

    // MARK: Elsewhere

    @Test("types: the effect reads the types, to browse their races")
    func browseTypes() {
        expectStep(from: Fixture.app(), .pokemons(.browseTypes), effects: [.openTypes(.browsing)])
    }

    @Test("a list action while another screen is on top is not the list's: nothing happens")
    func notOnTop() {
        expectStep(from: Fixture.app(.editor(Fixture.editor())), .pokemons(.list), effects: [])
    }

    // MARK: Long commands

    @Test("import: the transfer runs, and the state knows it does")
    func transfer() {
        let request = TransferRequest.importPokemons(from: "in.csv")
        expectStep(
            from: Fixture.app(),
            .pokemons(.transfer(request)),
            changes: { $0.list.transfer = TransferState(request: request) },
            effects: [.transfer(request)]
        )
    }

    @Test("progress: the state holds it and the progress line is drawn from it")
    func progress() {
        var list = Fixture.list()
        list.transfer = TransferState(request: .generatePokemons(count: 9))
        let progress = TransferProgress(done: 3, total: 9, rowsPerSecond: 3, secondsLeft: 2)
        expectStep(
            from: Fixture.app(list: list),
            .pokemons(.transferProgressed(progress)),
            changes: { $0.list.transfer?.progress = progress },
            effects: [.write(.progress)]
        )
    }

    @Test("transfer ended: the progress line goes, then the outcome or the error")
    func transferEnded() {
        var list = Fixture.list()
        list.transfer = TransferState(request: .importPokemons(from: "in.csv"))
        let report = ImportReport(imported: 2, skipped: [], wasCancelled: false)
        expectStep(
            from: Fixture.app(list: list),
            .pokemons(.transferEnded(.success(.imported(report, from: "in.csv")))),
            changes: { $0.list.transfer = nil },
            effects: [.write(.progress), .write(.message(["imported 2 pokemons from in.csv"]))]
        )
        expectStep(
            from: Fixture.app(list: list),
            .pokemons(.transferEnded(.failure(.diskFull))),
            changes: { $0.list.transfer = nil },
            effects: [.write(.progress), .write(.error("the disk is full; nothing was saved"))]
        )
    }
}
