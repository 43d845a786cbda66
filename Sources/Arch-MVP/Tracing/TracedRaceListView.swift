import PokedeskDomain

// MARK: - The races list's view, traced

/// `RaceListView` as the presenter sees it with `trace on`.
final class TracedRaceListView: TracedView, RaceListView {
    weak var view: RaceListScreen?
    let trace: Trace

    init(_ view: RaceListScreen, trace: Trace) {
        self.view = view
        self.trace = trace
    }

    func enableSelection(_ enabled: Bool) { view?.enableSelection(enabled) }

    func showPage(_ page: RaceListPage) {
        show("showPage(\(TraceText.rows(page.rows.map(\.number), of: page.count)))") { $0.showPage(page) }
    }

    func suggestRaceNames(_ names: [String]) { view?.suggestRaceNames(names) }
}
