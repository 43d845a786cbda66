import PokedeskDomain

// MARK: - Work to do, as values

/// What a reducer asks for instead of doing it: reading, saving, opening live results, writing
/// to the terminal. The runtime (`Store`) runs each in order and sends what it found back as an
/// action (`EffectRunner` says which); a reducer test compares them as values.
enum Effect: Hashable {
    // The pokemons list.
    /// New live results for `query`; they replace the list's (`queryApplied`).
    case applyPokemonQuery(PokemonQuery)
    case fetchPokemonPage(SubscriptionID, Range<Int>, sectioned: Bool)
    /// Tells the live results the user has now seen these rows (B-43).
    case markRowsShown(SubscriptionID, Range<Int>)
    /// Runs `work` on row `row` as the user saw it (B-43): `rowChanged` when it ran,
    /// `rowRefused` when the row changed elsewhere since.
    case actOnShownRow(SubscriptionID, row: Int, RowWork)
    case addPokemon(name: String, race: String?)
    /// `edit NAME`: the editor opens on the one pokemon called so.
    case openEditor(named: String)
    /// Import, export or generate: progress comes back as actions while it runs.
    case transfer(TransferRequest)

    // The races and the types.
    case openRaces(RaceListRequest)
    /// New live results for `query`; they replace the races list's (`queryApplied`).
    case applyRaceQuery(RaceQuery)
    case fetchRacePage(SubscriptionID, Range<Int>)
    /// The race in row `row` (numbered from 1) of the list as it is now.
    case pickRace(SubscriptionID, row: Int)
    case openTypes(RaceListPurpose)
    case refreshTypes

    // The editor.
    case fetchPokemon(PokemonID, for: EditorFetch)
    /// Saves `change` against `pokemon` as the editor showed it.
    case save(Pokemon, EditorChange)

    // Every screen.
    case undo
    case redo
    /// Lets go of live results no screen shows any more.
    case release(SubscriptionID)
    /// Writes to the terminal: the view on top renders it.
    case write(Output)
}

/// A command on a row of the pokemons list.
enum RowWork: Hashable {
    case rename(to: String)
    /// A race code or name, looked up once the row is known to be as the user saw it.
    case changeRace(to: String)
    case delete
    /// `edit N`: opens the pokemon as it is now (changed elsewhere or not).
    case open
}
