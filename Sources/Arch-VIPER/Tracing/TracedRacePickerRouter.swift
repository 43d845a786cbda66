import PokedeskDomain

// MARK: - The races router, traced

/// `RacePickerRouting` as the presenter sees it with `trace on`: each move a hop of the router.
final class TracedRacePickerRouter: RacePickerRouting {
    private let router: RacePickerRouter
    private let trace: Trace

    init(_ router: RacePickerRouter, trace: Trace) {
        self.router = router
        self.trace = trace
    }

    var isModuleFrontmost: Bool { router.isModuleFrontmost }

    func dismissRacePicker() {
        trace.hop(.router, RacePickerRouter.self, "dismissRacePicker()") { router.dismissRacePicker() }
    }
}
