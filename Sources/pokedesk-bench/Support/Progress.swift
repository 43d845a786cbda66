import Foundation

// MARK: - Progress on a terminal

/// Shows how far a long step has got, on one line of standard error rewritten in place —
/// only on a terminal, so logs and CI output stay clean. Finishing prints the elapsed time.
final class Progress {
    private let title: String
    private let total: Int
    private let interactive = Log.isTerminal
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private var lastShown: ContinuousClock.Instant

    init(_ title: String, total: Int) {
        self.title = title
        self.total = total
        start = clock.now
        lastShown = start
        show(0)
    }

    /// Cheap enough to call for every row: the line is redrawn at most ten times a second.
    func update(_ done: Int) {
        guard interactive, done % 4096 == 0 else { return }
        let now = clock.now
        guard now - lastShown > .milliseconds(100) else { return }
        lastShown = now
        show(done)
    }

    func finish() {
        let seconds = Stopwatch.seconds(clock.now - start)
        let text = "\(title): \(Format.count(total)) in \(Format.seconds(seconds))"
        Log.line(interactive ? "\r\u{1B}[K" + text : text)
    }

    private func show(_ done: Int) {
        guard interactive else { return }
        let percent = total > 0 ? done * 100 / total : 100
        let seconds = Stopwatch.seconds(clock.now - start)
        Log.write(
            "\r\u{1B}[K\(title): \(Format.count(done)) of \(Format.count(total)) (\(percent)%), \(Format.seconds(seconds))"
        )
    }
}

// MARK: - What the benchmark says while it runs

/// Progress and status go to standard error; the summary table goes to standard output.
enum Log {
    /// Whether standard error is a terminal: only then is a status line redrawn in place.
    static let isTerminal = isatty(STDERR_FILENO) == 1

    /// A status line that the next one replaces; shown on a terminal only.
    static func status(_ text: String) {
        guard isTerminal else { return }
        write("\r\u{1B}[K" + text)
    }

    /// Clears a status line.
    static func clearStatus() {
        guard isTerminal else { return }
        write("\r\u{1B}[K")
    }

    static func line(_ text: String) {
        write(text + "\n")
    }

    static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
