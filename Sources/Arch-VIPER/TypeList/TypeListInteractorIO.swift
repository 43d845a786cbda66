import PokedeskDomain

// MARK: - The types' use cases

protocol TypeListInteractorInput: ChangeHistoryInteractorInput {
    func fetchTypes()
    func selectType(inRow number: Int)
}

// MARK: - What the types interactor reports

protocol TypeListInteractorOutput: ChangeHistoryInteractorOutput {
    func didFetchTypes(_ types: [TypeSummary])
    func didSelectType(_ type: PokemonType)
}
