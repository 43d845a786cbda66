import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - What every view is

/// The kit's screen for one screen of the state, at its place (`depth`) in the stack. It turns
/// the commands the kit parsed into actions for the store, and writes what the reducer wrote
/// (`Output`), rendering it from the state; it keeps no state of its own.
protocol StoreView: Screen {
    var store: Store { get }
    var console: Console { get }
    var depth: Int { get }
    /// Which screen of the state the view draws.
    static var kind: ScreenKind { get }

    /// The action a command stands for; throws when its arguments cannot be read.
    func action(for command: ParsedCommand) throws -> Action

    /// Writes an output that is the screen's own: its page, its fields.
    func render(own output: Output, of screen: ScreenState)
}

extension StoreView {
    /// The view's screen as the state has it now.
    var screen: ScreenState? {
        let stack = store.state.stack
        return depth < stack.count ? stack[depth] : nil
    }

    var title: String { screen?.title ?? "" }

    func handle(_ command: ParsedCommand) throws {
        store.send(try action(for: command))
    }

    func screenDidAppear(_ appearance: ScreenAppearance) {
        store.send(.appeared(depth: depth, appearance))
    }

    /// `undo` and `redo`, which every screen has, or nil.
    func historyAction(for command: ParsedCommand) -> Action? {
        switch command.name {
        case "undo": return .history(.undo)
        case "redo": return .history(.redo)
        default: return nil
        }
    }

    // MARK: Writing

    /// Writes `output`: the lines every screen writes alike here, its own in `render(own:of:)`.
    func render(_ output: Output, in state: AppState) {
        switch output {
        case .message(let lines):
            console.writeLines(lines)
        case .error(let message):
            console.reportError(message)
        case .changes(let changes):
            if let line = changes.line { console.writeLine(line) }
        default:
            if depth < state.stack.count { render(own: output, of: state.stack[depth]) }
        }
    }
}

/// The four screens, as a view knows which one it draws.
enum ScreenKind {
    case pokemons, editor, races, types
}

extension ScreenState {
    var kind: ScreenKind {
        switch self {
        case .pokemons: return .pokemons
        case .editor: return .editor
        case .races: return .races
        case .types: return .types
        }
    }
}
