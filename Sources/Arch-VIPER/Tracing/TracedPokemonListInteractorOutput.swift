import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - What the pokemons interactor reports, traced

/// `PokemonListInteractorOutput` as the interactor sees it with `trace on`: each result a hop of
/// the presenter. Progress is no hop: how often it comes depends on the clock, and a trace says
/// the same for the same commands.
final class TracedPokemonListInteractorOutput: TracedInteractorOutput, PokemonListInteractorOutput {
    private(set) weak var presenter: PokemonListPresenter?
    let trace: Trace

    init(_ presenter: PokemonListPresenter, trace: Trace) {
        self.presenter = presenter
        self.trace = trace
    }

    func pokemonsDidChange(_ changes: ChangeSummary) {
        result("pokemonsDidChange(\(TraceText.changes(changes)))") { $0.pokemonsDidChange(changes) }
    }

    func didLoadPokemons(matching query: PokemonQuery) {
        result("didLoadPokemons(\(TraceText.query(query)))") { $0.didLoadPokemons(matching: query) }
    }

    func didFetchPokemons(_ rows: [ResultsRow<Pokemon>]) {
        result("didFetchPokemons(\(TraceText.counted(rows.count, "row")))") { $0.didFetchPokemons(rows) }
    }

    func didAdd(_ pokemon: Pokemon) { result("didAdd(\(Quoting.quoted(pokemon.name)))") { $0.didAdd(pokemon) } }

    func didRename(_ pokemon: Pokemon, to renamed: Pokemon) {
        result("didRename(\(Quoting.quoted(pokemon.name)), to: \(Quoting.quoted(renamed.name)))") {
            $0.didRename(pokemon, to: renamed)
        }
    }

    func didChangeRace(of pokemon: Pokemon) {
        result("didChangeRace(of: \(Quoting.quoted(pokemon.name)))") { $0.didChangeRace(of: pokemon) }
    }

    func didDelete(_ pokemon: Pokemon) {
        result("didDelete(\(Quoting.quoted(pokemon.name)))") { $0.didDelete(pokemon) }
    }

    func didFindPokemonToEdit(_ pokemon: Pokemon) {
        result("didFindPokemonToEdit(\(Quoting.quoted(pokemon.name)))") { $0.didFindPokemonToEdit(pokemon) }
    }

    func didFindRowStale(_ stale: StaleRow) {
        result("didFindRowStale(\(TraceText.written(stale.error.description)))") { $0.didFindRowStale(stale) }
    }

    func transferDidProgress(_ request: TransferRequest, _ progress: TransferProgress) {
        presenter?.transferDidProgress(request, progress)
    }

    func transferDidEnd() { result("transferDidEnd()") { $0.transferDidEnd() } }

    func didFinishTransfer(_ outcome: TransferOutcome) {
        result("didFinishTransfer(\(Self.counted(outcome)))") { $0.didFinishTransfer(outcome) }
    }

    /// An outcome as its case and its count: `.imported(2)`.
    private static func counted(_ outcome: TransferOutcome) -> String {
        switch outcome {
        case .imported(let report, _): ".imported(\(report.imported))"
        case .exported(let report, _): ".exported(\(report.exported))"
        case .generated(let report): ".generated(\(report.generated))"
        }
    }
}
