// MARK: - Who takes part in a command

/// The parts a command travels through, named as the patterns name them. A trace line starts
/// with one, so that a learner reads the roles of each architecture off its trace.
public enum TraceRole: String, CaseIterable, Sendable {
    case view
    case controller
    case presenter
    case viewModel = "view model"
    case interactor
    case router
    case coordinator
    // The unidirectional loop's parts.
    case store
    case action
    case reducer
    case effect
    // Behind the Domain's protocols: the same in every architecture.
    case repository
    case context
    case liveResults = "live results"
}
