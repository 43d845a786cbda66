// MARK: - What the races view reports

protocol RacePickerModuleInterface: PagedListModuleInterface {
    /// The races are on top, newly pushed or revealed.
    func viewDidAppear()
    /// `text` nil shows every race.
    func filterRaces(containing text: String?)
    func selectRace(inRow number: Int)
    /// For Tab completion of `find TEXT`.
    func raceNameSuggestions() -> [String]
}
