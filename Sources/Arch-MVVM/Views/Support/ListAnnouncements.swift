import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - What a list says besides its page

/// What a list screen writes between its pages: the rows the last change of the store moved,
/// then what the last command did — in that order (docs/screens.md).
final class ListAnnouncements {
    private let changes: AnnouncementWatch<ChangeSummary>
    private let messages: AnnouncementWatch<String>

    init(of viewModel: some LiveListViewModel) {
        changes = AnnouncementWatch { [viewModel] in viewModel.lastChanges }
        messages = AnnouncementWatch { [viewModel] in viewModel.message }
    }

    func show(on console: Console) {
        if let line = changes.take()?.line { console.writeLine(line) }
        if let message = messages.take() { console.writeLine(message) }
    }

    /// Forgets them: a list out of sight changes silently, as a table off screen does.
    func skip() {
        changes.skip()
        messages.skip()
    }
}
