import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - What a list says besides its page

/// What a list screen writes between its pages: the rows the last change of the store moved,
/// then what the last command did — in that order (docs/screens.md). Each line written is a hop
/// of the view: the view rendering what it observed of its view model.
final class ListAnnouncements {
    private let changes: AnnouncementWatch<ChangeSummary>
    private let messages: AnnouncementWatch<String>
    private let trace: Trace
    /// The view that writes them, as its hops name it.
    private let view: Any.Type

    init(of viewModel: some LiveListViewModel, shownBy view: Any.Type) {
        changes = AnnouncementWatch { [viewModel] in viewModel.lastChanges }
        messages = AnnouncementWatch { [viewModel] in viewModel.message }
        trace = viewModel.trace
        self.view = view
    }

    func show(on console: Console) {
        if let line = changes.take()?.line {
            trace.hop(.view, view, "showChanges(\(line))")
            console.writeLine(line)
        }
        if let message = messages.take() {
            trace.hop(.view, view, "showMessage(\(TraceText.written(message)))")
            console.writeLine(message)
        }
    }

    /// Forgets them: a list out of sight changes silently, as a table off screen does.
    func skip() {
        changes.skip()
        messages.skip()
    }
}
