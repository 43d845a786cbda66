import PokedeskDomain

// MARK: - The races' view model, traced

/// `RaceListViewModelInput` as the view sees it with `trace on`: each intent a hop of the view
/// model.
final class TracedRaceListViewModel: TracedViewModel, RaceListViewModelInput {
    let viewModel: RaceListViewModel
    let trace: Trace

    init(_ viewModel: RaceListViewModel, trace: Trace) {
        self.viewModel = viewModel
        self.trace = trace
    }

    func find(_ text: String?) throws(PokedeskError) {
        try intent("find(\(TraceText.quoted(text)))") { () throws(PokedeskError) in
            try viewModel.find(text)
        }
    }

    func select(row number: Int) throws(PokedeskError) {
        try intent("select(row: \(number))") { () throws(PokedeskError) in try viewModel.select(row: number) }
    }
}
