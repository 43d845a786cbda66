import PokedeskDomain
import PokedeskScreens

// MARK: - The races list's contract

/// What the races list's presenter tells its view.
protocol RaceListView: LiveListView {
    /// Whether `select N` (and a bare N) is offered: only when the list was opened for a choice.
    func enableSelection(_ enabled: Bool)
    /// A page of races as a table, then its footer line.
    func showPage(_ page: RaceListPage)
    /// The race names Tab offers for `find TEXT`.
    func suggestRaceNames(_ names: [String])
}

/// What the races list's view forwards.
protocol RaceListPresenting: PagedListPresenting {
    func select(row: Int)
    /// Races whose name contains `text`; nil shows them all.
    func find(_ text: String?)
}

// MARK: - What the view shows

/// A page of races with every cell already worded.
struct RaceListPage: Equatable {
    let rows: [RaceCells]
    /// How many rows the whole list holds.
    let count: Int
    let footer: String
    /// Whether the table keeps a column for the ✓ of the current race: only when choosing.
    let marksCurrent: Bool
}

// MARK: - Reporting a choice

/// Told which race the user chose, by a races list that does not know who opened it.
protocol RaceListDelegate: AnyObject {
    func raceListDidChoose(_ race: Race)
}

/// A race being chosen for a pokemon: the race it has now, which the races list marks, and who
/// hears the choice. Handed from the editor through Types to the races list.
struct RaceChoice {
    let current: RaceID?
    weak var delegate: (any RaceListDelegate)?
}

/// Which races a races list shows.
enum RaceListScope: Equatable {
    case all
    case ofType(PokemonType)
}
