import PokedeskDomain

// MARK: - The editor's view, traced

/// `PokemonEditorView` as the presenter sees it with `trace on`.
final class TracedPokemonEditorView: TracedView, PokemonEditorView {
    weak var view: PokemonEditorScreen?
    let trace: Trace

    init(_ view: PokemonEditorScreen, trace: Trace) {
        self.view = view
        self.trace = trace
    }

    func showDetails(_ lines: [String]) { show("showDetails(\(lines.count) lines)") { $0.showDetails(lines) } }
    func suggestRaceNames(_ names: [String]) { view?.suggestRaceNames(names) }
}
