import PokedeskDomain

// MARK: - The types view, traced

/// `TypeListViewInterface` as the presenter sees it with `trace on`.
final class TracedTypeListView: TracedView, TypeListViewInterface {
    private(set) weak var view: TypeListView?
    let trace: Trace

    init(_ view: TypeListView, trace: Trace) {
        self.view = view
        self.trace = trace
    }

    func showTypes(_ list: TypeListViewModel) {
        tell("showTypes(\(TraceText.counted(list.rows.count, "type")))") { $0.showTypes(list) }
    }
}
