import PokedeskDomain

// MARK: - An interactor's traced twin

/// What the traced twin of an interactor shares: the interactor it stands in front of, and each
/// use case the presenter asks for recorded as a hop of that interactor, what it causes nested
/// inside. The module's builder hands the presenter the twin; the interactor never knows. The
/// interactor holds its output weakly, as VIPER's parts hold whoever they report to: the twin
/// keeps the output's twin alive, as long as the presenter keeps the twin.
protocol TracedInteractor: ChangeHistoryInteractorInput {
    associatedtype Interactor: ChangeHistoryInteractorInput
    var interactor: Interactor { get }
    var trace: Trace { get }
    var outputTwin: AnyObject? { get set }
}

extension TracedInteractor {
    /// Runs `useCase` as a hop of the interactor with `message`, built only while tracing.
    func useCase(_ message: @autoclosure () -> String, _ useCase: () -> Void) {
        trace.hop(.interactor, Interactor.self, message(), useCase)
    }

    /// Keeps the output's twin, then hands it on to be attached.
    func keep<Twin: AnyObject>(_ twin: Twin) -> Twin {
        outputTwin = twin
        return twin
    }

    /// The interactor hearing its live results change, as MVC's controllers and MVP's
    /// presenters hear theirs: before its output does.
    func hearChanges<Element>(of results: ObservedResults<Element>) {
        let heard = results.onChange
        results.onChange = { [trace] changes in
            trace.hop(.interactor, Interactor.self, "liveResultsDidChange()") { heard(changes) }
        }
    }

    func undo() { useCase("undo()") { interactor.undo() } }
    func redo() { useCase("redo()") { interactor.redo() } }
}
