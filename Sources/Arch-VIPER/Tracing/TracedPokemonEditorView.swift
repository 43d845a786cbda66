import PokedeskDomain

// MARK: - The editor's view, traced

/// `PokemonEditorViewInterface` as the presenter sees it with `trace on`: the details named by
/// the title the view shows.
final class TracedPokemonEditorView: TracedView, PokemonEditorViewInterface {
    private(set) weak var view: PokemonEditorView?
    let trace: Trace

    init(_ view: PokemonEditorView, trace: Trace) {
        self.view = view
        self.trace = trace
    }

    func setTitle(_ title: String) { tell("setTitle(\(Quoting.quoted(title)))") { $0.setTitle(title) } }

    func showDetails(_ lines: [String]) {
        tell("showDetails(\(Quoting.quoted(view?.title ?? "")))") { $0.showDetails(lines) }
    }
}
