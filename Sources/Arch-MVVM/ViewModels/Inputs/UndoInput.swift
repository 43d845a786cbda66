import PokedeskDomain

// MARK: - Undo and redo, as a view asks them

/// The intents every screen's view model offers (B-41).
protocol UndoInput: AnyObject {
    func undo() throws(PokedeskError)
    func redo() throws(PokedeskError)
}
