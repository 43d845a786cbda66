import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - The pokemons list's passive view

/// The root screen on the terminal: it decodes each command into one of its presenter's
/// intents, and lays out what the presenter tells it to show. It keeps no state of the list.
final class PokemonListScreen: ConsoleScreen, PokemonListView {
    var title = ""
    let console: Console
    unowned let navigation: any Navigating
    let presenter: any PokemonListPresenting
    /// The race names the presenter gave, which Tab offers.
    private var suggestedRaceNames: [String] = []
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
        PokemonListCommands.table(completing: self)
    }

    /// Every command reaches the presenter from here.
    func handle(_ command: ParsedCommand) throws {
        try forward(command)
    }

    /// Decodes the command into one of the presenter's intents; what does not parse is thrown.
    private func forward(_ command: ParsedCommand) throws {
        if try forwardTransfer(command) { return }
        switch command.name {
        case "list", "next", "prev", "page":
            try command.forwardPaging(to: presenter)
        case "add":
            presenter.add(name: command.arguments[0], race: command.argument(1))
        case "rename":
            presenter.rename(row: try command.row(at: 0), to: command.arguments[1])
        case "change":
            presenter.changeRace(row: try PokemonListCommands.rowOfRaceChange(command), to: command.arguments[2])
        case "delete":
            presenter.delete(row: try command.row(at: 0))
        case "edit":
            switch PokemonListCommands.editTarget(command) {
            case .row(let row): presenter.edit(row: row)
            case .named(let name): presenter.edit(named: name)
            }
        case "find":
            presenter.filter(command.text, column: command.textColumn)
        case "sections":
            presenter.group(by: try PokemonListCommands.sections(command))
        case "sort":
            presenter.order(by: try PokemonListCommands.sort(command))
        case "types":
            presenter.browseTypes()
        case "undo":
            presenter.undo()
        case "redo":
            presenter.redo()
        default:
            throw UnhandledCommand(command)
        }
    }

    func screenDidAppear(_ appearance: ScreenAppearance) {
        presenter.viewDidAppear()
    }

    // MARK: PokemonListView

    func showPage(_ page: PokemonListPage) {
        render(PokemonTable.table(page.sections))
        console.writeLine(page.footer)
    }

    func suggestRaceNames(_ names: [String]) {
        suggestedRaceNames = names
    }
}

// MARK: - Tab completion

/// Pokemon names and predicate values are asked of the presenter when Tab is pressed; race
/// names are the ones it gave.
extension PokemonListScreen: PokemonListCompletions {
    func pokemonNames() -> [String] { presenter.pokemonNameSuggestions() }
    func raceNames() -> [String] { suggestedRaceNames }
    func predicateValues(after words: [String]) -> [String] { presenter.predicateValueSuggestions(after: words) }
}
