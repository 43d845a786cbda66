import PokedeskDomain
import PokedeskScreens

// MARK: - The types list's view, traced

/// `TypeListView` as the presenter sees it with `trace on`.
final class TracedTypeListView: TracedView, TypeListView {
    weak var view: TypeListScreen?
    let trace: Trace

    init(_ view: TypeListScreen, trace: Trace) {
        self.view = view
        self.trace = trace
    }

    func showTypes(_ rows: [TypeCells], footer: String) {
        show("showTypes(\(rows.count) types)") { $0.showTypes(rows, footer: footer) }
    }

    func suggestTypeNames(_ names: [String]) { view?.suggestTypeNames(names) }
}
