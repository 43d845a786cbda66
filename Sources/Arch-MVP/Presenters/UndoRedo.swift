import PokedeskDomain

// MARK: - Undo and redo, on every screen

/// Undo and redo as every presenter offers them (B-41): the history reverts the last saved
/// change — live results report their row changes meanwhile — then the view is told what was
/// reverted, then the presenter brings its own state up to date. The intent is the presenter's
/// hop in the trace, recorded here once for the four presenters that hand it over.
struct UndoRedo {
    let history: any ChangeHistory
    let trace: Trace
    /// The presenter whose intent this is, named in its hop.
    let presenter: any AnyObject.Type

    func undo(telling view: (any PassiveView)?, then refresh: () throws -> Void) {
        trace.hop(.presenter, presenter, "undo()") {
            revert(telling: view, then: refresh) { () throws(PokedeskError) in Wording.undone(try history.undo()) }
        }
    }

    func redo(telling view: (any PassiveView)?, then refresh: () throws -> Void) {
        trace.hop(.presenter, presenter, "redo()") {
            revert(telling: view, then: refresh) { () throws(PokedeskError) in Wording.redone(try history.redo()) }
        }
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
