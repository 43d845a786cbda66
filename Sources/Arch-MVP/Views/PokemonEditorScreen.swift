import TerminalKit

// MARK: - The editor's passive view

/// One pokemon on the terminal: its commands go to the presenter, its fields come from it.
final class PokemonEditorScreen: ConsoleScreen, PokemonEditorView {
    var title = ""
    let console: Console
    unowned let navigation: any Navigating
    private let presenter: any PokemonEditorPresenting
    private var raceNames: [String] = []

    init(presenter: any PokemonEditorPresenting, console: Console, navigation: any Navigating) {
        self.presenter = presenter
        self.console = console
        self.navigation = navigation
    }

    // MARK: Screen

    var commandTable: CommandTable {
        CommandTable(
            [
                CommandSpec(
                    "name",
                    arguments: [
                        .required("NEW", candidates: .dynamic { [presenter] in presenter.pokemonNameSuggestions() })
                    ],
                    summary: "rename this pokemon"
                ),
                CommandSpec(
                    "race",
                    arguments: [.optional("RACE", candidates: .choices(raceNames))],
                    summary: "choose the race from the list, or set it directly"
                ),
                CommandSpec("types", summary: "choose the race by type"),
                CommandSpec("delete", summary: "delete this pokemon and go back to the list"),
                CommandSpec("show", summary: "show this pokemon again"),
            ] + CommandSpec.history
        )
    }

    func handle(_ command: ParsedCommand) throws {
        switch command.name {
        case "name": presenter.rename(to: command.arguments[0])
        case "race": presenter.chooseRace(command.argument(0))
        case "types": presenter.chooseRaceByType()
        case "delete": presenter.delete()
        case "show": presenter.showPokemon()
        case "undo": presenter.undo()
        case "redo": presenter.redo()
        default: break
        }
    }

    func screenDidAppear(_ appearance: ScreenAppearance) {
        presenter.viewDidAppear()
    }

    // MARK: PokemonEditorView

    func showDetails(_ lines: [String]) {
        console.writeLines(lines)
    }

    func suggestRaceNames(_ names: [String]) {
        raceNames = names
    }
}
