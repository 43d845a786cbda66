import PokedeskDomain

// MARK: - The types list's presenter, traced

/// `TypeListPresenting` as the view sees it with `trace on`: each intent a hop of the presenter.
final class TracedTypeListPresenter: TracedPresenter, TypeListPresenting {
    let presenter: TypeListPresenter
    let trace: Trace
    var viewTwin: AnyObject?

    init(_ presenter: TypeListPresenter, trace: Trace) {
        self.presenter = presenter
        self.trace = trace
    }

    func showList() { intent("showList()") { presenter.showList() } }
    func select(_ choice: String) { intent("select(\(Quoting.quoted(choice)))") { presenter.select(choice) } }
}
