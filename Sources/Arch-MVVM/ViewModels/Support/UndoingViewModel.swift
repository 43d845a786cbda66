import PokedeskDomain

// MARK: - Undo and redo, on every screen

/// A view model whose screen offers undo and redo (B-41): all of them. The store changes, then
/// the view model says what was undone and brings its own state up to date.
protocol UndoingViewModel: UndoInput {
    var history: any ChangeHistory { get }

    /// Called once the store has undone or redone a change; `line` says which.
    func didRevert(saying line: String)
}

extension UndoingViewModel {
    func undo() throws(PokedeskError) {
        didRevert(saying: Wording.undone(try history.undo()))
    }

    func redo() throws(PokedeskError) {
        didRevert(saying: Wording.redone(try history.redo()))
    }
}
