// MARK: - Pokemons

/// The pokemons of the pokedesk, as the presentation layers use them.
///
/// Every change is saved at once. Changes take the `Pokemon` value the screen showed: if the
/// stored pokemon has changed since (another process renamed it, say), the change is refused
/// with `PokedeskError.conflict` and nothing is written (B-43).
public protocol PokemonRepository: AnyObject {
    /// Live results for the pokemons list.
    func liveResults(for query: PokemonQuery) throws(PokedeskError) -> any LiveResults<Pokemon>

    /// The pokemon as it is stored now, or nil when it no longer exists.
    func pokemon(_ id: PokemonID) throws(PokedeskError) -> Pokemon?

    /// Every pokemon's name, for tab completion.
    func allNames() throws(PokedeskError) -> [String]

    /// The pokemons called `name`, ignoring case and diacritics, sorted as the list sorts them.
    func pokemons(named name: String) throws(PokedeskError) -> [Pokemon]

    @discardableResult
    func add(name: String, race: RaceID?) throws(PokedeskError) -> Pokemon

    @discardableResult
    func rename(_ pokemon: Pokemon, to name: String) throws(PokedeskError) -> Pokemon

    @discardableResult
    func changeRace(of pokemon: Pokemon, to race: RaceID?) throws(PokedeskError) -> Pokemon

    func delete(_ pokemon: Pokemon) throws(PokedeskError)
}

// MARK: - Races

/// The preloaded races.
public protocol RaceRepository: AnyObject {
    /// Live results for the races picker, sorted by name (B-20).
    func liveResults(for query: RaceQuery) throws(PokedeskError) -> any LiveResults<RaceSummary>

    /// The race whose code (when `text` is a number) or name in either language (case- and
    /// diacritic-insensitively) is `text`; `PokedeskError.unknownRace` when there is none.
    func race(matching text: String) throws(PokedeskError) -> Race

    /// Every race's names, sorted by the one shown: what Tab offers (`allNames()`).
    func allDataNames() throws(PokedeskError) -> [DataName]
}

// MARK: - Types

/// The preloaded types.
public protocol TypeRepository: AnyObject {
    /// The types sorted by name, each with its number of races (B-30).
    func allTypes() throws(PokedeskError) -> [TypeSummary]
}

// MARK: - Undo

/// Undo and redo of the last saved changes (B-41).
public protocol ChangeHistory: AnyObject {
    var canUndo: Bool { get }
    var canRedo: Bool { get }

    /// Reverts the last saved change and saves; returns what was undone, e.g. `rename "Pika"`.
    @discardableResult
    func undo() throws(PokedeskError) -> String

    /// Saves again the last undone change; returns what was redone.
    @discardableResult
    func redo() throws(PokedeskError) -> String
}

// MARK: - Changes from elsewhere

/// Brings in changes that another process committed to the same store (B-43): live results
/// then report them as row changes. The REPL calls `refresh()` before each command and
/// `commandEnded()` after it: what the command reads is the store as `refresh()` found it.
public protocol ExternalChanges: AnyObject {
    func refresh() throws(PokedeskError)
    /// The command is over: other processes' commits may show in reads until the next refresh.
    func commandEnded()
}

// MARK: - Everything a screen may use

/// The repositories the composition root hands to an architecture.
public struct Repositories {
    public let pokemons: any PokemonRepository
    public let races: any RaceRepository
    public let types: any TypeRepository
    public let history: any ChangeHistory
    public let external: any ExternalChanges
    public let transfers: any PokemonTransfers
    /// Where the screens record the hops of a command (`trace on`); off unless the app traces.
    public let trace: Trace

    public init(
        pokemons: any PokemonRepository,
        races: any RaceRepository,
        types: any TypeRepository,
        history: any ChangeHistory,
        external: any ExternalChanges,
        transfers: any PokemonTransfers,
        trace: Trace = .off
    ) {
        self.pokemons = pokemons
        self.races = races
        self.types = types
        self.history = history
        self.external = external
        self.transfers = transfers
        self.trace = trace
    }
}
