// MARK: - A row the user chose by its number

/// What became of the row a user typed the number of (B-43).
///
/// A row number means the results as the user saw them when typing the line: after every change
/// already reported, before the changes of other processes that the line brings in (which are
/// reported first in its output). A row another process changed or added counts as seen once a
/// page holding it was shown (`LiveResults.rowsShown(_:)`), not when its change was reported: a
/// report says that row 3 changed, not what it became. So a command never acts on a pokemon the
/// user did not see: the screen says so instead.
public enum ShownRow<Element> {
    /// Nothing changed it since the user saw it; here it is, at flat position `flat` now.
    case unchanged(Element, flat: Int)
    /// Another process changed it since: here it is now, at `flat` (nil when it no longer belongs
    /// in these results); `shownName` is the name the user saw.
    case changed(Element, flat: Int?, shownName: String)
    /// Another process added it, and no page has shown it since; here it is, at `flat`.
    case added(Element, flat: Int)
    /// Another process deleted it.
    case deleted(shownName: String)

    /// Where it is now in the results, if anywhere.
    public var flatNow: Int? {
        switch self {
        case .unchanged(_, let flat), .added(_, let flat): return flat
        case .changed(_, let flat, _): return flat
        case .deleted: return nil
        }
    }
}

extension ShownRow where Element == Pokemon {
    /// The pokemon to change: the one the user saw, unchanged since. Refused with
    /// `PokedeskError.conflict` when another process changed it and `pokemonGone` when it
    /// deleted it, naming it as the user saw it.
    public func pokemonToChange() throws(PokedeskError) -> Pokemon {
        switch self {
        case .unchanged(let pokemon, _): return pokemon
        case .changed(_, _, let name): throw .conflict(name: name)
        case .added(let pokemon, _): throw .addedElsewhere(name: pokemon.name)
        case .deleted(let name): throw .pokemonGone(name: name)
        }
    }

    /// The pokemon to show (to open in the editor): as it is now, changed or not; refused with
    /// `pokemonGone` when another process deleted it.
    public func pokemonToShow() throws(PokedeskError) -> Pokemon {
        switch self {
        case .unchanged(let pokemon, _), .changed(let pokemon, _, _), .added(let pokemon, _): return pokemon
        case .deleted(let name): throw .pokemonGone(name: name)
        }
    }
}

extension PokedeskError {
    /// Whether the error says the screen showed an older state than the store holds (B-43):
    /// the screen then shows the current one, so that the user can try again.
    public var meansStaleScreen: Bool {
        switch self {
        case .conflict, .pokemonGone, .addedElsewhere, .rowNotShown, .listReloaded: return true
        default: return false
        }
    }
}
