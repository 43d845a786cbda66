import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - The pokemons list

/// The root screen's view: forwards each command to an intent of its view model's input, then
/// writes what the view model announced — the rows that changed, then what the command did —
/// and, for the commands that show the list, the page. It never shows itself on appearing.
final class PokemonListView: Screen {
    /// The state the view renders.
    let viewModel: PokemonListViewModel
    /// Where the view sends intents: the view model, or a twin in front of it.
    let input: any PokemonListViewModelInput
    private let console: Console
    private let announcements: ListAnnouncements
    private let refusals: AnnouncementWatch<PokedeskError>
    /// Ctrl-C and the progress line while a long intent runs.
    let longCommand: LongCommand

    init(viewModel: PokemonListViewModel, input: any PokemonListViewModelInput, console: Console) {
        self.viewModel = viewModel
        self.input = input
        self.console = console
        announcements = ListAnnouncements(of: viewModel)
        refusals = AnnouncementWatch { [viewModel] in viewModel.refusal }
        longCommand = LongCommand(console: console)
        bindProgress()
    }

    var title: String { viewModel.title }

    // MARK: Commands

    var commandTable: CommandTable {
        PokemonListCommands.table(completing: viewModel.names)
    }

    /// Writes, in this order: the rows the command's change moved, what it did, and the page —
    /// or, for a command refused because its row changed elsewhere, why, then the page.
    /// (The rows other processes' changes moved are written before, in `screenWillHandleLine`.)
    func handle(_ command: ParsedCommand) throws {
        try perform(command)
        announcements.show(on: console)
        if let refusal = refusals.take() {
            console.reportError(refusal.description)
            showPage()
        } else if Self.showsPage.contains(command.name) {
            showPage()
        }
    }

    /// Before any line: what other processes changed, brought in just now (B-43), comes first,
    /// whatever the line is — even one the session answers itself, such as `help`.
    func screenWillHandleLine() {
        announcements.show(on: console)
    }

    func screenDidAppear(_ appearance: ScreenAppearance) {
        // Back on top: what changed while out of sight stays unsaid.
        if appearance == .revealed { announcements.skip() }
    }

    // MARK: Reading commands

    private static let showsPage: Set = ["list", "next", "prev", "page", "find", "sections", "sort"]

    private func perform(_ command: ParsedCommand) throws {
        if try performTransfer(command) { return }
        switch command.name {
        case "list": try input.reloadPage()
        case "next": try input.nextPage()
        case "prev": try input.previousPage()
        case "page": try input.goToPage(try command.integer(at: 0, named: "N"))
        case "find": try input.find(command.text, column: command.textColumn)
        case "sections": try input.group(by: try PokemonListCommands.sections(command))
        case "sort": try input.order(by: try PokemonListCommands.sort(command))
        case "add": try input.add(name: command.arguments[0], race: command.argument(1))
        case "rename": try input.rename(row: try command.integer(at: 0, named: "N"), to: command.arguments[1])
        case "change":
            try input.changeRace(row: try PokemonListCommands.rowOfRaceChange(command), to: command.arguments[2])
        case "delete": try input.delete(row: try command.integer(at: 0, named: "N"))
        case "edit":
            switch PokemonListCommands.editTarget(command) {
            case .row(let row): try input.edit(row: row)
            case .named(let name): try input.edit(named: name)
            }
        case "types": try input.browseTypes()
        case "undo": try input.undo()
        case "redo": try input.redo()
        default: throw UnhandledCommand(command)
        }
    }

    // MARK: Rendering

    private func showPage() {
        let page = viewModel.page
        console.showPage(PokemonTable.table(page.sections), footer: page.footer)
        input.pageShown()
    }
}
