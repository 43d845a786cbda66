import PokedeskDomain

// MARK: - A presenter's traced twin

/// What the traced twin of a presenter shares: the presenter it stands in front of, and each
/// intent the view forwards recorded as a hop of that presenter, what it causes nested inside.
/// The assembly (`ScreenFactory`) hands the view the twin; the presenter never knows.
protocol TracedPresenter: AnyObject {
    associatedtype Presenter: ScreenPresenting
    var presenter: Presenter { get }
    var trace: Trace { get }
    /// The view's twin, which the presenter holds weakly as it holds any view: kept alive here,
    /// as long as the view keeps this twin.
    var viewTwin: AnyObject? { get set }
}

extension TracedPresenter {
    /// Keeps the view's twin, then hands it on to be attached.
    func keep<Twin: AnyObject>(_ twin: Twin) -> Twin {
        viewTwin = twin
        return twin
    }

    /// Runs `intent` as a hop of the presenter with `message`, built only while tracing.
    func intent(_ message: @autoclosure () -> String, _ intent: () -> Void) {
        trace.hop(.presenter, Presenter.self, message(), intent)
    }

    func viewDidAppear() { intent("viewDidAppear()") { presenter.viewDidAppear() } }
    func undo() { intent("undo()") { presenter.undo() } }
    func redo() { intent("redo()") { presenter.redo() } }
}

extension TracedPresenter where Presenter: PagedListPresenting {
    func showList() { intent("showList()") { presenter.showList() } }
    func showNextPage() { intent("showNextPage()") { presenter.showNextPage() } }
    func showPreviousPage() { intent("showPreviousPage()") { presenter.showPreviousPage() } }
    func showPage(number: Int) { intent("showPage(number: \(number))") { presenter.showPage(number: number) } }
}
