import PokedeskDomain
import TerminalKit

// MARK: - An interactor output's traced twin

/// What the traced twin of an interactor's output shares: the presenter it stands in front of,
/// held weakly as the interactor held it, and each result the interactor reports recorded as a
/// hop of that presenter, what it causes nested inside.
protocol TracedInteractorOutput: ChangeHistoryInteractorOutput {
    associatedtype Presenter: ChangeHistoryInteractorOutput
    var presenter: Presenter? { get }
    var trace: Trace { get }
}

extension TracedInteractorOutput {
    /// Hands a result to the presenter as a hop with `message`, built only while tracing.
    func result(_ message: @autoclosure () -> String, _ hand: (Presenter) -> Void) {
        guard let presenter else { return }
        trace.hop(.presenter, Presenter.self, message()) { hand(presenter) }
    }

    func didUndo(_ action: String) { result("didUndo(\(TraceText.written(action)))") { $0.didUndo(action) } }
    func didRedo(_ action: String) { result("didRedo(\(TraceText.written(action)))") { $0.didRedo(action) } }

    func didFail(_ error: PokedeskError) {
        result("didFail(\(TraceText.written(error.description)))") { $0.didFail(error) }
    }
}
