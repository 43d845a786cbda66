// MARK: - A command that takes a while

/// What a screen needs while one of its commands takes a while: Ctrl-C watched — so that it asks
/// the command to stop instead of ending the process (see `InterruptWatch`) — and a progress
/// line, drawn as the command reports and erased when it ends (see `ProgressLine`).
///
///     let job = LongCommand(console: console)
///     let report = try job.run {
///         try importer.run(progress: { job.showProgress("\($0)%") }, isCancelled: { job.isInterrupted })
///     }
///
/// A view may keep one and hand its parts to whoever asks — a presenter asking whether to stop,
/// a view model's progress bound to `showProgress` — while the command itself runs in `run`.
public final class LongCommand {
    private let console: Console
    private let progressLine: ProgressLine
    private var watch: InterruptWatch?

    public init(console: Console) {
        self.console = console
        progressLine = ProgressLine(console: console)
    }

    /// Runs `body` with Ctrl-C watched; the progress line is gone when it returns or throws.
    public func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        defer { progressLine.finish() }
        return try InterruptWatch.during { watch in
            self.watch = watch
            defer { self.watch = nil }
            return try body()
        }
    }

    /// Whether Ctrl-C was pressed since the command running now began; false between commands.
    public var isInterrupted: Bool {
        guard let watch, watch.isInterrupted else { return false }
        // The terminal echoed `^C` where the command's outcome is to start: erased first.
        console.eraseBeforeNextWrite()
        return true
    }

    /// Shows `text` on the progress line, in place of the previous one.
    public func showProgress(_ text: String) {
        progressLine.update(text)
    }

    /// Erases the progress line, before the command's outcome is written.
    public func hideProgress() {
        progressLine.finish()
    }
}
