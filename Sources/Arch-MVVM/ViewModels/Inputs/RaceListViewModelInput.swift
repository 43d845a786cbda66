import PokedeskDomain

// MARK: - What the races' view asks

/// The races view model's intents: all the view sends it.
protocol RaceListViewModelInput: PagingInput, UndoInput {
    func find(_ text: String?) throws(PokedeskError)
    func select(row number: Int) throws(PokedeskError)
}
