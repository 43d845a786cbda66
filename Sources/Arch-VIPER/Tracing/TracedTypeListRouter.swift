import PokedeskDomain

// MARK: - The types router, traced

/// `TypeListRouting` as the presenter sees it with `trace on`: each move a hop of the router,
/// the delegate to be told named by its type.
final class TracedTypeListRouter: TypeListRouting {
    private let router: TypeListRouter
    private let trace: Trace

    init(_ router: TypeListRouter, trace: Trace) {
        self.router = router
        self.trace = trace
    }

    func presentRacePicker(
        of type: PokemonType,
        purpose: RacePickerPurpose,
        delegate: (any RacePickerModuleDelegate)?
    ) throws(PokedeskError) {
        let delegateName = delegate.map { "\(Swift.type(of: $0))" } ?? "nil"
        try trace.hop(
            .router,
            TypeListRouter.self,
            "presentRacePicker(of: \(Quoting.quoted(type.name)), delegate: \(delegateName))"
        ) { () throws(PokedeskError) in
            try router.presentRacePicker(of: type, purpose: purpose, delegate: delegate)
        }
    }

    func dismissTypeList() { trace.hop(.router, TypeListRouter.self, "dismissTypeList()") { router.dismissTypeList() } }
}
