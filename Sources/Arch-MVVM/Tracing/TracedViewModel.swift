import PokedeskDomain

// MARK: - A view model's traced twin

/// What the traced twin of a view model's input shares: the view model it stands in front of,
/// and each intent the view sends recorded as a hop of that view model, what it causes nested
/// inside. The coordinator hands the view the twin (`ScreenTracing`); the view model never knows.
protocol TracedViewModel: AnyObject {
    associatedtype ViewModel: AnyObject
    var viewModel: ViewModel { get }
    var trace: Trace { get }
}

extension TracedViewModel {
    /// Runs `intent` as a hop of the view model with `message`, built only while tracing.
    func intent<Value, Failure: Error>(
        _ message: @autoclosure () -> String,
        _ intent: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        try trace.hop(.viewModel, ViewModel.self, message(), intent)
    }
}

extension TracedViewModel where ViewModel: UndoInput {
    func undo() throws(PokedeskError) {
        try intent("undo()") { () throws(PokedeskError) in try viewModel.undo() }
    }

    func redo() throws(PokedeskError) {
        try intent("redo()") { () throws(PokedeskError) in try viewModel.redo() }
    }
}

extension TracedViewModel where ViewModel: PagingInput {
    func reloadPage() throws(PokedeskError) {
        try intent("reloadPage()") { () throws(PokedeskError) in try viewModel.reloadPage() }
    }

    func nextPage() throws { try intent("nextPage()") { try viewModel.nextPage() } }
    func previousPage() throws { try intent("previousPage()") { try viewModel.previousPage() } }
    func goToPage(_ number: Int) throws { try intent("goToPage(\(number))") { try viewModel.goToPage(number) } }
}
