import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - The editor

/// One pokemon's view: its commands become the editor's actions; its fields are rendered from
/// the editor's state when the reducer writes them (after a change, on appearing).
final class PokemonEditorView: StoreView {
    static let kind = ScreenKind.editor
    let store: Store
    let console: Console
    let depth: Int

    init(store: Store, console: Console, depth: Int) {
        self.store = store
        self.console = console
        self.depth = depth
    }

    var commandTable: CommandTable {
        PokemonEditorCommands.table(completing: store.names)
    }

    func action(for command: ParsedCommand) throws -> Action {
        if let history = historyAction(for: command) { return history }
        switch command.name {
        case "name": return .editor(.rename(command.arguments[0]))
        case "race": return .editor(command.argument(0).map(PokemonEditorAction.setRace) ?? .pickRace)
        case "types": return .editor(.pickRaceByType)
        case "delete": return .editor(.delete)
        case "show": return .editor(.show)
        default: throw UnhandledCommand(command)
        }
    }

    func render(own output: Output, of screen: ScreenState) {
        guard case .editor(let editor) = screen, output == .pokemon else { return }
        console.writeLines(Wording.editorLines(editor.pokemon))
    }
}
