import PokedeskDomain

// MARK: - Where presenters send the user

/// The moves between screens that presenters ask for, in the app's words. Presenters never see
/// the navigation stack nor another screen's types: the router builds and places the screens.
protocol PokedeskNavigator: AnyObject {
    /// Opens the editor on a pokemon (B-4).
    func showEditor(for pokemon: Pokemon)
    /// Opens Types, for browsing (`choice` nil) or for choosing a race by type (B-8, B-13).
    func showTypes(choosing choice: RaceChoice?) throws(PokedeskError)
    /// Opens the races of one type, from Types.
    func showRaces(of type: PokemonType, choosing choice: RaceChoice?) throws(PokedeskError)
    /// Opens every race, for choosing one (B-12).
    func showRacePicker(_ choice: RaceChoice) throws(PokedeskError)
    /// Closes the races list — and Types, when it came from there — back to the screen that
    /// opened them.
    func closeRacePicker()
    /// Closes every screen above the pokemons list.
    func returnToList()
}
