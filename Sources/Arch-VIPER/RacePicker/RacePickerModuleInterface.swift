import PokedeskScreens

// MARK: - What the races view reports

/// The races view's events, and the race names Tab offers for `find TEXT`.
protocol RacePickerModuleInterface: PagedListModuleInterface, RaceListCompletions {
    /// The races are on top, newly pushed or revealed.
    func viewDidAppear()
    /// `text` nil shows every race.
    func filterRaces(containing text: String?)
    func selectRace(inRow number: Int)
}
