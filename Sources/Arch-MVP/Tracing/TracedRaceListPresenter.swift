import PokedeskDomain

// MARK: - The races list's presenter, traced

/// `RaceListPresenting` as the view sees it with `trace on`: each intent a hop of the presenter.
final class TracedRaceListPresenter: TracedPresenter, RaceListPresenting {
    let presenter: RaceListPresenter
    let trace: Trace
    var viewTwin: AnyObject?

    init(_ presenter: RaceListPresenter, trace: Trace) {
        self.presenter = presenter
        self.trace = trace
    }

    func select(row: Int) { intent("select(row: \(row))") { presenter.select(row: row) } }
    func find(_ text: String?) { intent("find(\(TraceText.quoted(text)))") { presenter.find(text) } }
}
