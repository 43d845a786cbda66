import PokedeskDomain

// MARK: - A presenter's traced twin, as its view sees it

/// What the traced twin of a module's interface shares: the presenter it stands in front of, and
/// each event the view reports recorded as a hop of that presenter, what it causes nested
/// inside. The module's builder hands the view the twin; the presenter never knows. The twins
/// of what the presenter holds weakly — its view, a module delegate — are kept here, as long as
/// the view keeps this twin.
protocol TracedModule: ChangeHistoryModuleInterface {
    associatedtype Presenter: ChangeHistoryModuleInterface
    var presenter: Presenter { get }
    var trace: Trace { get }
    var kept: [AnyObject] { get set }
}

extension TracedModule {
    /// Runs `event` as a hop of the presenter with `message`, built only while tracing.
    func event(_ message: @autoclosure () -> String, _ event: () -> Void) {
        trace.hop(.presenter, Presenter.self, message(), event)
    }

    /// Keeps a twin, then hands it on to be attached.
    func keep<Twin: AnyObject>(_ twin: Twin) -> Twin {
        kept.append(twin)
        return twin
    }

    func undoLastChange() { event("undoLastChange()") { presenter.undoLastChange() } }
    func redoLastChange() { event("redoLastChange()") { presenter.redoLastChange() } }
}

extension TracedModule where Presenter: PagedListModuleInterface {
    func showPage(_ request: PageRequest) { event("showPage(.\(request))") { presenter.showPage(request) } }
}
