import PokedeskDomain

// MARK: - The use cases every module offers

/// Undo and redo of the last saved change (B-41): every module's interactor input has them.
protocol ChangeHistoryInteractorInput: AnyObject {
    func undo()
    func redo()
}

/// What every interactor's output hears besides its module's own results.
protocol ChangeHistoryInteractorOutput: AnyObject {
    /// `action` says what was undone, e.g. `rename "Pika" to "Zed"`.
    func didUndo(_ action: String)
    func didRedo(_ action: String)
    /// A use case was refused; nothing changed.
    func didFail(_ error: PokedeskError)
}

// MARK: - The shared implementation

/// An interactor that keeps the history gets undo and redo from here.
protocol ChangeHistoryInteractor: ChangeHistoryInteractorInput {
    var history: any ChangeHistory { get }
    var historyOutput: (any ChangeHistoryInteractorOutput)? { get }
}

extension ChangeHistoryInteractor {
    func undo() {
        reportingFailure { () throws(PokedeskError) in
            let action = try history.undo()
            historyOutput?.didUndo(action)
        }
    }

    func redo() {
        reportingFailure { () throws(PokedeskError) in
            let action = try history.redo()
            historyOutput?.didRedo(action)
        }
    }

    /// Runs a use case; a refusal goes to the output instead of up the stack, as an interactor's
    /// results do.
    func reportingFailure(_ useCase: () throws(PokedeskError) -> Void) {
        do {
            try useCase()
        } catch {
            historyOutput?.didFail(error)
        }
    }
}
