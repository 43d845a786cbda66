import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - The pokemons list

/// The root screen's view: each command becomes an action, `import`, `export` and `generate`
/// run as the kit's long command (Ctrl-C watched, a progress line); the page, the empty list's
/// line and the progress are rendered from the list's state.
final class PokemonListView: StoreView, LongCommandScreen {
    static let kind = ScreenKind.pokemons
    let store: Store
    let console: Console
    let depth: Int
    let longCommand: LongCommand

    init(store: Store, console: Console, depth: Int) {
        self.store = store
        self.console = console
        self.depth = depth
        longCommand = LongCommand(console: console)
    }

    var commandTable: CommandTable {
        PokemonListCommands.table(completing: store.names)
    }

    /// A long command's action is sent while the kit watches Ctrl-C; the others at once.
    func handle(_ command: ParsedCommand) throws {
        let isTransfer = try runTransfer(command) { request in store.send(.pokemons(.transfer(request))) }
        if !isTransfer { store.send(try action(for: command)) }
    }

    func action(for command: ParsedCommand) throws -> Action {
        if let history = historyAction(for: command) { return history }
        return .pokemons(try listAction(for: command))
    }

    private func listAction(for command: ParsedCommand) throws -> PokemonListAction {
        switch command.name {
        case "list": return .list
        case "next": return .turnPage(.next)
        case "prev": return .turnPage(.previous)
        case "page": return .turnPage(.to(try command.integer(at: 0, named: "N")))
        case "add": return .add(name: command.arguments[0], race: command.argument(1))
        case "rename": return .rename(row: try command.integer(at: 0, named: "N"), to: command.arguments[1])
        case "change":
            return .changeRace(row: try PokemonListCommands.rowOfRaceChange(command), to: command.arguments[2])
        case "delete": return .delete(row: try command.integer(at: 0, named: "N"))
        case "edit": return .edit(PokemonListCommands.editTarget(command))
        case "find": return .find(command.text.isEmpty ? nil : command.text, column: command.textColumn)
        case "sections": return .group(try PokemonListCommands.sections(command))
        case "sort": return .sort(try PokemonListCommands.sort(command))
        case "types": return .browseTypes
        default: throw UnhandledCommand(command)
        }
    }

    // MARK: Rendering

    func render(own output: Output, of screen: ScreenState) {
        guard case .pokemons(let list) = screen else { return }
        switch output {
        case .pokemonPage: showPage(list)
        case .progress: showProgress(list.transfer)
        default: break
        }
    }

    private func showPage(_ list: PokemonListState) {
        guard list.pager.rowCount > 0 else {
            console.writeLine(list.emptyLine)
            return
        }
        let sections = PokemonSection.grouping(
            list.page.map { ($0.section, PokemonCells(number: $0.number, pokemon: $0.pokemon)) }
        )
        console.writeLines(TableRenderer(console: console).render(PokemonTable.table(sections)))
        console.writeLine(
            Wording.pokemonsFooter(
                count: list.pager.rowCount,
                filter: list.query.filter,
                page: list.pager.page,
                pageCount: list.pager.pageCount
            )
        )
    }

    private func showProgress(_ transfer: TransferState?) {
        guard let transfer, let progress = transfer.progress else {
            hideProgress()
            return
        }
        showProgress(Wording.transferProgress(transfer.request, progress))
    }
}

extension PokemonListState {
    /// What the list says when it has no row to show.
    var emptyLine: String { query.filter.map(Wording.noMatch) ?? Wording.emptyPokedesk }
}
