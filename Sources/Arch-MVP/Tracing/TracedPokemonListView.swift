import PokedeskDomain
import PokedeskScreens

// MARK: - The pokemons list's view, traced

/// `PokemonListView` as the presenter sees it with `trace on`.
final class TracedPokemonListView: TracedView, PokemonListView {
    weak var view: PokemonListScreen?
    let trace: Trace

    init(_ view: PokemonListScreen, trace: Trace) {
        self.view = view
        self.trace = trace
    }

    func showPage(_ page: PokemonListPage) {
        let numbers = { page.sections.flatMap(\.rows).map(\.number) }
        show("showPage(\(TraceText.rows(numbers(), of: page.count)))") { $0.showPage(page) }
    }

    func suggestRaceNames(_ names: [String]) { view?.suggestRaceNames(names) }
}
