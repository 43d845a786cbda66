import PokedeskDomain

// MARK: - A view's traced twin

/// What the traced twin of a view shares: the view it stands in front of, held weakly as the
/// presenter held it, and each thing the presenter tells it recorded as a leaf hop of that view.
/// The module's builder hands the presenter the twin; the view never knows.
protocol TracedView: MessageViewInterface {
    associatedtype View: MessageViewInterface
    var view: View? { get }
    var trace: Trace { get }
}

extension TracedView {
    /// Records `message` as a hop of the view, then tells it.
    func tell(_ message: @autoclosure () -> String, _ tell: (View) -> Void) {
        guard let view else { return }
        trace.hop(.view, View.self, message())
        tell(view)
    }

    func showMessage(_ line: String) { tell("showMessage(\(TraceText.written(line)))") { $0.showMessage(line) } }
    func showError(_ message: String) { tell("showError(\(TraceText.written(message)))") { $0.showError(message) } }
}
