import PokedeskDomain
import PokedeskScreens

// MARK: - What happens on the pokemons list

enum PokemonListAction: Equatable {
    // What the user typed.
    case list
    case turnPage(PageTurn)
    case add(name: String, race: String?)
    case rename(row: Int, to: String)
    case changeRace(row: Int, to: String)
    case delete(row: Int)
    case edit(PokemonReference)
    /// `find`: nil for every pokemon; `column` is where the predicate starts in the line typed.
    case find(String?, column: Int)
    case group(PokemonSections)
    case sort(PokemonSort)
    case browseTypes
    case transfer(TransferRequest)

    // What the effects found.
    /// New live results for a new query, which replace the list's.
    case queryApplied(PokemonQuery, ResultsOpened)
    case pageFetched([PokemonRow])
    case added(Pokemon)
    case rowChanged(RowOutcome)
    /// The row the user typed changed elsewhere since they saw it (B-43).
    case rowRefused(StaleRow)
    case transferProgressed(TransferProgress)
    case transferEnded(Result<TransferOutcome, PokedeskError>)
}

/// What a command on a row the user saw did.
enum RowOutcome: Hashable {
    case renamed(from: String, to: Pokemon)
    case raceChanged(Pokemon)
    case deleted(Pokemon)
}
