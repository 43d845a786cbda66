import PokedeskDomain
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

    override var title: String { "pokemons" }

    // MARK: Commands

    override var commands: [CommandSpec] {
        let completion = NameCompletion(repositories)
        let raceNames = CandidateSource.dynamic(completion.raceNames)
        let names = CandidateSource.dynamic(completion.pokemonNames)
        let values = CandidateSource(quotesValues: true, completion.predicateValues)
        return [
            CommandSpec("list", summary: "show the pokemons, 20 a page")
        ] + pagingCommands + [
            CommandSpec(
                "add",
                arguments: [.required("NAME", candidates: names), .optional("RACE", candidates: raceNames)],
                summary: "add a pokemon; RACE is a race code or name",
                details: ["Quote names with spaces: add \"Mr. Mime\" 122"]
            ),
            CommandSpec(
                "rename",
                arguments: [.required("N"), .required("NAME", candidates: names)],
                summary: "rename the pokemon in row N"
            ),
            CommandSpec(
                "change",
                arguments: [
                    .required("race", candidates: .choices(["race"])), .required("N"),
                    .required("RACE", candidates: raceNames),
                ],
                summary: "change the race of the pokemon in row N"
            ),
            CommandSpec("delete", arguments: [.required("N")], summary: "delete the pokemon in row N"),
            CommandSpec(
                "edit",
                arguments: [.required("N|NAME", candidates: names)],
                summary: "open the pokemon in row N, or called NAME, in the editor"
            ),
            CommandSpec(
                "find",
                arguments: [.text("PREDICATE", candidates: values)],
                summary: "filter the list with a predicate; find alone shows every pokemon",
                details: [
                    "Examples: find name BEGINSWITH[c] \"pi\"",
                    "          find race.code <= 151 AND ANY race.types.name ==[c] \"fire\"",
                ]
            ),
            CommandSpec(
                "sections",
                arguments: [.required("race|letter|off", candidates: .choices(["race", "letter", "off"]))],
                summary: "group the list by race or by initial letter, or not"
            ),
            CommandSpec(
                "sort",
                arguments: [.required("name|race|code", candidates: .choices(["name", "race", "code"]))],
                summary: "order the list by name, race name or race code"
            ),
        ] + transferCommands + [
            CommandSpec("types", summary: "browse the types and their races")
        ]
    }

    override func perform(_ command: ParsedCommand) throws {
        if try performPaging(command) { return }
        if try performTransfer(command) { return }
        switch command.name {
        case "list": showPage()
        case "add": try add(name: command.arguments[0], race: command.argument(1))
        case "rename":
            try changePokemon(inRowAt: 0, of: command) { (pokemon) throws(PokedeskError) in
                let renamed = try repositories.pokemons.rename(pokemon, to: command.arguments[1])
                console.writeLine(Wording.renamed(from: pokemon.name, to: renamed.name))
            }
        case "change":
            guard command.arguments[0].lowercased() == "race" else {
                throw PokedeskError.notAChoice(
                    argument: "the word after change",
                    given: command.arguments[0],
                    choices: ["race"]
                )
            }
            try changePokemon(inRowAt: 1, of: command) { (pokemon) throws(PokedeskError) in
                let race = try repositories.races.race(matching: command.arguments[2])
                console.writeLine(Wording.raceChanged(try repositories.pokemons.changeRace(of: pokemon, to: race.id)))
            }
        case "delete":
            try changePokemon(inRowAt: 0, of: command) { (pokemon) throws(PokedeskError) in
                try repositories.pokemons.delete(pokemon)
                console.writeLine(Wording.deleted(pokemon))
            }
        case "edit":
            guard Int(command.arguments[0]) != nil else {
                return openEditor(on: try repositories.pokemons.pokemon(named: command.arguments[0]))
            }
            try actOnShownRow(at: 0, of: command) { (row) throws(PokedeskError) in
                openEditor(on: try row.pokemonToShow())
            }
        case "find":
            var query = self.query
            query.filter = command.text.isEmpty ? nil : command.text
            query.filterColumn = command.textColumn
            try reload(query)
        case "sections":
            guard let sections = PokemonSections(rawValue: command.arguments[0].lowercased()) else {
                throw PokedeskError.notAChoice(
                    argument: "sections",
                    given: command.arguments[0],
                    choices: PokemonSections.allCases.map(\.rawValue)
                )
            }
            var query = self.query
            query.sections = sections
            try reload(query)
        case "sort":
            guard let sort = PokemonSort(rawValue: command.arguments[0].lowercased()) else {
                throw PokedeskError.notAChoice(
                    argument: "sort",
                    given: command.arguments[0],
                    choices: PokemonSort.allCases.map(\.rawValue)
                )
            }
            var query = self.query
            query.sort = sort
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
            break
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

    /// Changes the pokemon of the row given at argument `index`, as the user saw it (B-43).
    private func changePokemon(
        inRowAt index: Int,
        of command: ParsedCommand,
        _ change: (Pokemon) throws(PokedeskError) -> Void
    ) throws {
        try actOnShownRow(at: index, of: command) { (row) throws(PokedeskError) in try change(try row.pokemonToChange())
        }
    }

    /// Acts on the row given at argument `index` as the user saw it. When another process changed
    /// or deleted it since, the controller says so and shows the page where it is now.
    private func actOnShownRow(
        at index: Int,
        of command: ParsedCommand,
        _ action: (ShownRow<Pokemon>) throws(PokedeskError) -> Void
    ) throws {
        let number = try command.integer(at: index, named: "N")
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
        let sections = results.sections
        let rows = zip(range, pokemons).map { index, pokemon in
            PokemonTableView.Row(
                number: index + 1,
                pokemon: pokemon,
                section: sectioned ? sections[results.location(ofFlat: index).section].name : nil
            )
        }
        tableView.show(
            rows,
            footer: Wording.pokemonsFooter(
                count: results.count,
                filter: query.filter,
                page: pager.page,
                pageCount: pager.pageCount
            )
        )
        results.rowsShown(range)
    }

    override func showChanges(_ changes: [TerminalKit.RowChange]) {
        tableView.showChanges(changes)
    }
}
