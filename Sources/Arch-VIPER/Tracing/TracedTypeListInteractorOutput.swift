import PokedeskDomain

// MARK: - What the types interactor reports, traced

/// `TypeListInteractorOutput` as the interactor sees it with `trace on`: each result a hop of
/// the presenter.
final class TracedTypeListInteractorOutput: TracedInteractorOutput, TypeListInteractorOutput {
    private(set) weak var presenter: TypeListPresenter?
    let trace: Trace

    init(_ presenter: TypeListPresenter, trace: Trace) {
        self.presenter = presenter
        self.trace = trace
    }

    func didFetchTypes(_ types: [TypeSummary]) {
        result("didFetchTypes(\(TraceText.counted(types.count, "type")))") { $0.didFetchTypes(types) }
    }

    func didSelectType(_ type: PokemonType) {
        result("didSelectType(\(Quoting.quoted(type.name)))") { $0.didSelectType(type) }
    }
}
