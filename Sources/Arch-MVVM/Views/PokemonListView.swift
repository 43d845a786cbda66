import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - The pokemons list

/// The root screen's view: forwards each command to an intent of its view model, then writes
/// what the view model announced — the rows that changed, then what the command did — and, for
/// the commands that show the list, the page. It never shows itself on appearing. Its hops are
/// the command it hands over and each thing it writes, read from the view model's state.
final class PokemonListView: Screen {
    let viewModel: PokemonListViewModel
    private let console: Console
    private let announcements: ListAnnouncements
    private let refusals: AnnouncementWatch<PokedeskError>
    /// Ctrl-C and the progress line while a long intent runs.
    let longCommand: LongCommand

    init(viewModel: PokemonListViewModel, console: Console) {
        self.viewModel = viewModel
        self.console = console
        announcements = ListAnnouncements(of: viewModel, shownBy: Self.self)
        refusals = AnnouncementWatch { [viewModel] in viewModel.refusal }
        longCommand = LongCommand(console: console)
        bindProgress()
    }

    var title: String { viewModel.title }

    private var trace: Trace { viewModel.trace }

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
            trace.hop(.view, Self.self, "showError(\(TraceText.written(refusal.description)))")
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
        case "list": try viewModel.reloadPage()
        case "next": try viewModel.nextPage()
        case "prev": try viewModel.previousPage()
        case "page": try viewModel.goToPage(try command.integer(at: 0, named: "N"))
        case "find": try viewModel.find(command.text, column: command.textColumn)
        case "sections": try viewModel.group(by: try PokemonListCommands.sections(command))
        case "sort": try viewModel.order(by: try PokemonListCommands.sort(command))
        case "add": try viewModel.add(name: command.arguments[0], race: command.argument(1))
        case "rename": try viewModel.rename(row: try command.integer(at: 0, named: "N"), to: command.arguments[1])
        case "change":
            try viewModel.changeRace(row: try PokemonListCommands.rowOfRaceChange(command), to: command.arguments[2])
        case "delete": try viewModel.delete(row: try command.integer(at: 0, named: "N"))
        case "edit":
            switch PokemonListCommands.editTarget(command) {
            case .row(let row): try viewModel.edit(row: row)
            case .named(let name): try viewModel.edit(named: name)
            }
        case "types": try viewModel.browseTypes()
        case "undo": try viewModel.undo()
        case "redo": try viewModel.redo()
        default: throw UnhandledCommand(command)
        }
    }

    // MARK: Rendering

    private func showPage() {
        let page = viewModel.page
        trace.hop(.view, Self.self, "show(\(TraceText.rows(page.positions, of: page.count)))")
        console.showPage(PokemonTable.table(page.sections), footer: page.footer)
        viewModel.pageShown()
    }
}
