// MARK: - A line of progress

/// How far a long command is, on one line that rewrites itself in place while the command runs
/// and is gone when it ends, so that what the command then writes starts on a clean line.
///
/// Only a live console — a terminal someone watches — shows it; in a script it writes nothing,
/// so transcripts do not depend on how fast the machine was. Anything else written to the
/// console meanwhile erases it first; the next `update` draws it again below.
public final class ProgressLine {
    private let console: Console

    public init(console: Console) {
        self.console = console
    }

    /// Shows `text` in place of the previous progress.
    public func update(_ text: String) {
        console.showTransientLine(text)
    }

    /// Erases the line; call it when the command is done, before writing its outcome.
    public func finish() {
        console.eraseTransientLine()
    }
}
