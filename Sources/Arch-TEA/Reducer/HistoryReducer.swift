import PokedeskDomain

// MARK: - Undo and redo, on every screen

/// Undo and redo are the same on every screen: the store reverts the change, the list on top
/// reports its rows (through its subscription), the line says what was undone; then the screen
/// on top brings its own state up to date.
enum HistoryReducer {
    static func reduce(_ state: inout AppState, _ action: HistoryAction) -> [Effect] {
        switch action {
        case .undo: return [.undo]
        case .redo: return [.redo]
        case .undone(let change): return [.write(.message([Wording.undone(change)]))] + catchUp(state)
        case .redone(let change): return [.write(.message([Wording.redone(change)]))] + catchUp(state)
        }
    }

    /// What the screen on top reads again after the store changed under it.
    private static func catchUp(_ state: AppState) -> [Effect] {
        switch state.top {
        case .editor(let editor): return [.fetchPokemon(editor.pokemon.id, for: .revert)]
        case .types: return [.refreshTypes]
        case .pokemons, .races: return []
        }
    }
}
