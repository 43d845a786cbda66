import PokedeskDomain

// MARK: - When an intent fails

/// Runs one of the user's intents; when it fails, the view shows the reason as one error line.
/// Nothing else needs undoing: repositories refuse a change whole, and presenters change their
/// own state only after the calls it depends on have succeeded.
func perform(reportingTo view: (any PassiveView)?, _ intent: () throws -> Void) {
    do {
        try intent()
    } catch {
        view?.showError(String(describing: error))
    }
}

// MARK: - An intent in the trace

extension Trace {
    /// Runs one of the user's intents as `perform(reportingTo:_:)` does, as a hop of `presenter`,
    /// the role that receives it from its view: what the intent causes nests in it.
    func intent(
        _ presenter: any AnyObject.Type,
        _ message: @autoclosure () -> String,
        reportingTo view: (any PassiveView)?,
        _ body: () throws -> Void
    ) {
        hop(.presenter, presenter, message()) { perform(reportingTo: view, body) }
    }
}
