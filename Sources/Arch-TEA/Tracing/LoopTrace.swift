import PokedeskDomain
import PokedeskScreens

// MARK: - The loop, as the trace sees it

/// What `trace on` records of the store's loop, from the loop itself: each action handled, the
/// reducer's answer, each effect run, what the store heard from outside the loop, and what the
/// view on top wrote. The store calls it at those five points; no action, reducer or view
/// has a line of tracing, and an action or an effect added later is traced as it is.
struct LoopTrace {
    let trace: Trace

    /// An action handled: what it causes nests in its hop.
    func handling(_ action: Action, _ body: () -> Void) {
        trace.hop(.action, action.traceType, action.traceMessage, body)
    }

    /// The reducer's answer to `action`: the effects it asked for.
    func reduced(_ action: Action, to effects: [Effect]) {
        trace.hop(.reducer, AppReducer.reducer(of: action), "reduce → " + TraceText.names(of: effects))
    }

    /// An effect the runner runs.
    func running(_ effect: Effect, _ body: () -> Void) {
        trace.hop(.effect, Effect.self, effect.traceMessage, body)
    }

    /// Something from outside the loop that becomes an action: the store heard it from `source`.
    func heard(_ source: Any.Type, _ message: @autoclosure () -> String, _ body: () -> Void) {
        trace.hop(.store, source, message(), body)
    }

    /// The view on top writing `output`, drawn from `state`; no hop when it writes nothing.
    func writing(_ output: Output, by view: any StoreView, in state: AppState, _ body: () -> Void) {
        let screen = view.depth < state.stack.count ? state.stack[view.depth] : nil
        guard trace.isOn, let message = Self.shown(output, on: screen) else { return body() }
        trace.hop(.view, type(of: view), message, body)
    }

    /// What a view writing `output` shows, as its hop says it; nil when it writes nothing.
    static func shown(_ output: Output, on screen: ScreenState?) -> String? {
        switch (output, screen) {
        case (.message(let lines), _): return "showMessage(\(TraceText.quoted(lines.first)))"
        case (.error(let message), _): return "showError(\(TraceText.quoted(message)))"
        case (.changes(let changes), _): return "showChanges(\(TraceText.changes(changes)))"
        case (.pokemonPage, .pokemons(let list)?):
            guard list.pager.rowCount > 0 else { return "showMessage(\(Quoting.quoted(list.emptyLine)))" }
            return "show(\(TraceText.rows(list.pager.rowRange, of: list.pager.rowCount)))"
        case (.progress, .pokemons(let list)?):
            guard let progress = list.transfer?.progress else { return "hideProgress()" }
            return "showProgress(\(progress.done) of \(progress.total))"
        case (.pokemon, .editor(let editor)?): return "showPokemon(\(Quoting.quoted(editor.pokemon.name)))"
        case (.racePage, .races(let races)?):
            return "show(\(TraceText.rows(races.pager.rowRange, of: races.pager.rowCount)))"
        case (.types, .types(let types)?): return "show(\(types.types.count) types)"
        default: return nil
        }
    }
}
