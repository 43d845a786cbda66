import PokedeskDomain

// MARK: - Undo and redo, on every screen

/// Undo and redo as every presenter offers them (B-41): the history reverts the last saved
/// change — live results report their row changes meanwhile — then the view is told what was
/// reverted, then the presenter brings its own state up to date.
struct UndoRedo {
    let history: any ChangeHistory

    func undo(telling view: (any PassiveView)?, then refresh: () throws -> Void) {
        perform(reportingTo: view) {
            view?.showMessage(Wording.undone(try history.undo()))
            try refresh()
        }
    }

    func redo(telling view: (any PassiveView)?, then refresh: () throws -> Void) {
        perform(reportingTo: view) {
            view?.showMessage(Wording.redone(try history.redo()))
            try refresh()
        }
    }
}
