import PokedeskDomain
import TerminalKit

// MARK: - Everything that can happen

/// One enum of everything that can happen to the app, nested by screen: what the user typed
/// (sent by the views), what an effect found (sent by the runtime), what live results reported
/// (a subscription), and a screen coming on top. The reducer is a function of the state and one
/// of these; nothing else reaches it.
enum Action: Equatable {
    case pokemons(PokemonListAction)
    case editor(PokemonEditorAction)
    case races(RaceListAction)
    case types(TypeListAction)
    /// `undo` and `redo`, on every screen, and what they did.
    case history(HistoryAction)
    /// The kit brought a screen on top: pushed, or revealed by `back` or `home`.
    case appeared(depth: Int, ScreenAppearance)
    /// An effect fetched what a new screen shows: it goes on the stack.
    case opened(Opening)
    /// Live results changed: the subscription of the runtime turned their delegate's calls
    /// into this one action, the changes in the order they were told and the rows now.
    case resultsChanged(SubscriptionID, ResultsChangeReport)
    /// An effect failed for a reason the user reads.
    case failed(PokedeskError)
}

/// `next`, `prev`, `page N` on a long list.
enum PageTurn: Hashable {
    case next
    case previous
    case to(Int)
}

/// New live results, as an effect opened them: their subscription, how many rows they have,
/// and where the current race is (for a races list opened to choose one).
struct ResultsOpened: Hashable {
    let results: SubscriptionID
    let count: Int
    var currentAt: Int? = nil
}

/// One change of live results, as a value: its changes summed up as the list's line shows them,
/// so that the value stays small however many rows changed.
struct ResultsChangeReport: Hashable {
    let changes: ChangeSummary
    /// How many rows the results have after it.
    let count: Int
}

/// A screen ready to go on the stack.
enum Opening: Hashable {
    case editor(Pokemon)
    case races(RaceListRequest, ResultsOpened)
    case types([TypeSummary], RaceListPurpose)
}

/// Undo and redo.
enum HistoryAction: Hashable {
    case undo
    case redo
    /// The store undid this change (`add "Pika"`).
    case undone(String)
    case redone(String)
}
