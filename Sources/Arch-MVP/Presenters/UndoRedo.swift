import PokedeskDomain

// MARK: - Undo and redo, on every screen

/// Undo and redo as every presenter offers them (B-41): the history reverts the last saved
/// change — live results report their row changes meanwhile — then the view is told what was
/// reverted, then the presenter brings its own state up to date.
struct UndoRedo {
    let history: any ChangeHistory

    func undo(telling view: (any PassiveView)?, then refresh: () throws -> Void) {
        revert(telling: view, then: refresh) { () throws(PokedeskError) in Wording.undone(try history.undo()) }
    }

    func redo(telling view: (any PassiveView)?, then refresh: () throws -> Void) {
        revert(telling: view, then: refresh) { () throws(PokedeskError) in Wording.redone(try history.redo()) }
    }

    private func revert(
        telling view: (any PassiveView)?,
        then refresh: () throws -> Void,
        _ change: () throws(PokedeskError) -> String
    ) {
        perform(reportingTo: view) {
            let line = try change()
            view?.showMessage(line)
            try refresh()
        }
    }
}
