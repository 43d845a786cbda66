import PokedeskDomain
import TerminalKit

// MARK: - The pokemons list's passive view

/// The root screen on the terminal: it decodes each command into one of its presenter's
/// intents, and lays out what the presenter tells it to show. It keeps no state of the list.
final class PokemonListScreen: ConsoleScreen, PokemonListView {
    var title = ""
    let console: Console
    unowned let navigation: any Navigating
    let presenter: any PokemonListPresenting
    private var raceNames: [String] = []
    /// Ctrl-C and the progress line while a long intent runs.
    let longCommand: LongCommand

    init(presenter: any PokemonListPresenting, console: Console, navigation: any Navigating) {
        self.presenter = presenter
        self.console = console
        self.navigation = navigation
        longCommand = LongCommand(console: console)
    }

    // MARK: Screen

    var commandTable: CommandTable {
        let races = CandidateSource.choices(raceNames)
        let names = CandidateSource.dynamic { [presenter] in presenter.pokemonNameSuggestions() }
        let values = CandidateSource(quotesValues: true) { [presenter] words in
            presenter.predicateValueSuggestions(after: words)
        }
        return CommandTable(
            CommandSpec.paging(list: "show the pokemons, 20 a page") + [
                CommandSpec(
                    "add",
                    arguments: [.required("NAME", candidates: names), .optional("RACE", candidates: races)],
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
                        .required("RACE", candidates: races),
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
            ] + Self.transferCommands + [
                CommandSpec("types", summary: "browse the types and their races")
            ] + CommandSpec.history
        )
    }

    func handle(_ command: ParsedCommand) throws {
        if try forwardTransfer(command) { return }
        switch command.name {
        case "list", "next", "prev", "page":
            try command.forwardPaging(to: presenter)
        case "add":
            presenter.add(name: command.arguments[0], race: command.argument(1))
        case "rename":
            presenter.rename(row: try command.row(at: 0), to: command.arguments[1])
        case "change":
            _ = try command.keyword(at: 0, named: "the word after change", as: ChangedField.self)
            presenter.changeRace(row: try command.row(at: 1), to: command.arguments[2])
        case "delete":
            presenter.delete(row: try command.row(at: 0))
        case "edit":
            if let row = Int(command.arguments[0]) {
                presenter.edit(row: row)
            } else {
                presenter.edit(named: command.arguments[0])
            }
        case "find":
            presenter.filter(command.text, column: command.textColumn)
        case "sections":
            presenter.group(by: try command.keyword(at: 0, named: "sections"))
        case "sort":
            presenter.order(by: try command.keyword(at: 0, named: "sort"))
        case "types":
            presenter.browseTypes()
        case "undo":
            presenter.undo()
        case "redo":
            presenter.redo()
        default:
            break
        }
    }

    func screenDidAppear(_ appearance: ScreenAppearance) {
        presenter.viewDidAppear()
    }

    // MARK: PokemonListView

    func showPage(_ page: PokemonListPage) {
        let sections = page.sections.map { section in
            TableSection(
                title: section.title,
                rows: section.rows.map { TableRow([$0.number, $0.name, $0.race, $0.code, $0.types]) }
            )
        }
        render(Table(columns: Self.columns, sections: sections))
        console.writeLine(page.footer)
    }

    func suggestRaceNames(_ names: [String]) {
        raceNames = names
    }

    private static let columns = [
        TableColumn("#", alignment: .right, truncatable: false),
        TableColumn("Name"),
        TableColumn("Race"),
        TableColumn("Code", alignment: .right, truncatable: false),
        TableColumn("Types"),
    ]
}

/// The word after `change`: only `race` can be changed from the list.
private enum ChangedField: String, CaseIterable {
    case race
}
