import PokedeskDomain

// MARK: - Undo and redo, presenter side

/// Presenters handle undo and redo the same way: the view's event goes to the interactor, the
/// outcome becomes one line on the view, and so does any failure of the interactor. A module
/// whose display depends on the store (the editor) refreshes in `historyDidRevert()`.
protocol ChangeHistoryPresenter: ChangeHistoryModuleInterface, ChangeHistoryInteractorOutput {
    var historyInteractor: any ChangeHistoryInteractorInput { get }
    var messageView: (any MessageViewInterface)? { get }
    /// Undo or redo changed the store; the default does nothing more.
    func historyDidRevert()
}

extension ChangeHistoryPresenter {
    func historyDidRevert() {}

    // MARK: ChangeHistoryModuleInterface

    func undoLastChange() {
        historyInteractor.undo()
    }

    func redoLastChange() {
        historyInteractor.redo()
    }

    // MARK: ChangeHistoryInteractorOutput

    func didUndo(_ action: String) {
        messageView?.showMessage(Wording.undone(action))
        historyDidRevert()
    }

    func didRedo(_ action: String) {
        messageView?.showMessage(Wording.redone(action))
        historyDidRevert()
    }

    func didFail(_ error: PokedeskError) {
        messageView?.showError(error.description)
    }
}
