import PokedeskScreens

// MARK: - The types list's contract

/// What the types list's presenter tells its view.
protocol TypeListView: PassiveView {
    /// The types as a table, then the footer line.
    func showTypes(_ rows: [TypeCells], footer: String)
    /// The type names that choose a type as its row number does, and that Tab offers.
    func suggestTypeNames(_ names: [String])
}

/// What the types list's view forwards.
protocol TypeListPresenting: ScreenPresenting {
    func showList()
    /// A row number or a type's name.
    func select(_ choice: String)
}
