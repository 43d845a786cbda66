import PokedeskDomain

// MARK: - The races presenter, traced

/// `RacePickerModuleInterface` as the view sees it with `trace on`: each event a hop of the
/// presenter; so is the builder's preparing it, before the router shows the view.
final class TracedRacePickerModule: TracedModule, RacePickerModuleInterface {
    let presenter: RacePickerPresenter
    let trace: Trace
    var kept: [AnyObject] = []

    init(_ presenter: RacePickerPresenter, trace: Trace) {
        self.presenter = presenter
        self.trace = trace
    }

    func prepareForPresentation() { event("prepareForPresentation()") { presenter.prepareForPresentation() } }
    func viewDidAppear() { event("viewDidAppear()") { presenter.viewDidAppear() } }

    func filterRaces(containing text: String?) {
        event("filterRaces(containing: \(TraceText.quoted(text)))") {
            presenter.filterRaces(containing: text)
        }
    }

    func selectRace(inRow number: Int) { event("selectRace(inRow: \(number))") { presenter.selectRace(inRow: number) } }
    func raceNames() -> [String] { presenter.raceNames() }
}
