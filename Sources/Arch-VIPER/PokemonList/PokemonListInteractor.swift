import PokedeskDomain
import TerminalKit

// MARK: - The pokemons interactor

/// The pokemons list's use cases against the repositories. It owns the live results (the
/// fetched results controller) and reports every change of them, whoever caused it.
final class PokemonListInteractor: ChangeHistoryInteractor {
    weak var output: (any PokemonListInteractorOutput)?
    let history: any ChangeHistory
    private let pokemons: any PokemonRepository
    private let races: any RaceRepository
    private let names: NameCompletion
    let transfers: any PokemonTransfers
    /// Its live results, whose changes the output hears; a traced twin hears them first.
    let results: ObservedResults<Pokemon>

    init(query: PokemonQuery, repositories: Repositories) throws(PokedeskError) {
        pokemons = repositories.pokemons
        races = repositories.races
        names = NameCompletion(repositories)
        transfers = repositories.transfers
        history = repositories.history
        results = ObservedResults(try repositories.pokemons.liveResults(for: query))
        results.onChange = { [weak self] changes in self?.resultsDidChange(changes) }
    }

    var historyOutput: (any ChangeHistoryInteractorOutput)? { output }

    /// The live results told `results`, their delegate, of a change: the output hears it too.
    private func resultsDidChange(_ changes: ChangeSummary) {
        output?.pokemonsDidChange(changes)
    }
}

// MARK: - PokemonListInteractorInput

extension PokemonListInteractor: PokemonListInteractorInput {
    var pokemonCount: Int { results.count }

    /// New live results for a new filter or grouping; the old ones stay if the new are refused.
    func loadPokemons(matching query: PokemonQuery) {
        reportingFailure { () throws(PokedeskError) in
            results.replace(with: try pokemons.liveResults(for: query))
            output?.didLoadPokemons(matching: query)
        }
    }

    func fetchPokemons(in range: Range<Int>) {
        reportingFailure { () throws(PokedeskError) in
            let rows = try results.rows(in: range)
            output?.didFetchPokemons(rows)
        }
    }

    func markPokemonsSeen(in range: Range<Int>) {
        results.rowsShown(range)
    }

    func addPokemon(named name: String, raceMatching race: String?) {
        reportingFailure { () throws(PokedeskError) in
            let race = try race.map { (text) throws(PokedeskError) in try races.race(matching: text) }
            let added = try pokemons.add(name: name, race: race?.id)
            output?.didAdd(added)
        }
    }

    func renamePokemon(inRow number: Int, to name: String) {
        actOnShownPokemon(inRow: number) { row throws(PokedeskError) in
            let pokemon = try row.pokemonToChange()
            let renamed = try pokemons.rename(pokemon, to: name)
            output?.didRename(pokemon, to: renamed)
        }
    }

    func changeRaceOfPokemon(inRow number: Int, toRaceMatching race: String) {
        actOnShownPokemon(inRow: number) { row throws(PokedeskError) in
            let pokemon = try row.pokemonToChange()
            let race = try races.race(matching: race)
            let changed = try pokemons.changeRace(of: pokemon, to: race.id)
            output?.didChangeRace(of: changed)
        }
    }

    func deletePokemon(inRow number: Int) {
        actOnShownPokemon(inRow: number) { row throws(PokedeskError) in
            let pokemon = try row.pokemonToChange()
            try pokemons.delete(pokemon)
            output?.didDelete(pokemon)
        }
    }

    func findPokemonToEdit(inRow number: Int) {
        actOnShownPokemon(inRow: number) { row throws(PokedeskError) in
            output?.didFindPokemonToEdit(try row.pokemonToShow())
        }
    }

    func findPokemonToEdit(named name: String) {
        reportingFailure { () throws(PokedeskError) in
            output?.didFindPokemonToEdit(try pokemons.pokemon(named: name))
        }
    }

    func raceNames() -> [String] {
        names.raceNames()
    }

    func pokemonNames() -> [String] {
        names.pokemonNames()
    }

    func predicateValues(after words: [String]) -> [String] {
        names.predicateValues(after: words)
    }

    /// Runs a use case on row `number` as the user saw it; when another process changed or
    /// deleted it since, the output hears that instead, with where the row is now (B-43).
    private func actOnShownPokemon(inRow number: Int, _ useCase: (ShownRow<Pokemon>) throws(PokedeskError) -> Void) {
        reportingFailure { () throws(PokedeskError) in
            if let stale = try results.act(onShownRow: number, useCase) { output?.didFindRowStale(stale) }
        }
    }
}
