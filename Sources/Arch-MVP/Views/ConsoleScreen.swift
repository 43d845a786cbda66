import PokedeskDomain
import TerminalKit

// MARK: - A passive view on the terminal

/// The terminal side every view shares: it writes what its presenter tells it to the console,
/// so that a screen keeps only its layout and the decoding of its commands.
protocol ConsoleScreen: Screen, PassiveView {
    var title: String { get set }
    var console: Console { get }
    var navigation: any Navigating { get }
}

extension ConsoleScreen {
    func showTitle(_ title: String) {
        self.title = title
    }

    func showMessage(_ line: String) {
        console.writeLine(line)
    }

    func showError(_ message: String) {
        console.reportError(message)
    }

    /// The user sees the screen on top of the stack, and only that one.
    var isActive: Bool { navigation.top === self }

    func showChanges(_ changes: ChangeSummary) {
        if let line = changes.line { console.writeLine(line) }
    }

    func render(_ table: Table) {
        console.writeLines(TableRenderer(console: console).render(table))
    }
}
