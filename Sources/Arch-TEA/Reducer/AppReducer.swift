import PokedeskDomain

// MARK: - The reducer of the whole app

/// The one pure function the runtime calls: `(inout AppState, Action) -> [Effect]`. It hands a
/// screen's action to the reducer of the screen on top — what the user typed and what the
/// effects it asked for found are both for it — and applies the move that reducer asks for;
/// the actions of the whole app (undo, a screen appearing or opening, live results changing,
/// a failure) it handles itself or through `HistoryReducer` and `NavigationReducer`.
enum AppReducer {
    static func reduce(_ state: inout AppState, _ action: Action) -> [Effect] {
        switch action {
        case .pokemons(let action):
            guard case .pokemons(var list) = state.top else { return [] }
            let reaction = PokemonListReducer.reduce(&list, action)
            state.stack[state.topIndex] = .pokemons(list)
            return NavigationReducer.follow(reaction, in: &state)
        case .editor(let action):
            guard case .editor(var editor) = state.top else { return [] }
            let reaction = PokemonEditorReducer.reduce(&editor, action)
            state.stack[state.topIndex] = .editor(editor)
            return NavigationReducer.follow(reaction, in: &state)
        case .races(let action):
            guard case .races(var races) = state.top else { return [] }
            let reaction = RaceListReducer.reduce(&races, action)
            state.stack[state.topIndex] = .races(races)
            return NavigationReducer.follow(reaction, in: &state)
        case .types(let action):
            guard case .types(var types) = state.top else { return [] }
            let reaction = TypeListReducer.reduce(&types, action)
            state.stack[state.topIndex] = .types(types)
            return NavigationReducer.follow(reaction, in: &state)
        case .history(let action):
            return HistoryReducer.reduce(&state, action)
        case .appeared(let depth, let appearance):
            return NavigationReducer.appeared(&state, depth: depth, appearance)
        case .opened(let opening):
            return NavigationReducer.opened(&state, opening)
        case .resultsChanged(let results, let report):
            return resultsChanged(&state, results, report)
        case .failed(let error):
            return [.write(.error(error.description))]
        }
    }

    /// A list's live results changed: it follows the new number of rows, and reports the
    /// changes when it is the screen the user sees. A list out of sight changes silently, as a
    /// table off screen does.
    private static func resultsChanged(
        _ state: inout AppState,
        _ results: SubscriptionID,
        _ report: ResultsChangeReport
    ) -> [Effect] {
        guard let index = state.stack.firstIndex(where: { $0.subscription == results }) else { return [] }
        switch state.stack[index] {
        case .pokemons(var list):
            list.pager.update(rowCount: report.count)
            state.stack[index] = .pokemons(list)
        case .races(var races):
            races.pager.update(rowCount: report.count)
            state.stack[index] = .races(races)
        case .editor, .types:
            break
        }
        guard index == state.topIndex, !report.changes.isEmpty else { return [] }
        return [.write(.changes(report.changes))]
    }
}
