import PokedeskDomain

// MARK: - The races view, traced

/// `RacePickerViewInterface` as the presenter sees it with `trace on`.
final class TracedRacePickerView: TracedView, RacePickerViewInterface {
    private(set) weak var view: RacePickerView?
    let trace: Trace

    init(_ view: RacePickerView, trace: Trace) {
        self.view = view
        self.trace = trace
    }

    func configure(title: String, offersChoice: Bool) {
        tell("configure(title: \(Quoting.quoted(title)), offersChoice: \(offersChoice))") {
            $0.configure(title: title, offersChoice: offersChoice)
        }
    }

    func showRaces(_ page: RacePageViewModel) {
        tell("showRaces(\(TraceText.rows(page.positions, of: page.count)))") { $0.showRaces(page) }
    }
}
