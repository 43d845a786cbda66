import PokedeskDomain

// MARK: - Running the effects that do work

/// Runs an effect against the Domain's repositories and says what it found as the action the
/// reducer gets next: the only code of the module that calls a repository. It decides nothing;
/// a failure comes back as an action too (`failed`, or a `Result` where the reducer must tell
/// failures apart), and the reducer decides what it shows.
final class EffectRunner {
    let repositories: Repositories
    let subscriptions: Subscriptions
    /// Told the progress of a transfer while it runs; the store sends it as an action.
    var progress: (TransferProgress) -> Void = { _ in }
    /// Whether the user pressed Ctrl-C during the transfer running now.
    var isStopRequested: () -> Bool = { false }

    init(repositories: Repositories, subscriptions: Subscriptions) {
        self.repositories = repositories
        self.subscriptions = subscriptions
    }

    /// The action `effect` ends with; nil for the effects that have nothing to say, and for an
    /// effect on live results already let go.
    func run(_ effect: Effect) -> Action? {
        let pokemons = repositories.pokemons
        switch effect {
        case .applyPokemonQuery(let query):
            return attempt { () throws(PokedeskError) in
                .pokemons(.queryApplied(query, subscriptions.open(try pokemons.liveResults(for: query))))
            }
        case .fetchPokemonPage(let id, let range, let sectioned):
            return subscriptions.pokemons(id).map { results in
                attempt { () throws(PokedeskError) in .pokemons(.pageFetched(try page(range, of: results, sectioned))) }
            }
        case .markRowsShown(let id, let range):
            subscriptions.pokemons(id)?.rowsShown(range)
            return nil
        case .actOnShownRow(let id, let row, let work):
            return subscriptions.pokemons(id).map { results in act(work, onShownRow: row, in: results) }
        case .addPokemon(let name, let race):
            return attempt { () throws(PokedeskError) in .pokemons(.added(try add(name, race: race))) }
        case .openEditor(let name):
            return attempt { () throws(PokedeskError) in .opened(.editor(try pokemons.pokemon(named: name))) }
        case .transfer(let request):
            return .pokemons(.transferEnded(transfer(request)))
        case .openRaces(let request):
            return attempt { () throws(PokedeskError) in .opened(.races(request, try openRaces(request))) }
        case .applyRaceQuery(let query):
            return attempt { () throws(PokedeskError) in .races(.queryApplied(query, try openRaces(query))) }
        case .fetchRacePage(let id, let range):
            return subscriptions.races(id).map { results in
                attempt { () throws(PokedeskError) in .races(.pageFetched(try page(range, of: results))) }
            }
        case .pickRace(let id, let row):
            return subscriptions.races(id).map { results in
                attempt { () throws(PokedeskError) in .races(.selected(try race(inRow: row, of: results))) }
            }
        case .openTypes(let purpose):
            return attempt { () throws(PokedeskError) in .opened(.types(try repositories.types.allTypes(), purpose)) }
        case .refreshTypes:
            return .types(.refreshed(Result { () throws(PokedeskError) in try repositories.types.allTypes() }))
        case .fetchPokemon(let id, let reason):
            return .editor(.fetched(Result { () throws(PokedeskError) in try pokemons.pokemon(id) }, for: reason))
        case .save(let pokemon, let change):
            return .editor(.saved(change, Result { () throws(PokedeskError) in try save(change, of: pokemon) }))
        case .undo:
            return attempt { () throws(PokedeskError) in .history(.undone(try repositories.history.undo())) }
        case .redo:
            return attempt { () throws(PokedeskError) in .history(.redone(try repositories.history.redo())) }
        case .release(let id):
            subscriptions.release(id)
            return nil
        case .write:
            // The store hands what is written to the view on top.
            return nil
        }
    }

    /// The action `body` makes, or `failed` with its error.
    func attempt(_ body: () throws(PokedeskError) -> Action) -> Action {
        do {
            return try body()
        } catch {
            return .failed(error)
        }
    }
}
