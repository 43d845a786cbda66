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
    var trace: Trace { get }
}

extension ConsoleView {
    func showMessage(_ line: String) {
        trace.hop(.view, Self.self, "showMessage(\(TraceText.written(line)))")
        console.writeLine(line)
    }

    func showError(_ message: String) {
        trace.hop(.view, Self.self, "showError(\(TraceText.written(message)))")
        console.reportError(message)
    }

    func render(_ table: Table) {
        console.writeLines(TableRenderer(console: console).render(table))
    }
}
