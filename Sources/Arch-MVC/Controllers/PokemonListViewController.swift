import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - The pokemons list

/// The root screen: the pokemons, as the course's table view controller shows them. It owns
/// its live results (the fetched results controller) and is their delegate: every change of
/// the store arrives here as row changes, which its table view reports.
final class PokemonListViewController: LiveListViewController<Pokemon> {
    private var query: PokemonQuery
    private lazy var tableView = PokemonTableView(console: console)

    init(
        query: PokemonQuery = PokemonQuery(),
        repositories: Repositories,
        navigation: any Navigating,
        console: Console
    )
        throws(PokedeskError)
    {
        self.query = query
        super.init(
            results: try repositories.pokemons.liveResults(for: query),
            repositories: repositories,
            navigation: navigation,
            console: console
        )
    }

    override var title: String { Wording.pokemonsTitle }

    // MARK: Commands

    override var commandTable: CommandTable {
        PokemonListCommands.table(completing: NameCompletion(repositories))
    }

    override func perform(_ command: ParsedCommand) throws {
        if try performPaging(command) { return }
        if try performTransfer(command) { return }
        switch command.name {
        case "list": showPage()
        case "add": try add(name: command.arguments[0], race: command.argument(1))
        case "rename":
            try changePokemon(inRow: try command.integer(at: 0, named: "N")) { (pokemon) throws(PokedeskError) in
                let renamed = try repositories.pokemons.rename(pokemon, to: command.arguments[1])
                console.writeLine(Wording.renamed(from: pokemon.name, to: renamed.name))
            }
        case "change":
            try changePokemon(inRow: try PokemonListCommands.rowOfRaceChange(command)) {
                (pokemon) throws(PokedeskError) in
                let race = try repositories.races.race(matching: command.arguments[2])
                console.writeLine(Wording.raceChanged(try repositories.pokemons.changeRace(of: pokemon, to: race.id)))
            }
        case "delete":
            try changePokemon(inRow: try command.integer(at: 0, named: "N")) { (pokemon) throws(PokedeskError) in
                try repositories.pokemons.delete(pokemon)
                console.writeLine(Wording.deleted(pokemon))
            }
        case "edit":
            switch PokemonListCommands.editTarget(command) {
            case .named(let name): openEditor(on: try repositories.pokemons.pokemon(named: name))
            case .row(let number):
                try actOnShownRow(number) { (row) throws(PokedeskError) in openEditor(on: try row.pokemonToShow()) }
            }
        case "find":
            var query = self.query
            query.filter = command.text.isEmpty ? nil : command.text
            query.filterColumn = command.textColumn
            try reload(query)
        case "sections":
            var query = self.query
            query.sections = try PokemonListCommands.sections(command)
            try reload(query)
        case "sort":
            var query = self.query
            query.sort = try PokemonListCommands.sort(command)
            try reload(query)
        case "types":
            let types = try TypeListViewController(
                mode: .browse,
                repositories: repositories,
                navigation: navigation,
                console: console
            )
            navigation.push(types)
        default:
            throw UnhandledCommand(command)
        }
    }

    private func openEditor(on pokemon: Pokemon) {
        let editor = PokemonEditorViewController(
            pokemon: pokemon,
            repositories: repositories,
            navigation: navigation,
            console: console
        )
        navigation.push(editor)
    }

    private func add(name: String, race text: String?) throws {
        let race = try text.map { (text) throws(PokedeskError) in try repositories.races.race(matching: text) }
        console.writeLine(Wording.added(try repositories.pokemons.add(name: name, race: race?.id)))
    }

    // MARK: Acting on a row the user saw

    /// Changes the pokemon of row `number`, as the user saw it (B-43).
    private func changePokemon(inRow number: Int, _ change: (Pokemon) throws(PokedeskError) -> Void) throws {
        try actOnShownRow(number) { (row) throws(PokedeskError) in try change(try row.pokemonToChange()) }
    }

    /// Acts on row `number` as the user saw it. When another process changed or deleted it since,
    /// the controller says so and shows the page where it is now.
    private func actOnShownRow(_ number: Int, _ action: (ShownRow<Pokemon>) throws(PokedeskError) -> Void) throws {
        guard let stale = try RowNumber.act(onShownRow: number, in: results, action) else { return }
        console.reportError(stale.error.description)
        if let flat = stale.flatNow { pager.reveal(rowIndex: flat) }
        showPage()
    }

    // MARK: Fetching and showing

    /// New live results for a new filter or grouping; the old ones stay if the new are refused.
    private func reload(_ query: PokemonQuery) throws {
        results = try repositories.pokemons.liveResults(for: query)
        self.query = query
        showPage()
    }

    override func showPage() {
        pager.update(rowCount: results.count)
        guard results.count > 0 else {
            tableView.showMessage(query.filter.map(Wording.noMatch) ?? Wording.emptyPokedesk)
            return
        }
        let range = pager.rowRange
        let pokemons: [Pokemon]
        do {
            pokemons = try results.elements(in: range)
        } catch {
            console.reportError(error.description)
            return
        }
        let sectioned = query.sections != .off
        let rows = zip(range, pokemons).map { index, pokemon in
            PokemonTableView.Row(
                number: index + 1,
                pokemon: pokemon,
                section: sectioned ? results.section(ofFlat: index).name : nil
            )
        }
        tableView.show(
            rows,
            of: results.count,
            footer: Wording.pokemonsFooter(
                count: results.count,
                filter: query.filter,
                page: pager.page,
                pageCount: pager.pageCount
            )
        )
        results.rowsShown(range)
    }

    override func showChanges(_ changes: ChangeSummary) {
        tableView.showChanges(changes)
    }
}
