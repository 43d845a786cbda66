import PokedeskDomain

// MARK: - What the types' view asks

/// The types view model's intents: all the view sends it.
protocol TypeListViewModelInput: UndoInput {
    func select(_ choice: String) throws(PokedeskError)
}
