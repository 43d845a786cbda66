import PokedeskDomain

// MARK: - The types interactor

/// The types, read once: they are preloaded and never change, so row numbers keep meaning the
/// types the user saw.
final class TypeListInteractor: ChangeHistoryInteractor {
    weak var output: (any TypeListInteractorOutput)?
    let history: any ChangeHistory
    private let types: [TypeSummary]

    init(repositories: Repositories) throws(PokedeskError) {
        history = repositories.history
        types = try repositories.types.allTypes()
    }

    var historyOutput: (any ChangeHistoryInteractorOutput)? { output }
}

// MARK: - TypeListInteractorInput

extension TypeListInteractor: TypeListInteractorInput {
    func fetchTypes() {
        output?.didFetchTypes(types)
    }

    func selectType(_ choice: String) {
        reportingFailure { () throws(PokedeskError) in
            output?.didSelectType(try TypeSummary.chosen(choice, in: types))
        }
    }
}
