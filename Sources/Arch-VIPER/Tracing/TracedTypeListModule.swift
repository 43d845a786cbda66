import PokedeskDomain

// MARK: - The types presenter, traced

/// `TypeListModuleInterface` as the view sees it with `trace on`: each event a hop of the
/// presenter.
final class TracedTypeListModule: TracedModule, TypeListModuleInterface {
    let presenter: TypeListPresenter
    let trace: Trace
    var kept: [AnyObject] = []

    init(_ presenter: TypeListPresenter, trace: Trace) {
        self.presenter = presenter
        self.trace = trace
    }

    func viewDidAppear() { event("viewDidAppear()") { presenter.viewDidAppear() } }
    func showTypes() { event("showTypes()") { presenter.showTypes() } }

    func selectType(_ choice: String) {
        event("selectType(\(Quoting.quoted(choice)))") { presenter.selectType(choice) }
    }
}
