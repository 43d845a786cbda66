import PokedeskDomain

// MARK: - The types' view model, traced

/// `TypeListViewModelInput` as the view sees it with `trace on`: each intent a hop of the view
/// model.
final class TracedTypeListViewModel: TracedViewModel, TypeListViewModelInput {
    let viewModel: TypeListViewModel
    let trace: Trace

    init(_ viewModel: TypeListViewModel, trace: Trace) {
        self.viewModel = viewModel
        self.trace = trace
    }

    func select(_ choice: String) throws(PokedeskError) {
        try intent("select(\(Quoting.quoted(choice)))") { () throws(PokedeskError) in try viewModel.select(choice) }
    }
}
