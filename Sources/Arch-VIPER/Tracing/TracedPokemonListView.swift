import PokedeskDomain
import PokedeskScreens

// MARK: - The pokemons view, traced

/// `PokemonListViewInterface` as the presenter sees it with `trace on`. Progress lines are no
/// hops: how many come depends on the job's speed.
final class TracedPokemonListView: TracedView, PokemonListViewInterface {
    private(set) weak var view: PokemonListView?
    let trace: Trace

    init(_ view: PokemonListView, trace: Trace) {
        self.view = view
        self.trace = trace
    }

    func showPokemons(_ page: PokemonPageViewModel) {
        tell("showPokemons(\(TraceText.rows(page.positions, of: page.count)))") { $0.showPokemons(page) }
    }

    func showProgress(_ line: String) { view?.showProgress(line) }
    func hideProgress() { view?.hideProgress() }
    var isStopRequested: Bool { view?.isStopRequested ?? false }
}
