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
