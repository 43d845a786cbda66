import PokedeskDomain

// MARK: - The editor's router, traced

/// `PokemonEditorRouting` as the presenter sees it with `trace on`: each move a hop of the
/// router, the delegate to be told named by its type.
final class TracedPokemonEditorRouter: PokemonEditorRouting {
    private let router: PokemonEditorRouter
    private let trace: Trace

    init(_ router: PokemonEditorRouter, trace: Trace) {
        self.router = router
        self.trace = trace
    }

    func presentRacePicker(current: RaceID?, delegate: any RacePickerModuleDelegate) throws(PokedeskError) {
        try trace.hop(
            .router,
            PokemonEditorRouter.self,
            "presentRacePicker(\(TraceText.choosing(current, for: delegate)))"
        ) {
            () throws(PokedeskError) in try router.presentRacePicker(current: current, delegate: delegate)
        }
    }

    func presentTypeList(current: RaceID?, delegate: any TypeListModuleDelegate) throws(PokedeskError) {
        try trace.hop(
            .router,
            PokemonEditorRouter.self,
            "presentTypeList(\(TraceText.choosing(current, for: delegate)))"
        ) {
            () throws(PokedeskError) in try router.presentTypeList(current: current, delegate: delegate)
        }
    }

    func dismissEditor() { trace.hop(.router, PokemonEditorRouter.self, "dismissEditor()") { router.dismissEditor() } }
}
