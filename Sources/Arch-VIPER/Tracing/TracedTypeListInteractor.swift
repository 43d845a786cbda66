import PokedeskDomain

// MARK: - The types interactor, traced

/// `TypeListInteractorInput` as the presenter sees it with `trace on`: each use case a hop of
/// the interactor.
final class TracedTypeListInteractor: TracedInteractor, TypeListInteractorInput {
    let interactor: TypeListInteractor
    let trace: Trace
    var outputTwin: AnyObject?

    init(_ interactor: TypeListInteractor, trace: Trace) {
        self.interactor = interactor
        self.trace = trace
    }

    func fetchTypes() { useCase("fetchTypes()") { interactor.fetchTypes() } }

    func selectType(_ choice: String) {
        useCase("selectType(\(Quoting.quoted(choice)))") { interactor.selectType(choice) }
    }
}
