import PokedeskDomain

// MARK: - The types' use cases

protocol TypeListInteractorInput: ChangeHistoryInteractorInput {
    func fetchTypes()
    /// A row number or a type's name.
    func selectType(_ choice: String)
}

// MARK: - What the types interactor reports

protocol TypeListInteractorOutput: ChangeHistoryInteractorOutput {
    func didFetchTypes(_ types: [TypeSummary])
    func didSelectType(_ type: PokemonType)
}
