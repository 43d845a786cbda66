import PokedeskDomain

// MARK: - What the editor's interactor reports, traced

/// `PokemonEditorInteractorOutput` as the interactor sees it with `trace on`: each result a hop
/// of the presenter.
final class TracedPokemonEditorInteractorOutput: TracedInteractorOutput, PokemonEditorInteractorOutput {
    private(set) weak var presenter: PokemonEditorPresenter?
    let trace: Trace

    init(_ presenter: PokemonEditorPresenter, trace: Trace) {
        self.presenter = presenter
        self.trace = trace
    }

    func didRename(from oldName: String, to pokemon: Pokemon) {
        result("didRename(from: \(Quoting.quoted(oldName)), to: \(Quoting.quoted(pokemon.name)))") {
            $0.didRename(from: oldName, to: pokemon)
        }
    }

    func didChangeRace(of pokemon: Pokemon) {
        result("didChangeRace(of: \(Quoting.quoted(pokemon.name)))") { $0.didChangeRace(of: pokemon) }
    }

    func didDelete(_ pokemon: Pokemon) {
        result("didDelete(\(Quoting.quoted(pokemon.name)))") { $0.didDelete(pokemon) }
    }

    func didReload(_ pokemon: Pokemon) {
        result("didReload(\(Quoting.quoted(pokemon.name)))") { $0.didReload(pokemon) }
    }

    func didLoadCurrentPokemon(_ pokemon: Pokemon) {
        result("didLoadCurrentPokemon(\(Quoting.quoted(pokemon.name)))") { $0.didLoadCurrentPokemon(pokemon) }
    }

    func didRefuseChange(_ error: PokedeskError, current: Pokemon) {
        result("didRefuseChange(\(TraceText.written(error.description)))") {
            $0.didRefuseChange(error, current: current)
        }
    }

    func didLosePokemon(_ error: PokedeskError?) {
        result("didLosePokemon(\(error.map { TraceText.written($0.description) } ?? "nil"))") {
            $0.didLosePokemon(error)
        }
    }
}
