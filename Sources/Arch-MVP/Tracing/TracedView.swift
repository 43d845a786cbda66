import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - A passive view's traced twin

/// What the traced twin of a passive view shares: the view it stands in front of, held weakly
/// as the presenter holds a view, and each thing the presenter tells it to show recorded as a
/// leaf hop of that view (a passive view calls nobody back). The assembly hands the presenter
/// the twin and the twin of its presenter keeps it alive, so the view never knows.
protocol TracedView: AnyObject {
    associatedtype View: PassiveView
    var view: View? { get }
    var trace: Trace { get }
}

extension TracedView {
    /// Tells the view something to show, as a hop of the view with `message`.
    func show(_ message: @autoclosure () -> String, _ show: (View) -> Void) {
        guard let view else { return }
        trace.hop(.view, View.self, message()) { show(view) }
    }

    func showTitle(_ title: String) { show("showTitle(\(Quoting.quoted(title)))") { $0.showTitle(title) } }
    func showMessage(_ line: String) { show("showMessage(\(Quoting.quoted(line)))") { $0.showMessage(line) } }
    func showError(_ message: String) { show("showError(\(Quoting.quoted(message)))") { $0.showError(message) } }
}

extension TracedView where View: LiveListView {
    var isActive: Bool { view?.isActive ?? false }

    func showChanges(_ changes: ChangeSummary) {
        show("showChanges(\(TraceText.changes(changes)))") { $0.showChanges(changes) }
    }
}

/// Progress lines are no hops: how many a job reports depends on its speed.
extension TracedView where View: LongCommandDisplay {
    func showProgress(_ line: String) { view?.showProgress(line) }
    func hideProgress() { view?.hideProgress() }
    var isStopRequested: Bool { view?.isStopRequested ?? false }
}
