import PokedeskDomain
import TerminalKit

// MARK: - The pokemons' use cases

/// What the presenter asks of the pokemons interactor. Rows are the user's row numbers in the
/// current results; results and refusals arrive on the output.
protocol PokemonListInteractorInput: ChangeHistoryInteractorInput {
    /// How many pokemons the current results hold, for the presenter's pages.
    var pokemonCount: Int { get }
    func loadPokemons(matching query: PokemonQuery)
    func fetchPokemons(in range: Range<Int>)
    /// The user has seen the pokemons at these positions as they are now (B-43).
    func markPokemonsSeen(in range: Range<Int>)
    /// `race` is a race code or name, or nil for none.
    func addPokemon(named name: String, raceMatching race: String?)
    func renamePokemon(inRow number: Int, to name: String)
    func changeRaceOfPokemon(inRow number: Int, toRaceMatching race: String)
    func deletePokemon(inRow number: Int)
    func findPokemonToEdit(inRow number: Int)
    func findPokemonToEdit(named name: String)
    func raceNames() -> [String]
    func pokemonNames() -> [String]
    /// The names a predicate compares with, after its `words` so far.
    func predicateValues(after words: [String]) -> [String]
    /// Import, export or generate, run while the caller waits; `isCancelled` is asked between
    /// batches.
    func runTransfer(_ request: TransferRequest, isCancelled: () -> Bool)
}

// MARK: - What the pokemons interactor reports

protocol PokemonListInteractorOutput: ChangeHistoryInteractorOutput {
    /// The store changed the current results (any command, undo, another process), summed up
    /// as the list reports it.
    func pokemonsDidChange(_ changes: ChangeSummary)
    func didLoadPokemons(matching query: PokemonQuery)
    func didFetchPokemons(_ rows: [ResultsRow<Pokemon>])
    func didAdd(_ pokemon: Pokemon)
    func didRename(_ pokemon: Pokemon, to renamed: Pokemon)
    func didChangeRace(of pokemon: Pokemon)
    func didDelete(_ pokemon: Pokemon)
    func didFindPokemonToEdit(_ pokemon: Pokemon)
    /// Another process changed or deleted the row the user chose since they saw it (B-43):
    /// nothing was done; `stale` says why and where the row is now.
    func didFindRowStale(_ stale: StaleRow)
    /// How far a running import, export or generate is, several times a second.
    func transferDidProgress(_ request: TransferRequest, _ progress: TransferProgress)
    /// The import, export or generate has ended — before its result or its failure is reported.
    func transferDidEnd()
    func didFinishTransfer(_ outcome: TransferOutcome)
}
