import PokedeskDomain
import TerminalKit

// MARK: - What every view can be told

/// The part of every view interface that shows one line: a message, or an error.
protocol MessageViewInterface: AnyObject {
    func showMessage(_ line: String)
    func showError(_ message: String)
}

// MARK: - Views that write to the console

/// A view writes to the console and nowhere else; the session turns an error into the exit status.
/// What it is told to show is a hop: the presenter's message reaching the view.
protocol ConsoleView: MessageViewInterface {
    var console: Console { get }
}

extension ConsoleView {
    func showMessage(_ line: String) {
        console.writeLine(line)
    }

    func showError(_ message: String) {
        console.reportError(message)
    }

    func render(_ table: Table) {
        console.writeLines(TableRenderer(console: console).render(table))
    }
}
