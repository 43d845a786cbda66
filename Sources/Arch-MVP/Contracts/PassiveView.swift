import TerminalKit

// MARK: - What every screen's contract shares

/// What a presenter can tell any view. Views are passive: each line they write is one a
/// presenter asked for, so every decision about what the user reads is a presenter's.
protocol PassiveView: AnyObject {
    /// The screen's part of the prompt's path, e.g. `pokemons` or the pokemon's name.
    func showTitle(_ title: String)
    /// One line: a confirmation, or what stands in for an empty table.
    func showMessage(_ line: String)
    /// One error line; the session then ends with a failure status.
    func showError(_ message: String)
}

/// A view of live results, told what changed in them while the user sees it.
protocol LiveListView: PassiveView {
    /// Whether the user sees this screen now: only the top screen writes (docs/screens.md).
    var isActive: Bool { get }
    /// The rows that changed, numbered as the user types them.
    func showChanges(_ changes: ChangeSummary)
}

/// What every view forwards to its presenter, whatever the screen.
protocol ScreenPresenting: AnyObject {
    /// The view is on top again, pushed or revealed: the presenter decides whether it shows
    /// anything.
    func viewDidAppear()
    /// Undo and redo exist on every screen (B-41).
    func undo()
    func redo()
}

/// What the views of paged lists forward besides: the pokemons and the races.
protocol PagedListPresenting: ScreenPresenting {
    func showList()
    func showNextPage()
    func showPreviousPage()
    func showPage(number: Int)
}
